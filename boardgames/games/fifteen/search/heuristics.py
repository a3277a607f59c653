"""Heuristics for the sliding puzzle on any rows x cols board (Qt-free).

A heuristic estimates the number of moves from a board to the goal. It is *admissible*
when it never over-estimates; A* (Hart, Nilsson and Raphael 1968) and IDA* (Korf 1985)
return shortest solutions only with an admissible heuristic.

* ``hamming`` -- misplaced tiles (the blank is not counted). Admissible: every misplaced
  tile moves at least once.
* ``manhattan`` -- Manhattan distance: sum over the tiles of |row - goal row| +
  |column - goal column|. Admissible: a move shifts one tile by one cell.
* ``euclidean`` -- sum of the tiles' straight-line distances, rounded up to a whole number.
  Admissible: it never exceeds the Manhattan distance, and the true distance is whole.
* ``linear-conflict`` -- Manhattan distance + 2 for each tile that must leave its goal row
  (or column) to let another tile of that line pass (Hansson, Mayer and Yung 1992). The
  count per line is the number of tiles in their goal line minus the longest run of them
  already in goal order (longest increasing subsequence), so it stays admissible.
* ``walking-distance`` -- walking distance (Takahashi Ken'ichiro, 2002): the moves needed
  when only the rows of the tiles matter plus those when only the columns matter, read
  from two tables built by breadth-first search (see :mod:`.walking_distance`).
* ``walking-distance-lc`` -- max(walking distance, linear conflict): the larger of two
  admissible estimates is admissible. (The plain sum is not offered: it can over-estimate.)
* ``pdb`` -- additive pattern databases (Korf and Felner 2002), provided by
  :mod:`pdb.tables` when installed; 4x4 only.

Each entry of :data:`HEURISTICS` is a :class:`Heuristic`; ``Heuristic.bind(rows, cols)``
returns a :class:`BoundHeuristic` whose ``h(board)`` takes a board (a tuple of rows*cols
ints, row-major, 0 = blank) and returns a whole number of moves.
"""

from __future__ import annotations

import importlib
import math
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.games.fifteen.board import Board, check_size

HFunction = Callable[[Board], int]


@dataclass(frozen=True)
class BoundHeuristic:
    """A heuristic fixed to one board size: ``h(board) -> int`` (moves)."""

    name: str
    title: str
    admissible: bool
    h: HFunction


@dataclass(frozen=True)
class Heuristic:
    """One heuristic of the registry.

    Attributes:
        name: short name used on the command line (``"linear-conflict"``).
        title: English title for menus and tables.
        admissible: True when it never over-estimates the number of moves to the goal.
        source: where the idea comes from.
        factory: ``(rows, cols) -> h`` building the function for one board size; raises
            ValueError when the heuristic does not fit that size.
        availability: optional ``() -> str | None`` returning why the heuristic cannot be
            used at all (e.g. a module is not installed), or ``None`` when it can.
    """

    name: str
    title: str
    admissible: bool
    source: str
    factory: Callable[[int, int], HFunction] = field(repr=False)
    availability: Callable[[], str | None] | None = field(default=None, repr=False)

    def unavailable_reason(self) -> str | None:
        """Why this heuristic cannot be used in this installation, or ``None``."""
        return self.availability() if self.availability else None

    def bind(self, rows: int, cols: int) -> BoundHeuristic:
        """The heuristic for ``rows`` x ``cols`` boards.

        Raises:
            ValueError: when the size is outside 2..8 or the heuristic does not fit it
                (e.g. walking distance on a board whose tables would be too big).
        """
        check_size(rows, cols)
        reason = self.unavailable_reason()
        if reason:
            raise ValueError(reason)
        return BoundHeuristic(self.name, self.title, self.admissible, self.factory(rows, cols))

    def h(self, board: Board, rows: int, cols: int) -> int:
        """Shortcut: ``self.bind(rows, cols).h(board)`` (binding is cached per size)."""
        return _bound(self, rows, cols)(board)


_BOUND_CACHE: dict[tuple[str, int, int], HFunction] = {}


