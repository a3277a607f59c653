"""Geometry of an m,n,k-game board and its bitboard encoding (Qt-free).

A *board* is a tuple of ``rows * cols`` cells in row-major order; each cell is
:data:`EMPTY` (0), :data:`X` (1) or :data:`O` (2). Cell ``i`` is at row ``i // cols``,
column ``i % cols``.

The searches work on *bitboards*: one integer per player whose bit ``i`` is set when the
player has a mark on cell ``i``. A position seen by the side to move is the pair
``(me, them)``; this pair does not depend on which mark started, so one table serves
both "X starts" and "O starts" games.

A *line* is any ``k`` consecutive cells in a row, a column or a diagonal (a "window");
the player who fills one wins (the m,n,k-game, e.g. Berlekamp, Conway and Guy, *Winning
Ways*, 1982).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

EMPTY, X, O = 0, 1, 2  # noqa: E741 (the marks are called X and O)

#: Smallest and largest board sides the app offers.
MIN_SIDE, MAX_SIDE = 3, 7

Board = tuple[int, ...]


def other(mark: int) -> int:
    """The opponent's mark: ``X`` -> ``O`` and ``O`` -> ``X``."""
    return O if mark == X else X


def mark_char(mark: int) -> str:
    """``"x"``, ``"o"`` or ``"."`` for a cell value."""
    return ".xo"[mark]


@dataclass(frozen=True)
class Geometry:
    """Rows, columns and line length ``k`` of an m,n,k-game, with precomputed lines.

    Attributes:
        rows, cols: board size (3..7 each).
        k: marks in a row needed to win (3..max(rows, cols)).
        lines: bit masks of every line (window of ``k`` cells), in a fixed order.
        lines_through: for every cell, the masks of the lines containing it.
        full: mask with all ``rows * cols`` bits set.

    Raises:
        ValueError: if the size is outside 3..7 or ``k`` is outside 3..max(rows, cols).
    """

    rows: int
    cols: int
    k: int
    lines: tuple[int, ...] = field(init=False, repr=False, compare=False)
    lines_through: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    full: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_geometry(self.rows, self.cols, self.k)
        lines = _lines(self.rows, self.cols, self.k)
        through = tuple(
            tuple(line for line in lines if line >> cell & 1) for cell in range(self.rows * self.cols)
        )
        object.__setattr__(self, "lines", lines)
        object.__setattr__(self, "lines_through", through)
        object.__setattr__(self, "full", (1 << (self.rows * self.cols)) - 1)

    @property
    def cells(self) -> int:
        """Number of cells, ``rows * cols``."""
        return self.rows * self.cols

    @property
    def centre(self) -> int:
        """Index of the centre cell (for even sides the one just below and right of it)."""
        return (self.rows // 2) * self.cols + self.cols // 2

    def label(self) -> str:
        """``"3x3, k=3"``."""
        return f"{self.rows}x{self.cols}, k={self.k}"

    def wins(self, mask: int, cell: int) -> bool:
        """True when the player with bitboard ``mask`` has a full line through ``cell``."""
        for line in self.lines_through[cell]:
            if mask & line == line:
                return True
        return False

    def has_line(self, mask: int) -> bool:
        """True when bitboard ``mask`` contains a full line anywhere."""
        return any(mask & line == line for line in self.lines)

    def winning_line(self, mask: int) -> int:
        """The first full line in ``mask`` (as a bit mask), or 0 when there is none."""
        for line in self.lines:
            if mask & line == line:
                return line
        return 0


def check_geometry(rows: int, cols: int, k: int) -> None:
    """Raise ValueError with a one-line message when the board size or ``k`` is invalid."""
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise ValueError(f"board size must be {MIN_SIDE}..{MAX_SIDE} on each side, got {rows}x{cols}")
    if not 3 <= k <= max(rows, cols):
        raise ValueError(f"k must be between 3 and {max(rows, cols)} on a {rows}x{cols} board, got {k}")


@cache
def geometry(rows: int = 3, cols: int = 3, k: int = 3) -> Geometry:
    """The (cached) :class:`Geometry` of a ``rows`` x ``cols`` board with ``k`` in a row."""
    return Geometry(rows, cols, k)


def _lines(rows: int, cols: int, k: int) -> tuple[int, ...]:
    lines = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r in range(rows):
            for c in range(cols):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if not (0 <= end_r < rows and 0 <= end_c < cols):
                    continue
                mask = 0
                for i in range(k):
                    mask |= 1 << ((r + dr * i) * cols + c + dc * i)
                lines.append(mask)
    return tuple(lines)


def _image(rows: int, cols: int, symmetry: int, r: int, c: int) -> tuple[int, int]:
    """Where cell (``r``, ``c``) goes under symmetry number ``symmetry`` (0..7): bit 0
    mirrors left-right, bit 1 top-bottom, bit 2 swaps rows and columns (square boards)."""
    if symmetry & 1:
        c = cols - 1 - c
    if symmetry & 2:
        r = rows - 1 - r
    return (c, r) if symmetry & 4 else (r, c)


@cache
def symmetries(geo: Geometry) -> tuple[tuple[int, ...], ...]:
    """The board's symmetries as cell permutations, the identity first: ``perm[i]`` is
    where cell ``i`` goes. A square board has 8 (4 rotations, each also mirrored), a
    rectangle 4 (identity, mirror left-right, mirror top-bottom, half turn); each maps the
    lines of ``k`` cells onto lines, so it keeps every position's value."""
    rows, cols = geo.rows, geo.cols
    perms = []
    for symmetry in range(8 if rows == cols else 4):
        images = (_image(rows, cols, symmetry, *divmod(cell, cols)) for cell in range(geo.cells))
        perms.append(tuple(r * cols + c for r, c in images))
    return tuple(perms)


def bits(mask: int) -> list[int]:
    """Indices of the set bits of ``mask``, ascending (the cells of a bitboard)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def to_bitboards(board: Board) -> tuple[int, int]:
    """``(x_mask, o_mask)`` of a board tuple."""
    x_mask = o_mask = 0
    for i, cell in enumerate(board):
        if cell == X:
            x_mask |= 1 << i
        elif cell == O:
            o_mask |= 1 << i
    return x_mask, o_mask


def from_bitboards(x_mask: int, o_mask: int, cells: int) -> Board:
    """The board tuple of ``cells`` cells with X on ``x_mask`` and O on ``o_mask``."""
    return tuple(X if x_mask >> i & 1 else O if o_mask >> i & 1 else EMPTY for i in range(cells))


def empty_board(geo: Geometry) -> Board:
    """A board of ``geo.cells`` empty cells."""
    return (EMPTY,) * geo.cells


def to_text(board: Board, cols: int, sep: str = "/") -> str:
    """Compact text of a board: ``"x.o/.x./..o"`` (rows joined by ``sep``)."""
    chars = "".join(mark_char(c) for c in board)
    return sep.join(chars[i:i + cols] for i in range(0, len(chars), cols))
