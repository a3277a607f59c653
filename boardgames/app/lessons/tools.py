"""The viewers a lesson stage can open beside its demo (``tool = "stepper"`` or ``"tree"``
in the manifest, optionally naming the game: ``"tree:nim"``): the search stepper and the
game-tree viewer, on the start position of the game the stage names."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from boardgames.core.plugins import GamePlugin, discover
from boardgames.kit.stepper.window import open_stepper
from boardgames.kit.tree.window import open_tree_viewer
from boardgames.lessons.model import TOOL_STEPPER, TOOL_TREE, Stage


def tool_label(tool: str | None) -> str:
    """The (translated) text of the button that opens ``tool`` ("" for none)."""
    labels = {TOOL_STEPPER: QCoreApplication.translate("LessonTools", "Step through the search…"),
              TOOL_TREE: QCoreApplication.translate("LessonTools", "Show the game tree…")}
    return labels.get(tool or "", "")


def _plugin(stage: Stage) -> GamePlugin | None:
    return discover().get(stage.tool_game) if stage.tool else None


def tool_available(stage: Stage) -> bool:
    """True when the stage names a tool and the game it shows is installed."""
    return _plugin(stage) is not None


def open_tool(stage: Stage, parent: QWidget) -> Any:
    """Open the viewer ``stage`` names as a window beside the lesson, on its game's start
    position; returns it (None for none, or when the game is not installed)."""
    plugin = _plugin(stage)
    if plugin is None:
        return None
    if stage.tool == TOOL_STEPPER:
        return open_stepper(plugin, plugin.load_rules(), None, parent)
    return open_tree_viewer(plugin, plugin.load_rules(), None, parent)
