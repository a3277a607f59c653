"""A student's module kept loaded in the sandbox, answering calls one by one (Qt-free).

The exercises' checks run in a process of their own and talk to the student's code through
a :class:`Session`: the student's file is loaded once in the sandbox (serve mode of the
worker, :mod:`boardgames.core.sandbox.worker`), and every call, attribute and object
travels over the channel as data (:mod:`boardgames.core.sandbox.codec`). The student's
process never sees the checks, their reference answers or this process's memory; what it
returns is data or a handle (:class:`RemoteObject`) the checks can call again. Functions
and objects the checks pass in (a ``neighbours`` function that records its calls, a game
with methods) stay in the checks' process: the student's code calls them and reads their
public attributes through the channel.

Time is the parent's and only the student's: :attr:`Session.budget` is the seconds the
student's code may still take; each request spends from it what passes between asking and
the answer, less the time spent in the checks' own functions. A request that runs out of
budget stops the whole session (:class:`TooSlow`); the next use needs a new one.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any, Protocol

from boardgames.core import processes
from boardgames.core.sandbox import channel as ch
from boardgames.core.sandbox import codec
from boardgames.core.sandbox import policy as po
from boardgames.core.sandbox.confine import UNAVAILABLE, command, environment, resolve
from boardgames.core.sandbox.run import end_of, end_verdict, read_capped
from boardgames.core.sandbox.workspace import Workspace


class RemoteError(Exception):
    """The student's code did not answer a request as asked."""


class StudentError(RemoteError):
    """The student's code raised (``line``: the traceback's last line; ``kind``: the
    exception's class name; ``lineno`` / ``message`` for a syntax error)."""

    def __init__(self, line: str, kind: str = "", lineno: int = 0, message: str = ""):
        super().__init__(line)
        self.line, self.kind, self.lineno, self.message = line, kind, lineno, message


class Missing(RemoteError, AttributeError):
    """The object (the module) has no attribute ``name``."""

    def __init__(self, name: str):
        super().__init__(name)
        self.name = name


class TooSlow(RemoteError):
    """No answer before the deadline: the session was stopped.

    Attributes:
        callbacks: how many times the student's code called back (a function or an object
            of the checks) during the request that ran out of time; 0 for none.
        quiet: seconds from its last callback (from the request, when it made none) to
            the stop: a program still calling back a moment before the stop was working,
            not stuck (an endless loop makes no progress).
        at: ``time.monotonic()`` when it was stopped.
    """

    def __init__(self, callbacks: int = 0, quiet: float = 0.0, at: float = 0.0):
        super().__init__("too slow")
        self.callbacks, self.quiet, self.at = callbacks, quiet, at


class Ended(RemoteError):
    """The student's process ended or was stopped (``verdict`` as in
    :mod:`~boardgames.core.sandbox.policy`: exited, killed, memory, output_limit,
    cancelled, not_started, refused, answer_too_long; ``detail`` a few words)."""

    def __init__(self, verdict: str, detail: str = ""):
        super().__init__(f"{verdict}: {detail}" if detail else verdict)
        self.verdict, self.detail = verdict, detail


class Asked(Protocol):
    """What answers a :class:`RemoteObject`'s requests: the sandbox's :class:`Session`, or
    the in-browser stand-in (:mod:`boardgames.exercises.browser`)."""

    def get(self, ref: int, name: str) -> Any:
        """Attribute ``name`` of the student's object ``ref``."""
        ...

    def call(self, ref: int, args: Sequence[Any], echo: bool = False) -> Any:
        """The student's object ``ref`` called with ``args``."""
        ...


class RemoteObject:
    """An object in the student's process: read its attributes and call it as if it were
    here (each is a request). Equal only to itself; ``repr`` is the student's repr."""

    def __init__(self, session: Asked, ref: int, type_name: str, text: str):
        self._session, self._ref = session, ref
        self.type_name, self.text = type_name, text

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return self._session.get(self._ref, name)

    def __call__(self, *args: Any) -> Any:
        return self._session.call(self._ref, args)

    def __repr__(self) -> str:
        return self.text


