"""The fast optimal 15-puzzle solver: IDA* with additive pattern databases (Qt-free).

IDA* (Korf 1985) repeats a depth-first search with a growing bound on f = g + h, where g
is the number of moves made and h the pattern-database heuristic of :mod:`pdb.tables` (additive
databases with the mirrored lookup; Korf and Felner 2002; Felner, Korf and Hanan 2004):
the 7-7-1 tables when they have been built (:func:`strongest_stored`), else the 6-6-3
ones (shipped in the package). With an admissible h the first solution found is a
shortest one.

The depth-first search runs compiled (:mod:`engines.kernel`) in slices of a few tens of
milliseconds; between slices this module reports progress about every 0.1 s and polls
the search's :class:`~boardgames.core.players.Budget`, so a cancel takes effect within
about 0.05 s.
"""

from __future__ import annotations

import time
from typing import Any

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import DIRECTIONS, Board, is_goal
from boardgames.games.fifteen.messages import solvability_text
from boardgames.games.fifteen.search.common import from_now
from boardgames.games.fifteen.search.engines import kernel as engine_kernel
from boardgames.games.fifteen.search.pdb.tables import BuildCancelled, PatternDatabases, load_databases
from boardgames.games.fifteen.search.result import CANCELLED, GAVE_UP, SOLVED, UNSOLVABLE, SearchProgress, SearchResult
from boardgames.games.fifteen.solvability import solvability

ALGORITHM = "ida*-pdb"
HEURISTIC = "pdb"
#: Target wall-clock length of one compiled slice, in seconds.
SLICE_SECONDS = 0.04
#: Seconds between progress reports.
PROGRESS_SECONDS = 0.1


def _check_board(board: Board, rows: int, cols: int) -> Board:
    board = tuple(int(t) for t in board)
    if len(board) != rows * cols or sorted(board) != list(range(rows * cols)):
        raise ValueError(
            f"a {rows}x{cols} board must hold each of 0 to {rows * cols - 1} exactly once"
        )
    return board


def kernel_tables(dbs: PatternDatabases) -> engine_kernel.Tables:
    """The compiled search's constant arrays for ``dbs`` (made once, kept on ``dbs``)."""
    tables: engine_kernel.Tables | None = dbs.kernel_tables
    if tables is None:
        tables = dbs.kernel_tables = engine_kernel.Tables(dbs)
    return tables


def warm_up(databases: PatternDatabases | None = None) -> float:
    """Compile (or load from numba's on-disk cache) the search loop by solving a board one
    move from the goal: with ``databases`` when given (the loop is compiled apart for
    tables with and without ranked patterns), else a 2x2 board with tables built in
    memory (nothing is written). Returns the seconds it took."""
    from boardgames.games.fifteen.search.pdb.build import build_table
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    start = time.perf_counter()
    if databases is None:
        layout = layout_for(2, 2)
        databases = PatternDatabases(layout, [build_table(layout, p)
                                              for p in range(len(layout.patterns))])
    cells = databases.layout.cells
    board = (*range(1, cells - 1), 0, cells - 1)  # the last tile one move from home
    search(databases, board, time.perf_counter())
    return time.perf_counter() - start


def solve_pdb(board: Board, rows: int, cols: int, *, checked: bool = False,
              budget: Budget = NO_LIMIT) -> SearchResult:
    """Solve a 4x4 position optimally with IDA* and additive pattern databases.

    Args:
        board: tuple of 16 ints, row-major, 0 = blank.
        rows, cols: must be 4 and 4.
        checked: the caller applied the solvability rule to ``board`` already
            (``search.solve`` does); default: it is applied here.
        budget: polled at least every 0.05 s; cancelled, or its ``seconds`` (counted from
            the call) up, ends the search with status ``"cancelled"``. ``budget.report``
            receives a :class:`SearchProgress` about every 0.1 s (``bound`` = the current
            f-bound in moves, ``nodes``, ``seconds``); while the databases are built on
            first use, ``SearchProgress(phase="build")`` instead (about 20 s, once per
            machine; the build polls the budget's cancel flag too).

    Returns:
        A :class:`SearchResult`: status ``"solved"`` with the shortest list of moves
        (direction words the tiles slide), ``"unsolvable"`` with the solvability rule's
        explanation, or ``"cancelled"``. ``optimal`` is True when solved;
        ``bounds`` lists the f-bound of every iteration; ``seconds`` includes loading the
        databases when that happens in this call.

    Raises:
        ValueError: the board is not 4x4 or is not a permutation of 0..15.
    """
    if (rows, cols) != (4, 4):
        raise ValueError(
            f"the pattern-database solver is for the 4x4 puzzle only, not {rows}x{cols}; "
            f"use IDA* with another heuristic for this board"
        )
    return solve_with_databases(board, rows, cols, checked=checked, budget=budget)


def solve_with_databases(board: Board, rows: int, cols: int, *, checked: bool = False,
                         budget: Budget = NO_LIMIT) -> SearchResult:
    """:func:`solve_pdb` for any board of at most 16 cells (small boards use the partition
    of :func:`pdb.layout.default_partition`).

    Raises:
        ValueError: more than 16 cells, or the board is not a permutation of 0..n-1.
    """
    start, budget = time.perf_counter(), from_now(budget)
    from boardgames.games.fifteen.search.pdb.layout import check_supported

    check_supported(rows, cols)
    board = _check_board(board, rows, cols)

    verdict = None if checked else solvability(board, rows, cols)
    if verdict is not None and not verdict.solvable:
        return _result(start, UNSOLVABLE, message=solvability_text(verdict))
    dbs = strongest_stored(rows, cols)
    if dbs is None:
        try:
            dbs = load_databases(rows, cols, progress=budget.report, should_stop=budget.cancelled)
        except BuildCancelled:
            return _result(start, CANCELLED,
                           message="cancelled while building the pattern databases")
    return search(dbs, board, start, budget=budget)


