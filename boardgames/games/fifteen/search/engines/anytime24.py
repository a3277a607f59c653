"""Anytime search for the 24-puzzle (5x5) with pattern databases (Qt-free).

:func:`improve_5x5` takes a position and optionally a first solution (from the fast
divide-and-conquer solver) and reports ever shorter solutions until a deadline, a cancel
or a proof of optimality. Three kinds of search share the time, all of them pruning every
node with ``g + h >= best`` (``best`` the length of the best solution known), so each
solution found is strictly shorter than the one before (the pruning of anytime heuristic
search, Hansen and Zhou 2007):

* beam search (:mod:`engines.beam24`) in a second thread, so that a second core works on it
  (the compiled layers release the GIL): for widths 1000, 2000, 4000, ... up to 131072,
  a beam from the start, then beams restarted from the boards 10%, 20%, ... 80% of the
  way along the best solution known, keeping its moves up to there. Each wider beam is a
  restart with more memory, in the spirit of restarting weighted search (ARA*, Likhachev,
  Gordon and Thrun 2003); the restarts spend the width on the rest of the way, where the
  databases are more accurate;
* in the calling thread, optimal IDA* on longer and longer tails of the best solution
  (:mod:`engines.tail24`), a shorter tail replacing the old one, :data:`TAIL_SHARE` of that
  thread's time;
* and a portfolio of resumable IDA* searches (:mod:`engines.kernel24`) with weights 1.5 and 1
  (f = g + w h; Pohl 1970, Korf 1993), taking turns in slices of about 0.02 s. The one
  with weight 1 is plain IDA*: each of its completed iterations proves a higher lower
  bound, and a solution it finds is optimal.

With a time limit, after ``late_after`` seconds (:data:`LATE_AFTER` when the caller asks
for it) the calling thread gives all its time to depth-first branch and bound from the
start instead (Lawler and Wood 1966; Zhang and Korf 1995): one depth-first search, the
children in order of h, that prunes only ``g + h >= best`` and goes on from where it was
after each shorter solution. By then the tail search and the weighted lanes have stopped
paying (on Korf and Felner's instances they found nothing after the first second), and a
search that does not start over at every bound finds a solution two moves shorter much
sooner than IDA* reaches that length: instance 5 (optimal 100, beams stuck at 102) was
solved optimally after 43 s of it alone. When it ends without one, the best is proved
shortest. From then on the beams' thread, too, turns from restarts of the beams it has
run to one beam from the start as wide as the time left allows (:func:`late_beam_width`,
by the speed of its beams so far; up to :data:`MAX_LATE_WIDTH`): a beam of 512,000 nodes
found the optimum of instances 1 and 3 in 20-25 s where the beams of 128,000 and branch
and bound stayed two moves above it for the whole minute. When time is left, a second
one ranks the children differently (:data:`LATE_RANKINGS`). Then the restarts go on.

The heuristic is the additive pattern databases of the caller (:mod:`pdb.tables24`: the
6-6-6-6 set once built, else the shipped 5-5-5-5-4; :func:`pdb.tables24.strongest_24`)
with the mirrored lookup. The deadline and the caller's budget are checked between IDA* slices; the
beams' thread is told to stop then and is waited for (it checks between layers: at most
about 0.3 s with the widest beam on a busy machine).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence

from boardgames.core.events import SearchProgress
from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import DIRECTIONS, apply_moves, is_goal
from boardgames.games.fifteen.search.engines import beam24 as pdb24_beam
from boardgames.games.fifteen.search.engines import kernel24 as pdb24_kernel
from boardgames.games.fifteen.search.engines import tail24 as pdb24_tail
from boardgames.games.fifteen.search.engines.kernel import Tables
from boardgames.games.fifteen.search.pdb.tables import PatternDatabases
from boardgames.games.fifteen.search.pdb.tables24 import load_databases_24
from boardgames.games.fifteen.solvability import is_solvable

__all__ = ["WEIGHTS", "improve_5x5", "late_beam_width", "search_with_databases", "warm_up"]

#: The weights of the IDA* lanes (one of them should be 1: plain IDA*, for the proof).
WEIGHTS: tuple[float, ...] = (1.5, 1.0)
#: Share of the first thread's time given to making the best solution's tail optimal
#: (:mod:`engines.tail24`) while it is not proved; the IDA* lanes get the rest (the beams
#: run in a second thread).
TAIL_SHARE = 0.7
#: Seconds after which, with a time limit, the calling thread runs depth-first branch
#: and bound alone (see the module text); ``improve_5x5(late_after=...)``.
LATE_AFTER = 10.0
#: Share of the late phase's time the IDA* lane of weight 1 keeps (its completed
#: iterations raise the lower bound shown).
LATE_IDA_SHARE = 0.2
#: Width of the first beam; each next beam is twice as wide, up to MAX_BEAM_WIDTH.
FIRST_BEAM_WIDTH = 1000
MAX_BEAM_WIDTH = 1 << 17
#: Widest beam of the late phase (about 1.2 KB of memory per node: 650 MB).
MAX_LATE_WIDTH = 1 << 19
#: How much longer than its width predicts, at most, a wider beam takes per node (its
#: arrays fit the processor's caches less well: 1.3 measured from 131,072 to 524,288).
WIDER_SLOWDOWN = 1.5
#: A beam that takes at least this many seconds measures the beams' speed.
RATE_SECONDS = 0.2
#: The late beams, in turn: children ranked as the other beams (False), then by h alone
#: (True); of 512,000 nodes on Korf and Felner's instances, the first finds the optimum
#: of 1 (95 moves; the second 97), the second that of 7 (104; the first 106).
LATE_RANKINGS = (False, True)
#: Where along the best solution the beams restart (fractions of its length), and the
#: step between them.
RESTART_STEP = 0.1
RESTARTS: tuple[float, ...] = tuple(RESTART_STEP * k for k in range(1, 9))
#: Generated nodes per compiled slice (about 0.02 s at 25 million nodes per second).
SLICE_NODES = 400_000
#: Seconds this thread waits for the beams when it has nothing else to do.
SLICE_SECONDS = 0.02
#: Seconds between progress reports.
PROGRESS_SECONDS = 0.1
#: Scale of the integer f values: f = SCALE * g + round(SCALE * w) * h.
SCALE = 100
#: The bound of a branch-and-bound lane: above every f (only the best length prunes).
NO_BOUND = 1 << 60


#: ``on_improvement(moves, lower_bound)``: a strictly shorter solution was found.
ImprovementCallback = Callable[[tuple[str, ...], int], None]


def improve_5x5(board: Sequence[int], incumbent: tuple[str, ...] | None, deadline: float,
                on_improvement: ImprovementCallback, budget: Budget = NO_LIMIT, *,
                databases: PatternDatabases | None = None, weights: Sequence[float] = WEIGHTS,
                late_after: float | None = None, checked: bool = False) -> tuple[tuple[str, ...] | None, int, bool]:
    """Improve a 5x5 solution until ``deadline``, a cancel, or a proof of optimality.

    Args:
        board: 25 ints, row-major, 0 = blank; must be solvable.
        incumbent: a known solution (direction words) or None; only shorter ones count.
        deadline: a ``time.monotonic()`` value; the call returns within about 0.3 s of
            it (not counting a database build).
        on_improvement: called with ``(moves, lower bound)`` for each shorter solution.
        budget: its cancel is polled between beam layers and IDA* slices (``deadline``
            says when, not its seconds); ``report`` gets the core's ``SearchProgress`` about
            every 0.1 s: ``phase="build"`` (``fraction``, ``part`` of ``parts``) during a
            build, then ``nodes``, ``best_so_far`` and the proven ``lower_bound`` (moves).
        databases: the 24-puzzle databases; default :func:`pdb.tables24.load_databases_24`
            (about 0.2 s, or a build of about 20 s once per machine, phase ``"build"``).
        weights: the weights of the IDA* lanes (include 1.0 for lower bounds and proofs).
        late_after: seconds after which this thread runs branch and bound (module text;
            :data:`LATE_AFTER`); None: the tail and IDA* lanes to the end (rising bounds).
        checked: the caller found ``board`` solvable (``anytime.solve_anytime`` does).

    Returns:
        ``(best moves or None, lower bound, optimal)``: the best solution known (else the
        incumbent), an admissible lower bound in moves, and whether the best is proven.

    Raises:
        ValueError: not a 5x5 permutation, unsolvable (unless ``checked``), a bad incumbent.
        pdb_build.BuildCancelled: the budget was cancelled during a database build.
    """
    start = time.monotonic()
    board = _check(board, incumbent, checked)
    if is_goal(board):
        return (), 0, True
    databases = databases or load_databases_24(progress=_build_reporter(budget, start), should_stop=budget.cancelled)
    run = _Run(databases, board, incumbent, deadline, on_improvement, budget, start)
    run.late_at = math.inf if late_after is None else start + late_after
    run.search(weights)
    return run.best, run.lower, run.optimal


def search_with_databases(board: Sequence[int], seconds: float,
                          databases: PatternDatabases | None = None,
                          ) -> tuple[tuple[str, ...] | None, int, bool]:
    """:func:`improve_5x5` with no incumbent, no callbacks and ``seconds`` of time."""
    return improve_5x5(board, None, time.monotonic() + seconds, lambda m, b: None,
                       databases=databases)


def warm_up() -> float:
    """Compile (or load from numba's on-disk cache) the compiled loops of this module by
    improving a 3x3 position with small tables built in memory (nothing is written);
    returns the seconds it took (about 0.3 s from the cache, several seconds the very
    first time). Call it before a timed search so compiling does not eat its time."""
    from boardgames.games.fifteen.search.pdb import build as pdb_build
    from boardgames.games.fifteen.search.pdb.tables24 import layout_24

    start = time.monotonic()
    layout = layout_24(3, 3, ((1, 2, 3, 4), (5, 6, 7, 8)))
    tables = [pdb_build.build_table(layout, p) for p in range(2)]
    dbs = PatternDatabases(layout, tables)
    run = _Run(dbs, (8, 7, 6, 5, 4, 3, 2, 1, 0), None, start + 2.0, lambda m, b: None,
               NO_LIMIT, start)
    run.search((1.5, 1.0))
    return time.monotonic() - start


def _check(board: Sequence[int], incumbent: tuple[str, ...] | None,
           checked: bool = False) -> tuple[int, ...]:
    """The board as a tuple, after checking it and the incumbent (ValueError if bad)."""
    cells = tuple(int(t) for t in board)
    if sorted(cells) != list(range(25)):
        raise ValueError("a 5x5 board must hold each of 0 to 24 exactly once")
    if not checked and not is_solvable(cells, 5, 5):
        raise ValueError("this 5x5 position cannot be solved")
    if incumbent is not None and not is_goal(apply_moves(cells, 5, 5, incumbent)):
        raise ValueError("the incumbent solution does not lead to the goal")
    return cells


def _build_reporter(budget: Budget, start: float) -> Callable[[float, int, int], None]:
    """A database-build callback (``fraction, part, parts``) forwarding to ``budget.report``."""
    report = budget.report

    def on_build(fraction: float, part: int, parts: int) -> None:
        report(SearchProgress(phase="build", fraction=fraction, part=part, parts=parts,
                              seconds=time.monotonic() - start))
    return on_build


class _Lane:
    """One weighted IDA* search of the portfolio, resumable between slices; with
    ``branch_and_bound`` one depth-first search at weight 1 that prunes only by the best
    length (its bound never binds)."""

    def __init__(self, tables: Tables, board: tuple[int, ...], weight: float,
                 branch_and_bound: bool = False) -> None:
        self.weight = weight
        self.wnum = int(round(weight * SCALE))
        self.state = pdb24_kernel.WidaState(tables, board)
        self.branch_and_bound = branch_and_bound
        self.bound = NO_BOUND if branch_and_bound else self.wnum * self.state.root_h
        self.retired = False

    @property
    def nodes(self) -> int:
        """Nodes generated by this lane so far."""
        return int(self.state.scal[3])


class _Run:
    """The state of one :func:`improve_5x5` call: the lanes (one per weight), the best
    solution, the lower bound and the callbacks."""

    def __init__(self, dbs: PatternDatabases, board: tuple[int, ...],
                 incumbent: tuple[str, ...] | None, deadline: float,
                 on_improvement: ImprovementCallback, budget: Budget, start: float) -> None:
        tables = dbs.kernel_tables
        if tables is None:
            tables = dbs.kernel_tables = Tables(dbs)
        self.tables, self.board = tables, board
        self.best = incumbent
        self.lower = pdb24_kernel.WidaState(tables, board).root_h
        self.optimal = incumbent is not None and len(incumbent) <= self.lower
        self.deadline, self.start = deadline, start
        self.on_improvement, self.budget = on_improvement, budget
        self.last_report = start
        self.lanes: list[_Lane] = []
        self.late_at = math.inf  # when this thread turns to branch and bound alone
        self.tail = pdb24_tail.Tail(tables, board)
        if incumbent:
            self.tail.follow([DIRECTIONS.index(m) for m in incumbent])

    @property
    def limit(self) -> int:
        """Solutions must be shorter than this."""
        return pdb24_kernel.MAX_DEPTH if self.best is None else len(self.best)

    def stopped(self, weight: float) -> bool:
        """True at the deadline or when the caller cancels; reports progress."""
        now = time.monotonic()
        if now - self.last_report >= PROGRESS_SECONDS:
            self.last_report = now
            self.budget.report(SearchProgress(
                nodes=sum(lane.nodes for lane in self.lanes), seconds=now - self.start,
                best_so_far=None if self.best is None else len(self.best), lower_bound=self.lower))
        return now >= self.deadline or self.budget.cancelled()

    def search(self, weights: Sequence[float]) -> None:
        """Run the beams in a second thread (:class:`_Beams`) while this one takes turns of
        IDA* slices (the lanes in turn) and slices of the tail search (:data:`TAIL_SHARE`
        of this thread's time while the tail is not proved), taking over the beams'
        solutions between slices, until the deadline, a cancel, a proof, or nothing is
        left to search."""
        self.lanes = [_Lane(self.tables, self.board, w) for w in weights]
        beams = _Beams(self)
        beams.start()
        try:
            self._main_turns(beams)
        finally:
            beams.halt.set()
            beams.join()
        self._take(beams)
        if beams.error is not None:
            raise beams.error

    def _main_turns(self, beams: _Beams) -> None:
        """This thread's part of :meth:`search` (see there); from :attr:`late_at` on,
        depth-first branch and bound alone (:meth:`_late_turns`)."""
        ida_seconds, tail_seconds, turn = 0.0, 0.0, 0
        while not self.optimal and not self.stopped(0.0):
            self._take(beams)
            if time.monotonic() >= self.late_at:
                self._late_turns(beams)
                return
            active = [lane for lane in self.lanes if not lane.retired]
            if not active and self.tail.done:
                if not beams.is_alive():
                    return
                beams.found.wait(SLICE_SECONDS)
                continue
            spent = time.monotonic() - self.start
            if active and (self.tail.done or ida_seconds <= (1.0 - TAIL_SHARE) * spent):
                lane = active[turn % len(active)]
                turn += 1
                t0 = time.monotonic()
                self._slice(lane)
                ida_seconds += time.monotonic() - t0
            else:
                tail_seconds = self._tail_turns(tail_seconds, TAIL_SHARE if active else 1.0)

    def _late_turns(self, beams: _Beams) -> None:
        """Slices of one depth-first branch and bound from the start until the deadline,
        a cancel, or its end (which proves the best solution shortest); the IDA* lane of
        weight 1 keeps :data:`LATE_IDA_SHARE` of the time, to go on raising the lower
        bound."""
        bnb = _Lane(self.tables, self.board, 1.0, branch_and_bound=True)
        self.lanes.append(bnb)
        ida = [lane for lane in self.lanes if lane.wnum == SCALE and not lane.retired
               and not lane.branch_and_bound]
        ida_seconds, start = 0.0, time.monotonic()
        while not bnb.retired and not self.optimal and not self.stopped(1.0):
            self._take(beams)
            if ida and not ida[0].retired and ida_seconds <= LATE_IDA_SHARE * (
                    time.monotonic() - start):
                t0 = time.monotonic()
                self._slice(ida[0])
                ida_seconds += time.monotonic() - t0
            else:
                self._slice(bnb)

    def _take(self, beams: _Beams) -> None:
        """Record the beams' solution, if one came that is shorter than the best."""
        moves = beams.take()
        if moves is not None and len(moves) < self.limit and not self.optimal:
            self._improved(False, moves)

    def _tail_turns(self, spent: float, share: float) -> float:
        """Slices of the tail search while it is owed time (``share`` of this thread's);
        the seconds it has spent in all."""
        while not self.tail.done and spent <= share * (time.monotonic() - self.start):
            if self.optimal or self.stopped(1.0):
                break
            t0 = time.monotonic()
            shorter = self.tail.step(SLICE_NODES)
            spent += time.monotonic() - t0
            if shorter is not None and len(shorter) < self.limit:
                self._improved(False, shorter, from_tail=True)
            if self.tail.proved and self.best is not None:  # the whole path is optimal
                self.lower = len(self.best)
                self.optimal = True
        return spent

    def _slice(self, lane: _Lane) -> None:
        """Run one compiled slice of ``lane`` and act on its outcome."""
        st = lane.state
        status = pdb24_kernel.run(self.tables, st, lane.wnum, SCALE, lane.bound, self.limit,
                                  SLICE_NODES)
        if status == pdb24_kernel.FOUND:
            self._improved(lane.wnum == SCALE and not lane.branch_and_bound, st.moves())
        elif status == pdb24_kernel.EXHAUSTED and lane.branch_and_bound:
            lane.retired = True  # nothing shorter than the best below the start
            self.lower = max(self.lower, self.limit)
            self.optimal = self.best is not None
        elif status == pdb24_kernel.EXHAUSTED:
            following = self._next_bound(lane.wnum, lane.bound, int(st.scal[4]))
            if following is None:
                lane.retired = True
            else:
                lane.bound = following
                st.restart()

    def _next_bound(self, wnum: int, bound: int, minex: int) -> int | None:
        """The bound of a lane's next iteration, or None when the lane is done. At weight
        1 the exhausted iteration raises the lower bound (and may prove the best
        solution optimal)."""
        if wnum == SCALE:
            self.lower = max(self.lower, min(self.limit, minex // SCALE))
            if self.lower >= self.limit:
                self.optimal = self.best is not None
                return None
            return minex
        if minex >= 1 << 59:  # nothing left below the limit at this weight
            return None
        return max(minex, bound + 2 * SCALE)

    def _improved(self, at_weight_one: bool, path: list[int], from_tail: bool = False) -> None:
        """Record a solution (move indexes) and report it."""
        moves = tuple(DIRECTIONS[k] for k in path)
        self.best = moves
        self.tail.follow(path, keep_start=from_tail)
        if at_weight_one:  # IDA* at weight 1 finds a solution no longer than the bound
            self.lower = max(self.lower, len(moves))
        self.optimal = len(moves) <= self.lower
        self.on_improvement(moves, self.lower)


class _Beams(threading.Thread):
    """Beam searches (:mod:`engines.beam24`) in a thread of their own (the compiled layers
    release the GIL, so a second core works on them). For each width, from
    :data:`FIRST_BEAM_WIDTH` doubling up to :data:`MAX_BEAM_WIDTH`: a beam from the start,
    then beams restarted from the boards :data:`RESTARTS` of the way along the best
    solution known, each keeping that solution's moves up to there (near the goal the
    databases are nearly exact, so a beam over the rest does better than the first beam
    did there). At the widest, the sweeps of restarts go on, shifted by half a step each
    time, until :attr:`halt`. From the run's ``late_at`` on, one beam from the start as
    wide as the time left allows comes first (:meth:`_wide_beams`). Every beam is pruned
    by the run's best length as it is when a layer starts. A solution is left in
    :attr:`moves` for the run's thread to take (:meth:`take`); :attr:`found` is set then
    and when the thread ends."""

    def __init__(self, run: _Run) -> None:
        super().__init__(name="24-puzzle beams", daemon=True)
        self.run_ = run
        self.halt = threading.Event()
        self.found = threading.Event()
        self.lock = threading.Lock()
        self.moves: list[int] | None = None
        self.error: BaseException | None = None
        self.rate = 0.0  # nodes a second kept in the layers of the last long beam
        self.widest = 0  # the widest beam from the start that ran to its end
        self.wide_done = False  # the late phase's wide beams have run

    def run(self) -> None:
        """Run the beams until :attr:`halt` is set (or there is nothing to restart)."""
        try:
            width, sweep = FIRST_BEAM_WIDTH, 0
            while not self.halt.is_set():
                if width < MAX_BEAM_WIDTH or sweep == 0:
                    self._next(width, 0.0)
                shift = 0.5 * RESTART_STEP * (sweep % 2)
                for fraction in RESTARTS:
                    if self.halt.is_set() or self.run_.best is None:
                        break
                    self._next(width, fraction + shift)
                if width >= MAX_BEAM_WIDTH:
                    sweep += 1
                width = min(2 * width, MAX_BEAM_WIDTH)
        except BaseException as error:  # handed to the run's thread  # noqa: BLE001
            self.error = error
        finally:
            self.found.set()

    def _next(self, width: int, fraction: float) -> None:
        """The next beam of the schedule (:meth:`_one`), once the late phase's wide beams
        have run when it is due."""
        if not self.wide_done and self.rate and time.monotonic() >= self.run_.late_at:
            self.wide_done = True
            self._wide_beams()
        if not self.halt.is_set():
            self._one(width, fraction)

    def _wide_beams(self) -> None:
        """The late phase's beams: from the start, one for each of
        :data:`LATE_RANKINGS`, each as wide as the time left allows
        (:func:`late_beam_width`) while that is wider than every beam from the start
        before them (see the module text)."""
        run, regular = self.run_, self.widest
        for h_alone in LATE_RANKINGS:
            if self.halt.is_set() or run.best is None:
                return
            width = late_beam_width(regular, self.rate, len(run.best),
                                    run.deadline - time.monotonic())
            if width <= regular:
                return
            self._one(width, 0.0, h_alone)

    def _one(self, width: int, fraction: float, h_alone: bool = False) -> None:
        """One beam of ``width`` nodes a layer, from the board ``fraction`` of the way
        along the best solution (0.0: from the start), the children ranked as
        ``h_alone`` says (:class:`engines.beam24.Beam`); a beam of :data:`RATE_SECONDS` or
        more measures :attr:`rate`, a beam from the start raises :attr:`widest`."""
        run = self.run_
        prefix: list[int] = []
        start = run.board
        best = run.best  # read once: the run's thread may replace it meanwhile
        if fraction > 0.0 and best is not None:
            prefix = [DIRECTIONS.index(m) for m in best[:int(_open_part(run, best) * fraction)]]
            layout = run.tables.layout
            start = apply_moves(run.board, layout.rows, layout.cols,
                                [DIRECTIONS[k] for k in prefix])
        skip = len(prefix)
        began, nodes = time.monotonic(), 0
        beam = pdb24_beam.Beam(run.tables, start, width,
                               min(run.limit - skip, pdb24_kernel.MAX_DEPTH), h_alone=h_alone)
        while not beam.done and not self.halt.is_set():
            beam.step(run.limit - skip)
            nodes += beam.n
        if time.monotonic() - began >= RATE_SECONDS:
            self.rate = nodes / (time.monotonic() - began)
        if fraction == 0.0 and beam.done:
            self.widest = max(self.widest, width)
        if beam.moves is not None:
            moves = prefix + beam.moves
            with self.lock:
                if self.moves is None or len(moves) < len(self.moves):
                    self.moves = moves
            self.found.set()

    def take(self) -> list[int] | None:
        """The solution found since the last call, or None."""
        with self.lock:
            moves, self.moves = self.moves, None
            if self.is_alive():
                self.found.clear()
        return moves


def late_beam_width(widest: int, rate: float, length: int, seconds: float) -> int:
    """The width of a late beam from the start: ``widest`` doubled as often as a beam of
    that width still ends within ``seconds`` at ``rate`` (nodes a second kept in layers,
    :data:`WIDER_SLOWDOWN` times slower per node) with about ``length`` layers (moves), up
    to :data:`MAX_LATE_WIDTH`; ``widest`` itself when no wider beam fits."""
    width = widest
    while 2 * width <= MAX_LATE_WIDTH and WIDER_SLOWDOWN * 2 * width * length <= seconds * rate:
        width *= 2
    return width


def _open_part(run: _Run, best: tuple[str, ...]) -> int:
    """How many of ``best``'s first moves may still be improved: up to where its tail is
    proved optimal (:attr:`engines.tail24.Tail.optimal_from`; a beam restarted beyond it
    cannot find anything shorter), all of them while the tail search works on another
    solution."""
    tail = run.tail
    optimal_from = tail.optimal_from
    return optimal_from if len(tail.path) == len(best) else len(best)
