"""Every page, window and dialog fits a 1024x768 projector in every shipped language.

The tests run on an offscreen 1024x768 screen (tests/conftest.py). Each window is opened
the way a user opens it (the main window with fresh settings, a tool by its button on the
game page, Exercises from the lesson page) and checked at the size it opens at, in
English, Russian and Spanish; the test fails listing every control that a user would see
cut off:

- the window opens inside the screen (its default size fits it) and can shrink to it:
  its minimum size (``minimumSizeHint()`` and ``minimumSize()``) leaves room for
  the window frame and a task bar: at most 1024x740;
- every visible button, label, combo box, line edit and spin box lies inside its window
  and inside every widget that contains it (a control in a scroll area may lie below the
  visible part: it can be scrolled to, but never beside it);
- none is narrower than its ``minimumSizeHint()`` (its text would be clipped), none lower
  than its minimum height; a word-wrapped label is as high as its text needs;
- no two of them are drawn over each other (a wrapped row over the one below);
- no tool bar hides actions behind its overflow button.

Presenter mode is checked at 1024x768 and 1280x800. Screenshots, when wanted, come from
``tools``-free ``QWidget.grab()`` in a debugging session, not from this test.
"""

from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QToolBar,
    QWidget,
)

ROOT = Path(__file__).resolve().parent.parent.parent
DATA = Path(__file__).parent.parent / "data" / "lessons"
EXAMPLE = ROOT / "examples" / "connect-four"
SCREEN = (1024, 768)
#: The most a window may ask for: the screen less a title bar and a task bar.
MAX_MIN = (1024, 740)
CHECKED = (QAbstractButton, QLabel, QComboBox, QLineEdit, QAbstractSpinBox)


# -- the check ----------------------------------------------------------------------------

def _rect_in(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())


