"""The tic-tac-toe page's own tool: the students' tournament, in its own window (Qt). (The
game-tree viewer is a generic tool of every two-player game's page.)"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.kit.tools import Tool


def _tournament(page: Any) -> QWidget:
    """Show the page's tournament window (made the first time, then raised)."""
    from boardgames.games.tictactoe.ui.tournament_page import TournamentDialog

    dialog = page.panel.findChild(TournamentDialog, "tournamentDialog")
    if dialog is None:
        dialog = TournamentDialog(page.context.settings, page.panel)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


TOURNAMENT = Tool(QT_TRANSLATE_NOOP("tictactoe", "Students' tournament…"), _tournament,
                  QT_TRANSLATE_NOOP("tictactoe", "Play students' choose_move(board) files against the "
                                                 "computer players and each other"), takes_files=True)
