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
    if status == SOLVED:
        blank = board.index(0)
        for cell in search.path:
            moves.append(move_between(blank, cell, cols))
            blank = cell
    return SearchResult(
        status=status, moves=moves, optimal=status == SOLVED and bound_h.admissible,
        nodes_expanded=search.expanded, nodes_generated=search.generated, peak_open=0,
        seconds=monitor.elapsed(), algorithm=NAME, heuristic=heuristic, message=message,
        bounds=list(search.bounds))


class _Search:
    """One IDA* run; the depth-first search is specialised per heuristic for speed."""

    def __init__(self, start: Board, rows: int, cols: int, heuristic: str, h, monitor: Monitor):
        self.start, self.rows, self.cols = start, rows, cols
        self.heuristic, self.h, self.monitor = heuristic, h, monitor
        self.expanded = self.generated = 0
        self.bounds: list[int] = []
        self.path: list[int] | None = None

    def run(self, max_bound: int | None) -> None:
        if self.heuristic in _INCREMENTAL:
            self._run_incremental(max_bound)
        else:
            self._run_generic(max_bound)

    # -- generic: recompute h(board) at every node --------------------------------------

    def _run_generic(self, max_bound: int | None) -> None:
        rows, cols = self.rows, self.cols
        n = rows * cols
        h = self.h
        board = list(self.start)
        goal_list = list(goal(rows, cols))
        near = neighbour_cells(rows, cols)
        monitor = self.monitor
        path: list[int] = []
        big = 1 << 30
        state = {"next": big, "bound": 0}
        counts = [0, 0]  # expanded, generated

        def dfs(g: int, blank: int, prev: int, hv: int) -> None:
            if hv == 0 and board == goal_list:
                raise _Found
            counts[0] += 1
            if counts[0] & _POLL_MASK == 0:
                monitor.poll(counts[0], state["bound"], 0, tuple(board) if n <= 9 else None)
            bound = state["bound"]
            for nb in near[blank]:
                if nb == prev:
                    continue
                counts[1] += 1
                board[blank] = board[nb]
                board[nb] = 0
                nh = h(tuple(board))
                f = g + 1 + nh
                if f > bound:
                    if f < state["next"]:
                        state["next"] = f
                else:
                    path.append(nb)
                    dfs(g + 1, nb, blank, nh)
                    path.pop()
                board[nb] = board[blank]
                board[blank] = 0

        bound = h(self.start)
        try:
            while True:
                if max_bound is not None and bound > max_bound:
                    return
                self.bounds.append(bound)
                state["bound"], state["next"] = bound, big
                monitor.report(counts[0], bound, 0, self.start)
                _ensure_recursion(bound)
                dfs(0, board.index(0), -1, h(tuple(board)))
                if state["next"] == big:  # pragma: no cover - solvable positions always finish
                    return
                bound = state["next"]
        except _Found:
            self.path = list(path)
        finally:
            self.expanded, self.generated = counts

    # -- incremental: Manhattan / linear conflict / walking distance ----------------------

    def _run_incremental(self, max_bound: int | None) -> None:
        rows, cols = self.rows, self.cols
        n = rows * cols
        name = self.heuristic
        use_md = name != "walking-distance"
        use_lc = name in ("linear-conflict", "walking-distance-lc")
        use_wd = name in ("walking-distance", "walking-distance-lc")
        board = list(self.start)
        near = neighbour_cells(rows, cols)
        monitor = self.monitor
        mdt = manhattan_table(rows, cols)
        row_of = [cell // cols for cell in range(n)]
        col_of = [cell % cols for cell in range(n)]

        # linear conflict: per line, an integer code of its contents -> tiles to remove
        lines = LineConflicts(rows, cols)
        col_pow = [n ** j for j in range(cols)]  # weight of column j in a row's code
        row_pow = [n ** i for i in range(rows)]  # weight of row i in a column's code
        row_code = [sum(board[r * cols + j] * col_pow[j] for j in range(cols)) for r in range(rows)]
        col_code = [sum(board[i * cols + c] * row_pow[i] for i in range(rows)) for c in range(cols)]
        row_cache: list[dict[int, int]] = [dict() for _ in range(rows)]
        col_cache: list[dict[int, int]] = [dict() for _ in range(cols)]
        row_lc = [lines.row(self.start, r) for r in range(rows)]
        col_lc = [lines.column(self.start, c) for c in range(cols)]

        def row_conflicts(r: int, code: int) -> int:
            cache = row_cache[r]
            value = cache.get(code)
            if value is None:
                if len(cache) > 500_000:
                    cache.clear()
                cells = [(code // col_pow[j]) % n for j in range(cols)]
                value = cache[code] = lines.row_from_cells(r, cells)
            return value

        def col_conflicts(c: int, code: int) -> int:
            cache = col_cache[c]
            value = cache.get(code)
            if value is None:
                if len(cache) > 500_000:
                    cache.clear()
                cells = [(code // row_pow[i]) % n for i in range(rows)]
                value = cache[code] = lines.column_from_cells(c, cells)
            return value

        # walking distance: the two tables and their links
        if use_wd:
            from boardgames.games.fifteen.search.walking_distance import WalkingDistance

            wd = WalkingDistance.for_size(rows, cols)
            vdist, hdist = wd.vertical.distance, wd.horizontal.distance
            v_up, v_down = wd.vertical.toward_start, wd.vertical.toward_end
            h_left, h_right = wd.horizontal.toward_start, wd.horizontal.toward_end
            goal_row, goal_col = wd.goal_row, wd.goal_col
            vid0, hid0 = wd.pictures(self.start)
        else:
            vdist = hdist = v_up = v_down = h_left = h_right = goal_row = goal_col = None
            vid0 = hid0 = 0

        path: list[int] = []
        big = 1 << 30
        show = n <= 9
        counts = [0, 0]
        state = {"next": big}

        def dfs(g: int, blank: int, prev: int, md: int, lc: int, vid: int, hid: int,
                bound: int) -> None:
            counts[0] += 1
            if counts[0] & _POLL_MASK == 0:
                monitor.poll(counts[0], bound, 0, tuple(board) if show else None)
            g1 = g + 1
            br, bc = row_of[blank], col_of[blank]
            for nb in near[blank]:
                if nb == prev:
                    continue
                counts[1] += 1
                t = board[nb]
                nr, nc = row_of[nb], col_of[nb]
                nmd = md
                nlc = lc
                nvid, nhid = vid, hid
                if use_md:
                    table = mdt[t]
                    nmd = md - table[nb] + table[blank]
                if nr != br:  # vertical move: the tile changes row
                    if use_lc:
                        code_from = row_code[nr] - t * col_pow[nc]
                        code_to = row_code[br] + t * col_pow[nc]
                        lf = row_conflicts(nr, code_from)
                        lt = row_conflicts(br, code_to)
                        nlc = lc - row_lc[nr] - row_lc[br] + lf + lt
                    if use_wd:
                        nvid = (v_up if nr < br else v_down)[vid * rows + goal_row[t]]
                else:  # horizontal move: the tile changes column
                    if use_lc:
                        code_from = col_code[nc] - t * row_pow[nr]
                        code_to = col_code[bc] + t * row_pow[nr]
                        lf = col_conflicts(nc, code_from)
                        lt = col_conflicts(bc, code_to)
                        nlc = lc - col_lc[nc] - col_lc[bc] + lf + lt
                    if use_wd:
                        nhid = (h_left if nc < bc else h_right)[hid * cols + goal_col[t]]
                if use_wd:
                    nh = vdist[nvid] + hdist[nhid]
                    if use_lc:
                        other = nmd + 2 * nlc
                        if other > nh:
                            nh = other
                else:
                    nh = nmd + 2 * nlc
                f = g1 + nh
                if f > bound:
                    if f < state["next"]:
                        state["next"] = f
                    continue
                # make the move
                board[blank] = t
                board[nb] = 0
                path.append(nb)
                if nh == 0:
                    raise _Found
                if use_lc:
                    if nr != br:
                        old_from, old_to = row_lc[nr], row_lc[br]
                        saved_from, saved_to = row_code[nr], row_code[br]
                        row_code[nr], row_code[br] = code_from, code_to
                        row_lc[nr], row_lc[br] = lf, lt
                        col_code[nc] += t * (row_pow[br] - row_pow[nr])
                        dfs(g1, nb, blank, nmd, nlc, nvid, nhid, bound)
                        col_code[nc] -= t * (row_pow[br] - row_pow[nr])
                        row_code[nr], row_code[br] = saved_from, saved_to
                        row_lc[nr], row_lc[br] = old_from, old_to
                    else:
                        old_from, old_to = col_lc[nc], col_lc[bc]
                        saved_from, saved_to = col_code[nc], col_code[bc]
                        col_code[nc], col_code[bc] = code_from, code_to
                        col_lc[nc], col_lc[bc] = lf, lt
                        row_code[nr] += t * (col_pow[bc] - col_pow[nc])
                        dfs(g1, nb, blank, nmd, nlc, nvid, nhid, bound)
                        row_code[nr] -= t * (col_pow[bc] - col_pow[nc])
                        col_code[nc], col_code[bc] = saved_from, saved_to
                        col_lc[nc], col_lc[bc] = old_from, old_to
                else:
                    dfs(g1, nb, blank, nmd, nlc, nvid, nhid, bound)
                path.pop()
                board[nb] = t
                board[blank] = 0

        md0 = sum(mdt[t][cell] for cell, t in enumerate(self.start))
        lc0 = sum(row_lc) + sum(col_lc) if use_lc else 0
        h0 = self.h(self.start)
        try:
            if h0 == 0:
                raise _Found
            bound = h0
            while True:
                if max_bound is not None and bound > max_bound:
                    return
                self.bounds.append(bound)
                state["next"] = big
                monitor.report(counts[0], bound, 0, self.start)
                _ensure_recursion(bound)
                dfs(0, self.start.index(0), -1, md0, lc0, vid0, hid0, bound)
                if state["next"] == big:  # pragma: no cover - solvable positions always finish
                    return
                bound = state["next"]
        except _Found:
            self.path = list(path)
        finally:
            self.expanded, self.generated = counts


def _ensure_recursion(depth: int) -> None:
    """Allow Python recursion a little deeper than ``depth`` frames."""
    need = depth + 200
    if sys.getrecursionlimit() - 100 < need:
        sys.setrecursionlimit(need + 100)
