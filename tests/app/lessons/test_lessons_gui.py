"""The lesson player page with pytest-qt: opening lessons, stepping, presenter mode, demos,
answers, languages, broken lessons and the challenge panel."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from boardgames.app.lessons import program_file
from boardgames.lessons.loader import find_lessons
from boardgames.lessons.model import Lesson
from boardgames.resources import data_dir
from tests import paths

DATA = paths.DATA / "lessons"


def _lesson_params():
    params = []
    for folder, user in ((data_dir("lessons"), False), (DATA, True)):
        for entry in find_lessons([(folder, user)]):
            if isinstance(entry, Lesson):  # broken ones: see test_every_shipped_lesson_loads
                params.append(pytest.param(folder, entry.id, id=f"{'test' if user else 'shipped'}-{entry.id}"))
    return params


@pytest.fixture
def settings(tmp_path):
    s = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    yield s
    s.sync()


def make_page(qtbot, settings, monkeypatch, lessons_dir: Path = DATA):
    from boardgames.app.lessons.page import LessonsPage

    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(lessons_dir))
    page = LessonsPage(settings)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    with qtbot.waitActive(page):  # shortcuts only reach the active window
        page.show()
        page.activateWindow()
    page.setFocus()
    return page


@pytest.fixture
def page(qtbot, settings, monkeypatch):
    p = make_page(qtbot, settings, monkeypatch)
    yield p
    p.shutdown()


def wait_state(qtbot, panel, *states, timeout=15000):
    qtbot.waitUntil(lambda: panel.state in states, timeout=timeout)


# -- opening and stepping --------------------------------------------------------------

@pytest.mark.parametrize("folder,lesson_id", _lesson_params())
def test_open_every_lesson_and_step_through_all_stages(qtbot, settings, monkeypatch, folder, lesson_id):
    page = make_page(qtbot, settings, monkeypatch, folder if folder == DATA else DATA)
    assert page.open_lesson(lesson_id)
    lesson = page.lesson
    n = len(lesson.stages)
    titles = []
    for i in range(n):
        assert page.stage_index == i
        assert page.counter.text() == f"{i + 1} / {n}"
        titles.append(page.stage_title.text())
        if lesson.stages[i].program is not None:
            assert page.code_view.shown_text().strip() == page.program_text.strip() != ""
        assert page.text_view.browser.toPlainText().strip() != ""
        if i < n - 1:
            qtbot.mouseClick(page.next_button, Qt.LeftButton)
    assert not page.next_button.isEnabled()
    assert len(set(titles)) == n  # every stage shows its own title
    for i in reversed(range(n - 1)):
        qtbot.keyClick(page, Qt.Key_PageUp)
        assert page.stage_index == i
    assert not page.prev_button.isEnabled()
    for i in range(1, n):
        qtbot.keyClick(page, Qt.Key_PageDown)
        assert page.stage_index == i
    page.shutdown()


def test_arrow_keys_and_stage_list_step_and_the_stage_is_remembered(qtbot, settings, monkeypatch):
    page = make_page(qtbot, settings, monkeypatch)
    assert page.open_lesson("basics")
    with qtbot.waitSignal(page.title_changed) as blocker:
        qtbot.keyClick(page, Qt.Key_Right)
    assert blocker.args == ["Test basics — Adding numbers"]
    qtbot.keyClick(page, Qt.Key_Right)
    qtbot.keyClick(page, Qt.Key_Left)
    assert page.stage_index == 1
    page.text_view.browser.setFocus()  # reading the text does not block stepping
    qtbot.keyClick(page.text_view.browser, Qt.Key_Right)
    assert page.stage_index == 2
    qtbot.keyClick(page.text_view.browser, Qt.Key_Left)
    assert page.stage_index == 1
    page.stage_list.setCurrentRow(3)
    assert page.stage_title.text() == "Stage 4: A bug"
    page.shutdown()
    again = make_page(qtbot, settings, monkeypatch)
    assert again.lesson.id == "basics" and again.stage_index == 3  # where we left off
    assert again.open_lesson("basics")
    assert again.stage_index == 3
    assert settings.value("lessons/basics/stage") == "04_bug"
    again.shutdown()


def test_changed_lines_are_marked_and_only_changes_can_be_shown(qtbot, settings, monkeypatch, tmp_path):
    folder = tmp_path / "lessons" / "steps"
    (folder / "stages").mkdir(parents=True)
    (folder / "lesson.toml").write_text(
        'format = 1\nlanguages = ["en"]\n[title]\nen = "Steps"\n'
        '[[stage]]\nid = "a"\ndemo = "console"\n[stage.title]\nen = "A"\n'
        '[[stage]]\nid = "b"\ndemo = "console"\n[stage.title]\nen = "B"\n', encoding="utf-8")
    old = [f"x{i} = {i}" for i in range(1, 21)]
    new = list(old)
    new[1] = "x2 = 200"            # line 2 changed
    new[17] = "x18 = 1800"         # line 18 changed
    new.insert(18, "print(x18)")   # line 19 added
    (folder / "stages" / "a.py").write_text("\n".join(old) + "\n", encoding="utf-8")
    (folder / "stages" / "b.py").write_text("\n".join(new) + "\n", encoding="utf-8")
    for stage in "ab":
        (folder / "stages" / f"{stage}.en.md").write_text("Text.\n", encoding="utf-8")
    page = make_page(qtbot, settings, monkeypatch, folder.parent)
    assert page.open_lesson("steps")
    assert page.code_view.changed == set() and not page.changes_box.isEnabled()
    qtbot.keyClick(page, Qt.Key_PageDown)
    assert page.code_view.changed == {2, 18, 19}
    assert "3 lines new or changed (yellow), 2 removed" in page.code_label.text()
    page.changes_box.setChecked(True)
    # the removed lines are shown (struck out) where they were, before what replaced them
    assert page.code_view.shown_line_numbers() == [1, None, 2, 3, 4, None, 16, 17, None, 18, 19, 20, 21]
    shown = page.code_view.shown_text().splitlines()
    assert shown[1] == "x2 = 2" and shown[2] == "x2 = 200" and shown[5] == "⋯"
    assert shown[10] == "print(x18)"
    assert page.code_view.removed_lines() == ["x2 = 2", "x18 = 18"]
    qtbot.keyClick(page, Qt.Key_D)  # back to the whole program
    assert not page.changes_box.isChecked()
    assert page.code_view.shown_text() == "\n".join(new)
    assert page.code_view.shown_line_numbers() == list(range(1, 22))
    page.shutdown()


# -- presenter mode --------------------------------------------------------------------

def test_text_follows_the_window_zoom(page, qtbot):
    from boardgames.app.lessons.page_layout import MIN_PRESENTER_SCALE, PRESENTER_SCALE

    page.open_lesson("basics")
    page.resize(1920, 1080)  # a wide projector: presenter mode's largest text
    app_font = QApplication.font()
    try:
        bigger = QApplication.font()
        bigger.setPointSizeF(20.0)
        QApplication.setFont(bigger)  # what the window's Zoom in does
        qtbot.waitUntil(lambda: abs(page.code_view.font().pointSizeF() - 20.0) < 0.2)
        page.set_presenter_mode(True)
        qtbot.wait(20)
        code = page.code_view  # larger than normal; made smaller only for its lines to fit
        assert 20.0 * MIN_PRESENTER_SCALE - 0.3 <= code.font().pointSizeF() <= 20.0 * PRESENTER_SCALE + 0.1
        assert page.stage_title.font().pointSizeF() > 30  # the text: the full presenter scale
        page.set_presenter_mode(False)
    finally:
        QApplication.setFont(app_font)


def _projected_notes(page) -> list:
    """Widgets showing teacher notes inside the projected window."""
    return [w for w in page.window().findChildren(QWidget)
            if w.objectName() in ("teacherNotes", "notesTitle") and w.isVisible()]


def test_presenter_mode_signal_fonts_and_teacher_notes(page, qtbot, tmp_path):
    page.open_lesson("basics")
    page.show_stage(0)
    page.resize(1920, 1080)  # a wide projector: the largest text, code and demo side by side
    normal_size = page.code_view.font().pointSizeF()
    with qtbot.waitSignal(page.presenter_mode_changed) as blocker:
        qtbot.mouseClick(page.presenter_button, Qt.LeftButton)
    assert blocker.args == [True]
    assert page.sidebar.isHidden()
    assert page.right_splitter.orientation() == Qt.Horizontal  # code and demo side by side
    qtbot.waitUntil(lambda: page.code_view.font().pointSizeF() > normal_size * 1.3)
    # the notes do not open by themselves on the only screen; N shows them, as a panel
    # beside the lesson (one screen: a window would cover it)
    assert not _projected_notes(page)
    assert page.notes_button.isEnabled()
    qtbot.keyClick(page, Qt.Key_N)
    assert page.notes_window.isVisible() and page.notes_button.isChecked()
    assert "Ask a student" in page.notes_window.notes.toPlainText()
    assert page.notes_window.is_panel()
    assert not page.notes_window.geometry().intersects(page.content.geometry())
    page.grab().save(str(Path(os.environ.get("LESSON_SHOTS", tmp_path)) / "lesson_test_presenter.png"))
    qtbot.keyClick(page, Qt.Key_PageDown)  # a stage without notes
    assert "Ask a student" not in page.notes_window.notes.toPlainText()
    assert not page.notes_button.isEnabled()
    page.notes_window.hide()
    assert not page.notes_button.isChecked()
    with qtbot.waitSignal(page.presenter_mode_changed) as blocker:
        qtbot.keyClick(page, Qt.Key_Escape)
    assert blocker.args == [False]
    assert not page.sidebar.isHidden()
    with qtbot.waitSignal(page.presenter_mode_changed) as blocker:
        qtbot.keyClick(page, Qt.Key_P)
    assert blocker.args == [True]


def test_presenter_mode_code_fits_or_scrolls_and_text_lines_are_readable(page, qtbot):
    """On a 1024-wide projector the program's font shrinks towards the body text size so
    its lines fit (never below the body text; longer lines scroll sideways), and the stage
    text gets lines of a readable length, not two or three words."""
    page.open_lesson("basics")
    page.show_stage(0)
    page.resize(1024, 740)
    page.set_presenter_mode(True)
    qtbot.wait(50)
    body = QApplication.font().pointSizeF()
    code = page.code_view
    assert code.font().pointSizeF() >= body - 0.01
    longest = max(page.program_text.splitlines(), key=len)
    fits = code.fontMetrics().horizontalAdvance(longest) <= code.viewport().width()
    assert fits or code.horizontalScrollBar().maximum() > 0  # fits, or scrolls: never cut
    word = page.text_view.browser.fontMetrics().horizontalAdvance("слово ")
    words_per_line = page.text_view.browser.viewport().width() / word
    assert words_per_line >= 6
    page.set_presenter_mode(False)


# -- demos -----------------------------------------------------------------------------

def test_console_demo_shows_its_output(page, qtbot):
    page.open_lesson("basics")
    page.show_stage(1)  # reads "4" from its input
    qtbot.mouseClick(page.demo_panel.run_button, Qt.LeftButton)
    wait_state(qtbot, page.demo_panel, "finished")
    output = page.demo_panel.output.toPlainText()
    assert "Hello, class!" in output and "Sum: 10" in output
    assert page.demo_panel.status.text() == "The program finished."


def test_crashing_console_demo_shows_the_traceback(page, qtbot):
    page.open_lesson("basics")
    page.show_stage(3)
    qtbot.keyClick(page, Qt.Key_F5)
    wait_state(qtbot, page.demo_panel, "crashed")
    output = page.demo_panel.output.toPlainText()
    assert "Traceback (most recent call last)" in output
    assert "ZeroDivisionError" in output and "04_bug.py" in output
    assert "exit code 1" in page.demo_panel.status.text()


def test_hanging_console_demo_is_stopped_at_its_time_limit(qtbot, settings, monkeypatch, tmp_path):
    folder = tmp_path / "lessons" / "hang"
    (folder / "stages").mkdir(parents=True)
    (folder / "lesson.toml").write_text(
        'format = 1\nlanguages = ["en"]\n[title]\nen = "Hang"\n'
        '[[stage]]\nid = "loop"\ndemo = "console"\ntimeout = 1\n[stage.title]\nen = "Loop"\n',
        encoding="utf-8")
    (folder / "stages" / "loop.py").write_text("print('going', flush=True)\nwhile True:\n    pass\n")
    (folder / "stages" / "loop.en.md").write_text("An endless loop.\n")
    page = make_page(qtbot, settings, monkeypatch, folder.parent)
    assert page.open_lesson("hang")
    page.demo_panel.run()
    assert page.demo_panel.is_running()
    wait_state(qtbot, page.demo_panel, "timed_out", timeout=10000)
    assert "too long" in page.demo_panel.status.text()
    assert "going" in page.demo_panel.output.toPlainText()
    assert not page.demo_panel.is_running()
    page.shutdown()


def _gone(pid: int) -> bool:
    """True when the process no longer exists (not even as a zombie)."""
    return not Path(f"/proc/{pid}").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="uses /proc to look for zombies")
def test_window_demo_runs_resets_and_stops_without_zombies(page, qtbot):
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"  # the child inherits it
    page.open_lesson("basics")
    page.show_stage(2)
    panel = page.demo_panel
    qtbot.mouseClick(panel.run_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "window shown" in panel.output.toPlainText(), timeout=20000)
    first = panel.process_id()
    assert panel.state == "running" and first > 0 and not panel.run_button.isEnabled()
    assert "Running" in panel.status.text()
    qtbot.mouseClick(panel.reset_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "window shown" in panel.output.toPlainText(), timeout=20000)
    second = panel.process_id()
    assert second > 0 and second != first
    assert _gone(first)
    qtbot.mouseClick(panel.stop_button, Qt.LeftButton)
    assert panel.state == "stopped" and not panel.is_running()
    assert _gone(second)
    # Leaving the stage while a window program runs stops it too.
    panel.run()
    qtbot.waitUntil(lambda: panel.process_id() > 0, timeout=10000)
    third = panel.process_id()
    page.next_stage()
    assert _gone(third)


# -- questions and language ------------------------------------------------------------

def test_answers_are_revealed_on_click(page, qtbot):
    from PySide6.QtCore import QUrl

    page.open_lesson("basics")
    page.show_stage(0)
    text = page.text_view.browser.toPlainText()
    assert "How many lines" in text and "Show the answer" in text
    assert "Four: the greeting" not in text
    with qtbot.waitSignal(page.text_view.answer_revealed) as blocker:
        page.text_view.browser.anchorClicked.emit(QUrl("answer:2"))
    assert blocker.args == [1]
    text = page.text_view.browser.toPlainText()
    assert "The square of i" in text and "Four: the greeting" not in text
    qtbot.keyClick(page, Qt.Key_A)  # the next hidden answer
    assert "Four: the greeting" in page.text_view.browser.toPlainText()


def test_language_switch_changes_the_text_and_is_remembered(qtbot, settings, monkeypatch):
    page = make_page(qtbot, settings, monkeypatch)
    page.open_lesson("basics")
    page.show_stage(0)
    assert "instructions" in page.text_view.browser.toPlainText()
    assert [page.language_box.itemData(i) for i in range(page.language_box.count())] == ["en", "ru"]
    page.language_box.setCurrentIndex(1)
    page.language_box.activated.emit(1)
    assert "инструкций" in page.text_view.browser.toPlainText()
    assert page.stage_title.text().endswith("Привет, класс")
    assert page.lesson_title.text() == "Проверка основ"
    assert settings.value("lessons/language") == "ru"
    page.shutdown()
    again = make_page(qtbot, settings, monkeypatch)
    again.open_lesson("basics")
    assert again.current_language() == "ru"
    qtbot.keyClick(again, Qt.Key_L)
    assert "instructions" in again.text_view.browser.toPlainText()
    # a lesson with only English shows English while Russian is chosen
    again.set_language("ru")
    again.open_lesson("mini-challenge")
    assert again.current_language() == "en"
    assert not again.language_box.isEnabled()
    again.shutdown()


# -- broken lessons --------------------------------------------------------------------

def test_broken_lesson_is_listed_with_its_message_and_others_open(qtbot, settings, monkeypatch, tmp_path):
    root = tmp_path / "lessons"
    shutil.copytree(DATA / "basics", root / "basics")
    shutil.copytree(DATA / "basics", root / "broken")
    manifest = root / "broken" / "lesson.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        'id = "02_sum"\ndemo = "console"', 'id = "02_sum"\ndemo = "movie"'), encoding="utf-8")
    page = make_page(qtbot, settings, monkeypatch, root)
    messages = page.lesson_list.broken_messages()
    assert "broken" in messages
    assert "lesson.toml" in messages["broken"] and "stage[2].demo" in messages["broken"]
    assert not page.open_lesson("broken")
    assert "stage[2].demo" in page.message.text() or "stage[2].demo" in page.welcome.text()
    assert page.open_lesson("basics")
    assert page.stage_title.text().startswith("Stage 1")
    # Fixing the file and reloading makes it open.
    manifest.write_text(manifest.read_text(encoding="utf-8").replace('"movie"', '"console"'),
                        encoding="utf-8")
    page.reload()
    assert page.lesson_list.broken_messages() == {}
    assert page.open_lesson("broken")
    assert page.lesson.id == "broken"
    page.shutdown()


def test_stage_file_removed_after_loading_shows_a_message(page, qtbot, tmp_path, monkeypatch, settings):
    root = tmp_path / "lessons"
    shutil.copytree(DATA / "basics", root / "basics")
    other = make_page(qtbot, settings, monkeypatch, root)
    other.open_lesson("basics")
    (root / "basics" / "stages" / "02_sum.en.md").unlink()
    other.set_language("en")
    other.show_stage(1)
    assert other.message.isVisible()
    assert "02_sum.en.md" in other.message.text()
    other.shutdown()


def test_unknown_lesson_returns_false(page):
    assert not page.open_lesson("no-such-lesson")
    assert "no-such-lesson" in page.message.text() or "no-such-lesson" in page.welcome.text()


# -- taking the program home -----------------------------------------------------------

def test_save_and_copy_the_program(page, tmp_path):
    page.open_lesson("basics")
    page.show_stage(1)
    target = tmp_path / "take_home.py"
    assert program_file.save_program_to(page, target) == ""
    assert target.read_text(encoding="utf-8") == page.program_text
    error = program_file.save_program_to(page, tmp_path / "no" / "such" / "dir" / "x.py")
    assert "could not be saved" in error
    program_file.copy_program(page)
    assert QGuiApplication.clipboard().text() == page.program_text


# -- challenge -------------------------------------------------------------------------

def test_challenge_stage_scores_a_solver_in_the_background(page, qtbot, tmp_path):
    page.open_lesson("mini-challenge")
    page.show_stage(1)
    panel = page.stage_panels["challenge"]
    assert page.demo_stack.currentWidget() is panel
    assert panel.table.rowCount() == 3
    template = DATA / "mini-challenge" / "stages" / "02_challenge.py"
    with qtbot.waitSignal(panel.scoring_finished, timeout=30000) as blocker:
        assert panel.score(template)
        assert panel.is_running() and not panel.load_button.isEnabled()
    result = blocker.args[0]
    assert result.all_valid
    for row in range(3):
        assert panel.table.item(row, 1).text().startswith("✔")
        assert panel.table.item(row, 2).text() == panel.table.item(row, 3).text()
    assert "3 of 3 solved" in panel.total.text()
    assert "optimal 20" in panel.total.text()
    page.grab().save(str(Path(os.environ.get("LESSON_SHOTS", tmp_path)) / "lesson_test_challenge.png"))

    bad = tmp_path / "bad.py"
    bad.write_text("def solve(board):\n    raise RuntimeError('not yet')\n", encoding="utf-8")
    with qtbot.waitSignal(panel.scoring_finished, timeout=30000) as blocker:
        assert panel.score(bad)
    assert blocker.args[0].valid_count == 0
    assert "crashed" in panel.table.item(0, 1).text()
    panel.table.selectRow(0)
    assert "RuntimeError: not yet" in panel.details.toPlainText()

    # Arrow keys belong to the time-limit box while it has the focus.
    page.next_stage()
    assert page.stage_index == 1
    panel.limit.setFocus()
    panel.limit.selectAll()
    qtbot.keyClick(panel.limit, Qt.Key_Left)
    assert page.stage_index == 1

    not_python = tmp_path / "notes.py"
    not_python.write_text("this is not python\n", encoding="utf-8")
    assert not panel.score(not_python)
    assert "notes.py" in panel.status.text()
    assert panel.table.item(0, 1).text().startswith("✘")  # the table is kept


# -- in the main window ----------------------------------------------------------------

def test_main_window_shows_lessons_and_presenter_mode_goes_full_screen(window, qtbot, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(DATA))
    assert window.open_lessons("basics")
    page = window.lessons_page
    assert window.stack.currentWidget() is page
    assert page.lesson.id == "basics"
    page.set_presenter_mode(True)
    qtbot.waitUntil(window.isFullScreen)
    page.set_presenter_mode(False)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    page.shutdown()


def test_main_window_shows_the_page_before_reading_the_lessons(window, qtbot, monkeypatch):
    """Opening Lessons shows the page at once; the lesson folders are read a moment later
    (the window paints in between), and the lesson the teacher left off opens again."""
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(DATA))
    window.settings.setValue("lessons/last", "basics")
    assert window.open_lessons()
    page = window.lessons_page
    assert window.stack.currentWidget() is page
    assert page.lesson_list.count() == 0 and page.lesson is None  # not read yet
    qtbot.waitUntil(lambda: page.lesson is not None)
    assert page.lesson.id == "basics" and page.lesson_list.current_id() == "basics"
    assert page.stage_title.text().startswith("Stage 1")
    page.shutdown()


@pytest.mark.parametrize("language", ["de", "ru"])
def test_the_interface_language_opens_the_shipped_lessons_in_it(qtbot, settings, monkeypatch,
                                                                 tmp_path, language):
    """A teacher whose interface is German (or Russian) sees the shipped lessons, their
    stages and their programs in that language without choosing it."""
    from boardgames.app.lessons.page import LessonsPage

    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(tmp_path / "none"))
    app = QApplication.instance()
    before = app.property("boardgames_language")
    app.setProperty("boardgames_language", language)
    try:
        page = LessonsPage(settings)
    finally:
        app.setProperty("boardgames_language", before)
    qtbot.addWidget(page)
    assert page.open_lesson("search") and page.current_language() == language
    assert page.lesson_title.text() == page.lesson.title[language]
    first = page.lesson.stages[0]
    assert page.stage_title.text().endswith(": " + first.title[language])
    assert first.program_in(language).name == f"01_graph.{language}.py"
    assert page.program_text == first.program_in(language).read_text(encoding="utf-8")
    assert page.program_text != first.program.read_text(encoding="utf-8")  # not the English
    assert page.lesson_list.currentItem().text() == page.lesson.title[language]
    page.shutdown()


def test_the_stage_half_is_made_on_first_use_and_names_what_it_makes(qtbot, settings, monkeypatch):
    """A page asked to read later makes the stage's widgets when one is first asked for
    (here the presenter button, by the P key's slot), and they are exactly
    ``page_layout.STAGE_PARTS``."""
    from boardgames.app.lessons import page_layout
    from boardgames.app.lessons.page import LessonsPage

    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(DATA))
    page = LessonsPage(settings, read_later=True)
    qtbot.addWidget(page)
    before = set(vars(page))
    assert not page.stage_built and not page_layout.STAGE_PARTS & before
    page.set_presenter_mode(True)
    assert page.stage_built and page.presenter_button.isChecked()
    assert set(vars(page)) - before - {"presenter"} == page_layout.STAGE_PARTS
    page.set_presenter_mode(False)
    assert page.open_lesson("basics")  # the timers that follow find it all made
    qtbot.wait(3 * 15 + 50)
    assert page.lesson.id == "basics" and page.stage_title.text().startswith("Stage 1")
    page.shutdown()


@pytest.mark.parametrize("forced, allowed", [("none", "1"), ("none", ""), ("", "")])
def test_challenge_says_how_solvers_are_confined(page, qtbot, monkeypatch, forced, allowed):
    from boardgames.core import sandbox
    from boardgames.kit import sandbox_note

    monkeypatch.setenv("BOARDGAMES_SANDBOX", forced)
    monkeypatch.setenv(sandbox.confine.ALLOW_VARIABLE, allowed)
    sandbox_note.current().refresh()
    page.open_lesson("mini-challenge")
    page.show_stage(1)
    panel = page.stage_panels["challenge"]
    qtbot.waitUntil(lambda: sandbox_note.current().mode != "", timeout=10000)
    mode = sandbox.isolation()
    note = panel.sandbox_note.text()
    assert panel.sandbox_note.isVisibleTo(panel) and note == sandbox_note.describe(mode)
    solver = DATA / "mini-challenge" / "stages" / "02_challenge.py"
    if mode == sandbox.UNAVAILABLE:  # nothing confines and it was not allowed: not run
        assert "not run" in note and not panel.score(solver)
        assert "Settings" in panel.status.text()
    else:
        assert ("your rights" in note) == (mode == sandbox.NONE)
        with qtbot.waitSignal(panel.scoring_finished, timeout=30000):
            assert panel.score(solver)
    sandbox_note.current().refresh()


def test_a_stage_opens_the_viewer_it_names(page, qtbot):
    from boardgames.kit.tree.window import TreeViewerWindow

    assert page.open_lesson("tictactoe")
    page.show_stage(0)
    assert not page.tool_button.isVisible()
    minimax = next(s.index for s in page.lesson.stages if s.id == "26_minimax")
    page.show_stage(minimax)
    assert page.tool_button.isVisible() and page.tool_button.text() == "Show the game tree…"
    qtbot.mouseClick(page.tool_button, Qt.LeftButton)
    window = page.stage_tool_window
    assert isinstance(window, TreeViewerWindow) and window.isVisible()
    window.close()


def test_a_manifest_with_an_unknown_tool_is_refused_with_a_message(tmp_path):
    from boardgames.lessons.loader import LessonError, load_lesson

    lesson = tmp_path / "x"
    (lesson / "stages").mkdir(parents=True)
    (lesson / "stages" / "a.py").write_text("print(1)\n")
    (lesson / "stages" / "a.en.md").write_text("# A\n")
    (lesson / "lesson.toml").write_text(
        'format = 1\nlanguages = ["en"]\n[title]\nen = "X"\n'
        '[[stage]]\nid = "a"\ndemo = "console"\ntool = "microscope"\n[stage.title]\nen = "A"\n')
    with pytest.raises(LessonError, match="microscope.*stepper"):
        load_lesson(lesson)
