"""The 15-puzzle page's tools: Compare searches and the search stepper, each in its own
window on the position shown (Qt)."""

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


def _stepper(page: Any) -> QWidget:
    from boardgames.games.fifteen.ui.stepper import open_stepper

    return open_stepper(page.context.parent, page.session.state, page.game.rows, page.game.cols)


COMPARE = Tool(QT_TRANSLATE_NOOP("fifteen", "Compare searches…"), _compare,
               QT_TRANSLATE_NOOP("fifteen", "Run several algorithms and heuristics on this position"))
STEPPER = Tool(QT_TRANSLATE_NOOP("fifteen", "Step through a search…"), _stepper,
               QT_TRANSLATE_NOOP("fifteen", "Watch BFS, A* and IDA* expand one node at a time on an 8-puzzle"))
