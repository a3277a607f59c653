"""A generic search player for one-player puzzles (Qt-free).

A* (Hart, Nilsson and Raphael 1968) over the :class:`~boardgames.core.game.Game` contract:
the open list is a binary heap ordered by f = g + w * h, the closed list maps each state to
its best g. With weight ``w == 1`` and an admissible heuristic the plan is shortest
(``optimal=True``); with ``w > 1`` it is weighted A* (Pohl 1970): faster, at most ``w``
times longer. Without a heuristic it is uniform-cost search (breadth-first by moves).
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Callable
from typing import Any

from boardgames.core.events import SearchProgress
from boardgames.core.game import Game
from boardgames.core.players import NO_LIMIT, Analysis, Budget, Decision, Player
from boardgames.core.runner import Cancelled

#: ``heuristic(state) -> moves``: a lower bound on the moves to the goal (0 at the goal).
Heuristic = Callable[[Any], float]


class SearchGaveUp(Exception):
    """Raised when the node limit is reached before the goal (``nodes`` expanded)."""

    def __init__(self, nodes: int):
        super().__init__(f"no solution within {nodes} nodes")
        self.nodes = nodes


class PuzzleSearchPlayer(Player):
    """Solves a one-player puzzle with A* and answers with the whole plan.

    Args:
        heuristic: a lower bound on the moves left (see :data:`Heuristic`); ``None`` = 0.
        weight: ``w >= 1`` of f = g + w * h (1 = A*, optimal with an admissible heuristic).
        node_limit: expansions before giving up (:class:`SearchGaveUp`).
        name: the player's id.

    Raises:
        ValueError: (constructor) for a weight below 1 or a node limit below 1.
    """

    def __init__(self, heuristic: Heuristic | None = None, weight: float = 1.0,
                 node_limit: int = 1_000_000, name: str = "a*"):
        if weight < 1 or node_limit < 1:
            raise ValueError("the weight must be at least 1 and the node limit at least 1")
        self.heuristic = heuristic
        self.weight = weight
        self.node_limit = node_limit
        self.name = name

    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """The first move of a plan to a terminal (solved) state.

        Raises:
            ValueError: when the game has more than one player or ``state`` is solved.
            SearchGaveUp: when the node limit is reached (e.g. the goal is unreachable).
            Cancelled: when ``budget.cancelled()`` became true.
        """
        if game.num_players != 1:
            raise ValueError(f"puzzle search plays one-player games; this one has {game.num_players}")
        if game.is_terminal(state):
            raise ValueError("the puzzle is already solved")
        started = time.perf_counter()
        plan, nodes = self.search(game, state, budget, started)
        optimal = self.weight == 1.0
        analysis = Analysis(nodes=nodes, seconds=time.perf_counter() - started, depth=len(plan),
                            exact=optimal)
        return Decision(plan[0], analysis, plan=tuple(plan), optimal=optimal, reason="plan")

    def h(self, state: Any) -> float:
        return 0.0 if self.heuristic is None else self.weight * self.heuristic(state)

    def search(self, game: Game[Any, Any], start: Any, budget: Budget,
               started: float) -> tuple[list[Any], int]:
        """A*: (the moves from ``start`` to the goal, nodes expanded)."""
        tie = itertools.count()
        open_list: list[tuple[float, int, Any]] = [(self.h(start), next(tie), start)]
        best_g: dict[Any, int] = {start: 0}
        parent: dict[Any, tuple[Any, Any]] = {}
        nodes = 0
        while open_list:
            f, _, state = heapq.heappop(open_list)
            g = best_g[state]
            if f > g + self.h(state):
                continue  # a stale entry: a shorter path was found meanwhile
            if game.is_terminal(state):
                return _path(parent, state), nodes
            nodes += 1
            if nodes > self.node_limit:
                raise SearchGaveUp(self.node_limit)
            if nodes % 2048 == 0:
                self.tick(budget, nodes, started, f)
            for move in game.legal_moves(state):
                child = game.apply(state, move)
                if g + 1 < best_g.get(child, g + 2):
                    best_g[child] = g + 1
                    parent[child] = (state, move)
                    heapq.heappush(open_list, (g + 1 + self.h(child), next(tie), child))
        raise SearchGaveUp(nodes)

    @staticmethod
    def tick(budget: Budget, nodes: int, started: float, f: float) -> None:
        if budget.cancelled():
            raise Cancelled
        budget.report(SearchProgress(nodes=nodes, seconds=time.perf_counter() - started,
                                     bound=int(f)))


def _path(parent: dict[Any, tuple[Any, Any]], state: Any) -> list[Any]:
    moves = []
    while state in parent:
        state, move = parent[state]
        moves.append(move)
    moves.reverse()
    return moves
