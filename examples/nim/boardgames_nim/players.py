"""The computer players offered for a seat, the levels and the "How to play" card (Qt-free).

From weak to perfect: random; the framework's alpha-beta (:mod:`boardgames.core.alphabeta`,
on the rules as they are) looking 2 or 4 plies ahead; a player that plays by the nim-sum
but errs a share of its moves; perfect play by the nim-sum (Bouton 1901); and alpha-beta
searching to the end of the game, which plays perfectly too on small heaps.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.alphabeta import AlphaBetaPlayer
from boardgames.core.game import Game
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.levels import HowToPlay, Level
from boardgames.core.options import Option
from boardgames.core.players import NO_LIMIT, Analysis, Budget, Decision, Player, PlayerChoice, RandomPlayer
from boardgames_nim.rules import Move, State, nim_sum

#: Seconds alpha-beta may think per move.
MOVE_SECONDS = 1.5
#: Alpha-beta to the end of the game is offered when the rules' start has at most this
#: many positions (the product of heap size + 1): it then answers at once.
EXACT_POSITIONS = 5000


class NimSumPlayer(Player):
    """Perfect play (Bouton 1901): write the heaps' sizes in binary and add them without
    carry (exclusive or, the *nim-sum*). A position of nim-sum 0 is lost for the player to
    move; from any other there is a move that makes it 0, and this player takes it. With no
    such move it takes one match from the largest heap and waits for a mistake.

    Every move is valued for "show thinking": a win when it makes the nim-sum 0, else a
    loss (``analysis.exact``). Reasons: ``"nim-sum-zero"``, ``"stalling"``.

    Args:
        rng: breaks ties among winning moves (inject a seeded one to replay games).
    """

    name = "nim-sum"

    def __init__(self, rng: random.Random | None = None):
        self.rng = rng if rng is not None else random.Random()

    def choose(self, game: Game[Any, Any], state: State, budget: Budget = NO_LIMIT) -> Decision:
        """Raises ValueError when the game is over."""
        moves = list(game.legal_moves(state))
        if not moves:
            raise ValueError("no legal move: the game is over")
        winning = [move for move in moves if nim_sum(game.apply(state, move).heaps) == 0]
        analysis = Analysis(values={move: 1.0 if move in winning else -1.0 for move in moves}, exact=True)
        if winning:
            return Decision(self.rng.choice(winning), analysis, reason="nim-sum-zero")
        largest = max(range(len(state.heaps)), key=lambda heap: state.heaps[heap])
        return Decision((largest, 1), analysis, reason="stalling")


class FalliblePlayer(NimSumPlayer):
    """The nim-sum player that errs on a share of its moves: it then takes a random move
    that does not make the nim-sum 0 (reason ``"mistake"``).

    Args:
        mistakes: the share of moves that are mistakes, in percent (0..100).
        rng: chooses when and how it errs.
    """

    name = "fallible"

    def __init__(self, mistakes: int = 25, rng: random.Random | None = None):
        super().__init__(rng)
        self.mistakes = mistakes

    def choose(self, game: Game[Any, Any], state: State, budget: Budget = NO_LIMIT) -> Decision:
        best = super().choose(game, state, budget)
        if best.reason != "nim-sum-zero" or self.rng.random() * 100 >= self.mistakes:
            return best
        assert best.analysis is not None
        wrong: list[Move] = [move for move, value in best.analysis.values.items() if value < 0]
        return Decision(self.rng.choice(wrong), best.analysis, reason="mistake") if wrong else best


def _positions(game: Game[Any, Any]) -> int:
    count = 1
    for size in game.initial_state().heaps:
        count *= size + 1
    return count


def alphabeta(depth: int | None, name: str) -> Player:
    """The framework's alpha-beta on Nim's rules, deepening up to ``depth`` plies
    (``None``: to the end of the game) within :data:`MOVE_SECONDS`."""
    return AlphaBetaPlayer(depth, name=name, seconds=MOVE_SECONDS)


#: The fallible player's share of mistakes, in percent, set beside its seat.
MISTAKES = Option("mistakes", QT_TRANSLATE_NOOP("nim", "Mistakes (%)"), 25, 0, 100)

PLAYERS = (
    PlayerChoice("random", QT_TRANSLATE_NOOP("nim", "Random"), lambda game: RandomPlayer(),
                 QT_TRANSLATE_NOOP("nim", "Takes a random number of matches from a random heap")),
    PlayerChoice("alphabeta-2", QT_TRANSLATE_NOOP("nim", "Alpha-beta, 2 plies"),
                 lambda game: alphabeta(2, "alphabeta-2"),
                 QT_TRANSLATE_NOOP("nim", "Looks one move of each player ahead: takes the last "
                                          "matches when it can and does not leave them to you")),
    PlayerChoice("alphabeta-4", QT_TRANSLATE_NOOP("nim", "Alpha-beta, 4 plies"),
                 lambda game: alphabeta(4, "alphabeta-4"),
                 QT_TRANSLATE_NOOP("nim", "Looks two moves of each player ahead")),
    PlayerChoice("fallible", QT_TRANSLATE_NOOP("nim", "Nim-sum with mistakes"),
                 lambda game, mistakes=25: FalliblePlayer(mistakes),
                 QT_TRANSLATE_NOOP("nim", "Plays by the nim-sum, but a share of its moves are mistakes"),
                 parameter=MISTAKES),
    PlayerChoice("alphabeta", QT_TRANSLATE_NOOP("nim", "Alpha-beta to the end"),
                 lambda game: alphabeta(None, "alphabeta"),
                 QT_TRANSLATE_NOOP("nim", "Searches every line to the last match (small heaps only)"),
                 fits=lambda game: _positions(game) <= EXACT_POSITIONS),
    PlayerChoice("nim-sum", QT_TRANSLATE_NOOP("nim", "Perfect (nim-sum)"), lambda game: NimSumPlayer(),
                 QT_TRANSLATE_NOOP("nim", "Makes the nim-sum 0 whenever it can (Bouton 1901)")),
)


def analyst(game: Game[Any, Any]) -> Player:
    """The player whose values "show thinking" writes on the matches: the nim-sum's."""
    return NimSumPlayer()


