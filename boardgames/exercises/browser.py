"""An exercise's checks run inside Pyodide, in a Web Worker of the pupil's browser
(the pupils' web page; Qt-free).

**The app never uses this module**: on the desktop the student's code always runs in the
sandbox (:mod:`boardgames.core.sandbox`, through :mod:`boardgames.exercises.check_process`).
Here there is no sandbox and no second process: the page's worker is the pupil's own
browser tab, and the page ends the worker after the exercise's time limit (the last resort
against an endless loop in C code). The student's file is loaded from its source into a
module of its own (``student``) and :class:`BrowserSession` answers the harness as the
sandbox's :class:`~boardgames.core.sandbox.session.Session` does, with the same errors
(``Missing``, ``StudentError`` with the traceback's last line, ``TooSlow``, ``Ended``):
every argument, answer and callback travels through the sandbox's codec (a JSON round
trip), so the student's code gets copies and handles exactly as in the sandbox, and the
checks get :class:`~boardgames.core.sandbox.session.RemoteObject` handles (the callbacks
served by the sandbox's :class:`~boardgames.core.sandbox.session.Handles`, as there).
Time is kept the same way (each request's
budget, the checks' callbacks not counted); a call past its budget is stopped by a clock
on the student's code only: its loops' backward jumps and its function starts
(``sys.monitoring`` local events, Python 3.12 and later as in Pyodide; a line trace
before), which raises :class:`Late` (not an ``Exception``, so ``except Exception`` in the
student's code does not swallow it). Code the student's file makes at run time
(``exec``) and loops inside C functions are not watched: the page's time limit ends
them.

This is not a security boundary: the pupil's browser could run anything anyway.

:func:`answer` takes the request of :func:`boardgames.exercises.check_process.answer`
(paths in Pyodide's file system) and gives the same reply, with ``"isolation":
"browser"``. It imports nothing Pyodide lacks (no ``resource``; no process is started).
"""

from __future__ import annotations

import builtins
import importlib.abc
import importlib.util
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import CodeType, FrameType, ModuleType
from typing import Any, NoReturn

from boardgames.core.sandbox import codec, worker
from boardgames.core.sandbox import policy as po
from boardgames.core.sandbox.session import (
    Ended,
    Handles,
    TooSlow,
)
from boardgames.exercises import harness
from boardgames.exercises.check_process import checks_module

#: How many times the desktop's seconds a call of the pupil's code may take here: Python
#: compiled to WebAssembly runs two to three times slower than the desktop's (the minimax
#: exercise's reference: 3.3 s for its checks in Pyodide, 1.7 s on the desktop), so a
#: program the desktop finds quick enough is not called too slow in the browser; a call
#: that never ends is still stopped, that much later. The budgets the checks see, and the
#: messages, stay the desktop's seconds (:func:`desktop_seconds`).
SLOWDOWN = 2.5


def desktop_seconds() -> float:
    """A clock (seconds) that counts what the desktop would have spent meanwhile: the
    harness's run and check budgets are read on it here (see :data:`SLOWDOWN`)."""
    return time.monotonic() / SLOWDOWN


#: How the reply names the run's isolation.
ISOLATION = "browser"
#: The student's module name (as in the sandbox).
MODULE = worker.MODULE


class Late(BaseException):
    """Raised in the student's code when its request's budget is spent."""


class Exited(BaseException):
    """Raised in the student's code for ``os._exit(code)`` (which would end the browser's
    Python for good): the run ends as in the sandbox, where the process ends."""

    def __init__(self, code: Any):
        super().__init__(code)
        self.code = code if isinstance(code, int) else 1


def _exit(status: int) -> NoReturn:
    raise Exited(status)


class Output:
    """What the student's code printed on one stream, kept up to ``limit`` characters."""

    def __init__(self, limit: int):
        self.limit, self.size, self.cut = limit, 0, False
        self.parts: list[str] = []

    def write(self, text: str) -> int:
        """Keep ``text`` while there is room; the number of characters given."""
        room = self.limit - self.size
        if len(text) > room:
            self.cut = True
        kept = text[:max(room, 0)]
        self.parts.append(kept)
        self.size += len(kept)
        return len(text)

    def flush(self) -> None:
        """Nothing to flush (the text is in memory)."""

    def text(self) -> str:
        """All that was kept (with the sandbox's note when some was cut)."""
        note = "\n[... output cut: too long ...]\n" if self.cut else ""
        return "".join(self.parts) + note


def _roundtrip(message: dict[str, Any]) -> Any:
    """``message`` as the channel would deliver it (JSON there and back)."""
    return json.loads(json.dumps(message))


