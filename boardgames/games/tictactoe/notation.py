"""Reading positions written as text, and checking that they can occur in a game (Qt-free).

A position is ``rows * cols`` characters ``x``, ``o`` and ``.`` (empty) in row-major order;
rows may be separated by ``/`` (``"x.o/.x./..o"``). X moves first, so the side to move
follows from the counts. Upper case ``X``/``O`` and ``-`` or ``_`` for empty are accepted.
"""

from __future__ import annotations

from boardgames.games.tictactoe.board import EMPTY, Board, Geometry, O, X, bits, to_bitboards

_CHARS = {"x": X, "X": X, "o": O, "O": O, ".": EMPTY, "-": EMPTY, "_": EMPTY}


class PositionError(ValueError):
    """A position text that is malformed or cannot arise in a game; the message is one line."""


def parse_board(text: str, geo: Geometry) -> Board:
    """Turn ``text`` into a board tuple of ``geo.cells`` cells (0 empty, 1 X, 2 O).

    Raises:
        PositionError: wrong length, wrong characters or wrong row lengths.
    """
    text = text.strip()
    if "/" in text:
        rows = text.split("/")
        if len(rows) != geo.rows or any(len(r) != geo.cols for r in rows):
            raise PositionError(
                f"'{text}' must have {geo.rows} rows of {geo.cols} cells separated by '/'")
        text = "".join(rows)
    if len(text) != geo.cells:
        raise PositionError(
            f"'{text}' has {len(text)} cells; a {geo.rows}x{geo.cols} board needs {geo.cells}")
    bad = sorted({ch for ch in text if ch not in _CHARS})
    if bad:
        raise PositionError(f"'{text}' contains {', '.join(repr(b) for b in bad)}; "
                            "use only x, o and . (empty)")
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
        raise PositionError(f"O has more marks than X ({no} > {nx}); X moves first")
    if nx > no + 1:
        raise PositionError(f"X has {nx - no} more marks than O; players alternate")
    x_won, o_won = geo.has_line(x_mask), geo.has_line(o_mask)
    if x_won and o_won:
        raise PositionError("both X and O have a line; the game ends at the first one")
    if x_won and nx == no:
        raise PositionError("X has a line but O moved afterwards; the game was already over")
    if o_won and nx != no:
        raise PositionError("O has a line but X moved afterwards; the game was already over")
    for won, mask, name in ((x_won, x_mask, "X"), (o_won, o_mask, "O")):
        if won and not any(not geo.has_line(mask & ~(1 << c)) for c in bits(mask)):
            raise PositionError(f"{name} has lines that no single last move completes; "
                                "the game was already over")


def parse_position(text: str, geo: Geometry) -> Board:
    """:func:`parse_board` followed by :func:`check_reachable`; returns the board tuple.

    Raises:
        PositionError: see both functions.
    """
    board = parse_board(text, geo)
    check_reachable(board, geo)
    return board
