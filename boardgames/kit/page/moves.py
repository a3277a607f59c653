"""The move list of the game page: one row per ply (row 0 the start), the position shown
selected, the moves kept for redo greyed; a click shows the position after that move
(time travel through the session's line) (Qt)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGroupBox, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

#: Colour of the rows after the position shown (kept for redo).
KEPT_COLOUR = QColor("#6b7785")


class MovesBox(QGroupBox):
    """The move list.

    Signals:
        ply_chosen(int): the user picked a row (the ply to show).
    """

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setTitle(self.tr("Moves"))
        self._filling = False
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Moves"))
        self.list.setToolTip(self.tr("Click a move to see the position after it"))
        self.list.setMinimumHeight(120)
        self.list.currentRowChanged.connect(self._row_changed)
        QVBoxLayout(self).addWidget(self.list)

    def set_moves(self, rows: Sequence[str], current: int) -> None:
        """Show ``rows`` (row 0 the start, row ``i`` the ``i``-th move), select row
        ``current``; rows after it (kept for redo) are greyed."""
        self._filling = True
        try:
            if [self.list.item(i).text() for i in range(self.list.count())] != list(rows):
                self.list.clear()
                for text in rows:
                    self.list.addItem(QListWidgetItem(text))
            for i in range(self.list.count()):
                self.list.item(i).setForeground(QBrush(KEPT_COLOUR) if i > current else QBrush())
            self.list.setCurrentRow(current)
            self.list.scrollToItem(self.list.item(current))
        finally:
            self._filling = False

    def _row_changed(self, row: int) -> None:
        if not self._filling and row >= 0:
            self.ply_chosen.emit(row)
