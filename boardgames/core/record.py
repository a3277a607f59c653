"""Saved games (Qt-free): a game session's record as a JSON document and back.

A saved game (suggested extension ``.bgame``) is one JSON object::

    {"format": "boardgames-game", "version": 1, "game": "tictactoe",
     "options": {"size": 3, "k": 3, "seats": ["human", "minimax"]},
     "start": ".../.../... x", "moves": [4, 0, 8], "ply": 3}

``start`` is the start state in the game's text form (:meth:`Game.state_to_text`),
``moves`` are the moves of the whole line kept for redo, each as a JSON value
(:meth:`Game.move_to_json`), and ``ply`` is how many of them lead to the position shown.
``options`` belong to the game's view (board size, who plays each seat, ...); this module
only checks that they form a JSON object. ``undo_steps`` (optional) lists the plies at
which the user's undo steps ended, so Undo after opening walks the same steps.

Reading is done in two stages so that a caller can pick the rules from the options:
:func:`parse` checks the document and :func:`rebuild` replays it on a game. Every problem
is a :class:`RecordError` with a code and values (never a sentence: the UI translates).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.game import Game
from boardgames.core.session import Record

#: The ``format`` value of every saved game.
FORMAT = "boardgames-game"
#: The newest format version this code writes and reads.
VERSION = 1
#: The suggested file extension (JSON inside).
EXTENSION = ".bgame"
#: Files larger than this many characters are refused (``too-large``).
MAX_CHARS = 5_000_000

#: Error codes of :class:`RecordError` and their values.
NOT_JSON = "not-json"  # (): the text is not JSON
NOT_A_GAME_RECORD = "not-a-game-record"  # (): JSON, but not a saved game
NEWER_VERSION = "newer-version"  # (version,): written by a newer boardgames
BAD_FIELD = "bad-field"  # (name,): a field is missing or of the wrong type
TOO_LARGE = "too-large"  # (characters,): the file is too large to be a saved game
UNKNOWN_GAME = "unknown-game"  # (game id,): no installed plug-in has this id
BAD_OPTION = "bad-option"  # (name,): the game's view cannot use this option
BAD_START = "bad-start"  # (start text, cut to 60 characters,): the start is not a position of this game
BAD_MOVE = "bad-move"  # (ply, move as JSON text cut to 60 characters): move number ``ply`` (1-based) is illegal
#: Characters of the file's own text (a start, a move) repeated in an error's values.
SHOWN_CHARS = 60
BAD_PLY = "bad-ply"  # (ply, number of moves): the ply shown is outside the moves


#: What a game's parser or rules may raise for a bad start or move.
_GAME_ERRORS = (ValueError, TypeError, IndexError, KeyError, ArithmeticError)


class RecordError(ValueError):
    """A saved game that cannot be read: ``code`` (one of the constants above) and
    ``values`` for the translated message."""

    def __init__(self, code: str, values: tuple[Any, ...] = ()):
        super().__init__(code, *values)
        self.code, self.values = code, values


@dataclass(frozen=True)
class SavedGame:
    """A checked saved-game document, before it is replayed on a game.

    Attributes:
        game_id: the plug-in id. options: the view's options (a JSON object).
        start: the start state's text. moves: the moves as JSON values (ints, strings).
        ply: moves leading to the position shown. undo_steps: plies where undo steps end
            (increasing, each in ``1..len(moves)``; empty: one step per move).
    """

    game_id: str
    options: dict[str, Any]
    start: str
    moves: tuple[int | str, ...]
    ply: int
    undo_steps: tuple[int, ...] = field(default=())


def dump(game_id: str, options: dict[str, Any], game: Game[Any, Any], record: Record[Any, Any],
         undo_steps: Sequence[int] = ()) -> dict[str, Any]:
    """The JSON-able document of ``record`` (a session's record) played with ``game``.

    Raises:
        NotImplementedError: when the game has no text form of its states.
        ValueError: when a move has no JSON form.
    """
    data: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": game_id, "options": dict(options),
        "start": game.state_to_text(record.start),
        "moves": [game.move_to_json(move) for move in record.moves], "ply": record.ply}
    if undo_steps:
        data["undo_steps"] = [int(p) for p in undo_steps]
    return data


def to_text(data: dict[str, Any]) -> str:
    """The document as the text of a ``.bgame`` file: JSON with one top-level field a
    line (so a teacher can read and diff it)."""
    fields = (f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}" for key, value in data.items())
    return "{\n" + ",\n".join(fields) + "\n}\n"


def read_text(path: str) -> str:
    """The text of the file ``path`` (UTF-8), refused unread when it is far too large.

    Raises:
        OSError: when the file cannot be read (``FileNotFoundError`` when it is missing).
        RecordError: ``too-large`` (size in bytes), or ``not-json`` for bytes that are not
            UTF-8 text.
    """
    size = os.path.getsize(path)
    if size > 4 * MAX_CHARS:
        raise RecordError(TOO_LARGE, (size,))
    with open(path, "rb") as file:
        data = file.read(4 * MAX_CHARS + 1)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(NOT_JSON) from None


def parse(text: str) -> SavedGame:
    """Check the text of a saved game (its form only; see :func:`rebuild` for the moves).

    Raises:
        RecordError: ``too-large``, ``not-json``, ``not-a-game-record``,
            ``newer-version``, ``bad-field`` or ``bad-ply``.
    """
    if len(text) > MAX_CHARS:
        raise RecordError(TOO_LARGE, (len(text),))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RecordError(NOT_JSON) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(NOT_A_GAME_RECORD)
    version = _field(data, "version", int)
    if version > VERSION:
        raise RecordError(NEWER_VERSION, (version,))
    if version < 1:
        raise RecordError(BAD_FIELD, ("version",))
    saved = SavedGame(_field(data, "game", str), _field(data, "options", dict), _field(data, "start", str),
                      _moves(data), _field(data, "ply", int), _undo_steps(data))
    if not 0 <= saved.ply <= len(saved.moves):
        raise RecordError(BAD_PLY, (saved.ply, len(saved.moves)))
    return saved


def _field(data: dict[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError(BAD_FIELD, (name,))
    return value


def _moves(data: dict[str, Any]) -> tuple[int | str, ...]:
    moves = _field(data, "moves", list)
    if not all(isinstance(m, (int, str)) and not isinstance(m, bool) for m in moves):
        raise RecordError(BAD_FIELD, ("moves",))
    return tuple(moves)


def _undo_steps(data: dict[str, Any]) -> tuple[int, ...]:
    if "undo_steps" not in data:
        return ()
    steps = _field(data, "undo_steps", list)
    count = len(data["moves"])
    ok = all(isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= count for p in steps)
    if not ok or any(a >= b for a, b in zip(steps, steps[1:], strict=False)):
        raise RecordError(BAD_FIELD, ("undo_steps",))
    return tuple(steps)


def rebuild(saved: SavedGame, game: Game[Any, Any]) -> Record[Any, Any]:
    """Replay ``saved`` on ``game``: the record a session can :meth:`restore`.

    Raises:
        RecordError: ``bad-start`` when the start is not a state of ``game``; ``bad-move``
            (1-based ply, the move as JSON) for the first move that is not legal.
    """
    try:
        start = game.state_from_text(saved.start)
    except _GAME_ERRORS:
        raise RecordError(BAD_START, (_shown(saved.start),)) from None
    state, moves = start, []
    for ply, value in enumerate(saved.moves, start=1):
        try:
            move = game.move_from_json(value)
            state = game.apply(state, move)
        except _GAME_ERRORS:
            raise RecordError(BAD_MOVE, (ply, _shown(json.dumps(value)))) from None
        moves.append(move)
    return Record(start, tuple(moves), saved.ply)


def _shown(text: str) -> str:
    """``text`` as an error repeats it: at most :data:`SHOWN_CHARS` characters."""
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS - 1] + "…"


def load(text: str, game_for: Callable[[SavedGame], Game[Any, Any] | None]) -> tuple[SavedGame, Record[Any, Any]]:
    """:func:`parse` then :func:`rebuild` with ``game_for(saved)`` (a callable returning
    the rules for the saved game's id and options, or ``None`` when the id is unknown).

    Raises:
        RecordError: any code of :func:`parse` and :func:`rebuild`, or ``unknown-game``.
    """
    saved = parse(text)
    game = game_for(saved)
    if game is None:
        raise RecordError(UNKNOWN_GAME, (saved.game_id,))
    return saved, rebuild(saved, game)


def option_int(options: dict[str, Any], name: str, low: int, high: int) -> int:
    """The integer option ``name`` within ``low..high``.

    Raises:
        RecordError: ``bad-option`` (name) when it is missing, not an int or out of range.
    """
    value = options.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RecordError(BAD_OPTION, (name,))
    return value


def option_str(options: dict[str, Any], name: str, choices: Sequence[str]) -> str:
    """The string option ``name``, one of ``choices``.

    Raises:
        RecordError: ``bad-option`` (name) when it is missing or not one of ``choices``.
    """
    value = options.get(name)
    if not isinstance(value, str) or value not in choices:
        raise RecordError(BAD_OPTION, (name,))
    return value
