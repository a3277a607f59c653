"""The exercises window: the editor, Check off the GUI thread with each check's reason,
hints one by one, the reference, progress per student name, and the lesson page's button."""

import pytest

from boardgames.exercises.loader import find_exercises
from boardgames.exercises.progress import ProgressStore

EXERCISES = find_exercises().exercises


@pytest.fixture(autouse=True)
def _own_progress_file(tmp_path, monkeypatch):
    """Every test: a progress file of its own (the temporary folder is the conftest's
    ``private_tmp``)."""
    monkeypatch.setenv("BOARDGAMES_PROGRESS_FILE", str(tmp_path / "progress.json"))


@pytest.fixture
def panel(qtbot, tmp_path):
    from boardgames.app.exercises.panel import ExercisesPanel

    widget = ExercisesPanel(ProgressStore(tmp_path / "progress.json"))
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    widget.set_exercises([e for e in EXERCISES if e.lesson == "fifteen"], "en")
    yield widget
    widget.cancel()
    qtbot.waitUntil(lambda: not widget.is_running(), timeout=30000)


def run_check(qtbot, panel):
    panel.report = None
    assert panel.check()
    assert not panel.check_button.isEnabled()  # the GUI stays responsive meanwhile
    qtbot.waitUntil(lambda: panel.report is not None and not panel.is_running(), timeout=30000)
    return [panel.results.item(i).text() for i in range(panel.results.count())]


def test_the_starting_program_fails_with_reasons(qtbot, panel):
    assert panel.exercise.key == "fifteen/row_end"
    assert "def blank_neighbour" in panel.editor.source()
    lines = run_check(qtbot, panel)
    assert "✔ Above and below" in lines
    assert any(line.startswith("✘ Not across a row's end: blank_neighbour([1, 2, 3, 4, 16,") for line in lines)
    assert panel.status.text() == "4 of 6 checks passed."


def test_a_passing_program_is_remembered_for_the_student(qtbot, panel, tmp_path):
    panel.name_edit.setText("Anna")
    panel.editor.set_source(panel.exercise.reference_file.read_text(encoding="utf-8"))
    lines = run_check(qtbot, panel)
    assert lines and all(line.startswith("✔") for line in lines)
    assert "Every check passed" in panel.status.text()
    assert set(ProgressStore(tmp_path / "progress.json").passed("Anna")) == {"fifteen/row_end"}
    assert panel.exercise_list.item(0).text().startswith("✔ ")
    assert not panel.exercise_list.item(1).text().startswith("✔ ")


def test_a_hanging_program_fails_without_freezing(qtbot, panel):
    panel.editor.set_source("def blank_neighbour(board, index):\n    while True:\n        pass\n")
    lines = run_check(qtbot, panel)
    assert lines[0].startswith("✘ Above and below: blank_neighbour(")
    assert "endless loop" in lines[0]


def test_hints_appear_one_at_a_time(panel):
    assert not panel.hints.isVisibleTo(panel)
    for shown in (1, 2, 3):
        assert panel.hint_button.isEnabled()
        panel.show_next_hint()
        assert panel.hints.text().count("Hint ") == shown
    assert not panel.hint_button.isEnabled()
    assert panel.hints.text().startswith("Hint 1: Cells 3 and 4")


def test_the_editor_undoes_and_keeps_drafts_per_exercise(qtbot, panel):
    start = panel.editor.source()
    panel.editor.set_source("# my attempt\n")
    panel.editor.undo()
    assert panel.editor.source() == start
    panel.editor.set_source("# my attempt\n")
    panel.exercise_list.setCurrentRow(1)
    assert "def is_solved" in panel.editor.source()
    panel.exercise_list.setCurrentRow(0)
    assert panel.editor.source() == "# my attempt\n"
    panel.start_again()
    assert panel.editor.source() == start


def test_the_editor_highlights_and_numbers_lines(panel):
    panel.editor.highlight()
    assert len(panel.editor.extraSelections()) > 5
    assert panel.editor.gutter_width() > 10


def test_the_reference_opens_in_its_own_window(qtbot, panel):
    from boardgames.app.exercises.reference import ReferenceDialog

    panel.show_reference()
    dialogs = [w for w in panel.findChildren(ReferenceDialog)]
    assert dialogs and "blank // SIZE == index // SIZE" in dialogs[-1].view.shown_text()
    dialogs[-1].close()


