"""Every check of every shipped exercise has a title in each of its languages (the
Exercises window shows it instead of the check's id); a manifest's ``[checks.ID]`` tables
are read and checked; an id without a title reads as words (issue 44)."""

import importlib.util
import sys

import pytest

from boardgames.exercises import harness
from boardgames.exercises.loader import find_exercises, load_exercise
from boardgames.exercises.model import ExerciseError, readable_id

EXERCISES = find_exercises().exercises


def check_ids(exercise):
    """The ids of the exercise's checks, in order (its checks.py's CHECKS)."""
    sys.modules.setdefault("exercise_harness", harness)
    spec = importlib.util.spec_from_file_location("titled_checks", exercise.checks_file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [check_id for check_id, _check in module.CHECKS]


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.key)
def test_every_check_has_a_title_in_every_language(exercise):
    ids = check_ids(exercise)
    assert ids
    for check_id in ids:
        for language in exercise.languages:
            assert exercise.check_titles.get(check_id, {}).get(language), (check_id, language)
    assert set(exercise.check_titles) <= set(ids)  # no title for a check that is not there


def test_a_title_falls_back_to_the_first_language_then_words():
    winner = next(e for e in EXERCISES if e.key == "tictactoe/winner")
    assert winner.check_title("empty_line_first", "ru") == "Пустая линия — не победа"
    assert winner.check_title("empty_line_first", "xx") == "An empty line is not a win"
    assert winner.check_title("no_such_check", "en") is None
    assert readable_id("empty_line_first") == "Empty line first"
    assert readable_id("load") == "Load"


def _folder(tmp_path, checks):
    folder = tmp_path / "lesson" / "exercises" / "one"
    folder.mkdir(parents=True)
    for name in ("start.py", "reference.py", "checks.py"):
        (folder / name).write_text("", encoding="utf-8")
    (folder / "exercise.toml").write_text(
        'format = 1\nfunctions = ["f"]\n[title]\nen = "One"\n[statement]\nen = "Do it."\n'
        + checks, encoding="utf-8")
    return folder


def test_the_manifest_gives_titles_per_check(tmp_path):
    exercise = load_exercise(_folder(tmp_path, '[checks.rows]\nen = "Rows  first"\n'), "lesson")
    assert exercise.check_titles == {"rows": {"en": "Rows first"}}


@pytest.mark.parametrize("checks", ['checks = 3\n', '[checks]\nrows = "Rows"\n',
                                    '[checks.rows]\nen = ""\n', '[checks."no good"]\nen = "x"\n'])
def test_a_bad_checks_table_is_an_error_naming_the_field(tmp_path, checks):
    with pytest.raises(ExerciseError) as error:
        load_exercise(_folder(tmp_path, checks), "lesson")
    assert "checks" in str(error.value)