def _bound(heuristic: Heuristic, rows: int, cols: int) -> HFunction:
    key = (heuristic.name, rows, cols)
    fn = _BOUND_CACHE.get(key)
    if fn is None:
        fn = _BOUND_CACHE[key] = heuristic.bind(rows, cols).h
    return fn


# -- goal coordinates -----------------------------------------------------------------


def goal_cells(n: int) -> list[int]:
    """``goal_cells(n)[t]`` is the cell where tile ``t`` belongs (the blank, 0, belongs
    in the last cell)."""
    return [n - 1] + list(range(n - 1))


def manhattan_table(rows: int, cols: int) -> list[list[int]]:
    """``table[t][cell]``: Manhattan distance of tile ``t`` standing in ``cell`` from its
    goal cell (0 for the blank)."""
    n = rows * cols
    goals = goal_cells(n)
    table = [[0] * n for _ in range(n)]
    for t in range(1, n):
        gr, gc = divmod(goals[t], cols)
        for cell in range(n):
            r, c = divmod(cell, cols)
            table[t][cell] = abs(r - gr) + abs(c - gc)
    return table


# -- the simple heuristics ------------------------------------------------------------


def _hamming(rows: int, cols: int) -> HFunction:
    def h(board: Board) -> int:
        count = 0
        for cell, t in enumerate(board):
            if t and t != cell + 1:
                count += 1
        return count

    return h


def _manhattan(rows: int, cols: int) -> HFunction:
    table = manhattan_table(rows, cols)

    def h(board: Board) -> int:
        return sum(table[t][cell] for cell, t in enumerate(board))

    return h


def _euclidean(rows: int, cols: int) -> HFunction:
    n = rows * cols
    goals = goal_cells(n)
    dist = [[0.0] * n for _ in range(n)]
    for t in range(1, n):
        gr, gc = divmod(goals[t], cols)
        for cell in range(n):
            r, c = divmod(cell, cols)
            dist[t][cell] = math.hypot(r - gr, c - gc)

    def h(board: Board) -> int:
        total = sum(dist[t][cell] for cell, t in enumerate(board))
        # round up, forgiving the last bits of floating-point noise on whole sums
        return math.ceil(total - 1e-9)

    return h


# -- linear conflict ------------------------------------------------------------------


def tiles_to_remove(order: Sequence[int]) -> int:
    """Fewest tiles to take out of a line so that the rest are in increasing goal order:
    ``len(order)`` minus its longest strictly increasing subsequence.

    ``order`` lists, left to right (or top to bottom), the goal positions within the line
    of the tiles that belong in this line. Each removed tile costs at least 2 extra moves
    (out of the line and back), the linear-conflict bonus of Hansson, Mayer and Yung (1992).
    """
    tails: list[int] = []
    for value in order:
        i = bisect_left(tails, value)
        if i == len(tails):
            tails.append(value)
        else:
            tails[i] = value
    return len(order) - len(tails)


