"""The widgets of the search stepper window (Qt): the position and search controls (Step,
Back, Run / Pause, Reset, speed) in rows that wrap, the counts, and the open-list table.
Only widgets live here; :mod:`.window` connects them."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from boardgames.core.search.stepper import MAX_DISTANCE
from boardgames.kit.fitting import FlowLayout

#: Side of the thumbnails in the open-list table at zoom 1, in pixels: the 8-puzzle's
#: numbers are drawn in a 14 px font (their ink 9 px high), readable on a projector
#: from the back of a classroom.
THUMB = 114
#: ... and in ems of the body text (16 px at zoom 1): they grow with the app's zoom.
THUMB_EMS = 7.2


def thumb_side() -> int:
    """The open-list thumbnails' side in pixels: :data:`THUMB_EMS` of the app's body
    text as it is now, never below :data:`THUMB`."""
    return max(THUMB, round(THUMB_EMS * QFontInfo(QApplication.font()).pixelSize()))


def _group(*widgets: QWidget) -> QWidget:
    """Widgets kept side by side on one line of a wrapping row."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        row.addWidget(widget)
    return box


class StepperControls(QWidget):
    """The controls above the stepper's panes, in rows that wrap on a narrow screen."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        flow = FlowLayout()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(flow)
        self.random_button = QPushButton(self.tr("Random position"))
        self.distance_spin = QSpinBox()
        self.distance_spin.setRange(1, min(16, MAX_DISTANCE))
        self.distance_spin.setValue(8)
        # a label before the number: no plural form to get wrong ("8 ход. от цели")
        self.distance_spin.setPrefix(self.tr("Moves from the goal: "))
        self.distance_spin.setAccessibleName(self.distance_spin.prefix().strip().rstrip(":"))
        self.page_button = QPushButton(self.tr("The page's position"))
        self.page_button.setToolTip(self.tr("Search from the position on the game's page"))
        self.algorithm_combo = QComboBox()
        for name, title in (("bfs", self.tr("Breadth-first search")), ("greedy", self.tr("Greedy best-first search")),
                            ("a*", self.tr("A*")), ("ida*", self.tr("IDA*"))):
            self.algorithm_combo.addItem(title, name)
        self.algorithm_combo.setCurrentIndex(2)
        self.algorithm_combo.setAccessibleName(self.tr("Search"))
        self.heuristic_combo = QComboBox()
        self.heuristic_combo.setAccessibleName(self.tr("Heuristic"))
        self.step_button = QPushButton(self.tr("Step"))
        self.step_button.setProperty("role", "primary")
        self.back_button = QPushButton(self.tr("Back"))
        self.run_button = QPushButton(self.tr("Run"))
        self.reset_button = QPushButton(self.tr("Reset"))
        self.speed_slider = QSlider(Qt.Horizontal)
        self.speed_slider.setRange(1, 30)
        self.speed_slider.setValue(4)
        self.speed_slider.setMinimumWidth(120)
        self.speed_slider.setAccessibleName(self.tr("Run speed in steps per second"))
        self.speed_label = QLabel()
        for widget in (_group(self.random_button, self.distance_spin), self.page_button,
                       _group(QLabel(self.tr("Search:")), self.algorithm_combo),
                       _group(QLabel(self.tr("Heuristic:")), self.heuristic_combo),
                       _group(self.step_button, self.back_button, self.run_button, self.reset_button),
                       _group(self.speed_slider, self.speed_label)):
            flow.addWidget(widget)


class StepperCounts(QWidget):
    """The figures of the current step, one per line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)
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
    """The open-list table: a thumbnail (:func:`thumb_side`), g, h and f per row."""
    table = QTableWidget(0, 4, parent)
    table.setHorizontalHeaderLabels(["", "g", "h", "f = g + h"])
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.NoSelection)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.Fixed)
    for column in (1, 2, 3):
        header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
    header.setStretchLastSection(True)
    size_thumbnails(table, thumb_side())
    return table


def size_thumbnails(table: QTableWidget, side: int) -> None:
    """Make room in ``table`` for thumbnails of ``side`` pixels (rows, first column)."""
    table.setIconSize(QSize(side, side))
    table.verticalHeader().setDefaultSectionSize(side + 6)
    table.setColumnWidth(0, side + 10)
