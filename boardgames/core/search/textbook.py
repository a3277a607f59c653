"""The textbook searches over a one-player puzzle, written once for every game (Qt-free).

Each search is a generator of its :mod:`.steps`: one :class:`~.steps.Expansion` per node
expanded (and, for IDA*, an :class:`~.steps.Iteration` when a bound starts), so
:func:`.solve.solve` runs the very code that the search stepper shows one step at a time.

* :func:`graph_search`: best-first graph search (Russell and Norvig's GRAPH-SEARCH) with an
  open list ordered by a priority and a closed set; :func:`breadth_first`, :func:`a_star`
  (Hart, Nilsson and Raphael 1968), weighted A* (Pohl 1970, the weight of :func:`a_star`)
  and :func:`greedy` (Doran and Michie 1966) are its priorities.
* :func:`ida_star`: iterative-deepening A* (Korf 1985), depth first within an f-bound.

Conventions: the goal test is made when a node is expanded, for every search; children are
generated in the order of ``problem.successors``; a child whose state is closed is dropped;
a child whose state is open replaces the open node only when it has a smaller g. With a
consistent heuristic A* never needs to reopen a closed state; with an admissible one IDA*
finds a shortest solution.
"""

from __future__ import annotations

import heapq
import itertools
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from boardgames.core.search.problem import Problem
from boardgames.core.search.steps import Expansion, Iteration, Node, Step

#: ``priority(g, h, id) -> key``: the order of the open list (smallest first).
Priority = Callable[[int, int, int], tuple[float, ...]]


def _fifo(g: int, h: int, node_id: int) -> tuple[float, ...]:
    return (node_id,)


def _by_h(g: int, h: int, node_id: int) -> tuple[float, ...]:
    return (h, node_id)


def a_star_priority(weight: float = 1.0) -> Priority:
    """f = g + weight * h, ties to the smaller h (the deeper node), then the older node."""
    if weight == 1:
        return lambda g, h, node_id: (g + h, h, node_id)
    return lambda g, h, node_id: (g + weight * h, h, node_id)


class GraphSearch:
    """The state of one best-first graph search: the open list (a binary heap with lazy
    deletion, a FIFO queue for breadth-first search, and the open node of each state), the
    closed set (state -> node id) and the node count. :meth:`steps` runs it."""

    def __init__(self, problem: Problem, priority: Priority):
        self.problem, self.priority = problem, priority
        self.closed: dict[Any, int] = {}
        self.open: dict[Any, Node] = {}
        self.heap: list[tuple[tuple[float, ...], Node]] = []
        # Breadth-first search's priority is the node's number: a FIFO queue gives the same
        # order as the heap, without its comparisons.
        self.queue: deque[Node] | None = deque() if priority is _fifo else None
        self.count = 0
        h = problem.h(problem.start)
        self._push(Node(0, problem.start, None, 0, h, None, priority(0, h, 0)))

    def _push(self, node: Node) -> None:
        self.count += 1
        self.open[node.state] = node
        if self.queue is not None:
            self.queue.append(node)
        else:
            heapq.heappush(self.heap, (node.key, node))

    def _pop(self) -> Node | None:
        queue, heap = self.queue, self.heap
        while queue or heap:
            node = queue.popleft() if queue is not None else heapq.heappop(heap)[1]
            if self.open.get(node.state) is node:
                del self.open[node.state]
                return node
        return None

    def steps(self) -> Iterator[Expansion]:
        """Expand nodes until the goal is expanded (the last step has ``goal=True``) or
        the open list runs empty."""
        problem, h, priority, closed, open_nodes = (self.problem, self.problem.h, self.priority,
                                                    self.closed, self.open)
        while (node := self._pop()) is not None:
            closed[node.state] = node.id
            if problem.is_goal(node.state):
                yield Expansion(node, True, open_size=len(open_nodes))
                return
            children: list[Node] = []
            dropped: list[int] = []
            generated, g = 0, node.g + 1
            for move, state in problem.successors(node.state):
                generated += 1
                if state in closed:
                    continue
                old = open_nodes.get(state)
                if old is not None:
                    if old.g <= g:
                        continue
                    dropped.append(old.id)
                hv = h(state)
                child = Node(self.count, state, node, g, hv, move, priority(g, hv, self.count))
                self._push(child)
                children.append(child)
            yield Expansion(node, False, tuple(children), (), tuple(dropped), generated,
                            len(open_nodes))
            if self.queue is not None:  # breadth-first: the goal test as children are made
                goal = next((c for c in children if problem.is_goal(c.state)), None)
                if goal is not None:
                    del open_nodes[goal.state]
                    closed[goal.state] = goal.id
                    yield Expansion(goal, True, open_size=len(open_nodes))
                    return


def graph_search(problem: Problem, priority: Priority) -> Iterator[Expansion]:
    """Best-first graph search of ``problem`` with the open list ordered by ``priority``."""
    return GraphSearch(problem, priority).steps()


