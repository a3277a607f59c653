"""Fixtures of the 15-puzzle's window tests."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt


@pytest.fixture
def view(window, qtbot):
    """The 15-puzzle's page, opened from the start page by a click; its shuffles seeded,
    its slides not animated (no waiting for them in most tests)."""
    qtbot.mouseClick(window.start_page.cards["fifteen"], Qt.LeftButton)
    v = window.current_view()
    v.rng = random.Random(7)
    v.board.set_animation_ms(0)
    return v
