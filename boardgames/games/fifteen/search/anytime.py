"""Anytime solving of sliding puzzles of every size (Qt-free).

:func:`solve_anytime` answers at once and then keeps improving (Hansen and Zhou 2007,
"Anytime heuristic search"): a valid solution first, then shorter ones as they are found,
until the solution is proved shortest (its length equals an admissible lower bound, or an
optimal search finished) or the time limit runs out.

- 4x4 and smaller: the optimal ``solve(..., "auto")`` (IDA* with pattern databases on
  4x4), which is fast there.
- 5x5: the 24-puzzle engine :func:`engines.anytime24.improve_5x5` (additive pattern databases,
  Korf and Felner 2002; beam search and weighted IDA*) when its databases are on disk
  (``boardgames fifteen build-databases --size 5x5``, about 20 s once), else the
  decomposition below.
- Larger: first the "human" divide-and-conquer solution (a few milliseconds), then
  :func:`.anytime_frames.improve_large`: the outer frames placed by beam search
  (:mod:`engines.frame_beam`), the last 5x5 by the 24-puzzle engine (or a last part of at most
  4x4 optimally), round after round with wider beams, then the best solution's 5x5 part
  improved with the remaining time.
- Without the 24-puzzle databases (neither on disk nor shipped), 5x5 and larger boards
  use :func:`decompose.decompose`: the outer rows and columns placed by weighted A* over
  the line's tiles, the last 4x4 by IDA* with pattern databases; each round tries more
  weights and group sizes and the shortest whole solution is kept.

The lower bound is the linear-conflict heuristic of the start (Hansson, Mayer and Yung
1992) with Korf and Taylor's last-moves enhancement (:mod:`.last_moves`), or the 24-puzzle
databases' bound on 5x5 when that engine is installed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.board_sizes import is_large as is_large  # (its users import it here)
from boardgames.games.fifteen.search.common import Cancelled, check_board, unsolvable_result
from boardgames.games.fifteen.search.result import CANCELLED, SOLVED, UNSOLVABLE, SearchProgress

if TYPE_CHECKING:
    from concurrent.futures import Future

    from boardgames.games.fifteen.search.pdb.tables import PatternDatabases

#: Default time budget in seconds.
DEFAULT_TIME_LIMIT = 10.0

#: Rounds of the decomposition: the ``(weight, tiles per search)`` pairs each line tries.
ROUNDS: tuple[tuple[tuple[float, int], ...], ...] = (
    ((4.0, 8),),
    ((3.0, 4), (4.0, 8)),
    ((3.0, 8), (2.5, 8), (5.0, 8), (3.0, 5), (4.0, 5)),
    ((2.5, 4), (2.0, 8), (6.0, 8), (3.0, 3), (2.5, 5), (3.5, 8)),
)


@dataclass(frozen=True)
class Improvement:
    """A better solution found during an anytime search.

    Attributes:
        length: its number of moves.
        seconds: wall-clock seconds since the search started.
        lower_bound: the admissible lower bound known then (moves).
    """

    length: int
    seconds: float
    lower_bound: int


@dataclass
class AnytimeResult:
    """The outcome of :func:`solve_anytime`.

    Attributes:
        moves: the best solution found (direction words), empty when none.
        optimal: True when proved shortest.
        lower_bound: admissible lower bound of the solution length (moves).
        improvements: every solution found, in order (strictly shorter each time).
        seconds: wall-clock seconds in all.
        status: ``"solved"`` (a solution, possibly not optimal), ``"cancelled"`` (stopped
            by the budget's cancel; ``moves`` keeps the best so far, maybe empty) or
            ``"unsolvable"`` (``message`` says why, in English).
        build_seconds: seconds spent building pattern databases before the search (0.0
            when none was built); ``seconds`` and the improvements' times exclude them.
        compile_seconds: seconds spent compiling the searches before the search, above
            4x4 (:func:`compile_searches`: several seconds once after an install, about
            0.1-0.4 s of loading them from numba's cache later); excluded likewise.
    """

    moves: list[str] = field(default_factory=list)
    optimal: bool = False
    lower_bound: int = 0
    improvements: list[Improvement] = field(default_factory=list)
    seconds: float = 0.0
    status: str = SOLVED
    message: str = ""
    build_seconds: float = 0.0
    compile_seconds: float = 0.0

    @property
    def length(self) -> int:
        """Number of moves of the best solution."""
        return len(self.moves)


#: ``on_improvement(improvement, moves)``: called with every better solution.
ImprovementCallback = Callable[[Improvement, list[str]], None]


class _Run:
    """The state of one anytime search: the best solution, the bound, the clock, and the
    caller's budget (polled for a cancel; its reports)."""

    def __init__(self, board: Board, rows: int, cols: int, time_limit: float | None,
                 on_improvement: ImprovementCallback | None, budget: Budget) -> None:
        self.board, self.rows, self.cols = board, rows, cols
        self.start = time.perf_counter()
        self.deadline = math.inf if time_limit is None else self.start + time_limit
        self.on_improvement, self.budget = on_improvement, budget
        #: The caller's cancel alone, for the searches that must not stop at the deadline.
        self.user_budget = Budget(None, budget.cancelled)
        self.cancelled = False
        self.best: list[str] = []
        self.lower_bound = 0
        self.improvements: list[Improvement] = []
        self.last_report = 0.0
        self.nodes = 0  # nodes generated so far, when the search says
        self.finished: dict[Board, list[str]] = {}  # solved rests of the decomposition
        self.build_seconds = 0.0  # a build inside the search (4x4 and smaller), not counted

    def elapsed(self) -> float:
        return time.perf_counter() - self.start - self.build_seconds

    def stop(self) -> bool:
        """True when the user cancelled or the time is up (polled by the searches)."""
        if self.budget.cancelled():
            self.cancelled = True
        if not self.cancelled and time.perf_counter() - self.last_report > 0.25:
            self.report()
        return self.cancelled or time.perf_counter() >= self.deadline

    def report(self, nodes: int = 0) -> None:
        """Send the budget a report: the best so far (its length and moves), the lower
        bound, the seconds and the nodes (0 when unknown)."""
        self.last_report = time.perf_counter()
        self.budget.report(SearchProgress(nodes=nodes or self.nodes, seconds=self.elapsed(),
                                          best_so_far=len(self.best) or None,
                                          lower_bound=self.lower_bound, plan=tuple(self.best)))

    def offer(self, moves: list[str]) -> None:
        """Keep ``moves`` (a valid solution) when it is shorter than the best so far."""
        if self.improvements and len(moves) >= len(self.best):
            return
        self.best = list(moves)
        found = Improvement(len(moves), self.elapsed(), self.lower_bound)
        self.improvements.append(found)
        if self.on_improvement is not None:
            self.on_improvement(found, list(moves))
        self.report()

    @property
    def proved(self) -> bool:
        return bool(self.improvements) and len(self.best) <= self.lower_bound

    def result(self, optimal: bool = False) -> AnytimeResult:
        status = CANCELLED if self.cancelled else SOLVED
        return AnytimeResult(self.best, optimal or self.proved, self.lower_bound,
                             self.improvements, self.elapsed(), status,
                             build_seconds=self.build_seconds)


def solve_anytime(board: Board, rows: int, cols: int, *,
                  time_limit: float | None = DEFAULT_TIME_LIMIT, optimal: bool = False,
                  on_improvement: ImprovementCallback | None = None, budget: Budget = NO_LIMIT,
                  checked: bool = False) -> AnytimeResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) anytime.

    Args:
        time_limit: seconds to keep improving (``None``: until proved optimal); a smaller
            ``budget.seconds`` wins (both count after the tables' build and compiling).
        optimal: ask for a proof: no time limit, and a final optimal IDA* when the improvements
            did not reach the lower bound (can take very long above 4x4).
        on_improvement: called with ``(Improvement, moves)`` for every better solution.
        budget: ``cancelled()`` polled often: True stops, keeping the best (status
            ``"cancelled"``); ``report`` gets ``SearchProgress(phase="build")`` while tables
            are built (:func:`prepare`), one ``phase="compile"`` (:func:`compile_searches`),
            then at every improvement and every 0.25 s ``best_so_far``, ``lower_bound``,
            ``plan`` (the best moves), ``nodes`` and ``seconds``.
        checked: the caller found ``board`` solvable (``players.SolverPlayer`` does);
            default: the rule is applied here, once (the searches inside are told).

    Returns: an :class:`AnytimeResult`; ``"unsolvable"`` at once for an unsolvable position.

    Raises:
        ValueError: a malformed board, or a negative or non-finite ``time_limit``.
    """
    board = check_board(board, rows, cols)
    if time_limit is not None and not (math.isfinite(time_limit) and time_limit >= 0):
        raise ValueError(f"the time limit must be a number of seconds >= 0, not {time_limit}")
    refused = None if checked else unsolvable_result(board, rows, cols, "anytime")
    if refused:
        return AnytimeResult(status=UNSOLVABLE, message=refused.message)
    if not is_large(rows, cols):
        return _small(_Run(board, rows, cols, None, on_improvement, budget))
    ready = _prepare_large(rows, cols, budget)
    if ready is None:
        return AnytimeResult(status=CANCELLED)
    if budget.seconds is not None:
        time_limit = budget.seconds if time_limit is None else min(time_limit, budget.seconds)
    run = _Run(board, rows, cols, None if optimal else time_limit, on_improvement, budget)
    return _large_result(run, optimal, *ready)


def _prepare_large(rows: int, cols: int, budget: Budget) -> tuple[float, float] | None:
    """Before the clock of a board above 4x4 starts: its tables (:func:`prepare`), then
    its compiled searches (:func:`compile_searches`); ``(build seconds, compile
    seconds)``, or ``None`` when cancelled during the build."""
    built = prepare(rows, cols, budget.report, budget.cancelled)
    if built is None:
        return None
    budget.report(SearchProgress(phase="compile"))
    return built, compile_searches(rows, cols)


def _large_result(run: _Run, optimal: bool, build_seconds: float,
                  compile_seconds: float) -> AnytimeResult:
    """Run the anytime search of a board above 4x4 (:func:`_large`); its result."""
    _large(run, optimal)
    result = run.result()
    result.build_seconds, result.compile_seconds = build_seconds, compile_seconds
    return result


def prepare(rows: int, cols: int, build_progress: Callable[[SearchProgress], None] | None = None,
            should_stop: Callable[[], bool] | None = None) -> float | None:
    """Make ready the pattern databases the anytime search of a board above 4x4 uses:
    the 4x4 ones (the decomposition finishes with a 4x4 search), and on 5x5 the 24-puzzle
    ones when another thread of this process is building them (the app's background
    build: this waits for it instead of falling back to the decomposition). The 5x5
    ones are not built here otherwise: about 20 s, see :func:`_improve_5x5`. A build is
    no search: it reports ``SearchProgress(phase="build")`` to ``build_progress`` and
    polls ``should_stop`` as :func:`pdb.ready.ensure` does, and no time limit applies.

    Returns:
        Seconds spent building or waiting for a build (0.0 when everything was on disk),
        or ``None`` when ``should_stop`` cancelled.
    """
    from boardgames.games.fifteen.search.pdb import ready as pdb_ready
    from boardgames.games.fifteen.search.pdb import tables24 as pdb24
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    layouts = [layout_for(4, 4)]
    if (rows, cols) == (5, 5) and pdb_ready.is_building(pdb24.layout_24()):
        layouts.append(pdb24.layout_24())
    seconds = 0.0
    try:
        for layout in layouts:
            seconds += pdb_ready.ensure(layout, progress=build_progress,
                                        should_stop=should_stop).build_seconds
    except pdb_ready.BuildCancelled:
        return None
    return seconds


def compile_searches(rows: int, cols: int) -> float:
    """Compile (or load from numba's on-disk cache) the compiled searches the anytime
    search of a rows x cols board above 4x4 runs, so that compiling does not eat its time
    limit: the 24-puzzle engine when a 5x5 part is left, else the 4x4 IDA*; the frame beam
    above 5x5; the window searches. Returns the seconds it took: about 0.1 s from the
    cache, 5-15 s on a slow 2-core machine the first time after an install (a cold 5x5
    solve had lost its first 5 of 10 s to compiling, a cold 8x8 one ended 28% longer)."""
    from boardgames.games.fifteen.search.engines import anytime24, frame_beam, ida_lines, ida_pdb

    start = time.perf_counter()
    ida_lines.compile_ahead()
    if min(rows, cols) >= 5:
        anytime24.warm_up()
    else:
        ida_pdb.warm_up()
    if (rows, cols) != (5, 5):
        frame_beam.warm_up()
    return time.perf_counter() - start


def _small(run: _Run) -> AnytimeResult:
    """4x4 and smaller: one optimal search (its database build is not counted; of its
    reports only the build's are passed on)."""
    from boardgames.games.fifteen.search.laboratory import solve

    def report(p: SearchProgress) -> None:
        if p.phase == "build":
            run.budget.report(p)

    found = solve(run.board, run.rows, run.cols, "auto", checked=True,
                  budget=Budget(None, run.budget.cancelled, report))
    run.build_seconds = found.build_seconds
    if not found.solved:
        run.cancelled = True
        return run.result()
    run.lower_bound = found.length
    run.offer(found.moves)
    return run.result(optimal=found.optimal)


def _large(run: _Run, optimal: bool) -> None:
    """Above 4x4: the human solution, then the 24-puzzle engine or the decomposition,
    then (``optimal``) an optimal IDA* for the proof."""
    from boardgames.games.fifteen.search.laboratory import solve
    from boardgames.games.fifteen.search.last_moves import lower_bound

    board, rows, cols = run.board, run.rows, run.cols
    run.lower_bound = lower_bound(board, rows, cols)
    first = solve(board, rows, cols, "human", checked=True, budget=run.user_budget)
    if not first.solved:
        run.cancelled = True
        return
    run.offer(first.moves)
    if run.proved:
        return
    if (rows, cols) == (5, 5):
        if not _improve_5x5(run):
            _decompose_rounds(run)
    elif not _improve_frames(run):
        _decompose_rounds(run)
    if optimal and not run.proved and not run.stop():
        proof = solve(board, rows, cols, "ida*", "linear-conflict", checked=True,
                      budget=Budget(None, run.stop))
        if proof.solved:
            run.lower_bound = proof.length
            run.offer(proof.moves)


#: Seconds the frame rounds get when there is no time limit (``optimal``: the proof after
#: them is an optimal search).
UNLIMITED_FRAME_SECONDS = 60.0


def _improve_frames(run: _Run) -> bool:
    """Boards larger than 5x5: frames by beam search and the rest by the engines
    (:func:`.anytime_frames.improve_large`); False when a 5x5 rest would need the
    24-puzzle databases and they can be had neither from the disk nor from the package."""
    from boardgames.games.fifteen.search import anytime_frames
    from boardgames.games.fifteen.search.pdb import tables24 as pdb24

    if min(run.rows, run.cols) >= 5 and not pdb24.databases_available():
        return False
    left = run.deadline - time.perf_counter()
    deadline = time.monotonic() + (left if math.isfinite(left) else UNLIMITED_FRAME_SECONDS)
    from boardgames.games.fifteen.search.pdb.tables import BuildCancelled

    try:
        anytime_frames.improve_large(run.board, run.rows, run.cols, deadline, run.offer,
                                     Budget(None, run.stop))
    except (Cancelled, BuildCancelled):
        pass
    return True


def round_configs(index: int) -> list[tuple[float, int]]:
    """The ``(weight, tiles per search)`` pairs of round ``index``: :data:`ROUNDS`, then
    pseudo-random ones (seeded by the round, so runs are repeatable)."""
    if index < len(ROUNDS):
        return list(ROUNDS[index])
    import random

    rng = random.Random(index)
    return [(round(rng.uniform(2.0, 6.0), 2), rng.choice((3, 4, 5, 8))) for _ in range(4)]


def _decompose_rounds(run: _Run) -> None:
    """Whole solutions by :func:`decompose.decompose`, round after round, until the time
    is up, the user stops, or the best reaches the lower bound."""
    from boardgames.games.fifteen.search.decompose import decompose, remove_cycles

    index = 0
    try:
        while not run.stop() and not run.proved and index < 200:
            configs = round_configs(index)
            for rows_first in (True, False):
                moves = decompose(run.board, run.rows, run.cols, configs=configs,
                                  finish=lambda part, h, w: _finish(run, part, h, w),
                                  rows_first=rows_first, budget=Budget(None, run.stop),
                                  node_limit=5_000 if index == 0 else 40_000)
                if moves is not None:
                    run.offer(remove_cycles(run.board, run.cols, moves))
                if run.stop():
                    return
            index += 1
    except Cancelled:
        return


def _finish(run: _Run, part: Board, height: int, width: int) -> list[str] | None:
    """The rest of the board (at most 4x4): optimal when the search ends in time, else the
    human solution of the part; ``None`` when the user cancelled."""
    from boardgames.games.fifteen.search.laboratory import solve

    if part in run.finished:
        return run.finished[part]
    found = solve(part, height, width, "auto", checked=True, budget=Budget(None, run.stop))
    if found.solved:
        run.finished[part] = found.moves
        return found.moves
    if run.cancelled:
        return None
    return solve(part, height, width, "human", checked=True).moves


def _improve_5x5(run: _Run) -> bool:
    """Hand a 5x5 board to the 24-puzzle engine (:func:`engines.anytime24.improve_5x5`) when its
    pattern databases are on disk or shipped in the package (unpacked in about 0.2 s);
    False when they are not (building them takes about 15-20 s: ``boardgames fifteen
    build-databases --size 5x5``), so the caller falls back to the decomposition instead
    of spending the time limit on a build. When the larger 6-6-6-6 set is stored but not
    yet in memory, the engine starts with the default set while it loads
    (:func:`pdb.tables24.strongest_24_now`) and goes on with it, from the best solution
    so far, as soon as it is ready."""
    from boardgames.games.fifteen.search.pdb import tables24 as pdb24
    from boardgames.games.fifteen.search.pdb.tables import BuildCancelled

    if not pdb24.databases_available():
        return False
    try:
        databases, pending = pdb24.strongest_24_now(should_stop=run.stop)
        run.lower_bound = max(run.lower_bound, databases.h(run.board))
        while not _engine_24(run, databases, pending) and pending is not None:
            databases, pending = pending.result() or databases, None
            run.lower_bound = max(run.lower_bound, databases.h(run.board))
    except (BuildCancelled, Cancelled):
        pass
    return True


def _engine_24(run: _Run, databases: PatternDatabases,
               pending: Future[PatternDatabases | None] | None) -> bool:
    """One call of the 24-puzzle engine from the best solution so far, until the time
    limit, a cancel, a proof, or (with ``pending``) the larger tables are loaded: True
    unless it ended for them."""
    from boardgames.games.fifteen.search.engines import anytime24

    left = run.deadline - time.perf_counter()
    deadline = time.monotonic() + (left if math.isfinite(left) else 1e9)
    late = anytime24.LATE_AFTER - run.elapsed() if math.isfinite(left) else None

    def found(moves: tuple[str, ...], lower_bound: int) -> None:
        run.lower_bound = max(run.lower_bound, lower_bound)
        run.offer(list(moves))

    def searching(p: SearchProgress) -> None:
        if p.phase == "search":
            run.lower_bound = max(run.lower_bound, p.lower_bound or 0)  # IDA* iterations raise it
            run.nodes = p.nodes

    def stop() -> bool:
        return run.stop() or (pending is not None and pending.done())

    best, bound, proved = anytime24.improve_5x5(run.board, tuple(run.best), deadline, found,
                                                Budget(None, stop, searching), databases=databases,
                                                late_after=late, checked=True)
    run.lower_bound = max(run.lower_bound, bound)
    if best is not None:
        run.offer(list(best))
    if proved:
        run.lower_bound = len(run.best)
        run.report()
    return pending is None or not pending.done() or proved or run.stop()
