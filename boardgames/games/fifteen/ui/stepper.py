"""The search stepper window (Qt): an 8-puzzle position, an algorithm and a heuristic, and
the search advanced one expansion at a time (Step, Back, Run / Pause, Reset), showing the
current node, the open list (g, h, f), the counts and the search tree.

The search itself is :class:`~boardgames.games.fifteen.search.stepper.SearchStepper`
(Qt-free); this window only draws its state. :func:`open_stepper` opens it from the
15-puzzle page or from a lesson.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.games.fifteen.parsing import PositionError, parse_position
from boardgames.games.fifteen.search import stepper as S
from boardgames.games.fifteen.solvability import solvability
from boardgames.games.fifteen.ui import texts
from boardgames.games.fifteen.ui.stepper_controls import THUMB, StepperControls, StepperCounts, open_table
from boardgames.games.fifteen.ui.stepper_tree import STATUS_COLOURS, THUMB_STATUS, BoardPicture, TreeView, board_pixmap
from boardgames.kit.i18n import arg, number

#: Rows of the open-list table (the rest is summed up in the last row).
TABLE_ROWS = 60
#: Run stops after this many steps (Back re-runs the steps, so it stays quick).
MAX_STEPS = 20_000


class StepperWindow(QDialog):
    """Non-modal window stepping one search on an 8-puzzle position."""

    def __init__(self, parent: QWidget | None = None, board: tuple[int, ...] | None = None,
                 rng: random.Random | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Search stepper"))
        self.setModal(False)
        self.resize(1280, 800)
        self.rng = rng or random.Random()
        self.model: S.SearchStepper | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.controls = StepperControls()
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        layout.addWidget(self._panes(), 1)
        self._connect()
        self._update_speed()
        self.board = S.random_position(8, self.rng)
        if board is None or not self.set_board(board):
            self.restart()

    def _panes(self) -> QSplitter:
        splitter = QSplitter(Qt.Horizontal)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        self.current_title = QLabel()
        self.current_title.setProperty("role", "big")
        self.current_figures = QLabel()
        self.current_figures.setProperty("role", "big")
        self.picture = BoardPicture()
        self.counts = StepperCounts()
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setProperty("role", "good")
        for widget in (self.current_title, self.picture, self.current_figures, self.counts, self.result_label):
            column.addWidget(widget)
        column.addStretch(1)
        middle = QWidget()
        table_column = QVBoxLayout(middle)
        table_column.setContentsMargins(0, 0, 0, 0)
        self.table_title = QLabel()
        self.table_title.setProperty("role", "big")
        self.table_note = QLabel()
        self.table_note.setProperty("role", "muted")
        self.table_note.setWordWrap(True)
        self.table = open_table()
        table_column.addWidget(self.table_title)
        table_column.addWidget(self.table_note)
        table_column.addWidget(self.table, 1)
        splitter.addWidget(left)
        splitter.addWidget(middle)
        splitter.addWidget(self._tree_pane())
        splitter.setSizes([250, 290, 720])
        splitter.setStretchFactor(2, 1)
        return splitter

    def _tree_pane(self) -> QWidget:
        pane = QWidget()
        column = QVBoxLayout(pane)
        column.setContentsMargins(0, 0, 0, 0)
        header = QHBoxLayout()
        title = QLabel(self.tr("Search tree"))
        title.setProperty("role", "big")
        header.addWidget(title)
        header.addStretch(1)
        header.addWidget(QLabel(self.tr("Levels shown:")))
        self.depth_spin = QSpinBox()
        self.depth_spin.setRange(1, 12)
        self.depth_spin.setValue(5)
        header.addWidget(self.depth_spin)
        self.zoom_out = QPushButton("−")
        self.zoom_in = QPushButton("+")
        for button, tip in ((self.zoom_out, self.tr("Zoom out")), (self.zoom_in, self.tr("Zoom in"))):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setFixedWidth(36)
            header.addWidget(button)
        column.addLayout(header)
        column.addWidget(self._legend())
        self.tree = TreeView()
        column.addWidget(self.tree, 1)
        return pane

    def _legend(self) -> QLabel:
        names = ((S.CURRENT, self.tr("current")), (S.OPEN, self.tr("open")), (S.CLOSED, self.tr("closed")),
                 (S.PATH, self.tr("path")), (S.PRUNED, self.tr("pruned (f over the threshold)")))
        parts = [f'<span style="background:{STATUS_COLOURS[k][0]}; border:1px solid {STATUS_COLOURS[k][1]};">'
                 f"&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;{text}" for k, text in names]
        legend = QLabel("&nbsp;&nbsp; ".join(parts) + "<br>" + self.tr("Under each board: g + h = f"))
        legend.setWordWrap(True)
        return legend

    def _connect(self) -> None:
        c = self.controls
        c.random_button.clicked.connect(self.random_board)
        c.set_button.clicked.connect(self.set_typed_position)
        c.position_edit.returnPressed.connect(self.set_typed_position)
        c.algorithm_combo.currentIndexChanged.connect(self.restart)
        c.heuristic_combo.currentIndexChanged.connect(self.restart)
        c.step_button.clicked.connect(self.step)
        c.back_button.clicked.connect(self.back)
        c.run_button.clicked.connect(self.toggle_run)
        c.reset_button.clicked.connect(self.restart)
        c.speed_slider.valueChanged.connect(self._update_speed)
        self.depth_spin.valueChanged.connect(self._redraw_tree)
        self.zoom_in.clicked.connect(lambda: self.tree.zoom(1.25))
        self.zoom_out.clicked.connect(lambda: self.tree.zoom(0.8))
        for keys, slot, button, tip in (
                ("Right", self.step, c.step_button, self.tr("Expand one node (Right arrow)")),
                ("Left", self.back, c.back_button, self.tr("Undo the last step (Left arrow)")),
                ("Space", self.toggle_run, c.run_button, self.tr("Step by itself, or pause (Space)"))):
            QShortcut(QKeySequence(keys), self).activated.connect(slot)
            button.setToolTip(tip)

    # -- actions ------------------------------------------------------------------------
    def set_board(self, board: tuple[int, ...]) -> bool:
        """Start over on ``board`` (3x3); a position that cannot be solved is refused with
        a message and the current one is kept. Returns True when set."""
        try:
            S.SearchStepper(board)
        except ValueError:
            self._say(arg(self.tr("This position cannot be used: %1"), texts.explain(solvability(board, 3, 3))), True)
            return False
        self.board = tuple(board)
        self._say("")
        self.restart()
        return True

    def random_board(self) -> None:
        """A random position exactly as many moves from the goal as the spin box says."""
        self.set_board(S.random_position(self.controls.distance_spin.value(), self.rng))

    def set_typed_position(self) -> bool:
        """Use the typed position; a bad one is explained and the board kept."""
        try:
            board, _, _ = parse_position(self.controls.position_edit.text(), size=(3, 3))
        except PositionError as exc:
            self._say(arg(self.tr("This position cannot be used: %1."),
                          texts.position_error(exc.code, exc.values)), True)
            return False
        return self.set_board(board)

    def restart(self) -> None:
        """A fresh search (the algorithm or heuristic changed, or Reset): back to step 0."""
        self.pause()
        c = self.controls
        self.model = S.SearchStepper(self.board, c.algorithm_combo.currentData(), c.heuristic_combo.currentData())
        c.heuristic_combo.setEnabled(self.model.algorithm != "bfs")
        self.render()

    def step(self) -> bool:
        """Expand one node; False when the search is over (Run then pauses)."""
        if self.model is None or self.model.steps >= MAX_STEPS or not self.model.step():
            self.pause()
            return False
        if self.model.finished:
            self.pause()
        self.render()
        return True

    def back(self) -> None:
        """Undo one step."""
        self.pause()
        if self.model is not None and self.model.back():
            self.render()

    def toggle_run(self) -> None:
        """Run (one step per timer tick) or pause."""
        if self.timer.isActive():
            self.pause()
        elif self.model is not None and not self.model.finished:
            self.timer.start()
            self.controls.run_button.setText(self.tr("Pause"))

    def pause(self) -> None:
        """Stop running."""
        self.timer.stop()
        self.controls.run_button.setText(self.tr("Run"))

    def _tick(self) -> None:
        self.step()

    def _update_speed(self) -> None:
        speed = self.controls.speed_slider.value()
        self.timer.setInterval(int(1000 / speed))
        self.controls.speed_label.setText(self.tr("%n steps/s", "", speed))

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setProperty("role", "error" if error else "")
        self.message.style().polish(self.message)
        self.message.setVisible(bool(text))

    # -- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        """Show the model's state: current node, figures, open list, tree, buttons."""
        m = self.model
        if m is None:
            return
        node = m.nodes[m.current] if m.current >= 0 else m.nodes[0]
        title = self.tr("Current node") if m.current >= 0 else self.tr("Start")
        self.current_title.setText(title)
        self.current_figures.setText(arg(self.tr("g = %1   h = %2   f = %3"),
                                         number(node.g), number(node.h), number(node.f)))
        self.picture.show_board(node.board, S.PATH if m.found >= 0 else S.CURRENT if m.current >= 0 else S.OPEN)
        self._show_counts(m)
        self._show_table(m)
        self._redraw_tree()
        c = self.controls
        c.step_button.setEnabled(not m.finished)
        c.run_button.setEnabled(not m.finished)
        c.back_button.setEnabled(m.steps > 0)
        self._show_result(m)

    def _show_counts(self, m: S.SearchStepper) -> None:
        ida = m.algorithm == "idastar"
        values = {"step": m.steps, "expanded": m.expanded, "generated": m.generated,
                  "open": m.open_count, "closed": len(m.closed()), "threshold": m.threshold,
                  "iteration": m.iteration}
        for key, value in values.items():
            self.counts.labels[key].setText(number(value))
        self.counts.set_row_visible("closed", not ida)
        self.counts.set_row_visible("threshold", ida)
        self.counts.set_row_visible("iteration", ida)
        self.counts.set_row_title("open", self.tr("Stack:") if ida else self.tr("Open list:"))

    def _show_table(self, m: S.SearchStepper) -> None:
        ida = m.algorithm == "idastar"
        waiting = m.open_list()
        self.table_title.setText(arg(self.tr("Stack: %1") if ida else self.tr("Open list: %1"),
                                     number(len(waiting))))
        self.table_note.setText(self.tr("Depth first: the next node to expand is at the top.") if ida else
                                self.tr("Sorted as the search takes them: the next node to expand is at the top."))
        shown = waiting[:TABLE_ROWS]
        self.table.setRowCount(len(shown) + (1 if len(waiting) > len(shown) else 0))
        for row, node in enumerate(shown):
            icon = QTableWidgetItem(QIcon(board_pixmap(node.board, m.cols, THUMB_STATUS, THUMB)), "")
            self.table.setItem(row, 0, icon)
            for column, value in ((1, node.g), (2, node.h), (3, node.f)):
                item = QTableWidgetItem(number(value))
                item.setTextAlignment(Qt.AlignCenter)
                self.table.setItem(row, column, item)
        if len(waiting) > len(shown):
            more = QTableWidgetItem(self.tr("… and %n more", "", len(waiting) - len(shown)))
            self.table.setItem(len(shown), 0, more)
            self.table.setSpan(len(shown), 0, 1, 4)
        else:
            self.table.clearSpans()

    def _redraw_tree(self) -> None:
        if self.model is None:
            return
        self.tree.max_depth = self.depth_spin.value()
        self.tree.show_tree(self.model)
        self.counts.labels["drawn"].setText(arg(self.tr("%1 of %2"), number(self.tree.drawn),
                                                number(len(self.model.nodes))))

    def _show_result(self, m: S.SearchStepper) -> None:
        if m.found >= 0:
            moves = len(m.moves())
            text = self.tr("Goal reached: a solution of %n moves.", "", moves)
            if m.algorithm != "greedy":
                text += " " + self.tr("It is a shortest one.")
        elif m.steps >= MAX_STEPS:
            text = self.tr("Stopped after %n steps.", "", MAX_STEPS)
        else:
            text = ""
        self.result_label.setText(text)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.pause()
        super().closeEvent(event)


def open_stepper(parent: QWidget | None = None, board: tuple[int, ...] | None = None,
                 rows: int = 3, cols: int = 3) -> StepperWindow:
    """Open a search stepper window (non-modal) for the 15-puzzle page and the lessons.

    Args:
        parent: the window it belongs to (it closes with it).
        board: the position (``rows * cols`` cells, row-major, 0 = blank). The stepper
            works on the 8-puzzle: another size, no board, or a position that cannot be
            solved gives a random position 8 moves from the goal (the last with a message).

    Returns:
        The window, shown and raised.
    """
    usable = board is not None and (rows, cols) == (3, 3)
    window = StepperWindow(parent, tuple(board) if board is not None and usable else None)
    window.setAttribute(Qt.WA_DeleteOnClose)
    window.show()
    window.raise_()
    return window
