"""The game box of the game page: New game, and for computer players Play/Pause, Step,
Cancel and the computer's pace; "Show thinking" (Qt).

The buttons act on the page's session (:meth:`FlowBox.refresh` enables them for its
state); the page owns the session and re-reads it after each action.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from boardgames.core import events as ev
from boardgames.kit.i18n import arg, decimal
from boardgames.kit.settings import read_int

#: The computer's pace: tenths of a second a computer's move takes at least to appear.
PACE_TENTHS = (0, 30, 4)  # low, high, default


class FlowBox(QGroupBox):
    """New game, the computers' flow and "Show thinking".

    Signals:
        changed(): an action changed the session's flow (the page redraws).
    """

    changed = Signal()

    def __init__(self, page: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.setTitle(self.tr("Game"))
        self.new_button = QPushButton(self.tr("New game"))
        self.new_button.setProperty("role", "primary")
        self.new_button.clicked.connect(page.new_game)
        self.show_thinking = QCheckBox(self.tr("Show thinking"))
        self.show_thinking.setToolTip(self.tr("Write on the board what the computer thinks of "
                                              "each move of the player to move"))
        self.play_button = QPushButton(self.tr("Pause"))
        self.step_button = QPushButton(self.tr("Step"))
        self.step_button.setToolTip(self.tr("Let the computer to move make one move"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the computer's thinking"))
        self.pace = QSlider(Qt.Horizontal)
        self.pace.setRange(*PACE_TENTHS[:2])
        self._pace_key = f"{page.plugin.id}/pace"
        self.pace.setValue(read_int(page.context.settings, self._pace_key, PACE_TENTHS[2], *PACE_TENTHS[:2]))
        self.pace_label = QLabel()
        self.pace_label.setBuddy(self.pace)
        self.pace.valueChanged.connect(self._pace_changed)
        self.play_button.clicked.connect(self._play_or_pause)
        self.step_button.clicked.connect(lambda: self._then_changed(page.session.step))
        self.cancel_button.clicked.connect(lambda: self._then_changed(page.session.cancel))
        self._lay_out()
        self._show_pace()
        self.show_thinking.setVisible(page.game.num_players > 1)  # a puzzle's moves are not weighed

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.new_button)
        layout.addWidget(self.show_thinking)
        row = QHBoxLayout()
        for button in (self.play_button, self.step_button, self.cancel_button):
            row.addWidget(button)
        layout.addLayout(row)
        pace = QHBoxLayout()
        pace.addWidget(self.pace_label)
        pace.addWidget(self.pace, 1)
        layout.addLayout(pace)

    @property
    def move_delay(self) -> float:
        """Seconds a computer's move takes at least to appear."""
        return self.pace.value() / 10

    def _show_pace(self) -> None:
        self.pace_label.setText(arg(self.tr("Pace: %1 s"), decimal(self.move_delay, 1)))

    def _pace_changed(self) -> None:
        self._show_pace()
        self.page.context.settings.setValue(self._pace_key, self.pace.value())
        self.page.session.thinking.move_delay = self.move_delay

    def waiting_for_play(self) -> bool:
        """True when a computer is to move but waits for Play (paused, or back in the line)."""
        session = self.page.session
        return session.paused or (session.player_to_move() is not None and session.line.can_redo()
                                  and not session.thinking.is_thinking())

    def _play_or_pause(self) -> None:
        session = self.page.session
        if self.waiting_for_play():
            session.resume()
        else:
            session.pause()
        self.changed.emit()

    def _then_changed(self, action: Any) -> None:
        action()
        self.changed.emit()  # pausing sets no event of its own

    def refresh(self) -> None:
        """Enable the controls for the session's state; computers' controls show only when
        a computer plays a seat."""
        session = self.page.session
        computers = any(seat is not None for seat in session.seats)
        for widget in (self.play_button, self.step_button, self.cancel_button, self.pace,
                       self.pace_label):
            widget.setVisible(computers)
        self.play_button.setText(self.tr("Play") if self.waiting_for_play() else self.tr("Pause"))
        self.play_button.setEnabled(computers and not session.is_over())
        self.step_button.setEnabled(computers and session.player_to_move() is not None
                                    and not session.thinking.is_thinking())
        self.cancel_button.setEnabled(session.thinking.purpose in (ev.MOVE, ev.ANALYSIS))
