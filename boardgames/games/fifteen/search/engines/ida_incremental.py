"""IDA*, iterative-deepening A* (Korf 1985), Qt-free.

Depth-first searches with a growing bound on f = g + h: the first bound is h(start);
each iteration explores every path whose f stays within the bound (never undoing the
previous move) and the next bound is the smallest f that exceeded it. With an admissible
heuristic the first solution found is a shortest one. Memory is only the current path.

For the Manhattan distance, linear conflict and walking distance the heuristic is updated
move by move (a tile's Manhattan change from a table; the linear conflicts of the two
lines the tile leaves and enters, cached per line contents; walking distance through the
tables' links) instead of being recomputed from the whole board.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from boardgames.games.fifteen.board import Board, goal
from boardgames.games.fifteen.search.common import (
    POLL_EVERY,
    Cancelled,
    Monitor,
    check_board,
    move_between,
    neighbour_cells,
    unsolvable_result,
)
from boardgames.games.fifteen.search.heuristics import (
    HFunction,
    LineConflicts,
    get_heuristic,
    manhattan_table,
)
from boardgames.games.fifteen.search.result import (
    CANCELLED,
    SOLVED,
    ProgressCallback,
    SearchResult,
    StopCallback,
)
from boardgames.games.fifteen.search.walking_distance import WalkingDistance

NAME = "ida*"
TITLE = "IDA* (iterative-deepening A*)"

_INCREMENTAL = {"manhattan", "linear-conflict", "walking-distance", "walking-distance-lc"}
_POLL_MASK = POLL_EVERY - 1


class _Found(Exception):
    """Unwinds the depth-first search once the goal is reached."""


def ida_star(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
             progress: ProgressCallback | None = None,
             should_stop: StopCallback | None = None,
             max_bound: int | None = None) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) with IDA*.

    Args:
        heuristic: a name from ``heuristics.HEURISTICS``; the result is optimal when it is
            admissible.
        progress: called about every 0.1 s with the current f-bound ("trying at most N
            moves"), nodes expanded so far and, for boards of up to 9 cells, the board being
            expanded.
        should_stop: polled every 1,024 expansions; True cancels the search.
        max_bound: give up (status ``"gave_up"``) before an iteration whose bound would
            exceed this many moves; ``None`` = no limit.

    Returns:
        A SearchResult with ``bounds`` listing the f-bounds tried (in moves) and
        ``nodes_expanded`` summed over all iterations; ``peak_open`` is 0.

    Raises:
        ValueError: for a malformed board or a heuristic that does not fit the size.
    """
    board = check_board(board, rows, cols)
    bound_h = get_heuristic(heuristic, rows, cols)
    refused = unsolvable_result(board, rows, cols, NAME, heuristic)
    if refused:
        return refused
    monitor = Monitor(progress, should_stop, rows * cols)
    search = _Search(board, rows, cols, heuristic, bound_h.h, monitor)
    status, message = SOLVED, ""
    try:
        search.run(max_bound)
        if search.path is None:
            status = "gave_up"
            message = f"gave up: no solution within {max_bound} moves"
    except Cancelled:
        status, message = CANCELLED, "cancelled"
    moves: list[str] = []
    if status == SOLVED and search.path is not None:
        blank = board.index(0)
        for cell in search.path:
            moves.append(move_between(blank, cell, cols))
            blank = cell
    return SearchResult(
        status=status, moves=moves, optimal=status == SOLVED and bound_h.admissible,
        nodes_expanded=search.expanded, nodes_generated=search.generated, peak_open=0,
        seconds=monitor.elapsed(), algorithm=NAME, heuristic=heuristic, message=message,
        bounds=list(search.bounds))


#: Larger than any f-bound: "no f above the bound seen yet".
_BIG = 1 << 30


class _Search:
    """One IDA* run; the depth-first search is specialised per heuristic for speed.

    Both depth-first searches share :meth:`_deepen` (the loop over f-bounds), ``trail``
    (the cells the blank visited on the current path), the counters ``counts``
    (``[expanded, generated]``) and ``next_bound[0]``, the smallest f above the current
    bound seen so far. ``path`` is the solution's trail once found.
    """

    def __init__(self, start: Board, rows: int, cols: int, heuristic: str, h: HFunction,
                 monitor: Monitor) -> None:
        self.start, self.rows, self.cols = start, rows, cols
        self.heuristic, self.h, self.monitor = heuristic, h, monitor
        self.expanded = self.generated = 0
        self.bounds: list[int] = []
        self.path: list[int] | None = None
        self.trail: list[int] = []
        self.counts = [0, 0]
        self.next_bound = [_BIG]

    def run(self, max_bound: int | None) -> None:
        """Search with growing f-bounds until solved (``path`` set) or past ``max_bound``."""
        h0 = self.h(self.start)
        if self.heuristic in _INCREMENTAL:
            self._deepen(max_bound, h0, _incremental_dfs(self), solved=h0 == 0)
        else:
            self._deepen(max_bound, h0, _generic_dfs(self), solved=False)

    def _deepen(self, max_bound: int | None, bound: int, root: Callable[[int], None],
                solved: bool) -> None:
        """Run ``root(bound)`` (one depth-first iteration) for bound, next bound, ..."""
        try:
            if solved:
                raise _Found
            while True:
                if max_bound is not None and bound > max_bound:
                    return
                self.bounds.append(bound)
                self.next_bound[0] = _BIG
                self.monitor.report(self.counts[0], bound, 0, self.start)
                _ensure_recursion(bound)
                root(bound)
                if self.next_bound[0] == _BIG:  # pragma: no cover - solvable positions finish
                    return
                bound = self.next_bound[0]
        except _Found:
            self.path = list(self.trail)
        finally:
            self.expanded, self.generated = self.counts


