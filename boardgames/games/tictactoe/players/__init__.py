"""The computer players and their ladder (Qt-free).

:data:`PLAYERS` maps each name to its class, in ladder order: the course's rungs 1-7
(dummy, centre, winner, blocker, forker, minimax, alphabeta-tt), then plain alpha-beta,
the solved-table player, random, "perfect but fallible" and the timed deep search. Every
player implements the shared protocol :class:`boardgames.core.players.Player`;
:data:`PLAYER_CHOICES` offers them to the app's seat menus (plug-in ``players=``).
"""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.game import Game
from boardgames.core.players import PlayerChoice
from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.players.base import MoveReport, Player
from boardgames.games.tictactoe.players.opening import RandomOpening
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
    """The player classes that can play on ``geo`` (the course's exact searches need
    3x3, the perfect player at most 16 cells)."""
    return [cls for cls in PLAYERS.values() if cls.fits(geo)]


def make_player(name: str, geo: Geometry, rng: random.Random | None = None,
                error: float | None = None, budget_ms: float | None = None) -> Player:
    """Build the player called ``name`` for ``geo``.

    Args:
        error: error probability for ``fallible`` (default 0.2).
        budget_ms: time budget for ``deep`` and ``fallible`` (default 1000 ms).

    Raises:
        ValueError: unknown name, a board larger than the player's ``max_cells``, or an
            error probability outside 0..1.
    """
    if name == FalliblePlayer.name:
        return FalliblePlayer(geo, rng, **_given(error=error, budget_ms=budget_ms))
    if name == DeepPlayer.name:
        return DeepPlayer(geo, rng, budget_ms) if budget_ms is not None else DeepPlayer(geo, rng)
    cls = PLAYERS.get(name)
    if cls is None:
        raise ValueError(f"unknown player '{name}'; choose one of: {', '.join(PLAYERS)}")
    return cls(geo, rng)


def _given(**options: float | None) -> dict[str, float]:
    return {key: value for key, value in options.items() if value is not None}


def _maker(name: str) -> Any:
    """``make(game)`` for :class:`PlayerChoice`: the player for ``game``'s board.

    Raises:
        ValueError: for a game that is not an m,n,k-game, or a board the player does not fit.
    """
    def make(game: Game[Any, Any]) -> Player:
        geo = getattr(game, "geo", None)
        if not isinstance(geo, Geometry):
            raise ValueError(f"the '{name}' player plays only tic-tac-toe and m,n,k-games")
        return make_player(name, geo)
    return make


#: The ladder for the app's seat menus: id = the player's name, English title and
#: description (translated by the UI in the context ``"TicTacToePlayers"``).
PLAYER_CHOICES: list[PlayerChoice] = [
    PlayerChoice(cls.name, cls.title, _maker(cls.name), cls.description) for cls in PLAYERS.values()
]

__all__ = ["PLAYERS", "PLAYER_CHOICES", "MoveReport", "Player", "RandomOpening", "make_player",
           "players_for"]
