"""A game's options: the variants its rules can be built in (Qt-free).

A plug-in declares its options (``GamePlugin.options``): the board's size, how many in a
row win, how many disks or heaps. The game page shows one control per option (a spin box
for a number, a list for a choice), the levels name values for them, saved games keep
them, and the plug-in's rules factory is called with them as keyword arguments
(``create(rows=4, cols=4)``). Options that only shape a new game's start (who opens, how
far to shuffle) are declared the same way; the factory and the start function each take
the ones they know (see :func:`for_call`).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Option:
    """One option of a game.

    Attributes:
        key: the keyword the rules factory (or the start function) takes (``"rows"``).
        title: an English label; the app translates it in the plug-in's context.
        default: the value a new user starts with.
        low, high: the range of a number option (inclusive).
        at_most: the key of another number option this one may not exceed (``k`` at most
            ``size``), or ``""``.
        choices: for a choice option, ``(value, English title)`` pairs; empty for a number.
    """

    key: str
    title: str
    default: int | str
    low: int = 0
    high: int = 0
    at_most: str = ""
    choices: tuple[tuple[str, str], ...] = ()

    @property
    def is_choice(self) -> bool:
        """True for a choice option, False for a number."""
        return bool(self.choices)


def checked(options: Sequence[Option], values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` made valid for ``options``: every option present, numbers within their
    range (and below their ``at_most`` option), choices among their values; anything
    missing or unusable takes the option's default. Keys that are not options are
    dropped. Never raises."""
    result: dict[str, Any] = {}
    for option in options:
        value = values.get(option.key, option.default)
        if option.is_choice:
            known = [v for v, _ in option.choices]
            result[option.key] = value if value in known else option.default
            continue
        if not isinstance(value, int) or isinstance(value, bool):
            value = option.default
        high = option.high
        if option.at_most and isinstance(result.get(option.at_most), int):
            high = min(high, result[option.at_most])
        result[option.key] = min(max(value, option.low), high)
    return result


def for_call(function: Callable[..., Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """The part of ``values`` that ``function`` takes as keyword arguments (all of them
    when it takes ``**kwargs``)."""
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):
        return {}
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
        return dict(values)
    return {key: value for key, value in values.items() if key in parameters}
