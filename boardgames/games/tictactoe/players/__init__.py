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
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.options import Option
from boardgames.core.players import Player as AnyPlayer
from boardgames.core.players import PlayerChoice
from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.players.base import MarkPlayer, MoveReport
from boardgames.games.tictactoe.players.opening import RandomOpening
from boardgames.games.tictactoe.players.rules_based import (
    BlockerPlayer,
    CentrePlayer,
    DummyPlayer,
    ForkPlayer,
    RandomCellPlayer,
    WinnerPlayer,
)
from boardgames.games.tictactoe.players.searching import (
    AlphaBetaTTPlayer,
    DeepPlayer,
    FalliblePlayer,
    MinimaxPlayer,
    PerfectPlayer,
    TextbookAlphaBetaPlayer,
)

PLAYERS: dict[str, type[MarkPlayer]] = {
    cls.name: cls
    for cls in (DummyPlayer, CentrePlayer, WinnerPlayer, BlockerPlayer, ForkPlayer,
                MinimaxPlayer, AlphaBetaTTPlayer, TextbookAlphaBetaPlayer, PerfectPlayer,
                RandomCellPlayer, FalliblePlayer, DeepPlayer)
}


def players_for(geo: Geometry) -> list[type[MarkPlayer]]:
    """The player classes that can play on ``geo`` (the course's exact searches need
    3x3, the perfect player at most 16 cells)."""
    return [cls for cls in PLAYERS.values() if cls.fits(geo)]


def make_player(name: str, geo: Geometry, rng: random.Random | None = None,
                error: float | None = None, budget_ms: float | None = None) -> MarkPlayer:
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


def _geometry(game: Game[Any, Any], name: str) -> Geometry:
    geo = getattr(game, "geo", None)
    if not isinstance(geo, Geometry):
        raise ValueError(f"the '{name}' player plays only tic-tac-toe and m,n,k-games")
    return geo


def _maker(name: str) -> Any:
    """``make(game, mistakes=N, opening=...)`` for :class:`PlayerChoice`: the player for
    ``game``'s board (``mistakes``: the fallible player's share of random moves, in
    percent; ``opening``: the game's option, ``"random"`` for a random first mark).

    Raises:
        ValueError: for a game that is not an m,n,k-game, or a board the player does not fit.
    """
    def make(game: Game[Any, Any], mistakes: int | None = None, opening: str = "chosen") -> AnyPlayer:
        error = None if mistakes is None else mistakes / 100
        player = make_player(name, _geometry(game, name), error=error)
        return RandomOpening(player) if opening == "random" else player
    return make


def _fits(cls: type[MarkPlayer]) -> Any:
    return lambda game: cls.fits(_geometry(game, cls.name))


#: Why a rule-of-thumb player chose its move: reason code -> English words (the plug-in's
#: ``reasons``: the game page says them after a computer's move).
REASONS = {
    "first-free": QT_TRANSLATE_NOOP("tictactoe", "first free cell"),
    "centre": QT_TRANSLATE_NOOP("tictactoe", "centre"),
    "win": QT_TRANSLATE_NOOP("tictactoe", "win at once"),
    "block": QT_TRANSLATE_NOOP("tictactoe", "block"),
    "block-lost": QT_TRANSLATE_NOOP("tictactoe", "block (a fork: the game is lost)"),
    "fork": QT_TRANSLATE_NOOP("tictactoe", "fork"),
    "prevent-fork": QT_TRANSLATE_NOOP("tictactoe", "prevent a fork"),
    "block-fork": QT_TRANSLATE_NOOP("tictactoe", "block a fork"),
    "preference": QT_TRANSLATE_NOOP("tictactoe", "centre, corner, edge"),
    "random": QT_TRANSLATE_NOOP("tictactoe", "random"),
    "best-value": QT_TRANSLATE_NOOP("tictactoe", "best score"),
    "mistake": QT_TRANSLATE_NOOP("tictactoe", "a deliberate mistake"),
    "random-opening": QT_TRANSLATE_NOOP("tictactoe", "random opening"),
}

#: Milliseconds the "show thinking" analysis of a position may take.
ANALYSIS_BUDGET_MS = 700


def analyst(game: Game[Any, Any]) -> MarkPlayer:
    """The game page's "show thinking" player: a timed search that scores every move of
    the position (exactly where it can)."""
    return DeepPlayer(_geometry(game, DeepPlayer.name), budget_ms=ANALYSIS_BUDGET_MS, exact_root=True)


#: The fallible player's share of mistakes, in percent, set beside its seat.
MISTAKES = Option("mistakes", QT_TRANSLATE_NOOP("tictactoe", "Mistakes (%)"), 20, 0, 100)

#: The ladder for the app's seat menus: id = the player's name, English title and
#: description (translated by the UI in the plug-in's context ``"tictactoe"``).
PLAYER_CHOICES: list[PlayerChoice] = [
    PlayerChoice(cls.name, cls.title, _maker(cls.name), cls.description,
                 MISTAKES if cls is FalliblePlayer else None, _fits(cls))
    for cls in PLAYERS.values()
]

__all__ = ["PLAYERS", "PLAYER_CHOICES", "REASONS", "analyst", "MoveReport", "MarkPlayer", "RandomOpening",
           "make_player", "players_for"]