class StudentSide(worker.Server):
    """The sandbox worker's server, in this process: the student's module and the objects
    handed out; the checks' functions are called back directly."""

    def __init__(self, session: BrowserSession, module: ModuleType):
        super().__init__(-1, None, module)
        self.session = session

    def ask_parent(self, number: int, request: dict[str, Any]) -> Any:
        """Call the checks' object ``number`` (or read its attribute) as the sandbox's
        worker asks its parent; its answer, or its error raised here."""
        reply = _roundtrip(self.session.callback_reply(_roundtrip({"callback": number, **request})))
        if reply.get("op") == "return":
            return codec.decode(reply.get("value"), self.resolve)
        kind = getattr(builtins, str(reply.get("type", "")), None)
        if not (isinstance(kind, type) and issubclass(kind, Exception)):
            kind = RuntimeError
        raise kind(str(reply.get("line", "the function you were given failed")))

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        """One request's reply (an error of the student's code as the worker says it);
        :class:`Late` passes through."""
        try:
            reply = self.one(request)
        except (Late, Exited):
            raise
        except BaseException:
            reply = worker.failure()
        result: dict[str, Any] = _roundtrip(reply)
        return result


class BrowserSession(Handles):
    """The student's file ``program`` loaded in this interpreter (:meth:`open`) until
    :meth:`close`, answering as :class:`~boardgames.core.sandbox.session.Session` (see
    the module's text; ``budget`` and ``output`` as there)."""

    _passing = (*Handles._passing, Late)

    def __init__(self, program: Path | str, limits: po.Limits | None = None):
        self.program, self.limits = Path(program), limits or po.Limits()
        self.budget = 0.0
        self.output = ("", "")
        self._deadline = 0.0
        self._progress = (0, 0.0)
        self._callbacks: list[Callable[..., Any]] = []
        self._server: StudentSide | None = None
        self._streams = (Output(self.limits.output_chars), Output(self.limits.output_chars))
        self._filename = ""
        self._timed = False

    @property
    def alive(self) -> bool:
        """True while the student's module is loaded (a stopped call unloads it)."""
        return self._server is not None

    def open(self, load_seconds: float) -> None:
        """Load the student's file within ``load_seconds``.

        Raises:
            TooSlow: loading took longer.
            StudentError: loading raised (a syntax error has ``lineno`` and ``message``).
        """
        self._deadline = time.monotonic() + load_seconds * SLOWDOWN
        self._progress = (0, time.monotonic())
        try:
            with self._student():
                module = self._load()
        except Late:
            self._late()
        except Exited as exited:
            self._exited(exited)
        except BaseException:
            with self._student(timed=False):
                reply = _roundtrip(worker.failure())
            self._reply(reply)  # (a failure's reply always raises)
            raise
        if time.monotonic() > self._deadline:
            self._late()
        self._server = StudentSide(self, module)

    def _load(self) -> ModuleType:
        """Import the student's file as the module ``student`` (as the worker does), its
        code watched by the clock."""
        spec = importlib.util.spec_from_file_location(MODULE, self.program)
        if spec is None or not isinstance(spec.loader, importlib.abc.InspectLoader):
            raise ImportError(f"{self.program}: not a Python file")
        module = importlib.util.module_from_spec(spec)
        code = spec.loader.get_code(MODULE)
        if code is None:
            raise ImportError(f"{self.program}: not a Python file")
        self._filename = code.co_filename
        _watch(code)
        sys.modules[MODULE] = module
        exec(code, module.__dict__)
        return module

    def close(self) -> None:
        """Unload the student's module and keep what it printed in :attr:`output`. Never
        raises; safe to call twice."""
        self._server = None
        if sys.modules.get(MODULE) is not None:
            del sys.modules[MODULE]
        self.output = (self._streams[0].text(), self._streams[1].text())

    # -- requests -------------------------------------------------------------------
    def get(self, ref: int, name: str) -> Any:
        """The attribute ``name`` of the object ``ref`` (0: the module).

        Raises:
            Missing, StudentError, TooSlow, Ended: see the sandbox's session.
        """
        return self._ask({"op": "get", "ref": ref, "name": name})[0]

    def call(self, ref: int, args: Sequence[Any], echo: bool = False) -> Any:
        """Call the object ``ref`` with ``args``; with ``echo``, return ``(answer, args as
        they were after the call)``.

        Raises:
            StudentError, TooSlow, Ended: see the sandbox's session.
        """
        request = {"op": "call", "ref": ref, "args": codec.encode(list(args), self._handle),
                   "echo": echo}
        answer, after = self._ask(request)
        return (answer, after) if echo else answer

    def _ask(self, request: dict[str, Any]) -> tuple[Any, Any]:
        server = self._server
        if server is None:
            raise Ended(po.EXITED, "the program is no longer running")
        self._deadline = time.monotonic() + self.budget * SLOWDOWN
        self._progress = (0, time.monotonic())
        try:
            try:
                with self._student():
                    reply = server.answer(_roundtrip(request))
            except Late:
                self._late()
            except Exited as exited:
                self._exited(exited)
            if time.monotonic() > self._deadline:
                self._late()
            return self._reply(reply)
        finally:
            self.budget = max((self._deadline - time.monotonic()) / SLOWDOWN, 0.0)

    def _late(self) -> NoReturn:
        """Stop the session: the request ran out of time (raises TooSlow)."""
        now = time.monotonic()
        slow = TooSlow(self._progress[0], now - self._progress[1], now)
        self.close()
        raise slow

    def _exited(self, exited: Exited) -> NoReturn:
        """Stop the session: the student's code ended the run (raises Ended)."""
        self.close()
        raise Ended(po.EXITED, str(exited.code))

    def _reply(self, message: dict[str, Any]) -> tuple[Any, Any]:
        """The answer in ``message``, or the error it says raised (as the sandbox's
        session reads the worker's replies)."""
        answer = self._answer_in(message)
        if answer is None:
            raise self._raised(message)
        return answer

    # -- the student's time and output ---------------------------------------------
    @contextmanager
    def _student(self, timed: bool = True) -> Iterator[None]:
        """Run the student's code: its prints to :attr:`output`, its time kept."""
        saved = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = self._streams
        previous, leave = sys.gettrace(), os._exit
        os._exit = _exit  # (the sandbox's process would end; here the run does)
        self._timed = timed
        if timed:
            _clock(self._tick, self._trace)
        try:
            yield
        finally:
            self._timed = False
            os._exit = leave
            if sys.version_info < (3, 12):
                sys.settrace(previous)
            sys.stdout, sys.stderr = saved

    def _tick(self, *_: Any) -> Any:
        """The student's code jumped back (a loop) or started a function: past the
        request's deadline, stop it."""
        if self._timed and time.monotonic() > self._deadline:
            raise Late()
        return None

    def _trace(self, frame: FrameType, event: str, arg: Any) -> Any:
        """(Before Python 3.12) the global trace: the student's file's lines only."""
        if frame.f_code.co_filename == self._filename:
            return self._line
        return None

    def _line(self, frame: FrameType, event: str, arg: Any) -> Any:
        self._tick()
        return self._line


