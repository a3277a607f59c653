"""The generic computer players every plug-in gets through the contract (Qt-free)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames.core.alphabeta import AlphaBetaPlayer
from boardgames.core.game import Game
from boardgames.core.players import Player, PlayerChoice, RandomPlayer
from boardgames.core.search.player import PuzzleSearchPlayer

#: Depths of the generic alpha-beta player at its three strengths (plies), with their titles.
ALPHABETA_STRENGTHS = ((2, "Alpha-beta, 2 plies"), (4, "Alpha-beta, 4 plies"), (6, "Alpha-beta, 6 plies"))


def _alphabeta_maker(depth: int) -> Callable[[Game[Any, Any]], Player]:
    def make(game: Game[Any, Any]) -> Player:
        return AlphaBetaPlayer(depth=depth, name=f"alphabeta-{depth}")
    return make


def generic_choices(game: Game[Any, Any]) -> list[PlayerChoice]:
    """The players that fit ``game``: random for every game; alpha-beta at three depths
    for two-player zero-sum games; breadth-first puzzle search for one-player games."""
    choices = [PlayerChoice("random", "Random", lambda g: RandomPlayer(), "plays a random legal move")]
    if game.num_players == 2 and game.zero_sum:
        for depth, title in ALPHABETA_STRENGTHS:
            choices.append(PlayerChoice(f"alphabeta-{depth}", title, _alphabeta_maker(depth),
                                        "negamax with alpha-beta pruning and a transposition table"))
    if game.num_players == 1:
        choices.append(PlayerChoice("bfs", "Breadth-first search",
                                    lambda g: PuzzleSearchPlayer(algorithm="bfs", name="bfs"),
                                    "finds a shortest solution by trying every move in turn"))
    return choices