class LineConflicts:
    """Linear-conflict counts of the rows and columns of one board size.

    ``row(board, r)`` / ``column(board, c)`` give the number of tiles to remove in that line
    (see :func:`tiles_to_remove`); ``total(board)`` sums them over all lines. The bonus
    added to the Manhattan distance is ``2 * total``.
    """

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        n = rows * cols
        goals = goal_cells(n)
        self.goal_row = [goals[t] // cols for t in range(n)]
        self.goal_col = [goals[t] % cols for t in range(n)]

    def row_from_cells(self, r: int, cells: Sequence[int]) -> int:
        """Tiles to remove from row ``r`` whose cells hold ``cells`` (left to right)."""
        goal_row, goal_col = self.goal_row, self.goal_col
        return tiles_to_remove([goal_col[t] for t in cells if t and goal_row[t] == r])

    def column_from_cells(self, c: int, cells: Sequence[int]) -> int:
        """Tiles to remove from column ``c`` whose cells hold ``cells`` (top to bottom)."""
        goal_row, goal_col = self.goal_row, self.goal_col
        return tiles_to_remove([goal_row[t] for t in cells if t and goal_col[t] == c])

    def row(self, board: Board, r: int) -> int:
        """Tiles to remove from row ``r`` of ``board``."""
        return self.row_from_cells(r, board[r * self.cols:(r + 1) * self.cols])

    def column(self, board: Board, c: int) -> int:
        """Tiles to remove from column ``c`` of ``board``."""
        return self.column_from_cells(c, board[c::self.cols])

    def total(self, board: Board) -> int:
        """Tiles to remove over all rows and columns."""
        return (sum(self.row(board, r) for r in range(self.rows))
                + sum(self.column(board, c) for c in range(self.cols)))


def _linear_conflict(rows: int, cols: int) -> HFunction:
    manhattan = _manhattan(rows, cols)
    lines = LineConflicts(rows, cols)

    def h(board: Board) -> int:
        return manhattan(board) + 2 * lines.total(board)

    return h


# -- walking distance -----------------------------------------------------------------


def _walking_distance(rows: int, cols: int) -> HFunction:
    from boardgames.games.fifteen.search.walking_distance import WalkingDistance

    return WalkingDistance.for_size(rows, cols).h


def _walking_distance_lc(rows: int, cols: int) -> HFunction:
    wd = _walking_distance(rows, cols)
    lc = _linear_conflict(rows, cols)

    def h(board: Board) -> int:
        return max(wd(board), lc(board))

    return h


# -- pattern databases (another module, loaded lazily) ---------------------------------

PDB_MODULE = "boardgames.games.fifteen.search.pdb.tables"


def _pdb_missing() -> str | None:
    try:
        module = importlib.import_module(PDB_MODULE)
        _ = module.pdb_heuristic
    except (ImportError, AttributeError):
        return "the pattern-database heuristic is not installed (module search/pdb/tables.py is missing)"
    return None


def _pdb(rows: int, cols: int) -> HFunction:
    from boardgames.games.fifteen.search.pdb.tables import pdb_heuristic

    return pdb_heuristic(rows, cols).h


HEURISTICS: dict[str, Heuristic] = {
    "hamming": Heuristic(
        "hamming", QT_TRANSLATE_NOOP("FifteenSearch", "Misplaced tiles (Hamming distance)"), True,
        "counts tiles not in their goal cell", _hamming),
    "manhattan": Heuristic(
        "manhattan", QT_TRANSLATE_NOOP("FifteenSearch", "Manhattan distance"), True,
        "sum of the tiles' row and column distances from their goals", _manhattan),
    "euclidean": Heuristic(
        "euclidean", QT_TRANSLATE_NOOP("FifteenSearch", "Euclidean distance (rounded up)"), True,
        "sum of straight-line distances; never above the Manhattan distance", _euclidean),
    "linear-conflict": Heuristic(
        "linear-conflict", QT_TRANSLATE_NOOP("FifteenSearch", "Manhattan distance + linear conflict"), True,
        "Hansson, Mayer and Yung 1992", _linear_conflict),
    "walking-distance": Heuristic(
        "walking-distance", QT_TRANSLATE_NOOP("FifteenSearch", "Walking distance"), True,
        "Takahashi Ken'ichiro 2002; tables built by breadth-first search", _walking_distance),
    "walking-distance-lc": Heuristic(
        "walking-distance-lc", QT_TRANSLATE_NOOP("FifteenSearch", "max(walking distance, linear conflict)"), True,
        "the larger of two admissible heuristics", _walking_distance_lc),
    "pdb": Heuristic(
        "pdb", QT_TRANSLATE_NOOP("FifteenSearch", "Additive pattern databases"), True,
        "Korf and Felner 2002", _pdb, _pdb_missing),
}


def get_heuristic(name: str, rows: int, cols: int) -> BoundHeuristic:
    """The heuristic called ``name`` bound to ``rows`` x ``cols`` boards.

    Raises:
        ValueError: for an unknown name (the message lists the known ones) or a heuristic
            that does not fit the board size.
    """
    heuristic = HEURISTICS.get(name)
    if heuristic is None:
        raise ValueError(f"unknown heuristic '{name}'; choose one of: {', '.join(HEURISTICS)}")
    return heuristic.bind(rows, cols)
