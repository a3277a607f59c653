"""The generic puzzle player (Qt-free): a textbook search of :mod:`.solve` behind the
player protocol of :mod:`boardgames.core.players`, for one-player plug-ins without a solver
of their own."""

from __future__ import annotations

from typing import Any

from boardgames.core.game import Game
from boardgames.core.players import NO_LIMIT, Analysis, Budget, Decision, Player
from boardgames.core.runner import Cancelled
from boardgames.core.search.heuristic import Heuristic
from boardgames.core.search.problem import Problem
from boardgames.core.search.result import CANCELLED, SOLVED
from boardgames.core.search.solve import solve


class SearchGaveUp(Exception):
    """Raised when the node limit is reached (or the puzzle has no solution) after
    ``nodes`` expansions."""

    def __init__(self, nodes: int):
        super().__init__(f"no solution within {nodes} nodes")
        self.nodes = nodes


class PuzzleSearchPlayer(Player):
    """Solves a one-player puzzle with a textbook search and answers with the whole plan.

    Args:
        heuristic: the plug-in's estimate of the moves left (``None``: 0, so A* searches
            breadth first by moves).
        algorithm: ``"a*"`` (default), ``"weighted-a*"``, ``"bfs"``, ``"greedy"`` or
            ``"ida*"`` (see :mod:`.textbook`).
        weight: weighted A*'s w >= 1.
        node_limit: expansions before giving up (:class:`SearchGaveUp`).
        name: the player's id.

    Raises:
        ValueError: (constructor) for a weight below 1 or a node limit below 1.
    """

    def __init__(self, heuristic: Heuristic | None = None, algorithm: str = "a*",
                 weight: float = 2.0, node_limit: int = 1_000_000, name: str = "a*"):
        if weight < 1 or node_limit < 1:
            raise ValueError("the weight must be at least 1 and the node limit at least 1")
        self.heuristic, self.algorithm = heuristic, algorithm
        self.weight, self.node_limit, self.name = weight, node_limit, name

    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """The first move of a plan to a terminal (solved) state.

        Raises:
            ValueError: when the game has more than one player or ``state`` is solved.
            SearchGaveUp: when the node limit is reached (e.g. the goal is unreachable).
            Cancelled: when ``budget.cancelled()`` became true or its time ran out.
        """
        if game.is_terminal(state):
            raise ValueError("the puzzle is already solved")
        problem = Problem.of(game, state, self.heuristic)
        result = solve(problem, self.algorithm, weight=self.weight, node_limit=self.node_limit,
                       budget=budget)
        if result.status == CANCELLED:
            raise Cancelled
        if result.status != SOLVED:
            raise SearchGaveUp(result.nodes_expanded)
        plan = tuple(result.moves)
        analysis = Analysis(nodes=result.nodes_expanded, seconds=result.seconds, depth=len(plan),
                            exact=result.optimal)
        return Decision(plan[0], analysis, plan=plan, optimal=result.optimal, reason="plan")