def _scrolled(widget: QWidget, top: QWidget) -> bool:
    """True when ``widget`` is inside a scroll area's content (below ``top``)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _outside(widget: QWidget, top: QWidget) -> str:
    """Why ``widget`` is (partly) outside its window or a container, or ""."""
    rect = _rect_in(widget, top)
    scrolled = _scrolled(widget, top)
    parent = widget.parentWidget()
    while parent is not None:
        box = _rect_in(parent, top) if parent is not top else top.rect()
        if isinstance(parent, QAbstractScrollArea):
            box = _rect_in(parent.viewport(), top)
            across = rect.left() >= box.left() - 1 and rect.right() <= box.right() + 1
            if not across:
                return f"beside the visible part of {type(parent).__name__}"
            return ""  # below or above: reachable by scrolling
        horizontal = rect.left() >= box.left() - 1 and rect.right() <= box.right() + 1
        vertical = scrolled or (rect.top() >= box.top() - 1 and rect.bottom() <= box.bottom() + 1)
        if not (horizontal and vertical):
            return f"outside {type(parent).__name__} {parent.objectName()!r}"
        if parent is top:
            return ""
        parent = parent.parentWidget()
    return ""


def _too_small(widget: QWidget) -> str:
    """Why ``widget`` cannot show its text (narrower or lower than it needs), or ""."""
    need = widget.minimumSizeHint()
    if isinstance(widget, QLabel) and widget.wordWrap():
        high = widget.heightForWidth(widget.width())
        if widget.width() < min(need.width(), 60) or (high > 0 and widget.height() < high - 1):
            return f"{widget.width()}x{widget.height()}, needs {high} px of height"
        return ""
    if widget.width() < need.width() - 1 or widget.height() < min(need.height(), 20) - 1:
        return f"{widget.width()}x{widget.height()} < minimum {need.width()}x{need.height()}"
    return ""


def _text(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QLineEdit):
        return widget.text() or widget.placeholderText()
    return widget.objectName()


def _toolbar_problems(top: QWidget) -> list[str]:
    found = []
    for bar in top.findChildren(QToolBar):
        if not bar.isVisible():
            continue
        ext = [b for b in bar.findChildren(QAbstractButton) if b.objectName() == "qt_toolbar_ext_button"]
        if any(b.isVisible() for b in ext):
            found.append(f"tool bar {bar.windowTitle()!r} hides actions behind its overflow button")
    return found


def _scroll_parent(widget: QWidget) -> QWidget | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def _overlaps(widgets: list[QWidget], top: QWidget) -> list[str]:
    """Controls drawn over each other (a row that wrapped into the one below)."""
    found = []
    rects = [(w, _rect_in(w, top).adjusted(1, 1, -1, -1), _scroll_parent(w)) for w in widgets]
    for n, (a, ra, sa) in enumerate(rects):
        for b, rb, sb in rects[n + 1:]:
            if sa is sb and ra.intersects(rb) and not (a.isAncestorOf(b) or b.isAncestorOf(a)):
                found.append(f"{type(a).__name__} {_text(a)!r} overlaps {type(b).__name__} {_text(b)!r}")
    return found


def problems(top: QWidget) -> list[str]:
    """Everything a user would see cut off in the window ``top`` (laid out as it is)."""
    found = []
    hint, minimum = top.minimumSizeHint(), top.minimumSize()
    for what, size in (("minimumSizeHint", hint), ("minimumSize", minimum)):
        if size.width() > MAX_MIN[0] or size.height() > MAX_MIN[1]:
            found.append(f"{type(top).__name__}.{what}() is {size.width()}x{size.height()}")
    shown = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, CHECKED) or not widget.isVisible() or widget.window() is not top:
            continue
        if widget.objectName().startswith("qt_") or isinstance(widget.parentWidget(), QAbstractSpinBox):
            continue
        shown.append(widget)
        why = _outside(widget, top) or _too_small(widget)
        if why:
            found.append(f"{type(widget).__name__} {_text(widget)!r}: {why}")
    return found + _overlaps(shown, top) + _toolbar_problems(top)


def settle(qtbot, window: QWidget, size=None) -> None:
    """Lay ``window`` out at ``size`` (shown normally, not full screen), or at the size it
    opened at when ``size`` is None."""
    if window.isFullScreen():
        window.showNormal()
    if size is not None:
        window.resize(*size)
    qtbot.wait(30)
    for _ in range(8):  # layouts inside scroll areas settle over several passes
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def off_screen(window: QWidget) -> list[str]:
    """The window's parts that lie outside the screen's available area."""
    area, frame = window.screen().availableGeometry(), window.frameGeometry()
    if area.contains(frame):
        return []
    return [f"{type(window).__name__} {frame.width()}x{frame.height()} at ({frame.x()}, {frame.y()}) "
            f"is not inside the {area.width()}x{area.height()} screen"]


def assert_fits(qtbot, window: QWidget, where: str, size=None) -> None:
    """``window`` at ``size`` (None: as it opened, which must be on the screen) shows
    every control whole."""
    settle(qtbot, window, size)
    found = (off_screen(window) if size is None else []) + problems(window)
    shown = f"{window.width()}x{window.height()}"
    assert not found, f"{where} at {shown}:\n  " + "\n  ".join(found)


def opened_window(qtbot, before: set[QWidget]) -> QWidget:
    """The top-level window that appeared since ``before`` (the visible ones then)."""
    def new() -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in before
                and w.isWindow() and not isinstance(w, QMessageBox)]
    qtbot.waitUntil(lambda: bool(new()), timeout=10000)
    return new()[-1]


def click_tool(qtbot, window, title: str) -> QWidget:
    """Click the game page's tool button ``title`` (its English title); the new window."""
    page = window.current_view()
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    page.tools.buttons[title].click()
    return opened_window(qtbot, before)  # (the test closes it: some delete themselves)


# -- fixtures -----------------------------------------------------------------------------

@pytest.fixture(params=["en", "ru", "es", "de"])
def lang(request, qapp):
    """The interface in one language (the app's translators), undone afterwards."""
    from boardgames.app.main import install_translations

    before = QLocale()
    code = request.param
    installed = install_translations(qapp, QLocale(code)) if code != "en" else []
    QLocale.setDefault(QLocale(code))
    if code != "en":
        assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"
    try:
        yield code
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(before)


@pytest.fixture
def lessons_dir(tmp_path, monkeypatch):
    folder = tmp_path / "lessons"
    shutil.copytree(DATA, folder)
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(folder))
    return folder


@pytest.fixture
def window(qtbot, settings, lang, lessons_dir):
    from boardgames.app.main_window import MainWindow

    assert QApplication.primaryScreen().availableGeometry().size().toTuple() == SCREEN
    win = MainWindow(settings)  # fresh settings: it opens at its default size
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    if win.lessons_page is not None:
        win.lessons_page.shutdown()
    for view in win.views.values():
        view.shutdown()
    win.close()


