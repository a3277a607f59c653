"""Helpers for tests of the game page (``boardgames.kit.page``): a page of any installed
game in a window of its own, clicks on its cells, seats chosen as a teacher would."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QSettings, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QHBoxLayout, QWidget

from boardgames.core.plugins import Discovery, discover
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


@contextmanager
def window_maker(qtbot, folder, discovery: Discovery) -> Iterator:
    """``make(**settings)``: the real main window with the games of ``discovery``, shown,
    on a settings file of its own in ``folder`` (``nim__seat1="random"`` sets
    ``nim/seat1``); every window made is shut down and deleted afterwards."""
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    create_application()
    made = []

    def make(**values):
        settings = QSettings(str(folder / f"settings{len(made)}.ini"), QSettings.IniFormat)
        for key, value in values.items():
            settings.setValue(key.replace("__", "/"), value)
        window = MainWindow(settings, discovery)  # at its default size, as a user opens it
        qtbot.addWidget(window)
        with qtbot.waitExposed(window):
            window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        for view in window.views.values():
            view.shutdown()
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)


def undo_walk(page) -> list[int]:
    """The plies ``page`` shows while undoing to the start of the game, then redoing to
    the end."""
    stack, seen = page.undo_stack, [page.session.ply]
    while stack.canUndo() and page.session.ply > 0:
        stack.undo()
        seen.append(page.session.ply)
    while stack.canRedo():
        stack.redo()
        seen.append(page.session.ply)
    return seen