class Handles:
    """The checks' side of the student's requests, shared by the sandbox's :class:`Session`
    and the in-browser stand-in: the student's module as a :class:`RemoteObject`, and the
    callbacks the checks hand to the student's code (numbered in ``_callbacks``), served
    when the student calls them. A subclass answers :meth:`get` and :meth:`call`."""

    _callbacks: list[Callable[..., Any]]
    #: When the student's time runs out (``time.monotonic()`` seconds), and how many
    #: callbacks it has made since the request began with when the last one was.
    _deadline: float
    _progress: tuple[int, float]
    #: What a callback lets through to the request instead of handing it to the
    #: student's code as its exception: the session's own stops (a check's object that
    #: asked the student something that ran out of time or ended the program).
    _passing: tuple[type[BaseException], ...] = (TooSlow, Ended)

    def get(self, ref: int, name: str) -> Any:
        """Attribute ``name`` of the student's object ``ref`` (a subclass's request)."""
        raise NotImplementedError

    def call(self, ref: int, args: Sequence[Any], echo: bool = False) -> Any:
        """The student's object ``ref`` called with ``args`` (a subclass's request)."""
        raise NotImplementedError

    @property
    def module(self) -> RemoteObject:
        """The student's module (its functions and classes are its attributes)."""
        return RemoteObject(self, 0, "module", "<the student's module>")

    def callback_reply(self, message: dict[str, Any]) -> dict[str, Any]:
        """The student's code called (or read an attribute of) an object of the checks:
        the reply to send back (the value, or the exception it raised); the time the
        checks took is not the student's."""
        number = message.get("callback")
        started = time.monotonic()
        try:
            target = self._callbacks[number] if isinstance(number, int) else None
            if target is None:
                raise TypeError("no such function")
            reply = {"op": "return", "value": codec.encode(self._serve(target, message),
                                                           self._handle)}
        except self._passing:
            raise
        except Exception as exc:
            reply = {"op": "raise", "type": type(exc).__name__, "line": str(exc)[:300]}
        self._deadline += time.monotonic() - started
        self._progress = (self._progress[0] + 1, time.monotonic())
        return reply

    def _serve(self, target: Any, message: dict[str, Any]) -> Any:
        """Do what the student's code asked of ``target``: read a public attribute, or call
        it with the decoded arguments."""
        if "attr" in message:
            name = str(message["attr"])
            if name.startswith("_"):
                raise AttributeError(name)
            return getattr(target, name)
        args = self._decode(message.get("args", []))
        return target(*(args if isinstance(args, list) else []))

    def _handle(self, value: Any) -> dict[str, Any]:
        if isinstance(value, RemoteObject):
            return {"$o": value._ref}
        self._callbacks.append(value)
        return {"$cb": len(self._callbacks) - 1}

    def _decode(self, data: Any) -> Any:
        return codec.decode(data, self._remote)

    def _remote(self, data: dict[str, Any]) -> RemoteObject:
        ref = data.get("$o")
        if not isinstance(ref, int):
            raise ValueError("an unknown tagged value")
        return RemoteObject(self, ref, str(data.get("type", "?"))[:60], str(data.get("repr", "?"))[:200])

    def _answer_in(self, message: dict[str, Any]) -> tuple[Any, Any] | None:
        """The answer (value, arguments after the call) in the student's side's
        ``message``; raises the error it reports (:class:`Missing`, :class:`StudentError`
        for an exit, a memory error or an answer that cannot be decoded); None when it is
        neither (the caller knows what else its side may send)."""
        if message.get("ok") is True or message.get("loaded") is True:
            try:
                return (self._decode(message.get("value")),
                        self._decode(message.get("args")) if "args" in message else None)
            except ValueError as exc:
                raise StudentError(f"ValueError: {exc}", "ValueError") from None
        error = message.get("error")
        if error == "missing":
            raise Missing(str(message.get("function", ""))[:100])
        if error == "exit":
            raise StudentError(f"SystemExit: {message.get('code')}", "SystemExit")
        if error == "memory":
            raise StudentError("MemoryError", "MemoryError")
        return None

    @staticmethod
    def _raised(message: dict[str, Any]) -> StudentError:
        """The student's exception that ``message`` reports (its traceback's last line)."""
        return StudentError(str(message.get("line", ""))[:300], str(message.get("type", ""))[:60],
                            _int(message.get("lineno")), str(message.get("msg", ""))[:200])