# -- the pages ----------------------------------------------------------------------------

def test_start_page(window, qtbot, lang):
    assert_fits(qtbot, window, "start page")


@pytest.mark.parametrize("game", ["tictactoe", "fifteen"])
def test_game_page(window, qtbot, lang, game):
    assert window.open_game(game)
    assert_fits(qtbot, window, f"{game} page")


def _main_window(qtbot, settings):
    """The main window with Connect Four (examples/) besides the installed games."""
    from boardgames.app.main_window import MainWindow
    from boardgames.core.plugins import Discovery, discover

    if str(EXAMPLE) not in sys.path:
        sys.path.append(str(EXAMPLE))
    plugin = importlib.import_module("boardgames_connect_four.plugin").PLUGIN
    installed = [p for p in discover().plugins if p.id != plugin.id]
    win = MainWindow(settings, Discovery(plugins=installed + [plugin]))
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    return win


def _close(win) -> None:
    for view in win.views.values():
        view.shutdown()
    win.close()


def test_session_page_connect_four(qtbot, settings, lang):
    win = _main_window(qtbot, settings)
    try:
        assert win.open_game("connect-four")
        assert_fits(qtbot, win, "connect-four page")
    finally:
        _close(win)


#: A stage of each demo kind: (lesson, stage index).
STAGES = {"window": ("tictactoe", 1), "console": ("basics", 1), "challenge": ("mini-challenge", 1),
          "none": ("mini-challenge", 0)}


@pytest.mark.parametrize("kind", list(STAGES))
def test_lesson_page(window, qtbot, lang, kind):
    lesson, stage = STAGES[kind]
    assert window.open_lessons(lesson)
    page = window.lessons_page
    page.show_stage(stage)
    assert page.lesson.stages[page.stage_index].demo == kind
    assert_fits(qtbot, window, f"lesson page, {kind} stage")


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
@pytest.mark.parametrize("kind", list(STAGES))
def test_presenter_mode(window, qtbot, lang, kind, size):
    lesson, stage = STAGES[kind]
    assert window.open_lessons(lesson)
    page = window.lessons_page
    page.show_stage(stage)
    page.set_presenter_mode(True)
    try:
        assert_fits(qtbot, window, f"presenter mode, {kind} stage", size)
    finally:
        page.set_presenter_mode(False)


@pytest.mark.parametrize("kind", ["window", "console"])
def test_lesson_page_at_800x600(window, qtbot, lang, kind):
    """On an old 800x600 projector the stage scrolls, but nothing is cut off at the side,
    squeezed or drawn over something else, and no tool bar hides an action."""
    lesson, stage = STAGES[kind]
    assert window.open_lessons(lesson)
    window.lessons_page.show_stage(stage)
    assert_fits(qtbot, window, f"lesson page, {kind} stage", (800, 600))


def test_compare_window(window, qtbot, lang):
    assert window.open_game("fifteen")
    compare = click_tool(qtbot, window, "Compare searches…")
    assert compare.height() >= SCREEN[1] - 40  # as tall as the projector allows: more result rows
    compare.chart.set_rows([(e.short_label(), 10 ** (i % 9), "optimal")
                            for i, e in enumerate(compare.checks)])
    compare.table.setRowCount(len(compare.checks))
    for row, check in enumerate(compare.checks):  # the longest words a status can have
        compare._set_cell(row, 0, check.short_label())
        compare._set_cell(row, 6, compare.tr("gave up after %1 nodes").replace("%1", "1,000,000"))
    assert_fits(qtbot, compare, "Compare window")
    table = compare.table  # whole words in the status column, nothing beyond the right edge
    longest = max(table.item(0, 6).text().split(), key=table.fontMetrics().horizontalAdvance)
    assert table.columnWidth(6) >= table.fontMetrics().horizontalAdvance(longest)
    assert table.rowHeight(0) >= 2 * table.fontMetrics().height() or \
        table.columnWidth(6) >= table.fontMetrics().horizontalAdvance(table.item(0, 6).text())
    assert table.columnViewportPosition(6) + table.columnWidth(6) <= table.viewport().width() + 1
    chart = compare.chart  # every bar keeps a text line: labels never overlap
    assert chart.height() - 36 >= len(chart.rows) * chart.fontMetrics().lineSpacing()
    for row in range(table.rowCount()):  # the usual short status: the searches' names get the room
        compare._set_cell(row, 6, compare.tr("solved"))
    qtbot.waitUntil(lambda: table.columnWidth(0) >= 0.35 * table.viewport().width())
    assert table.horizontalHeaderItem(2).text().count("\n") == 1  # "Nodes\nexpanded"
    compare.close()


