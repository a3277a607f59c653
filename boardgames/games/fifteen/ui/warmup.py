"""The app's background build of the pattern databases (Qt), so the first Solve is instant.

Which tables, and why: the 4x4 ones always (about 11 s of CPU once per machine, 20 MB):
every 4x4 Solve and Hint uses them, and so does every larger board, whose anytime search
finishes its last 4x4 with them. The 24-puzzle's (5x5) only once the page shows a 5x5
board (about 20 s, 39 MB): they serve that size alone, and most users never choose it.
Once they are ready, the larger 6-6-6-6 set is loaded into memory too when it is stored
(``build-databases --size 5x5`` makes it; about 1-2.5 s and 1 GB in memory, in a thread of
its own: :func:`.search.pdb.tables24.strongest_24_now`), so the first 5x5 Solve searches
with it from its first second instead of switching to it on the way.

The build runs in a :class:`~boardgames.kit.tasks.BackgroundTask` (never on the GUI
thread), after compiling the searches the board shown needs
(:func:`.search.compile_ahead.ensure_compiled`: the small boards' IDA*, the 4x4 one with
pattern databases and, above 4x4, the anytime search's parts: 3-15 s the first time after
an install, so that a first Solve need not wait; done in a child process, so that the
window never waits for the compiler; a Solve pressed meanwhile waits for it); then one
table set after the other, through :func:`.search.pdb.ready.ensure`: a Solve
pressed meanwhile joins this build (and shows its progress) instead of starting another.
A quiet line in the window's status bar shows the progress with a cancel button; it
appears only when something is actually built (tables already on disk are just loaded).
The view starts it only when the window asks for background work (``main()`` does, tests
and screenshots do not) and the ``fifteen/build_in_background`` setting is not false;
:meth:`DatabaseWarmup.shutdown` cancels it and waits for the worker when the window
closes.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QVBoxLayout, QWidget

from boardgames.core import events as ev
from boardgames.games.fifteen.search.pdb.layout import Layout
from boardgames.games.fifteen.ui import texts
from boardgames.kit.tasks import BackgroundTask, TaskCancelled

#: Milliseconds after the request before the build starts (the window settles first).
START_DELAY_MS = 300


def layouts_for(rows: int, cols: int) -> list[Layout]:
    """The table sets worth building ahead for a page showing a rows x cols board: the
    4x4 ones, and the 24-puzzle's on 5x5 (see the module text)."""
    from boardgames.games.fifteen.search.pdb import tables24 as pdb24
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    layouts = [layout_for(4, 4)]
    if (rows, cols) == (5, 5):
        layouts.append(pdb24.layout_24())
    return layouts


def _load_larger_after(layout: Layout) -> None:
    """Start loading the 24-puzzle's larger set when ``layout`` is its default one and the
    larger set is stored (nothing otherwise; it is never built here: that takes minutes)."""
    from boardgames.games.fifteen.search.pdb import tables24 as pdb24

    if layout == pdb24.layout_24():
        pdb24.strongest_24_now()


