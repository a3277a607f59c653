"""The class served over HTTP on the local network (Qt-free; aiohttp).

Every request carries a code in the header ``X-Class-Code``: the class code (what the
students type) for the students' routes, the teacher's code for the whole class's grid.
Requests from addresses outside the local network (see below) are refused unless the
teacher allows them (``allow_any_network``). A body over
:data:`~boardgames.classroom.model.MAX_BODY_BYTES` is refused before it is read. Wrong codes
are limited by a :class:`~boardgames.classroom.guesses.GuessLimiter`: counted per
(address, code), backing off exponentially, and capped across all addresses, so the right
code is never refused because of another pupil's wrong ones and a joined student's token
keeps working during a storm.
A body is read within a size and a time limit and must be JSON in UTF-8
(:mod:`~boardgames.classroom.wire`); whatever a request brings, the answer is a refusal
with a code, never a 500: a fault of the server itself is answered ``server.busy`` (503, the
student's app tries again later) and logged in one line.

The local network is an allow-list (:data:`LOCAL_NETWORKS`): loopback (127.0.0.0/8, ::1),
private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10) and unique local
(fc00::/7) addresses; an IPv4-mapped IPv6 address counts as its IPv4 address. Every other
address is outside: the global ones, and also 0.0.0.0/8, 100.64/10, 198.18/15, 240/4,
multicast, Teredo (2001::/32), 6to4 (2002::/16) and NAT64. The host ``::`` serves IPv6 and
IPv4 both (:func:`bind`). Connections are bounded (:mod:`~boardgames.classroom.connections`,
:class:`~boardgames.classroom.connections.Limits`): an idle one is closed after a timeout,
and so is a request not complete in time (a slow sender); they are capped per address and in
all below the open-file limit (over a cap the oldest idle connection is closed to make room,
else the newcomer is answered 503 ``server.busy`` with ``Retry-After`` at once); asyncio's
and aiohttp's logs are kept to a few lines a minute while serving.

Routes (JSON in and out; an error is ``{"error": CODE, "message": English}`` with an HTTP
status of 400, 401, 403, 404, 405, 409, 413, 415 or 429; 503 while busy):

* ``GET /`` the pupils' web page, and ``GET /v/BUILD/...`` its files (no code needed; see
  :mod:`boardgames.classroom.web`, which also adds the page's own ``/api/`` routes);
* ``POST /api/join`` ``{"name", "token"?}`` -> ``{"name", "token"}``: join the class
  (the token proves the name afterwards; a name already taken needs its token);
* ``POST /api/submissions`` (header ``X-Student-Token``) a submission ->
  ``{"id", "stored"}`` (``stored`` false: the id was already stored, nothing changed);
* ``POST /api/players`` (header ``X-Student-Token``) a player for a game's class
  tournament -> ``{"id", "stored"}``;
* ``POST /api/levels`` (header ``X-Student-Token``) a level won in a game ->
  ``{"id", "stored"}``;
* ``GET /api/me`` (header ``X-Student-Token``) -> the student's own row of the grid only;
* ``GET /api/stage?since=V&wait=S`` -> ``{"lesson", "stage", "version", "levels",
  "locked", "sequence"}``: the lesson stage the teacher shows, the level the teacher set per
  game (``{"tictactoe": 3}``), whether the students must stay on it, and the class's fixed
  sequence of exercises (keys in order; long-polled by the students who follow the teacher);
* ``POST /api/sequence`` (teacher's code) ``{"sequence": [keys]}`` -> ``{"sequence"}``:
  the teacher sets the fixed sequence (an empty list: none);
* ``GET /api/grid?since=V&wait=S`` (teacher's code) -> the whole grid; with ``since`` it
  waits up to ``S`` seconds (at most 30) for a version newer than ``V``.
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import json
import logging
import socket
import threading
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

from boardgames.classroom import integrity, wire
from boardgames.classroom.connections import ConnectionGuard, Limits, accept_backlog, limited_logging
from boardgames.classroom.guesses import BACKOFF, CAP, WINDOW, GuessLimiter, TooManyTries
from boardgames.classroom.model import (
    DEFAULT_PORT,
    ERRORS,
    MAX_BODY_BYTES,
    ClassError,
    clean_code,
    parse_level,
    parse_player,
    parse_submission,
)
from boardgames.classroom.store import ClassStore
from boardgames.classroom.web import serve as serve_page
from boardgames.classroom.web.boards import BoardFactory
from boardgames.classroom.web.context import WebContext
from boardgames.core.plugins import Discovery, discover

#: The port a class is served on unless told otherwise.
#: Longest wait of ``GET /api/grid?since=``, in seconds.
MAX_WAIT = 30.0

_STATUS = {"code.wrong": 403, "code.missing": 403, "teacher.only": 403, "network.outside": 403,
           "name.taken": 409, "student.unknown": 401, "request.too_large": 413, "file.too_large": 413,
           "too_many_tries": 429, "name.invalid": 400, "name.too_long": 400, "name.lookalike": 409,
           "request.media": 415, "quota.student": 413, "quota.class": 413, "server.busy": 503,
           "class.serving": 409, "game.unknown": 404, "game.over": 409}
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
#: The requests that need the teacher's code.
_TEACHERS = frozenset({"/api/grid", "/api/sequence"})


_log = logging.getLogger(__name__)


def error_response(error: ClassError, status: int | None = None) -> web.Response:
    """The JSON answer to a refused request (``status``: the HTTP status, None: the
    code's); ``too_many_tries`` says how long to wait in ``Retry-After`` (seconds)."""
    headers = {"Retry-After": str(error.retry_after)} if isinstance(error, TooManyTries) else None
    return web.json_response({"error": error.code, "message": str(error)}, headers=headers,
                             status=status or _STATUS.get(error.code, 400))


#: The local network, as an allow-list: loopback, private, link-local, IPv6 unique local.
LOCAL_NETWORKS = tuple(ipaddress.ip_network(n) for n in (
    "127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16",
    "::1/128", "fe80::/10", "fc00::/7"))


def is_local(address: str | None) -> bool:
    """True when ``address`` (an IP address as text, an IPv6 one with or without a
    ``%scope``) is in :data:`LOCAL_NETWORKS`; an IPv4-mapped IPv6 address is judged by its
    IPv4 address. Everything else is refused: global addresses, and also 0.0.0.0/8,
    shared 100.64.0.0/10, benchmarking 198.18.0.0/15, reserved 240.0.0.0/4, multicast,
    Teredo (2001::/32), 6to4 (2002::/16), NAT64 (64:ff9b::/96), text that is no address."""
    try:
        ip = ipaddress.ip_address((address or "").split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in network for network in LOCAL_NETWORKS)


def _same(given: str, wanted: str) -> bool:
    """True when the codes are equal (compared in constant time)."""
    return hmac.compare_digest(given.encode("utf-8"), wanted.encode("utf-8"))


def lan_address() -> str:
    """This computer's address on the local network (no packet is sent): its IPv4 one,
    else its IPv6 one (a network with no IPv4), else 127.0.0.1."""
    for family, probe_address in ((socket.AF_INET, "10.255.255.255"), (socket.AF_INET6, "fd00::1")):
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as probe:
                probe.connect((probe_address, 1))
                return str(probe.getsockname()[0])
        except OSError:
            continue
    return "127.0.0.1"


class ClassApp:
    """The aiohttp application of one class (its routes over a :class:`ClassStore`).

    Args:
        store: the class.
        code: the class code (None: the stored one, or a new one).
        allow_any_network: accept requests from beyond the local network too.
        guess_cap / guess_window / guess_backoff: distinct wrong codes counted per window
            across all addresses, the window in seconds, and the first wait (seconds) of a
            wrong code sent again (see :class:`~boardgames.classroom.guesses.GuessLimiter`).
        body_timeout: seconds a request's body may take to arrive.
        boards: draws the games for the pupils' web page (None: the page offers no games).
        discovery: the installed game plug-ins (None: found now).
    """

    def __init__(self, store: ClassStore, code: str | None = None, allow_any_network: bool = False,
                 *, guess_cap: int = CAP, guess_window: float = WINDOW,
                 guess_backoff: float = BACKOFF, body_timeout: float = wire.BODY_TIMEOUT,
                 boards: BoardFactory | None = None, discovery: Discovery | None = None):
        self.store = store
        self.code = store.code(code)
        self.teacher_code = store.teacher_code()
        self.allow_any_network = allow_any_network
        self.guesses = GuessLimiter(guess_cap, guess_window, guess_backoff)
        self.body_timeout = body_timeout
        self._changed: asyncio.Event | None = None
        #: The lesson stage the teacher shows (followed by the students who want to).
        self.stage: dict[str, Any] = {"lesson": "", "stage": "", "version": 0,
                                      **_levels_setting(store.setting("levels")),
                                      "sequence": list(store.sequence())}
        self.app = web.Application(client_max_size=MAX_BODY_BYTES, middlewares=[self._guard],
                                   handler_args={"auto_decompress": False})  # refused, not inflated
        self.app.add_routes([web.post("/api/join", self.join),
                             web.post("/api/submissions", self.submit),
                             web.post("/api/players", self.submit_player),
                             web.post("/api/levels", self.submit_level),
                             web.post("/api/sequence", self.post_sequence),
                             web.get("/api/me", self.me),
                             web.get("/api/stage", self.get_stage),
                             web.get("/api/grid", self.grid)])
        serve_page(self.app, WebContext(
            store, self._student, lambda: self.stage, self._announce, self._body,
            discovery if discovery is not None else discover(), boards))
        self.app.cleanup_ctx.append(integrity.keep_backups(store.path))  # while served

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Every answer: the handler's, or a refusal with a code (4xx; 503 for a fault of
        the server's own, logged in one line, which the student's app sends again)."""
        try:
            if not self.allow_any_network and not is_local(request.remote):
                raise ClassError("network.outside")
            if request.path.startswith("/api/"):  # the page's own files need no code
                self._check_code(request)
            if (request.content_length or 0) > MAX_BODY_BYTES:
                raise ClassError("request.too_large")
            return await handler(request)
        except ClassError as error:
            return error_response(error)
        except web.HTTPRequestEntityTooLarge:
            return error_response(ClassError("request.too_large"))
        except web.HTTPException as error:  # no such route or method: still JSON with a code
            if error.status >= 500:
                raise
            return error_response(ClassError("request.bad", error.reason), error.status)
        except (asyncio.CancelledError, ConnectionError):
            raise  # the sender went away: nobody to answer
        except Exception as error:  # noqa: BLE001 - a fault of ours: retried, never a 500
            _log.error("class server: %s on %s %s: %r", type(error).__name__, request.method,
                       request.path, error)
            return error_response(ClassError("server.busy"))

    def _check_code(self, request: web.Request) -> None:
        given = clean_code(wire.header_text(request.headers.get("X-Class-Code")))
        if not given:
            raise ClassError("code.missing")
        address = request.remote or "?"
        wanted = self.teacher_code if request.path in _TEACHERS else self.code
        self.guesses.check(address, given, lambda: self._token_known(request))
        if _same(given, wanted) or (request.path == "/api/me" and _same(given, self.teacher_code)):
            return
        if _same(given, self.code):
            raise ClassError("teacher.only")
        if not _same(given, self.teacher_code):  # a known code where it does not open is no guess
            self.guesses.wrong(address, given)
        raise ClassError("code.wrong")

    def _token_known(self, request: web.Request) -> bool:
        try:
            return self.store.student(wire.header_text(request.headers.get("X-Student-Token"))) is not None
        except ClassError:
            return False

    async def _body(self, request: web.Request) -> Any:
        """The request's JSON body, read within :attr:`body_timeout` and the size limit.

        Raises:
            ClassError: ``request.media``, ``request.too_large``, ``request.bad``,
                ``server.busy`` (see :mod:`~boardgames.classroom.wire`).
        """
        wire.check_media(request.headers.get("Content-Type"), request.headers.get("Content-Encoding"))
        try:
            raw = await wire.read_body(request.content, MAX_BODY_BYTES, self.body_timeout)
        except HttpProcessingError:  # a broken chunked body and the like
            raise ClassError("request.bad", "body") from None
        return wire.parse_json(raw)

    def _student(self, request: web.Request) -> str:
        token = wire.header_text(request.headers.get("X-Student-Token"))
        name = self.store.student(token) if token else None
        if name is None:
            raise ClassError("student.unknown")
        return name

    def _announce(self) -> None:
        if self._changed is not None:
            self._changed.set()
        self._changed = asyncio.Event()

    async def join(self, request: web.Request) -> web.Response:
        """``POST /api/join``."""
        data = await self._body(request)
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ClassError("request.bad", "name")
        token = data.get("token")
        if isinstance(token, str) and len(token) > wire.MAX_HEADER:
            raise ClassError("request.bad", "token")
        name, token = self.store.join(data["name"], token if isinstance(token, str) else None)
        self._announce()
        return web.json_response({"name": name, "token": token})

    async def submit(self, request: web.Request) -> web.Response:
        """``POST /api/submissions``."""
        student = self._student(request)
        submission = parse_submission(await self._body(request))
        stored = self.store.add(student, submission)
        if stored:
            self._announce()
        return web.json_response({"id": submission.id, "stored": stored})

    async def submit_player(self, request: web.Request) -> web.Response:
        """``POST /api/players``."""
        student = self._student(request)
        player = parse_player(await self._body(request))
        stored = self.store.add_player(student, player)
        if stored:
            self._announce()
        return web.json_response({"id": player.id, "stored": stored})

    async def submit_level(self, request: web.Request) -> web.Response:
        """``POST /api/levels``."""
        student = self._student(request)
        level = parse_level(await self._body(request))
        stored = self.store.add_level(student, level)
        if stored:
            self._announce()
        return web.json_response({"id": level.id, "stored": stored})

    def set_stage(self, lesson: str, stage: str) -> None:
        """The teacher shows ``stage`` of ``lesson`` (call in the server's loop)."""
        if (lesson, stage) != (self.stage["lesson"], self.stage["stage"]):
            self.stage = {**self.stage, "lesson": lesson, "stage": stage,
                          "version": self.stage["version"] + 1}
            self._announce()

    def set_levels(self, levels: dict[str, int], locked: bool) -> None:
        """The teacher sets the class's level per game (``{game id: level}``, 1 the first)
        and whether students must stay on it (call in the server's loop); kept in the
        class file."""
        setting = {"levels": {str(g): int(n) for g, n in levels.items() if int(n) >= 1},
                   "locked": bool(locked)}
        self.store.set_setting("levels", json.dumps(setting))
        self.stage = {**self.stage, **setting, "version": self.stage["version"] + 1}
        self._announce()

    def set_sequence(self, keys: list[str]) -> list[str]:
        """The teacher sets the class's fixed sequence of exercises (keys in order; empty:
        none), kept in the class file and told to the followers (call in the server's loop);
        returns it as kept.

        Raises:
            ClassError: see :meth:`~boardgames.classroom.store.ClassStore.set_sequence`.
        """
        sequence = list(self.store.set_sequence(keys))
        if sequence != self.stage["sequence"]:
            self.stage = {**self.stage, "sequence": sequence, "version": self.stage["version"] + 1}
            self._announce()
        return sequence

    async def post_sequence(self, request: web.Request) -> web.Response:
        """``POST /api/sequence`` (teacher's code)."""
        data = await self._body(request)
        if not isinstance(data, dict) or not isinstance(data.get("sequence"), list):
            raise ClassError("request.bad", "sequence")
        return web.json_response({"sequence": self.set_sequence(data["sequence"])})

    async def get_stage(self, request: web.Request) -> web.Response:
        """``GET /api/stage[?since=V&wait=S]``: the lesson stage the teacher shows."""
        since, wait = _since_wait(request)
        if since >= 0 and wait > 0 and self.stage["version"] <= since:
            await self._wait(wait)
        return web.json_response(self.stage)

    async def _wait(self, seconds: float) -> None:
        if self._changed is None:
            self._changed = asyncio.Event()
        try:
            await asyncio.wait_for(self._changed.wait(), seconds)
        except asyncio.TimeoutError:
            pass

    async def me(self, request: web.Request) -> web.Response:
        """``GET /api/me``: the student's own results, nobody else's."""
        return web.json_response(self.store.grid(self._student(request)).as_json())

    async def grid(self, request: web.Request) -> web.Response:
        """``GET /api/grid[?since=V&wait=S]``."""
        since, wait = _since_wait(request)
        if since >= 0 and wait > 0 and self.store.version() <= since:
            await self._wait(wait)
        return web.json_response(self.store.grid().as_json())


def _levels_setting(text: str | None) -> dict[str, Any]:
    """The stored levels setting as ``{"levels": {game: level}, "locked": bool}``."""
    try:
        data = json.loads(text or "{}")
        levels = {str(g): int(n) for g, n in dict(data.get("levels", {})).items()}
        return {"levels": levels, "locked": bool(data.get("locked", False))}
    except (ValueError, TypeError, AttributeError):
        return {"levels": {}, "locked": False}


def _since_wait(request: web.Request) -> tuple[int, float]:
    """``since`` (a version; -1 when absent) and ``wait`` (seconds, at most :data:`MAX_WAIT`;
    0 when absent) of a long poll.

    Raises:
        ClassError: ``request.bad`` (not a whole number; not finite, negative seconds).
    """
    return (wire.query_int(request.query.get("since"), -1),
            wire.query_seconds(request.query.get("wait"), 0.0, MAX_WAIT))


def shown_address(host: str, port: int) -> str:
    """``HOST:PORT`` pupils type for a class listening on ``host``:``port``: this
    computer's local-network address when it listens on every address (``""``,
    ``0.0.0.0``, ``::``), else ``host`` itself (``[v6]:PORT`` for IPv6)."""
    host = host.strip("[]")
    host = lan_address() if host in ("", "0.0.0.0", "::") else host
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def bind(host: str = "0.0.0.0", port: int = DEFAULT_PORT) -> socket.socket:
    """A listening TCP socket on ``host``:``port`` (port 0: a free one).

    ``host`` ``::`` listens on IPv6 and IPv4 both (dual-stack) where the system can, on
    IPv6 only where it cannot; another IPv6 address (``[...]`` or not) on that address.

    Raises:
        OSError: the port is taken or the address is not this computer's.
    """
    host = host.strip("[]") if host.startswith("[") else host
    if ":" not in host:  # no IPv6 address (a host name has no colon)
        return socket.create_server((host, port), reuse_port=False, backlog=accept_backlog())
    dual = host == "::" and socket.has_dualstack_ipv6()
    return socket.create_server((host, port), family=socket.AF_INET6, dualstack_ipv6=dual,
                                reuse_port=False, backlog=accept_backlog())


async def serve(class_app: ClassApp, sock: socket.socket, stop: asyncio.Event,
                ready: Callable[[], None] | None = None, limits: Limits | None = None) -> None:
    """Serve ``class_app`` on ``sock`` until ``stop`` is set, then close cleanly;
    ``ready()`` is called once requests are answered. Every connection is timed out and
    capped as ``limits`` says (None: the defaults, see :class:`~.connections.Limits`), and
    asyncio's and aiohttp's logs are kept to a few lines a minute meanwhile."""
    with limited_logging():
        runner = web.AppRunner(class_app.app, access_log=None, handle_signals=False,
                               shutdown_timeout=1.0)
        await runner.setup()
        try:
            await _listen(runner, sock, stop, ready, limits)
        finally:
            await runner.cleanup()


async def _listen(runner: web.AppRunner, sock: socket.socket, stop: asyncio.Event,
                  ready: Callable[[], None] | None, limits: Limits | None) -> None:
    """Accept connections on ``sock`` through a :class:`ConnectionGuard` until ``stop``."""
    assert runner.server is not None
    guard = ConnectionGuard(runner.server, limits)
    listener = await asyncio.get_running_loop().create_server(guard, sock=sock,
                                                              backlog=guard.backlog)
    try:
        if ready is not None:
            ready()
        await stop.wait()
    finally:
        listener.close()
        guard.close()


class ClassServer:
    """A class served in a thread of its own (for the app's window and for tests).

    Args:
        store: the class.
        host / port: where to listen (port 0: a free one, see :attr:`port`).
        code / allow_any_network: see :class:`ClassApp`.
        limits: the connections' timeouts and caps (None: the defaults; see :func:`serve`).
        boards / discovery: see :class:`ClassApp`.

    Raises (by :meth:`start`):
        OSError: the port cannot be listened on.
    """

    def __init__(self, store: ClassStore, host: str = "0.0.0.0", port: int = DEFAULT_PORT,
                 code: str | None = None, allow_any_network: bool = False,
                 limits: Limits | None = None, *, boards: BoardFactory | None = None,
                 discovery: Discovery | None = None):
        self.class_app = ClassApp(store, code, allow_any_network, boards=boards,
                                  discovery=discovery)
        self.limits = limits
        self.host = host
        self._sock = bind(host, port)
        self.port = int(self._sock.getsockname()[1])
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    @property
    def code(self) -> str:
        """The class code."""
        return self.class_app.code

    @property
    def address(self) -> str:
        """``HOST:PORT`` the students type: this computer's local-network address when the
        class listens on every address, else the one it listens on (``[v6]:PORT`` for IPv6)."""
        return shown_address(self.host, self.port)

    def start(self, wait: bool = True) -> ClassServer:
        """Start serving in a thread of its own; returns self once the server answers
        (``wait``), else at once: the socket already listens, so a pupil who connects
        meanwhile is answered a moment later, and what the teacher sets (the stage, the
        levels, the sequence) waits in the server's loop until it runs (the window need
        not wait for the server thread: with the app's background work it took 0.1 s)."""
        ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop = asyncio.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), daemon=True,
                                        name="class-server")
        self._thread.start()
        if wait:
            ready.wait(10)
        return self

    def _run(self, ready: threading.Event) -> None:
        loop, stop = self._loop, self._stop
        assert loop is not None and stop is not None
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(serve(self.class_app, self._sock, stop, ready.set,
                                          self.limits))
        finally:
            ready.set()  # start() waits no longer when serving failed
            loop.close()

    def set_stage(self, lesson: str, stage: str) -> None:
        """The teacher shows ``stage`` of ``lesson`` (any thread): followers hear of it."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.class_app.set_stage, lesson, stage)

    def set_levels(self, levels: dict[str, int], locked: bool) -> None:
        """The teacher sets the class's levels (any thread; see :meth:`ClassApp.set_levels`)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.class_app.set_levels, dict(levels), locked)

    def set_sequence(self, keys: list[str]) -> None:
        """The teacher sets the class's sequence of exercises (any thread; see
        :meth:`ClassApp.set_sequence`: keys that are not installed exercises are refused
        there, so give installed ones)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._set_sequence, list(keys))

    def _set_sequence(self, keys: list[str]) -> None:
        try:
            self.class_app.set_sequence(keys)
        except ClassError:  # the app offers installed exercises only
            pass

    def stop(self) -> None:
        """Stop serving and wait for the thread (what was acknowledged is stored)."""
        if self._loop is not None and self._stop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(10)
        self._loop = self._stop = self._thread = None
        self._sock.close()


def describe(code: str, teacher_code: str, port: int) -> str:
    """What ``boardgames class serve`` prints at start (English)."""
    return json.dumps({"address": f"{lan_address()}:{port}", "code": code,
                       "teacher_code": teacher_code})


__all__ = ["ClassApp", "ClassServer", "DEFAULT_PORT", "ERRORS", "bind", "describe", "is_local",
           "lan_address", "serve", "shown_address"]
