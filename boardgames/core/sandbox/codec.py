"""Python values as JSON for the sandbox's channel, both ways (standard library only).

Plain values travel exactly: ``None``, ``bool``, ``int``, ``float`` and ``str`` as
themselves, lists as lists, and the containers JSON has no word for as tagged objects:
``{"$t": [...]}`` a tuple, ``{"$d": [[key, value], ...]}`` a dict (any keys),
``{"$s": [...]}`` a set, ``{"$f": [...]}`` a frozenset. Anything else (an object, a
function, a class) goes to ``other``, which gives a tagged object of its own (a handle:
``{"$o": number, ...}`` or ``{"$cb": number}``); decoding gives unknown tags to ``other``
the same way.

Both the parent (:mod:`boardgames.core.sandbox.session`) and the sandbox's child use this
file; the child gets a copy in the run's private folder.
"""

from collections.abc import Callable
from typing import Any

PLAIN = (type(None), bool, int, float, str)
#: Deepest nesting encoded; deeper (or circular) values raise ValueError.
MAX_DEPTH = 100


def encode(value: Any, other: Callable[[Any], dict[str, Any]], depth: int = 0) -> Any:
    """``value`` as JSON data; objects that are not plain data become ``other(value)``.

    Raises:
        ValueError: the value is nested deeper than :data:`MAX_DEPTH` (or circular).
    """
    if depth > MAX_DEPTH:
        raise ValueError(f"a value nested deeper than {MAX_DEPTH} levels")
    kind = type(value)
    if kind in PLAIN:
        return value
    inner = depth + 1
    if kind is list:
        return [encode(v, other, inner) for v in value]
    if kind is tuple:
        return {"$t": [encode(v, other, inner) for v in value]}
    if kind is dict:
        return {"$d": [[encode(k, other, inner), encode(v, other, inner)] for k, v in value.items()]}
    if kind in (set, frozenset):
        items = sorted((encode(v, other, inner) for v in value), key=repr)
        return {"$s" if kind is set else "$f": items}
    return other(value)


def decode(data: Any, other: Callable[[dict[str, Any]], Any], depth: int = 0) -> Any:
    """The value that :func:`encode` wrote as ``data``; tagged objects it does not know go
    to ``other``.

    Raises:
        ValueError: the data is nested deeper than :data:`MAX_DEPTH` or malformed.
    """
    if depth > MAX_DEPTH:
        raise ValueError(f"a value nested deeper than {MAX_DEPTH} levels")
    if isinstance(data, list):
        return [decode(v, other, depth + 1) for v in data]
    if not isinstance(data, dict):
        return data
    inner = depth + 1
    if "$t" in data:
        return tuple(decode(v, other, inner) for v in _items(data["$t"]))
    if "$d" in data:
        return {_key(k, other, inner): decode(v, other, inner) for k, v in _pairs(data["$d"])}
    if "$s" in data:
        return {_key(v, other, inner) for v in _items(data["$s"])}
    if "$f" in data:
        return frozenset(_key(v, other, inner) for v in _items(data["$f"]))
    return other(data)


def _items(data: Any) -> list[Any]:
    if not isinstance(data, list):
        raise ValueError("a tagged container without a list")
    return data


def _pairs(data: Any) -> list[tuple[Any, Any]]:
    pairs = _items(data)
    if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
        raise ValueError("a dict that is not a list of pairs")
    return [(p[0], p[1]) for p in pairs]


def _key(data: Any, other: Callable[[dict[str, Any]], Any], depth: int) -> Any:
    key = decode(data, other, depth)
    try:
        hash(key)
    except TypeError:
        raise ValueError("an unhashable dict key or set member") from None
    return key
