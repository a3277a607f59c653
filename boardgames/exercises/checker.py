"""Checking a student's file against an exercise's hidden checks, in the sandbox (Qt-free).

:func:`check_file` makes a fresh folder holding the student's file as ``student.py``, the
exercise's ``checks.py`` and the helper :mod:`boardgames.exercises.harness` as
``exercise_harness.py``, then calls ``run_checks(seconds)`` of ``checks.py`` through
:func:`boardgames.core.sandbox.call` (its own process, time and memory limits, a scrubbed
environment). The checks answer a list of ``{"id", "passed", "code", "values"}``; any other
ending of the run (a timeout, ``os._exit``, a crash, a damaged answer) becomes one failed
check ``run`` whose message says why. Nothing the student's file does raises here.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from boardgames.core import sandbox
from boardgames.exercises.messages import ExerciseMessage, message
from boardgames.exercises.model import (
    CHECK_SECONDS,
    CheckReport,
    CheckResult,
    Exercise,
    ExerciseError,
)

HARNESS = Path(__file__).with_name("harness.py")
#: Memory for a check run, in bytes.
MEMORY_BYTES = 1024 ** 3
#: Output a check run may write, in bytes.
FILE_BYTES = 4 * 1024 ** 2


def read_student_file(path: Path | str) -> str:
    """The text of a student's file.

    Raises:
        ExerciseError: it does not exist, cannot be read, or is not UTF-8 text.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ExerciseError(path.name, "file.missing") from None
    except OSError as exc:
        raise ExerciseError(path.name, "file.unreadable", exc.strerror or str(exc)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ExerciseError(path.name, "file.not_utf8") from None


def check_file(exercise: Exercise, path: Path | str,
               cancelled: Callable[[], bool] | None = None) -> CheckReport:
    """Run ``exercise``'s checks on the student's file ``path``.

    Raises:
        ExerciseError: the student's file cannot be read (see :func:`read_student_file`).
    """
    return check_source(exercise, read_student_file(path), cancelled)


def check_source(exercise: Exercise, source: str,
                 cancelled: Callable[[], bool] | None = None) -> CheckReport:
    """Run ``exercise``'s checks on the program text ``source`` (what the editor holds).

    Returns:
        A :class:`CheckReport`; never raises for anything the program does (an unusable
        exercise folder is the failed check ``run`` with ``run.not_started``).
    """
    limits = sandbox.Limits(seconds=exercise.time_limit, memory_bytes=MEMORY_BYTES,
                            file_bytes=FILE_BYTES, output_chars=20_000)
    folder = Path(tempfile.mkdtemp(prefix="boardgames-exercise-"))
    try:
        (folder / "student.py").write_text(source, encoding="utf-8")
        shutil.copyfile(exercise.checks_file, folder / "checks.py")
        shutil.copyfile(HARNESS, folder / "exercise_harness.py")
        result = sandbox.call(folder / "checks.py", "run_checks", [CHECK_SECONDS], limits,
                              cancelled)
    except OSError as exc:
        result = sandbox.SandboxResult(sandbox.NOT_STARTED, detail=str(exc))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return CheckReport(exercise.key, _results(result, limits), result.seconds, result.stdout,
                       result.stderr, result.isolation)


def _results(result: sandbox.SandboxResult, limits: sandbox.Limits) -> tuple[CheckResult, ...]:
    if not result.answered:
        return (CheckResult("run", False, run_message(result, limits)),)
    answer = result.answer
    if not isinstance(answer, list) or not answer:
        return (CheckResult("run", False, message("run.bad_report", "not a list of results")),)
    checks = []
    for item in answer:
        parsed = _parse(item)
        if parsed is None:
            return (CheckResult("run", False, message("run.bad_report", "a damaged result")),)
        checks.append(parsed)
    return tuple(checks)


def _parse(item: Any) -> CheckResult | None:
    if not isinstance(item, dict):
        return None
    check_id, passed, code, values = (item.get(k) for k in ("id", "passed", "code", "values"))
    if not (isinstance(check_id, str) and isinstance(passed, bool) and isinstance(code, str)
            and isinstance(values, list)):
        return None
    if passed and code != "check.passed":
        return None
    return CheckResult(check_id[:100], passed, message(code, *values[:10]))


def run_message(result: sandbox.SandboxResult, limits: sandbox.Limits) -> ExerciseMessage:
    """Why a run that did not answer failed, in plain words (as a message)."""
    verdict = result.verdict
    if verdict == sandbox.TIMED_OUT:
        return message("run.timed_out", limits.seconds)
    if verdict == sandbox.EXITED:
        return message("run.exited", result.detail or "?")
    if verdict == sandbox.KILLED:
        return message("run.killed", result.detail or "?")
    if verdict == sandbox.MEMORY:
        return message("run.memory", limits.memory_bytes // 1024 ** 2)
    if verdict == sandbox.OUTPUT_LIMIT:
        return message("run.output_limit", limits.file_bytes // 1024 ** 2)
    if verdict == sandbox.CANCELLED:
        return message("run.cancelled")
    if verdict == sandbox.NOT_STARTED:
        return message("run.not_started", result.detail or "?")
    return message("run.bad_report", f"{verdict}: {result.detail}"[:200])
