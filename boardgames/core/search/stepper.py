"""The search stepper's model (Qt-free): a textbook search of :mod:`.textbook` on any
one-player puzzle, advanced one expansion at a time, and back.

:class:`SearchStepper` pulls the steps of the very generator that :func:`.solve.solve` runs
to the end (breadth-first search, greedy best-first search, A*, IDA*) and keeps what a
teacher wants to point at after each step: the current node, the open list in the order
the search will take it (with g, h and f = g + h), the closed set, the search tree built so
far (parent links, depth = g), the counts of nodes expanded and generated, IDA*'s bound
and iteration, and the path once the goal is reached. The conventions are those of
:mod:`.textbook` (Russell and Norvig's graph search; Red Blob Games' A* pages).

:meth:`SearchStepper.back` is exact: the steps taken are recorded, the stepper keeps a
copy of what it shows every :attr:`SearchStepper.checkpoint_every` steps (200), restores
the last one before the step to return to and replays the recorded steps after it; going
forward again replays them too, so the search itself never runs a step twice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from typing import Any

from boardgames.core.game import Game
from boardgames.core.search.heuristic import Heuristic
from boardgames.core.search.problem import Problem
from boardgames.core.search.steps import Expansion, Iteration, Node, Step
from boardgames.core.search.textbook import a_star_priority, steps

#: The searches of the stepper (names of :mod:`.textbook`), in the order offered.
ALGORITHMS: tuple[str, ...] = ("bfs", "greedy", "a*", "ida*")

#: Node statuses of :meth:`SearchStepper.status`.
OPEN, CLOSED, CURRENT, PATH, PRUNED, DROPPED = "open", "closed", "current", "path", "pruned", "dropped"

#: The farthest distance :func:`positions_at_distance` goes (moves).
MAX_DISTANCE = 25

#: What the stepper shows, copied at each checkpoint (the rest is its settings).
_SHOWN = ("steps", "expanded", "generated", "current", "found", "exhausted", "nodes", "open",
          "closed_states", "stack", "pruned", "threshold", "iteration")


class SearchStepper:
    """One search of ``game`` from ``start``, stepped by hand.

    Args:
        game: a one-player :class:`~boardgames.core.game.Game`; its goal is a terminal state.
        start: the position to solve.
        algorithm: one of :data:`ALGORITHMS`.
        heuristic: the plug-in's estimate (``None``: 0); breadth-first search shows h but
            does not use it.

    Raises:
        ValueError: for an unknown algorithm or a game of more than one player.
    """

    #: Steps between two saved states (Back restores one and replays the steps after it).
    checkpoint_every = 200

    def __init__(self, game: Game[Any, Any], start: Any, algorithm: str = "a*",
                 heuristic: Heuristic | None = None):
        if algorithm not in ALGORITHMS:
            raise ValueError(f"unknown algorithm '{algorithm}'; choose one of: {', '.join(ALGORITHMS)}")
        self.game, self.start = game, start
        self.algorithm, self.heuristic = algorithm, heuristic
        self.problem = Problem.of(game, start, heuristic)
        self._search: Iterator[Step] = steps(self.problem, algorithm)
        self._log: list[tuple[Step, ...]] = []
        self._checkpoints: dict[int, dict[str, Any]] = {}
        h = self.problem.h(start)
        key = (0,) if algorithm == "bfs" else (h, 0) if algorithm == "greedy" else a_star_priority()(0, h, 0)
        self._root = Node(0, start, None, 0, h, None, () if algorithm == "ida*" else key)
        self.reset()

    @property
    def ida(self) -> bool:
        """True for IDA* (a depth-first stack, no open list nor closed set)."""
        return self.algorithm == "ida*"

    def reset(self) -> None:
        """Back to step 0: only the start node, on the open list (or the IDA* stack)."""
        self.steps = self.expanded = self.generated = 0
        self.current = self.found = -1
        self.exhausted = False
        self.nodes: list[Node] = [self._root]
        self.open: dict[int, tuple[float, ...]] = {} if self.ida else {0: self._root.key}
        self.closed_states: dict[Any, int] = {}
        self.stack: list[int] = [0] if self.ida else []
        self.pruned: set[int] = set()
        self.threshold, self.iteration = self._root.h, 1

    @property
    def finished(self) -> bool:
        """True once the goal was reached or nothing is left to expand."""
        return self.found >= 0 or self.exhausted

    # -- stepping ---------------------------------------------------------------------
    def step(self) -> bool:
        """Expand one node; False (and nothing changes) once the search is finished."""
        if self.finished:
            return False
        if self.steps == len(self._log):
            self._log.append(self._pull())
        for event in self._log[self.steps]:
            self._apply(event)
        if not self._log[self.steps]:
            self.exhausted, self.current = True, -1
        self.steps += 1
        if self.steps % self.checkpoint_every == 0 and self.steps not in self._checkpoints:
            self._checkpoints[self.steps] = self._state()
        return True

    def _pull(self) -> tuple[Step, ...]:
        """The search's events up to and with its next expansion (empty: it ended)."""
        events: list[Step] = []
        for event in self._search:
            events.append(event)
            if isinstance(event, Expansion):
                return tuple(events)
        return ()

    def back(self) -> bool:
        """Undo the last step: restore the nearest saved state at or before the step
        before, and replay the steps after it; False at step 0."""
        if self.steps == 0:
            return False
        target = self.steps - 1
        saved = max((k for k in self._checkpoints if k <= target), default=0)
        if saved:
            self.__dict__.update({k: _copied(v) for k, v in self._checkpoints[saved].items()})
        else:
            self.reset()
        while self.steps < target:
            self.step()
        return True

    def run(self, max_steps: int) -> int:
        """Step until finished or ``max_steps`` steps were taken; returns the steps taken."""
        taken = 0
        while taken < max_steps and self.step():
            taken += 1
        return taken

    def _state(self) -> dict[str, Any]:
        return {k: _copied(getattr(self, k)) for k in _SHOWN}

    def _apply(self, event: Step) -> None:
        if isinstance(event, Iteration):
            self.nodes, self.pruned, self.stack = [event.root], set(), [event.root.id]
            self.threshold, self.iteration = event.bound, event.number
            return
        node = event.node
        self.nodes[node.id] = node
        self.current = node.id
        self.expanded += 1
        self.generated += event.generated
        if event.goal:
            self.found = node.id
        if self.ida:
            self.stack.pop()
            self.nodes.extend(sorted(event.children + event.pruned, key=lambda n: n.id))
            self.pruned.update(n.id for n in event.pruned)
            self.stack.extend(n.id for n in reversed(event.children))
            return
        self.open.pop(node.id, None)
        self.closed_states[node.state] = node.id
        for old in event.dropped:
            self.open.pop(old, None)
        for child in event.children:
            self.nodes.append(child)
            self.open[child.id] = child.key

    # -- what the view shows ----------------------------------------------------------
    def open_list(self) -> list[Node]:
        """The open nodes in the order the search will expand them (A*: by f, then h;
        greedy: by h; breadth-first: oldest first; IDA*: the depth-first stack, next
        first)."""
        if self.ida:
            return [self.nodes[i] for i in reversed(self.stack)]
        return [self.nodes[i] for i in sorted(self.open, key=self.open.__getitem__)]

    @property
    def open_count(self) -> int:
        """Nodes on the open list (IDA*: on the depth-first stack)."""
        return len(self.stack) if self.ida else len(self.open)

    def closed(self) -> frozenset[Any]:
        """The states expanded so far (IDA* keeps no closed set: empty)."""
        return frozenset(self.closed_states)

    def branch(self, node_id: int) -> list[Node]:
        """The nodes from the start to ``node_id`` (empty for -1)."""
        return self.nodes[node_id].path() if node_id >= 0 else []

    def dfs_path(self) -> list[Node]:
        """The path from the start to the current node (for IDA*, its depth-first path)."""
        return self.branch(self.current)

    def path(self) -> list[Any]:
        """The states from the start to the goal once found, else ``[]``."""
        return [n.state for n in self.branch(self.found)]

    def moves(self) -> list[Any]:
        """The moves from the start to the goal once found, else ``[]``."""
        return [n.move for n in self.branch(self.found)[1:]]

    def status(self, node_id: int) -> str:
        """One of :data:`PATH` (on the solution; for IDA* also on the path to the current
        node), :data:`CURRENT`, :data:`CLOSED`, :data:`OPEN`, :data:`PRUNED` (IDA*: f over
        the bound) or :data:`DROPPED` (replaced by a shorter way to its state)."""
        return self.statuses()[node_id]

    def statuses(self) -> list[str]:
        """:meth:`status` of every node, by id (one pass)."""
        target = self.found if self.found >= 0 else (self.current if self.ida else -1)
        on_path = {n.id for n in self.branch(target)}
        if self.found < 0:
            on_path.discard(self.current)
        stacked = set(self.stack)
        return [self._status(node, on_path, stacked) for node in self.nodes]

    def _status(self, node: Node, on_path: set[int], stacked: set[int]) -> str:
        if node.id in on_path:
            return PATH
        if node.id == self.current:
            return CURRENT
        if node.id in self.pruned:
            return PRUNED
        if node.id in self.open or node.id in stacked:
            return OPEN
        if self.ida or self.closed_states.get(node.state) == node.id:
            return CLOSED
        return DROPPED


