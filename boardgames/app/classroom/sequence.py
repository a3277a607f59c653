"""The class's fixed sequence of exercises (the teacher's Sequence… in the class view): the
lessons' exercises on one side, the sequence on the other, in the order the students who
follow the teacher take them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boardgames.kit.fitting import fit_to_screen


class SequenceDialog(QDialog):
    """Choose the class's sequence of exercises.

    Args:
        exercises: ``(key, title)`` of every exercise there is, lesson by lesson (titles
            translated).
        sequence: the sequence now (keys; unknown ones are left out).

    Useful to tests: ``available``, ``chosen`` (the lists), :meth:`add`, :meth:`remove`,
    :meth:`move`, :meth:`keys`.
    """

    def __init__(self, exercises: Sequence[tuple[str, str]], sequence: Sequence[str],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The class's sequence of exercises"))
        self.titles = dict(exercises)
        note = QLabel(self.tr("The students who follow the teacher (File > Follow the teacher) "
                              "take these exercises in this order: each one opens when the one "
                              "before it has passed. An empty sequence leaves them free."))
        note.setWordWrap(True)
        self.available = QListWidget()
        self.available.setAccessibleName(self.tr("Exercises"))
        self.chosen = QListWidget()
        self.chosen.setAccessibleName(self.tr("The sequence"))
        for key, _ in exercises:
            self.available.addItem(self._item(key))
        for key in sequence:
            if key in self.titles:
                self.chosen.addItem(self._item(key))
        self.available.itemDoubleClicked.connect(lambda _: self.add())
        self.chosen.itemDoubleClicked.connect(lambda _: self.remove())
        self._lay_out(note)
        fit_to_screen(self, 760, 520)

    def _lay_out(self, note: QLabel) -> None:
        side = QVBoxLayout()
        side.addStretch(1)
        for text, tip, action in ((self.tr("&Add →"), self.tr("Add the exercise to the end of the "
                                                           "sequence"), self.add),
                                  (self.tr("← &Remove"), self.tr("Take the exercise out of the "
                                                              "sequence"), self.remove),
                                  (self.tr("&Up"), self.tr("Earlier in the sequence"),
                                   lambda: self.move(-1)),
                                  (self.tr("&Down"), self.tr("Later in the sequence"),
                                   lambda: self.move(1))):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.clicked.connect(lambda _checked=False, a=action: a())
            side.addWidget(button)
        side.addStretch(1)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Exercises of the lessons:")), 0, 0)
        grid.addWidget(QLabel(self.tr("The sequence, in order:")), 0, 2)
        grid.addWidget(self.available, 1, 0)
        grid.addLayout(side, 1, 1)
        grid.addWidget(self.chosen, 1, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(grid, 1)
        layout.addWidget(buttons)

    def _item(self, key: str) -> QListWidgetItem:
        item = QListWidgetItem(self.titles.get(key, key))
        item.setData(Qt.UserRole, key)
        item.setToolTip(key)
        return item

    def keys(self) -> list[str]:
        """The sequence chosen (exercise keys, in order)."""
        return [str(self.chosen.item(row).data(Qt.UserRole)) for row in range(self.chosen.count())]

    def add(self) -> None:
        """Add the exercise selected on the left to the end of the sequence (once)."""
        item = self.available.currentItem()
        if item is not None and item.data(Qt.UserRole) not in self.keys():
            self.chosen.addItem(self._item(str(item.data(Qt.UserRole))))
            self.chosen.setCurrentRow(self.chosen.count() - 1)

    def remove(self) -> None:
        """Take the exercise selected in the sequence out of it."""
        row = self.chosen.currentRow()
        if row >= 0:
            self.chosen.takeItem(row)

    def move(self, by: int) -> None:
        """Move the exercise selected in the sequence ``by`` places (-1: earlier)."""
        row = self.chosen.currentRow()
        if row < 0 or not 0 <= row + by < self.chosen.count():
            return
        self.chosen.insertItem(row + by, self.chosen.takeItem(row))
        self.chosen.setCurrentRow(row + by)
