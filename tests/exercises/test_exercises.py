"""The exercises the app checks (issue 12, item 2): every shipped exercise's reference passes,
an empty file and the starting program fail, hostile files get failed checks with reasons,
and ``boardgames exercises`` / ``boardgames check`` keep their exit codes."""

import json
import re
import shutil
import textwrap
import time
from pathlib import Path

import pytest

from boardgames.cli import main
from boardgames.exercises import checker, loader
from boardgames.exercises.messages import TEMPLATES
from boardgames.exercises.model import ExerciseError
from tests.lessons.languages import LANGUAGES

FOUND = loader.find_exercises()
KEYS = [e.key for e in FOUND.exercises]
LESSONS = ["tictactoe", "fifteen", "search", "challenge", "board-classes"]


@pytest.fixture(autouse=True)
def _own_progress_file(tmp_path, monkeypatch):
    """Every test: a progress file of its own (the temporary folder is the conftest's
    ``private_tmp``)."""
    monkeypatch.setenv("BOARDGAMES_PROGRESS_FILE", str(tmp_path / "progress.json"))


def write(tmp_path, body, name="student.py"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


def test_the_list_has_at_least_20_exercises_over_all_five_lessons(capsys):
    assert main(["exercises"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) >= 20
    keys = [line.split("\t")[0] for line in lines]
    assert all(re.fullmatch(r"[\w-]+/[\w.-]+\t\S.*", line) for line in lines), lines
    for lesson in LESSONS:
        assert sum(k.startswith(lesson + "/") for k in keys) >= 4, lesson
    assert not FOUND.broken


@pytest.mark.parametrize("key", KEYS)
def test_reference_passes_and_empty_file_and_start_fail(key, tmp_path, capsys):
    assert main(["check", key, "--reference"]) == 0, capsys.readouterr().out
    assert "all checks passed" in capsys.readouterr().out
    empty = write(tmp_path, "")
    assert main(["check", key, str(empty)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "your file has no" in out
    exercise = FOUND.get(key)
    report = checker.check_file(exercise, exercise.start_file)
    assert not report.passed and report.failed, key
    assert all(c.message.code != "run.bad_report" for c in report.checks)


def test_every_exercise_has_three_languages_and_at_most_three_hints():
    languages = set(LANGUAGES)
    for exercise in FOUND.exercises:
        assert set(exercise.title) == languages == set(exercise.statement), exercise.key
        assert set(exercise.hints) == languages, exercise.key
        counts = {len(exercise.hints[lang]) for lang in languages}
        assert len(counts) == 1 and 1 <= counts.pop() <= 3, exercise.key


def test_every_code_a_checks_file_uses_has_a_template():
    from boardgames.exercises import harness as harness_module

    harness = Path(harness_module.__file__).read_text(encoding="utf-8")
    used = set(re.findall(r'"((?:check|student|run)\.[a-z_]+)"', harness))
    for exercise in FOUND.exercises:
        used |= set(re.findall(r'"((?:check|student|run)\.[a-z_]+)"',
                               exercise.checks_file.read_text(encoding="utf-8")))
    used.discard("student.py")  # the file name, not a code
    assert used and used <= set(TEMPLATES), used - set(TEMPLATES)


WINNER = FOUND.get("tictactoe/winner")


def test_an_endless_loop_fails_each_check_with_the_call_that_hung(tmp_path):
    path = write(tmp_path, """
        def winner(board):
            while True:
                pass
    """)
    report = checker.check_file(WINNER, path)
    assert not report.passed
    assert {c.message.code for c in report.checks} == {"check.too_slow"}
    assert "winner([" in report.checks[0].message.english()
    assert "endless loop" in report.checks[0].message.english()


PACED_CHECKS = """
import exercise_harness as h

def calls(count):
    def check():
        for i in range(count):
            h.expect(f"winner({i})", h.call("winner", i), i)
    return check

CHECKS = [("four_calls", calls(4)), ("many_calls", calls(40)), ("after", calls(1))]

def run_checks(seconds=2.0):
    return h.run(CHECKS, ["winner"], 0.5)
"""


SLEEPER = """
    import time

    def winner(number):
        time.sleep(0.3)
        return number
"""


def winner_copy(tmp_path, checks=None, time_limit=None):
    """A copy of the winner exercise, with ``checks`` as its checks.py and ``time_limit``
    when given."""
    folder = tmp_path / "lesson" / "exercises" / "winner"
    shutil.copytree(WINNER.folder, folder)
    if checks is not None:
        (folder / "checks.py").write_text(checks, encoding="utf-8")
    if time_limit is not None:
        manifest = folder / "exercise.toml"
        manifest.write_text(re.sub(r"time_limit = \d+", f"time_limit = {time_limit}",
                                   manifest.read_text(encoding="utf-8")), encoding="utf-8")
    return loader.load_exercise(folder, "lesson")


def test_each_call_has_its_seconds_and_a_check_five_times_that_in_all(tmp_path):
    """Four calls of 0.3 s pass where one call may take 0.5 s (a hundred quick calls on a
    slow laptop are not an endless loop); forty fail once the check's 2.5 s are spent, and
    say so; the next check starts afresh."""
    paced = winner_copy(tmp_path, PACED_CHECKS)
    report = checker.check_file(paced, write(tmp_path, SLEEPER))
    assert [(c.id, c.passed) for c in report.checks] == [
        ("four_calls", True), ("many_calls", False), ("after", True)]
    message = report.checks[1].message
    assert message.code == "check.too_slow_total"
    assert "more than 2.5 seconds in all" in message.english()


def test_a_slow_program_gets_a_verdict_for_every_check_within_the_run_limit(tmp_path):
    """With a run limit of 4 s, three checks of forty 0.3 s calls cannot each have 2.5 s:
    each gets a share of what is left, so the run ends with three verdicts instead of
    being stopped as a whole."""
    checks = PACED_CHECKS.replace(
        '[("four_calls", calls(4)), ("many_calls", calls(40)), ("after", calls(1))]',
        '[("first", calls(40)), ("second", calls(40)), ("third", calls(40))]')
    report = checker.check_file(winner_copy(tmp_path, checks, time_limit=4),
                                write(tmp_path, SLEEPER))
    assert [c.id for c in report.checks] == ["first", "second", "third"]
    assert {c.message.code for c in report.checks} == {"check.too_slow_total"}
    assert report.seconds < 4


def test_os_exit_is_a_failed_run_with_a_reason(tmp_path):
    path = write(tmp_path, """
        import os

        def winner(board):
            os._exit(3)
    """)
    report = checker.check_file(WINNER, path)
    assert {c.message.code for c in report.checks} == {"run.exited"}
    assert "exit code 3" in report.checks[0].message.english()


def test_an_exception_names_the_call_and_the_error(tmp_path):
    path = write(tmp_path, """
        def winner(board):
            raise ValueError("no idea")
    """)
    report = checker.check_file(WINNER, path)
    assert all(c.message.code == "check.raised" for c in report.checks)
    assert "ValueError: no idea" in report.checks[0].message.english()


@pytest.mark.parametrize("body, code", [
    ("def winner(board)\n    return 0\n", "student.syntax_error"),
    ("raise RuntimeError('at load')\n", "student.load_error"),
    ("import sys\nsys.exit(0)\n", "student.load_error"),
    ("while True:\n    pass\n", "student.load_slow"),
])
def test_a_file_that_does_not_load_says_why(tmp_path, body, code):
    report = checker.check_file(WINNER, write(tmp_path, body))
    assert report.checks[0].id == "load" and report.checks[0].message.code == code
    assert all(c.message.code == "student.skipped" for c in report.checks[1:])
    assert len(report.checks) > 1


SWALLOWS_THE_ALARM = """
    def winner(board):
        while True:
            try:
                while True:
                    pass
            except BaseException:
                pass
"""


def test_a_loop_that_swallows_the_alarm_is_stopped_at_the_time_limit(tmp_path, private_tmp):
    quick = winner_copy(tmp_path, time_limit=3)
    report = checker.check_file(quick, write(tmp_path, SWALLOWS_THE_ALARM))
    assert [c.message.code for c in report.checks] == ["run.timed_out"]
    assert "3 seconds" in report.checks[0].message.english()
    # the stopped checks could not remove the student's run folder; nothing is left behind
    assert sorted(p.name for p in private_tmp.iterdir()) == []


def test_a_cancelled_check_leaves_no_folder_behind(tmp_path, private_tmp):
    started = time.monotonic()
    report = checker.check_file(WINNER, write(tmp_path, SWALLOWS_THE_ALARM),
                                cancelled=lambda: time.monotonic() - started > 2.0)
    assert [c.message.code for c in report.checks] == ["run.cancelled"]
    assert sorted(p.name for p in private_tmp.iterdir()) == []


def test_a_student_who_changes_the_board_is_told(tmp_path):
    path = write(tmp_path, """
        def count_inversions(board):
            board.remove(len(board))
            return sum(1 for i in range(len(board)) for j in range(i + 1, len(board))
                       if board[i] > board[j])
    """)
    report = checker.check_file(FOUND.get("fifteen/inversions"), path)
    assert "check.changed_input" in {c.message.code for c in report.checks}


def test_check_prints_which_check_failed_and_why(tmp_path, capsys):
    exercise = FOUND.get("fifteen/row_end")
    assert main(["check", "fifteen/row_end", str(exercise.start_file)]) == 1
    out = capsys.readouterr().out
    assert "FAIL row_end: blank_neighbour([1, 2, 3, 4, 16," in out
    assert "PASS above_below" in out


def test_check_json(capsys):
    assert main(["check", "search/bfs_goal", "--start", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["exercise"] == "search/bfs_goal" and data["passed"] is False
    failed = {c["id"]: c for c in data["checks"] if not c["passed"]}
    assert failed["stops_at_goal"]["code"] == "check.expanded_goal"
    assert failed["stops_at_goal"]["values"][1:] == ["'A'", 2]


@pytest.mark.parametrize("args, words", [
    (["check", "tictactoe/nothing", "x.py"], "no exercise 'tictactoe/nothing'"),
    (["check", "tictactoe/winner", "missing.py"], "missing.py: the file does not exist"),
    (["check", "tictactoe/winner"], "give a FILE.py"),
    (["check", "tictactoe/winner", "x.py", "--reference"], "give a FILE.py"),
])
def test_bad_input_exits_2_with_one_line(args, words, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(args) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def test_a_file_that_is_not_utf8_is_bad_input(tmp_path, capsys):
    path = tmp_path / "latin.py"
    path.write_bytes(b"# caf\xe9\n")
    assert main(["check", "tictactoe/winner", str(path)]) == 2
    assert "not UTF-8" in capsys.readouterr().err


def test_a_broken_exercise_is_listed_as_broken_and_the_others_load(tmp_path):
    lesson = tmp_path / "lessons" / "demo"
    shutil.copytree(WINNER.folder, lesson / "exercises" / "good")
    shutil.copytree(WINNER.folder, lesson / "exercises" / "bad")
    (lesson / "lesson.toml").write_text("format = 1\n", encoding="utf-8")
    (lesson / "exercises" / "bad" / "exercise.toml").write_text("format = 1\n[title]\nen = 'x'\n",
                                                               encoding="utf-8")
    (lesson / "exercises" / "good" / "reference.py").unlink()
    shutil.copytree(WINNER.folder, lesson / "exercises" / "fine")
    found = loader.find_exercises([(tmp_path / "lessons", True)])
    assert [e.key for e in found.exercises] == ["demo/fine"]
    problems = {folder.name: str(error) for folder, error in found.broken}
    assert "field 'statement'" in problems["bad"]
    assert problems["good"].startswith("reference.py: the file does not exist")
    with pytest.raises(ExerciseError):
        loader.load_exercise(lesson / "exercises" / "bad", "demo")


def test_checks_run_the_installed_package_whatever_folder_the_app_started_in(
        tmp_path, monkeypatch, capsys):
    decoy = tmp_path / "checkout" / "boardgames"  # e.g. started from another copy's folder
    decoy.mkdir(parents=True)
    (decoy / "__init__.py").write_text("raise SystemExit(3)\n")
    monkeypatch.chdir(decoy.parent)
    (decoy.parent / "student.py").write_text("def winner(board):\n    return None\n")
    assert main(["check", "tictactoe/winner", "--reference"]) == 0, capsys.readouterr().out
    assert main(["check", "tictactoe/winner", "student.py"]) == 1  # a relative file still read
    assert "gave None" in capsys.readouterr().out
