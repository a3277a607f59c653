"""Tic-tac-toe's levels and its "How to play" card (Qt-free).

A level's settings: ``player``, the computer's rung of the ladder (a name of
:data:`boardgames.games.tictactoe.players.PLAYERS`), ``mistakes``, the share of moves the
``fallible`` player picks at random (in percent; other players ignore it), and the board
(``size`` and ``k``: 3, classic tic-tac-toe). Level 1 takes the
first free cell, so a child can win; the last level never loses.
"""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.levels import HowToPlay, Level


def _level(title: str, player: str, mistakes: int = 0) -> Level:
    return Level(title, {"player": player, "mistakes": mistakes, "size": 3, "k": 3})


LEVELS = (
    _level(QT_TRANSLATE_NOOP("tictactoe", "The computer takes the first free cell"), "dummy"),
    _level(QT_TRANSLATE_NOOP("tictactoe", "The computer plays at random"), "random"),
    _level(QT_TRANSLATE_NOOP("tictactoe", "The computer likes the centre"), "centre"),
    _level(QT_TRANSLATE_NOOP("tictactoe", "The computer wins when it can"), "winner"),
    _level(QT_TRANSLATE_NOOP("tictactoe", "The computer also blocks you"), "blocker"),
    _level(QT_TRANSLATE_NOOP("tictactoe", "The computer also makes forks"), "forker"),
    _level(QT_TRANSLATE_NOOP("tictactoe", "Almost perfect: 1 move in 4 is a mistake"),
           "fallible", 25),
    _level(QT_TRANSLATE_NOOP("tictactoe", "Almost perfect: 1 move in 10 is a mistake"),
           "fallible", 10),
    _level(QT_TRANSLATE_NOOP("tictactoe", "Perfect: the best you can do is a draw"), "perfect"),
)

HOW_TO_PLAY = HowToPlay(
    goal=QT_TRANSLATE_NOOP("tictactoe", "Get three of your marks in a row: across, down or "
                                        "corner to corner."),
    rules=(
        QT_TRANSLATE_NOOP("tictactoe", "You and the computer take turns; X goes first."),
        QT_TRANSLATE_NOOP("tictactoe", "Put your mark in an empty cell."),
        QT_TRANSLATE_NOOP("tictactoe", "When the board is full and nobody has a row, it is a "
                                       "draw."),
    ),
    keys=(
        (QT_TRANSLATE_NOOP("tictactoe", "Click a cell"),
         QT_TRANSLATE_NOOP("tictactoe", "put your mark there")),
        (QT_TRANSLATE_NOOP("tictactoe", "Keys 1 to 9"),
         QT_TRANSLATE_NOOP("tictactoe", "choose a cell, like a phone keypad")),
        (QT_TRANSLATE_NOOP("tictactoe", "Arrow keys, Enter"),
         QT_TRANSLATE_NOOP("tictactoe", "move to a cell and play it")),
        (QT_TRANSLATE_NOOP("tictactoe", "Ctrl+Z"),
         QT_TRANSLATE_NOOP("tictactoe", "take back your move")),
        (QT_TRANSLATE_NOOP("tictactoe", "F1"), QT_TRANSLATE_NOOP("tictactoe", "this card")),
    ),
)
