"""Checking a student's file against an exercise's hidden checks (Qt-free).

:func:`check_source` starts the checks in a process of their own
(:mod:`boardgames.exercises.check_process`, with the exercise's ``checks.py``); the checks
load the student's file in the sandbox (:mod:`boardgames.core.sandbox`: its own process,
confined, with time and memory limits) and call its functions over the sandbox's channel.
The checks, their reference answers and the harness are never in the student's process
nor in its folder. The checks answer a list of ``{"id", "passed", "code", "values"}``; a
run that does not answer (past the exercise's time limit, cancelled, a broken checks file)
becomes one failed check ``run`` whose message says why. Nothing the student's file does
raises here.

The random positions of a run come from its seed (:attr:`CheckReport.seed`): a new one for
every check unless one is given, so a file cannot pass by answering the positions of an
earlier run, and a teacher can repeat a run exactly.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from boardgames.core import processes, sandbox
from boardgames.core.sandbox.workspace import private_temp, read_program
from boardgames.exercises.messages import ExerciseMessage, message
from boardgames.exercises.model import (
    CHECK_SECONDS,
    CheckReport,
    CheckResult,
    Exercise,
    ExerciseError,
)

#: The folder that holds the ``boardgames`` package (the checks' process imports it).
PACKAGE_ROOT = processes.PACKAGE_ROOT
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
        return read_program(path)
    except FileNotFoundError:
        raise ExerciseError(path.name, "file.missing") from None
    except OSError as exc:
        raise ExerciseError(path.name, "file.unreadable", exc.strerror or str(exc)) from None
    except UnicodeDecodeError:
        raise ExerciseError(path.name, "file.not_utf8") from None


def check_file(exercise: Exercise, path: Path | str,
               cancelled: Callable[[], bool] | None = None, seed: int | None = None) -> CheckReport:
    """Run ``exercise``'s checks on the student's file ``path``.

    Raises:
        ExerciseError: the student's file cannot be read (see :func:`read_student_file`).
    """
    return check_source(exercise, read_student_file(path), cancelled, seed)


def new_seed() -> int:
    """A fresh seed for a run's random positions (six digits, easy to type again)."""
    return random.SystemRandom().randrange(100_000, 1_000_000)


def check_source(exercise: Exercise, source: str, cancelled: Callable[[], bool] | None = None,
                 seed: int | None = None) -> CheckReport:
    """Run ``exercise``'s checks on the program text ``source`` (what the editor holds),
    their random positions drawn from ``seed`` (None: a new seed).

    Returns:
        A :class:`CheckReport`; never raises for anything the program does.
    """
    seed = new_seed() if seed is None else seed
    limits = {"seconds": exercise.time_limit, "memory_bytes": MEMORY_BYTES,
              "file_bytes": FILE_BYTES, "output_chars": 20_000}
    try:
        with private_temp("boardgames-exercise-") as folder:
            student = folder / "student.py"
            student.write_text(source, encoding="utf-8")
            request = {"checks": str(exercise.checks_file), "student": str(student),
                       "seed": seed, "seconds": CHECK_SECONDS, "limits": limits}
            (folder / "tmp").mkdir()
            reply = _run_checks(request, exercise.time_limit, cancelled, folder / "tmp")
    except OSError as exc:
        reply = {"verdict": sandbox.NOT_STARTED, "detail": str(exc)}
    return CheckReport(exercise.key, _results(reply, exercise.time_limit), reply.get("seconds"),
                       str(reply.get("stdout", "")), str(reply.get("stderr", "")),
                       str(reply.get("isolation", sandbox.confine.resolve(None))), seed)


#: Seconds the checks' process may take beyond the exercise's time limit (its start-up).
START_SECONDS = 3.0


def _run_checks(request: dict[str, Any], seconds: float,
                cancelled: Callable[[], bool] | None, temp: Path) -> dict[str, Any]:
    """Run the check process on ``request``; its reply, or ``{"verdict", "detail"}`` when
    it did not answer (timed out, cancelled, crashed). The process's temporary folder
    (where the sandbox makes the student's run folders) is ``temp``: a process stopped
    here cannot remove them itself, so the caller removes ``temp`` afterwards."""
    env = dict(os.environ, TMPDIR=str(temp))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT), env.get("PYTHONPATH")]))
    proc = processes.popen_module("boardgames.exercises.check_process", env=env,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE)
    started = time.monotonic()
    data: bytes | None = json.dumps(request).encode("utf-8")
    deadline = started + seconds + START_SECONDS
    try:
        while True:
            try:
                out, err = proc.communicate(data, timeout=0.05)
                break
            except subprocess.TimeoutExpired:
                data = None
                if cancelled is not None and cancelled():
                    return {"verdict": sandbox.CANCELLED}
                if time.monotonic() > deadline:
                    return {"verdict": sandbox.TIMED_OUT}
    finally:
        processes.stop(proc, grace=0.2)
    return _reply(out, err, time.monotonic() - started)


def _reply(out: bytes, err: bytes, seconds: float) -> dict[str, Any]:
    try:
        reply = json.loads(out.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        lines = err.decode("utf-8", "replace").strip().splitlines()
        return {"verdict": "broken", "detail": lines[-1][:300] if lines else "no reply"}
    if not isinstance(reply, dict):
        return {"verdict": "broken", "detail": "not an object"}
    reply["seconds"] = seconds
    return reply


def _results(reply: dict[str, Any], seconds: float) -> tuple[CheckResult, ...]:
    if "verdict" in reply or "error" in reply:
        return (CheckResult("run", False, run_message(reply, seconds)),)
    answer = reply.get("results")
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


def run_message(reply: dict[str, Any], seconds: float) -> ExerciseMessage:
    """Why a check run that did not answer failed, in plain words (as a message)."""
    verdict = reply.get("verdict")
    if verdict == sandbox.TIMED_OUT:
        return message("run.timed_out", seconds)
    if verdict == sandbox.CANCELLED:
        return message("run.cancelled")
    if verdict == sandbox.NOT_STARTED:
        return message("run.not_started", str(reply.get("detail") or "?"))
    return message("run.bad_report", str(reply.get("error") or reply.get("detail") or "?")[:200])