# -- generic: recompute h(board) at every node --------------------------------------------


def _generic_dfs(search: _Search) -> Callable[[int], None]:
    """The depth-first iteration that recomputes ``h(board)`` at every node."""
    rows, cols, h, monitor = search.rows, search.cols, search.h, search.monitor
    n = rows * cols
    board = list(search.start)
    goal_list = list(goal(rows, cols))
    near = neighbour_cells(rows, cols)
    path, counts, nxt = search.trail, search.counts, search.next_bound

    def dfs(g: int, blank: int, prev: int, hv: int, bound: int) -> None:
        if hv == 0 and board == goal_list:
            raise _Found
        counts[0] += 1
        if counts[0] & _POLL_MASK == 0:
            monitor.poll(counts[0], bound, 0, tuple(board) if n <= 9 else None)
        for nb in near[blank]:
            if nb == prev:
                continue
            counts[1] += 1
            board[blank] = board[nb]
            board[nb] = 0
            nh = h(tuple(board))
            f = g + 1 + nh
            if f > bound:
                if f < nxt[0]:
                    nxt[0] = f
            else:
                path.append(nb)
                dfs(g + 1, nb, blank, nh, bound)
                path.pop()
            board[nb] = board[blank]
            board[blank] = 0

    def root(bound: int) -> None:
        dfs(0, board.index(0), -1, h(tuple(board)), bound)

    return root


# -- incremental: Manhattan / linear conflict / walking distance ----------------------------

#: A move of the blank from a cell, as the incremental search uses it: ``(cell the blank
#: moves to, line the tile leaves, line it enters, line it moves along, the tile's weight
#: in the codes of the lines it leaves and enters, the change of the code of the line it
#: moves along per unit of tile, vertical?, walking-distance link table of the move)``.
#: Lines are numbered rows first, then columns.
_Move = tuple[int, int, int, int, int, int, bool, Sequence[int]]


class _Lines:
    """Linear-conflict bookkeeping of the incremental search: every row and column as an
    integer code of its contents (rows first, then columns; in base ``rows * cols``),
    its current tiles to remove, and a cache per line from code to tiles to remove."""

    def __init__(self, board: Board, rows: int, cols: int) -> None:
        n = rows * cols
        self.rows, self.cols = rows, cols
        self.col_pow = [n ** j for j in range(cols)]  # weight of column j in a row's code
        self.row_pow = [n ** i for i in range(rows)]  # weight of row i in a column's code
        self.code = ([sum(board[r * cols + j] * self.col_pow[j] for j in range(cols))
                      for r in range(rows)]
                     + [sum(board[i * cols + c] * self.row_pow[i] for i in range(rows))
                        for c in range(cols)])
        lines = LineConflicts(rows, cols)
        self.lc = ([lines.row(board, r) for r in range(rows)]
                   + [lines.column(board, c) for c in range(cols)])
        self.conflicts = _conflict_lookup(lines, rows, cols, self.col_pow, self.row_pow)

    def moves(self, wd: WalkingDistance | None) -> list[list[list[_Move]]]:
        """``moves[blank][previous blank]``: the :data:`_Move` tuples of the blank, except
        the one back to the previous cell (``moves[blank][-1]``: all of them). Link tables
        come from ``wd`` (empty without walking distance)."""
        rows, cols = self.rows, self.cols
        out = []
        for blank, near in enumerate(neighbour_cells(rows, cols)):
            moves = [self._move(blank, nb, wd) for nb in near]
            out.append([[m for m in moves if m[0] != prev] for prev in range(rows * cols)]
                       + [moves])
        return out

    def _move(self, blank: int, nb: int, wd: WalkingDistance | None) -> _Move:
        rows, cols = self.rows, self.cols
        (br, bc), (nr, nc) = divmod(blank, cols), divmod(nb, cols)
        none: Sequence[int] = ()
        if nr != br:  # vertical move: the tile changes row
            link = none if wd is None else (
                wd.vertical.toward_start if nr < br else wd.vertical.toward_end)
            return (nb, nr, br, rows + nc, self.col_pow[nc],
                    self.row_pow[br] - self.row_pow[nr], True, link)
        link = none if wd is None else (  # horizontal move: the tile changes column
            wd.horizontal.toward_start if nc < bc else wd.horizontal.toward_end)
        return (nb, rows + nc, rows + bc, nr, self.row_pow[nr],
                self.col_pow[bc] - self.col_pow[nc], False, link)


