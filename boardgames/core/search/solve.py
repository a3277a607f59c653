"""Running a textbook search to the end under a budget (Qt-free).

:func:`solve` drives the generator of :mod:`.textbook` named by the algorithm, stops it
when the budget is cancelled, the time is up or the node limit is reached, sends
:class:`~boardgames.core.events.SearchProgress` reports and returns a
:class:`~.result.SearchResult`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from boardgames.core.events import SearchProgress
from boardgames.core.players import NO_LIMIT, Budget
from boardgames.core.search.problem import Problem
from boardgames.core.search.result import CANCELLED, GAVE_UP, SOLVED, SearchResult
from boardgames.core.search.steps import Expansion, Node, Step
from boardgames.core.search.textbook import OPTIMAL, steps

#: Default cap of the searches that keep nodes in memory: nodes expanded before giving up.
DEFAULT_NODE_LIMIT = 2_000_000

#: Expansions between two looks at the clock and the cancel flag.
POLL_EVERY = 1024

#: Seconds between two progress reports.
PROGRESS_INTERVAL = 0.1


class _Watch:
    """The budget of one search: cancel, time, node limit and progress reports."""

    def __init__(self, budget: Budget, preview: bool):
        self.budget, self.preview = budget, preview
        self.start = time.perf_counter()
        self.end = None if budget.seconds is None else self.start + budget.seconds
        self.next_report = self.start + PROGRESS_INTERVAL

    def stop(self) -> bool:
        """True when the search must stop (cancelled or out of time)."""
        return self.budget.cancelled() or (self.end is not None and time.perf_counter() > self.end)

    def report(self, nodes: int, bound: int | None, open_size: int, state: object,
               force: bool = False) -> None:
        now = time.perf_counter()
        if force or now >= self.next_report:
            self.next_report = now + PROGRESS_INTERVAL
            self.budget.report(SearchProgress(nodes=nodes, seconds=now - self.start, bound=bound,
                                              open_size=open_size,
                                              preview=state if self.preview else None))


class _Run:
    """The counters of one run (kept when it stops early)."""

    def __init__(self) -> None:
        self.expanded = self.generated = self.peak = 0
        self.bounds: list[int] = []
        self.goal: Expansion | None = None


def solve(problem: Problem, algorithm: str = "a*", *, weight: float = 2.0,
          node_limit: int | None = None, max_bound: int | None = None,
          budget: Budget = NO_LIMIT, preview: bool = False) -> SearchResult:
    """Run ``algorithm`` (a name of :data:`.textbook.ALGORITHMS`) on ``problem`` to the end.

    Args:
        weight: weighted A*'s w >= 1.
        node_limit: expansions before the searches that keep nodes (all but IDA*) give
            up (default :data:`DEFAULT_NODE_LIMIT`); status ``"gave_up"``, ``limit_unit``
            ``"nodes"``.
        max_bound: IDA* gives up before an iteration whose bound exceeds it (moves).
        budget: cancelled or ``seconds`` up: status ``"cancelled"``; progress reports
            (:class:`~boardgames.core.events.SearchProgress`) about every 0.1 s and at
            each IDA* iteration.
        preview: put the state being expanded in the reports (small boards).

    Returns:
        SearchResult (``optimal`` when the search guarantees it with ``problem``'s
        heuristic); status ``"gave_up"`` also when the open list ran empty (no solution).

    Raises:
        ValueError: for an unknown algorithm or a weight below 1.
    """
    limit = DEFAULT_NODE_LIMIT if node_limit is None else max(1, int(node_limit))
    if algorithm == "ida*":
        limit = 0
    watch, run = _Watch(budget, preview), _Run()
    status = _drive(steps(problem, algorithm, weight, max_bound), run, watch, limit,
                    _bound_of(algorithm, weight))
    optimal = status == SOLVED and problem.admissible and (
        algorithm in OPTIMAL or (algorithm == "weighted-a*" and weight == 1))
    result = SearchResult(status, run.goal.node.moves() if run.goal else [], optimal,
                          run.expanded, run.generated, run.peak, time.perf_counter() - watch.start,
                          algorithm, bounds=run.bounds)
    if status == GAVE_UP:
        result.limit, result.limit_unit = ((max_bound, "moves") if algorithm == "ida*"
                                           else (limit, "nodes"))
    return result


def _bound_of(algorithm: str, weight: float) -> Callable[[Node], int | None]:
    """What a progress report calls the bound of an expanded node: the depth for
    breadth-first search, else its priority when it is a whole number of moves."""
    if algorithm == "bfs":
        return lambda node: node.g
    if algorithm == "weighted-a*" and not float(weight).is_integer():
        return lambda node: None
    return lambda node: int(node.key[0]) if node.key else None


def _drive(search: Iterator[Step], run: _Run, watch: _Watch, limit: int,
           bound_of: Callable[[Node], int | None]) -> str:
    """Run ``search`` within ``watch``'s budget and ``limit`` expansions (0: none); the
    status."""
    bound: int | None = None
    for step in search:
        if not isinstance(step, Expansion):
            bound = step.bound
            run.bounds.append(bound)
            watch.report(run.expanded, bound, 0, step.root.state, force=True)
            continue
        if step.goal:
            run.goal = step
            run.expanded += 1
            return SOLVED
        if limit and run.expanded >= limit:
            return GAVE_UP
        run.expanded += 1
        run.generated += step.generated
        run.peak = max(run.peak, step.open_size)
        if run.expanded % POLL_EVERY == 0:
            if watch.stop():
                return CANCELLED
            watch.report(run.expanded, bound if bound is not None else bound_of(step.node),
                         step.open_size, step.node.state)
    return GAVE_UP