def _copied(value: Any) -> Any:
    """A shallow copy of a list, dict or set; other values (immutable) as they are."""
    if isinstance(value, (list, dict, set)):
        return value.copy()
    return value


def tree_layout(nodes: list[Node], max_depth: int,
                always: Collection[int] = ()) -> dict[int, tuple[float, int]]:
    """Places for drawing the tree down to ``max_depth``: node id -> (column, depth). The
    nodes in ``always`` (a branch from the start, e.g. to the current node) are drawn
    however deep they are.

    Leaves take consecutive columns in depth-first order (children by id); a parent sits
    midway between its first and last child, so no two subtrees overlap.
    """
    children: dict[int, list[int]] = {}
    for node in nodes:
        if node.parent is not None and (node.g <= max_depth or node.id in always):
            children.setdefault(node.parent.id, []).append(node.id)
    places: dict[int, tuple[float, int]] = {}
    next_column = 0.0
    stack: list[tuple[int, bool]] = [(0, False)] if nodes else []
    while stack:
        node_id, done = stack.pop()
        kids = children.get(node_id, [])
        if not kids:
            places[node_id] = (next_column, nodes[node_id].g)
            next_column += 1
        elif done:
            places[node_id] = ((places[kids[0]][0] + places[kids[-1]][0]) / 2, nodes[node_id].g)
        else:
            stack.append((node_id, True))
            stack.extend((k, False) for k in reversed(kids))
    return places


