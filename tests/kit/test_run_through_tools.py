"""The game-tree viewer and the search stepper as a teacher met them in a run-through on
a 1024x768 projector (issue 44), in English and Russian, each opened by its button on
the game page of the app's main window:

- the tree viewer's "Fit" shows all 9 first moves of tic-tac-toe, not 5 of them;
- its node counts are grouped by thousands in the interface's language ("549,946",
  "549 946"), also on a system without a language (``LANG=C.UTF-8``), where the
  interface is English;
- the stepper's open-list thumbnails draw the 8-puzzle's numbers large enough to read
  from the back of a classroom;
- the stepper's legend is one line.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from boardgames.kit.stepper.window import StatusLegend, StepperWindow
from boardgames.kit.tree.scene import SIDE, NodeItem
from boardgames.kit.tree.window import TreeViewerWindow

#: The least height of a digit's ink in an open-list thumbnail, in pixels: that of a
#: 14 px font (DejaVu Sans Bold's digits, hinted), readable on a projector from the back
#: of a classroom (the 54 px thumbnails before drew 5 px).
DIGIT_INK = 9


@pytest.fixture(params=["en", "ru"])
def lang(request, language):
    """The interface in English on a system without a language (the "C" locale, as
    ``LANG=C.UTF-8`` gives it: the run-through's), or in Russian; undone afterwards."""
    language("C" if request.param == "en" else request.param)  # conftest's: undone after the test
    return request.param


@pytest.fixture
def main_window(qtbot, settings, lang):
    from boardgames.app.main_window import MainWindow

    assert QApplication.primaryScreen().availableGeometry().size().toTuple() == (1024, 768)
    win = MainWindow(settings)  # fresh settings: it opens at its default size
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    for view in win.views.values():
        view.shutdown()
    win.close()


def open_tool(qtbot, window, game: str, title: str, kind: type):
    """Click ``title`` on ``game``'s page; the tool's window once laid out."""
    assert window.open_game(game)
    window.current_view().tools.buttons[title].click()
    qtbot.waitUntil(lambda: bool(window.findChildren(kind)), timeout=10000)
    tool = window.findChildren(kind)[0]
    qtbot.waitExposed(tool)
    for _ in range(5):
        qtbot.wait(20)
        QApplication.processEvents()
    return tool


@pytest.fixture
def viewer(qtbot, main_window):
    tool = open_tool(qtbot, main_window, "tictactoe", "Show the game tree…", TreeViewerWindow)
    yield tool
    tool.close()


@pytest.fixture
def stepper(qtbot, main_window):
    tool = open_tool(qtbot, main_window, "fifteen", "Step through a search…", StepperWindow)
    qtbot.waitUntil(lambda: tool.model is not None, timeout=10000)
    for _ in range(3):
        tool.step()
    yield tool
    tool.close()


def test_fit_shows_the_top_and_all_its_children(viewer, qtbot):
    qtbot.mouseClick(viewer.fit_button, Qt.LeftButton)
    QApplication.processEvents()
    view = viewer.view
    items = [i for i in view.scene().items() if isinstance(i, NodeItem) and i.node.parent <= 0]
    assert len(items) == 10  # the empty board and its 9 children
    shown = view.viewport().rect()
    outside = []
    for item in items:
        picture = view.mapFromScene(item.mapRectToScene(QRectF(0, 0, SIDE, SIDE))).boundingRect()
        if not shown.contains(picture):
            outside.append((item.node.id, picture.getRect()))
    assert not outside, f"not in the {shown.width()}x{shown.height()} view: {outside}"


def test_counts_are_grouped_in_the_interface_language(viewer, qtbot, lang):
    qtbot.waitUntil(lambda: viewer.counts is not None, timeout=30000)
    texts = [viewer.table.item(row, 0).text() for row in range(3)]
    separator = "," if lang == "en" else "\u00a0"
    assert texts == [f"549{separator}946", f"20{separator}866", f"5{separator}473"]


def digit_height(image: QImage) -> int:
    """The height of the numbers' ink on the tiles of a thumbnail of the 8-puzzle: the
    light pixels inside the dark board (the frame round the tiles), the least over its
    three rows of tiles."""
    def light(x: int, y: int) -> int:
        return image.pixelColor(x, y).lightness()

    dark = [(x, y) for y in range(image.height()) for x in range(image.width())
            if light(x, y) < 70 and image.pixelColor(x, y).alpha() == 255]  # (not the corners)
    assert dark, "no board drawn"
    left, right = min(x for x, _ in dark), max(x for x, _ in dark)
    top, bottom = min(y for _, y in dark), max(y for _, y in dark)
    strip = (bottom - top + 1) / 3
    heights = []
    for row in range(3):
        rows = [y for y in range(int(top + row * strip), int(top + (row + 1) * strip))
                if any(light(x, y) > 170 for x in range(left, right + 1))]
        if rows:
            heights.append(max(rows) - min(rows) + 1)
    assert heights, "no numbers drawn"
    return min(heights)


def test_open_list_thumbnails_show_readable_numbers(stepper):
    table = stepper.table
    assert table.rowCount() >= 2
    icon = table.item(0, 0).icon()
    size = table.iconSize()
    image = icon.pixmap(size).toImage()
    assert digit_height(image) >= DIGIT_INK
    assert table.rowHeight(0) >= size.height() and table.columnWidth(0) >= size.width()


def test_the_legend_is_one_line(stepper):
    legend = stepper.findChild(StatusLegend)
    assert QCoreApplication.translate("StepperWindow", "current") in legend.text()
    line = legend.fontMetrics().lineSpacing()
    assert legend.height() < 1.5 * line
    assert legend.heightForWidth(legend.width()) < 1.5 * line
    assert legend.geometry().right() <= stepper.width()