def test_search_stepper(window, qtbot, lang):
    """The generic search stepper opened from the 15-puzzle page fits, IDA*'s extra
    figures and a long result line included; the speed slider keeps its width."""
    assert window.open_game("fifteen")
    stepper = click_tool(qtbot, window, "Step through a search…")
    qtbot.waitUntil(lambda: stepper.model is not None, timeout=10000)
    combo = stepper.controls.algorithm_combo
    combo.setCurrentIndex(combo.findData("ida*"))
    stepper.model.run(40)
    stepper.render()
    stepper.result_label.setText(stepper.tr("Goal reached: a solution of %n moves.", "", 22) + " "
                                 + stepper.tr("It is a shortest one."))
    assert_fits(qtbot, stepper, "search stepper")
    slider = stepper.controls.speed_slider
    assert slider.width() >= slider.minimumWidth() >= 100
    stepper.close()


@pytest.mark.parametrize("game", ["tictactoe", "connect-four"])
def test_tree_viewer(qtbot, settings, lang, game):
    """The game-tree viewer opened from a game page fits, and its labels read as large
    as the window's body text (at zoom 1 after "Fit", the least it fits to)."""
    from boardgames.kit.tree.scene import NodeItem

    win = _main_window(qtbot, settings)
    try:
        assert win.open_game(game)
        viewer = click_tool(qtbot, win, "Show the game tree…")
        viewer.expand_level()
        assert_fits(qtbot, viewer, f"{game} tree viewer")
        viewer.view.fit()
        body = viewer.message.fontInfo().pixelSize()
        scale = viewer.view.transform().m11()
        labels = [item for item in viewer.view.scene().items() if isinstance(item, NodeItem)]
        assert labels and all(item.font.pixelSize() * scale >= body for item in labels)
        viewer.close()
    finally:
        _close(win)


def test_tournament_window_shows_every_standing(window, qtbot, lang):
    """Five students and four computer players: all nine rows of the standings and
    every column are in view without scrolling, and every player's whole name: the
    numbers' columns are a league table's ("P W D L Pts", whole on hover and to screen
    readers; the Russian names were "Сн… …" when the titles were whole words)."""
    from boardgames.games.tictactoe import tournament as tm

    assert window.open_game("tictactoe")
    dialog = click_tool(qtbot, window, "Students' tournament…")
    students = [tm.Entrant(f"student_{i:02d}_with_a_long_name.py", tm.STUDENT) for i in range(5)]
    computers = [tm.Entrant(name, tm.COMPUTER) for name in list(tm.LADDER)[:4]]
    games = [tm.GameRecord(n + 1, s.name, c.name, (0, 3, 1, 4, 2), "x", tm.LINE)
             for n, (s, c) in enumerate((s, c) for s in students for c in computers)]
    dialog.results.show_result(tm.TournamentResult(tuple(students + computers), tuple(games), len(games)))
    assert_fits(qtbot, dialog, "tournament")
    table = dialog.results.standings
    rows = table.rowCount()
    assert rows == 9
    assert table.rowViewportPosition(rows - 1) + table.rowHeight(rows - 1) <= table.viewport().height()
    last = table.columnCount() - 1
    assert table.columnViewportPosition(last) + table.columnWidth(last) <= table.viewport().width() + 1
    widest = max(table.fontMetrics().horizontalAdvance(table.item(row, 1).text()) for row in range(rows))
    assert table.columnWidth(1) >= widest + 8, (table.columnWidth(1), widest)
    for column in (0, *range(2, last + 1)):
        header = table.horizontalHeaderItem(column)
        assert header.toolTip() == header.data(Qt.AccessibleTextRole)
        assert len(header.text()) < len(header.toolTip()), header.toolTip()
    dialog.close()


