"""Helpers for tests of the game page (``boardgames.kit.page``): a page of any installed
game in a window of its own, clicks on its cells, seats chosen as a teacher would."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QHBoxLayout, QWidget

from boardgames.core.plugins import discover
from boardgames.kit.game_view import ViewContext
from boardgames.kit.page import GamePage


def make_page(qtbot, settings_path, plugin_id, seed=1, seats=None, options=None, pace=0,
              size=(1100, 700)):
    """A game page of ``plugin_id`` shown beside its panel; ``seats`` (keys: ``"@human"``
    or player ids), ``options`` and the computer's ``pace`` (tenths of a second) stored
    before it opens, as if chosen last time."""
    plugin = discover().get(plugin_id)
    settings = QSettings(str(settings_path), QSettings.IniFormat)
    for seat, key in enumerate(seats or ()):
        settings.setValue(f"{plugin_id}/seat{seat}", key)
    for key, value in (options or {}).items():
        settings.setValue(f"{plugin_id}/option/{key}", value)
    page = GamePage(ViewContext(QUndoStack(), settings, None, plugin_id), plugin, random.Random(seed))
    page.flow.pace.setValue(pace)
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.addWidget(page.board, 1)
    layout.addWidget(page.panel)
    holder.resize(*size)
    qtbot.addWidget(holder)
    with qtbot.waitExposed(holder):
        holder.show()
    page.holder = holder  # the holder owns the widgets: keep it alive with the page
    return page


def cell_centre(page, cell):
    """The centre of ``cell`` (row-major) of a grid painter's board, in board pixels."""
    board = page.board
    grid = board.painter.game.grid(board.state, None)
    centre = board.painter.cell_rect(grid, board.drawing_rect(), cell).center()
    return QPoint(int(centre.x()), int(centre.y()))


def click(qtbot, page, cell):
    """Click ``cell`` of the board."""
    qtbot.mouseClick(page.board, Qt.LeftButton, pos=cell_centre(page, cell))


def set_seat(page, seat, key):
    """Choose ``key`` (a player id or ``"@human"``) for ``seat`` in its list."""
    combo = page.seats.lists[seat]
    index = combo.findData(key)
    assert index >= 0, key
    combo.setCurrentIndex(index)


def set_option(page, key, value):
    """Set the option ``key`` in the options box (as a user would)."""
    control = page.options.controls[key]
    if hasattr(control, "findData"):
        control.setCurrentIndex(control.findData(value))
    else:
        control.setValue(value)


def wait_idle(qtbot, page, timeout=15000):
    """Wait until no computer thinks."""
    qtbot.waitUntil(lambda: not page.session.thinking.is_thinking(), timeout=timeout)


def labels(page):
    """The "show thinking" labels on the board, by the cell their move fills."""
    return page.board.painter.labels_by_cell(page.board.state, page.board.look)


def played(page):
    """The moves that lead to the position shown."""
    return list(page.session.line.played)


def seeded(seed):
    return random.Random(seed)
