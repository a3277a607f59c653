"""Qt-free lesson logic: loading and checking lesson folders, splitting stage text, diffs
between stages, and running stage programs isolated."""

from __future__ import annotations

import shutil
import textwrap
import time
from pathlib import Path

import pytest

from boardgames.lessons import diff, runner
from boardgames.lessons.loader import (
    find_lessons,
    load_lesson,
    read_program,
    read_stage_text,
    user_lessons_dir,
)
from boardgames.lessons.markdown import split_stage_text
from boardgames.lessons.model import BrokenLesson, Lesson, LessonError

DATA = Path(__file__).parent.parent / "data" / "lessons"


@pytest.fixture
def lesson_copy(tmp_path) -> Path:
    """A writable copy of the test lesson 'basics'."""
    target = tmp_path / "lessons" / "basics"
    shutil.copytree(DATA / "basics", target)
    return target


def edit_manifest(folder: Path, old: str, new: str) -> None:
    path = folder / "lesson.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# -- loading ---------------------------------------------------------------------------

def test_good_lesson_loads_with_stages_titles_and_texts():
    lesson = load_lesson(DATA / "basics")
    assert lesson.id == "basics"
    assert lesson.languages == ("en", "ru")
    assert lesson.title_in("ru") == "Проверка основ"
    assert [s.id for s in lesson.stages] == ["01_hello", "02_sum", "03_window", "04_bug"]
    assert [s.demo for s in lesson.stages] == ["console", "console", "window", "console"]
    assert lesson.stages[1].stdin == "4\n"
    assert lesson.stages[3].timeout == 5
    assert "print" in read_program(lesson.stages[0])
    text = read_stage_text(lesson.stages[0], "ru")
    assert "инструкций" in text.explanation
    assert len(text.questions) == 2
    assert text.teacher_notes.startswith("Попросите")


def test_missing_stage_program_names_the_file(lesson_copy):
    (lesson_copy / "stages" / "02_sum.py").unlink()
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.path.name == "02_sum.py"
    assert "02_sum.py" in str(info.value)
    assert "missing" in info.value.message


def test_missing_language_text_names_the_file(lesson_copy):
    (lesson_copy / "stages" / "03_window.ru.md").unlink()
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.path.name == "03_window.ru.md"
    assert "'ru'" in info.value.message


def test_title_missing_a_language_names_the_field(lesson_copy):
    edit_manifest(lesson_copy, 'ru = "Проверка основ"\n', "")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.path.name == "lesson.toml"
    assert info.value.field == "title.ru"
    assert "lesson.toml: field 'title.ru'" in str(info.value)


def test_unknown_demo_kind_names_the_stage_field(lesson_copy):
    edit_manifest(lesson_copy, 'id = "02_sum"\ndemo = "console"', 'id = "02_sum"\ndemo = "video"')
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.field == "stage[2].demo"
    assert "'video'" in info.value.message and "window" in info.value.message


def test_bad_field_type_names_the_field(lesson_copy):
    edit_manifest(lesson_copy, "order = 900", 'order = "first"')
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.field == "order"
    assert "whole number" in info.value.message


def test_missing_required_field_and_wrong_format(lesson_copy):
    edit_manifest(lesson_copy, 'languages = ["en", "ru"]\n', "")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.field == "languages" and "required" in info.value.message
    edit_manifest(lesson_copy, "format = 1", "format = 2")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.field == "format"


def test_bad_toml_names_the_file_and_the_line(lesson_copy):
    edit_manifest(lesson_copy, "[summary]", "[summary\n")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.path.name == "lesson.toml"
    assert "line 9" in info.value.message  # the line of "[summary"


def test_duplicate_stage_id_and_empty_stage_list(lesson_copy):
    edit_manifest(lesson_copy, 'id = "02_sum"', 'id = "01_hello"')
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.field == "stage[2].id"


