"""Walking distance tables (Qt-free).

Walking distance (Takahashi Ken'ichiro, 2002) looks at the board twice, each time
forgetting half of what it knows:

* *vertical*: for each row, only how many of its tiles belong in each goal row, and where
  the blank is. A move carries one tile between neighbouring rows.
* *horizontal*: the same for columns.

The fewest moves that sort each simplified puzzle are found once by breadth-first search
from the goal and kept in a table; the heuristic is the vertical plus the horizontal
number. Vertical moves only change the vertical picture and horizontal moves only the
horizontal one, so the sum never over-estimates (admissible); it is never below the
Manhattan distance and usually above it.

A table for a board of ``L`` lines of ``M`` cells is cached in memory per ``(L, M)``.
Boards whose tables would exceed :data:`MAX_STATES` states raise ValueError.
"""

from __future__ import annotations

from array import array
from collections import deque
from functools import cache

from boardgames.games.fifteen.board import Board, check_size

#: Largest table built (states). 352,560 states (a 5x3 board's vertical table) take a few
#: seconds to build in CPython; a 4x5 board would need 5,977,015.
MAX_STATES = 400_000


def count_states(lines: int, length: int) -> int:
    """Number of states of the table for ``lines`` lines of ``length`` cells, counted
    without building it (0 to 2 billion; used to refuse tables that are too big).

    A state is an ``lines x lines`` matrix of counts (line, goal line) whose rows sum to
    ``length`` (``length - 1`` in the blank's line) and whose columns sum to ``length``
    (``length - 1`` for the last goal line), plus the blank's line.
    """
    class_sums = tuple([length] * (lines - 1) + [length - 1])

    @cache
    def fill(line: int, remaining: tuple[int, ...], blank: int) -> int:
        if line == lines:
            return 1 if not any(remaining) else 0
        need = length - 1 if line == blank else length
        return _spread(line, need, 0, remaining, blank)

    def _spread(line: int, left: int, k: int, remaining: tuple[int, ...], blank: int) -> int:
        if k == lines - 1:
            if left > remaining[k]:
                return 0
            rest = list(remaining)
            rest[k] -= left
            return fill(line + 1, tuple(rest), blank)
        total = 0
        for v in range(min(left, remaining[k]) + 1):
            rest = list(remaining)
            rest[k] -= v
            total += _spread(line, left - v, k + 1, tuple(rest), blank)
        return total

    return sum(fill(0, class_sums, blank) for blank in range(lines))


class WalkingTable:
    """The breadth-first-search table of one direction.

    Attributes:
        lines, length: ``lines`` lines of ``length`` cells each.
        distance: ``distance[state_id]`` fewest moves to the goal picture (bytes).
        toward_start: ``toward_start[state_id * lines + k]``: the state after the blank
            moves to the previous line (row above / column to the left), pulling a tile
            whose goal line is ``k`` into its line; -1 when impossible.
        toward_end: the same when the blank moves to the next line.
        index: ``{picture: state_id}`` where a picture is the tuple of counts (line-major)
            followed by the blank's line.
    """

    def __init__(self, lines: int, length: int):
        self.lines, self.length = lines, length
        start = _goal_picture(lines, length)
        index = {start: 0}
        pictures = [start]
        distance = bytearray([0])
        toward_start = array("i")
        toward_end = array("i")
        queue = deque([0])
        while queue:
            sid = queue.popleft()
            picture = pictures[sid]
            blank = picture[-1]
            d = distance[sid] + 1
            for step, links in ((-1, toward_start), (1, toward_end)):
                other = blank + step
                if not 0 <= other < lines:
                    links.extend([-1] * lines)
                    continue
                for key in _pulled(picture, blank, other, lines):
                    if key is None:
                        links.append(-1)
                        continue
                    nid = index.get(key)
                    if nid is None:
                        nid = index[key] = len(pictures)
                        pictures.append(key)
                        distance.append(d)
                        queue.append(nid)
                    links.append(nid)
        self.index = index
        self.distance = bytes(distance)
        self.toward_start = toward_start
        self.toward_end = toward_end

    def __len__(self) -> int:
        return len(self.distance)


def _goal_picture(lines: int, length: int) -> tuple[int, ...]:
    """The goal's picture: each line holds the ``length`` tiles whose goal line it is (the
    last line one fewer: the blank's cell), followed by the blank's line, the last."""
    goal = [0] * (lines * lines)
    for k in range(lines):
        goal[k * lines + k] = length
    goal[lines * lines - 1] = length - 1
    return tuple(goal) + (lines - 1,)


