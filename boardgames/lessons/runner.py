"""Running a stage program isolated from the app (Qt-free).

Every program whose author is not the app (stage programs, students' files) runs in the
sandbox for students' code (:mod:`boardgames.core.sandbox`): a copy in a fresh folder, its
own process, limits, and every process it started stopped when it ends. This module is the
lesson page's view of such a run: :func:`run_program` waits for it and returns a
:class:`RunResult` whose end is a message the GUI translates; at most :data:`MAX_OUTPUT`
characters of each stream are kept. A program that crashes leaves its traceback in
``stderr``, exactly as a student would see it in a terminal. The GUI's ``QProcess`` demos
start through :func:`boardgames.core.sandbox.program_command`.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from boardgames.core import sandbox
from boardgames.lessons.messages import Message

#: Most characters of stdout / stderr kept from one run.
MAX_OUTPUT = 200_000

#: ``RunResult.status`` values.
FINISHED, CRASHED, TIMED_OUT, CANCELLED, NOT_STARTED, OUTPUT_LIMIT, REFUSED = (
    "finished", "crashed", "timed_out", "cancelled", "not_started", "output_limit", "refused")


@dataclass(frozen=True)
class RunResult:
    """How one run of a program ended.

    Attributes:
        status: :data:`FINISHED` (exit code 0), :data:`CRASHED` (another exit code or a
            signal), :data:`TIMED_OUT` (killed at the time limit), :data:`CANCELLED`
            (stopped on request), :data:`OUTPUT_LIMIT` (it wrote more than the sandbox's
            file-size limit), :data:`NOT_STARTED` (the interpreter could not start) or
            :data:`REFUSED` (no sandbox works here and running without one is not allowed).
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
    done = sandbox.run_program(program, sandbox.Limits(seconds=timeout, output_chars=MAX_OUTPUT),
                               stdin, cancelled=cancelled)
    status, code = _status(done)
    return RunResult(status, code, done.stdout, done.stderr, done.seconds or 0.0,
                     describe_end(status, code, timeout))


def _status(done: sandbox.SandboxResult) -> tuple[str, int | None]:
    """(status, exit code) of a sandboxed run, as :class:`RunResult` has them."""
    statuses = {sandbox.TIMED_OUT: TIMED_OUT, sandbox.CANCELLED: CANCELLED,
                sandbox.NOT_STARTED: NOT_STARTED, sandbox.OUTPUT_LIMIT: OUTPUT_LIMIT,
                sandbox.REFUSED: REFUSED}
    if done.verdict in statuses:  # (a stopped run's supervisor may report the kill signal)
        code = -done.signal if done.signal is not None else done.exit_code
        return statuses[done.verdict], code
    if done.signal is not None:
        return CRASHED, -done.signal
    code = done.exit_code if done.exit_code is not None else 1
    return (FINISHED if code == 0 and done.verdict == sandbox.FINISHED else CRASHED), code


def describe_end(status: str, exit_code: int | None, timeout: float) -> Message:
    """How a run ended (status as in :class:`RunResult`) as a message: ``run.finished``,
    ``run.timed_out`` (timeout in seconds), ``run.cancelled``, ``run.not_started``,
    ``run.refused``,
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
    if status == REFUSED:
        return Message("run.refused")
    if exit_code is not None and exit_code < 0:
        try:
            name = signal.Signals(-exit_code).name
        except ValueError:
            name = f"signal {-exit_code}"
        return Message("run.killed", (name,))
    return Message("run.error", (exit_code if exit_code is not None else -1,))
