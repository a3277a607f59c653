"""A one-player puzzle as the textbook searches see it (Qt-free): a start, the moves out of
a state, the goal test and a heuristic estimate.

:meth:`Problem.of` builds one from any :class:`~boardgames.core.game.Game` of one player
and a plug-in's :class:`~boardgames.core.search.heuristic.Heuristic`; a game may build its
own with faster successors (the 15-puzzle does, for its Compare window and command line).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from boardgames.core.game import Game
from boardgames.core.search.heuristic import Heuristic

#: ``successors(state) -> [(move, child), ...]``: the moves out of ``state`` in a fixed
#: order, each with the state it leads to.
Successors = Callable[[Any], Iterable[tuple[Any, Any]]]


def _zero(_state: Any) -> int:
    return 0


@dataclass(frozen=True)
class Problem:
    """What a textbook search needs of a puzzle.

    Attributes:
        start: the state the search starts from (hashable).
        successors: see :data:`Successors`; every move costs 1.
        is_goal: ``is_goal(state) -> bool``.
        h: ``h(state) -> moves``: the heuristic estimate of the moves left (0 at the goal;
            the default, 0 everywhere, makes A* a uniform-cost search).
        admissible: True when ``h`` never overestimates (A* and IDA* then find a shortest
            solution).
    """

    start: Hashable
    successors: Successors
    is_goal: Callable[[Any], bool]
    h: Callable[[Any], int] = _zero
    admissible: bool = True

    @classmethod
    def of(cls, game: Game[Any, Any], start: Any, heuristic: Heuristic | None = None) -> Problem:
        """The puzzle ``game`` from ``start``: successors from ``legal_moves`` and
        ``apply``, the goal is a terminal state, h from ``heuristic`` (``None``: 0).

        Raises:
            ValueError: when the game has more than one player.
        """
        if game.num_players != 1:
            raise ValueError(f"the searches solve one-player puzzles; this game has {game.num_players}")

        def successors(state: Any) -> list[tuple[Any, Any]]:
            return [(move, game.apply(state, move)) for move in game.legal_moves(state)]

        if heuristic is None:
            return cls(start, successors, game.is_terminal)
        estimate = heuristic.estimate
        return cls(start, successors, game.is_terminal, lambda state: estimate(game, state),
                   heuristic.admissible)
