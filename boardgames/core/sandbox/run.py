"""Running students' code in the sandbox: the blocking calls (Qt-free).

* :func:`call` loads a student's file in a sandboxed process, calls one function with JSON
  arguments and returns what it answered, timed by the parent;
* :func:`run_program` runs a whole program (a lesson's demo, a console exercise) to its
  end;
* :func:`program_command` gives the command line, environment and folder for a caller that
  starts the process itself (the GUI's ``QProcess`` for window demos).

The guarantees are in :mod:`boardgames.core.sandbox.policy`. Nothing here raises for
anything the program does.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from boardgames.core import processes
from boardgames.core.sandbox import channel as ch
from boardgames.core.sandbox import policy as po
from boardgames.core.sandbox.confine import UNAVAILABLE, command, environment, resolve
from boardgames.core.sandbox.workspace import Workspace

#: Seconds a program that has answered gets to end by itself before it is stopped.
AFTER_ANSWER_SECONDS = 1.0


@dataclass(frozen=True)
class PreparedProgram:
    """What a caller needs to start a sandboxed program itself.

    Attributes:
        command: the full command line (``command[0]`` is the executable).
        env: the complete, scrubbed environment.
        workspace: the program's fresh folder (the working directory); the caller removes
            it with ``workspace.close()`` after the process has ended.
        isolation: the mode, as :func:`~boardgames.core.sandbox.confine.isolation` says.
    """

    command: list[str]
    env: dict[str, str]
    workspace: Workspace
    isolation: str


def program_command(program: Path | str, limits: po.Limits | None = None,
                    args: Sequence[str] = (), display: bool = True) -> PreparedProgram:
    """Prepare ``program`` (a .py file) to run sandboxed in program mode, its time limit
    kept by the caller.

    Raises:
        Refused: no confinement works here and running without one is not allowed.
        OSError: the program cannot be copied into a fresh folder.
    """
    limits = limits or po.Limits()
    how = resolve(None)
    if how == UNAVAILABLE:
        raise po.Refused()
    workspace = Workspace.create(Path(program))
    line = command(workspace, "program", -1, limits.for_child(), [workspace.program.name, *args],
                   display=display, how=how)
    return PreparedProgram(line, environment(workspace.folder), workspace, how)


def call(program: Path | str, function: str, args: Sequence[Any] = (),
         limits: po.Limits | None = None, cancelled: Callable[[], bool] | None = None,
         how: str | None = None) -> po.SandboxResult:
    """Call ``function(*args)`` of the student's file ``program`` in the sandbox.

    Args:
        program: the student's .py file (copied; the original is never touched).
        function: the name of the function to call.
        args: its arguments, JSON data (lists, dicts, str, numbers, bool, None).
        limits: the run's limits (default :class:`~.policy.Limits`).
        cancelled: polled about 20 times a second; True stops the run
            (:data:`~.policy.CANCELLED`).
        how: force a mode (``"bubblewrap"``, ``"landlock"`` or ``"none"``; default
            :func:`~boardgames.core.sandbox.confine.isolation`).

    Returns:
        A :class:`~.policy.SandboxResult` whose ``seconds`` run from *ready* to the answer.
    """
    request = {"function": function, "args": list(args)}
    return _run("call", program, "", (), limits or po.Limits(), cancelled, how, request)


def run_program(program: Path | str, limits: po.Limits | None = None, stdin: str = "",
                args: Sequence[str] = (), cancelled: Callable[[], bool] | None = None,
                how: str | None = None) -> po.SandboxResult:
    """Run the whole program ``program`` in the sandbox (no display), ``stdin`` as its
    input, until it ends or ``limits.seconds`` pass.

    Returns:
        A :class:`~.policy.SandboxResult` with verdict :data:`~.policy.FINISHED` (see
        ``exit_code``), :data:`~.policy.TIMED_OUT`, :data:`~.policy.KILLED`,
        :data:`~.policy.OUTPUT_LIMIT`, :data:`~.policy.CANCELLED` or
        :data:`~.policy.NOT_STARTED`.
    """
    return _run("program", program, stdin, args, limits or po.Limits(), cancelled, how)


def _run(mode: str, program: Path | str, stdin: str, args: Sequence[str], limits: po.Limits,
         cancelled: Callable[[], bool] | None, how: str | None,
         request: dict[str, Any] | None = None) -> po.SandboxResult:
    """One run; in call mode ``request`` (the function and its arguments) goes to the child
    as its standard input, with the path of the program's copy."""
    how = resolve(how)
    if how == UNAVAILABLE:
        return po.SandboxResult(po.REFUSED, isolation=how)
    try:
        workspace = Workspace.create(Path(program))
    except OSError as exc:
        return po.SandboxResult(po.NOT_STARTED, detail=str(exc), isolation=how)
    try:
        if request is not None:
            stdin = json.dumps({**request, "program": str(workspace.program)})
        rest = [] if mode == "call" else [workspace.program.name, *args]
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            outcome = _start_and_wait(mode, workspace, rest, stdin, limits, cancelled, how,
                                      (out, err))
            stdout, stderr = read_capped(out, limits), read_capped(err, limits)
    finally:
        workspace.close()
    return _verdict(mode, outcome, limits, how, stdout, stderr)


