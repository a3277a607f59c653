"""Running a stage program isolated from the app (Qt-free).

A program runs as its own process, ``sys.executable program.py``, with a fresh temporary
folder as working directory and the app's environment (so ``QT_QPA_PLATFORM`` is inherited)
plus unbuffered UTF-8 output. Its output goes to files, so a program that prints without
end cannot fill the app's memory: at most :data:`MAX_OUTPUT` characters of each stream are
kept. A program that crashes leaves its traceback in ``stderr``, exactly as a student would
see it in a terminal; one that runs past its time limit is killed (with any processes it
started: see :mod:`boardgames.core.processes`).

Programs whose author is not the app (stage programs, students' files) run in the sandbox
for students' code (:mod:`boardgames.core.sandbox`): :func:`run_program` here, and the
GUI's ``QProcess`` demos through :func:`boardgames.core.sandbox.program_command`.
:func:`run_command` runs a trusted command (the app's own tools and tests) with the same
output capture and stopping policy.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from boardgames.core import processes, sandbox
from boardgames.lessons.messages import Message

#: Most characters of stdout / stderr kept from one run.
MAX_OUTPUT = 200_000

#: ``RunResult.status`` values.
FINISHED, CRASHED, TIMED_OUT, CANCELLED, NOT_STARTED, OUTPUT_LIMIT = (
    "finished", "crashed", "timed_out", "cancelled", "not_started", "output_limit")


@dataclass(frozen=True)
class RunResult:
    """How one run of a program ended.

    Attributes:
        status: :data:`FINISHED` (exit code 0), :data:`CRASHED` (another exit code or a
            signal), :data:`TIMED_OUT` (killed at the time limit), :data:`CANCELLED`
            (stopped on request), :data:`OUTPUT_LIMIT` (it wrote more than the sandbox's
            file-size limit) or :data:`NOT_STARTED` (the interpreter could not start).
        exit_code: the process's exit code (negative: killed by that signal) or None.
        stdout / stderr: the captured output (at most :data:`MAX_OUTPUT` characters each;
            a note is appended when cut).
        seconds: wall-clock run time in seconds.
        end: how the run ended as a message code and its numbers (see
            :func:`describe_end`); the GUI translates it.
    """

    status: str
    exit_code: int | None
    stdout: str
    stderr: str
    seconds: float
    end: Message

    @property
    def message(self) -> str:
        """:attr:`end` as one English sentence, for logs and the command line."""
        return self.end.english()

    @property
    def ok(self) -> bool:
        """True when the program ran to the end with exit code 0."""
        return self.status == FINISHED


def program_command(program: Path | str) -> list[str]:
    """The command line that runs ``program``: ``[sys.executable, "<program>"]``."""
    return [sys.executable, str(program)]


def child_environment(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for a child program: this process's environment (including
    ``QT_QPA_PLATFORM``) with unbuffered UTF-8 output, no ``.pyc`` files written into
    lesson folders, plus ``extra``."""
    env = dict(os.environ)
    env.update(PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1")
    env.update(extra or {})
    return env


def run_program(program: Path | str, timeout: float = 10.0, stdin: str = "",
                cancelled: Callable[[], bool] | None = None) -> RunResult:
    """Run ``program`` (a .py file, possibly a student's or a user's lesson) in the sandbox
    for students' code (:mod:`boardgames.core.sandbox`) and wait for it, at most
    ``timeout`` seconds (clamped to 0.1 s .. one day).

    Args:
        program: path of the Python file (it runs as a copy, in a fresh folder).
        timeout: seconds before the program is killed.
        stdin: text written to its standard input (which is then closed).
        cancelled: polled about 20 times a second; when it returns True the program is
            killed and the result has status :data:`CANCELLED`.

    Never raises for anything the program does; see :class:`RunResult`.
    """
    timeout = min(max(float(timeout), 0.1), 86_400.0) if timeout == timeout else 10.0
    done = sandbox.run_program(program, sandbox.Limits(seconds=timeout), stdin,
                               cancelled=cancelled)
    status, code = _status(done)
    return RunResult(status, code, done.stdout, done.stderr, done.seconds or 0.0,
                     describe_end(status, code, timeout))


def _status(done: sandbox.SandboxResult) -> tuple[str, int | None]:
    """(status, exit code) of a sandboxed run, as :class:`RunResult` has them."""
    if done.signal is not None:
        return (CRASHED if done.verdict != sandbox.TIMED_OUT else TIMED_OUT), -done.signal
    statuses = {sandbox.TIMED_OUT: TIMED_OUT, sandbox.CANCELLED: CANCELLED,
                sandbox.NOT_STARTED: NOT_STARTED, sandbox.OUTPUT_LIMIT: OUTPUT_LIMIT}
    if done.verdict in statuses:
        return statuses[done.verdict], done.exit_code
    code = done.exit_code if done.exit_code is not None else 1
    return (FINISHED if code == 0 and done.verdict == sandbox.FINISHED else CRASHED), code


def run_command(command: Sequence[str], timeout: float, stdin: str = "",
                cancelled: Callable[[], bool] | None = None,
                cwd: Path | str | None = None) -> RunResult:
    """Run ``command`` like :func:`run_program` (working directory: a fresh temporary
    folder unless ``cwd`` is given, removed afterwards)."""
    with tempfile.TemporaryDirectory(prefix="boardgames-run-") as tmp:
        out_path, err_path = Path(tmp, ".stdout"), Path(tmp, ".stderr")
        workdir = Path(cwd) if cwd is not None else Path(tmp, "work")
        workdir.mkdir(exist_ok=True)
        start = time.monotonic()
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            try:
                proc = processes.popen(command, cwd=workdir, env=child_environment(),
                                       stdin=subprocess.PIPE, stdout=out, stderr=err)
            except OSError as exc:
                return RunResult(NOT_STARTED, None, "", str(exc), 0.0,
                                 Message("run.not_started", (str(exc),)))
            _feed(proc, stdin)
            status = _wait(proc, timeout, cancelled)
        seconds = time.monotonic() - start
        stdout, stderr = _read_capped(out_path), _read_capped(err_path)
    code = proc.returncode
    if status == FINISHED and code != 0:
        status = CRASHED
    return RunResult(status, code, stdout, stderr, seconds,
                     describe_end(status, code, timeout))


def _feed(proc: subprocess.Popen[bytes], stdin: str) -> None:
    if proc.stdin is None:
        return
    try:
        if stdin:
            proc.stdin.write(stdin.encode("utf-8"))
        proc.stdin.close()
    except OSError:  # the program exited before reading its input
        pass


def _wait(proc: subprocess.Popen[bytes], timeout: float,
          cancelled: Callable[[], bool] | None) -> str:
    deadline = time.monotonic() + timeout
    while True:
        try:
            proc.wait(timeout=min(0.05, max(0.0, deadline - time.monotonic())))
            return FINISHED
        except subprocess.TimeoutExpired:
            pass
        if cancelled is not None and cancelled():
            kill_tree(proc)
            return CANCELLED
        if time.monotonic() >= deadline:
            kill_tree(proc)
            return TIMED_OUT


def kill_tree(proc: subprocess.Popen[Any]) -> None:
    """Stop ``proc`` and its whole process group by the app's one policy
    (:func:`boardgames.core.processes.stop`: SIGTERM, a grace period, SIGKILL, reaped).
    Never raises."""
    processes.stop(proc)


def _read_capped(path: Path) -> str:
    with open(path, "rb") as f:
        data = f.read(MAX_OUTPUT * 4 + 1)
    text = data.decode("utf-8", errors="replace")
    if len(text) > MAX_OUTPUT or len(data) > MAX_OUTPUT * 4:
        text = text[:MAX_OUTPUT] + "\n[... output cut: too long ...]\n"
    return text


def describe_end(status: str, exit_code: int | None, timeout: float) -> Message:
    """How a run ended (status as in :class:`RunResult`) as a message: ``run.finished``,
    ``run.timed_out`` (timeout in seconds), ``run.cancelled``, ``run.not_started``,
    ``run.killed`` (the signal's name, e.g. ``"SIGSEGV"``) or ``run.error`` (the exit
    code)."""
    if status == FINISHED:
        return Message("run.finished")
    if status == TIMED_OUT:
        return Message("run.timed_out", (float(timeout),))
    if status == CANCELLED:
        return Message("run.cancelled")
    if status == OUTPUT_LIMIT:
        return Message("run.output_limit", (sandbox.Limits().file_bytes // (1024 * 1024),))
    if status == NOT_STARTED:
        return Message("run.not_started", ("",))
    if exit_code is not None and exit_code < 0:
        try:
            name = signal.Signals(-exit_code).name
        except ValueError:
            name = f"signal {-exit_code}"
        return Message("run.killed", (name,))
    return Message("run.error", (exit_code if exit_code is not None else -1,))
