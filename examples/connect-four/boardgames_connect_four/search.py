"""Connect Four on bitboards, as a search space of the framework's alpha-beta (Qt-free).

The board is held the usual way of fast Connect Four programs (e.g. John Tromp's and
Pascal Pons's solvers): one bit per cell, each column 7 bits from the bottom up (6 rows and
an always-empty guard bit, so that lines cannot wrap from one column into the next). A
position is ``(mine, mask)``: the pieces of the side to move and all pieces. Dropping a
piece in a column is one addition (``mask + bottom``), four in a row is four shifts and
ands. The space plays a win in one at once and blocks the opponent's (the only moves worth
searching then), tries the centre columns first, and merges a position with its mirror
image in the transposition table.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from boardgames.core.alphabeta import SearchSpace
from boardgames_connect_four.rules import COLS, ROWS

#: A position: (bitboard of the side to move, bitboard of every piece).
Position = tuple[int, int]

_HEIGHT = ROWS + 1  # bits per column: the rows and the guard bit
_BOTTOM = tuple(1 << (col * _HEIGHT) for col in range(COLS))
_TOP = tuple(1 << (ROWS - 1 + col * _HEIGHT) for col in range(COLS))
_COLUMN = tuple(((1 << ROWS) - 1) << (col * _HEIGHT) for col in range(COLS))
_BOTTOM_ROW = sum(_BOTTOM)
_BOARD = _BOTTOM_ROW * ((1 << ROWS) - 1)  # every playable cell
_CENTRE_FIRST = (3, 2, 4, 1, 5, 0, 6)
_CENTRE_COLUMN = _COLUMN[COLS // 2]

#: Points of the evaluation: per cell where a piece would complete a four (a threat), and
#: per piece in the centre column.
THREAT_POINTS, CENTRE_POINTS = 40, 6


def bit_of(row: int, col: int) -> int:
    """The bit of cell (``row`` from the top, ``col``) of the rules' row-major board."""
    return 1 << (col * _HEIGHT + ROWS - 1 - row)


def has_four(pieces: int) -> bool:
    """True when the bitboard ``pieces`` holds four in a row (any direction)."""
    for shift in (1, _HEIGHT, _HEIGHT - 1, _HEIGHT + 1):  # up, across, both diagonals
        pairs = pieces & (pieces >> shift)
        if pairs & (pairs >> 2 * shift):
            return True
    return False


def threats(pieces: int, mask: int) -> int:
    """The empty cells (reachable now or later) where one more piece of ``pieces`` would
    make four in a row: the classic shift-and-mask computation."""
    # vertical: three stacked pieces with an empty cell above
    found = (pieces << 1) & (pieces << 2) & (pieces << 3)
    for shift in (_HEIGHT, _HEIGHT - 1, _HEIGHT + 1):
        pairs = (pieces << shift) & (pieces << 2 * shift)
        found |= pairs & (pieces << 3 * shift)          # the gap to the right of three
        found |= pairs & (pieces >> shift)               # a gap with two on one side, one on the other
        pairs = (pieces >> shift) & (pieces >> 2 * shift)
        found |= pairs & (pieces >> 3 * shift)          # the gap to the left of three
        found |= pairs & (pieces << shift)
    return found & (_BOARD ^ mask)


class ConnectFourSpace(SearchSpace[Position, int]):
    """Connect Four for :func:`boardgames.core.alphabeta.search`: moves are columns 0..6
    as in the rules; positions are bitboards (see the module)."""

    def position(self, state: Any) -> Position:
        """``state``: a :class:`~boardgames_connect_four.rules.State`."""
        mine = mask = 0
        piece = state.turn() + 1
        for cell, value in enumerate(state.cells):
            if value:
                bit = bit_of(*divmod(cell, COLS))
                mask |= bit
                if value == piece:
                    mine |= bit
        return mine, mask

    def outcome(self, position: Position) -> int | None:
        mine, mask = position
        if has_four(mine ^ mask):
            return -1  # the side that just moved made four
        return 0 if mask == _BOARD else None

    def moves(self, position: Position) -> Sequence[int]:
        mine, mask = position
        playable = (mask + _BOTTOM_ROW) & _BOARD
        forced = threats(mine, mask) & playable or threats(mine ^ mask, mask) & playable
        if forced:  # win at once, or block the opponent's win (if two, the game is lost)
            low = forced & -forced
            return ((low.bit_length() - 1) // _HEIGHT,)
        return self.all_moves(position)

    def all_moves(self, position: Position) -> Sequence[int]:
        """Every column that is not full, the centre first."""
        return [col for col in _CENTRE_FIRST if not position[1] & _TOP[col]]

    def play(self, position: Position, move: int) -> Position:
        mine, mask = position
        return mine ^ mask, mask | (mask + _BOTTOM[move])

    def key(self, position: Position) -> Hashable:
        """``mine + mask`` identifies a position (Tromp's key), merged with its mirror."""
        mine, mask = position
        key = mine + mask
        mirror = 0
        for col in range(COLS):
            mirror |= (key >> (col * _HEIGHT) & 0x7F) << ((COLS - 1 - col) * _HEIGHT)
        return min(key, mirror)

    def evaluate(self, position: Position) -> int:
        """Threat cells and centre pieces, mine minus the opponent's, in points."""
        mine, mask = position
        theirs = mine ^ mask
        score = THREAT_POINTS * (threats(mine, mask).bit_count() - threats(theirs, mask).bit_count())
        return score + CENTRE_POINTS * ((mine & _CENTRE_COLUMN).bit_count() - (theirs & _CENTRE_COLUMN).bit_count())
