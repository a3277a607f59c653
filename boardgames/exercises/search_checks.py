"""What the hidden checks of the search and challenge exercises share (Qt-free).

An exercise's ``checks.py`` imports it beside the harness::

    import exercise_harness as h
    from boardgames.exercises import search_checks as sc

The 8-puzzle here is a string of 9 digits read row by row, ``"0"`` the blank, :data:`GOAL`
solved; :func:`goal_distances` knows the true distance of each of its 181 440 solvable
positions (breadth-first search from the goal, once per run: about a third of a second),
so the checks draw random positions at any distance (:func:`random_position`, from a
check's ``h.rng()``). Graphs are dicts ``{node: [neighbours]}`` (:func:`random_graph`).

The judgements (:func:`check_path`, :func:`check_levels` for breadth-first search,
:func:`check_best_first` for A*, :func:`check_passes` for IDA*, :func:`check_estimate`
for a heuristic) fail the running check (:func:`exercise_harness.fail`) with a message
that names the input (``what``, the call as it is shown) and the student's answer; a
named (fixed) example does not show its right answer (:func:`fail_here`). They run in
the checks' process: their time is not the student's. A :class:`Recorder` handed to the
student as ``neighbours`` notes every expansion and stops a search that has surely gone
wrong, so that it fails at once instead of at its time limit.
"""

from __future__ import annotations

import random
import time
from collections import Counter, deque
from collections.abc import Callable, Container, Hashable, Iterable, Sequence
from typing import Any

from boardgames.core.sandbox.session import TooSlow
from boardgames.core.search.problem import Problem
from boardgames.core.search.steps import Iteration
from boardgames.core.search.textbook import ida_star
from boardgames.exercises import harness as h

#: The solved 8-puzzle.
GOAL = "123456780"

Graph = dict[Any, list[Any]]
Neighbours = Callable[[Any], Iterable[Any]]

_TABLE: dict[str, int] = {}
_BY_DEPTH: dict[int, list[str]] = {}


def puzzle_neighbours(state: str, width: int = 3) -> list[str]:
    """The positions one move from ``state`` (a string of width x height digits, ``"0"``
    the blank): the blank swapped with the cell above, below, left and right of it."""
    blank = state.index("0")
    row, col = divmod(blank, width)
    height = len(state) // width
    result = []
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < height and 0 <= c < width:
            cells = list(state)
            cells[blank], cells[r * width + c] = cells[r * width + c], cells[blank]
            result.append("".join(cells))
    return result