@dataclass
class _Outcome:
    """What the parent saw of one run."""

    channel: ch.Channel
    ready_at: float | None = None
    answered_at: float | None = None
    ended_at: float | None = None
    stop: str = ""          # "", ch.LATE, ch.TOO_LONG, ch.STOPPED or "not_started"
    error: str = ""


def _start_and_wait(mode: str, workspace: Workspace, rest: Sequence[str], stdin: str,
                    limits: po.Limits, cancelled: Callable[[], bool] | None, how: str,
                    files: tuple[IO[bytes], IO[bytes]]) -> _Outcome:
    read_fd, write_fd = os.pipe()
    line = command(workspace, mode, write_fd, limits.for_child(), rest, display=False, how=how)
    try:
        proc = processes.popen(line, cwd=workspace.folder, env=environment(workspace.folder),
                               stdin=subprocess.PIPE, stdout=files[0], stderr=files[1],
                               pass_fds=(write_fd,))
    except OSError as exc:
        os.close(read_fd)
        return _Outcome(ch.Channel(-1), stop="not_started", error=str(exc))
    finally:
        os.close(write_fd)
    outcome = _Outcome(ch.Channel(read_fd))
    try:
        _feed(proc, stdin)
        _follow(mode, outcome, limits, cancelled)
    finally:
        processes.stop(proc)
        outcome.channel.drain(time.monotonic() + 0.5, limits.answer_bytes + 8192)
        outcome.channel.close()
    return outcome


def _feed(proc: subprocess.Popen[bytes], text: str) -> None:
    if proc.stdin is None:
        return
    try:
        proc.stdin.write(text.encode("utf-8"))
        proc.stdin.close()
    except OSError:  # it ended before reading
        pass


def _follow(mode: str, outcome: _Outcome, limits: po.Limits,
            cancelled: Callable[[], bool] | None) -> None:
    """Wait for ready, then for the answer (call) or the end (program), on the parent's
    clock."""
    channel = outcome.channel
    got = channel.wait_for("ready", time.monotonic() + po.STARTUP_SECONDS, 4096, cancelled)
    if got != ch.GOT:
        outcome.stop = got if got != ch.CLOSED else ""
        return
    outcome.ready_at = time.monotonic()
    budget = limits.answer_bytes + channel.received
    # program mode: the supervisor's end message ("exit" or "signal"), or the pipe closing
    key = "ok" if mode == "call" else "exit"
    got = channel.wait_for(key, outcome.ready_at + limits.seconds, budget, cancelled)
    now = time.monotonic()
    if got == ch.GOT and mode == "call":
        outcome.answered_at = now
        channel.drain(now + AFTER_ANSWER_SECONDS, budget + 4096)
    elif got in (ch.GOT, ch.CLOSED):
        outcome.ended_at = now
    else:
        outcome.stop = got


def read_capped(file: IO[bytes], limits: po.Limits) -> str:
    """What a program wrote to ``file``, cut to ``limits.output_chars`` characters."""
    file.seek(0)
    data = file.read(limits.output_chars * 4 + 1)
    text = data.decode("utf-8", errors="replace")
    if len(text) > limits.output_chars or len(data) > limits.output_chars * 4:
        text = text[:limits.output_chars] + "\n[... output cut: too long ...]\n"
    return text


