"""The Compare window (Qt): runs chosen searches (:class:`~.search_names.Entry`) one after the
other on the current position, in the background, and fills a table like Table 1 of the
thesis in ``shared/seeds/002`` but measured, with a bar chart of nodes on a log scale."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.search import comparison
from boardgames.games.fifteen.ui import texts
from boardgames.games.fifteen.ui.node_chart import NodeChart
from boardgames.games.fifteen.ui.search_names import DEFAULT_ON, Entry, available_entries
from boardgames.kit.fitting import FlowLayout, fit_to_screen, vertical_scroll
from boardgames.kit.i18n import arg, decimal, number
from boardgames.kit.table_titles import set_titles, two_lines
from boardgames.kit.tasks import BackgroundTask

#: The most check-box columns of "Searches to run" (fewer when the window is narrow).
MAX_CHOICE_COLUMNS = 4

COLUMNS = ("search", "length", "nodes expanded", "peak open set", "seconds", "optimal", "status")


__all__ = ["CompareWindow", "Entry", "available_entries"]


class CompareWindow(QDialog):
    """Non-modal window comparing searches on one position.

    Signals:
        finished_all(): every chosen search has finished, failed or been cancelled.
    """

    finished_all = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare searches"))
        self.setModal(False)
        fit_to_screen(self, 1100, 800)  # as tall as the screen allows: every result row in view
        self.board: B.Board = B.goal(3, 3)
        self.rows_n, self.cols_n = 3, 3
        self.queue: list[tuple[int, Entry]] = []
        self.results: dict[int, Any] = {}
        self.row_entries: list[Entry] = []
        self.task: BackgroundTask | None = None
        self._current: int | None = None
        layout = QVBoxLayout(self)
        self.position_label = QLabel()
        self.position_label.setProperty("role", "big")
        self.position_label.setWordWrap(True)  # an 8x8 position is long
        layout.addWidget(self.position_label)
        layout.addWidget(self._choices(), 1)
        layout.addLayout(self._controls())
        self.progress_label = QLabel()
        self.progress_label.setProperty("role", "muted")
        layout.addWidget(self.progress_label)
        layout.addWidget(self._results(), 2)
        self.run_button.clicked.connect(self.run)
        self.skip_button.clicked.connect(self.cancel_row)
        self.stop_button.clicked.connect(self.stop_all)

    def _choices(self) -> QGroupBox:
        self.choices_box = QGroupBox(self.tr("Searches to run"))
        # the window's width decides the number of columns (see resizeEvent): the
        # group asks for no width of its own, so the window fits a 1024x768 projector
        self.choices_box.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        inner = QWidget()
        self.choices_grid = QGridLayout(inner)
        self.choices_scroll = vertical_scroll(inner)  # a low window: a few rows, scrolling
        QVBoxLayout(self.choices_box).addWidget(self.choices_scroll)
        self.checks: dict[Entry, QCheckBox] = {}
        for entry in available_entries():
            box = QCheckBox(entry.short_label())
            box.setToolTip(entry.label())
            box.setChecked(entry in DEFAULT_ON)
            self.checks[entry] = box
        self._columns = 0
        self._arrange_choices(MAX_CHOICE_COLUMNS)
        return self.choices_box

    def _fit_choices_height(self) -> None:
        """The check boxes ask for the height of all their rows but can do with three."""
        rows = -(-len(self.checks) // max(1, self._columns))
        line = max((b.sizeHint().height() for b in self.checks.values()), default=20)
        line += max(0, self.choices_grid.verticalSpacing())
        margins = self.choices_grid.contentsMargins().top() + self.choices_grid.contentsMargins().bottom()
        self.choices_scroll.setMinimumHeight(min(rows, 3) * line + margins)
        self.choices_scroll.setMaximumHeight(rows * line + margins)

    def _arrange_choices(self, columns: int) -> None:
        """Lay the check boxes out in ``columns`` columns (row by row)."""
        columns = max(1, columns)
        if columns == self._columns:
            return
        self._columns = columns
        for box in self.checks.values():
            self.choices_grid.removeWidget(box)
        for i, box in enumerate(self.checks.values()):
            self.choices_grid.addWidget(box, i // columns, i % columns)
        self._fit_choices_height()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """As many check-box columns as the window's width holds (at least one)."""
        widest = max((box.sizeHint().width() for box in self.checks.values()), default=1)
        spacing = max(0, self.choices_grid.horizontalSpacing())
        room = event.size().width() - 48 - self.choices_scroll.verticalScrollBar().sizeHint().width()
        self._arrange_choices(min(MAX_CHOICE_COLUMNS, (room + spacing) // (widest + spacing)))
        super().resizeEvent(event)

    def _controls(self) -> FlowLayout:
        controls = FlowLayout()  # wraps in a narrow window
        give_up = QLabel(self.tr("Give up after"))
        controls.addWidget(give_up)
        self.limit_spin = QSpinBox()
        give_up.setBuddy(self.limit_spin)  # (the spin box's name for a screen reader)
        self.limit_spin.setRange(1_000, 50_000_000)
        self.limit_spin.setSingleStep(100_000)
        self.limit_spin.setValue(1_000_000)
        self.limit_spin.setGroupSeparatorShown(True)
        self.limit_spin.setSuffix(self.tr(" nodes"))
        controls.addWidget(self.limit_spin)
        controls.add_stretch()
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.setProperty("role", "primary")
        self.skip_button = QPushButton(self.tr("Cancel this row"))
        self.stop_button = QPushButton(self.tr("Stop all"))
        for b in (self.skip_button, self.stop_button):
            b.setEnabled(False)
        for b in (self.run_button, self.skip_button, self.stop_button):
            controls.addWidget(b)
        return controls

    def _results(self) -> QSplitter:
        split = QSplitter(Qt.Vertical)
        split.setChildrenCollapsible(False)  # the chart keeps a text line per bar
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setAccessibleName(self.tr("Results of the searches"))
        titles = [self.tr("Search"), self.tr("Length"), self.tr("Nodes expanded"), self.tr("Peak open set"),
                  self.tr("Seconds"), self.tr("Optimal"), self.tr("Status")]
        set_titles(self.table, [(two_lines(title), title) for title in titles])  # the names get the room
        header = self.table.horizontalHeader()  # every word whole; the names take what is left
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.Stretch)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.chart = NodeChart()
        split.addWidget(self.table)
        split.addWidget(self.chart)
        return split

    # -- public -----------------------------------------------------------------------
    def set_position(self, board: B.Board, rows: int, cols: int) -> None:
        """The position every search will start from."""
        self.board, self.rows_n, self.cols_n = tuple(board), rows, cols
        self.position_label.setText(arg(self.tr("Position (%1×%2): %3"), rows, cols,
                                        " ".join(str(t) for t in board)))

    def select(self, entries: list[Entry]) -> None:
        """Tick exactly these searches."""
        for entry, box in self.checks.items():
            box.setChecked(entry in entries)

    def run(self) -> None:
        """Run the ticked searches in turn, in the background."""
        if self.is_running():
            return
        chosen = [e for e, box in self.checks.items() if box.isChecked()]
        self.table.setRowCount(len(chosen))
        self.row_entries = chosen
        self.results = {}
        for row, entry in enumerate(chosen):
            self._set_row(row, [entry.short_label(), "", "", "", "", "", self.tr("waiting")])
        self.queue = list(enumerate(chosen))
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self._next()

    def is_running(self) -> bool:
        """True while a search of the comparison runs."""
        return self.task is not None and self.task.is_running()

    def cancel_row(self) -> None:
        """Cancel the search now running; the next one starts."""
        if self.is_running():
            self.task.cancel()

    def stop_all(self) -> None:
        """Cancel the running search and drop the ones still waiting."""
        for row, _ in self.queue:
            self._set_cell(row, 6, self.tr("not run"))
        self.queue = []
        self.cancel_row()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.stop_all()
        super().closeEvent(event)

    # -- running ----------------------------------------------------------------------
    def _next(self) -> None:
        if not self.queue:
            self._current = None
            self.run_button.setEnabled(True)
            self.skip_button.setEnabled(False)
            self.stop_button.setEnabled(False)
            self.progress_label.setText(self.tr("Done."))
            self.finished_all.emit()
            return
        row, entry = self.queue.pop(0)
        self._current = row
        self._set_cell(row, 6, self.tr("running…"))
        board, rows, cols, limit = self.board, self.rows_n, self.cols_n, self.limit_spin.value()
        from boardgames.core.players import Budget
        from boardgames.games.fifteen import search

        def work(report, cancelled):
            return search.solve(board, rows, cols, algorithm=entry.algorithm,
                                heuristic=entry.heuristic or "auto", node_limit=limit,
                                budget=Budget(cancelled=cancelled, report=report))

        self.task = BackgroundTask(work, self)
        self.task.progress.connect(self._on_progress)
        self.task.finished.connect(self._on_task_finished)  # bound methods: cut off when the window goes
        self.task.failed.connect(self._on_task_failed)
        self.task.cancelled.connect(self._on_task_cancelled)
        self.skip_button.setEnabled(True)
        self.task.start()

    def _on_progress(self, event: Any) -> None:  # a core SearchProgress
        name = self.table.item(self._current, 0).text() if self._current is not None else ""
        text = arg(self.tr("%1: %2 nodes, %3 s"), name, event.nodes, decimal(event.seconds, 1))
        if event.bound is not None:
            text += arg(self.tr(" (trying at most %1 moves)"), event.bound)
        self.progress_label.setText(text)

    def _status(self, result: Any) -> str:
        """The translated status of a result, with the limit of a search that gave up."""
        if result.status == "gave_up" and result.limit is not None and result.limit_unit == "nodes":
            return arg(self.tr("gave up after %1 nodes"), result.limit)
        return {"solved": self.tr("solved"), "gave_up": self.tr("gave up"),
                "cancelled": self.tr("cancelled"), "unsolvable": self.tr("unsolvable")}.get(
            result.status, result.status)

    def _on_task_finished(self, result: Any) -> None:
        row = self._current if self._current is not None else 0
        self.results[row] = result
        self._set_row(row, [self.table.item(row, 0).text(),
                            number(result.length) if result.solved else "—",
                            number(result.nodes_expanded), number(result.peak_open),
                            decimal(result.seconds, 3), "", self._status(result)])
        self._update_optimality()
        self._update_chart()
        self._next()

    def _update_optimality(self) -> None:
        """The "optimal" column of every finished row, against the shortest length a search
        of the table proved (a row can change when a later search proves the optimum)."""
        optimum = comparison.proven_length(self.results.values())
        for row, result in self.results.items():
            code, extra = comparison.optimality(result, optimum)
            self._set_cell(row, 5, {
                comparison.PROVEN: self.tr("yes"),
                comparison.MATCHED: self.tr("yes, not proven"),
                comparison.LONGER: self.tr("no, +%n moves", "", extra),
                comparison.UNPROVEN: self.tr("not proven")}.get(code, "—"))

    def _on_task_failed(self, message: str) -> None:
        self._on_failed(self._failure(self.task, message))

    def _on_task_cancelled(self) -> None:
        self._on_failed(self.tr("cancelled"))

    def _failure(self, task: Any, message: str) -> str:
        """The translated reason of a search that could not run (a heuristic off the board)."""
        error = getattr(task, "error", None)
        code = getattr(error, "code", None)
        if code:
            return texts.refusal(code, getattr(error, "values", ()))
        return texts.refusal("error", (message,))

    def _on_failed(self, message: str) -> None:
        self._set_cell(self._current if self._current is not None else 0, 6, message)
        self._next()

    def _update_chart(self) -> None:
        rows = []
        for row in range(self.table.rowCount()):
            result = self.results.get(row)
            if result is None:
                continue
            kind = "failed" if not result.solved else ("optimal" if result.optimal else "valid")
            rows.append((self.table.item(row, 0).text(), int(result.nodes_expanded), kind))
        self.chart.set_rows(rows)

    def _set_row(self, row: int, values: list[str]) -> None:
        for column, value in enumerate(values):
            self._set_cell(row, column, value)

    def _set_cell(self, row: int, column: int, value: str) -> None:
        item = QTableWidgetItem(value)
        item.setToolTip(value)
        if column in (1, 2, 3, 4):
            item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.table.setItem(row, column, item)
