"""The 15-puzzle's Compare window fits a 1024x768 projector in English and Russian, and
its chart gives every bar a line of its own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

SCREEN_W, SCREEN_H = 1024, 768


@pytest.fixture(params=["en", "ru"])
def lang(request, language):
    """The interface in one language (the app's translators), undone afterwards."""
    language(request.param)  # conftest's: undone after the test
    return request.param


@pytest.fixture
def compare(qtbot, lang):
    from boardgames.games.fifteen import board as B
    from boardgames.games.fifteen.ui.compare import CompareWindow

    window = CompareWindow()
    qtbot.addWidget(window)
    window.set_position(B.goal(4, 4), 4, 4)
    # every search with a result: the longest chart the window can show
    window.chart.set_rows([(e.short_label(), 10 ** (i % 9), "optimal") for i, e in enumerate(window.checks)])
    return window


def test_compare_window_fits_1024x768(compare, qtbot, lang):
    if lang == "ru":
        assert QCoreApplication.translate("CompareWindow", "Run") != "Run"  # really Russian
    for size in (compare.minimumSizeHint(), compare.minimumSize()):
        assert size.width() <= SCREEN_W and size.height() <= SCREEN_H, size
    compare.resize(1000, 700)
    compare.show()
    qtbot.wait(20)
    assert compare.width() <= SCREEN_W and compare.height() <= SCREEN_H
    # every check box fully visible inside the window
    for box in compare.checks.values():
        right = box.mapTo(compare, box.rect().topRight()).x()
        assert box.isVisible() and box.width() >= box.sizeHint().width() and right <= compare.width()


def test_compare_window_shrinks_to_one_column(compare, qtbot):
    compare.show()
    compare.resize(compare.minimumSizeHint().width(), 700)
    qtbot.wait(20)
    columns = {compare.choices_grid.getItemPosition(compare.choices_grid.indexOf(b))[1]
               for b in compare.checks.values()}
    assert len(columns) < 4
    assert compare.width() <= SCREEN_W


def test_chart_gives_each_bar_a_text_line(compare):
    chart = compare.chart
    assert chart.minimumHeight() >= len(chart.rows) * chart.fontMetrics().lineSpacing()