#: The ``sys.monitoring`` tool id of the clock (Python 3.12 and later).
TOOL_ID = 4


def _watch(code: CodeType) -> None:
    """Have the clock see ``code`` and every code object in it (functions, classes,
    comprehensions): its backward jumps and function starts (Python 3.12 and later,
    ``sys.monitoring``; before, the line trace needs nothing here)."""
    if sys.version_info >= (3, 12):
        monitoring = sys.monitoring
        if monitoring.get_tool(TOOL_ID) is None:
            monitoring.use_tool_id(TOOL_ID, "boardgames browser checks")
        events = monitoring.events.JUMP | monitoring.events.PY_START
        todo = [code]
        while todo:
            one = todo.pop()
            monitoring.set_local_events(TOOL_ID, one, events)
            todo.extend(c for c in one.co_consts if isinstance(c, CodeType))


def _clock(tick: Callable[..., Any], trace: Callable[..., Any]) -> None:
    """Start the clock: ``tick`` on the watched code's events (3.12 and later), else
    ``trace`` as the global trace function."""
    if sys.version_info >= (3, 12):
        monitoring = sys.monitoring
        for event in (monitoring.events.JUMP, monitoring.events.PY_START):
            monitoring.register_callback(TOOL_ID, event, tick)
    else:
        sys.settrace(trace)


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """Run the checks the request names on the student's file, in this interpreter.

    Args:
        request: ``{"checks": PATH, "student": PATH, "seed": N, "seconds": S, "limits":
            {"seconds", "memory_bytes", "file_bytes", "output_chars"}}`` as for
            :func:`boardgames.exercises.check_process.answer`.

    Returns:
        ``{"results": [{"id", "passed", "code", "values"}, ...], "stdout", "stderr",
        "isolation": "browser", "seed"}``, or ``{"error": TEXT}`` when the checks
        themselves cannot run (a broken checks file).
    """
    limits = po.Limits(**request["limits"])
    harness.configure(Path(request["student"]), limits, int(request["seed"]), BrowserSession,
                      desktop_seconds)
    sys.modules["exercise_harness"] = harness
    try:
        results = checks_module(Path(request["checks"])).run_checks(float(request["seconds"]))
    except Exception as exc:  # a broken checks file is the exercise author's
        return {"error": f"{type(exc).__name__}: {exc}"[:300]}
    return {"results": results, "stdout": "".join(harness.RUN.stdout),
            "stderr": "".join(harness.RUN.stderr), "isolation": ISOLATION,
            "seed": harness.RUN.seed}
