"""The side panel of the shared session page: widgets only, no game flow (Qt).

The page fills it (:mod:`boardgames.app.session_page.page`): a status line and a progress
line, one seat list per seat, New game, "Show thinking", the move list (one row per ply,
row 0 the start), and Play/Pause, Step and Cancel for computer players.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

#: Colour of the move-list rows after the position shown (kept for redo).
KEPT_COLOUR = QColor("#8a96a3")


class SeatOption:
    """One entry of a seat list: ``key`` (``"human"`` or a player id), its translated
    ``title`` and ``tip``."""

    def __init__(self, key: str, title: str, tip: str = ""):
        self.key, self.title, self.tip = key, title, tip


class SessionPanel(QWidget):
    """The page's side panel.

    Signals:
        seat_chosen(int, str): the user picked ``key`` for ``seat`` in a seat list.
        ply_chosen(int): the user picked a row of the move list (the ply to show).
    """

    seat_chosen = Signal(int, str)
    ply_chosen = Signal(int)

    def __init__(self, seats: Sequence[tuple[str, QIcon]], options: Sequence[SeatOption],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._filling = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.status = QLabel()
        self.status.setProperty("role", "big")
        self.status.setWordWrap(True)
        self.progress = QLabel()
        self.progress.setProperty("role", "muted")
        self.progress.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self._seat_box(seats, options))
        layout.addWidget(self._flow_box())
        layout.addWidget(self._moves_box(), 1)

    def _seat_box(self, seats: Sequence[tuple[str, QIcon]], options: Sequence[SeatOption]) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        layout = QVBoxLayout(box)
        self.seat_lists: list[QComboBox] = []
        for seat, (name, icon) in enumerate(seats):
            combo = QComboBox()
            for option in options:
                combo.addItem(option.title, option.key)
                combo.setItemData(combo.count() - 1, option.tip, Qt.ToolTipRole)
            combo.setAccessibleName(name)
            combo.currentIndexChanged.connect(lambda _i, s=seat, c=combo: self._seat_changed(s, c))
            label = QLabel(name)
            label.setBuddy(combo)
            swatch = QLabel()
            swatch.setPixmap(icon.pixmap(22, 22))
            row = QHBoxLayout()
            row.addWidget(swatch)
            row.addWidget(label, 1)
            layout.addLayout(row)
            layout.addWidget(combo)
            self.seat_lists.append(combo)
        return box

    def _flow_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Game"))
        layout = QVBoxLayout(box)
        self.new_button = QPushButton(self.tr("New game"))
        self.new_button.setProperty("role", "primary")
        self.show_thinking = QCheckBox(self.tr("Show thinking"))
        self.show_thinking.setToolTip(self.tr("Write on the board what the computer thinks of "
                                              "each move of the player to move"))
        row = QHBoxLayout()
        self.play_button = QPushButton(self.tr("Pause"))
        self.step_button = QPushButton(self.tr("Step"))
        self.step_button.setToolTip(self.tr("Let the computer to move make one move"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the computer's thinking"))
        for button in (self.play_button, self.step_button, self.cancel_button):
            row.addWidget(button)
        layout.addWidget(self.new_button)
        layout.addWidget(self.show_thinking)
        layout.addLayout(row)
        return box

    def _moves_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Moves"))
        layout = QVBoxLayout(box)
        self.moves = QListWidget()
        self.moves.setAccessibleName(self.tr("Moves"))
        self.moves.setToolTip(self.tr("Click a move to see the position after it"))
        self.moves.setMinimumHeight(120)
        self.moves.currentRowChanged.connect(self._row_changed)
        layout.addWidget(self.moves)
        return box

    # -- filling ------------------------------------------------------------------------
    def set_seat(self, seat: int, key: str) -> None:
        """Show ``key`` in ``seat``'s list without emitting :attr:`seat_chosen`."""
        combo = self.seat_lists[seat]
        index = combo.findData(key)
        self._filling = True
        try:
            combo.setCurrentIndex(max(0, index))
        finally:
            self._filling = False

    def set_moves(self, rows: Sequence[str], current: int) -> None:
        """Show ``rows`` (row 0 the start, row ``i`` the ``i``-th move), select row
        ``current``; rows after it (kept for redo) are greyed."""
        self._filling = True
        try:
            if [self.moves.item(i).text() for i in range(self.moves.count())] != list(rows):
                self.moves.clear()
                for text in rows:
                    self.moves.addItem(QListWidgetItem(text))
            for i in range(self.moves.count()):
                self.moves.item(i).setForeground(QBrush(KEPT_COLOUR) if i > current else QBrush())
            self.moves.setCurrentRow(current)
            self.moves.scrollToItem(self.moves.item(current))
        finally:
            self._filling = False

    def _seat_changed(self, seat: int, combo: QComboBox) -> None:
        if not self._filling:
            self.seat_chosen.emit(seat, combo.currentData())

    def _row_changed(self, row: int) -> None:
        if not self._filling and row >= 0:
            self.ply_chosen.emit(row)
