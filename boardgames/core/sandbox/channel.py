"""The parent's end of the sandbox's channel: a pipe read with the parent's clock (Qt-free).

The child writes one JSON object per line (see :mod:`boardgames.core.sandbox.child`). The
parent reads with deadlines of its own: up to :data:`~.policy.STARTUP_SECONDS` for
*ready*, then the time limit for the answer, and never more than the answer limit of bytes.
"""

from __future__ import annotations

import json
import os
import selectors
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

#: How often (seconds) a waiting parent checks whether the run was cancelled.
POLL_SECONDS = 0.05

#: Why :meth:`Channel.wait_for` returned.
GOT, CLOSED, LATE, TOO_LONG, STOPPED = "got", "closed", "late", "too_long", "stopped"


@dataclass
class Channel:
    """Reads lines of JSON from the pipe ``fd`` (owned, closed by :meth:`close`).

    Attributes:
        messages: every message read so far, in order (lines that are not JSON objects
            are skipped).
        received: bytes read so far.
    """

    fd: int
    messages: list[dict[str, Any]] = field(default_factory=list)
    received: int = 0
    _buffer: bytes = b""
    _closed: bool = False
    _taken: int = 0

    def find(self, key: str) -> dict[str, Any] | None:
        """The first message read that has ``key``, or None."""
        return next((m for m in self.messages if key in m), None)

    def wait_for(self, key: str | None, deadline: float, max_bytes: int,
                 cancelled: Callable[[], bool] | None = None) -> str:
        """Read until a message with ``key`` has arrived (:data:`GOT`; never for ``None``,
        which reads to the end), the pipe is closed
        (:data:`CLOSED`), ``time.monotonic()`` passes ``deadline`` (:data:`LATE`), more
        than ``max_bytes`` have arrived (:data:`TOO_LONG`) or ``cancelled()`` is true
        (:data:`STOPPED`)."""
        with selectors.DefaultSelector() as selector:
            selector.register(self.fd, selectors.EVENT_READ)
            while key is None or self.find(key) is None:
                why = self._why_not(deadline, max_bytes, cancelled)
                if why:
                    return why
                if selector.select(min(POLL_SECONDS, max(deadline - time.monotonic(), 0))):
                    self._read(max_bytes)
        return GOT

    def next(self, deadline: float, max_bytes: int,
             cancelled: Callable[[], bool] | None = None) -> tuple[str, dict[str, Any] | None]:
        """The next message not yet taken by this method: ``(GOT, message)``, or
        ``(why, None)`` as :meth:`wait_for` says why (closed, late, too long, stopped)."""
        with selectors.DefaultSelector() as selector:
            selector.register(self.fd, selectors.EVENT_READ)
            while self._taken >= len(self.messages):
                why = self._why_not(deadline, max_bytes, cancelled)
                if why:
                    return why, None
                if selector.select(min(POLL_SECONDS, max(deadline - time.monotonic(), 0))):
                    self._read(max_bytes)
        self._taken += 1
        return GOT, self.messages[self._taken - 1]

    def _why_not(self, deadline: float, max_bytes: int,
                 cancelled: Callable[[], bool] | None) -> str:
        if self._closed:
            return CLOSED
        if self.received > max_bytes:
            return TOO_LONG
        if cancelled is not None and cancelled():
            return STOPPED
        return LATE if deadline <= time.monotonic() else ""

    def drain(self, deadline: float, max_bytes: int) -> None:
        """Read until the pipe is closed (every writer has ended), the deadline passes or
        ``max_bytes`` have arrived."""
        self.wait_for(None, deadline, max_bytes)

    def _read(self, max_bytes: int) -> None:
        try:
            chunk = os.read(self.fd, 1 << 16)
        except OSError:
            chunk = b""
        if not chunk:
            self._closed = True
            return
        self.received += len(chunk)
        if self.received > max_bytes:
            return
        self._buffer += chunk
        *lines, self._buffer = self._buffer.split(b"\n")
        for line in lines:
            message = _decode(line)
            if message is not None:
                self.messages.append(message)

    def close(self) -> None:
        """Close the pipe (never raises)."""
        try:
            os.close(self.fd)
        except OSError:
            pass


def _decode(line: bytes) -> dict[str, Any] | None:
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None