@pytest.mark.parametrize("lesson", ["tictactoe", "search"])
def test_exercises_window(window, qtbot, lang, lesson):
    """Opened by the lesson page's Exercises button: it opens on the screen with nothing
    cut off, and its program is as large as the body text, also after Zoom in."""
    assert window.open_lessons(lesson)
    page = window.lessons_page
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    qtbot.mouseClick(page.exercises_button, Qt.LeftButton)
    exercises = opened_window(qtbot, before)
    assert exercises is page.exercises_window and exercises.panel.exercises
    assert_fits(qtbot, exercises, f"Exercises ({lesson})")
    editor = exercises.panel.editor
    assert editor.font().pointSizeF() >= QApplication.font().pointSizeF() - 0.01
    window.set_zoom(window.zoom * 1.25)  # Zoom in: the program grows with the text
    try:
        qtbot.waitUntil(lambda: editor.font().pointSizeF() >= QApplication.font().pointSizeF() - 0.01)
        assert_fits(qtbot, exercises, f"Exercises ({lesson}), zoomed in")
    finally:
        window.set_zoom(1.0)
        exercises.close()


def test_teacher_notes_window(window, qtbot, lang):
    """Presenter mode's notes (N) open on the only screen as a panel beside the lesson,
    not over it, with nothing cut off."""
    assert window.open_lessons("basics")
    page = window.lessons_page
    page.show_stage(0)
    page.set_presenter_mode(True)
    try:
        qtbot.keyClick(page, Qt.Key_N)
        notes = page.notes_window
        assert notes.isVisible() and notes.is_panel()
        assert not notes.geometry().intersects(page.content.geometry())
        assert_fits(qtbot, window, "teacher notes")
    finally:
        page.notes_window.hide()
        page.set_presenter_mode(False)


def test_about_box(window, qtbot, lang):
    seen: list[list[str]] = []

    def check() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            QApplication.processEvents()
            seen.append(problems(box) + [f"About box {box.width()}x{box.height()}"] * (
                box.width() > MAX_MIN[0] or box.height() > MAX_MIN[1]))
            box.accept()
        else:
            QTimer.singleShot(30, check)

    QTimer.singleShot(30, check)
    window.show_about()
    assert seen == [[]]


def test_presenter_layout_follows_the_width():
    """Presenter mode: on a narrow projector smaller text and the demo below the program;
    on a wide one the largest text and the two side by side."""
    from boardgames.app.lessons.page_layout import PRESENTER_SCALE, presenter_layout

    narrow, wide = presenter_layout(1024), presenter_layout(1920)
    assert narrow[1] is False and wide == (PRESENTER_SCALE, True)
    assert 1.1 < narrow[0] < presenter_layout(1280)[0] < PRESENTER_SCALE


def test_presenter_mode_page_adapts_when_resized(window, qtbot):
    assert window.open_lessons("basics")
    page = window.lessons_page
    page.set_presenter_mode(True)
    try:
        settle(qtbot, window, (1920, 1080))
        wide = page.code_view.font().pointSizeF()
        assert page.right_splitter.orientation() == Qt.Horizontal
        settle(qtbot, window, SCREEN)
        assert page.right_splitter.orientation() == Qt.Vertical
        assert page.code_view.font().pointSizeF() < wide
    finally:
        page.set_presenter_mode(False)


def test_saved_game_message_with_a_long_path_fits(window, qtbot, lang, tmp_path):
    """The message about a damaged saved game names its (long) path and still fits."""
    folder = tmp_path / ("a-long-folder-name-of-a-class-" * 4) / ("and-a-pupil-" * 6)
    folder.mkdir(parents=True)
    damaged = folder / "a-game-saved-with-a-very-long-name-by-a-pupil.boardgame.json"
    damaged.write_text("{ this is not JSON", encoding="utf-8")
    window.saved_games.open_path(str(damaged))
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert boxes, "no message about the damaged file"
    QApplication.processEvents()
    box = boxes[-1]
    assert box.width() <= MAX_MIN[0] and box.height() <= MAX_MIN[1], box.size()
    assert not problems(box)
    box.accept()


