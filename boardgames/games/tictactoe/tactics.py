"""Rule-of-thumb tactics on bitboards: threats, wins in one, forks (Qt-free).

``me`` and ``them`` are bitboards (bit ``i`` = a mark on cell ``i``) of the side to move and
of the opponent. A *threat* of a player is a free cell that would complete one of their
lines at once; a *fork* is a move that leaves its player two or more threats, which one
reply cannot block both of.
"""

from __future__ import annotations

from boardgames.games.tictactoe.board import Geometry


def threats(geo: Geometry, me: int, them: int) -> list[int]:
    """Free cells where ``me`` would complete a line at once (ascending, no repeats)."""
    cells = set()
    for line in geo.lines:
        if line & them:
            continue
        missing = line & ~me
        if missing and missing & (missing - 1) == 0:
            cells.add(missing.bit_length() - 1)
    return sorted(cells)


def free_cells(geo: Geometry, me: int, them: int) -> list[int]:
    """Empty cells in row-major order."""
    occupied = me | them
    return [c for c in range(geo.cells) if not occupied >> c & 1]


def fork_moves(geo: Geometry, me: int, them: int) -> list[int]:
    """Free cells where ``me`` would create a fork (two or more threats at once)."""
    return [c for c in free_cells(geo, me, them) if len(threats(geo, me | 1 << c, them)) >= 2]


def stops_forks(geo: Geometry, me: int, them: int, cell: int) -> bool:
    """True when playing ``cell`` leaves the opponent no fork on their next move.

    If the move makes a threat of ours, the opponent's reply is forced (they must block
    it, or lose); the move is then fine when that forced block gives them fewer than two
    threats. Otherwise the opponent must have no fork move at all after ours.
    """
    mine = me | 1 << cell
    ours = threats(geo, mine, them)
    if ours:
        if len(ours) >= 2:
            return True  # a fork of our own: they cannot stop both
        forced = ours[0]
        return len(threats(geo, them | 1 << forced, mine)) < 2
    return not fork_moves(geo, them, mine)


def preference_order(geo: Geometry) -> list[int]:
    """The centre, then the corners, then the other cells (row-major): the order the
    fork-aware player tries cells in."""
    corners = [0, geo.cols - 1, geo.cells - geo.cols, geo.cells - 1]
    rest = [c for c in range(geo.cells) if c != geo.centre and c not in corners]
    return [geo.centre] + corners + rest