def end_of(channel: ch.Channel | None) -> tuple[int | None, int | None]:
    """(exit code, signal number) of the worker, as the supervisor reported it."""
    if channel is None:
        return None, None
    for message in channel.messages:
        if isinstance(message.get("exit"), int):
            return message["exit"], None
        if isinstance(message.get("signal"), int):
            return None, message["signal"]
    return None, None


def _verdict(mode: str, outcome: _Outcome, limits: po.Limits, how: str, stdout: str,
             stderr: str) -> po.SandboxResult:
    code, sig = end_of(outcome.channel)
    seconds = _seconds(outcome)
    common: dict[str, Any] = dict(seconds=seconds, exit_code=code, signal=sig, stdout=stdout,
                                  stderr=stderr, isolation=how)
    verdict, answer, detail = _classify(mode, outcome, limits, seconds, (code, sig), stderr)
    if verdict == po.TIMED_OUT:  # at least the limit, also when it never got ready
        common["seconds"] = max(seconds or 0.0, limits.seconds)
    return po.SandboxResult(verdict, answer=answer, detail=detail, **common)


def _seconds(outcome: _Outcome) -> float | None:
    if outcome.ready_at is None:
        return None
    end = outcome.answered_at or outcome.ended_at or time.monotonic()
    return end - outcome.ready_at


def _classify(mode: str, outcome: _Outcome, limits: po.Limits, seconds: float | None,
              end: tuple[int | None, int | None], stderr: str) -> tuple[str, Any, str]:
    """(verdict, answer, detail); ``seconds`` as :func:`_seconds` measured them, ``end``
    the worker's (exit code, signal)."""
    stops = {ch.STOPPED: po.CANCELLED, ch.LATE: po.TIMED_OUT, ch.TOO_LONG: po.ANSWER_TOO_LONG}
    if outcome.stop == "not_started":
        return po.NOT_STARTED, None, outcome.error
    if outcome.stop in stops:
        if outcome.stop == ch.LATE and outcome.ready_at is None:
            return po.NOT_STARTED, None, "the interpreter did not start in time"
        return stops[outcome.stop], None, ""
    if outcome.ready_at is None:
        return po.NOT_STARTED, None, _last_line(stderr)
    if (seconds or 0.0) > limits.seconds:
        return po.TIMED_OUT, None, ""
    answer = outcome.channel.find("ok")
    if mode == "call" and answer is not None:
        return _from_answer(answer)
    return end_verdict(mode, *end, stderr)


def _from_answer(message: dict[str, Any]) -> tuple[str, Any, str]:
    if message.get("ok") is True:
        if "type" in message:
            return po.NOT_JSON, None, str(message.get("type", ""))[:100]
        return po.ANSWERED, message.get("answer"), ""
    error = message.get("error")
    if error == "missing":
        return po.MISSING, None, str(message.get("function", ""))[:100]
    if error == "exit":
        return po.EXITED, None, str(message.get("code", ""))[:20]
    if error == "memory":
        return po.MEMORY, None, ""
    line = str(message.get("line", ""))[:300]
    if line.startswith("MemoryError"):
        return po.MEMORY, None, ""
    return po.EXCEPTION, None, line


def end_verdict(mode: str, code: int | None, sig: int | None, stderr: str
              ) -> tuple[str, Any, str]:
    """(verdict, None, detail) of a worker that ended without an answer message, from its
    exit code or signal and the end of its stderr."""
    if sig is not None:
        if sig == getattr(signal, "SIGXFSZ", -1):
            return po.OUTPUT_LIMIT, None, ""
        return po.KILLED, None, _signal_name(sig)
    if "[Errno 27]" in _last_line(stderr):  # EFBIG: a program run ignores SIGXFSZ
        return po.OUTPUT_LIMIT, None, ""
    if mode == "program":
        return po.FINISHED, None, ""
    if "MemoryError" in _last_line(stderr):
        return po.MEMORY, None, ""
    return po.EXITED, None, "" if code is None else str(code)


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:300] if lines else ""
