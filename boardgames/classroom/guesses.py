"""Guessing class codes cut off without locking the room out (Qt-free).

A class code is short (31**6, about 887 million codes), so wrong codes are limited, but
never so that the right code is refused because of someone else's wrong ones:

* each wrong code is counted per (address, code): the same wrong code sent again (a
  student's app retrying its queue with an old code) counts once, and is answered
  ``too_many_tries`` with a wait that doubles at each retry (from ``backoff`` seconds up to
  ``most_backoff``), without being compared again;
* across all addresses, at most ``cap`` distinct wrong codes are counted per ``window``
  seconds; beyond that, a code not seen before is refused (``too_many_tries``) without
  being compared, except for a request that proves a joined student (a valid student
  token), which keeps working whatever others guess. At the default cap (600 a minute)
  trying every class code takes about 1,480,000 minutes (2.8 years), half of them on
  average; the teacher's code (12 characters, 31**12) is out of reach.

The right code never gets a wrong record (a record is keyed by the code sent), so a pupil
typing it is compared and let in however many wrong codes came from the same address,
unless the class-wide cap is reached, when every unknown code waits (at most ``window``).
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from boardgames.classroom.model import ClassError

#: Distinct wrong codes counted per :data:`WINDOW` across all addresses.
CAP = 600
#: Seconds over which wrong codes are counted.
WINDOW = 60.0
#: Seconds a wrong code sent again waits at first (doubling at each retry).
BACKOFF = 1.0


class TooManyTries(ClassError):
    """``too_many_tries``, with the seconds to wait before trying again.

    Attributes:
        retry_after: seconds (at least 1, whole), for the ``Retry-After`` header.
    """

    def __init__(self, seconds: float):
        super().__init__("too_many_tries")
        self.retry_after = max(1, math.ceil(seconds))


@dataclass
class _Record:
    """One (address, code) sent wrong: how often, when last, no comparison before ``until``."""

    tries: int
    last: float
    until: float


class GuessLimiter:
    """Counts wrong codes and says when one may not be compared (see the module docstring).

    Args:
        cap: distinct wrong codes counted per ``window`` across all addresses.
        window: seconds.
        backoff: seconds a wrong code sent again first waits (doubled at each retry).
        most_backoff: the longest such wait, in seconds (None: ``window``).
        clock: the time in seconds (monotonic).
    """

    def __init__(self, cap: int = CAP, window: float = WINDOW, backoff: float = BACKOFF,
                 most_backoff: float | None = None, clock: Callable[[], float] = time.monotonic):
        self.cap = cap
        self.window = window
        self.backoff = backoff
        self.most_backoff = window if most_backoff is None else most_backoff
        self._clock = clock
        self._records: dict[tuple[str, str], _Record] = {}
        self._recent: deque[tuple[float, tuple[str, str]]] = deque()

    def check(self, address: str, code: str, trusted: Callable[[], bool]) -> None:
        """Refuse to compare ``code`` from ``address`` now, or let it be compared.

        Args:
            trusted: whether the request proves a joined student (asked only when the
                class-wide cap is reached).

        Raises:
            TooManyTries: this wrong code is backing off, or the cap is reached and the
                code is unknown and the request not trusted.
        """
        now = self._clock()
        self._forget(now)
        record = self._records.get((address, code))
        if record is not None:
            if now < record.until:
                raise TooManyTries(record.until - now)
        elif len(self._recent) >= self.cap and not trusted():
            raise TooManyTries(self._recent[0][0] + self.window - now)

    def wrong(self, address: str, code: str) -> None:
        """``code`` from ``address`` was compared and is wrong: count it (once per code)."""
        now = self._clock()
        key = (address, code)
        record = self._records.get(key)
        if record is None:
            if len(self._recent) >= self.cap:  # a trusted request's: answered, not kept
                return
            self._records[key] = _Record(1, now, now + min(self.backoff, self.most_backoff))
            self._recent.append((now, key))
            return
        record.tries += 1
        record.last = now
        record.until = now + min(self.backoff * 2 ** min(record.tries - 1, 62), self.most_backoff)

    def _forget(self, now: float) -> None:
        while self._recent and self._recent[0][0] <= now - self.window:
            self._recent.popleft()
        if len(self._records) > 2 * self.cap + 64:
            old = now - self.window - self.most_backoff
            self._records = {key: record for key, record in self._records.items()
                             if record.last > old or record.until > now}
