"""A search that advances one expansion at a time, and back (Qt-free model of the search
stepper).

:class:`SearchStepper` runs breadth-first search, greedy best-first search, A* (Hart,
Nilsson and Raphael 1968) or IDA* (Korf 1985) on a sliding-puzzle position, one *step* = one
node expanded, and exposes everything a teacher wants to point at after each step: the
current node, the open list in the order the search will take it (with g, h and
f = g + h), the closed set, the search tree built so far (parent links, depth = g), the
counts of nodes expanded and generated, and the path once the goal is reached.

Conventions (those of Russell and Norvig's graph search, and Red Blob Games' A* pages):

* The goal test is made when a node is *expanded* (taken off the open list), for every
  algorithm; a child already closed is dropped; a child already open is replaced only
  when it is reached with a smaller g (lazy deletion of the old entry).
* Ties: A* takes the smallest (f, h, id), greedy (h, id), breadth-first search the oldest
  id (first in, first out). Children are generated in the order Up, Down, Left, Right
  (the direction the tile slides), so every run is deterministic.
* IDA* keeps no open list: it searches depth first, skipping the move back to the parent,
  and does not descend into a child whose f exceeds the threshold (the child is kept in
  the tree, marked ``pruned``). When the depth-first stack runs out, the threshold becomes
  the smallest pruned f and the next iteration starts from the start (its tree restarts;
  the counts go on).
* "generated" counts every child produced, duplicates included.

:meth:`SearchStepper.back` is exact: the stepper keeps a copy of its whole state every
:attr:`SearchStepper.checkpoint_every` steps (200), restores the last one before the step
to return to and re-runs the few expansions after it. The search is deterministic, so the
state is exactly the one shown before (the tests compare them field by field), and going
back costs at most 200 expansions (milliseconds) however long the search has run.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Collection
from dataclasses import dataclass

from boardgames.games.fifteen.board import Board, goal, is_goal, neighbours
from boardgames.games.fifteen.search.common import check_board
from boardgames.games.fifteen.search.heuristics import get_heuristic
from boardgames.games.fifteen.solvability import is_solvable

#: The algorithms of the stepper, by short name.
ALGORITHMS: tuple[str, ...] = ("bfs", "greedy", "astar", "idastar")
#: The heuristics offered (names of :data:`.heuristics.HEURISTICS`).
STEPPER_HEURISTICS: tuple[str, ...] = ("hamming", "manhattan", "linear-conflict")

#: Node statuses of :meth:`SearchStepper.status`.
OPEN, CLOSED, CURRENT, PATH, PRUNED, DROPPED = "open", "closed", "current", "path", "pruned", "dropped"


@dataclass(frozen=True)
class SearchNode:
    """One node of the search tree: ``board`` reached from node ``parent`` (-1 for the
    start) by ``move``; ``g`` moves from the start (its depth), ``h`` the heuristic."""

    id: int
    board: Board
    parent: int
    g: int
    h: int
    move: str

    @property
    def f(self) -> int:
        """f = g + h."""
        return self.g + self.h


class SearchStepper:
    """One search on ``start`` (a tuple of rows*cols ints, 0 = blank), stepped by hand.

    Args:
        start: the position to solve.
        algorithm: one of :data:`ALGORITHMS`.
        heuristic: one of :data:`STEPPER_HEURISTICS` (breadth-first search shows h but
            does not use it).

    Raises:
        ValueError: for an unknown algorithm or heuristic, a malformed board, or a position
            that cannot be solved (the search would visit every reachable position).
    """

    def __init__(self, start: Board, algorithm: str = "astar", heuristic: str = "manhattan",
                 rows: int = 3, cols: int = 3) -> None:
        if algorithm not in ALGORITHMS:
            raise ValueError(f"unknown algorithm '{algorithm}'; choose one of: {', '.join(ALGORITHMS)}")
        if heuristic not in STEPPER_HEURISTICS:
            raise ValueError(f"unknown heuristic '{heuristic}'; choose one of: {', '.join(STEPPER_HEURISTICS)}")
        self.start = check_board(start, rows, cols)
        if not is_solvable(self.start, rows, cols):
            raise ValueError("this position cannot be solved")
        self.rows, self.cols = rows, cols
        self.algorithm, self.heuristic = algorithm, heuristic
        self._h = get_heuristic(heuristic, rows, cols).h
        self.reset()

    # -- state ------------------------------------------------------------------------
    #: Steps between two saved states (Back restores one and re-runs the steps after it).
    checkpoint_every = 200

    def reset(self) -> None:
        """Back to step 0: only the start node, on the open list (or the IDA* stack)."""
        if not hasattr(self, "_checkpoints"):
            self._checkpoints: dict[int, dict[str, object]] = {}
        self.steps = self.expanded = self.generated = 0
        self.current = self.found = -1
        self.exhausted = False
        self.nodes: list[SearchNode] = []
        self._closed: dict[Board, int] = {}
        self._open: dict[int, tuple[int, ...]] = {}
        self._open_by_board: dict[Board, int] = {}
        self._heap: list[tuple[tuple[int, ...], int]] = []
        self._stack: list[int] = []
        self._pruned: set[int] = set()
        self.iteration = 1
        self.next_threshold: int | None = None
        root = self._add(self.start, -1, 0, "")
        self.threshold = root.h
        if self.algorithm == "idastar":
            self._stack.append(root.id)
        else:
            self._push(root)

    @property
    def finished(self) -> bool:
        """True once the goal was reached or nothing is left to expand."""
        return self.found >= 0 or self.exhausted

    def _add(self, board: Board, parent: int, g: int, move: str) -> SearchNode:
        node = SearchNode(len(self.nodes), board, parent, g, self._h(board), move)
        self.nodes.append(node)
        return node

    def _key(self, node: SearchNode) -> tuple[int, ...]:
        if self.algorithm == "astar":
            return (node.f, node.h, node.id)
        if self.algorithm == "greedy":
            return (node.h, node.id)
        return (node.id,)

    def _push(self, node: SearchNode) -> None:
        key = self._key(node)
        self._open[node.id] = key
        self._open_by_board[node.board] = node.id
        heapq.heappush(self._heap, (key, node.id))

    def _pop(self) -> SearchNode | None:
        while self._heap:
            _, node_id = heapq.heappop(self._heap)
            if self._open.pop(node_id, None) is not None:
                node = self.nodes[node_id]
                del self._open_by_board[node.board]
                return node
        return None

    # -- stepping ---------------------------------------------------------------------
    def step(self) -> bool:
        """Expand one node; False (and nothing changes) once the search is finished."""
        if self.finished:
            return False
        self.steps += 1
        if self.algorithm == "idastar":
            self._ida_step()
        else:
            self._graph_step()
        if self.steps % self.checkpoint_every == 0 and self.steps not in self._checkpoints:
            self._checkpoints[self.steps] = self._state()
        return True

    def back(self) -> bool:
        """Undo the last step: restore the nearest saved state at or before the step
        before, and re-run the steps after it; False at step 0."""
        if self.steps == 0:
            return False
        target = self.steps - 1
        saved = max((k for k in self._checkpoints if k <= target), default=0)
        if saved:
            self._restore(self._checkpoints[saved])
        else:
            self.reset()
        while self.steps < target:
            self.step()
        return True

    def _state(self) -> dict[str, object]:
        """A copy of the search's state (containers copied, nodes shared: they are
        immutable)."""
        return {k: _copied(v) for k, v in vars(self).items() if k not in _CONFIGURATION}

    def _restore(self, state: dict[str, object]) -> None:
        self.__dict__.update({k: _copied(v) for k, v in state.items()})

    def run(self, max_steps: int) -> int:
        """Step until finished or ``max_steps`` steps were taken; returns the steps taken."""
        taken = 0
        while taken < max_steps and self.step():
            taken += 1
        return taken

    def _expand(self, node: SearchNode) -> bool:
        """Make ``node`` current and count it; True when it is the goal."""
        self.current = node.id
        self.expanded += 1
        if is_goal(node.board):
            self.found = node.id
            return True
        return False

    def _graph_step(self) -> None:
        node = self._pop()
        if node is None:
            self.exhausted, self.current = True, -1
            return
        self._closed[node.board] = node.id
        if self._expand(node):
            return
        for move, board in neighbours(node.board, self.rows, self.cols):
            self.generated += 1
            if board in self._closed:
                continue
            old = self._open_by_board.get(board)
            if old is not None:
                if self.nodes[old].g <= node.g + 1:
                    continue
                del self._open[old]
            self._push(self._add(board, node.id, node.g + 1, move))

    def _ida_step(self) -> None:
        if not self._stack and not self._next_iteration():
            self.exhausted, self.current = True, -1
            return
        node = self.nodes[self._stack.pop()]
        if self._expand(node):
            return
        back = self.nodes[node.parent].board if node.parent >= 0 else None
        children = []
        for move, board in neighbours(node.board, self.rows, self.cols):
            if board == back:
                continue
            self.generated += 1
            child = self._add(board, node.id, node.g + 1, move)
            if child.f > self.threshold:
                self._pruned.add(child.id)
                if self.next_threshold is None or child.f < self.next_threshold:
                    self.next_threshold = child.f
            else:
                children.append(child.id)
        self._stack.extend(reversed(children))

    def _next_iteration(self) -> bool:
        """Start the next IDA* iteration with the smallest pruned f; False when no node
        was pruned (nothing is left to search)."""
        if self.next_threshold is None:
            return False
        self.threshold, self.next_threshold = self.next_threshold, None
        self.iteration += 1
        self.nodes, self._pruned = [], set()
        self._stack.append(self._add(self.start, -1, 0, "").id)
        return True

    # -- what the view shows ----------------------------------------------------------
    def open_list(self) -> list[SearchNode]:
        """The open nodes in the order the search will expand them (A*: by f, then h;
        greedy: by h; breadth-first: oldest first; IDA*: the depth-first stack, next
        first)."""
        if self.algorithm == "idastar":
            return [self.nodes[i] for i in reversed(self._stack)]
        return [self.nodes[i] for i in sorted(self._open, key=self._open.__getitem__)]

    @property
    def open_count(self) -> int:
        """Nodes on the open list (IDA*: on the depth-first stack)."""
        return len(self._stack) if self.algorithm == "idastar" else len(self._open)

    def closed(self) -> frozenset[Board]:
        """The boards expanded so far (IDA* keeps no closed set: empty)."""
        return frozenset(self._closed)

    def branch(self, node_id: int) -> list[SearchNode]:
        """The nodes from the start to ``node_id`` (parent links followed back)."""
        out = []
        while node_id >= 0:
            node = self.nodes[node_id]
            out.append(node)
            node_id = node.parent
        return out[::-1]

    def dfs_path(self) -> list[SearchNode]:
        """The path from the start to the current node (for IDA*, its depth-first path)."""
        return self.branch(self.current)

    def path(self) -> list[Board]:
        """The boards from the start to the goal once found, else ``[]``."""
        return [n.board for n in self.branch(self.found)]

    def moves(self) -> list[str]:
        """The moves from the start to the goal once found, else ``[]``."""
        return [n.move for n in self.branch(self.found)[1:]]

    def status(self, node_id: int) -> str:
        """One of :data:`PATH` (on the solution; for IDA* also on the path to the current
        node), :data:`CURRENT`, :data:`CLOSED`, :data:`OPEN`, :data:`PRUNED` (IDA*: f over
        the threshold) or :data:`DROPPED` (replaced by a shorter way to its board)."""
        return self.statuses()[node_id]

    def statuses(self) -> list[str]:
        """:meth:`status` of every node, by id (one pass)."""
        target = self.found if self.found >= 0 else (self.current if self.algorithm == "idastar" else -1)
        on_path = {n.id for n in self.branch(target)}
        if self.found < 0:
            on_path.discard(self.current)
        return [self._status(i, on_path) for i in range(len(self.nodes))]

    def _status(self, node_id: int, on_path: set[int]) -> str:
        if node_id in on_path:
            return PATH
        if node_id == self.current:
            return CURRENT
        if node_id in self._pruned:
            return PRUNED
        if node_id in self._open or node_id in self._stack:
            return OPEN
        if self.algorithm == "idastar" or self._closed.get(self.nodes[node_id].board) == node_id:
            return CLOSED
        return DROPPED


#: Attributes that are the search's settings, not its state.
_CONFIGURATION = frozenset({"start", "rows", "cols", "algorithm", "heuristic", "_h", "_checkpoints",
                            "checkpoint_every"})


def _copied(value: object) -> object:
    """A shallow copy of a list, dict or set; other values (immutable) as they are."""
    if isinstance(value, (list, dict, set)):
        return value.copy()
    return value


def tree_layout(nodes: list[SearchNode], max_depth: int,
                always: Collection[int] = ()) -> dict[int, tuple[float, int]]:
    """Places for drawing the tree down to ``max_depth``: node id -> (column, depth). The
    nodes in ``always`` (a branch from the start, e.g. to the current node) are drawn
    however deep they are.

    Leaves take consecutive columns in depth-first order (children by id); a parent sits
    midway between its first and last child, so no two subtrees overlap.
    """
    children: dict[int, list[int]] = {}
    for node in nodes:
        if node.parent >= 0 and (node.g <= max_depth or node.id in always):
            children.setdefault(node.parent, []).append(node.id)
    places: dict[int, tuple[float, int]] = {}
    next_column = 0.0
    if not nodes:
        return places
    stack: list[tuple[int, bool]] = [(0, False)]
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


def positions_at_distance(distance: int, rows: int = 3, cols: int = 3) -> list[Board]:
    """Every board exactly ``distance`` moves from the goal (breadth-first search from the
    goal, which stays well under a second on 3x3 up to 20 moves).

    Raises:
        ValueError: when ``distance`` is outside 0..25.
    """
    if not 0 <= distance <= 25:
        raise ValueError(f"choose a distance from 0 to 25 moves, not {distance}")
    seen = {goal(rows, cols)}
    layer = [goal(rows, cols)]
    for _ in range(distance):
        following = []
        for board in layer:
            for _, child in neighbours(board, rows, cols):
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        layer = following
    return layer


def random_position(distance: int, rng: random.Random | None = None) -> Board:
    """A random 8-puzzle position whose shortest solution has exactly ``distance`` moves.

    Raises:
        ValueError: when ``distance`` is outside 0..25.
    """
    return (rng or random.Random()).choice(positions_at_distance(distance))
