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

The 4x4 partition is the 6-6-3 split of Korf and Felner (2002) mirrored to our goal (blank
bottom-right). For square boards the heuristic also looks the board up reflected about
the main diagonal (which maps the goal to itself) and takes the larger sum; the partition
is deliberately not symmetric under that reflection, so the second lookup adds
information.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import perm

#: Largest board the pattern databases support, in cells (indexes use base ``cells``).
MAX_CELLS = 16
#: Largest number of tiles in one pattern (``16**6`` one-byte entries = 16 MiB).
MAX_PATTERN_TILES = 6

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
        patterns: the partition, one tuple of tiles per pattern (each 1 to 6 tiles).
        reflect: True on square boards: the heuristic also uses the main-diagonal mirror.
    """

    rows: int
    cols: int
    patterns: tuple[tuple[int, ...], ...]
    reflect: bool

    @property
    def cells(self) -> int:
        """Number of cells, which is also the base of the placement index."""
        return self.rows * self.cols

    def entries(self, p: int) -> int:
        """Number of entries (bytes) of pattern ``p``'s table: ``cells ** len(tiles)``."""
        return int(self.cells ** len(self.patterns[p]))

    def placements(self, p: int) -> int:
        """Number of distinct placements of pattern ``p``: ``cells! / (cells - k)!``."""
        return perm(self.cells, len(self.patterns[p]))

    def goal_cell(self, tile: int) -> int:
        """The cell of ``tile`` in the goal (tile ``t`` sits in cell ``t - 1``)."""
        return tile - 1

    def goal_index(self, p: int) -> int:
        """The placement index of pattern ``p`` in the goal."""
        return sum(self.goal_cell(t) * self.cells ** i for i, t in enumerate(self.patterns[p]))

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
            groups of 1 to :data:`MAX_PATTERN_TILES`.
    """
    check_supported(rows, cols)
    if patterns is None:
        patterns = default_partition(rows, cols)
    groups = tuple(tuple(int(t) for t in group) for group in patterns)
    seen = sorted(t for group in groups for t in group)
    if seen != list(range(1, rows * cols)):
        raise ValueError(f"the patterns must split the tiles 1 to {rows * cols - 1}, each once")
    if any(not 1 <= len(g) <= MAX_PATTERN_TILES for g in groups):
        raise ValueError(f"each pattern must have 1 to {MAX_PATTERN_TILES} tiles")
    return Layout(rows, cols, groups, reflect=rows == cols)