def breadth_first(problem: Problem) -> Iterator[Expansion]:
    """Breadth-first search (Moore 1959): first in, first out; its solution is shortest.
    The goal is tested as each child is made (the early goal test): the goal is then
    expanded next, without first expanding the rest of the level before it, which would
    not find a shorter solution. It shows h but does not use it."""
    return graph_search(problem, _fifo)


def a_star(problem: Problem, weight: float = 1.0) -> Iterator[Expansion]:
    """A* (Hart, Nilsson and Raphael 1968) by f = g + h; with ``weight`` w > 1, weighted A*
    (Pohl 1970) by g + w * h: fewer expansions, solutions at most w times the shortest.

    Raises:
        ValueError: for a weight below 1.
    """
    if not weight >= 1:
        raise ValueError(f"the weight must be a number of at least 1, not {weight:g}")
    return graph_search(problem, a_star_priority(weight))


def greedy(problem: Problem) -> Iterator[Expansion]:
    """Greedy best-first search (Doran and Michie 1966): the smallest h first, the moves
    made ignored; fast, never guaranteed shortest."""
    return graph_search(problem, _by_h)


def ida_star(problem: Problem, max_bound: int | None = None,
             avoid_path: bool = False) -> Iterator[Step]:
    """IDA* (Korf 1985): depth-first iterations with a growing bound on f = g + h.

    Each iteration starts from the start (an :class:`~.steps.Iteration`, its tree numbered
    from 0 again) and expands depth first, the children in generation order, never the
    move back to the parent's state (with ``avoid_path``: never a state on the current
    path, the variant that also cuts longer cycles); a child whose f exceeds the bound is
    pruned. The next bound is the smallest pruned f. The search ends when the goal is
    expanded, when nothing was pruned (no solution), or before an iteration whose bound
    exceeds ``max_bound``.
    """
    h_start = problem.h(problem.start)
    bound, number = h_start, 1
    while max_bound is None or bound <= max_bound:
        root = Node(0, problem.start, None, 0, h_start)
        yield Iteration(number, bound, root)
        stack, ids, next_bound = [root], itertools.count(1), None
        while stack:
            node = stack.pop()
            if problem.is_goal(node.state):
                yield Expansion(node, True, open_size=len(stack))
                return
            children, pruned = _children_within(problem, node, bound, ids, avoid_path)
            if pruned:  # the next bound: the smallest f pruned in this iteration
                smallest = min(child.g + child.h for child in pruned)
                next_bound = smallest if next_bound is None else min(next_bound, smallest)
            stack.extend(reversed(children))
            yield Expansion(node, False, tuple(children), tuple(pruned), (),
                            len(children) + len(pruned), len(stack))
        if next_bound is None:
            return
        bound, number = next_bound, number + 1


def _children_within(problem: Problem, node: Node, bound: int, ids: Iterator[int],
                     avoid_path: bool) -> tuple[list[Node], list[Node]]:
    """IDA*'s children of ``node`` in generation order, numbered by ``ids``, split into
    those with f = g + h within ``bound`` and those pruned (f over it). The move back to
    the parent's state is never made; with ``avoid_path``, no move to a state on the path."""
    back = node.parent.state if node.parent is not None else None
    on_path = {n.state for n in node.path()} if avoid_path else ()
    children: list[Node] = []
    pruned: list[Node] = []
    for move, state in problem.successors(node.state):
        if state == back or state in on_path:
            continue
        child = Node(next(ids), state, node, node.g + 1, problem.h(state), move)
        (pruned if child.g + child.h > bound else children).append(child)
    return children, pruned


#: The textbook searches by name: ``name -> (problem, weight, max_bound) -> steps``.
def steps(problem: Problem, algorithm: str, weight: float = 2.0,
          max_bound: int | None = None) -> Iterator[Step]:
    """The steps of ``algorithm`` (one of :data:`ALGORITHMS`) on ``problem``; ``weight``
    is weighted A*'s w, ``max_bound`` IDA*'s largest bound (moves).

    Raises:
        ValueError: for an unknown algorithm or a weight below 1.
    """
    if algorithm == "bfs":
        return breadth_first(problem)
    if algorithm == "a*":
        return a_star(problem)
    if algorithm == "weighted-a*":
        return a_star(problem, weight)
    if algorithm == "greedy":
        return greedy(problem)
    if algorithm == "ida*":
        return ida_star(problem, max_bound)
    raise ValueError(f"unknown search '{algorithm}'; choose one of: {', '.join(ALGORITHMS)}")


#: The names :func:`steps` knows.
ALGORITHMS: tuple[str, ...] = ("bfs", "a*", "weighted-a*", "greedy", "ida*")

#: The searches whose solutions are shortest (breadth-first search always; A* and IDA*
#: with an admissible heuristic).
OPTIMAL: frozenset[str] = frozenset({"bfs", "a*", "ida*"})