#: What the page says after a computer's move, by its decision's reason.
REASONS = {
    "nim-sum-zero": QT_TRANSLATE_NOOP("nim", "makes the nim-sum 0"),
    "stalling": QT_TRANSLATE_NOOP("nim", "no move makes the nim-sum 0: takes one match and waits"),
    "mistake": QT_TRANSLATE_NOOP("nim", "a deliberate mistake"),
}


def _level(title: str, player: str, heaps: str, mistakes: int = 0) -> Level:
    return Level(title, {"player": player, "heaps": heaps, "mistakes": mistakes})


#: The levels: you move first, on heaps you can win from. ``player`` names one of PLAYERS,
#: ``heaps`` the option, ``mistakes`` the fallible player's share.
LEVELS = (
    _level(QT_TRANSLATE_NOOP("nim", "The computer takes matches at random"), "random", "3 4 5"),
    _level(QT_TRANSLATE_NOOP("nim", "The computer looks one move ahead"), "alphabeta-2", "3 4 5"),
    _level(QT_TRANSLATE_NOOP("nim", "Nim-sum, but 1 move in 2 is a mistake"), "fallible", "3 4 5", 50),
    _level(QT_TRANSLATE_NOOP("nim", "Nim-sum, but 1 move in 5 is a mistake"), "fallible", "3 5 7", 20),
    _level(QT_TRANSLATE_NOOP("nim", "Perfect: the nim-sum, on 3, 5 and 7"), "nim-sum", "3 5 7"),
    _level(QT_TRANSLATE_NOOP("nim", "Perfect, on random heaps"), "nim-sum", "random"),
)

HOW_TO_PLAY = HowToPlay(
    goal=QT_TRANSLATE_NOOP("nim", "Take the last match."),
    rules=(
        QT_TRANSLATE_NOOP("nim", "Players take turns; Red goes first."),
        QT_TRANSLATE_NOOP("nim", "On your turn, take as many matches as you like, at least one, "
                                 "all from one heap."),
        QT_TRANSLATE_NOOP("nim", "Whoever takes the last match wins."),
    ),
    keys=(
        (QT_TRANSLATE_NOOP("nim", "Click a match"),
         QT_TRANSLATE_NOOP("nim", "take it and every match above it")),
        (QT_TRANSLATE_NOOP("nim", "Left, Right"), QT_TRANSLATE_NOOP("nim", "choose a heap")),
        (QT_TRANSLATE_NOOP("nim", "Up, Down"), QT_TRANSLATE_NOOP("nim", "choose how many to take")),
        (QT_TRANSLATE_NOOP("nim", "Enter"), QT_TRANSLATE_NOOP("nim", "take them")),
        (QT_TRANSLATE_NOOP("nim", "Ctrl+Z"), QT_TRANSLATE_NOOP("nim", "take back a move")),
    ),
)