def test_stage_without_program_is_allowed_only_for_text_stages(tmp_path):
    shutil.copytree(DATA / "mini-challenge", tmp_path / "mc")
    lesson = load_lesson(tmp_path / "mc")
    assert lesson.stages[0].program is None and lesson.stages[0].demo == "none"
    assert lesson.stages[1].positions.name == "positions.tsv"
    (tmp_path / "mc" / "positions.tsv").unlink()
    with pytest.raises(LessonError) as info:
        load_lesson(tmp_path / "mc")
    assert info.value.field == "stage[2].positions"


def test_broken_lesson_is_listed_and_the_others_still_load(lesson_copy):
    root = lesson_copy.parent
    shutil.copytree(DATA / "mini-challenge", root / "mini-challenge")
    broken = root / "zz-broken"
    shutil.copytree(lesson_copy, broken)
    (broken / "stages" / "01_hello.en.md").unlink()
    (root / "not-a-lesson").mkdir()
    entries = find_lessons([(root, True)])
    assert [e.id for e in entries] == ["basics", "mini-challenge", "zz-broken"]
    assert isinstance(entries[0], Lesson) and isinstance(entries[1], Lesson)
    assert isinstance(entries[2], BrokenLesson)
    assert "01_hello.en.md" in entries[2].error.describe()


def test_user_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(tmp_path / "mine"))
    assert user_lessons_dir() == tmp_path / "mine"
    monkeypatch.delenv("BOARDGAMES_LESSONS_DIR")
    assert user_lessons_dir().name == "lessons"
    assert "boardgames" in str(user_lessons_dir())


def test_every_shipped_lesson_loads():
    """The lessons shipped with the app have no mistakes."""
    from boardgames.resources import data_dir

    entries = find_lessons([(data_dir("lessons"), False)])
    broken = [e.error.describe() for e in entries if isinstance(e, BrokenLesson)]
    assert broken == []
    for lesson in entries:
        for stage in lesson.stages:
            for lang in lesson.languages:
                assert read_stage_text(stage, lang).explanation.strip(), (lesson.id, stage.id, lang)


# -- stage text ------------------------------------------------------------------------

def test_stage_text_splits_explanation_questions_and_notes():
    text = split_stage_text(textwrap.dedent("""\
        Intro paragraph.

        ```python
        ## Question   (inside code: not a heading)
        ```

        ## Question
        Why?

        ### Answer
        Because.

        ## question:
        No answer here.

        ## Teacher notes
        Watch the clock.
        """))
    assert text.explanation.startswith("Intro paragraph.")
    assert "## Question   (inside code" in text.explanation
    assert [(q.question, q.answer) for q in text.questions] == [("Why?", "Because."),
                                                               ("No answer here.", "")]
    assert text.teacher_notes == "Watch the clock."


def test_stage_text_without_sections_is_all_explanation():
    text = split_stage_text("Just text.\n\n## Another heading\nMore.")
    assert text.questions == () and text.teacher_notes == ""
    assert "## Another heading" in text.explanation


# -- diff ------------------------------------------------------------------------------

def test_changed_lines_marks_added_and_changed_lines_only():
    old = "a = 1\nb = 2\nprint(a)\n"
    new = "a = 1\nb = 3\nc = 4\nprint(a)\nprint(b)\n"
    assert diff.changed_lines(old, new) == {2, 3, 5}
    assert diff.removed_count(old, new) == 1
    assert diff.changed_lines("", "x\ny\n") == {1, 2}
    assert diff.changed_lines(new, new) == set()


def test_changes_with_context_shows_gaps_between_runs():
    old = "\n".join(f"line {i}" for i in range(1, 21))
    new = old.replace("line 2\n", "line 2 changed\n").replace("line 18", "line 18 changed")
    shown = diff.changes_with_context(old, new, context=1)
    numbers = [s.number for s in shown]
    assert numbers == [1, None, 2, 3, None, 17, None, 18, 19]
    assert [s.number for s in shown if s.changed] == [2, 18]
    assert [s.text for s in shown if s.removed] == ["line 2", "line 18"]  # shown, not only counted
    assert [k for k, s in enumerate(shown) if s.gap] == [4]
    text = diff.unified_diff(old, new)
    assert "-line 2\n+line 2 changed" in text