def _pulled(picture: tuple[int, ...], blank: int, other: int,
            lines: int) -> list[tuple[int, ...] | None]:
    """For each goal line k, the picture after the blank moves from line ``blank`` to the
    neighbouring line ``other``, pulling a tile whose goal line is k into line ``blank``; None
    where line ``other`` holds no such tile."""
    out: list[tuple[int, ...] | None] = []
    for k in range(lines):
        if picture[other * lines + k] == 0:
            out.append(None)
            continue
        new = list(picture)
        new[other * lines + k] -= 1
        new[blank * lines + k] += 1
        new[-1] = other
        out.append(tuple(new))
    return out


_TABLES: dict[tuple[int, int], WalkingTable] = {}


def table(lines: int, length: int) -> WalkingTable:
    """The cached :class:`WalkingTable` for ``lines`` lines of ``length`` cells (built by
    breadth-first search on first use).

    Raises:
        ValueError: if the table would have more than :data:`MAX_STATES` states.
    """
    key = (lines, length)
    found = _TABLES.get(key)
    if found is None:
        size = count_states(lines, length) if lines * length <= 24 else MAX_STATES + 1
        if size > MAX_STATES:
            raise ValueError(
                f"walking distance is not available here: its table for {lines} lines of "
                f"{length} cells would be too big (more than {MAX_STATES:,} states); "
                f"use linear-conflict instead")
        found = _TABLES[key] = WalkingTable(lines, length)
    return found


def supports(rows: int, cols: int) -> bool:
    """True when walking distance tables can be built for a rows x cols board."""
    if rows * cols > 20:
        return False
    return (count_states(rows, cols) <= MAX_STATES
            and count_states(cols, rows) <= MAX_STATES)


class WalkingDistance:
    """Walking distance for one ``rows`` x ``cols`` board size.

    ``h(board)`` (board: tuple of rows*cols ints, 0 = blank) returns the vertical plus the
    horizontal table distance in moves. ``pictures(board)`` returns the two state ids used
    by IDA* to update the heuristic move by move.
    """

    _cache: dict[tuple[int, int], WalkingDistance] = {}

    def __init__(self, rows: int, cols: int):
        check_size(rows, cols)
        if rows * cols > 20:
            raise ValueError(
                f"walking distance is not available on a {rows}x{cols} board: its tables "
                f"would be too big; use linear-conflict instead")
        self.rows, self.cols = rows, cols
        self.vertical = table(rows, cols)
        self.horizontal = table(cols, rows)
        n = rows * cols
        goal_cell = [n - 1] + list(range(n - 1))
        self.goal_row = [goal_cell[t] // cols for t in range(n)]
        self.goal_col = [goal_cell[t] % cols for t in range(n)]

    @classmethod
    def for_size(cls, rows: int, cols: int) -> WalkingDistance:
        """The cached instance for ``rows`` x ``cols``.

        Raises:
            ValueError: when the tables would be too big (boards over 20 cells, 4x5, 5x4,
                2x7 ...).
        """
        key = (rows, cols)
        found = cls._cache.get(key)
        if found is None:
            found = cls._cache[key] = cls(rows, cols)
        return found

    def pictures(self, board: Board) -> tuple[int, int]:
        """``(vertical_id, horizontal_id)`` of ``board`` in the two tables."""
        rows, cols = self.rows, self.cols
        vert = [0] * (rows * rows)
        horiz = [0] * (cols * cols)
        blank_row = blank_col = 0
        for cell, t in enumerate(board):
            r, c = divmod(cell, cols)
            if t == 0:
                blank_row, blank_col = r, c
                continue
            vert[r * rows + self.goal_row[t]] += 1
            horiz[c * cols + self.goal_col[t]] += 1
        vid = self.vertical.index[tuple(vert) + (blank_row,)]
        hid = self.horizontal.index[tuple(horiz) + (blank_col,)]
        return vid, hid

    def h(self, board: Board) -> int:
        """Walking distance of ``board`` in moves."""
        vid, hid = self.pictures(board)
        return self.vertical.distance[vid] + self.horizontal.distance[hid]


def walking_distance(board: Board, rows: int, cols: int) -> int:
    """Walking distance of ``board`` on a rows x cols board (tables cached per size).

    Raises:
        ValueError: for board sizes whose tables would be too big.
    """
    return WalkingDistance.for_size(rows, cols).h(board)

