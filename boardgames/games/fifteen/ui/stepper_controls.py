"""The widgets of the search stepper window (Qt): the position row, the algorithm row with
Step / Back / Run / Reset, the counts, and the open-list table. Only widgets live here;
:mod:`.stepper` connects them."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QTableWidget,
    QWidget,
)

#: Side of the board thumbnails in the open-list table, in pixels.
THUMB = 54


class StepperControls(QWidget):
    """The two rows of controls above the stepper's panes."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        rows = QFormLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.addRow(self.tr("Position:"), self._position_row())
        rows.addRow(self.tr("Search:"), self._search_row())

    def _position_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.distance_spin = QSpinBox()
        self.distance_spin.setRange(1, 16)
        self.distance_spin.setValue(8)
        self.distance_spin.setSuffix(self.tr(" moves from the goal"))
        self.random_button = QPushButton(self.tr("Random position"))
        self.position_edit = QLineEdit()
        self.position_edit.setPlaceholderText(self.tr("or type one, e.g. 1 2 3 / 4 _ 6 / 7 5 8"))
        self.set_button = QPushButton(self.tr("Set"))
        row.addWidget(self.random_button)
        row.addWidget(self.distance_spin)
        row.addWidget(self.position_edit, 1)
        row.addWidget(self.set_button)
        return row

    def _search_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.algorithm_combo = QComboBox()
        for name, title in (("bfs", self.tr("Breadth-first search")), ("greedy", self.tr("Greedy best-first search")),
                            ("astar", self.tr("A*")), ("idastar", self.tr("IDA*"))):
            self.algorithm_combo.addItem(title, name)
        self.algorithm_combo.setCurrentIndex(2)
        self.heuristic_combo = QComboBox()
        for name, title in (("hamming", self.tr("Misplaced tiles")), ("manhattan", self.tr("Manhattan distance")),
                            ("linear-conflict", self.tr("Manhattan + linear conflict"))):
            self.heuristic_combo.addItem(title, name)
        self.heuristic_combo.setCurrentIndex(1)
        self.step_button = QPushButton(self.tr("Step"))
        self.step_button.setProperty("role", "primary")
        self.back_button = QPushButton(self.tr("Back"))
        self.run_button = QPushButton(self.tr("Run"))
        self.reset_button = QPushButton(self.tr("Reset"))
        self.speed_slider = QSlider(Qt.Horizontal)
        self.speed_slider.setRange(1, 30)
        self.speed_slider.setValue(4)
        self.speed_slider.setMaximumWidth(140)
        self.speed_slider.setAccessibleName(self.tr("Run speed in steps per second"))
        self.speed_label = QLabel()
        for widget in (self.algorithm_combo, self.heuristic_combo, self.step_button,
                       self.back_button, self.run_button, self.reset_button, self.speed_slider,
                       self.speed_label):
            row.addWidget(widget)
        row.addStretch(1)
        return row


class StepperCounts(QWidget):
    """The figures of the current step, one per line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.labels: dict[str, QLabel] = {}
        self._form = form
        for key, title in (("step", self.tr("Step:")), ("expanded", self.tr("Expanded:")),
                           ("generated", self.tr("Generated:")), ("open", self.tr("Open list:")),
                           ("closed", self.tr("Closed set:")), ("threshold", self.tr("Threshold:")),
                           ("iteration", self.tr("Iteration:")), ("drawn", self.tr("Tree nodes drawn:"))):
            label = QLabel()
            label.setTextInteractionFlags(Qt.TextSelectableByMouse)
            self.labels[key] = label
            form.addRow(title, label)

    def set_row_visible(self, key: str, visible: bool) -> None:
        """Show or hide one figure (e.g. the threshold for IDA* only)."""
        self._form.setRowVisible(self.labels[key], visible)

    def set_row_title(self, key: str, title: str) -> None:
        """Rename one figure ("Open list:" / "Stack:")."""
        label = self._form.labelForField(self.labels[key])
        if isinstance(label, QLabel):
            label.setText(title)


def open_table(parent: QWidget | None = None) -> QTableWidget:
    """The open-list table: a board thumbnail, g, h and f per row."""
    table = QTableWidget(0, 4, parent)
    table.setHorizontalHeaderLabels(["", "g", "h", "f = g + h"])
    table.setIconSize(QSize(THUMB, THUMB))
    table.verticalHeader().setDefaultSectionSize(THUMB + 6)
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.NoSelection)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.Fixed)
    table.setColumnWidth(0, THUMB + 14)
    for column in (1, 2, 3):
        header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
    header.setStretchLastSection(True)
    return table