def _conflict_lookup(lines: LineConflicts, rows: int, cols: int, col_pow: list[int],
                     row_pow: list[int]) -> Callable[[int, int], int]:
    """``conflicts(line, code)``: tiles to remove from a line (rows first, then columns)
    holding the contents ``code``, cached per line (each cache holds at most 500,000)."""
    n = rows * cols
    caches: list[dict[int, int]] = [{} for _ in range(rows + cols)]

    def conflicts(line: int, code: int) -> int:
        cache = caches[line]
        value = cache.get(code)
        if value is None:
            if len(cache) > 500_000:
                cache.clear()
            if line < rows:
                cells = [(code // col_pow[j]) % n for j in range(cols)]
                value = cache[code] = lines.row_from_cells(line, cells)
            else:
                cells = [(code // row_pow[i]) % n for i in range(rows)]
                value = cache[code] = lines.column_from_cells(line - rows, cells)
        return value

    return conflicts


def _incremental_dfs(search: _Search) -> Callable[[int], None]:
    """The depth-first iteration that updates the heuristic move by move."""
    rows, cols, start = search.rows, search.cols, search.start
    use_lc = search.heuristic in ("linear-conflict", "walking-distance-lc")
    mdt = manhattan_table(rows, cols)
    lines = _Lines(start, rows, cols)
    wd = None
    if search.heuristic in ("walking-distance", "walking-distance-lc"):
        wd = WalkingDistance.for_size(rows, cols)
    dfs = _incremental_step(search, lines, wd, mdt, search.heuristic != "walking-distance",
                            use_lc)
    md0 = sum(mdt[t][cell] for cell, t in enumerate(start))
    lc0 = sum(lines.lc) if use_lc else 0
    vid0, hid0 = wd.pictures(start) if wd is not None else (0, 0)
    blank0 = start.index(0)

    def root(bound: int) -> None:
        dfs(0, blank0, -1, md0, lc0, vid0, hid0, bound)

    return root


def _incremental_step(search: _Search, lines: _Lines, wd: WalkingDistance | None,
                      mdt: list[list[int]], use_md: bool,
                      use_lc: bool) -> Callable[[int, int, int, int, int, int, int, int], None]:
    """The recursion of :func:`_incremental_dfs`, ``dfs(g, blank, previous blank or -1,
    Manhattan distance, tiles to remove, walking-distance ids, f-bound)``: the hot loop."""
    rows, cols, monitor, board = search.rows, search.cols, search.monitor, list(search.start)
    show, path, counts, nxt = rows * cols <= 9, search.trail, search.counts, search.next_bound
    moves_at, code, line_lc, conflicts = lines.moves(wd), lines.code, lines.lc, lines.conflicts
    vdist, hdist = (wd.vertical.distance, wd.horizontal.distance) if wd else (b"", b"")
    goal_row, goal_col = (wd.goal_row, wd.goal_col) if wd else ([], [])

    def dfs(g: int, blank: int, prev: int, md: int, lc: int, vid: int, hid: int,
            bound: int) -> None:
        counts[0] += 1
        if counts[0] & _POLL_MASK == 0:
            monitor.poll(counts[0], bound, 0, tuple(board) if show else None)
        g1 = g + 1
        for nb, fl, tl, xl, w, xw, vertical, link in moves_at[blank][prev]:
            counts[1] += 1
            t = board[nb]
            nmd, nlc, nvid, nhid = md, lc, vid, hid
            if use_md:
                table = mdt[t]
                nmd = md - table[nb] + table[blank]
            if use_lc:
                code_from, code_to = code[fl] - t * w, code[tl] + t * w
                lf, lt = conflicts(fl, code_from), conflicts(tl, code_to)
                nlc = lc - line_lc[fl] - line_lc[tl] + lf + lt
            nh = nmd + 2 * nlc
            if vdist:
                if vertical:
                    nvid = link[vid * rows + goal_row[t]]
                else:
                    nhid = link[hid * cols + goal_col[t]]
                wdh = vdist[nvid] + hdist[nhid]
                if wdh > nh or not use_lc:
                    nh = wdh
            f = g1 + nh
            if f > bound:
                if f < nxt[0]:
                    nxt[0] = f
                continue
            board[blank], board[nb] = t, 0  # make the move
            path.append(nb)
            if nh == 0:
                raise _Found
            if use_lc:
                old_from, old_to = line_lc[fl], line_lc[tl]
                code[fl], code[tl], line_lc[fl], line_lc[tl] = code_from, code_to, lf, lt
                code[xl] += t * xw
                dfs(g1, nb, blank, nmd, nlc, nvid, nhid, bound)
                code[xl] -= t * xw
                code[fl], code[tl] = code_from + t * w, code_to - t * w
                line_lc[fl], line_lc[tl] = old_from, old_to
            else:
                dfs(g1, nb, blank, nmd, nlc, nvid, nhid, bound)
            path.pop()
            board[nb], board[blank] = t, 0

    return dfs


def _ensure_recursion(depth: int) -> None:
    """Allow Python recursion a little deeper than ``depth`` frames."""
    need = depth + 200
    if sys.getrecursionlimit() - 100 < need:
        sys.setrecursionlimit(need + 100)