class Session(Handles):
    """The student's file ``program`` loaded in the sandbox (:meth:`open`) until
    :meth:`close`.

    Attributes:
        budget: seconds the student's code may still take (set it before a group of
            requests; each request spends from it).
        output: ``(stdout, stderr)`` of the student's process, once closed.
        isolation: the mode it runs in.
    """

    def __init__(self, program: Path | str, limits: po.Limits | None = None,
                 how: str | None = None, cancelled: Callable[[], bool] | None = None):
        self.program, self.limits = Path(program), limits or po.Limits()
        self.isolation, self.cancelled = resolve(how), cancelled
        self.budget = 0.0
        self.output = ("", "")
        self._deadline = 0.0
        self._progress = (0, 0.0)  # callbacks of the running request, time of the last
        self._callbacks: list[Callable[..., Any]] = []
        self._proc: subprocess.Popen[bytes] | None = None
        self._channel: ch.Channel | None = None
        self._workspace: Workspace | None = None
        self._files: tuple[IO[bytes], IO[bytes]] | None = None

    @property
    def alive(self) -> bool:
        """True while the student's process runs."""
        return self._proc is not None and self._proc.poll() is None

    # -- starting and stopping ------------------------------------------------------
    def open(self, load_seconds: float) -> None:
        """Start the sandbox and load the student's file within ``load_seconds``.

        Raises:
            Ended: it could not start (``refused``, ``not_started``) or ended while loading.
            TooSlow: loading took longer.
            StudentError: loading raised (a syntax error has ``lineno`` and ``message``).
        """
        if self.isolation == UNAVAILABLE:
            raise Ended(po.REFUSED)
        try:
            self._start()
        except OSError as exc:
            self.close()
            raise Ended(po.NOT_STARTED, str(exc)) from None
        self._deadline = time.monotonic() + po.STARTUP_SECONDS
        try:
            ready = self._next()
        except TooSlow:
            raise Ended(po.NOT_STARTED, "the interpreter did not start in time") from None
        if ready.get("ready") is not True:
            self._fail(ch.CLOSED, "the interpreter did not start")
        self._deadline = time.monotonic() + load_seconds
        self._reply(self._next())

    def _start(self) -> None:
        self._workspace = Workspace.create(self.program)
        self._files = (tempfile.TemporaryFile(), tempfile.TemporaryFile())
        read_fd, write_fd = os.pipe()
        self._channel = ch.Channel(read_fd)
        line = command(self._workspace, "serve", write_fd, self.limits.for_child(),
                       [str(self._workspace.program)], display=False, how=self.isolation)
        try:
            self._proc = processes.popen(line, cwd=self._workspace.folder,
                                         env=environment(self._workspace.folder),
                                         stdin=subprocess.PIPE, stdout=self._files[0],
                                         stderr=self._files[1], pass_fds=(write_fd,))
        finally:
            os.close(write_fd)

    def close(self) -> None:
        """Stop the student's process (every process it started too), keep its output in
        :attr:`output` and remove its folders. Never raises; safe to call twice."""
        if self._proc is not None:
            processes.stop(self._proc, grace=0.2)
            self._proc = None
        if self._channel is not None:
            self._channel.close()
            self._channel = None
        if self._files is not None:
            self.output = (read_capped(self._files[0], self.limits),
                           read_capped(self._files[1], self.limits))
            for file in self._files:
                file.close()
            self._files = None
        if self._workspace is not None:
            self._workspace.close()
            self._workspace = None

    # -- requests -------------------------------------------------------------------
    def get(self, ref: int, name: str) -> Any:
        """The attribute ``name`` of the object ``ref`` (0: the module).

        Raises:
            Missing, StudentError, TooSlow, Ended: see the classes.
        """
        return self._ask({"op": "get", "ref": ref, "name": name})[0]

    def call(self, ref: int, args: Sequence[Any], echo: bool = False) -> Any:
        """Call the object ``ref`` with ``args`` (plain data, :class:`RemoteObject`\\ s,
        and functions of this process, which the student's code calls back). With
        ``echo``, return ``(answer, args as they were after the call)``.

        Raises:
            StudentError, TooSlow, Ended: see the classes.
        """
        request = {"op": "call", "ref": ref, "args": codec.encode(list(args), self._handle),
                   "echo": echo}
        answer, after = self._ask(request)
        return (answer, after) if echo else answer

    def _ask(self, request: dict[str, Any]) -> tuple[Any, Any]:
        if not self.alive:
            raise Ended(po.EXITED, "the program is no longer running")
        self._deadline = time.monotonic() + self.budget
        self._progress = (0, time.monotonic())
        self._send(request)
        try:
            while True:
                message = self._next()
                if "callback" not in message:
                    return self._reply(message)
                self._run_callback(message)
        finally:
            self.budget = max(self._deadline - time.monotonic(), 0.0)

    def _send(self, message: dict[str, Any]) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        try:
            self._proc.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
            self._proc.stdin.flush()
        except (OSError, ValueError):
            self._fail(ch.CLOSED, "")

    def _next(self) -> dict[str, Any]:
        assert self._channel is not None
        got, message = self._channel.next(self._deadline, self._channel.received
                                          + self.limits.answer_bytes, self.cancelled)
        if message is None:
            self._fail(got, "")
        assert message is not None
        return message

    def _reply(self, message: dict[str, Any]) -> tuple[Any, Any]:
        answer = self._answer_in(message)
        if answer is not None:
            return answer
        if message.get("error") == "exception":
            raise self._raised(message)
        if "exit" in message or "signal" in message:  # the supervisor's last word
            self._fail(ch.CLOSED, "")
        raise StudentError("the program sent something that is not an answer")

    def _run_callback(self, message: dict[str, Any]) -> None:
        """The student's code called (or read an attribute of) an object of ours."""
        self._send(self.callback_reply(message))

    def _fail(self, why: str, detail: str) -> None:
        """Stop the session and raise what ``why`` (a channel status) means."""
        channel = self._channel
        if why == ch.LATE:
            now = time.monotonic()
            slow = TooSlow(self._progress[0], now - self._progress[1], now)
            self.close()
            raise slow
        if why == ch.CLOSED and channel is not None:
            channel.drain(time.monotonic() + 0.5, channel.received + 8192)
        end = end_of(channel)
        self.close()
        stops = {ch.STOPPED: po.CANCELLED, ch.TOO_LONG: po.ANSWER_TOO_LONG}
        if why in stops:
            raise Ended(stops[why])
        verdict, _answer, more = end_verdict("call", *end, self.output[1])
        if end == (None, None) and detail:
            raise Ended(po.NOT_STARTED, detail)
        raise Ended(verdict, more)


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
