"""The tic-tac-toe page's own tool: the students' tournament, in its own window (Qt). (The
game-tree viewer is a generic tool of every two-player game's page.)"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.kit.tools import Tool


def _tournament(page: Any) -> QWidget:
    from boardgames.games.tictactoe.ui import tournament_page

    return tournament_page.open_tournament(page.panel, page.context.settings)


TOURNAMENT = Tool(QT_TRANSLATE_NOOP("tictactoe", "Students' tournament…"), _tournament,
                  QT_TRANSLATE_NOOP("tictactoe", "Play students' choose_move(board) files against the "
                                                 "computer players and each other"))