def test_fifteen_page_with_a_result_and_a_refusal(window, qtbot, lang):
    """The side panel with a solve result, then with the refusal of an unsolvable position
    (longer texts than the empty panel)."""
    assert window.open_game("fifteen")
    view = window.current_view()
    position = next(part for part in view.extra if hasattr(part, "easy_shuffle"))
    position.easy_shuffle(6)
    view.puzzle.solve()
    qtbot.waitUntil(lambda: not view.session.thinking.is_thinking(), timeout=30000)
    assert_fits(qtbot, window, "15-puzzle with a solve result")
    view.new_position((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0), {"rows": 4, "cols": 4}, "Set")
    view.puzzle.solve_button.click()
    assert_fits(qtbot, window, "15-puzzle refusing an unsolvable position")


def test_tictactoe_page_thinking_on_a_5x5_board(window, qtbot, lang):
    assert window.open_game("tictactoe")
    view = window.current_view()
    view.flow.show_thinking.setChecked(True)
    size = view.options.controls["size"]
    size.setCurrentIndex(size.findData(5)) if hasattr(size, "findData") else size.setValue(5)
    view.play_moves([12])
    qtbot.waitUntil(lambda: not view.session.thinking.is_thinking() and "…" not in view.progress.text(),
                    timeout=15000)
    assert_fits(qtbot, window, "tic-tac-toe 5x5 with Show thinking")


def test_flow_layout_wraps_rows_and_keeps_every_button_whole(qtbot):
    """Wide: one row, the right group at the right end. Narrow: more rows, each button
    at its full width, none over another, and the minimum height grows with the rows."""
    from PySide6.QtWidgets import QPushButton

    from boardgames.kit.fitting import FlowLayout

    holder = QWidget()
    qtbot.addWidget(holder)
    flow = FlowLayout(holder)
    buttons = [QPushButton(text) for text in ("Previous", "1 / 2", "Next", "English", "Presenter mode")]
    for i, button in enumerate(buttons):
        if i == 3:
            flow.add_stretch()
        flow.addWidget(button)
    holder.resize(900, 200)
    holder.show()
    qtbot.wait(20)
    assert len({b.y() for b in buttons}) == 1
    assert buttons[-1].geometry().right() >= 890 and buttons[2].x() < 450
    one_row = flow.heightForWidth(900)
    holder.resize(flow.minimumSize().width(), 400)
    qtbot.wait(20)
    assert len({b.y() for b in buttons}) >= 3  # rows wrapped
    assert all(b.width() == b.sizeHint().width() for b in buttons)
    assert not _overlaps(buttons, holder)
    assert flow.minimumSize().height() == flow.heightForWidth(holder.width()) > 2 * one_row


@pytest.fixture
def compiling_forever(monkeypatch, tmp_path):
    """The 15-puzzle's compiled searches are not ready and compiling them takes until
    the search is cancelled (no child process is started)."""
    import time

    from boardgames.games.fifteen.search import compile_ahead

    def child(rows, cols, should_stop=lambda: False):
        while not should_stop():
            time.sleep(0.01)
        return False

    monkeypatch.setattr(compile_ahead, "compile_in_child", child)
    monkeypatch.setattr(compile_ahead, "_ready", set())
    monkeypatch.setattr(compile_ahead, "marker", lambda rows, cols: tmp_path / f"{rows}x{cols}")


@pytest.mark.parametrize("algorithm", ["auto", "a*"])
def test_fifteen_search_progress_is_scrolled_into_view(window, qtbot, lang, algorithm, compiling_forever):
    """On a 6x6 board the side panel is taller than a 1024x768 window: when a Solve starts,
    the search's progress line under the Solve button, and "Play best so far" under it
    when the search is an anytime one ("auto"; a textbook A* has none), are scrolled into
    view, whole."""
    import random

    from boardgames.games.fifteen.shuffle import random_solvable

    assert window.open_game("fifteen")
    view = window.current_view()
    view.new_position(random_solvable(6, 6, random.Random(3)), {"rows": 6, "cols": 6}, "Set")
    panel = next(part for part in view.extra if hasattr(part, "algorithm"))
    panel.algorithm.setCurrentIndex(panel.algorithm.findData(algorithm))
    QApplication.processEvents()
    area = window.panel_scroll
    assert area.verticalScrollBar().maximum() > 0, "the panel fits: this test checks nothing"
    area.verticalScrollBar().setValue(0)
    wanted = [view.progress] + ([view.puzzle.play_best_button] if algorithm == "auto" else [])
    assert view.puzzle.play_best_button.isVisible() == (algorithm == "auto")

    def shown_whole(widget: QWidget) -> bool:
        top = widget.mapTo(area.viewport(), QPoint(0, 0)).y()
        return top >= 0 and top + widget.height() <= area.viewport().height()

    view.puzzle.solve_button.click()
    try:
        qtbot.waitUntil(lambda: bool(view.progress.text()), timeout=20000)
        qtbot.waitUntil(lambda: all(shown_whole(widget) for widget in wanted), timeout=3000)
    finally:
        view.puzzle.cancel_button.click()
        qtbot.waitUntil(lambda: not view.session.thinking.is_thinking(), timeout=10000)


