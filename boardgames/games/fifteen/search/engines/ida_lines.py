"""IDA* (Korf 1985) with the heuristics that look at lines, compiled (Qt-free, numba).

Depth-first searches with a growing bound on f = g + h: the first bound is h(start); each
iteration explores every path whose f stays within the bound (never undoing the previous
move) and the next bound is the smallest f that exceeded it. With an admissible heuristic
the first solution found is a shortest one. Memory is only the current path.

The heuristic is updated move by move instead of being recomputed from the whole board:
the Manhattan distance changes by the moved tile's table entries; linear conflict
(Hansson, Mayer and Yung 1992) is counted again only in the two lines the tile leaves and
enters; walking distance (Takahashi 2002) follows its tables' links. The kernel
:func:`line_steps` continues one iteration for a budget of generated nodes and returns,
so Python reports progress and polls the search's budget between calls. Other heuristics (misplaced
tiles, Euclidean distance, pattern databases) run the core's textbook IDA*
(:func:`boardgames.core.search.textbook.ida_star`), which recomputes h at every node.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt
from numba import njit

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.common import (
    Cancelled,
    Monitor,
    check_board,
    gave_up_message,
    move_between,
    neighbour_cells,
    unsolvable_result,
)
from boardgames.games.fifteen.search.heuristics import (
    BoundHeuristic,
    LineConflicts,
    get_heuristic,
    manhattan_table,
)
from boardgames.games.fifteen.search.result import CANCELLED, GAVE_UP, SOLVED, SearchResult
from boardgames.games.fifteen.search.walking_distance import WalkingDistance

NAME = "ida*"

#: The heuristics this engine updates move by move (the others run the textbook IDA*).
INCREMENTAL = ("manhattan", "linear-conflict", "walking-distance", "walking-distance-lc")
#: Return codes of :func:`line_steps`.
EXHAUSTED, FOUND, BUDGET = 0, 1, 2
#: Generated nodes per kernel call (a few milliseconds) between two looks at cancel.
BUDGET_NODES = 100_000
#: "No f above the bound seen yet".
NO_BOUND = 1 << 40

I64 = npt.NDArray[np.int64]
I32 = npt.NDArray[np.int32]
U8 = npt.NDArray[np.uint8]


@njit(cache=True, nogil=True, inline="always")
def line_conflicts(board: I64, line: int, rows: int, cols: int, goal_row: I64,
                    goal_col: I64, tails: I64) -> int:
    """Tiles to remove from ``line`` (rows first, then columns) so that the tiles that
    belong there are in goal order: their count minus the longest increasing run."""
    count = 0
    longest = 0
    length = cols if line < rows else rows
    for i in range(length):
        if line < rows:
            t = board[line * cols + i]
            ok = t != 0 and goal_row[t] == line
            value = goal_col[t]
        else:
            t = board[i * cols + line - rows]
            ok = t != 0 and goal_col[t] == line - rows
            value = goal_row[t]
        if not ok:
            continue
        count += 1
        lo = 0
        hi = longest
        while lo < hi:  # first tail >= value (patience sorting)
            mid = (lo + hi) // 2
            if tails[mid] < value:
                lo = mid + 1
            else:
                hi = mid
        tails[lo] = value
        if lo == longest:
            longest += 1
    return count - longest


@njit(cache=True, nogil=True)
def line_steps(board: I64, blanks: I64, nextk: I64, md: I64, lc: I64, vid: I64, hid: I64,
               linelc: I64, oldf: I64, oldt: I64, scal: I64, nbr: I64, mdt: I64,
               goal_row: I64, goal_col: I64, rows: int, cols: int, flags: I64, vdist: U8,
               vstart: I32, vend: I32, hdist: U8, hstart: I32, hend: I32, bound: int,
               budget: int) -> int:
    """Continue the current iteration (f-bound ``bound``) for at most ``budget``
    generated nodes. ``scal`` holds depth, nodes expanded, generated, the smallest f above
    the bound; ``flags`` says which parts of h are used (Manhattan, linear conflict,
    walking distance). Returns FOUND (the blank's cells are ``blanks[:depth + 1]``),
    EXHAUSTED (``scal[3]`` is the next bound) or BUDGET (call again)."""
    depth, expanded, generated, nxt = scal[0], scal[1], scal[2], scal[3]
    use_md, use_lc, use_wd = flags[0], flags[1], flags[2]
    tails = np.empty(max(rows, cols), np.int64)
    stop_at = generated + budget
    status = BUDGET
    while generated < stop_at:
        blank = blanks[depth]
        k = nextk[depth]
        if k >= 4:
            if depth == 0:
                status = EXHAUSTED
                break
            depth -= 1  # undo the move into this node
            back = blanks[depth]
            board[blank] = board[back]
            board[back] = 0
            if use_lc:
                vertical = blank // cols != back // cols
                linelc[blank // cols if vertical else rows + blank % cols] = oldf[depth]
                linelc[back // cols if vertical else rows + back % cols] = oldt[depth]
            continue
        nextk[depth] = k + 1
        nb = nbr[blank, k]
        if nb < 0 or (depth > 0 and nb == blanks[depth - 1]):
            continue
        generated += 1
        t = board[nb]
        nmd, nlc, nvid, nhid = md[depth], lc[depth], vid[depth], hid[depth]
        vertical = nb // cols != blank // cols
        fl = nb // cols if vertical else rows + nb % cols  # the line the tile leaves
        tl = blank // cols if vertical else rows + blank % cols  # and enters
        lf = lt = 0
        if use_md:
            nmd = nmd - mdt[t, nb] + mdt[t, blank]
        if use_lc:
            board[blank] = t
            board[nb] = 0
            lf = line_conflicts(board, fl, rows, cols, goal_row, goal_col, tails)
            lt = line_conflicts(board, tl, rows, cols, goal_row, goal_col, tails)
            board[nb] = t
            board[blank] = 0
            nlc = nlc - linelc[fl] - linelc[tl] + lf + lt
        nh = nmd + 2 * nlc
        if use_wd:
            if vertical:
                link = vstart if nb // cols < blank // cols else vend
                nvid = link[nvid * rows + goal_row[t]]
            else:
                link = hstart if nb % cols < blank % cols else hend
                nhid = link[nhid * cols + goal_col[t]]
            wdh = np.int64(vdist[nvid]) + np.int64(hdist[nhid])
            if wdh > nh or not use_lc:
                nh = wdh
        f = depth + 1 + nh
        if f > bound:
            if f < nxt:
                nxt = f
            continue
        board[blank] = t
        board[nb] = 0
        if use_lc:
            oldf[depth], oldt[depth] = linelc[fl], linelc[tl]
            linelc[fl], linelc[tl] = lf, lt
        depth += 1
        blanks[depth], nextk[depth] = nb, 0
        md[depth], lc[depth], vid[depth], hid[depth] = nmd, nlc, nvid, nhid
        if nh == 0:
            status = FOUND
            break
        expanded += 1
    scal[0], scal[1], scal[2], scal[3] = depth, expanded, generated, nxt
    return status


@dataclass
class _Tables:
    """The constant arrays of one board size and heuristic (see :func:`_tables`)."""

    nbr: I64
    mdt: I64
    goal_row: I64
    goal_col: I64
    flags: I64
    walking: tuple[U8, I32, I32, U8, I32, I32]


_cache: dict[tuple[int, int, str], _Tables] = {}


def _tables(rows: int, cols: int, heuristic: str) -> _Tables:
    """The kernel's constant arrays for ``heuristic`` on a rows x cols board (cached)."""
    key = (rows, cols, heuristic)
    if key not in _cache:
        n = rows * cols
        nbr = np.full((n, 4), -1, dtype=np.int64)
        for cell, near in enumerate(neighbour_cells(rows, cols)):
            nbr[cell, :len(near)] = near
        lines = LineConflicts(rows, cols)
        flags = np.array([heuristic != "walking-distance",
                          heuristic in ("linear-conflict", "walking-distance-lc"),
                          heuristic.startswith("walking-distance")], dtype=np.int64)
        _cache[key] = _Tables(nbr, np.array(manhattan_table(rows, cols), dtype=np.int64),
                              np.array(lines.goal_row, dtype=np.int64),
                              np.array(lines.goal_col, dtype=np.int64), flags,
                              _walking_arrays(rows, cols, bool(flags[2])))
    return _cache[key]


def kernel_tables(rows: int, cols: int) -> _Tables:
    """The constant arrays of :func:`line_steps` for the Manhattan distance and linear
    conflicts on a rows x cols board (its neighbour table ``nbr`` and the empty
    walking-distance arrays ``walking``)."""
    return _tables(rows, cols, "linear-conflict")


def tables_towards(target: Board, rows: int, cols: int) -> _Tables:
    """:func:`kernel_tables` measured towards the board ``target`` (tuple of rows*cols
    ints) instead of the goal: tile ``t``'s home is its cell in ``target``, so a
    :class:`Path` with these tables searches a shortest way to ``target``."""
    cells = rows * cols
    where = np.empty(cells, dtype=np.int64)
    where[np.asarray(target, dtype=np.int64)] = np.arange(cells)
    goal_row, goal_col = where // cols, where % cols
    row, col = np.arange(cells) // cols, np.arange(cells) % cols
    mdt = (np.abs(row[None, :] - goal_row[:, None])
           + np.abs(col[None, :] - goal_col[:, None])).astype(np.int64)
    mdt[0, :] = 0  # the blank does not count
    return replace(kernel_tables(rows, cols), mdt=mdt, goal_row=goal_row, goal_col=goal_col)


def _walking_arrays(rows: int, cols: int, wanted: bool) -> tuple[U8, I32, I32, U8, I32, I32]:
    """Walking distance's distances and links, vertical then horizontal (empty when not
    ``wanted``: the kernel is compiled once for all heuristics)."""
    if not wanted:
        empty8, empty32 = np.zeros(1, np.uint8), np.zeros(1, np.int32)
        return empty8, empty32, empty32, empty8, empty32, empty32
    wd = WalkingDistance.for_size(rows, cols)
    out: list[npt.NDArray[np.generic]] = []
    for table in (wd.vertical, wd.horizontal):
        out += [np.frombuffer(table.distance, dtype=np.uint8),
                np.frombuffer(table.toward_start, dtype=np.int32),
                np.frombuffer(table.toward_end, dtype=np.int32)]
    return tuple(out)  # type: ignore[return-value]


class Path:
    """The resumable state of one search: the board, the current path's values per depth
    (the blank's cell, Manhattan distance, tiles to remove, walking-distance ids) and the
    counters (``scal``: depth, nodes expanded, generated, smallest f above the bound);
    the arrays grow with the bound.

    Args:
        start: tuple of rows*cols ints, row-major, 0 = blank.
        tables: :func:`kernel_tables`, :func:`tables_towards` or another heuristic's.
    """

    def __init__(self, start: Board, rows: int, cols: int, tables: _Tables) -> None:
        self.root = np.array(start, dtype=np.int64)
        self.root_blank = start.index(0)
        self.rows, self.cols, self.tables = rows, cols, tables
        tails = np.empty(max(rows, cols), dtype=np.int64)
        self.root_lines = np.array([line_conflicts(self.root, k, rows, cols, tables.goal_row,
                                                   tables.goal_col, tails)
                                    for k in range(rows + cols)], dtype=np.int64)
        self.root_values = (int(sum(tables.mdt[t, cell] for cell, t in enumerate(start))),
                            int(self.root_lines.sum()) if tables.flags[1] else 0,
                            *(WalkingDistance.for_size(rows, cols).pictures(start)
                              if tables.flags[2] else (0, 0)))
        self.board = self.root.copy()
        self.linelc = self.root_lines.copy()
        self.scal = np.zeros(4, dtype=np.int64)
        self.depth_arrays: list[I64] = []

    def restart(self, bound: int) -> None:
        """Prepare the iteration with f-bound ``bound`` (moves): back at the start, whose
        expansion is counted."""
        if not self.depth_arrays or self.depth_arrays[0].shape[0] < bound + 2:
            self.depth_arrays = [np.zeros(2 * bound + 8, dtype=np.int64) for _ in range(8)]
        blanks, nextk, md, lc, vid, hid, _oldf, _oldt = self.depth_arrays
        self.board[:] = self.root
        self.linelc[:] = self.root_lines
        blanks[0] = self.root_blank
        nextk[0] = 0
        md[0], lc[0], vid[0], hid[0] = self.root_values
        self.scal[0], self.scal[3] = 0, NO_BOUND
        self.scal[1] += 1

    def step(self, bound: int, budget: int = BUDGET_NODES) -> int:
        """One call of :func:`line_steps` for at most ``budget`` generated nodes; its
        return code."""
        t = self.tables
        blanks, nextk, md, lc, vid, hid, oldf, oldt = self.depth_arrays
        return int(line_steps(self.board, blanks, nextk, md, lc, vid, hid, self.linelc, oldf, oldt,
                              self.scal, t.nbr, t.mdt,
                              t.goal_row, t.goal_col, self.rows, self.cols, t.flags, *t.walking,
                              bound, budget))

    def solve_below(self, limit: int, budget: int) -> bool:
        """Iterations from the Manhattan distance plus linear conflicts of the start
        (tables of :func:`kernel_tables` or :func:`tables_towards`) while the bound is
        below ``limit`` moves: True when a path was found (:meth:`moves`), False when
        none is that short or ``budget`` generated nodes were used first."""
        bound = self.root_values[0] + 2 * self.root_values[1]
        while bound < limit and self.scal[2] < budget:
            self.restart(bound)
            code = self.step(bound, budget - int(self.scal[2]))
            if code != EXHAUSTED:
                return code == FOUND
            bound = int(self.scal[3])
        return False

    def moves(self) -> list[str]:
        """The moves of the path found (direction words; none before the first iteration)."""
        if not self.depth_arrays:
            return []
        cells = [int(c) for c in self.depth_arrays[0][:int(self.scal[0]) + 1]]
        return [move_between(a, b, self.cols) for a, b in zip(cells, cells[1:], strict=False)]


def _deepen(path: Path, h0: int, max_bound: int | None, monitor: Monitor,
            bounds: list[int]) -> str:
    """Iterations with growing f-bounds from ``h0``; SOLVED, GAVE_UP (past ``max_bound``)
    or raises Cancelled."""
    if h0 == 0:
        return SOLVED
    bound = h0
    preview = tuple(int(t) for t in path.root) if monitor.show_board else None
    while max_bound is None or bound <= max_bound:
        bounds.append(bound)
        monitor.report(int(path.scal[1]), bound, 0, preview)
        path.restart(bound)
        code = path.step(bound)
        while code == BUDGET:
            board = tuple(int(t) for t in path.board) if monitor.show_board else None
            monitor.poll(int(path.scal[1]), bound, 0, board)
            code = path.step(bound)
        if code == FOUND:
            return SOLVED
        if path.scal[3] == NO_BOUND:  # pragma: no cover - solvable positions always finish
            break
        bound = int(path.scal[3])
    return GAVE_UP


def compile_ahead() -> None:
    """Compile the kernel now (or load it from numba's cache), so that the first solve
    does not wait for it: 1.5-3 s for each of its two versions once after an install,
    about 0.05 s later. The walking-distance tables are read-only arrays, for which numba
    compiles a version of its own (the default on small boards, ``laboratory.auto_choice``)."""
    ida_star((1, 2, 0, 3), 2, 2, "manhattan", checked=True)  # solvable: one move
    ida_star((1, 2, 0, 3), 2, 2, "walking-distance", checked=True)


def ida_star(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
             budget: Budget = NO_LIMIT, max_bound: int | None = None,
             checked: bool = False) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) with IDA*.

    Args:
        heuristic: a name from ``heuristics.HEURISTICS``; the result is shortest when it is
            admissible. Those of :data:`INCREMENTAL` run compiled; the others run the
            core's textbook IDA*.
        budget: polled every few milliseconds (cancelled, or its ``seconds`` up: status
            ``"cancelled"``); ``budget.report`` gets a progress report about every 0.1 s
            and at each iteration with the current f-bound ("trying at most N moves"),
            nodes expanded so far and, for boards of up to 9 cells, the board expanded.
        max_bound: give up (status ``"gave_up"``) before an iteration whose bound would
            exceed this many moves; ``None`` = no limit.
        checked: the caller applied the solvability rule to ``board`` already
            (``search.solve`` does); default: an unsolvable board gives ``"unsolvable"``.

    Returns:
        A SearchResult with ``bounds`` listing the f-bounds tried (in moves) and
        ``nodes_expanded`` summed over all iterations; ``peak_open`` is 0.

    Raises:
        ValueError: for a malformed board or a heuristic that does not fit the size.
    """
    board = check_board(board, rows, cols)
    bound_h = get_heuristic(heuristic, rows, cols)
    if heuristic not in INCREMENTAL:
        from boardgames.games.fifteen.search.textbook import run_textbook

        return run_textbook(board, rows, cols, "ida*", heuristic, max_bound=max_bound,
                            checked=checked, budget=budget)
    refused = None if checked else unsolvable_result(board, rows, cols, NAME, heuristic)
    if refused:
        return refused
    return _solve_compiled(board, rows, cols, heuristic, bound_h,
                           Monitor(budget, rows * cols), max_bound)


def _solve_compiled(board: Board, rows: int, cols: int, heuristic: str, bound_h: BoundHeuristic,
                    monitor: Monitor, max_bound: int | None) -> SearchResult:
    """The compiled IDA* on a checked, solvable ``board`` with ``heuristic`` (one of
    :data:`INCREMENTAL`, ``bound_h`` its bound form): solved, cancelled or gave up (at
    once, without setting up or compiling the search, when the heuristic alone exceeds
    ``max_bound``)."""
    h0 = bound_h.h(board)
    bounds: list[int] = []
    path, status, nodes = None, GAVE_UP, (0, 0)
    if max_bound is None or h0 <= max_bound:  # else known at once, before compiling
        path = Path(board, rows, cols, _tables(rows, cols, heuristic))
        try:
            status = _deepen(path, h0, max_bound, monitor, bounds)
        except Cancelled:
            status = CANCELLED
        nodes = (int(path.scal[1]), int(path.scal[2]))
    message = {CANCELLED: "cancelled", GAVE_UP: gave_up_message(max_bound or 0, "moves")}
    return SearchResult(
        status=status, moves=path.moves() if path is not None and status == SOLVED else [],
        optimal=status == SOLVED and bound_h.admissible, nodes_expanded=nodes[0],
        nodes_generated=nodes[1], peak_open=0, seconds=monitor.elapsed(),
        algorithm=NAME, heuristic=heuristic, message=message.get(status, ""), bounds=bounds)
