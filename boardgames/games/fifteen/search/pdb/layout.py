"""Which tiles form each pattern, and the index of a pattern's placement (Qt-free).

A *pattern* is a set of tiles; its *placement* is the cell of each of its tiles. The
pattern database stores, for every placement, the fewest moves of pattern tiles that bring
them home (moves of other tiles are free), so the values of disjoint patterns can be
added and the sum is still admissible (Korf and Felner 2002).

Placements are indexed sparsely: with ``base = rows * cols`` cells and the pattern's tiles
``t_0 .. t_{k-1}`` at cells ``p_0 .. p_{k-1}``, the index is ``sum(p_i * base**i)``.
Some indexes name impossible placements (two tiles in one cell) and are never used; in
exchange a move of tile ``t_i`` from cell ``a`` to cell ``b`` changes the index by
``(b - a) * base**i``, which makes the heuristic's incremental update one addition.

Patterns of 7 tiles (the 4x4 7-7-1 set, :data:`LARGE_PARTITIONS`) would need ``16**7``
(268 MB) sparse entries each, so they are stored *ranked*: the index is the rank of the
placement among all ``16!/9!`` placements (mixed radix: the i-th tile's cell counted among
the cells the tiles before it leave free), and each entry is 4 bits holding
``(value - Manhattan distance of the pattern's tiles) / 2``; that difference is always
even (every pattern move changes the distance by one) and at most 7 in the 7-7-1 tables,
so two entries share a byte: 28.8 MB per table instead of 268 MB.

The default 4x4 partition is the 6-6-3 split of Korf and Felner (2002) mirrored to our
goal (blank bottom-right). For square boards the heuristic also looks the board up reflected about
the main diagonal (which maps the goal to itself) and takes the larger sum; the partition
is deliberately not symmetric under that reflection, so the second lookup adds
information.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import perm
from typing import Any

#: A table or the tables one after the other: anything indexed by int giving an int (a
#: ``uint8`` numpy array).
Table = Any

#: Largest board the pattern databases support, in cells (indexes use base ``cells``).
MAX_CELLS = 16
#: Largest number of tiles in one sparse pattern (``16**6`` one-byte entries = 16 MiB).
MAX_PATTERN_TILES = 6
#: Largest number of tiles in one ranked pattern (see the module text; 4x4 only).
MAX_RANKED_TILES = 7

#: Partitions chosen by hand, by board size; other sizes up to 16 cells split the tiles
#: in row-major order into nearly equal groups of at most 6.
PARTITIONS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {
    (4, 4): ((1, 5, 6, 9, 10, 13), (7, 8, 11, 12, 14, 15), (2, 3, 4)),
    (3, 3): ((1, 2, 3, 4), (5, 6, 7, 8)),
    (2, 4): ((1, 2, 5, 6), (3, 4, 7)),
    (4, 2): ((1, 3, 5, 7), (2, 4, 6)),
    (3, 4): ((1, 2, 5, 6, 9, 10), (3, 4, 7, 8, 11)),
    (4, 3): ((1, 2, 3, 4, 5, 6), (7, 8, 9, 10, 11)),
}


#: The larger partitions, built on request (``boardgames fifteen build-databases``).
#: 4x4: 7-7-1, Korf and Felner's 7-8 split (2002) mirrored to our goal with one tile of
#: the 8 on its own (about 1-2 minutes, 57.6 MB on disk); Korf's 100 need about 67,000
#: nodes each with it (mirrored lookup included) instead of about 312,000 with 6-6-3.
#: 5x5: 6-6-6-6 as in Korf and Felner (2002), four compact blocks (2x3 top left, 3x2 top
#: right, 3x2 bottom left, the six tiles around the blank), not symmetric under the
#: mirror; about 3 minutes of CPU per table, 255 MB on disk (packed) and 977 MB in memory.
LARGE_PARTITIONS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {
    (4, 4): ((3, 4, 7, 8, 11, 12, 15), (2, 5, 6, 9, 10, 13, 14), (1,)),
    (5, 5): ((1, 2, 3, 6, 7, 8), (4, 5, 9, 10, 14, 15), (11, 12, 16, 17, 21, 22),
             (13, 18, 19, 20, 23, 24)),
}
#: Minutes one table of :data:`LARGE_PARTITIONS`' largest patterns takes to build, about
#: (measured on a 2-core machine; what ``build-databases`` announces).
LARGE_BUILD_MINUTES: dict[tuple[int, int], int] = {(4, 4): 1, (5, 5): 3}


def default_partition(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """The partition used for a ``rows x cols`` board: a tuple of disjoint tile tuples
    covering tiles ``1 .. rows*cols - 1``.

    Raises:
        ValueError: if the board has more than :data:`MAX_CELLS` cells or a side below 2.
    """
    check_supported(rows, cols)
    if (rows, cols) in PARTITIONS:
        return PARTITIONS[(rows, cols)]
    tiles = list(range(1, rows * cols))
    groups = -(-len(tiles) // MAX_PATTERN_TILES)
    size, extra = divmod(len(tiles), groups)
    out, start = [], 0
    for g in range(groups):
        n = size + (1 if g < extra else 0)
        out.append(tuple(tiles[start:start + n]))
        start += n
    return tuple(out)


def check_supported(rows: int, cols: int) -> None:
    """Raise ValueError unless pattern databases exist for a ``rows x cols`` board."""
    if rows < 2 or cols < 2:
        raise ValueError(f"a {rows}x{cols} board is not supported: each side must be at least 2")
    if rows * cols > MAX_CELLS:
        raise ValueError(
            f"pattern databases are made for boards of at most {MAX_CELLS} cells; "
            f"a {rows}x{cols} board has {rows * cols}"
        )


@dataclass(frozen=True)
class Layout:
    """Everything the builder and the search need to know about one board and partition.

    Attributes:
        rows, cols: board size.
        patterns: the partition, one tuple of tiles per pattern (each 1 to 7 tiles; 7 are
            stored ranked, see the module text).
        reflect: True on square boards: the heuristic also uses the main-diagonal mirror.
        packed: True when the sparse tables are stored on disk in the 4-bit ranked form
            and expanded again when loaded (the 24-puzzle's 6-tile tables, see
            :data:`LARGE_PARTITIONS`): a quarter of the disk, the same fast lookups.
    """

    rows: int
    cols: int
    patterns: tuple[tuple[int, ...], ...]
    reflect: bool
    packed: bool = False

    @property
    def cells(self) -> int:
        """Number of cells, which is also the base of the placement index."""
        return self.rows * self.cols

    def ranked(self, p: int) -> bool:
        """True when pattern ``p`` is stored ranked with 4-bit entries (module text)."""
        return len(self.patterns[p]) > MAX_PATTERN_TILES

    def sparse_entries(self, p: int) -> int:
        """Number of sparse placement indexes of pattern ``p``: ``cells ** len(tiles)``."""
        return int(self.cells ** len(self.patterns[p]))

    def entries(self, p: int) -> int:
        """Bytes of pattern ``p``'s table in memory: :meth:`sparse_entries`, or
        :meth:`ranked_entries` for a ranked pattern."""
        if self.ranked(p):
            return self.ranked_entries(p)
        return self.sparse_entries(p)

    def ranked_entries(self, p: int) -> int:
        """Bytes of pattern ``p``'s table in the 4-bit ranked form: half the placements,
        rounded up."""
        return (self.placements(p) + 1) // 2

    def stored_entries(self, p: int) -> int:
        """Bytes of pattern ``p``'s table on disk: :meth:`ranked_entries` when the layout
        is :attr:`packed`, else :meth:`entries`."""
        return self.ranked_entries(p) if self.packed else self.entries(p)

    def rank(self, p: int, cells: Sequence[int]) -> int:
        """The rank of the placement ``cells`` (one cell per tile of pattern ``p``)."""
        rank, taken = 0, 0
        for i, cell in enumerate(cells):
            below = bin(taken & ((1 << cell) - 1)).count("1")
            rank = rank * (self.cells - i) + cell - below
            taken |= 1 << cell
        return rank

    def distance(self, p: int, cells: Sequence[int]) -> int:
        """Manhattan distance of pattern ``p``'s tiles standing on ``cells``."""
        total = 0
        for tile, cell in zip(self.patterns[p], cells, strict=True):
            goal = self.goal_cell(tile)
            total += abs(cell // self.cols - goal // self.cols) + abs(cell % self.cols - goal % self.cols)
        return total

    def value(self, table: Table, p: int, cells: Sequence[int], offset: int = 0) -> int:
        """Pattern ``p``'s value (moves) for its tiles on ``cells`` in ``table`` (its own
        table, or all tables one after the other with ``offset`` the start of ``p``'s)."""
        if not self.ranked(p):
            return int(table[offset + sum(c * self.cells ** i for i, c in enumerate(cells))])
        rank = self.rank(p, cells)
        nibble = (int(table[offset + (rank >> 1)]) >> ((rank & 1) * 4)) & 15
        return self.distance(p, cells) + 2 * nibble

    def placements(self, p: int) -> int:
        """Number of distinct placements of pattern ``p``: ``cells! / (cells - k)!``."""
        return perm(self.cells, len(self.patterns[p]))

    def goal_cell(self, tile: int) -> int:
        """The cell of ``tile`` in the goal (tile ``t`` sits in cell ``t - 1``)."""
        return tile - 1

    def goal_index(self, p: int) -> int:
        """The sparse placement index of pattern ``p`` in the goal."""
        return sum(self.goal_cell(t) * self.cells ** i for i, t in enumerate(self.patterns[p]))

    def goal_value(self, table: Table, p: int) -> int:
        """The value ``table`` (pattern ``p``'s) gives the goal: 0 in a sound table."""
        return self.value(table, p, [self.goal_cell(t) for t in self.patterns[p]])

    def tile_cells(self, board: Sequence[int], mirrored: bool = False) -> list[int]:
        """The cell of every tile on ``board`` (or on the board mirrored about the main
        diagonal)."""
        where = [0] * self.cells
        for cell, tile in enumerate(board):
            if mirrored:
                where[self.reflect_tile(tile)] = self.reflect_cell(cell)
            else:
                where[tile] = cell
        return where

    def reflect_cell(self, cell: int) -> int:
        """The cell mirrored about the main diagonal (square boards only)."""
        r, c = divmod(cell, self.cols)
        return c * self.cols + r

    def reflect_tile(self, tile: int) -> int:
        """The tile whose goal cell mirrors ``tile``'s goal cell (0 stays 0)."""
        if tile == 0:
            return 0
        return self.reflect_cell(tile - 1) + 1

    def indexes(self, board: Sequence[int]) -> list[int]:
        """Placement index of every pattern on ``board`` (a tuple of ``cells`` ints)."""
        where = [0] * self.cells
        for cell, tile in enumerate(board):
            where[tile] = cell
        return [sum(where[t] * self.cells ** i for i, t in enumerate(tiles))
                for tiles in self.patterns]

    def reflected_indexes(self, board: Sequence[int]) -> list[int]:
        """Placement index of every pattern on the mirrored ``board``."""
        where = [0] * self.cells
        for cell, tile in enumerate(board):
            where[self.reflect_tile(tile)] = self.reflect_cell(cell)
        return [sum(where[t] * self.cells ** i for i, t in enumerate(tiles))
                for tiles in self.patterns]

    def key(self, p: int) -> str:
        """A file-name stem naming pattern ``p`` of this board, e.g. ``4x4-1-5-6-9-10-13``."""
        return f"{self.rows}x{self.cols}-" + "-".join(str(t) for t in self.patterns[p])


def layout_for(rows: int, cols: int, patterns: Iterable[Iterable[int]] | None = None) -> Layout:
    """The :class:`Layout` of a board, with :func:`default_partition` unless ``patterns``
    (an iterable of tile iterables) is given.

    Raises:
        ValueError: unsupported size, or ``patterns`` not a partition of the tiles into
            groups of 1 to :data:`MAX_RANKED_TILES`.
    """
    check_supported(rows, cols)
    if patterns is None:
        patterns = default_partition(rows, cols)
    groups = tuple(tuple(int(t) for t in group) for group in patterns)
    seen = sorted(t for group in groups for t in group)
    if seen != list(range(1, rows * cols)):
        raise ValueError(f"the patterns must split the tiles 1 to {rows * cols - 1}, each once")
    if any(not 1 <= len(g) <= MAX_RANKED_TILES for g in groups):
        raise ValueError(f"each pattern must have 1 to {MAX_RANKED_TILES} tiles")
    return Layout(rows, cols, groups, reflect=rows == cols)


def large_layout(rows: int, cols: int) -> Layout | None:
    """The :class:`Layout` of :data:`LARGE_PARTITIONS` for a board, or ``None``; the 5x5
    one is :attr:`Layout.packed`."""
    patterns = LARGE_PARTITIONS.get((rows, cols))
    if patterns is None:
        return None
    if rows * cols > MAX_CELLS:
        return Layout(rows, cols, patterns, reflect=rows == cols, packed=True)
    return layout_for(rows, cols, patterns)
