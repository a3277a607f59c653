"""The computer players offered for a seat: a random player and the framework's alpha-beta
(:mod:`boardgames.core.alphabeta`) on the example's own bitboard search space
(:mod:`.search`), at three fixed depths and as deep as its 1.5 s a move allow."""

from __future__ import annotations

from typing import Any

from boardgames.core.alphabeta import AlphaBetaPlayer
from boardgames.core.game import Game
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.levels import HowToPlay, Level
from boardgames.core.players import Player, PlayerChoice, RandomPlayer
from boardgames_connect_four.search import ConnectFourSpace

#: Seconds a computer player may think per move.
MOVE_SECONDS = 1.5


def _space(game: Game[Any, Any]) -> ConnectFourSpace:
    return ConnectFourSpace()


def alphabeta(depth: int | None, name: str) -> Player:
    """The framework's alpha-beta on Connect Four's bitboards: iterative deepening up to
    ``depth`` plies (``None``: no limit) within :data:`MOVE_SECONDS`; every column's value
    is scored for "show thinking"."""
    return AlphaBetaPlayer(depth, name=name, space=_space, seconds=MOVE_SECONDS)


def _strength(depth: int | None, player_id: str, title: str) -> PlayerChoice:
    description = (QT_TRANSLATE_NOOP("connect-four", "Looks ahead with alpha-beta search (at most 1.5 s a move)")
                   if depth is not None else
                   QT_TRANSLATE_NOOP("connect-four", "Looks ahead as far as alpha-beta search gets in 1.5 s "
                                                     "(10 plies and more)"))
    return PlayerChoice(player_id, title, lambda game: alphabeta(depth, player_id), description)


PLAYERS = (
    PlayerChoice("random", QT_TRANSLATE_NOOP("connect-four", "Random"), lambda game: RandomPlayer(),
                 QT_TRANSLATE_NOOP("connect-four", "Drops a piece in a random column")),
    _strength(2, "alphabeta-2", QT_TRANSLATE_NOOP("connect-four", "Easy (alpha-beta, 2 plies)")),
    _strength(4, "alphabeta-4", QT_TRANSLATE_NOOP("connect-four", "Medium (alpha-beta, 4 plies)")),
    _strength(7, "alphabeta-7", QT_TRANSLATE_NOOP("connect-four", "Hard (alpha-beta, 7 plies)")),
    _strength(None, "alphabeta-deep",
              QT_TRANSLATE_NOOP("connect-four", "Expert (alpha-beta, 1.5 s a move)")),
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
        (QT_TRANSLATE_NOOP("connect-four", "Keys 1 to 7"),
         QT_TRANSLATE_NOOP("connect-four", "drop into that column")),
        (QT_TRANSLATE_NOOP("connect-four", "Ctrl+Z"),
         QT_TRANSLATE_NOOP("connect-four", "take back a move")),
    ),
)
