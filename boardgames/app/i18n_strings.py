"""Strings translated at display time that ``pyside6-lupdate`` cannot see.

Game plug-in descriptors, the tic-tac-toe players and the 15-puzzle search registry are
Qt-free: they hold English strings, and the Qt code translates them when it shows them
with ``QCoreApplication.translate(context, text)``. This module only lists those strings,
each under the context the Qt code uses, so that ``tools/update_translations.py`` puts
them into ``resources/translations/boardgames_*.ts``. Nothing imports it at run time.

When you add a player, a plug-in or a reason phrase, add its strings here too;
``tests/test_translations.py`` checks that nothing is missing.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: Plug-in titles and descriptions: ``QCoreApplication.translate(plugin.id, text)``
#: (start page cards, window title, About box).
PLUGINS = (
    QT_TRANSLATE_NOOP("fifteen", "15-puzzle"),
    QT_TRANSLATE_NOOP("fifteen", "Slide the tiles into order on any board from 2x2 to 8x8. "
                                 "Shuffle, check solvability, and watch A* and IDA* solve it."),
    QT_TRANSLATE_NOOP("tictactoe", "Tic-tac-toe"),
    QT_TRANSLATE_NOOP("tictactoe", "Three (or k) in a row on boards up to 7x7. Play a friend or "
                                   "a computer that grows from a naive player to perfect minimax."),
)

#: Tic-tac-toe players (``players/*.py``): ``title`` and ``description`` of each class,
#: shown by ``games/tictactoe/view.py`` (player_title / player_description).
PLAYERS = (
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Dummy"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "takes the first free cell (rung 1)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Centre first"),
    QT_TRANSLATE_NOOP("TicTacToePlayers",
                      "takes the centre if free, else the first free cell (rung 2)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Winner"),
    QT_TRANSLATE_NOOP("TicTacToePlayers",
                      "wins at once when it can; else centre, else first free cell (rung 3)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Blocker"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "wins at once, else blocks the opponent's line; "
                                          "else centre, else first free (rung 4)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Fork master"),
    QT_TRANSLATE_NOOP("TicTacToePlayers",
                      "wins, blocks, makes forks and prevents the opponent's forks (rung 5)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Random"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "plays a random free cell"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Minimax"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "searches the whole game tree with minimax (rung 6)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Alpha-beta"),
    QT_TRANSLATE_NOOP("TicTacToePlayers",
                      "minimax with alpha-beta pruning, no table (same moves, fewer nodes)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Alpha-beta + table"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "alpha-beta with a transposition table "
                                          "(rung 7: same moves, far fewer nodes)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Perfect (solved table)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers",
                      "looks its move up in the solved table of all 3x3 positions"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Deep search (timed)"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "alpha-beta with iterative deepening for ~1 s "
                                          "and an open-lines heuristic"),
    QT_TRANSLATE_NOOP("TicTacToePlayers", "Perfect but fallible"),
    QT_TRANSLATE_NOOP("TicTacToePlayers",
                      "plays perfectly, but errs with a probability the teacher sets"),
)

#: Why a rule-of-thumb player chose its move (``Decision.reason``), shown in the
#: statistics as "Rules of thumb, no search: %1." by ``games/tictactoe/view.py``.
REASONS = (
    QT_TRANSLATE_NOOP("TicTacToeReasons", "first free cell"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "centre"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "win at once"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "block"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "block (a fork: the game is lost)"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "fork"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "prevent a fork"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "block a fork"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "centre, corner, edge"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "random"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "best score"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "a deliberate mistake"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "random opening"),
    QT_TRANSLATE_NOOP("TicTacToeReasons", "-"),
)

#: 15-puzzle search registry (``games/fifteen/search``): algorithm and heuristic titles
#: for the Solve panel's lists and the Compare window. The Qt code should show them with
#: ``QCoreApplication.translate("FifteenSearch", record.title)``.
SEARCH = (
    QT_TRANSLATE_NOOP("FifteenSearch", "Breadth-first search"),
    QT_TRANSLATE_NOOP("FifteenSearch", "A*"),
    QT_TRANSLATE_NOOP("FifteenSearch", "IDA* (iterative-deepening A*)"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Weighted A*"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Greedy best-first search"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Divide and conquer (row by row, column by column)"),
    QT_TRANSLATE_NOOP("FifteenSearch", "IDA* with additive pattern databases (4x4)"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Misplaced tiles (Hamming distance)"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Manhattan distance"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Euclidean distance (rounded up)"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Manhattan distance + linear conflict"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Walking distance"),
    QT_TRANSLATE_NOOP("FifteenSearch", "max(walking distance, linear conflict)"),
    QT_TRANSLATE_NOOP("FifteenSearch", "Additive pattern databases"),
)

#: ``self.tr(...)`` calls that lupdate does not see because they sit inside an f-string
#: (``boardgames/app/lessons/stage_text.py``, class StageTextView); listed here so the
#: .ts has them. They can go once the code calls tr() outside the f-string.
INSIDE_F_STRINGS = (
    QT_TRANSLATE_NOOP("StageTextView", "Answer"),
    QT_TRANSLATE_NOOP("StageTextView", "Show the answer"),
)
