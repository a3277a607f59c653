"""The 15-puzzle page's tools: Compare searches, in its own window on the position shown
(Qt); the search stepper is a generic tool (kit/stepper)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.kit.tools import Tool


def _compare(page: Any) -> QWidget:
    from boardgames.games.fifteen.ui.compare import CompareWindow

    window = getattr(page, "compare_window", None)
    if window is None:
        window = page.compare_window = CompareWindow(page.context.parent)
    if not window.is_running():
        window.set_position(page.session.state, page.game.rows, page.game.cols)
    window.show()
    window.raise_()
    return window


COMPARE = Tool(QT_TRANSLATE_NOOP("fifteen", "Compare searches…"), _compare,
               QT_TRANSLATE_NOOP("fifteen", "Run several algorithms and heuristics on this position"))
