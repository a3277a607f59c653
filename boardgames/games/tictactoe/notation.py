"""Reading positions written as text, and checking that they can occur in a game (Qt-free).

A position is ``rows * cols`` characters ``x``, ``o`` and ``.`` (empty) in row-major order;
rows may be separated by ``/`` (``"x.o/.x./..o"``). X moves first, so the side to move
follows from the counts. Upper case ``X``/``O`` and ``-`` or ``_`` for empty are accepted.

Errors are the core's :class:`~boardgames.core.game.PositionError` with one of the codes
below and its values; ``str()`` is the English sentence (:func:`position_sentence`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames.core.game import PositionError
from boardgames.games.tictactoe.board import EMPTY, Board, Geometry, O, X, bits, to_bitboards

_CHARS = {"x": X, "X": X, "o": O, "O": O, ".": EMPTY, "-": EMPTY, "_": EMPTY}

#: Codes of the :class:`~boardgames.core.game.PositionError` raised here and their values.
ROWS = "rows"                    # (text, rows, cols): the "/" rows do not fit the board
CELLS = "cells"                  # (text, cells given, rows, cols, cells needed)
CHARACTERS = "characters"        # (text, (the characters not allowed, ...))
O_AHEAD = "o-ahead"              # (O's marks, X's marks)
X_AHEAD = "x-ahead"              # (X's marks more than O's,)
BOTH_LINES = "both-lines"        # ()
MOVED_AFTER_WIN = "moved-after-win"    # (the mark with a line, the mark that moved after it)
NO_LAST_MOVE = "no-last-move"    # (the mark whose lines no single last move completes,)
STARTER = "starter"              # (the text given for the mark that started,)
STARTER_COUNTS = "starter-counts"  # (starter, other mark, starter's marks, other's marks)
NOT_A_STATE = "not-a-state"      # (text,): not "BOARD" or "BOARD STARTER"

_SENTENCES: dict[str, Callable[..., str]] = {
    ROWS: lambda text, rows, cols: f"'{text}' must have {rows} rows of {cols} cells separated by '/'",
    CELLS: lambda text, n, rows, cols, cells: (f"'{text}' has {n} cells; a {rows}x{cols} board "
                                               f"needs {cells}"),
    CHARACTERS: lambda text, bad: (f"'{text}' contains {', '.join(repr(b) for b in bad)}; "
                                   "use only x, o and . (empty)"),
    O_AHEAD: lambda no, nx: f"O has more marks than X ({no} > {nx}); X moves first",
    X_AHEAD: lambda ahead: f"X has {ahead} more marks than O; players alternate",
    BOTH_LINES: lambda: "both X and O have a line; the game ends at the first one",
    MOVED_AFTER_WIN: lambda won, moved: (f"{won} has a line but {moved} moved afterwards; the "
                                         "game was already over"),
    NO_LAST_MOVE: lambda name: (f"{name} has lines that no single last move completes; the game "
                                "was already over"),
    STARTER: lambda given: f"the mark that started must be x or o, got '{given}'",
    STARTER_COUNTS: lambda first, second, n1, n2: (f"{first} started, so it must have as many marks "
                                                   f"as {second} or one more; got {n1} and {n2}"),
    NOT_A_STATE: lambda text: (f"'{text}' must be a board and the mark that started, e.g. "
                               "'x.o/.x./..o x'"),
}


def position_sentence(code: str, values: tuple[Any, ...]) -> str:
    """The English sentence of a code of this module with its values."""
    return _SENTENCES[code](*values)


def refused(code: str, *values: Any) -> PositionError:
    """The :class:`~boardgames.core.game.PositionError` of ``code`` (above) and ``values``."""
    return PositionError(code, values, position_sentence(code, values))


def parse_board(text: str, geo: Geometry) -> Board:
    """Turn ``text`` into a board tuple of ``geo.cells`` cells (0 empty, 1 X, 2 O).

    Raises:
        PositionError: wrong length, wrong characters or wrong row lengths.
    """
    text = text.strip()
    if "/" in text:
        rows = text.split("/")
        if len(rows) != geo.rows or any(len(r) != geo.cols for r in rows):
            raise refused(ROWS, text, geo.rows, geo.cols)
        text = "".join(rows)
    if len(text) != geo.cells:
        raise refused(CELLS, text, len(text), geo.rows, geo.cols, geo.cells)
    bad = sorted({ch for ch in text if ch not in _CHARS})
    if bad:
        raise refused(CHARACTERS, text, tuple(bad))
    return tuple(_CHARS[ch] for ch in text)


def check_reachable(board: Board, geo: Geometry) -> None:
    """Check that ``board`` can arise in a game where X moves first.

    Raises:
        PositionError: O has more marks than X; X is more than one mark ahead; both have a
            line; a move was made after the game had ended (the winner's count does not fit,
            or the winner's lines do not share the last cell placed).
    """
    x_mask, o_mask = to_bitboards(board)
    nx, no = bin(x_mask).count("1"), bin(o_mask).count("1")
    if no > nx:
        raise refused(O_AHEAD, no, nx)
    if nx > no + 1:
        raise refused(X_AHEAD, nx - no)
    x_won, o_won = geo.has_line(x_mask), geo.has_line(o_mask)
    if x_won and o_won:
        raise refused(BOTH_LINES)
    if x_won and nx == no:
        raise refused(MOVED_AFTER_WIN, "X", "O")
    if o_won and nx != no:
        raise refused(MOVED_AFTER_WIN, "O", "X")
    for won, mask, name in ((x_won, x_mask, "X"), (o_won, o_mask, "O")):
        if won and not any(not geo.has_line(mask & ~(1 << c)) for c in bits(mask)):
            raise refused(NO_LAST_MOVE, name)


def parse_position(text: str, geo: Geometry) -> Board:
    """:func:`parse_board` followed by :func:`check_reachable`; returns the board tuple.

    Raises:
        PositionError: see both functions.
    """
    board = parse_board(text, geo)
    check_reachable(board, geo)
    return board
