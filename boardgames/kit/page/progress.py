"""The game page's quiet lines (Qt): a label that takes no room while empty, and the
progress line: what a running search has done so far, its seconds still counting between
two reports, and after a computer's move what its search did. A line that appears below
the visible part of a scrolled side panel (a small projector) is scrolled into view."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from boardgames.core import events as ev
from boardgames.kit.fitting import scroll_into_view

#: Milliseconds between two redraws of the seconds while no report arrives.
HEARTBEAT_MS = 500


class QuietLabel(QLabel):
    """A wrapping line that takes no room while it is empty. When it appears, the scroll
    area holding it (if any) scrolls it into view once the layout has made room for it
    (a result or a progress report below the visible part of a side panel)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.hide()  # until there is something to say

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """Show ``text`` (hidden when it is empty)."""
        appears = bool(text) and self.isHidden()
        super().setText(text)
        self.setVisible(bool(text))
        if appears:
            QTimer.singleShot(0, self, lambda: scroll_into_view(self))  # not after a delete

    def clear(self) -> None:
        """Say nothing (and take no room)."""
        self.setText("")


class ProgressLine(QuietLabel):
    """A muted, wrapping line.

    Args:
        words: ``words(progress) -> str``: a report in words (the page's, or a panel's).
    """

    def __init__(self, words: Callable[[ev.SearchProgress], str], parent: QWidget | None = None):
        super().__init__(parent)
        self.words = words
        self.setProperty("role", "muted")
        self._last: ev.SearchProgress | None = None
        self.lower_bound: int | None = None  # the last search's proven lower bound (moves)
        self._clock = QElapsedTimer()
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(HEARTBEAT_MS)
        self._heartbeat.timeout.connect(self._tick)

    def started(self) -> None:
        """A search started: its seconds count from now."""
        self._last, self.lower_bound = None, None
        self._clock.start()
        self._heartbeat.start()
        self.clear()

    def report(self, progress: ev.SearchProgress) -> None:
        """Show a report (a preparation, building tables or compiling, restarts the
        search's clock at its end)."""
        if self._last is not None and self._last.phase != "search" and progress.phase == "search":
            self._clock.start()
        self._last = progress
        self.lower_bound = progress.lower_bound if progress.lower_bound is not None else self.lower_bound
        self.setText(self.words(progress))

    def finished(self, text: str = "") -> None:
        """The search ended: stop counting and show ``text`` (what it did, or nothing)."""
        self._heartbeat.stop()
        self._last = None
        self.setText(text)

    def _tick(self) -> None:
        last = self._last
        if last is None or last.phase != "search" or not self._clock.isValid():
            return
        seconds = max(last.seconds, self._clock.elapsed() / 1000)
        self.setText(self.words(replace(last, seconds=seconds)))
