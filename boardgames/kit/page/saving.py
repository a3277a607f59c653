"""Saved games of the game page (Qt side of :mod:`boardgames.core.record`): the options are
the plug-in's option values, who plays each seat (``seats``: ``"@human"`` or a player id)
and the seats' player parameters (``parameters``: one number or null per seat)."""

from __future__ import annotations

from typing import Any

from boardgames.core import record as R
from boardgames.kit.page.seats import HUMAN


def game_record(page: Any) -> dict[str, Any]:
    """The game shown as a saved-game document.

    Raises:
        NotImplementedError, ValueError: the game has no text form of a state or a move.
    """
    seats = page.seats.keys()
    parameters = [next(iter(page.seats.parameter(seat).values()), None) for seat in range(len(seats))]
    options = {**page.options.values(), "seats": seats, "parameters": parameters}
    record, steps = page.bridge.full_record()
    return R.dump(page.plugin.id, options, page.game, record, steps)


def open_record(page: Any, saved: R.SavedGame) -> None:
    """Show ``saved`` with its options, seats and undo steps.

    Raises:
        RecordError: ``bad-option`` (options or seats), ``bad-start``, ``bad-move``;
            nothing changes then.
    """
    values = _checked_options(page, saved.options)
    keys = _checked_seats(page, saved.options)
    game = page.setup.rules(values)
    record = R.rebuild(saved, game)
    parameters = saved.options.get("parameters")
    parameters = parameters if isinstance(parameters, list) else [None] * len(keys)
    for seat, key in enumerate(keys):
        value = parameters[seat] if seat < len(parameters) else None
        page.seats.set_seat(seat, key, value if isinstance(value, int) and not isinstance(value, bool) else None)
    page.seats.save(page.context.settings)
    page.show_rules(values, game, record, saved.undo_steps)


def _checked_options(page: Any, options: dict[str, Any]) -> dict[str, Any]:
    values = page.setup.values(options)
    for key, value in options.items():
        if key in values and values[key] != value:
            raise R.RecordError(R.BAD_OPTION, (key,))
    return values


def _checked_seats(page: Any, options: dict[str, Any]) -> list[str]:
    keys = options.get("seats", [HUMAN] * page.game.num_players)
    allowed = {HUMAN, *(choice.id for choice in page.choices)}
    if (not isinstance(keys, list) or len(keys) != page.game.num_players
            or not all(isinstance(key, str) and key in allowed for key in keys)):
        raise R.RecordError(R.BAD_OPTION, ("seats",))
    return list(keys)