class BuildLine(QWidget):
    """The build's progress in the solve box: a line of text (wrapped in a narrow panel),
    then a bar and a cancel button."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.label = QLabel()
        self.label.setProperty("role", "muted")
        self.label.setWordWrap(True)
        column.addWidget(self.label)
        column.addLayout(row)
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setTextVisible(False)
        self.bar.setAccessibleName(QCoreApplication.translate(
            "FifteenView", "Building the pattern databases"))
        self.cancel_button = QToolButton()
        self.cancel_button.setText(QCoreApplication.translate("FifteenView", "Cancel"))
        self.cancel_button.setToolTip(QCoreApplication.translate(
            "FifteenView", "Stop building; Solve builds what it needs when pressed"))
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        self.hide()

    def show_progress(self, progress: ev.SearchProgress) -> None:
        self.label.setText(texts.background_build(progress.fraction))
        self.bar.setValue(texts.percent(progress.fraction))
        self.show()


class DatabaseWarmup(QObject):
    """Builds the pattern databases in the background, one queued table set at a time.

    Signals are those of the task; :attr:`line` is the progress line with its Cancel
    button, for the owner to place where solving happens (the 15-puzzle's solve box, never
    the window's status bar, which other games' pages share); :attr:`done` the layouts
    made ready so far; :attr:`compiled` the board sizes whose searches were compiled.
    """

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.line = BuildLine()
        self.line.cancel_button.clicked.connect(self.cancel)
        self._queue: list[Layout | tuple[int, int]] = []
        self._lock = threading.Lock()
        self.done: list[Layout] = []
        self.compiled: set[tuple[int, int]] = set()
        self.task: BackgroundTask | None = None
        self._refused = False  # the user cancelled: do not start again in this run
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start)
        self.message: Any = None  # a callable(str) for the status bar's text, if any

    def want_for(self, rows: int, cols: int) -> None:
        """Queue the searches to compile (:func:`.search.compile_ahead.ensure_compiled`)
        and the tables worth building (:func:`layouts_for`, worked out by the worker: it
        imports the compiled searches, which would hold up the window for about 0.4 s) for
        a rows x cols board. Every board up to 4x4 needs the same ones: they are queued as
        4x4 (a page that opens at 4x4 and shows level 1's 3x3 board next compiles once)."""
        from boardgames.games.fifteen.search.board_sizes import size_for  # no numpy here

        self.want([size_for(rows, cols)])

    def want(self, layouts: list[Layout | tuple[int, int]], delay_ms: int | None = None) -> None:
        """Queue ``layouts`` (or board sizes, see :meth:`want_for`) not yet queued or
        done, and start (after ``delay_ms``, default :data:`START_DELAY_MS`) unless a build
        runs; a running build takes them in turn."""
        if self._refused:
            return
        with self._lock:
            fresh = [x for x in layouts
                     if x not in self._queue and x not in self.done and x not in self.compiled]
            self._queue.extend(fresh)
        if fresh and not self.is_running() and not self._timer.isActive():
            self._timer.start(START_DELAY_MS if delay_ms is None else delay_ms)

    def is_running(self) -> bool:
        """True while the background task works."""
        return self.task is not None and self.task.is_running()

    def _start(self) -> None:
        self.task = BackgroundTask(self._work, parent=self, interval=0.1)
        self.task.progress.connect(self._on_progress)
        self.task.finished.connect(self._on_finished)
        self.task.cancelled.connect(self.line.hide)
        self.task.failed.connect(lambda _message: self.line.hide())
        self.task.start()

    def _work(self, report: Any, cancelled: Any) -> float:
        """Worker thread: make each queued layout ready; returns the seconds spent
        building (0.0 when everything was on disk)."""
        from boardgames.games.fifteen.search import compile_ahead
        from boardgames.games.fifteen.search.pdb import ready as pdb_ready

        built = 0.0
        while not cancelled():
            with self._lock:
                if not self._queue:
                    return built
                layout = self._queue[0]
            if isinstance(layout, tuple):  # a board size: its layouts, worked out here
                compile_ahead.ensure_compiled(*layout, cancelled)
                wanted = layouts_for(*layout)
                with self._lock:  # (the queue may have been cleared by cancel meanwhile)
                    self.compiled.add(layout)
                    if layout in self._queue:
                        self._queue.remove(layout)
                        self._queue[0:0] = [x for x in wanted
                                            if x not in self._queue and x not in self.done]
                continue
            try:
                built += pdb_ready.ensure(layout, progress=report,
                                          should_stop=cancelled).build_seconds
            except pdb_ready.BuildCancelled:
                raise TaskCancelled from None
            with self._lock:
                if layout in self._queue:
                    self._queue.remove(layout)
                self.done.append(layout)
            _load_larger_after(layout)
        raise TaskCancelled

    def _on_progress(self, progress: Any) -> None:
        placed = self.line.parent() is not None  # never a window of its own
        if placed and isinstance(progress, ev.SearchProgress) and progress.phase == "build":
            self.line.show_progress(progress)

    def _on_finished(self, built: float) -> None:
        self.line.hide()
        if built and self.message is not None:
            self.message(texts.background_done(built))
        with self._lock:
            more = bool(self._queue)
        if more:  # queued after the worker's last look
            self._start()

    def cancel(self) -> None:
        """Stop the build for the rest of this run (a Solve waiting for it keeps it going
        until it is done)."""
        self._refused = True
        self._timer.stop()
        with self._lock:
            self._queue.clear()
        if self.task is not None:
            self.task.cancel()
        self.line.hide()

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Cancel and wait up to ``wait_ms`` for the worker to stop (the window closes)."""
        self.cancel()
        deadline = time.monotonic() + wait_ms / 1000
        while self.is_running() and time.monotonic() < deadline:
            QThreadPool.globalInstance().waitForDone(50)
            QCoreApplication.processEvents()
