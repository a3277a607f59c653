"""A random first move in front of any player (Qt-free).

Teachers use it so that games between the same two computer players differ: the first
move of the game (on an empty board) is a uniformly random cell, every later move is the
wrapped player's.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.players import NO_LIMIT, Budget, Decision, Player


class RandomOpening(Player):
    """Wraps ``inner``: on an empty board a random cell (reason ``"random-opening"``),
    otherwise ``inner``'s decision.

    Args:
        inner: the player that makes every move but the opening.
        rng: the random generator (inject a seeded one to replay games).
    """

    def __init__(self, inner: Player, rng: random.Random | None = None):
        self.inner = inner
        self.name = inner.name
        self.rng = rng if rng is not None else random.Random()

    def choose(self, game: Any, state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """A random legal move when nothing has been played yet (``state`` is a
        tic-tac-toe :class:`~..rules.State`), else ``inner.choose``.

        Raises:
            ValueError, Cancelled: as ``inner.choose``.
        """
        moves = list(game.legal_moves(state))
        if moves and state.ply == 0:
            return Decision(self.rng.choice(moves), reason="random-opening")
        return self.inner.choose(game, state, budget)
