"""The helper every exercise's ``checks.py`` imports inside the sandbox (standard library
only: the sandbox may not see the ``boardgames`` package).

The checker copies this file beside ``checks.py`` and the student's ``student.py`` as
``exercise_harness.py``. A checks file looks like::

    import exercise_harness as h

    def rows():
        h.expect("winner([1, 1, 1, 0, 0, 0, 0, 0, 0])", h.call("winner", [1, 1, 1] + [0] * 6), 1)

    CHECKS = [("rows", rows)]

    def run_checks(seconds=2.0):
        return h.run(CHECKS, ["winner"], seconds)

:func:`run` loads ``student.py`` (under the module name ``student_solution``: the sandbox
has loaded ``checks.py`` itself as ``student``), then runs each check with its own time
limit (``SIGALRM``) and turns every way a check can end into a result
``{"id", "passed", "code", "values"}``: codes and values, never sentences (the app's
``ExerciseMessage`` templates say them). A check fails by raising :class:`Fail` (see
:func:`fail`, :func:`expect`); an error in the student's code is ``check.raised`` with the
last line of the traceback.
"""

from __future__ import annotations

import copy
import importlib.util
import os
import signal
import sys
import traceback
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, NoReturn

#: The student's module name (``student`` is taken by the checks file in the sandbox).
MODULE = "student_solution"
#: Longest repr of a value put into a message.
MAX_REPR = 160

Check = Callable[[], None]
Result = dict[str, Any]

_student: ModuleType | None = None
_calling = ""  # the student's call running now, as it is shown


class Fail(Exception):
    """A check failed: ``code`` names the message, ``values`` fill it."""

    def __init__(self, code: str, *values: Any):
        super().__init__(code)
        self.code = code
        self.values = [v if isinstance(v, (str, int, float)) else show(v) for v in values]


class TimeUp(BaseException):
    """Raised by the alarm when a check runs past its time (a BaseException, so a
    student's ``except Exception`` does not swallow it)."""


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


def student() -> ModuleType:
    """The student's module (loaded by :func:`run`)."""
    if _student is None:
        raise RuntimeError("run() loads the student's file first")
    return _student


def call(name: str, *args: Any, label: str | None = None, copy_args: bool = True) -> Any:
    """Call the student's ``name(*args)`` (on deep copies of ``args`` unless ``copy_args``
    is False: pass recording callbacks that way); an exception becomes the failure
    ``check.raised``, a change to a list or dict argument ``check.changed_input``.
    ``label`` is how the call is shown (default: the call in Python)."""
    what = label or call_text(name, args)
    copies = copy.deepcopy(list(args)) if copy_args else list(args)
    answer = attempt(what, getattr(student(), name), *copies)
    if copy_args:
        for before, after in zip(args, copies, strict=True):
            if isinstance(before, (list, dict)) and before != after:
                fail("check.changed_input", what)
    return answer


def attempt(what: str, function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)`` (the student's code: a method, a class); an exception becomes
    the failure ``check.raised`` naming ``what``."""
    global _calling
    _calling = what
    try:
        answer = function(*args)
    except (Fail, TimeUp):
        raise
    except Exception:
        _calling = ""
        fail("check.raised", what, last_line())
    _calling = ""  # (left set when the alarm stops the call: the result names it)
    return answer


def expect(what: str, got: Any, expected: Any) -> None:
    """Fail with ``check.wrong_value`` unless ``got == expected`` (and of a like type:
    True is not accepted for 1)."""
    if got != expected or isinstance(got, bool) != isinstance(expected, bool):
        fail("check.wrong_value", what, show(got), show(expected))


def last_line() -> str:
    """The last line of the current exception's traceback (``ValueError: ...``)."""
    lines = traceback.format_exception_only(*sys.exc_info()[:2])
    return lines[-1].strip()[:300] if lines else "?"


def _alarm(_signum: int, _frame: Any) -> None:
    raise TimeUp()


def _timed(job: Callable[[], Any], seconds: float) -> Any:
    signal.signal(signal.SIGALRM, _alarm)
    # the alarm repeats, so a student's bare ``except:`` that swallows it is hit again
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.05)
    try:
        return job()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _result(check_id: str, passed: bool, code: str, values: Sequence[Any] = ()) -> Result:
    return {"id": check_id, "passed": passed, "code": code, "values": list(values)}


def _load(seconds: float) -> Result | None:
    """Load ``student.py``; None when it loaded, else the failed result ``load``."""
    global _student
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "student.py")
    try:
        spec = importlib.util.spec_from_file_location(MODULE, path)
        if spec is None or spec.loader is None:
            return _result("load", False, "student.load_error", ["not a Python file"])
        module = importlib.util.module_from_spec(spec)
        sys.modules[MODULE] = module
        loader = spec.loader
        _timed(lambda: loader.exec_module(module), seconds)
    except SyntaxError as exc:
        return _result("load", False, "student.syntax_error", [exc.lineno or 0, exc.msg or ""])
    except TimeUp:
        return _result("load", False, "student.load_slow", [seconds])
    except BaseException:  # SystemExit included: load errors are the student's
        return _result("load", False, "student.load_error", [last_line()])
    _student = module
    return None


def _run_one(check_id: str, check: Check, seconds: float) -> Result:
    global _calling
    _calling = ""
    try:
        _timed(check, seconds)
    except Fail as failure:
        return _result(check_id, False, failure.code, failure.values)
    except TimeUp:
        return _result(check_id, False, "check.too_slow", [_calling or check_id, seconds])
    except Exception:
        return _result(check_id, False, "check.raised", [check_id, last_line()])
    return _result(check_id, True, "check.passed")


def run(checks: Sequence[tuple[str, Check]], required: Sequence[str],
        seconds: float = 2.0) -> list[Result]:
    """Load the student's file and run ``checks`` (``(id, function)`` pairs, in order),
    each within ``seconds``.

    Returns:
        One result per check; when the file does not load, the result ``load`` and every
        check ``student.skipped``; a name of ``required`` the file lacks fails every check
        with ``student.missing``.
    """
    problem = _load(seconds)
    if problem is not None:
        return [problem] + [_result(i, False, "student.skipped") for i, _ in checks]
    missing = [name for name in required if not hasattr(student(), name)]
    if missing:
        return [_result(i, False, "student.missing", [missing[0]]) for i, _ in checks]
    return [_run_one(check_id, check, seconds) for check_id, check in checks]