def test_test_lessons_diff_between_stages():
    lesson = load_lesson(DATA / "basics")
    old, new = read_program(lesson.stages[0]), read_program(lesson.stages[1])
    changed = diff.changed_lines(old, new)
    lines = new.splitlines()
    assert {lines[n - 1] for n in changed} >= {'n = int(input("How many? "))', 'print("Sum:", total)'}
    assert 'print("Hello, " + name + "!")' not in {lines[n - 1] for n in changed}


# -- runner ----------------------------------------------------------------------------

def write(tmp_path: Path, name: str, source: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def test_console_program_output_and_input_are_captured(tmp_path):
    program = write(tmp_path, "hello.py", f"""\
        import os
        name = input()
        print("Hello,", name)
        print("cwd is temp:", os.getcwd() != {str(tmp_path)!r})
        """)
    result = runner.run_program(program, timeout=10, stdin="Ada\n")
    assert result.ok and result.status == runner.FINISHED and result.exit_code == 0
    assert "Hello, Ada" in result.stdout
    assert "cwd is temp: True" in result.stdout


def test_crashing_program_shows_its_traceback(tmp_path):
    program = write(tmp_path, "crash.py", """\
        def divide(a, b):
            return a // b
        print("before")
        divide(1, 0)
        """)
    result = runner.run_program(program, timeout=10)
    assert result.status == runner.CRASHED and result.exit_code == 1
    assert "before" in result.stdout
    assert "Traceback (most recent call last)" in result.stderr
    assert 'crash.py", line 4' in result.stderr
    assert "ZeroDivisionError" in result.stderr
    assert "error" in result.message


def test_hanging_program_is_killed_at_the_time_limit(tmp_path):
    program = write(tmp_path, "hang.py", """\
        print("started", flush=True)
        while True:
            pass
        """)
    start = time.monotonic()
    result = runner.run_program(program, timeout=1.0)
    assert time.monotonic() - start < 6
    assert result.status == runner.TIMED_OUT
    assert "started" in result.stdout
    assert "1 seconds" in result.message and "too long" in result.message


def test_endless_output_is_cut(tmp_path):
    program = write(tmp_path, "spam.py", """\
        while True:
            print("x" * 1000)
        """)
    result = runner.run_program(program, timeout=5.0)
    assert result.status == runner.OUTPUT_LIMIT and "16 MB" in result.message
    assert len(result.stdout) <= runner.MAX_OUTPUT + 100
    assert "output cut" in result.stdout


def test_cancel_stops_a_program(tmp_path):
    program = write(tmp_path, "sleep.py", "import time\ntime.sleep(30)\n")
    start = time.monotonic()
    result = runner.run_program(program, timeout=30, cancelled=lambda: time.monotonic() - start > 0.3)
    assert result.status == runner.CANCELLED
    assert time.monotonic() - start < 5


def test_a_program_keeps_qt_platform_in_its_scrubbed_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    program = write(tmp_path, "env.py", """\
        import os
        print(os.environ.get("QT_QPA_PLATFORM"), os.environ.get("PYTHONUNBUFFERED"))
        """)
    result = runner.run_program(program, timeout=10)
    assert result.ok and result.stdout.split() == ["offscreen", "1"]


def test_window_programs_survive_many_qt_calls(tmp_path, monkeypatch):
    """A busy window program runs to the end under the player (PySide6 6.12.0 on Python
    < 3.12 aborted such programs; the app requires a binding without that bug)."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    program = write(tmp_path, "busy.py", """\
        import sys
        from PySide6.QtCore import QObject, Signal
        from PySide6.QtWidgets import QApplication, QLabel

        class Counter(QObject):
            ticked = Signal(int)

        app = QApplication(sys.argv)
        label, counter = QLabel(), Counter()
        counter.ticked.connect(lambda i: label.setText(str(i)))
        for i in range(20000):
            counter.ticked.emit(i)
            label.setEnabled(True)
        print("done", label.text())
        """)
    result = runner.run_program(program, timeout=60)
    assert result.ok, result.stderr[-2000:]
    assert "done 19999" in result.stdout
