"""The 15-puzzle's levels and its "How to play" card (Qt-free).

A level's settings: ``rows`` and ``cols`` (the board) and ``shuffle``: the number of random
moves from the solved board (a position at most that many moves from solved), or 0 for a
uniformly random solvable position. Level 1 is three moves from solved on the 3x3 board,
as GCompris starts its puzzles.
"""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.levels import HowToPlay, Level


def _level(title: str, rows: int, cols: int, shuffle: int) -> Level:
    return Level(title, {"rows": rows, "cols": cols, "shuffle": shuffle})


LEVELS = (
    _level(QT_TRANSLATE_NOOP("fifteen", "3x3, 3 moves from solved"), 3, 3, 3),
    _level(QT_TRANSLATE_NOOP("fifteen", "3x3, 6 moves from solved"), 3, 3, 6),
    _level(QT_TRANSLATE_NOOP("fifteen", "3x3, 12 moves from solved"), 3, 3, 12),
    _level(QT_TRANSLATE_NOOP("fifteen", "3x3, fully shuffled"), 3, 3, 0),
    _level(QT_TRANSLATE_NOOP("fifteen", "4x4, 10 moves from solved"), 4, 4, 10),
    _level(QT_TRANSLATE_NOOP("fifteen", "4x4, 25 moves from solved"), 4, 4, 25),
    _level(QT_TRANSLATE_NOOP("fifteen", "4x4, fully shuffled"), 4, 4, 0),
    _level(QT_TRANSLATE_NOOP("fifteen", "5x5, fully shuffled"), 5, 5, 0),
)

HOW_TO_PLAY = HowToPlay(
    goal=QT_TRANSLATE_NOOP("fifteen", "Slide the tiles until they are in order: 1, 2, 3 … "
                                      "with the gap in the bottom-right corner."),
    rules=(
        QT_TRANSLATE_NOOP("fifteen", "Only a tile next to the gap can move: it slides into "
                                     "the gap."),
        QT_TRANSLATE_NOOP("fifteen", "Blue tiles are in their place; orange tiles are not "
                                     "yet."),
        QT_TRANSLATE_NOOP("fifteen", "Every shuffle here can be solved. Try to use few "
                                     "moves: the counter shows how many you made."),
    ),
    keys=(
        (QT_TRANSLATE_NOOP("fifteen", "Click a tile"),
         QT_TRANSLATE_NOOP("fifteen", "slide it into the gap")),
        (QT_TRANSLATE_NOOP("fifteen", "Arrow keys"),
         QT_TRANSLATE_NOOP("fifteen", "slide a tile beside the gap that way (Up: the tile "
                                      "below the gap moves up into it)")),
        (QT_TRANSLATE_NOOP("fifteen", "Ctrl+Z / Ctrl+Y"),
         QT_TRANSLATE_NOOP("fifteen", "undo / redo a move")),
        (QT_TRANSLATE_NOOP("fifteen", "F1"), QT_TRANSLATE_NOOP("fifteen", "this card")),
    ),
)