def strongest_stored(rows: int, cols: int) -> PatternDatabases | None:
    """The larger tables of a board (:func:`pdb.layout.large_layout`: 7-7-1 on 4x4, about
    five times fewer nodes than 6-6-3) when they are in memory or intact in the cache
    folder (``boardgames fifteen build-databases`` makes them), else ``None``."""
    from boardgames.games.fifteen.search.pdb.layout import large_layout
    from boardgames.games.fifteen.search.pdb.tables import load_stored

    layout = large_layout(rows, cols)
    return None if layout is None else load_stored(layout)


def search(dbs: PatternDatabases, board: Board, start: float, *,
           budget: Budget = NO_LIMIT) -> SearchResult:
    """IDA* on ``board`` (solvable, valid for the board of ``dbs``) with the tables of
    ``dbs``; ``start`` is the ``time.perf_counter()`` value the result's seconds count
    from; ``budget`` as :func:`solve_pdb`'s (its seconds count from this call). See
    :func:`solve_pdb` for the result."""
    if is_goal(board):
        return _result(start, SOLVED, optimal=True)
    run = _Run(kernel_tables(dbs), board, start, from_now(budget))
    bound = run.st.root_h(run.tables)
    while True:
        if bound >= engine_kernel.MAX_DEPTH:  # depth never exceeds the bound
            return run.result(GAVE_UP, message=f"gave up: solutions longer than "
                                               f"{engine_kernel.MAX_DEPTH - 1} moves are not searched")
        outcome = run.iteration(bound)
        if isinstance(outcome, SearchResult):
            return outcome
        bound = outcome


def _result(start: float, status: str, **kw: Any) -> SearchResult:
    """A result of this engine, its seconds counted from ``start`` (``time.perf_counter()``)."""
    return SearchResult(status=status, algorithm=ALGORITHM, heuristic=HEURISTIC,
                        seconds=time.perf_counter() - start, **kw)


class _Run:
    """One IDA* search run in compiled slices: the kernel's state, the bounds tried, the
    slice's node budget (adapted so that a slice takes about :data:`SLICE_SECONDS`), the
    progress reports (about every :data:`PROGRESS_SECONDS`) and the polls of the budget."""

    def __init__(self, tables: engine_kernel.Tables, board: Board, start: float,
                 budget: Budget):
        self.tables, self.start = tables, start
        self.st = engine_kernel.KernelState(tables, board)
        self.limits = budget  # (self.budget: the slices' node budget)
        self.bounds: list[int] = []
        self.budget = 20_000
        self.last_report = time.perf_counter()
        self.expanded = 0  # the iterations' roots, which the kernel does not count

    def nodes(self) -> int:
        """Nodes expanded so far, over all iterations."""
        return int(self.st.scal[2]) + self.expanded

    def result(self, status: str, **kw: Any) -> SearchResult:
        """The search's result with its node counts and bounds so far."""
        return _result(self.start, status, nodes_expanded=self.nodes(),
                       nodes_generated=int(self.st.scal[3]), bounds=self.bounds, **kw)

    def iteration(self, bound: int) -> SearchResult | int:
        """One iteration with ``bound`` (moves): the result when it finds the goal or is
        cancelled, else the next bound (the smallest f over ``bound``)."""
        self.bounds.append(bound)
        self.st.restart()
        self.expanded += 1  # the root
        self.limits.report(SearchProgress(nodes=self.nodes(), bound=bound,
                                          seconds=time.perf_counter() - self.start))
        self.last_report = time.perf_counter()
        while True:
            status = self._slice(bound)
            now = time.perf_counter()
            if status == engine_kernel.FOUND:
                moves = [DIRECTIONS[int(k)] for k in self.st.path[:int(self.st.scal[0])]]
                return self.result(SOLVED, moves=moves, optimal=True)
            if self.limits.cancelled():
                return self.result(CANCELLED, message=f"cancelled after {self.nodes():,} nodes "
                                                      f"while trying at most {bound} moves")
            if now - self.last_report >= PROGRESS_SECONDS:
                self.last_report = now
                self.limits.report(SearchProgress(nodes=self.nodes(), bound=bound,
                                                  seconds=now - self.start))
            if status == engine_kernel.EXHAUSTED:
                return int(self.st.scal[4])

    def _slice(self, bound: int) -> int:
        """Run the kernel for at most ``budget`` nodes, then double or halve the budget
        (between 1,000 and 50,000,000) when the slice was much shorter or longer than
        :data:`SLICE_SECONDS`; the kernel's status."""
        t0 = time.perf_counter()
        status = engine_kernel.run(self.tables, self.st, bound, self.budget)
        spent = time.perf_counter() - t0
        if status == engine_kernel.BUDGET:
            if spent < SLICE_SECONDS / 2:
                self.budget = min(self.budget * 2, 50_000_000)
            elif spent > SLICE_SECONDS * 2:
                self.budget = max(self.budget // 2, 1_000)
        return status
