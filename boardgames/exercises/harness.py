"""The helper every exercise's ``checks.py`` imports as ``exercise_harness`` (Qt-free).

The checks run in a process of their own (:mod:`boardgames.exercises.check_process`),
never beside the student's code: the student's file is loaded in the sandbox and answers
over its channel (:class:`boardgames.core.sandbox.session.Session`). Nothing of the checks
(this module, ``checks.py``, the reference answers, the random positions) is in the
student's process, so a student's file can neither read, import nor patch them. A checks
file looks like::

    import exercise_harness as h

    def rows():
        h.expect("winner([1, 1, 1, 0, 0, 0, 0, 0, 0])", h.call("winner", [1, 1, 1] + [0] * 6), 1)

    def random_boards():
        rng = h.rng()                  # seeded per run and per check (the run's seed is shown)
        for _ in range(200):
            board = ...                # a random position
            h.expect(h.call_text("winner", [board]), h.call("winner", board), my_winner(board))

    CHECKS = [("rows", rows), ("random_boards", random_boards)]

    def run_checks(seconds=2.0):
        return h.run(CHECKS, ["winner"], seconds)

:func:`run` loads the student's file, then runs each check, giving each call of the
student's code ``seconds`` of its own time and the check's calls together
:data:`CHECK_TOTAL_CALLS` times as much, or an equal share of the run's time left when
that is less (the checks' work does not count; a hundred quick calls on a busy, slow
laptop are not an endless loop, and a slow program still gets a verdict for every check
before the run's time limit), and turns every way a check can end
into a result ``{"id", "passed", "code", "values"}``: codes and values, never sentences
(the app's ``ExerciseMessage`` templates say them). A check fails by raising :class:`Fail`
(see :func:`fail`, :func:`expect`); an error in the student's code is ``check.raised``
with the last line of the traceback.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn, Protocol

from boardgames.core import sandbox
from boardgames.core.sandbox.session import (
    Ended,
    Missing,
    RemoteObject,
    Session,
    StudentError,
    TooSlow,
)

#: Longest repr of a value put into a message.
MAX_REPR = 160

#: A check's calls of the student's code may take this many times a single call's seconds
#: in all (the references take at most about half of one call's seconds in all).
CHECK_TOTAL_CALLS = 5
#: The share of the run's time limit (``Limits.seconds``) the student's code may take in
#: all; the rest is for starting processes and the checks' own work. Each check gets at
#: most an equal share of what is left, so a slow program gets a verdict for every check
#: before the run as a whole is stopped.
STUDENT_SHARE = 0.7
#: A call stopped at its time limit that had called back (``neighbours``, ``h``, a game's
#: method) within this many seconds of the stop (at most half its limit) was still
#: working: too slow, not an endless loop.
PROGRESS_GAP = 1.0

Check = Callable[[], None]
Result = dict[str, Any]


class StudentSession(Protocol):
    """The student's loaded module as the checks use it: the sandbox's
    :class:`~boardgames.core.sandbox.session.Session` (always, in the app), or a stand-in
    for a run that has no sandbox (the pupils' web page checks in the pupil's browser,
    :mod:`boardgames.exercises.browser`). It raises Missing, StudentError, TooSlow and
    Ended as the sandbox's session does."""

    budget: float
    output: tuple[str, str]

    @property
    def module(self) -> RemoteObject: ...

    @property
    def alive(self) -> bool: ...

    def open(self, load_seconds: float) -> None: ...

    def close(self) -> None: ...

    def call(self, ref: int, args: Sequence[Any], echo: bool = False) -> Any: ...


#: Makes the session for the student's file and the run's limits (default: the sandbox's).
Opener = Callable[[Path, sandbox.Limits], StudentSession]

#: The message code for each way the student's process can end.
ENDINGS = {sandbox.EXITED: "run.exited", sandbox.KILLED: "run.killed", sandbox.MEMORY: "run.memory",
           sandbox.OUTPUT_LIMIT: "run.output_limit", sandbox.CANCELLED: "run.cancelled",
           sandbox.NOT_STARTED: "run.not_started", sandbox.REFUSED: "run.refused",
           sandbox.ANSWER_TOO_LONG: "run.answer_too_long"}


@dataclass
class Run:
    """The run being checked: the student's file, the sandbox's limits, the seed of the
    random positions, and what the student's processes printed."""

    program: Path | None = None
    limits: sandbox.Limits = field(default_factory=sandbox.Limits)
    seed: int = 0
    session: StudentSession | None = None
    opener: Opener = Session
    check_id: str = ""
    calling: str = ""   # the student's call running now, as it is shown
    seconds: float = 2.0      # each call's own time
    check_left: float = 0.0   # what the running check's calls may still take in all
    total_bound: bool = False  # the call running now is limited by check_left, not seconds
    check_total: float = 0.0  # what the running check's calls may take in all
    deadline: float = 0.0     # clock() when the run's student time is spent
    clock: Callable[[], float] = time.monotonic  # seconds, as the run's limits count them
    depth: int = 0            # attempt()s running now (a callback may call the student)
    stdout: list[str] = field(default_factory=list)
    stderr: list[str] = field(default_factory=list)


