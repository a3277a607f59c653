"""Small helpers shared by the searches (Qt-free)."""

from __future__ import annotations

from functools import cache

from boardgames.games.tictactoe.board import Geometry

#: Boards up to this many cells get a lookup table "does this bitboard hold a line?".
TABLE_CELLS = 16


@cache
def line_table(geo: Geometry) -> bytes | None:
    """``table[mask]`` is 1 when bitboard ``mask`` contains a line of ``geo`` (for boards of
    at most 16 cells: 512 entries on 3x3, 65,536 on 4x4); ``None`` for larger boards."""
    if geo.cells > TABLE_CELLS:
        return None
    table = bytearray(1 << geo.cells)
    for line in geo.lines:
        # every superset of the line: iterate over the subsets of the complement
        rest = geo.full ^ line
        sub = rest
        while True:
            table[sub | line] = 1
            if sub == 0:
                break
            sub = (sub - 1) & rest
    return bytes(table)


def require_line_table(geo: Geometry) -> bytes:
    """:func:`line_table` for a board of at most 16 cells.

    Raises:
        ValueError: for a larger board.
    """
    table = line_table(geo)
    if table is None:
        raise ValueError(f"no line table for a {geo.rows}x{geo.cols} board (over "
                         f"{TABLE_CELLS} cells)")
    return table


def single_bits(geo: Geometry) -> tuple[int, ...]:
    """``(1, 2, 4, ...)``: the bit of each cell in row-major order."""
    return tuple(1 << i for i in range(geo.cells))


def check_exact_size(geo: Geometry) -> None:
    """Raise ValueError unless the board is small enough for a search to the end."""
    if geo.cells > 9:
        raise ValueError(f"a search to the end of the game needs a 3x3 board, not "
                         f"{geo.rows}x{geo.cols}; use the 'deep' player")
