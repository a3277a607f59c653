"""Long work off the GUI thread, with progress and cancellation.

:class:`BackgroundTask` runs a plain Python callable in Qt's global thread pool::

    def work(report, cancelled):
        for i in range(n):
            if cancelled():
                raise TaskCancelled
            report({"nodes": i})          # any object; throttled before reaching the GUI
        return result

    task = BackgroundTask(work, parent=self)
    task.progress.connect(...); task.finished.connect(...); task.start()
    task.cancel()  # the callable sees cancelled() == True at its next check

The callable runs in a worker thread; its ``report`` calls reach the GUI thread as the
``progress`` signal at most every ``interval`` seconds (the last report is always
delivered). Exactly one of ``finished(result)``, ``failed(message)`` or ``cancelled()`` is
emitted at the end, in the GUI thread; then the task lets go of the slots connected to it
(a task runs once), so an ended task is freed with whatever its work held. The signals
live on an object created in the GUI thread (the pattern verified in QT-HARNESS.md), so
``qtbot.waitSignal`` works on them.
"""

from __future__ import annotations

import functools
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from boardgames.core.runner import Cancelled


class TaskCancelled(Exception):
    """Raised inside a task's callable to stop early after ``cancelled()`` became true."""


Work = Callable[[Callable[[Any], None], Callable[[], bool]], Any]


def _worker_job(task_ref: weakref.ref[BackgroundTask], exited: threading.Event) -> None:
    """The thread pool's job (worker thread): run the task's work, then drop the worker's
    reference before ``exited`` is set, so the task's last reference is always the GUI
    thread's (a Qt object is deleted in its own thread)."""
    task = task_ref()
    try:
        if task is not None:
            task._run_in_worker()
    finally:
        del task
        exited.set()


#: The tasks whose work is running (see :class:`BackgroundTask`'s constructor).
_RUNNING: set[BackgroundTask] = set()


class BackgroundTask(QObject):
    """One run of a callable ``work(report, cancelled)`` in a worker thread.

    Args:
        work: the callable (see the module's docstring).
        parent: the object whose end (a window closed) cancels the work; it does not own
            the task, which lives until its work has ended.
        interval: seconds between two ``progress`` signals at most.

    Signals (all delivered in the GUI thread):
        progress(object): the latest value passed to ``report``.
        finished(object): the callable's return value.
        failed(str): the exception's one-line message (the traceback goes to stderr).
        cancelled(): the task stopped after :meth:`cancel`.
    """

    progress = Signal(object)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    _done = Signal(str, object)  # internal: ("finished"|"failed"|"cancelled", payload)
    _progress = Signal(object)  # internal: the worker's report, relayed while someone listens

    def __init__(self, work: Work, parent: QObject | None = None, interval: float = 0.05):
        # No Qt parent: a window that closes (and deletes itself) while the work runs must
        # not delete this object under the worker thread's feet. The owner's end cancels
        # the work instead, and _RUNNING keeps the object alive until the work has ended.
        super().__init__()
        self._orphaned = False  # the owner is gone: its slots must not be called any more
        if parent is not None:
            parent.destroyed.connect(self._orphan)
        self._work = work
        self._interval = interval
        self._stop = threading.Event()
        self._last_emit = 0.0
        self._exited = threading.Event()  # the worker thread has let go of this object
        self._started = self._running = False
        self.error: BaseException | None = None
        self._done.connect(self._on_done)
        self._progress.connect(self._relay_progress)

    # -- GUI thread -------------------------------------------------------------------
    def start(self) -> None:
        """Start the work in the global thread pool. A task runs once (make a new one for
        the next run): raises RuntimeError if it was started before."""
        if self._started:
            raise RuntimeError("a BackgroundTask runs once; make a new one for the next run")
        self._started = self._running = True
        _RUNNING.add(self)
        QThreadPool.globalInstance().start(functools.partial(_worker_job, weakref.ref(self), self._exited))

    def cancel(self) -> None:
        """Ask the work to stop; it does so at its next ``cancelled()`` check."""
        self._stop.set()

    def was_cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._stop.is_set()

    def is_running(self) -> bool:
        """True from :meth:`start` until one of the final signals has been emitted."""
        return self._running

    def _orphan(self) -> None:
        self._orphaned = True
        self.cancel()

    def _release(self) -> None:
        """Let the object go (from _RUNNING) once the worker thread has let go of it, so
        that the last reference, and with it the object's deletion, is the GUI thread's."""
        if self._exited.is_set():
            _RUNNING.discard(self)
        else:  # the worker is returning from the work that has just ended
            QTimer.singleShot(1, self, self._release)

    def _relay_progress(self, value: Any) -> None:
        if not self._orphaned:
            self.progress.emit(value)

    def _on_done(self, kind: str, payload: Any) -> None:
        self._running = False
        self._release()
        if not self._orphaned:  # (orphaned: the window that wanted the answer was closed)
            if kind == "cancelled":
                self.cancelled.emit()
            else:
                (self.finished if kind == "finished" else self.failed).emit(payload)
        self._disconnect_receivers()

    def _disconnect_receivers(self) -> None:
        """Drop the connections to the public signals once the final one was emitted:
        PySide keeps a connected function alive while its sender lives, so a slot that
        names its task (``lambda: self._forget(task)``) would keep both for good."""
        for name in ("progress", "finished", "failed", "cancelled"):
            # receivers() takes the signature with SIGNAL()'s prefix "2" (str of the class's
            # Signal is "progress(PyObject)"); QMetaMethod.fromSignal would keep self alive
            if self.receivers("2" + str(getattr(BackgroundTask, name))):
                getattr(self, name).disconnect()

    # -- worker thread ----------------------------------------------------------------
    def _emit(self, signal: Any, *args: Any) -> None:
        """Emit ``signal`` from the worker thread unless this object was deleted meanwhile
        (at the application's end: stop the work quietly instead of printing "Signal
        source has been deleted")."""
        try:
            signal.emit(*args)
        except RuntimeError:
            self._stop.set()

    def _report(self, value: Any, force: bool = False) -> None:
        now = time.monotonic()
        if force or now - self._last_emit >= self._interval:
            self._last_emit = now
            self._emit(self._progress, value)

    def _run_in_worker(self) -> None:
        try:
            result = self._work(self._report, self._stop.is_set)
        except TaskCancelled:
            self._emit(self._done, "cancelled", None)
        except Exception as exc:  # shown to the user as a message, never a traceback
            if getattr(exc, "code", None) is None:  # coded refusals are not programming errors
                traceback.print_exc()
            self.error = exc
            self._emit(self._done, "failed", f"{type(exc).__name__}: {exc}")
        else:
            if self._stop.is_set():
                self._emit(self._done, "cancelled", None)
            else:
                self._emit(self._done, "finished", result)


