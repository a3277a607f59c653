"""The computer players offered for a seat: a random player and the framework's generic
alpha-beta player at three strengths, with a Connect Four evaluation and move order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from boardgames.core.alphabeta import AlphaBetaPlayer
from boardgames.core.game import Game
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.levels import HowToPlay, Level
from boardgames.core.players import NO_LIMIT, Budget, Decision, Player, PlayerChoice, RandomPlayer
from boardgames_connect_four.rules import COLS, ROWS, WINDOWS, State

#: Points for a line of four holding only one player's pieces, by how many it holds.
LINE_POINTS = (0, 0, 2, 5, 0)
CENTRE_POINTS = 3


def evaluate(game: Game[Any, Any], state: State, seat: int) -> float:
    """How good ``state`` is for ``seat``, in -1..1: open threes and twos (lines of four
    with no opposing piece) and pieces in the centre column, mine minus the opponent's."""
    cells, mine = state.cells, seat + 1
    score = 0
    for window in WINDOWS:
        pieces = [cells[i] for i in window if cells[i]]
        if pieces and pieces.count(pieces[0]) == len(pieces):
            score += LINE_POINTS[len(pieces)] * (1 if pieces[0] == mine else -1)
    for row in range(ROWS):
        piece = cells[row * COLS + COLS // 2]
        score += CENTRE_POINTS * (0 if not piece else 1 if piece == mine else -1)
    return max(-1.0, min(1.0, score / 100))


def centre_first(game: Game[Any, Any], state: State, moves: Sequence[int]) -> list[int]:
    """Columns nearest the centre first: they take part in the most lines of four."""
    return sorted(moves, key=lambda col: abs(col - COLS // 2))


class TimedAlphaBeta(Player):
    """The generic alpha-beta player held to ``seconds`` per move (iterative deepening
    keeps the deepest search that finished in time)."""

    def __init__(self, depth: int, seconds: float):
        self.inner = AlphaBetaPlayer(depth, evaluate, centre_first, name=f"alphabeta-{depth}")
        self.name, self.seconds = self.inner.name, seconds

    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        seconds = self.seconds if budget.seconds is None else min(self.seconds, budget.seconds)
        return self.inner.choose(game, state, Budget(seconds, budget.cancelled, budget.report))


def _strength(depth: int, title: str) -> PlayerChoice:
    return PlayerChoice(f"alphabeta-{depth}", title, lambda game: TimedAlphaBeta(depth, 1.5),
                        QT_TRANSLATE_NOOP("connect-four", "Looks ahead with alpha-beta search (at most 1.5 s a move)"))


PLAYERS = (
    PlayerChoice("random", QT_TRANSLATE_NOOP("connect-four", "Random"), lambda game: RandomPlayer(),
                 QT_TRANSLATE_NOOP("connect-four", "Drops a piece in a random column")),
    _strength(2, QT_TRANSLATE_NOOP("connect-four", "Easy (alpha-beta, 2 plies)")),
    _strength(4, QT_TRANSLATE_NOOP("connect-four", "Medium (alpha-beta, 4 plies)")),
    _strength(7, QT_TRANSLATE_NOOP("connect-four", "Hard (alpha-beta, 7 plies)")),
)

#: The levels (the app's "Level ‹ N ›" control): ``player`` names one of PLAYERS, which the
#: app's shared session page puts in the computer's seat.
LEVELS = tuple(Level(choice.title, {"player": choice.id}) for choice in PLAYERS)

HOW_TO_PLAY = HowToPlay(
    goal=QT_TRANSLATE_NOOP("connect-four", "Make a line of four of your pieces: across, up "
                                           "and down, or slanting."),
    rules=(
        QT_TRANSLATE_NOOP("connect-four", "Players take turns dropping one piece into a column; "
                                          "it falls to the lowest free cell."),
        QT_TRANSLATE_NOOP("connect-four", "A full column cannot take more pieces."),
        QT_TRANSLATE_NOOP("connect-four", "When the board is full and nobody has four in a row, "
                                          "it is a draw."),
    ),
    keys=(
        (QT_TRANSLATE_NOOP("connect-four", "Click a column"),
         QT_TRANSLATE_NOOP("connect-four", "drop your piece there")),
        (QT_TRANSLATE_NOOP("connect-four", "Arrow keys, Enter"),
         QT_TRANSLATE_NOOP("connect-four", "choose a column and drop")),
        (QT_TRANSLATE_NOOP("connect-four", "Ctrl+Z"),
         QT_TRANSLATE_NOOP("connect-four", "take back a move")),
    ),
)
