"""Tools: windows a game page opens (Compare, the students' tournament, the search stepper,
the game-tree viewer) (Qt).

A plug-in names its own tools in ``GamePlugin.tools`` (``"module:attribute"`` of a
:class:`Tool`); the page shows a button for each and opens the window with
``open(page)``. The page adds the generic tools where a game fits them
(:data:`GENERIC`, :func:`generic_tools`): the search stepper on a one-player puzzle, the
game-tree viewer on a two-player game.

What a tool may read from the page: ``page.plugin`` (the descriptor), ``page.game`` (the
rules), ``page.session.state`` (the position shown), ``page.board.painter`` (the painter,
e.g. for :func:`~boardgames.kit.board.thumbnail`), ``page.context.parent`` (the main
window, the parent of a tool's window) and ``page.context.settings``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QPushButton, QVBoxLayout, QWidget

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.kit.fitting import FlowLayout
from boardgames.kit.stepper.window import open_stepper
from boardgames.kit.tree.window import open_tree_viewer


@dataclass(frozen=True)
class Tool:
    """One tool of a game page.

    Attributes:
        title: the button's English text (with ``…``: it opens a window); translated in
            ``context``.
        open: ``open(page) -> QWidget``: opens (or raises) the tool's window on the page's
            position and returns it.
        tip: one English line for the button's tooltip.
        context: the translation context of ``title`` and ``tip`` (``""``: the plug-in's
            id; a generic tool names its own).
        takes_files: the window it opens takes students' files: it has
            ``add_files(paths: list[Path])`` (the students' tournament does; class mode hands
            it the players the students sent).
    """

    title: str
    open: Callable[[Any], QWidget]
    tip: str = ""
    context: str = ""
    takes_files: bool = False


def _tree(page: Any) -> QWidget:
    return open_tree_viewer(page.plugin, page.game, page.session.state, page.context.parent)


def _stepper(page: Any) -> QWidget:
    return open_stepper(page.plugin, page.game, page.session.state, page.context.parent)


#: The generic tools: ``(fits(page) -> bool, tool)``, in the order the buttons show.
GENERIC: list[tuple[Callable[[Any], bool], Tool]] = [
    (lambda page: page.game.num_players == 2,
     Tool(QT_TRANSLATE_NOOP("Tools", "Show the game tree…"), _tree,
          QT_TRANSLATE_NOOP("Tools", "This position's game tree: minimax values, alpha-beta cut-offs"),
          context="Tools")),
    (lambda page: page.game.num_players == 1,
     Tool(QT_TRANSLATE_NOOP("Tools", "Step through a search…"), _stepper,
          QT_TRANSLATE_NOOP("Tools", "Watch breadth-first search, A* and IDA* expand one node at a time"),
          context="Tools")),
]


def generic_tools(page: Any) -> list[Tool]:
    """The generic tools that fit the game of ``page``."""
    return [tool for fits, tool in GENERIC if fits(page)]


class ToolsBox(QGroupBox):
    """A button per tool, in rows that wrap; hidden when there are none."""

    def __init__(self, context: str, tools: list[Tool], page: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setTitle(self.tr("Tools"))
        self.page = page
        self.tools = list(tools)
        self.buttons: dict[str, QPushButton] = {}
        row = FlowLayout()
        for tool in tools:
            where = tool.context or context
            button = QPushButton(QCoreApplication.translate(where, tool.title))
            if tool.tip:
                button.setToolTip(QCoreApplication.translate(where, tool.tip))
            button.clicked.connect(lambda _=False, t=tool: t.open(page))
            self.buttons[tool.title] = button
            row.addWidget(button)
        QVBoxLayout(self).addLayout(row)
        if not tools:  # (hidden before it has a parent: showing it then would open a window)
            self.hide()

    def open_with_files(self, paths: list[Path]) -> QWidget | None:
        """Open the first tool that takes students' files and give it ``paths``; returns its
        window (None when the game has no such tool)."""
        for tool in self.tools:
            if tool.takes_files:
                window = tool.open(self.page)
                window.add_files(paths)  # the contract of takes_files
                return window
        return None
