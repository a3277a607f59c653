"""The game pages as the teacher's run-through at 1024x768 met them (issue 44), in English
and Russian: a stale result on a new board, the level arrow that moved under repeated
clicks, the 15-puzzle's tools below the fold and its panel jumping on Solve, tic-tac-toe's
panel opened scrolled down, and the handles a screen reader (and a test) finds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLabel, QWidget

#: The 4x4 position the run-through solved: a few moves from solved, so Solve is quick.
NEAR_4X4 = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15)


@pytest.fixture(params=["en", "ru"])
def lang(request, language):
    """The interface in one language (the app's translators), undone afterwards."""
    language(request.param)  # conftest's: undone after the test
    return request.param


@pytest.fixture
def window(qtbot, settings, lang):
    """The main window at its default size on the 1024x768 projector, in ``lang``."""
    from boardgames.app.main_window import MainWindow

    assert QApplication.primaryScreen().availableGeometry().size().toTuple() == (1024, 768)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    for view in win.views.values():
        view.shutdown()
    win.close()


def _fifteen(window):
    assert window.open_game("fifteen")
    return window.current_view(), window.frames["fifteen"]


def _solve_and_play(qtbot, view) -> None:
    """Solve the position shown and let the solution play to its end."""
    view.puzzle.timer.setInterval(1)
    view.puzzle.solve_button.click()
    qtbot.waitUntil(lambda: view.session.is_over() and view.session.ply > 0, timeout=30000)


def _solved_4x4(qtbot, view, frame) -> None:
    view.new_position(NEAR_4X4, {"rows": 4, "cols": 4}, "Set")
    _solve_and_play(qtbot, view)
    solved = frame.overlay.title_for("assisted")
    qtbot.waitUntil(lambda: frame.overlay.isVisible(), timeout=5000)
    assert frame.overlay.title.text() == solved


# -- 1. a stale result ------------------------------------------------------------------

def test_a_size_change_after_a_solve_clears_the_result_through_the_next_solve(window, qtbot, lang):
    """The run-through's steps: a 4x4 Solve, then 5x5, Shuffle and Solve: the old
    "Solved by the computer" never stays on the new board; the new solve's own result
    shows when its playback ends."""
    view, frame = _fifteen(window)
    _solved_4x4(qtbot, view, frame)
    view.options.controls["rows"].setValue(5)  # as the user does: the spin box
    view.options.controls["cols"].setValue(5)
    assert (view.game.rows, view.game.cols) == (5, 5)
    assert not frame.overlay.isVisible()
    position = next(part for part in view.extra if hasattr(part, "easy_shuffle"))
    position.easy_shuffle(4)
    assert not frame.overlay.isVisible()
    view.puzzle.timer.setInterval(1)
    view.puzzle.solve_button.click()
    qtbot.waitUntil(lambda: view.session.ply > 0 or view.session.is_over(), timeout=30000)
    assert not frame.overlay.isVisible()  # during the playback
    qtbot.waitUntil(lambda: view.session.is_over() and view.session.ply > 0, timeout=30000)
    qtbot.waitUntil(lambda: frame.overlay.isVisible(), timeout=5000)  # the new result


def test_undo_then_a_shuffle_after_a_solve_clear_the_result(window, qtbot, lang):
    view, frame = _fifteen(window)
    _solved_4x4(qtbot, view, frame)
    view.undo_stack.undo()  # to before the end
    assert not view.session.is_over() and not frame.overlay.isVisible()
    view.undo_stack.redo()
    frame.on_game_over("assisted", "")  # shown again on the solved board
    next(part for part in view.extra if hasattr(part, "shuffle")).shuffle_button.click()
    assert not frame.overlay.isVisible()


def test_a_new_search_clears_a_result_still_shown(window, qtbot, lang):
    """A result still shown when a new Solve starts (from the keyboard, on another
    position) is hidden: the search is about the position shown, not the old one."""
    view, frame = _fifteen(window)
    view.new_position(NEAR_4X4, {"rows": 4, "cols": 4}, "Set")
    frame.overlay.show_result("assisted", "46 moves", puzzle=True)  # as if left over
    view.puzzle.solve()
    assert not frame.overlay.isVisible()
    qtbot.waitUntil(lambda: not view.session.thinking.is_thinking(), timeout=30000)


# -- 3. the level arrows stay put ----------------------------------------------------------

def test_the_level_arrows_stay_at_the_same_x_under_repeated_clicks(window, qtbot, lang):
    """Clicking › again and again (and ‹ back) walks through every level of each game:
    the arrows under the mouse never move, whatever the width of the level's text, and
    each level's number fits its fixed width whole."""
    for game in ("fifteen", "tictactoe"):
        assert window.open_game(game)
        control = window.frames[game].level_control
        count = len(window.frames[game].levels)
        assert count >= 3
        control.set_level(1, by_user=True)
        QApplication.processEvents()
        where = _arrows_x(window, control)
        for button, levels in ((control.up, range(2, count + 1)), (control.down, range(count - 1, 0, -1))):
            for level in levels:
                qtbot.mouseClick(button, Qt.LeftButton)
                QApplication.processEvents()
                assert control.level == level
                assert _arrows_x(window, control) == where, f"{game}, level {level}"
                label = control.label
                assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()


def _arrows_x(window, control) -> tuple[int, int]:
    return (control.down.mapTo(window, QPoint(0, 0)).x(), control.up.mapTo(window, QPoint(0, 0)).x())


# -- 4. handles for a screen reader ----------------------------------------------------------

def test_rows_and_columns_carry_their_accessible_names(window, lang):
    view, _ = _fifteen(window)
    rows = QCoreApplication.translate("fifteen", "Rows")
    cols = QCoreApplication.translate("fifteen", "Columns")
    if lang == "ru":
        assert (rows, cols) != ("Rows", "Columns")  # translated, as the labels are
    named = {w.accessibleName(): w for w in view.panel.findChildren(QAbstractSpinBox)}
    assert named[rows] is view.options.controls["rows"]
    assert named[cols] is view.options.controls["cols"]


def test_the_solver_result_has_a_stable_name(window, qtbot, lang):
    view, _ = _fifteen(window)
    view.new_position(NEAR_4X4, {"rows": 4, "cols": 4}, "Set")
    view.puzzle.solve_button.click()
    qtbot.waitUntil(lambda: bool(view.puzzle.result.text()), timeout=30000)
    found = view.panel.findChild(QLabel, "solverResult")
    assert found is view.puzzle.result and found.isVisible()
    assert found.accessibleName() == QCoreApplication.translate("PuzzleBox", "Solver result")


# -- 2. the side panel at 1024x768 -------------------------------------------------------------

def _in_view(window, widget: QWidget) -> bool:
    """True when ``widget`` is shown whole inside the side panel's viewport."""
    viewport = window.panel_scroll.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0))
    return (widget.isVisible() and top.y() >= 0 and top.y() + widget.height() <= viewport.height()
            and top.x() >= 0 and top.x() + widget.width() <= viewport.width())


