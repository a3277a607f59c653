"""CPU-heavy pure-Python work in a child process, with Qt signals (see
:mod:`boardgames.core.child_process` for why a thread is not enough).

    task = ProcessTask(function, (arg1, arg2), parent=window)
    task.item.connect(...)       # each item, when ``function`` returns an iterator
    task.finished.connect(...)   # its return value (None after items)
    task.start(); task.cancel()  # cancel ends the child process at once

``function`` and its arguments must be picklable (a module-level function, a game object
of an installed plug-in and its state). The child is a fresh interpreter
(``python -m boardgames.core.child_process``: no copy of the app's threads or Qt state). Messages are read by a timer in
the GUI thread, a few milliseconds' worth per tick, so a large answer sent in pieces
never stops the window. The owner's end (a window closed) ends the child.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from boardgames.core import processes

#: Milliseconds between two reads of the child's messages.
POLL_MS = 25
#: Seconds of reading per tick at most.
READ_SECONDS = 0.012
#: Seconds a child that has answered gets to end by itself (its interpreter's shutdown,
#: longer on a busy machine) before it is stopped.
EXIT_SECONDS = 10.0


class ProcessTask(QObject):
    """One call of ``function(*args)`` in a child process.

    Signals (GUI thread): item(object) for each item of an iterator result,
    finished(object), failed(str) (an exception's one line, or the child ended without an
    answer). Nothing is emitted after :meth:`cancel`.
    """

    item = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, function: Callable[..., Any], args: tuple[Any, ...], parent: QObject | None = None):
        super().__init__(parent)
        self._function, self._args = function, args
        self._process: Any = None
        self._conn: Any = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        holder: list[Any] = []
        self._holder = holder  # the child, for the end of this object (no slot on a deleted self)
        self.destroyed.connect(lambda *_: _terminate(holder))

    def start(self) -> None:
        """Start the child. Raises RuntimeError when already running."""
        if self.is_running():
            raise RuntimeError("task is already running")
        read_end, write_end = os.pipe()
        try:
            self._process = processes.popen_module(
                "boardgames.core.child_process", [str(write_end)],
                stdin=subprocess.PIPE, pass_fds=(write_end,))
        finally:
            os.close(write_end)
        self._conn = Connection(read_end)
        assert self._process.stdin is not None
        with self._process.stdin as stdin:
            pickle.dump(sys.path, stdin)
            pickle.dump((self._function, self._args), stdin)
        self._holder[:] = [self._process]
        self._timer.start()

    def is_running(self) -> bool:
        """True from :meth:`start` until the answer came or :meth:`cancel`."""
        return self._timer.isActive()

    def cancel(self) -> None:
        """End the child at once; no signal follows."""
        self._timer.stop()
        _terminate(self._holder)

    def _poll(self) -> None:
        end = time.monotonic() + READ_SECONDS
        try:
            while self._timer.isActive() and time.monotonic() < end and self._conn.poll():
                self._receive(self._conn.recv())
        except (EOFError, OSError):
            code = _exit_code(self._process)
            self._end()
            self.failed.emit("the worker process ended without an answer"
                             + (f" (exit code {code})" if code is not None else ""))

    def _receive(self, message: tuple[str, Any]) -> None:
        kind, payload = message
        if kind == "item":
            self.item.emit(payload)
            return
        self._end()
        (self.finished if kind == "finished" else self.failed).emit(payload)

    def _end(self) -> None:
        self._timer.stop()
        self._conn.close()
        _reap(self._holder)


def _exit_code(process: subprocess.Popen[Any]) -> int | None:
    """The exit code of a child that closed its end of the pipe without an answer: it is
    ending, so a moment (0.2 s at most) reaps it; None if it has not ended by then."""
    try:
        return process.wait(0.2)
    except subprocess.TimeoutExpired:
        return None


def _reap(holder: list[Any]) -> None:
    """Let the children in ``holder``, which have answered, end by themselves: waited for
    in a thread of their own (the window never waits for a child's shutdown), stopped
    after :data:`EXIT_SECONDS`."""
    for process in holder:
        if process.poll() is None:
            threading.Thread(target=_wait_or_stop, args=(process,), name="reap-child", daemon=True).start()
    holder.clear()


def _wait_or_stop(process: subprocess.Popen[Any]) -> None:
    try:
        process.wait(EXIT_SECONDS)
    except subprocess.TimeoutExpired:
        processes.stop(process, grace=0.2)


def _terminate(holder: list[Any]) -> None:
    for process in holder:
        processes.stop(process, grace=0.2)  # a search ends at once on SIGTERM
    holder.clear()
