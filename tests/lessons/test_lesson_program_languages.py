"""Stage programs and exercises' starting programs in the lesson's language (issue 20, part 7).

Every program has a Russian and a German variant (``<stem>.ru.py``, ``<stem>.de.py`` beside
it) that is the same program: its syntax tree equals the base file's once comments and
docstrings are dropped, and only strings the program shows (passed straight to a call such as
print or setWindowTitle) may differ. The model, the loader and the app pick the variant of the
app's language, else the base file.
"""

import ast
import re
from pathlib import Path

import pytest

from boardgames.exercises.loader import find_exercises
from boardgames.lessons import diff
from boardgames.lessons.loader import load_lesson, read_program
from boardgames.lessons.model import language_variant

LESSONS = Path(__file__).resolve().parent.parent.parent / "lessons"
LESSON_DIRS = sorted(p.parent for p in LESSONS.glob("*/lesson.toml"))
STAGE_PROGRAMS = sorted({s.program for d in LESSON_DIRS for s in load_lesson(d).stages
                         if s.program is not None})
EXERCISES = [e for e in find_exercises([(LESSONS, False)]).exercises]
START_PROGRAMS = sorted(e.start_file for e in EXERCISES)
SHOWN = "<shown text>"
SHOWN_CALLS = {"print", "input", "setWindowTitle", "drawText", "report"}


def _drop_docstrings(tree: ast.AST) -> None:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]


def _shown_call(node: ast.AST) -> bool:
    func = node.func if isinstance(node, ast.Call) else None
    return func is not None and (getattr(func, "attr", None) or getattr(func, "id", "")) in SHOWN_CALLS


def _mask_shown_strings(tree: ast.AST) -> None:
    """Strings passed straight to a call that shows them (print("..."),
    setWindowTitle("..."), also as either side of ``a if c else b`` and inside f-strings),
    and strings given to a variable that only such calls read (verdict = "solvable"), may
    be translated; every other string must stay as it is."""
    shown_names, other_names = set(), set()
    for node in ast.walk(tree):
        if _shown_call(node):
            for arg in node.args:
                _mask_text(arg)
                shown_names |= {n.id for n in ast.walk(arg) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.Call):  # a name read elsewhere is not only shown
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                other_names |= {n.id for n in ast.walk(arg) if isinstance(n, ast.Name)}
        elif isinstance(node, (ast.Compare, ast.Subscript, ast.Return, ast.Dict)):
            other_names |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and all(
                isinstance(t, ast.Name) and t.id in shown_names - other_names for t in node.targets):
            _mask_text(node.value)


def _mask_text(node: ast.AST) -> None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        node.value = SHOWN
    elif isinstance(node, ast.IfExp):
        _mask_text(node.body)
        _mask_text(node.orelse)
    elif isinstance(node, ast.JoinedStr):
        _mask_f_string(node)