def test_the_fifteen_tools_and_actions_are_in_view_without_scrolling(window, qtbot, lang):
    view, _ = _fifteen(window)
    QApplication.processEvents()
    assert window.panel_scroll.verticalScrollBar().value() == 0
    position = next(part for part in view.extra if hasattr(part, "shuffle"))
    wanted = {**view.tools.buttons, "Shuffle": position.shuffle_button, "Solve": view.puzzle.solve_button,
              "Hint": view.puzzle.hint_button, "Rows": view.options.controls["rows"]}
    assert len(view.tools.buttons) >= 2
    assert [name for name, widget in wanted.items() if not _in_view(window, widget)] == []


def test_the_panel_does_not_move_when_solve_starts_and_ends(window, qtbot, lang):
    """The room of the search's report is kept from the start: Solve starting, its
    progress and its result move nothing in the panel."""
    view, _ = _fifteen(window)
    QApplication.processEvents()
    puzzle = view.puzzle
    parts = [view.tools, view.options, puzzle.solve_button, puzzle.play_button, puzzle.figures,
             puzzle.show_search, view.moves]

    def places() -> list[int]:
        QApplication.processEvents()
        return [part.mapTo(view.panel, QPoint(0, 0)).y() for part in parts]

    before = places()
    puzzle.speed.setValue(1)  # (the solution plays slowly: the figures stay on their lines)
    puzzle.solve_button.click()
    assert places() == before
    qtbot.waitUntil(lambda: bool(puzzle.result.text()), timeout=30000)
    assert places() == before
    puzzle.cancel()


def test_tictactoe_panel_opens_scrolled_to_the_top(window, qtbot, lang):
    """After the 15-puzzle's panel was scrolled down, tic-tac-toe's opens at its top."""
    _fifteen(window)
    bar = window.panel_scroll.verticalScrollBar()
    QApplication.processEvents()
    bar.setValue(bar.maximum())
    assert bar.value() > 0
    assert window.open_game("tictactoe")
    QApplication.processEvents()
    assert bar.value() == 0
    assert all(_in_view(window, button) for button in window.current_view().tools.buttons.values())
