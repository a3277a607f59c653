"""The computer players and their ladder (Qt-free).

:data:`PLAYERS` maps each name to its class, in ladder order: the course's rungs 1-7
(dummy, centre, winner, blocker, forker, minimax, alphabeta-tt), then plain alpha-beta,
the solved-table player, random, "perfect but fallible" and the timed deep search.
"""

from __future__ import annotations

import random

from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.players.base import Decision, Player
from boardgames.games.tictactoe.players.rules_based import (
    BlockerPlayer,
    CentrePlayer,
    DummyPlayer,
    ForkPlayer,
    RandomPlayer,
    WinnerPlayer,
)
from boardgames.games.tictactoe.players.searching import (
    AlphaBetaPlayer,
    AlphaBetaTTPlayer,
    DeepPlayer,
    FalliblePlayer,
    MinimaxPlayer,
    PerfectPlayer,
)

PLAYERS: dict[str, type[Player]] = {
    cls.name: cls
    for cls in (DummyPlayer, CentrePlayer, WinnerPlayer, BlockerPlayer, ForkPlayer,
                MinimaxPlayer, AlphaBetaTTPlayer, AlphaBetaPlayer, PerfectPlayer,
                RandomPlayer, FalliblePlayer, DeepPlayer)
}


def players_for(geo: Geometry) -> list[type[Player]]:
    """The player classes that can play on ``geo`` (exact searches need 3x3)."""
    return [cls for cls in PLAYERS.values() if not (cls.exact and geo.cells > 9)]


def make_player(name: str, geo: Geometry, rng: random.Random | None = None,
                error: float | None = None, budget_ms: float | None = None) -> Player:
    """Build the player called ``name`` for ``geo``.

    Args:
        error: error probability for ``fallible`` (default 0.2).
        budget_ms: time budget for ``deep`` and ``fallible`` (default 1000 ms).

    Raises:
        ValueError: unknown name, an exact player on a board larger than 3x3, or an error
            probability outside 0..1.
    """
    cls = PLAYERS.get(name)
    if cls is None:
        raise ValueError(f"unknown player '{name}'; choose one of: {', '.join(PLAYERS)}")
    kwargs: dict = {}
    if cls is FalliblePlayer and error is not None:
        kwargs["error"] = error
    if cls in (DeepPlayer, FalliblePlayer) and budget_ms is not None:
        kwargs["budget_ms"] = budget_ms
    return cls(geo, rng, **kwargs)


__all__ = ["PLAYERS", "Decision", "Player", "make_player", "players_for"]
