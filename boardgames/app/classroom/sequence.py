"""The class's fixed sequence of exercises (the teacher's Sequence… in the class view): the
lessons' exercises on one side, grouped by lesson, the sequence on the other, in the order
the students who follow the teacher take them."""

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
    QTreeWidget,
    QTreeWidgetItem,
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
        lessons: ``(lesson title, exercise keys)`` in the lessons' order: the exercises
            are shown under their lesson's title, and Add on a title adds the lesson's
            exercises not yet in the sequence. Without it (or for keys it leaves out) the
            exercises are listed without a lesson.

    Useful to tests: ``available`` (a tree), ``chosen`` (a list), :meth:`add`,
    :meth:`remove`, :meth:`move`, :meth:`keys`.
    """

    def __init__(self, exercises: Sequence[tuple[str, str]], sequence: Sequence[str],
                 parent: QWidget | None = None,
                 lessons: Sequence[tuple[str, Sequence[str]]] = ()):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The class's sequence of exercises"))
        self.titles = dict(exercises)
        note = QLabel(self.tr("The students who follow the teacher (File > Follow the teacher) "
                              "take these exercises in this order: each one opens when the one "
                              "before it has passed. An empty sequence leaves them free."))
        note.setWordWrap(True)
        self.available = QTreeWidget()
        self.available.setHeaderHidden(True)
        self.available.setAccessibleName(self.tr("Exercises"))
        self.chosen = QListWidget()
        self.chosen.setAccessibleName(self.tr("The sequence"))
        self._fill_available([key for key, _ in exercises], lessons)
        for key in sequence:
            if key in self.titles:
                self.chosen.addItem(self._item(key))
        self.available.itemDoubleClicked.connect(lambda item, _column: self._add_leaf(item))
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

    def _fill_available(self, keys: list[str],
                        lessons: Sequence[tuple[str, Sequence[str]]]) -> None:
        """The exercises under their lessons' titles (expanded); those of no lesson last."""
        grouped: set[str] = set()
        for title, members in lessons:
            shown = [key for key in members if key in self.titles and key not in grouped]
            if not shown:
                continue
            lesson = QTreeWidgetItem(self.available, [title])
            lesson.setToolTip(0, self.tr("Add adds the lesson's exercises not yet in the "
                                         "sequence"))
            font = lesson.font(0)
            font.setBold(True)
            lesson.setFont(0, font)
            for key in shown:
                lesson.addChild(self._leaf(key))
            grouped.update(shown)
        for key in keys:
            if key not in grouped:
                self.available.addTopLevelItem(self._leaf(key))
        self.available.expandAll()

    def _leaf(self, key: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem([self.titles.get(key, key)])
        item.setData(0, Qt.UserRole, key)
        item.setToolTip(0, key)
        return item

    def _add_leaf(self, item: QTreeWidgetItem) -> None:
        """A double click adds an exercise (on a lesson's title it only folds the lesson)."""
        if item.data(0, Qt.UserRole):
            self.add()

    def _item(self, key: str) -> QListWidgetItem:
        item = QListWidgetItem(self.titles.get(key, key))
        item.setData(Qt.UserRole, key)
        item.setToolTip(key)
        return item

    def keys(self) -> list[str]:
        """The sequence chosen (exercise keys, in order)."""
        return [str(self.chosen.item(row).data(Qt.UserRole)) for row in range(self.chosen.count())]

    def add(self) -> None:
        """Add the exercise selected on the left to the end of the sequence (once); on a
        lesson's title, its exercises not yet in the sequence, in the lesson's order."""
        item = self.available.currentItem()
        if item is None:
            return
        leaves = [item] if item.childCount() == 0 else \
            [item.child(row) for row in range(item.childCount())]
        taken = set(self.keys())
        for leaf in leaves:
            key = leaf.data(0, Qt.UserRole)
            if key and key not in taken:
                self.chosen.addItem(self._item(str(key)))
                self.chosen.setCurrentRow(self.chosen.count() - 1)
                taken.add(key)

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
