"""Bounded connections for the class's HTTP server (Qt-free; asyncio around aiohttp).

:class:`ConnectionGuard` is the protocol factory handed to ``loop.create_server`` in place
of aiohttp's low-level :class:`aiohttp.web.Server`, which it wraps. Every connection goes
through it, so at each moment it knows whether a connection is

* idle: no request in progress (just opened, or between keep-alive requests); closed after
  :attr:`Limits.idle_timeout` seconds;
* receiving: the first bytes of a request arrived but not yet the whole request (headers
  and body); closed when the request is not complete :attr:`Limits.request_timeout`
  seconds after its first byte (a slow sender trickling its headers or its body);
* busy: its request is complete and a handler runs (a long-poll ``?wait=`` legitimately
  waits up to 30 s); never closed for time.

Connections are capped per address (:attr:`Limits.max_per_address`) and in all
(:attr:`Limits.max_total`: by default below the process's open-file limit, with a reserve
for the class file, its backups, logs and the announcer). A new connection over a cap first
closes the oldest idle connection, else the oldest one whose request is not complete (of
its own address, for the per-address cap), so idle connections held open never keep a student out, and a
request on its way is cut only when nothing is idle; when every connection is busy
the new one is answered ``503`` ``{"error": "server.busy"}`` with ``Retry-After`` at once and
closed, instead of the process running out of file descriptors.

:class:`RateLimit` is a :class:`logging.Filter` that keeps a logger to a few lines a minute;
:func:`limited_logging` puts it on asyncio's and aiohttp's server loggers while serving.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import sys
import threading
import time
from collections import Counter, defaultdict, deque
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

from boardgames.classroom.model import ClassError

IDLE, RECEIVING, BUSY = "idle", "receiving", "busy"
#: The cap on connections in all where the open-file limit is unknown (Windows) or unlimited.
FALLBACK_MAX_TOTAL = 480
MAX_TOTAL_CEILING = 4096
#: Refused connections read (and ignored) for :attr:`Limits.linger` seconds at most at once,
#: so that the client reads the 503 before the connection closes; more are closed at once.
MAX_LINGERING = 32
#: The loggers kept to a few lines a minute while serving.
LIMITED_LOGGERS = ("asyncio", "aiohttp.server", "aiohttp.web", "aiohttp.access",
                   "aiohttp.internal")


def open_file_limit() -> int | None:
    """The process's soft limit on open files (RLIMIT_NOFILE), or None when there is none
    or it cannot be known (Windows)."""
    if sys.platform == "win32":
        return None
    import resource

    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY or soft <= 0 else int(soft)


def accept_backlog(limit: int | None = None) -> int:
    """How many connections the listening socket queues (and asyncio accepts in one go),
    for an open-file ``limit`` (None: the process's)."""
    limit = open_file_limit() if limit is None else limit
    return 128 if limit is None else max(8, min(128, limit // 8))


def default_max_total(limit: int | None = None) -> int:
    """The default cap on connections in all for an open-file ``limit`` (None: the
    process's): the limit less a reserve for the accept backlog (accepted before they are
    counted), the class file, logs and the announcer; 1,024 open files give 832."""
    limit = open_file_limit() if limit is None else limit
    if limit is None:
        return FALLBACK_MAX_TOTAL
    reserve = accept_backlog(limit) + max(16, min(64, limit // 8))
    return max(8, min(MAX_TOTAL_CEILING, limit - reserve))


@dataclass(frozen=True)
class Limits:
    """Time limits (seconds) and caps (connections) of a served class.

    Attributes:
        idle_timeout: seconds a connection may stay open with no request in progress.
        request_timeout: seconds from a request's first byte until it is complete.
        max_per_address: connections from one address (None: three quarters of the total).
        max_total: connections in all (None: :func:`default_max_total`).
        retry_after: seconds, the ``Retry-After`` of a 503.
        linger: seconds a refused connection is read before it is closed.
    """

    idle_timeout: float = 20.0
    request_timeout: float = 10.0
    max_per_address: int | None = None
    max_total: int | None = None
    retry_after: int = 5
    linger: float = 1.0

    def total(self) -> int:
        """The cap on connections in all."""
        return max(1, self.max_total if self.max_total is not None else default_max_total())

    def per_address(self) -> int:
        """The cap on connections from one address."""
        total = self.total()
        wanted = self.max_per_address if self.max_per_address is not None else total * 3 // 4
        return max(1, min(total, wanted))


def peer_address(transport: asyncio.BaseTransport) -> str:
    """The remote address of ``transport`` as text (an IPv4-mapped IPv6 address as its IPv4
    address), "?" when unknown."""
    peer = transport.get_extra_info("peername")
    host = str(peer[0]) if isinstance(peer, tuple) and peer else ""
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host or "?"
    mapped = getattr(ip, "ipv4_mapped", None)
    return str(mapped or ip)


def busy_answer(retry_after: int) -> bytes:
    """The raw HTTP answer to a connection refused because the class is full."""
    error = ClassError("server.busy")
    body = json.dumps({"error": error.code, "message": str(error)}).encode("utf-8")
    head = ("HTTP/1.1 503 Service Unavailable\r\n"
            "Content-Type: application/json; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nRetry-After: {int(retry_after)}\r\n"
            "Connection: close\r\n\r\n")
    return head.encode("ascii") + body


class Connection(asyncio.Protocol):
    """One connection as the guard sees it: the protocol asyncio talks to, passing
    everything on to aiohttp's own (:attr:`inner`) once the guard admitted it."""

    def __init__(self, guard: ConnectionGuard):
        self.guard = guard
        self.inner: web.RequestHandler | None = None
        self.transport: asyncio.Transport | None = None
        self.address = "?"
        self.state = IDLE
        #: When the connection entered its state, and when its current request began
        #: (the event loop's clock, seconds).
        self.since = self.started = 0.0
        self.request: web.BaseRequest | None = None
        self.tracked = False
        self.linger: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.address = peer_address(transport)
        self.guard.admit(self)

    def data_received(self, data: bytes) -> None:
        if self.inner is None:  # refused: what it sends is read and ignored
            return
        if self.state == IDLE:
            self.guard.receiving(self)
        self.inner.data_received(data)

    def eof_received(self) -> None:
        if self.inner is not None:
            self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        self.guard.forget(self)
        if self.inner is not None:
            self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def close(self) -> None:
        """Close now (what is still to be written is dropped when the peer does not read)."""
        if self.transport is not None:
            if self.transport.get_write_buffer_size():
                self.transport.abort()
            else:
                self.transport.close()


class ConnectionGuard:
    """The protocol factory of a served class: aiohttp's ``server`` (whose request handler
    it wraps, so create it before any connection) with every connection tracked, timed
    out and capped as :class:`Limits` says (see the module's text). Create it in the loop
    that serves; :meth:`close` when serving ends.

    Attributes:
        counts: connections closed so far, by reason: ``idle``, ``slow`` (request not
            complete in time), ``evicted`` (an idle one closed to make room), ``refused``
            (answered 503).
        backlog: what to give ``loop.create_server`` as its backlog.
    """

    def __init__(self, server: web.Server, limits: Limits | None = None):
        self.server = server
        self.limits = limits or Limits()
        self.counts: Counter[str] = Counter()
        self.backlog = accept_backlog()
        self._loop = asyncio.get_running_loop()
        self._total, self._per_address = self.limits.total(), self.limits.per_address()
        self._busy = busy_answer(self.limits.retry_after)
        self._handler = server.request_handler
        server.request_handler = self._handle
        self._count = 0
        self._of_address: dict[str, dict[Connection, None]] = defaultdict(dict)
        #: Idle and receiving connections, by state, oldest first (all, and per address).
        self._waiting: dict[str, dict[Connection, None]] = {IDLE: {}, RECEIVING: {}}
        self._waiting_of: dict[str, dict[str, dict[Connection, None]]] = {
            IDLE: defaultdict(dict), RECEIVING: defaultdict(dict)}
        self._reading: dict[Connection, None] = {}  # busy, body not complete yet
        self._of_handler: dict[web.RequestHandler, Connection] = {}
        self._lingering: set[Connection] = set()
        self._sweeper: asyncio.TimerHandle | None = None

    def __call__(self) -> Connection:
        return Connection(self)

    @property
    def open(self) -> int:
        """Connections admitted and still open."""
        return self._count

    def admit(self, conn: Connection) -> None:
        """Track ``conn`` and hand it to aiohttp, or answer it 503 when there is no room."""
        if not self._room(conn.address):
            self._refuse(conn)
            return
        inner = conn.inner = self.server()
        self._of_handler[inner] = conn
        self._of_address[conn.address][conn] = None
        self._count += 1
        conn.tracked = True
        self._set(conn, IDLE)
        if self._sweeper is None:
            self._sweeper = self._loop.call_later(self._period(), self._sweep)
        assert conn.transport is not None
        inner.connection_made(conn.transport)

    def _room(self, address: str) -> bool:
        if len(self._of_address.get(address, ())) >= self._per_address and not self._evict(
                address):
            return False
        return self._count < self._total or self._evict(None)

    def _evict(self, address: str | None) -> bool:
        """Close the oldest idle connection (of ``address``; None: of any), else the oldest
        whose request is not complete yet (receiving its headers, then its body): a
        request on its way is cut only when no connection is idle."""
        if address is None:
            pools: list[Iterable[Connection]] = [self._waiting[IDLE], self._waiting[RECEIVING],
                                                 self._reading]
        else:
            pools = [self._waiting_of[IDLE].get(address, ()),
                     self._waiting_of[RECEIVING].get(address, ()),
                     (conn for conn in self._reading if conn.address == address)]
        for pool in pools:
            victim = next(iter(pool), None)
            if victim is not None:
                self.counts["evicted"] += 1
                self._drop(victim)
                return True
        return False

    def _refuse(self, conn: Connection) -> None:
        self.counts["refused"] += 1
        transport = conn.transport
        assert transport is not None
        transport.write(self._busy)
        if len(self._lingering) >= MAX_LINGERING or not transport.can_write_eof():
            transport.close()
            return
        self._lingering.add(conn)
        transport.write_eof()  # the client reads the 503; what it still sends is ignored
        conn.linger = self._loop.call_later(self.limits.linger, transport.abort)

    def _set(self, conn: Connection, state: str) -> None:
        if not conn.tracked:
            return
        self._unwait(conn)
        conn.state, conn.since = state, self._loop.time()
        if state != BUSY:  # inserted last: the dicts stay ordered by ``since``
            self._waiting[state][conn] = None
            self._waiting_of[state][conn.address][conn] = None

    def _unwait(self, conn: Connection) -> None:
        if conn.state not in self._waiting:
            return
        self._waiting[conn.state].pop(conn, None)
        of_address = self._waiting_of[conn.state]
        mine = of_address.get(conn.address)
        if mine is not None:
            mine.pop(conn, None)
            if not mine:
                del of_address[conn.address]

    def receiving(self, conn: Connection) -> None:
        """The first bytes of a request arrived on ``conn``."""
        self._set(conn, RECEIVING)
        conn.started = conn.since

    def forget(self, conn: Connection) -> None:
        """``conn`` is closed or being closed: it no longer counts."""
        self._lingering.discard(conn)
        if conn.linger is not None:
            conn.linger.cancel()
        if not conn.tracked:
            return
        conn.tracked = False
        self._count -= 1
        self._of_address[conn.address].pop(conn, None)
        if not self._of_address[conn.address]:
            del self._of_address[conn.address]
        self._unwait(conn)
        self._reading.pop(conn, None)
        if conn.inner is not None:
            self._of_handler.pop(conn.inner, None)

    def _drop(self, conn: Connection) -> None:
        self.forget(conn)
        conn.close()

    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        conn = self._of_handler.get(request.protocol)
        if conn is None:
            return await self._handler(request)
        if conn.state != RECEIVING:  # a pipelined request, read with the one before
            conn.started = self._loop.time()
        self._set(conn, BUSY)
        if not request.content.is_eof():
            conn.request = request
            self._reading[conn] = None
        try:
            return await self._handler(request)
        finally:
            self._reading.pop(conn, None)
            conn.request = None
            self._set(conn, IDLE)

    def _period(self) -> float:
        return max(0.05, min(1.0, self.limits.idle_timeout / 4, self.limits.request_timeout / 4))

    def _sweep(self) -> None:
        now, limits = self._loop.time(), self.limits
        late = []
        for state, timeout, reason in ((IDLE, limits.idle_timeout, "idle"),
                                       (RECEIVING, limits.request_timeout, "slow")):
            for conn in self._waiting[state]:  # oldest first
                if now - conn.since < timeout:
                    break
                late.append((conn, reason))
        for conn in self._reading:
            request = conn.request
            if request is not None and not request.content.is_eof() and (
                    now - conn.started >= limits.request_timeout):
                late.append((conn, "slow"))
        for conn, reason in late:
            self.counts[reason] += 1
            self._drop(conn)
        self._sweeper = self._loop.call_later(self._period(), self._sweep)

    def close(self) -> None:
        """Stop timing connections out and close the refused ones still lingering (the
        admitted ones are aiohttp's to close)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for conn in list(self._lingering):
            assert conn.transport is not None
            conn.transport.abort()
            self.forget(conn)


class RateLimit(logging.Filter):
    """At most ``lines`` records per logger in any ``window`` seconds; the next record let
    through after some were left out says how many."""

    def __init__(self, lines: int = 5, window: float = 60.0):
        super().__init__()
        self.lines, self.window = lines, window
        self._lock = threading.Lock()
        self._times: dict[str, deque[float]] = defaultdict(deque)
        self._held: Counter[str] = Counter()

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        with self._lock:
            times = self._times[record.name]
            while times and times[0] <= now - self.window:
                times.popleft()
            if len(times) >= self.lines:
                self._held[record.name] += 1
                return False
            times.append(now)
            held = self._held.pop(record.name, 0)
        _one_line(record)
        if held:
            record.msg = f"{record.getMessage()} ({held} similar log lines left out)"
            record.args = None
        return True


def _one_line(record: logging.LogRecord) -> None:
    """A malformed request (the client's fault: a bad header, a line too long) logged in one
    line with the parser's reason, not with the server's traceback."""
    error = record.exc_info[1] if record.exc_info else None
    if isinstance(error, HttpProcessingError):
        reason = " ".join(str(error.message or error).split())[:200]
        record.msg = f"{record.getMessage()}: HTTP {error.code} {reason}"
        record.args = None
        record.exc_info = record.exc_text = None


class _SharedLimit:
    """One :class:`RateLimit` on :data:`LIMITED_LOGGERS` while any class is served."""

    def __init__(self) -> None:
        self.filter = RateLimit()
        self._users = 0
        self._lock = threading.Lock()

    def acquire(self) -> None:
        with self._lock:
            self._users += 1
            if self._users == 1:  # a class served anew starts with the whole allowance
                self.filter = RateLimit()
                for name in LIMITED_LOGGERS:
                    logging.getLogger(name).addFilter(self.filter)

    def release(self) -> None:
        with self._lock:
            self._users -= 1
            if self._users == 0:
                for name in LIMITED_LOGGERS:
                    logging.getLogger(name).removeFilter(self.filter)


_SHARED = _SharedLimit()


@contextmanager
def limited_logging() -> Iterator[RateLimit]:
    """Keep asyncio's and aiohttp's server loggers to a few lines a minute inside the
    ``with`` (nested and concurrent uses share one filter); yields the filter."""
    _SHARED.acquire()
    try:
        yield _SHARED.filter
    finally:
        _SHARED.release()


__all__ = ["ConnectionGuard", "Limits", "RateLimit", "accept_backlog", "busy_answer",
           "default_max_total", "limited_logging", "open_file_limit", "peer_address"]
