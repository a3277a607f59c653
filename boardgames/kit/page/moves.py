"""The move list of the game page: one row per ply (row 0 the start), the position shown
selected, the moves kept for redo greyed; a click shows the position after that move
(time travel through the session's line) (Qt)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGroupBox, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from boardgames.kit import theme

#: Colour of the rows after the position shown (kept for redo).


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
        self._shown: list[str] = []  # the rows in the list
        self._current = 0  # the row selected
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Moves"))
        self.list.setToolTip(self.tr("Click a move to see the position after it"))
        self.list.setMinimumHeight(120)
        self.list.currentRowChanged.connect(self._row_changed)
        QVBoxLayout(self).addWidget(self.list)

    def set_moves(self, rows: Sequence[str], current: int) -> None:
        """Show ``rows`` (row 0 the start, row ``i`` the ``i``-th move), select row
        ``current``; rows after it (kept for redo) are greyed. Only the rows that changed
        are touched: a played move adds one row (a 500-move solution played back rebuilt
        the whole list for every move)."""
        self._filling = True
        try:
            rows = list(rows)
            keep = _common_prefix(self._shown, rows)
            while self.list.count() > keep:
                self.list.takeItem(self.list.count() - 1)
            for text in rows[keep:]:
                self.list.addItem(QListWidgetItem(text))
            for i in range(max(0, min(self._current, current, keep)), self.list.count()):
                self.list.item(i).setForeground(QBrush(theme.current().colour("disabled")) if i > current else QBrush())
            self._shown, self._current = rows, current
            self.list.setCurrentRow(current)
            self.list.scrollToItem(self.list.item(current))
        finally:
            self._filling = False

    def _row_changed(self, row: int) -> None:
        if not self._filling and row >= 0:
            self.ply_chosen.emit(row)


def _common_prefix(old: list[str], new: list[str]) -> int:
    """How many leading rows ``old`` and ``new`` share."""
    n = min(len(old), len(new))
    if old[:n] == new[:n]:
        return n
    return next(i for i in range(n) if old[i] != new[i])