class QtRunner(QObject):
    """The GUI's :class:`boardgames.core.runner.Runner`: each job runs in a
    :class:`BackgroundTask`; its callbacks arrive in the GUI thread, ``on_done`` not before
    ``min_seconds`` after the start (the computer's "thinking" pause).

    Every thinking and search of a game session goes through one of these, so stopping
    them all when a view closes is :meth:`shutdown`.
    """

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._tasks: list[BackgroundTask] = []

    def start(self, job: Callable[..., Any], on_done: Callable[[Any], None],
              on_error: Callable[[BaseException], None], on_cancelled: Callable[[], None],
              on_progress: Callable[[Any], None], min_seconds: float = 0.0) -> BackgroundTask:
        """Start ``job(report, cancelled)`` in a worker thread; returns its task (the
        handle: ``cancel()``)."""
        task = BackgroundTask(_raising(job), parent=self)
        started = time.monotonic()

        def done(result: Any) -> None:
            self._forget(task)
            wait_ms = int(max(0.0, min_seconds - (time.monotonic() - started)) * 1000)
            if wait_ms and not task.was_cancelled():
                QTimer.singleShot(wait_ms, self, lambda: None if task.was_cancelled() else on_done(result))
            elif not task.was_cancelled():
                on_done(result)

        task.finished.connect(done)
        task.failed.connect(lambda _message: (self._forget(task), on_error(task.error)))
        task.cancelled.connect(lambda: (self._forget(task), on_cancelled()))
        task.progress.connect(on_progress)
        self._tasks.append(task)
        task.start()
        return task

    def _forget(self, task: BackgroundTask) -> None:
        if task in self._tasks:
            self._tasks.remove(task)

    def busy(self) -> bool:
        """True while a job runs."""
        return any(task.is_running() for task in self._tasks)

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Cancel every running job and wait up to ``wait_ms`` for them to notice."""
        for task in list(self._tasks):
            task.cancel()
        deadline = time.monotonic() + wait_ms / 1000
        while self.busy() and time.monotonic() < deadline:
            QThreadPool.globalInstance().waitForDone(50)
            QCoreApplication.processEvents()


def _raising(job: Callable[..., Any]) -> Work:
    """Adapt a core job (which raises ``core.runner.Cancelled``) to a BackgroundTask."""
    def work(report: Callable[[Any], None], cancelled: Callable[[], bool]) -> Any:
        try:
            return job(report, cancelled)
        except Cancelled:
            raise TaskCancelled from None
    return work