RUN = Run()


class Fail(Exception):
    """A check failed: ``code`` names the message, ``values`` fill it."""

    def __init__(self, code: str, *values: Any):
        super().__init__(code)
        self.code = code
        self.values = [v if isinstance(v, (str, int, float)) else show(v) for v in values]


def configure(program: Path, limits: sandbox.Limits, seed: int,
              opener: Opener = Session, clock: Callable[[], float] = time.monotonic) -> None:
    """Set the run up: the student's file, the sandbox's limits, the seed, what loads
    the file (the sandbox's :class:`Session` unless told otherwise) and the clock the run's
    time is read on (seconds; the in-browser stand-in's counts the desktop's seconds)."""
    RUN.program, RUN.limits, RUN.seed, RUN.opener = program, limits, seed, opener
    RUN.clock = clock
    RUN.stdout.clear()
    RUN.stderr.clear()


def fail(code: str, *values: Any) -> NoReturn:
    """Fail the running check with message ``code`` and its values."""
    raise Fail(code, *values)


def show(value: Any) -> str:
    """``repr(value)``, cut to :data:`MAX_REPR` characters."""
    try:
        text = repr(value)
    except Exception:
        text = "?"
    return text if len(text) <= MAX_REPR else text[:MAX_REPR - 3] + "..."


def call_text(name: str, args: Sequence[Any]) -> str:
    """How the call looks in Python: ``name(arg, ...)``."""
    return show_call(name, ", ".join(show(a) for a in args))


def show_call(name: str, inside: str) -> str:
    """``name(inside)``, the inside cut to :data:`MAX_REPR` characters."""
    if len(inside) > MAX_REPR:
        inside = inside[:MAX_REPR - 3] + "..."
    return f"{name}({inside})"


def seed() -> int:
    """The seed of this run's random positions."""
    return RUN.seed


def rng() -> random.Random:
    """A random generator for the running check, seeded by the run's seed and the check's
    id (the same seed gives the same positions, whatever the other checks do)."""
    return random.Random(f"{RUN.seed}:{RUN.check_id}")


def student() -> RemoteObject:
    """The student's module (its functions and classes are its attributes)."""
    if RUN.session is None:
        raise RuntimeError("run() loads the student's file first")
    return RUN.session.module


def call(name: str, *args: Any, label: str | None = None, copy_args: bool = True) -> Any:
    """Call the student's ``name(*args)``: an exception becomes the failure
    ``check.raised``; with ``copy_args`` (the default) a change the call made to a list or
    dict argument is the failure ``check.changed_input``. Functions among ``args`` stay
    here and are called back (pass ``copy_args=False`` with them). ``label`` is how the call
    is shown (default: the call in Python)."""
    what = label or call_text(name, args)
    function = attempt(what, lambda: getattr(student(), name))
    session = RUN.session
    if not copy_args or not isinstance(function, RemoteObject) or session is None:
        return attempt(what, function, *args)
    answer, after = attempt(what, lambda: session.call(function._ref, args, echo=True))
    for before, now in zip(args, after or [], strict=False):
        if isinstance(before, (list, dict)) and before != now:
            fail("check.changed_input", what)
    return answer