def positions_at_distance(game: Game[Any, Any], origin: Any, distance: int) -> list[Any]:
    """Every state exactly ``distance`` moves from ``origin`` by ``game``'s legal moves
    (breadth-first search), each once, in the order found.

    Raises:
        ValueError: when ``distance`` is outside 0..:data:`MAX_DISTANCE`.
    """
    if not 0 <= distance <= MAX_DISTANCE:
        raise ValueError(f"choose a distance from 0 to {MAX_DISTANCE} moves, not {distance}")
    seen, layer = {origin}, [origin]
    for _ in range(distance):
        following = []
        for state in layer:
            for move in game.legal_moves(state):
                child = game.apply(state, move)
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        layer = following
    return layer


def _same_rules(game: Game[Any, Any]) -> Game[Any, Any]:
    return game


def _always(_game: Game[Any, Any], _state: Any) -> bool:
    return True


def _from_the_start(game: Game[Any, Any], distance: int, rng: random.Random) -> Any:
    layer = positions_at_distance(game, game.initial_state(), distance)
    return rng.choice(layer) if layer else game.initial_state()


@dataclass(frozen=True)
class StepperPuzzle:
    """What a plug-in tells the search stepper about its puzzle (``GamePlugin.stepper``);
    every part has a default that suits any one-player game.

    Attributes:
        rules: ``rules(game) -> game``: the rules the stepper works on when the page plays
            ``game`` (the 15-puzzle: the 8-puzzle, whatever the board's size); default:
            the same rules. When they differ, the stepper opens on a random position.
        random_position: ``random_position(game, distance, rng) -> state``: a position
            ``distance`` moves from the goal (default: from ``game.initial_state()`` by
            :func:`positions_at_distance`, or the initial state when none is that far).
        usable: ``usable(game, state) -> bool``: False for a position from which the
            goal cannot be reached (the stepper refuses it); default: every position.
    """

    rules: Callable[[Game[Any, Any]], Game[Any, Any]] = _same_rules
    random_position: Callable[[Game[Any, Any], int, random.Random], Any] = _from_the_start
    usable: Callable[[Game[Any, Any], Any], bool] = _always