def manhattan(state: str) -> int:
    """The Manhattan distance of an 8-puzzle position to :data:`GOAL` (moves)."""
    return sum(abs(i // 3 - (int(t) - 1) // 3) + abs(i % 3 - (int(t) - 1) % 3)
               for i, t in enumerate(state) if t != "0")


def goal_distances() -> dict[str, int]:
    """The true distance (moves) of every solvable 8-puzzle position to :data:`GOAL`."""
    if not _TABLE:
        _TABLE.update(distances(GOAL, puzzle_neighbours))
        for state, depth in sorted(_TABLE.items()):
            _BY_DEPTH.setdefault(depth, []).append(state)
    return _TABLE


def positions_at(depth: int) -> list[str]:
    """The 8-puzzle positions exactly ``depth`` moves from :data:`GOAL` (0 to 31), sorted."""
    goal_distances()
    return _BY_DEPTH.get(depth, [])


def random_position(rng: random.Random, depth: int) -> str:
    """A random 8-puzzle position ``depth`` moves from :data:`GOAL`."""
    return rng.choice(positions_at(depth))


def random_arrangement(rng: random.Random, size: int = 9) -> str:
    """The digits ``0`` to ``size - 1`` in a random order (solvable or not)."""
    cells = [str(d) for d in range(size)]
    rng.shuffle(cells)
    return "".join(cells)


def random_board(rng: random.Random, size: int) -> list[list[int]]:
    """A ``size`` x ``size`` board as a list of rows, the numbers 0 (the blank) to
    ``size * size - 1`` in a random order (solvable or not)."""
    cells = list(range(size * size))
    rng.shuffle(cells)
    return [cells[r * size:(r + 1) * size] for r in range(size)]


def distances(source: Hashable, neighbours: Neighbours, limit: int | None = None,
              target: Any = None) -> dict[Any, int]:
    """Breadth-first search from ``source``: the distance (moves) of every position it
    reaches, up to ``limit`` moves (None: all), or up to one level past ``target`` once
    it is found."""
    distance, queue = {source: 0}, deque([source])
    if target == source:
        limit = 1
    while queue:
        state = queue.popleft()
        if limit is not None and distance[state] >= limit:
            continue
        for nxt in neighbours(state):
            if nxt not in distance:
                distance[nxt] = distance[state] + 1
                queue.append(nxt)
                if nxt == target:
                    limit = distance[nxt] + 1
    return distance


def f_region(start: Hashable, neighbours: Neighbours, estimate: Callable[[Any], int],
             best: int) -> dict[Any, int]:
    """The positions A* may expand from ``start`` when the shortest solution has ``best``
    moves: those with f = g + h at most ``best`` (g their true distance from ``start``),
    with their g. ``estimate`` must be consistent: then every such position has a
    shortest path from ``start`` through such positions only, and breadth-first search
    over them finds them all, with their true g."""
    distance, queue = {start: 0}, deque([start])
    while queue:
        state = queue.popleft()
        for nxt in neighbours(state):
            if nxt not in distance and distance[state] + 1 + estimate(nxt) <= best:
                distance[nxt] = distance[state] + 1
                queue.append(nxt)
    return distance


class Stopped(Exception):
    """Raised in the student's search once its expansions have gone wrong for sure."""


class Recorder:
    """The ``neighbours`` function handed to the student: it notes every position the
    student expands (calls it on), in order, in :attr:`calls`, and the time of the last
    call (``time.monotonic()``) in :attr:`last`.

    A search that has surely gone wrong is stopped (:class:`Stopped` is raised in the
    student's code, and :attr:`stopped` set) at a call on a position not in ``allowed``
    or at call number ``limit`` + 1, so a wrong search does not run to its time limit;
    :func:`search` then lets the judgements say what went wrong.
    """

    def __init__(self, function: Neighbours, allowed: Container[Any] | None = None,
                 limit: int | None = None):
        self.function, self.allowed, self.limit = function, allowed, limit
        self.calls: list[Any] = []
        self.stopped = False
        self.last = 0.0  # time.monotonic() of the last call

    def __call__(self, state: Any) -> list[Any]:
        self.calls.append(state)
        self.last = time.monotonic()
        if self.stopped or (self.limit is not None and len(self.calls) > self.limit) \
                or (self.allowed is not None and not _among(state, self.allowed)):
            self.stopped = True
            raise Stopped("the checks stopped this search here: it has gone wrong")
        return list(self.function(state))


def _among(state: Any, allowed: Container[Any]) -> bool:
    try:
        return state in allowed
    except TypeError:  # unhashable
        return False


def search(name: str, what: str, recorder: Recorder, *args: Any) -> Any:
    """The student's ``name(*args)`` (``recorder`` among the args): its answer, or None
    when ``recorder`` stopped it (the expansions then show what went wrong). A search
    stopped at its time limit while it was still expanding fails with
    ``check.search_too_slow`` (too slow, and what to speed up), not as an endless loop.

    Raises:
        exercise_harness.Fail: the call failed or was stopped; TooSlow: it was stopped
            when the check's calls had run out of time in all (``check.too_slow_total``).
    """
    try:
        return h.call(name, *args, label=what, copy_args=False)
    except h.Fail:
        if not recorder.stopped:
            raise
        return None
    except TooSlow as slow:
        if recorder.calls and h.working(slow, recorder.last):  # still expanding: slow
            h.fail("check.search_too_slow", what, len(recorder.calls))
        if not h.RUN.total_bound:  # no expansions lately, whatever else it calls: stuck
            h.fail("check.too_slow", what, h.RUN.seconds)
        raise


# ------------------------------------------------------------------ graphs


def random_graph(rng: random.Random, size: int, extra: int) -> Graph:
    """A connected graph on the nodes ``0`` to ``size - 1``: a random tree plus ``extra``
    random edges (so mostly with odd cycles: edges inside one level of a breadth-first
    search), each node's neighbours in a random order."""
    nodes = list(range(size))
    rng.shuffle(nodes)
    edges = {frozenset((nodes[i], rng.choice(nodes[:i]))) for i in range(1, size)}
    for _ in range(extra):
        a, b = rng.sample(nodes, 2)
        edges.add(frozenset((a, b)))
    graph: Graph = {node: [] for node in range(size)}
    for a, b in (tuple(edge) for edge in edges):
        graph[a].append(b)
        graph[b].append(a)
    for node in graph:
        graph[node].sort()
        rng.shuffle(graph[node])
    return graph


def graph_function(graph: Graph) -> Callable[[Any], list[Any]]:
    """``neighbours(node)`` of ``graph`` (a node it does not have has none)."""
    def neighbours(node: Any) -> list[Any]:
        try:
            return list(graph.get(node, []))
        except TypeError:  # an unhashable "node"
            return []
    return neighbours


def on_graph(call: str, graph: Graph) -> str:
    """How a call on ``graph`` is shown, as Python (no words to translate):
    ``neighbours = {0: [1, 2], ...}.get; call``."""
    return f"neighbours = {graph!r}.get; {call}"


def landmark_estimate(rng: random.Random, graph: Graph, goal: Any,
                      landmarks: int = 2) -> dict[Any, int]:
    """A consistent estimate of the distance to ``goal`` on the connected ``graph`` (never
    more than the true distance, never dropping by more than 1 along an edge):
    ``max |d(v, L) - d(goal, L)|`` over a few random landmarks L."""
    function = graph_function(graph)
    tables = [distances(mark, function) for mark in rng.sample(sorted(graph), landmarks)]
    return {v: max(abs(t[v] - t[goal]) for t in tables) for v in graph}


# ------------------------------------------------------------------ judgements


def fail_here(what: str, got: Any) -> None:
    """Fail a named (fixed) example without showing its right answer."""
    h.fail("check.wrong_answer", what, h.show(got))


def check_estimate(name: str, argument: Any, right: int, moves: int | None = None,
                   reveal: bool = True) -> None:
    """The student's estimate ``name(argument)`` must be a number, never more than the
    true distance ``moves`` (when given), and exactly ``right``; a named (fixed) example,
    ``reveal`` False, does not show its right value."""
    what = h.call_text(name, [argument])
    value = h.call(name, argument)
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if number and moves is not None and value > moves:
        h.fail("check.overestimates", h.show(argument), h.show(value), moves)
    if not number or value != right:
        if reveal:
            h.fail("check.wrong_value", what, h.show(value), right)
        fail_here(what, value)


def estimate_checks(name: str, truth: Callable[[str], int],
                    named: dict[str, Sequence[str]]) -> list[tuple[str, Callable[[], None]]]:
    """The checks of an 8-puzzle estimate ``name(state)`` whose right values ``truth``
    gives: the named examples (check id -> positions; their right values not shown),
    then 500 random arrangements of the digits (exact values), then 1500 random solvable
    positions at random distances (exact, and never more than the true distance)."""
    def fixed(states: Sequence[str]) -> Callable[[], None]:
        def check() -> None:
            for state in states:
                check_estimate(name, state, truth(state), goal_distances().get(state),
                               reveal=False)
        return check

    def random_arrangements() -> None:
        rng = h.rng()
        for _ in range(500):
            state = random_arrangement(rng)
            check_estimate(name, state, truth(state))

    def never_overestimates() -> None:
        rng = h.rng()
        for _ in range(1500):
            depth = rng.randint(0, 31)
            state = random_position(rng, depth)
            check_estimate(name, state, truth(state), depth)

    return [(key, fixed(states)) for key, states in named.items()] + [
        ("random_arrangements", random_arrangements),
        ("never_overestimates", never_overestimates)]


def check_path(what: str, path: Any, start: Any, goal: Any, neighbours: Neighbours,
               best: int | None) -> None:
    """``path`` must be a path of ``best`` moves from ``start`` to ``goal`` (each step
    among ``neighbours`` of the one before), or None when ``best`` is None (no path)."""
    if best is None:
        if path is not None:
            h.fail("check.path_for_unreachable", what, h.show(path))
        return
    if path is None:
        h.fail("check.no_path", what, best)
    if not isinstance(path, (list, tuple)) or not path or path[0] != start or path[-1] != goal:
        h.fail("check.path_ends", what, h.show(path))
    for i in range(1, len(path)):
        if not _one_move(neighbours, path[i - 1], path[i]):
            h.fail("check.path_step", what, h.show(path), i, h.show(path[i]))
    if len(path) - 1 != best:
        h.fail("check.path_longer", what, len(path) - 1, h.show(path), best)


def _one_move(neighbours: Neighbours, before: Any, after: Any) -> bool:
    try:
        return after in list(neighbours(before))
    except Exception:  # not a position at all
        return False


def check_levels(what: str, expanded: Sequence[Any], start: Any, goal: Any,
                 depth: dict[Any, int]) -> None:
    """Breadth-first search level by level: ``expanded`` (the positions the student
    expanded, in order) holds each position once, never the goal, and no position
    ``d`` moves from ``start`` before every position ``d - 1`` moves from it (any order
    within a level). ``depth``: the true distance from ``start`` of each position it
    reaches. When ``goal`` is not among them, every one of them must be expanded."""
    waiting = Counter(depth.values())
    seen: dict[Any, int] = {}
    for number, state in enumerate(expanded, 1):
        if not isinstance(state, Hashable) or state not in depth:
            h.fail("check.not_reached", what, number, h.show(state))
        if state in seen:
            h.fail("check.expanded_twice", what, h.show(state), seen[state], number)
        if state == goal:
            h.fail("check.expanded_goal", what, h.show(goal), number)
        level = depth[state]
        if level > 0 and waiting[level - 1]:
            before = min((s for s, d in depth.items() if d == level - 1 and s not in seen),
                         key=repr)
            h.fail("check.deeper_first", what, number, h.show(state), level, h.show(before),
                   level - 1)
        seen[state] = number
        waiting[level] -= 1
    if goal not in depth and len(seen) < len(depth):
        h.fail("check.stopped_early", what, len(seen), len(depth))


def check_best_first(what: str, expanded: Sequence[Any], start: Any, goal: Any,
                     neighbours: Neighbours, estimate: Callable[[Any], int],
                     best: int) -> None:
    """A* with a consistent estimate: every position in ``expanded`` at most once, never
    the goal, and none with f = g + h above ``best`` (:func:`check_f`)."""
    seen: dict[Any, int] = {}
    for number, state in enumerate(expanded, 1):
        if not isinstance(state, Hashable):
            h.fail("check.not_reached", what, number, h.show(state))
        if state in seen:
            h.fail("check.expanded_twice", what, h.show(state), seen[state], number)
        if state == goal:
            h.fail("check.expanded_goal", what, h.show(goal), number)
        seen[state] = number
    check_f(what, expanded, start, neighbours, estimate, best)


def check_f(what: str, expanded: Sequence[Any], start: Any, neighbours: Neighbours,
            estimate: Callable[[Any], int], best: int) -> None:
    """No position in ``expanded`` has f = g + h above ``best`` (g: its true distance from
    ``start``); A* and IDA* never need to expand one (with a consistent estimate)."""
    region = f_region(start, neighbours, estimate, best)
    for number, state in enumerate(expanded, 1):
        if not _among(state, region) or region[state] + estimate(state) > best:
            g = distances(start, neighbours, target=state).get(state) \
                if isinstance(state, Hashable) else None
            if g is None:
                h.fail("check.not_reached", what, number, h.show(state))
            h.fail("check.beyond_bound", what, h.show(state), g + estimate(state), best)


def ida_bounds(start: Any, goal: Any, neighbours: Neighbours,
               estimate: Callable[[Any], int]) -> list[int]:
    """The bounds of IDA*'s passes (Korf 1985) from ``start``: ``estimate(start)``, then
    each time the smallest f = g + h that was above the last, until a pass reaches
    ``goal`` (positions on the current path are skipped): the core's textbook IDA*
    (:func:`boardgames.core.search.textbook.ida_star`). Empty when it cannot."""
    problem = Problem(start, lambda state: [(None, child) for child in neighbours(state)],
                      lambda state: state == goal, estimate)
    bounds = []
    for step in ida_star(problem, avoid_path=True):
        if isinstance(step, Iteration):
            bounds.append(step.bound)
        elif step.goal:
            return bounds
    return []


def check_passes(what: str, expanded: Sequence[Any], start: Any, neighbours: Neighbours,
                 estimate: Callable[[Any], int], bounds: list[int]) -> None:
    """IDA*'s passes: one for each of ``bounds`` (:func:`ida_bounds`), each beginning with
    the start's expansion, then depth first: every expansion a child of a position on the
    current path, not on the path itself, and with f = g + h (g: its depth on the path)
    within the pass's bound. Where a position is a child of several positions on the
    path, the deepest one within the bound is its parent (with a true distance at most 8
    moves above ``estimate(start)`` that is the only one: the 8-puzzle's shortest cycle
    has 12 moves)."""
    for number in range(3, len(expanded) + 1):   # X, a child of X, X again: a step back
        before, child, state = expanded[number - 3:number]
        if state == before != start != child and _one_move(neighbours, before, child):
            h.fail("check.back_on_path", what, number, h.show(state))
    passes = sum(1 for state in expanded if state == start)
    if passes != len(bounds) or (expanded and expanded[0] != start):
        h.fail("check.bound_passes", what, passes, len(bounds),
               ", ".join(str(b) for b in bounds))
    path: list[Any] = []
    index = -1
    for number, state in enumerate(expanded, 1):
        if state == start:
            path, index = [start], index + 1
            continue
        bound = bounds[index]
        depth = _parent_depth(path, state, neighbours, estimate, bound) + 1
        if depth == 0:
            h.fail("check.not_depth_first", what, number, h.show(state))
        del path[depth:]
        if state in path:
            h.fail("check.back_on_path", what, number, h.show(state))
        if depth + estimate(state) > bound:
            h.fail("check.above_bound", what, h.show(state), depth, depth + estimate(state),
                   bound)
        path.append(state)


def _parent_depth(path: list[Any], state: Any, neighbours: Neighbours,
                  estimate: Callable[[Any], int], bound: int) -> int:
    """The depth on ``path`` of ``state``'s parent: the deepest position it is a child of
    within ``bound``, else the deepest it is a child of; -1 when none."""
    parents = [k for k in range(len(path) - 1, -1, -1) if _one_move(neighbours, path[k], state)]
    within = [k for k in parents if k + 1 + estimate(state) <= bound]
    return (within or parents or [-1])[0]