def attempt(what: str, function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)`` (the student's code: a method, a class); an exception becomes
    the failure ``check.raised`` naming ``what``, a missing name ``student.missing``."""
    RUN.calling = what
    try:
        with _budget():
            answer = function(*args)
    except Missing as missing:
        fail("student.missing", missing.name)
    except StudentError as error:
        fail("check.raised", what, error.line)
    RUN.calling = ""  # (left set when the call runs out of time: the result names it)
    return answer


@contextmanager
def _budget() -> Iterator[None]:
    """Give the student's call ``RUN.seconds``, or what the check has left when that is
    less, and take what it spent from the check's total."""
    session = RUN.session
    if session is None or RUN.depth:
        yield
        return
    limit = _arm(session)
    RUN.depth += 1
    try:
        yield
    finally:
        RUN.depth -= 1
        RUN.check_left -= limit - session.budget
    _arm(session)  # what the checks ask outside attempt() (an attribute) gets a fresh one


def _arm(session: StudentSession) -> float:
    """Set the session's budget for the next request: one call's seconds, or less when the
    check has less left; returns it."""
    limit = max(min(RUN.seconds, RUN.check_left), 0.0)
    RUN.total_bound, session.budget = limit < RUN.seconds, limit
    return limit


def working(slow: TooSlow, last: float | None = None) -> bool:
    """True when the student's call that ran out of time was still making progress: it
    called back the checks' functions until :data:`PROGRESS_GAP` seconds (at most half of
    one call's seconds) before it was stopped. An endless loop calls nothing back. With
    ``last`` (``time.monotonic()`` of the last step that counts as progress, e.g. an
    expansion), that step must be as recent."""
    gap = min(PROGRESS_GAP, RUN.seconds / 2)
    if last is not None:
        return slow.at - last <= gap
    return slow.callbacks > 0 and slow.quiet <= gap


def expect(what: str, got: Any, expected: Any) -> None:
    """Fail with ``check.wrong_value`` unless ``got == expected`` (and of a like type:
    True is not accepted for 1)."""
    if got != expected or isinstance(got, bool) != isinstance(expected, bool):
        fail("check.wrong_value", what, show(got), show(expected))


def last_line() -> str:
    """The last line of the current exception's traceback (``ValueError: ...``)."""
    import sys

    lines = traceback.format_exception_only(*sys.exc_info()[:2])
    return lines[-1].strip()[:300] if lines else "?"


def _result(check_id: str, passed: bool, code: str, values: Sequence[Any] = ()) -> Result:
    return {"id": check_id, "passed": passed, "code": code, "values": list(values)}


def _ended(check_id: str, ended: Ended) -> Result:
    return _result(check_id, False, ENDINGS.get(ended.verdict, "run.bad_report"),
                   [ended.detail or ended.verdict])


def _open(seconds: float) -> Result | None:
    """Load the student's file in a new session; None when it loaded, else the failed
    result ``load``."""
    assert RUN.program is not None
    RUN.session = RUN.opener(RUN.program, RUN.limits)
    try:
        RUN.session.open(seconds)
    except TooSlow:
        return _result("load", False, "student.load_slow", [seconds])
    except Ended as ended:
        return _ended("load", ended)
    except StudentError as error:
        if error.kind == "SyntaxError":
            return _result("load", False, "student.syntax_error", [error.lineno, error.message])
        return _result("load", False, "student.load_error", [error.line])
    return None


def _close() -> None:
    if RUN.session is not None:
        RUN.session.close()
        RUN.stdout.append(RUN.session.output[0])
        RUN.stderr.append(RUN.session.output[1])
        RUN.session = None


def _missing(required: Sequence[str], seconds: float) -> str | None:
    """The first name of ``required`` the student's module lacks, or None."""
    assert RUN.session is not None
    RUN.session.budget = seconds
    for name in required:
        try:
            getattr(student(), name)
        except Missing:
            return name
        except (TooSlow, Ended, StudentError):
            return None  # the checks will say what is wrong
    return None


def _check_total(seconds: float, checks_left: int) -> float:
    """What a check's calls may take in all: :data:`CHECK_TOTAL_CALLS` times ``seconds``,
    or the check's equal share of the run's time left when that is less (never less than
    one call's ``seconds``), the share to a tenth of a second."""
    share = round((RUN.deadline - RUN.clock()) / checks_left, 1)
    return max(min(CHECK_TOTAL_CALLS * seconds, share), seconds)


def _run_one(check_id: str, check: Check, seconds: float, checks_left: int) -> Result:
    assert RUN.session is not None
    RUN.check_id, RUN.calling = check_id, ""
    RUN.seconds = seconds
    RUN.check_total = RUN.check_left = _check_total(seconds, checks_left)
    _arm(RUN.session)
    try:
        check()
    except Fail as failure:
        return _result(check_id, False, failure.code, failure.values)
    except TooSlow as slow:
        if RUN.total_bound:
            return _result(check_id, False, "check.too_slow_total", [RUN.check_total])
        if working(slow):
            return _result(check_id, False, "check.too_slow_working", [RUN.calling or check_id,
                                                                       seconds])
        return _result(check_id, False, "check.too_slow", [RUN.calling or check_id, seconds])
    except Ended as ended:
        return _ended(check_id, ended)
    except Exception:
        return _result(check_id, False, "check.raised", [check_id, last_line()])
    return _result(check_id, True, "check.passed")


def run(checks: Sequence[tuple[str, Check]], required: Sequence[str],
        seconds: float = 2.0) -> list[Result]:
    """Load the student's file and run ``checks`` (``(id, function)`` pairs, in order),
    each call of the student's code with ``seconds`` of its own time, and each check's
    calls with :data:`CHECK_TOTAL_CALLS` times ``seconds`` in all, or less when the run's
    time (:data:`STUDENT_SHARE` of ``Limits.seconds``) runs short (:func:`_check_total`).

    Returns:
        One result per check; when the file does not load, the result ``load`` and every
        check ``student.skipped``; a name of ``required`` the file lacks fails every check
        with ``student.missing``. A check whose run of the student's code had to be
        stopped (too slow, crashed) is followed by a fresh load for the next check.
    """
    results: list[Result] = []
    RUN.deadline = RUN.clock() + STUDENT_SHARE * RUN.limits.seconds
    try:
        for index, (check_id, check) in enumerate(checks):
            if RUN.session is None or not RUN.session.alive:
                _close()
                problem = _open(seconds)
                if problem is not None:
                    return results + [problem] + [_result(i, False, "student.skipped")
                                                  for i, _ in checks[index:]]
                missing = _missing(required, seconds) if index == 0 else None
                if missing is not None:
                    return [_result(i, False, "student.missing", [missing]) for i, _ in checks]
            results.append(_run_one(check_id, check, seconds, len(checks) - index))
    finally:
        _close()
    return results
