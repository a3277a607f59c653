"""The tic-tac-toe page's tools: the students' tournament and the game-tree viewer, each
opened in its own window (Qt)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from boardgames.app.kit.tools import Tool
from boardgames.core.i18n import QT_TRANSLATE_NOOP


def _tournament(page: Any) -> QWidget:
    from boardgames.games.tictactoe.ui import tournament_page

    return tournament_page.open_tournament(page.panel, page.context.settings)


def _tree(page: Any) -> QWidget:
    from boardgames.games.tictactoe.ui import tree_view

    return tree_view.open_tree_viewer(page.context.parent, page.session.state.board)


TOURNAMENT = Tool(QT_TRANSLATE_NOOP("tictactoe", "Students' tournament…"), _tournament,
                  QT_TRANSLATE_NOOP("tictactoe", "Play students' choose_move(board) files against the "
                                                 "computer players and each other"))
TREE = Tool(QT_TRANSLATE_NOOP("tictactoe", "Show the game tree…"), _tree,
            QT_TRANSLATE_NOOP("tictactoe", "This position's game tree: minimax values, alpha-beta "
                                           "cut-offs"))