def _mask_f_string(node: ast.AST) -> None:
    """The texts of an f-string, also those inside its fields ({'time':>9}); the format
    specifications (:>9, :.3f) must stay."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        node.value = SHOWN
    elif isinstance(node, ast.FormattedValue):
        _mask_f_string(node.value)
    else:
        for child in ast.iter_child_nodes(node):
            _mask_f_string(child)


def program_shape(path: Path) -> str:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    _drop_docstrings(tree)
    _mask_shown_strings(tree)
    return ast.dump(tree)


def test_every_lesson_is_counted():
    names = {p.name for p in LESSON_DIRS}
    assert {"tictactoe", "fifteen", "search", "board-classes", "challenge"} <= names
    assert len(STAGE_PROGRAMS) >= 67
    assert len(START_PROGRAMS) >= 22


#: A comment in the language: it has one of these (Cyrillic letters; German letters or
#: words an English comment does not use), and the share of comments that must have one.
IN_LANGUAGE = {
    "ru": (re.compile("[а-яё]", re.I), 0.8),
    "de": (re.compile(r"[äöüß]|\b(der|das|und|ist|nicht|ein|eine|einen|wir|mit|für|auf|"
                      r"wenn|zu|von|den|dem|des|sich|noch|nur|hier|jede[rsnm]?)\b", re.I), 0.6),
}


@pytest.mark.parametrize("language", sorted(IN_LANGUAGE))
@pytest.mark.parametrize("path", STAGE_PROGRAMS + START_PROGRAMS,
                         ids=lambda p: str(p.relative_to(LESSONS)))
def test_the_language_variant_is_the_same_program(path, language):
    variant = language_variant(path, language)
    assert variant.is_file(), f"{variant.name} is missing"
    assert program_shape(variant) == program_shape(path)
    text = variant.read_text(encoding="utf-8")
    comments = re.findall(r"#\s*(.*)", text)
    base_comments = re.findall(r"#\s*(.*)", path.read_text(encoding="utf-8"))
    if base_comments:  # the comments are in the language, not left in English
        marker, share = IN_LANGUAGE[language]
        translated = [c for c in comments if marker.search(c)]
        assert len(translated) >= len(comments) * share, variant.name


def test_the_shape_catches_a_changed_program(tmp_path):
    base = tmp_path / "a.py"
    base.write_text('"""Doc."""\nx = {"key": 1}  # a comment\nprint("Hello", x["key"])\n')
    same = tmp_path / "a.ru.py"
    same.write_text('"""Док."""\nx = {"key": 1}  # комментарий\nprint("Привет", x["key"])\n')
    other = tmp_path / "b.ru.py"
    other.write_text('"""Док."""\nx = {"ключ": 1}\nprint("Привет", x["ключ"])\n')
    moved = tmp_path / "c.ru.py"
    moved.write_text('x = {"key": 1}\nprint("Hello", x["key"])\nslide("Вниз")\n')
    base_slide = tmp_path / "c.py"
    base_slide.write_text('x = {"key": 1}\nprint("Hello", x["key"])\nslide("Down")\n')
    assert program_shape(moved) != program_shape(base_slide)
    verdict = tmp_path / "d.py"
    verdict.write_text('v = "yes" if ok else "no"\nprint(v)\nw = "key"\nprint(w, d[w])\n')
    verdict_ru = tmp_path / "d.ru.py"
    verdict_ru.write_text('v = "да" if ok else "нет"\nprint(v)\nw = "key"\nprint(w, d[w])\n')
    key_ru = tmp_path / "e.ru.py"
    key_ru.write_text('v = "да" if ok else "нет"\nprint(v)\nw = "ключ"\nprint(w, d[w])\n')
    assert program_shape(verdict_ru) == program_shape(verdict)
    assert program_shape(key_ru) != program_shape(verdict)  # w is also a key: it must stay
    assert program_shape(same) == program_shape(base)
    assert program_shape(other) != program_shape(base)


def test_the_loader_picks_the_language_with_a_fallback():
    lesson = load_lesson(LESSONS / "tictactoe")
    stage = lesson.stages[4]
    assert stage.program_in("ru") == language_variant(stage.program, "ru")
    assert stage.program_in("en") == stage.program
    assert stage.program_in("es") == stage.program  # no Spanish comments: the base file
    assert "# Строим окно" in read_program(stage, "ru")
    assert "# Build the window" in read_program(stage, "en")


def test_an_exercise_starts_in_the_language_with_a_fallback():
    exercise = next(e for e in EXERCISES if e.key == "tictactoe/winner")
    assert exercise.start_in("ru").name == "start.ru.py"
    assert exercise.start_in("es") == exercise.start_file
    assert exercise.start_file in exercise.starts()
    assert exercise.start_in("ru") in exercise.starts()


def test_the_lesson_page_shows_and_compares_the_same_language(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    from boardgames.app.lessons.page import LessonsPage

    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(tmp_path / "own"))
    page = LessonsPage(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    qtbot.addWidget(page)
    assert page.open_lesson("tictactoe")
    page.show_stage(5)
    assert page.set_language("ru")
    stages = page.lesson.stages
    ru_before, ru_now = read_program(stages[4], "ru"), read_program(stages[5], "ru")
    assert page.program_text == ru_now
    assert page.code_view.changed == diff.changed_lines(ru_before, ru_now)
    page.set_language("en")
    assert page.program_text == read_program(stages[5], "en")
    assert page.demo_panel.program == stages[5].program
    page.set_language("ru")
    assert page.demo_panel.program == stages[5].program_in("ru")  # the demo runs what is shown
    page.shutdown()


def test_the_exercises_panel_starts_in_russian(qtbot, tmp_path):
    from boardgames.app.exercises.panel import ExercisesPanel
    from boardgames.exercises.progress import ProgressStore

    panel = ExercisesPanel(ProgressStore(tmp_path / "progress.json"))
    qtbot.addWidget(panel)
    panel.set_exercises([e for e in EXERCISES if e.lesson == "tictactoe"], "ru")
    assert panel.editor.source() == panel.exercise.start_in("ru").read_text(encoding="utf-8")
    assert re.search("[а-яё]", panel.editor.source(), re.I)


def test_every_stage_of_every_lesson_runs_its_russian_program():
    for folder in LESSON_DIRS:
        lesson = load_lesson(folder)
        for stage in lesson.stages:
            if stage.program is not None:
                assert stage.program_in("ru") == language_variant(stage.program, "ru"), stage.id
