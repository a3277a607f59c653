"""The viewers a lesson stage can open beside its demo (``tool = "stepper"`` or ``"tree"``
in the manifest): the 15-puzzle's search stepper and tic-tac-toe's minimax tree viewer."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from boardgames.lessons.model import TOOL_STEPPER, TOOL_TREE


def tool_label(tool: str | None) -> str:
    """The (translated) text of the button that opens ``tool`` ("" for none)."""
    labels = {TOOL_STEPPER: QCoreApplication.translate("LessonTools", "Step through the search…"),
              TOOL_TREE: QCoreApplication.translate("LessonTools", "Show the game tree…")}
    return labels.get(tool or "", "")


def open_tool(tool: str | None, parent: QWidget) -> Any:
    """Open the viewer ``tool`` as a window beside the lesson; returns it (None for none)."""
    if tool == TOOL_STEPPER:
        from boardgames.games.fifteen.ui.stepper import open_stepper

        return open_stepper(parent)
    if tool == TOOL_TREE:
        from boardgames.games.tictactoe.ui.tree_view import open_tree_viewer

        return open_tree_viewer(parent)
    return None
