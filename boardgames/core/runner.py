"""How a session gets long work done: the runner protocol and the synchronous runner.

A *job* is a plain callable ``job(report, cancelled) -> result``: it calls ``report(x)``
with progress values now and then and polls ``cancelled()`` often, raising
:class:`Cancelled` when it returns True. A :class:`Runner` starts a job and later calls
exactly one of ``on_done(result)``, ``on_error(exc)`` or ``on_cancelled()``.

The command line, the tests and the lessons use :class:`SyncRunner` (the job runs in the
caller's thread, the answer arrives before ``start`` returns). The GUI uses a runner built
on Qt's thread pool (``boardgames.kit.tasks.QtRunner``), so the window never blocks; its
callbacks arrive in the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

Report = Callable[[Any], None]
IsCancelled = Callable[[], bool]
Job = Callable[[Report, IsCancelled], Any]


class Cancelled(Exception):
    """Raised inside a job (a player's search) that noticed ``cancelled()`` became true."""


class Handle(Protocol):
    """A started job: :meth:`cancel` asks it to stop at its next check."""

    def cancel(self) -> None:
        """Ask the job to stop; its runner then calls ``on_cancelled`` (not ``on_done``)."""


class Runner(Protocol):
    """Something that runs jobs (see the module docstring)."""

    def start(self, job: Job, on_done: Callable[[Any], None],
              on_error: Callable[[BaseException], None], on_cancelled: Callable[[], None],
              on_progress: Callable[[Any], None], min_seconds: float = 0.0) -> Handle:
        """Run ``job``; ``min_seconds`` is the least time before ``on_done`` is called
        (a pause so a class sees that the computer is thinking; runners without a clock
        ignore it)."""
        ...


class _Flag:
    def __init__(self) -> None:
        self.set = False

    def cancel(self) -> None:
        self.set = True


class SyncRunner:
    """Runs each job at once in the calling thread (command line, tests, lessons).

    Args:
        should_stop: polled by the job besides the handle's own flag (a test can stop a
            search after some progress; the command line can stop it on Ctrl+C).
    """

    def __init__(self, should_stop: IsCancelled | None = None):
        self._should_stop = should_stop

    def start(self, job: Job, on_done: Callable[[Any], None],
              on_error: Callable[[BaseException], None], on_cancelled: Callable[[], None],
              on_progress: Callable[[Any], None], min_seconds: float = 0.0) -> Handle:
        """Run ``job`` now and deliver its end before returning (see :class:`Runner`)."""
        flag = _Flag()
        outside = self._should_stop

        def cancelled() -> bool:
            return flag.set or (outside is not None and outside())

        try:
            result = job(on_progress, cancelled)
        except Cancelled:
            on_cancelled()
        except Exception as exc:  # the session turns it into a ThinkingStopped event
            on_error(exc)
        else:
            on_done(result)
        return flag
