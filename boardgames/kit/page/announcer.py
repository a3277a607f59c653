"""What the game page tells a screen reader (Qt's accessibility announcements).

The status line and the board's cells are read when a user goes to them; what *happens*
is announced as it happens, through Qt's :class:`QAccessibleAnnouncementEvent` (Qt 6.8;
AT-SPI's "announcement", Windows' UI Automation notification): a move ("X at row 2,
column 3", "Slide 7"), a change of the status (whose turn; a result, said at once,
interrupting), and a search's progress: its start, an improvement (a shorter solution, a
higher bound) at most every :data:`PROGRESS_MS` milliseconds rather than every report,
and its end with what it found. Nothing is sent while no screen reader listens.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from boardgames.core import events as ev

#: The shortest time in milliseconds between two announcements of a search's progress.
PROGRESS_MS = 4000

Politeness = QAccessible.AnnouncementPoliteness


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have a screen reader say ``text`` for ``widget`` (``assertive``: at once,
    interrupting what it says), when one is listening."""
    if text and QAccessible.isActive():
        event = QAccessibleAnnouncementEvent(widget, text)
        event.setPoliteness(Politeness.Assertive if assertive else Politeness.Polite)
        QAccessible.updateAccessibility(event)


class Announcer(QObject):
    """Announces for ``widget`` (the board): the page calls :meth:`move`, :meth:`status`
    and the search's :meth:`search_started`, :meth:`search_progress` and
    :meth:`search_finished` with translated words."""

    def __init__(self, widget: QWidget, parent: QObject | None = None):
        super().__init__(parent)
        self.widget = widget
        self._status = ""
        self._searching = False
        self._said: tuple[int | None, int | None, int | None] | None = None  # best, bound, lower
        self._clock = QElapsedTimer()

    def move(self, words: str) -> None:
        """A move was played (``words``: who played what)."""
        announce(self.widget, words)

    def status(self, text: str, result: bool) -> None:
        """The status line now says ``text``; a ``result`` (won, drawn, solved) is said
        at once. The same status twice is said once."""
        if text != self._status:
            self._status = text
            announce(self.widget, text, assertive=result)

    def search_started(self) -> None:
        """A search started."""
        self._searching, self._said = True, None
        self._clock.start()
        announce(self.widget, self.tr("Searching…"))

    def search_progress(self, progress: ev.SearchProgress, words: str) -> None:
        """A search's report (``words``: the progress line): said when it is better than
        the last one said (a shorter solution so far, a higher bound) and the last one
        was said :data:`PROGRESS_MS` ago or more; a table's preparation is not said."""
        if not self._searching or progress.phase == "build":
            return
        now = (progress.best_so_far, progress.bound, progress.lower_bound)
        if now == (None, None, None) or now == self._said or self._clock.elapsed() < PROGRESS_MS:
            return
        self._said = now
        self._clock.start()
        announce(self.widget, words)

    def search_finished(self, words: str) -> None:
        """The search ended; ``words`` say what it found ("": that it is done)."""
        if self._searching:
            self._searching = False
            announce(self.widget, words or self.tr("The search is done."))

    def search_event(self, event: ev.Event, progress_words: str, found: Callable[[], str]) -> None:
        """Tell of a Solve's or a Hint's search from the session's ``event``: its start,
        its progress now and then (``progress_words``: the progress line) and, at its end,
        what it found (``found()``: the result line, "" for none)."""
        if isinstance(event, ev.ThinkingStarted) and event.purpose in (ev.SOLVE, ev.HINT):
            self.search_started()
        elif isinstance(event, ev.SearchProgress):
            self.search_progress(event, progress_words)
        elif isinstance(event, (ev.DecisionReady, ev.ThinkingStopped)):
            self.search_finished(found() or progress_words)
