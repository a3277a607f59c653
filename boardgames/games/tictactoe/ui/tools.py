"""The tic-tac-toe page's tool buttons: the students' tournament and the game tree viewer,
each opened in its own window."""

from __future__ import annotations

from typing import Any

from boardgames.games.tictactoe.ui import tournament_page, tree_view


def connect(view: Any, panel: Any) -> None:
    """Connect the panel's tool buttons (``tournament_button``, ``tree_button``) of the
    tic-tac-toe ``view``."""
    panel.tournament_button.clicked.connect(
        lambda: tournament_page.open_tournament(panel, view.context.settings))
    panel.tree_button.clicked.connect(
        lambda: tree_view.open_tree_viewer(view.context.parent, view.position()))
