"""``boardgames exercises`` and ``boardgames check``: the exercises for teachers who grade
a folder of files.

* ``boardgames exercises`` prints one exercise per line: ``LESSON/EXERCISE<TAB>title``
  (English); ``--language ru`` prints the titles in Russian.
* ``boardgames check LESSON/EXERCISE FILE.py`` runs the exercise's checks on the file in
  the sandbox and prints one line per check (``PASS id`` or ``FAIL id: why``) and a
  summary. ``--reference`` checks the exercise's reference solution instead (no FILE),
  ``--start`` its starting program; ``--json`` prints one object ``{"exercise", "passed",
  "checks": [{"id", "passed", "code", "values", "text"}], "seconds", "isolation", "seed"}``;
  ``--seed N`` repeats a run's random positions; ``--allow-unconfined`` runs the file where
  no sandbox works (it then has the user's rights);
  ``--student NAME`` remembers a pass in the progress file
  (:mod:`boardgames.exercises.progress`); ``--class HOST:PORT --code C --name NAME``
  also sends the result to a class (``boardgames check`` then runs
  :func:`boardgames.classroom.cli.check_main`, which prints one line when it was sent).

Exit codes: 0 when every check passes, 1 when one fails, 2 for bad input (an unknown
exercise, a missing or unreadable file, FILE together with ``--reference``): one line on
stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from boardgames import sandbox_cli
from boardgames.exercises.checker import check_file, read_student_file
from boardgames.exercises.loader import find_exercises
from boardgames.exercises.model import CheckReport, ExerciseError
from boardgames.exercises.progress import ProgressStore


def fail(command: str, message: str) -> int:
    """Print ``boardgames COMMAND: error: MESSAGE`` on stderr and return exit code 2."""
    print(f"boardgames {command}: error: {message}", file=sys.stderr)
    return 2


def exercises_main(argv: Sequence[str] | None = None) -> int:
    """Run ``boardgames exercises``; returns the exit code."""
    parser = argparse.ArgumentParser(prog="boardgames exercises",
                                     description="List the exercises the app checks.")
    parser.add_argument("--language", default="en", metavar="CODE",
                        help="language of the titles (default en)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse printed its one-line message
        return int(exc.code or 0)
    found = find_exercises()
    for exercise in found.exercises:
        print(f"{exercise.key}\t{exercise.text(exercise.title, args.language)}")
    for folder, error in found.broken:
        print(f"boardgames exercises: {folder.parent.parent.name}/{folder.name} is broken: "
              f"{error}", file=sys.stderr)
    return 0


def check_parser() -> argparse.ArgumentParser:
    """The arguments of ``boardgames check``."""
    parser = argparse.ArgumentParser(
        prog="boardgames check",
        description="Run an exercise's checks on a student's file, in a sandboxed process.")
    parser.add_argument("exercise", help="LESSON/EXERCISE, as 'boardgames exercises' lists it")
    parser.add_argument("file", nargs="?", help="the student's Python file")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--reference", action="store_true",
                       help="check the exercise's reference solution (no FILE)")
    which.add_argument("--start", action="store_true",
                       help="check the exercise's starting program (no FILE)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--student", metavar="NAME",
                        help="remember a pass for this student on this computer")
    parser.add_argument("--seed", type=int, metavar="N",
                        help="the seed of the random positions (default: a new one; the "
                             "report shows it, so a run can be repeated)")
    sandbox_cli.add_flag(parser)
    send = parser.add_argument_group(
        "send the result to a class", "give all three to send the result to the teacher's class")
    send.add_argument("--class", dest="address", metavar="HOST:PORT",
                      help="submit the result to the class at this address")
    send.add_argument("--code", help="the class code")
    send.add_argument("--name", help="your name in the class")
    return parser


def check_main(argv: Sequence[str] | None = None) -> int:
    """Run ``boardgames check``; returns the exit code (see the module docstring)."""
    try:
        args = check_parser().parse_args(argv)
    except SystemExit as exc:  # argparse printed its one-line message
        return int(exc.code or 0)
    return run_check(args)[0]


def run_check(args: argparse.Namespace) -> tuple[int, CheckReport | None, Path | None]:
    """Check the file :func:`check_parser`'s ``args`` name and print the report, as
    ``boardgames check`` does.

    Returns:
        ``(exit code, the report, the checked file)``; the report and the file are None
        when the input was bad (exit code 2, one line on stderr already printed).
    """
    found = find_exercises()
    exercise = found.get(args.exercise)
    if exercise is None:
        return fail("check", f"no exercise '{args.exercise}'; 'boardgames exercises' lists them"), None, None
    own = args.reference or args.start
    if own == (args.file is not None):
        return fail("check", "give a FILE.py to check, or --reference or --start without one"), None, None
    path = Path(args.file) if args.file else (
        exercise.reference_file if args.reference else exercise.start_file)
    try:
        read_student_file(path)
    except ExerciseError as error:
        return fail("check", str(error)), None, None
    refused = sandbox_cli.prepare("boardgames check", args.allow_unconfined)
    if refused is not None:
        return refused, None, None
    try:
        report = check_file(exercise, path, seed=args.seed)
    except ExerciseError as error:
        return fail("check", str(error)), None, None
    print(json.dumps(as_json(report), indent=2, ensure_ascii=False) if args.json
          else as_text(report))
    if report.passed and args.student:
        try:
            ProgressStore().record(args.student, exercise.key)
        except OSError as exc:
            print(f"boardgames check: the progress could not be saved: {exc}", file=sys.stderr)
    return (0 if report.passed else 1), report, path


def as_text(report: CheckReport) -> str:
    """The report in English: one line per check, then a summary."""
    lines = []
    for check in report.checks:
        lines.append(f"PASS {check.id}" if check.passed
                     else f"FAIL {check.id}: {check.message.english()}")
    good = sum(c.passed for c in report.checks)
    verdict = "all checks passed" if report.passed else "not yet"
    lines.append(f"{report.exercise}: {good} of {len(report.checks)} checks passed ({verdict}); "
                 f"random positions from seed {report.seed}")
    return "\n".join(lines)


def as_json(report: CheckReport) -> dict[str, Any]:
    """The report as JSON data."""
    checks = [{"id": c.id, "passed": c.passed, "code": c.message.code,
               "values": list(c.message.args), "text": c.message.english()}
              for c in report.checks]
    return {"exercise": report.exercise, "passed": report.passed, "checks": checks,
            "seconds": report.seconds, "isolation": report.isolation, "seed": report.seed}