def test_fifteen_solve_result_is_scrolled_into_view(window, qtbot, lang):
    """On a 6x6 board at 1024x768 the line that says what Solve found lies below the
    visible part of the side panel: when it appears, the panel scrolls to show it and the
    Play/Pause button under it (the solution plays at once), and the result stays in view
    while the solution plays (the figures above it grow as they wrap, by one line at most)."""
    assert window.open_game("fifteen")
    view = window.current_view()
    position = next(part for part in view.extra if hasattr(part, "easy_shuffle"))
    view.new_position(tuple(range(1, 36)) + (0,), {"rows": 6, "cols": 6}, "Set")
    position.easy_shuffle(6)
    panel = next(part for part in view.extra if hasattr(part, "algorithm"))
    panel.algorithm.setCurrentIndex(panel.algorithm.findData("a*"))
    QApplication.processEvents()
    area = window.panel_scroll
    assert area.verticalScrollBar().maximum() > 0, "the panel fits: this test checks nothing"
    area.verticalScrollBar().setValue(0)
    figures = view.puzzle.figures
    before = figures.height()
    view.puzzle.solve_button.click()
    result = view.puzzle.result
    qtbot.waitUntil(lambda: bool(result.text()), timeout=20000)

    def shown_whole(widget: QWidget = result) -> bool:
        top = widget.mapTo(area.viewport(), QPoint(0, 0)).y()
        return top >= 0 and top + widget.height() <= area.viewport().height()

    qtbot.waitUntil(lambda: shown_whole() and shown_whole(view.puzzle.play_button), timeout=3000)
    view.puzzle.timer.setInterval(1)  # the solution plays: "Moves: 0 + 1 by the computer" may wrap
    qtbot.waitUntil(lambda: view.session.is_over(), timeout=10000)
    qtbot.waitUntil(shown_whole, timeout=3000)
    # the moves and the time stand on lines of their own from the start: the computer's
    # share adds at most one line (in ru the time was torn from its value, three lines)
    assert figures.height() <= before + figures.fontMetrics().lineSpacing() + 1


def test_class_boards_show_every_column_on_a_projector(window, qtbot, lang):
    """The class view's two boards (in the main window's style), each half of a 1024x768
    projector: the points and the time are in view without scrolling (Spanish "Puntos"
    and "Tiempo" were behind a scroll bar), the numbers' columns titled short, whole on
    hover."""
    from boardgames.app.classroom.boards import LeaderboardBoard, StandingsBoard
    from boardgames.classroom.leaderboard import Entry
    from boardgames.classroom.tournament import Standing

    standings, leaderboard = StandingsBoard(), LeaderboardBoard()
    standings.show_standings([Standing("Valentina", 14, 7, 0, 7), Standing("Anna", 14, 3, 0, 11)],
                             str)
    leaderboard.show_entries([Entry("Konstantin", 5, 5, 412, 12.5)], 0, str)
    for board in (standings, leaderboard):
        qtbot.addWidget(board)
        board.resize(470, 260)
        board.show()
        table = board.table
        qtbot.waitUntil(lambda table=table: table.columnWidth(0) > 0)
        last = table.columnCount() - 1
        assert not table.horizontalScrollBar().isVisible(), (lang, board.title())
        assert table.columnViewportPosition(last) + table.columnWidth(last) <= table.viewport().width() + 1
        shortened = [table.horizontalHeaderItem(c) for c in range(1, last + 1)
                     if table.horizontalHeaderItem(c).text() != table.horizontalHeaderItem(c).toolTip()]
        assert all(item.data(Qt.AccessibleTextRole) == item.toolTip() for item in shortened)
    assert len([c for c in range(1, 5) if standings.table.horizontalHeaderItem(c).text()
                != standings.table.horizontalHeaderItem(c).toolTip()]) == 4