def test_russian_text(panel):
    panel.set_exercises([e for e in EXERCISES if e.lesson == "fifteen"], "ru")
    assert panel.exercise_list.item(0).text() == "Без прыжков через край ряда"
    assert "соседкой не считается" in panel.statement.toPlainText()


def test_the_lesson_page_opens_the_lessons_exercises(qtbot, settings, monkeypatch, tmp_path):
    from boardgames.app.lessons.page import LessonsPage

    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(tmp_path / "no-user-lessons"))
    page = LessonsPage(settings)
    qtbot.addWidget(page)
    assert page.open_lesson("search")
    page.exercises_button.click()
    window = page.exercises_window
    assert window.isVisible()
    keys = [e.key for e in window.panel.exercises]
    assert keys[0] == "search/neighbours" and len(keys) >= 4
    assert all(k.startswith("search/") for k in keys)
    window.close()
    page.shutdown()


def test_the_students_program_is_kept_between_sessions(qtbot, tmp_path):
    from boardgames.app.exercises.panel import ExercisesPanel

    fifteen = [e for e in EXERCISES if e.lesson == "fifteen"]
    first = ExercisesPanel(ProgressStore(tmp_path / "progress.json"))
    qtbot.addWidget(first)
    first.name_edit.setText("Anna")
    first.set_exercises(fifteen, "en")
    first.editor.set_source("# Anna's attempt\n")
    first.save_draft()
    second = ExercisesPanel(ProgressStore(tmp_path / "progress.json"))
    qtbot.addWidget(second)
    second.name_edit.setText("Anna")
    second.set_exercises(fifteen, "en")
    assert second.editor.source() == "# Anna's attempt\n"
    third = ExercisesPanel(ProgressStore(tmp_path / "progress.json"))
    qtbot.addWidget(third)
    third.name_edit.setText("Boris")
    third.set_exercises(fifteen, "en")
    assert "def blank_neighbour" in third.editor.source()


def test_the_first_failed_check_is_scrolled_into_sight(qtbot, panel):
    from boardgames.exercises.messages import message
    from boardgames.exercises.model import CheckReport, CheckResult

    passed = [CheckResult(f"check_{i}", True, message("check.passed")) for i in range(12)]
    failed = CheckResult("every_pair", False, message("check.too_slow_total", 10.0))
    panel.resize(1100, 500)
    panel._on_checked(CheckReport("fifteen/row_end", (*passed, failed), 3.0, "", "",
                                  "landlock", 123456))
    qtbot.wait(50)
    item = panel.results.item(12)
    assert "more than 10 seconds in all" in item.text()
    assert panel.results.viewport().rect().intersects(panel.results.visualItemRect(item))


def test_after_a_check_the_results_get_the_room_their_lines_need(qtbot, panel):
    from boardgames.exercises.messages import message
    from boardgames.exercises.model import CheckResult

    passed = [CheckResult(f"check_{i}", True, message("check.passed")) for i in range(6)]
    failed = [CheckResult(f"slow_{i}", False, message("check.too_slow_total", 10.0))
              for i in range(2)]
    panel.resize(1024, 700)
    qtbot.wait(50)
    editor_before = panel.editor.height()
    panel._on_checked(_report((*passed, *failed)))
    qtbot.wait(50)
    rows = [panel.results.visualItemRect(panel.results.item(i)) for i in range(8)]
    assert all(panel.results.viewport().rect().contains(rect) for rect in rows)
    assert panel.editor.height() < editor_before   # the room came from the editor
    assert panel.editor.height() >= panel.results.height()  # which keeps at least half


def test_the_results_never_take_more_than_half_of_the_editors_room(qtbot, panel):
    from boardgames.exercises.messages import message
    from boardgames.exercises.model import CheckResult

    many = [CheckResult(f"slow_{i}", False, message("check.too_slow_total", 10.0))
            for i in range(40)]
    panel.resize(1024, 600)
    panel._on_checked(_report(tuple(many)))
    qtbot.wait(50)
    upper, lower = panel.work_split.sizes()
    assert abs(upper - lower) <= 2
    assert panel.results.verticalScrollBar().maximum() > 0  # the rest is a scroll away


def _report(checks):
    from boardgames.exercises.model import CheckReport

    return CheckReport("fifteen/row_end", checks, 3.0, "", "", "landlock", 123456)
