"""A puzzle's game clock (Qt): runs from the first move, stops when the puzzle is solved."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal


class GameClock(QObject):
    """Milliseconds since the first move of a game, frozen while the puzzle is solved.

    Signals:
        ticked(): four times a second while running (redraw the time).
    """

    ticked = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._clock = QElapsedTimer()
        self._frozen_ms = 0
        self._frozen = False
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self.ticked)

    def start(self) -> None:
        """Start counting (at the first move; later calls do nothing)."""
        if not self._clock.isValid():
            self._clock.start()
            self._tick.start()

    def reset(self) -> None:
        """Back to 0:00, not running (a new position)."""
        self._clock.invalidate()
        self._tick.stop()
        self._frozen_ms, self._frozen = 0, False

    def freeze(self) -> None:
        """Stop showing time passing (the puzzle is solved)."""
        self._frozen_ms = self.elapsed_ms()
        self._frozen = True
        self._tick.stop()

    def thaw(self) -> None:
        """Show time passing again (a move was undone out of the solved position)."""
        self._frozen = False
        if self._clock.isValid():
            self._tick.start()

    def stop(self) -> None:
        """Stop the timer (the view is closing)."""
        self._tick.stop()

    def elapsed_ms(self) -> int:
        """Milliseconds since the first move (frozen at the victory; 0 before a move)."""
        if self._frozen or not self._clock.isValid():
            return self._frozen_ms
        return int(self._clock.elapsed())
