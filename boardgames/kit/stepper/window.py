"""The search stepper window (Qt): a one-player puzzle's position, a textbook search and a
heuristic, and the search advanced one expansion at a time (Step, Back, Run / Pause,
Reset), showing the current node, the open list (g, h, f), the counts and the search tree,
the positions drawn by the game's own painter.

The search is :class:`~boardgames.core.search.stepper.SearchStepper` (Qt-free) over the
plug-in's rules (those its ``GamePlugin.stepper`` names: the 15-puzzle steps on the
8-puzzle) and its ``GamePlugin.heuristics``; this window only draws its state. Random
positions are made off the GUI thread. :func:`open_stepper` opens it from a game page (a
generic tool of every one-player game) or from a lesson.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QIcon, QKeySequence, QShortcut
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

from boardgames.core.game import Game
from boardgames.core.plugins import GamePlugin, load_attribute
from boardgames.core.search import stepper as S
from boardgames.core.search.heuristic import Heuristic
from boardgames.kit import theme
from boardgames.kit.board import make_painter
from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.i18n import arg, count, number
from boardgames.kit.stepper.controls import (
    StepperControls,
    StepperCounts,
    open_table,
    size_thumbnails,
    thumb_side,
)
from boardgames.kit.stepper.tree import StatePicture, TreeView, framed, status_colours
from boardgames.kit.tasks import BackgroundTask

#: Rows of the open-list table (the rest is summed up in the last row).
TABLE_ROWS = 60
#: Run stops after this many steps (Back re-runs the steps, so it stays quick).
MAX_STEPS = 20_000


def stepper_puzzle(plugin: GamePlugin) -> S.StepperPuzzle:
    """What ``plugin`` tells the stepper about its puzzle (the defaults when nothing)."""
    puzzle: S.StepperPuzzle = load_attribute(plugin.stepper) if plugin.stepper else S.StepperPuzzle()
    return puzzle


def plugin_heuristics(plugin: GamePlugin) -> list[Heuristic]:
    """The heuristics ``plugin`` offers, the recommended one first (may be empty)."""
    return list(load_attribute(plugin.heuristics)) if plugin.heuristics else []


class StepperWindow(QDialog):
    """Non-modal window stepping one search on a one-player puzzle.

    Args:
        plugin: the game's plug-in (its painter, heuristics and stepper puzzle).
        game: the page's rules; the stepper works on ``puzzle.rules(game)``.
        state: the position to start from, or ``None`` (or one the stepper cannot use:
            other rules, or a position whose goal is out of reach) for a random one.
    """

    def __init__(self, plugin: GamePlugin, game: Game[Any, Any], state: Any = None,
                 parent: QWidget | None = None, rng: random.Random | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Search stepper"))
        self.setModal(False)
        self.plugin, self.puzzle = plugin, stepper_puzzle(plugin)
        self.game = self.puzzle.rules(game)
        self.heuristics = plugin_heuristics(plugin)
        self.painter = make_painter(plugin, self.game)
        self.rng = rng or random.Random()
        self.page_state = state if state is not None and self.game is game else None
        self.model: S.SearchStepper | None = None
        self.state: Any = None
        self.task: BackgroundTask | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.step)
        self._build()
        fit_to_screen(self, 1280, 800)
        if self.page_state is None or not self.set_state(self.page_state):
            self.random_position()

    def _build(self) -> None:
        self.controls = StepperControls()
        self._fill_heuristics()
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls)
        layout.addWidget(self._legend())  # across the window: one line in every language
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)
        layout.addWidget(self._panes(), 1)
        self._connect()
        self._update_speed()
        self.controls.page_button.setEnabled(self.page_state is not None)
        self._set_stepping_enabled(False)

    def _fill_heuristics(self) -> None:
        combo = self.controls.heuristic_combo
        for index, heuristic in enumerate(self.heuristics):
            combo.addItem(QCoreApplication.translate(self.plugin.id, heuristic.title), index)
            if heuristic.description:
                combo.setItemData(index, QCoreApplication.translate(self.plugin.id, heuristic.description),
                                  Qt.ToolTipRole)
        combo.addItem(self.tr("None (h = 0)"), -1)

    def _panes(self) -> QSplitter:
        splitter = QSplitter(Qt.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._current_pane())
        splitter.addWidget(self._table_pane())
        splitter.addWidget(self._tree_pane())
        splitter.setSizes([210, 330, 680])  # the open list: its thumbnails and g, h, f
        splitter.setStretchFactor(2, 1)
        return splitter

    def _current_pane(self) -> QWidget:
        pane = QWidget()
        column = QVBoxLayout(pane)
        column.setContentsMargins(0, 0, 0, 0)
        self.current_title = _big_label()
        self.current_figures = _big_label()
        self.picture = StatePicture(self.painter)
        self.counts = StepperCounts()
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setProperty("role", "good")
        for widget in (self.current_title, self.picture, self.current_figures, self.counts, self.result_label):
            column.addWidget(widget)
        column.addStretch(1)
        return pane

    def _table_pane(self) -> QWidget:
        pane = QWidget()
        column = QVBoxLayout(pane)
        column.setContentsMargins(0, 0, 0, 0)
        self.table_title = _big_label()
        self.table_note = QLabel()
        self.table_note.setProperty("role", "muted")
        self.table_note.setWordWrap(True)
        self.table = open_table()
        column.addWidget(self.table_title)
        column.addWidget(self.table_note)
        column.addWidget(self.table, 1)
        return pane

    def _tree_pane(self) -> QWidget:
        pane = QWidget()
        column = QVBoxLayout(pane)
        column.setContentsMargins(0, 0, 0, 0)
        header = QHBoxLayout()
        title = _big_label(self.tr("Search tree"))
        header.addWidget(title, 1)
        levels = QLabel(self.tr("Levels shown:"))
        header.addWidget(levels)
        self.depth_spin = QSpinBox()
        levels.setBuddy(self.depth_spin)  # (the spin box's name for a screen reader)
        self.depth_spin.setRange(1, 12)
        self.depth_spin.setValue(5)
        header.addWidget(self.depth_spin)
        self.zoom_out, self.zoom_in = QPushButton("−"), QPushButton("+")
        for button, tip in ((self.zoom_out, self.tr("Zoom out")), (self.zoom_in, self.tr("Zoom in"))):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            header.addWidget(button)
        column.addLayout(header)
        self.tree = TreeView(self.painter)
        column.addWidget(self.tree, 1)
        return pane

    def _legend(self) -> QLabel:
        names = ((S.CURRENT, self.tr("current")), (S.OPEN, self.tr("open")), (S.CLOSED, self.tr("closed")),
                 (S.PATH, self.tr("path")), (S.PRUNED, self.tr("pruned (f over the threshold)")))
        return StatusLegend(names, self.tr("Under each position: g + h = f"))

    def _connect(self) -> None:
        c = self.controls
        c.random_button.clicked.connect(self.random_position)
        c.page_button.clicked.connect(lambda: self.set_state(self.page_state))
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

    # -- the position ---------------------------------------------------------------------
    def set_state(self, state: Any) -> bool:
        """Start over from ``state``; one whose goal cannot be reached is refused with a
        message and the current search kept. Returns True when set."""
        if state is None or not self.puzzle.usable(self.game, state):
            self._say(self.tr("This position cannot be used: the goal cannot be reached from it."), True)
            return False
        self.state = state
        self._say("")
        self.restart()
        return True

    def random_position(self) -> None:
        """A random position as many moves from the goal as the spin box says, made in a
        worker thread (the window stays responsive); then the search starts over."""
        if self.task is not None and self.task.is_running():
            return
        distance, seed = self.controls.distance_spin.value(), self.rng.random()
        game, make = self.game, self.puzzle.random_position

        def work(report: Any, cancelled: Any) -> Any:
            return make(game, distance, random.Random(seed))
        self.task = BackgroundTask(work, self)
        self.task.finished.connect(self.set_state)
        self.task.failed.connect(lambda text: self._say(arg(self.tr("No random position: %1"), text), True))
        self.controls.random_button.setEnabled(False)
        self.task.finished.connect(lambda _: self.controls.random_button.setEnabled(True))
        self.task.failed.connect(lambda _: self.controls.random_button.setEnabled(True))
        self.task.start()

    def heuristic(self) -> Heuristic | None:
        """The heuristic chosen (``None``: h = 0)."""
        index = self.controls.heuristic_combo.currentData()
        return self.heuristics[index] if isinstance(index, int) and index >= 0 else None

    # -- stepping -------------------------------------------------------------------------
    def restart(self) -> None:
        """A fresh search (the algorithm, heuristic or position changed, or Reset)."""
        self.pause()
        if self.state is None:
            return
        c = self.controls
        self.model = S.SearchStepper(self.game, self.state, c.algorithm_combo.currentData(), self.heuristic())
        c.heuristic_combo.setEnabled(self.model.algorithm != "bfs")
        self.render()

    def step(self) -> bool:
        """Expand one node; False when the search is over (Run then pauses)."""
        if self.model is None or self.model.steps >= MAX_STEPS or not self.model.step():
            self.pause()
            if self.model is not None:
                self._show_result(self.model)
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

    def _update_speed(self) -> None:
        speed = self.controls.speed_slider.value()
        self.timer.setInterval(int(1000 / speed))
        self.controls.speed_label.setText(self.tr("%n steps/s", "", speed))

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setProperty("role", "error" if error else "")
        self.message.style().polish(self.message)
        self.message.setVisible(bool(text))

    def _set_stepping_enabled(self, enabled: bool, back: bool = False) -> None:
        c = self.controls
        c.step_button.setEnabled(enabled)
        c.run_button.setEnabled(enabled)
        c.back_button.setEnabled(back)

    # -- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        """Show the model's state: current node, figures, open list, tree, buttons."""
        m = self.model
        if m is None:
            return
        node = m.nodes[m.current] if m.current >= 0 else m.nodes[0]
        self.current_title.setText(self.tr("Current node") if m.current >= 0 else self.tr("Start"))
        figures = arg(self.tr("g = %1   h = %2   f = %3"), number(node.g), number(node.h), number(node.f))
        self.current_figures.setText(figures.replace(" = ", "\u00a0=\u00a0"))  # wraps between figures only
        self.picture.show_state(node.state, S.PATH if m.found >= 0 else S.CURRENT if m.current >= 0 else S.OPEN)
        self._show_counts(m)
        self._show_table(m)
        self._redraw_tree()
        self._set_stepping_enabled(not m.finished, m.steps > 0)
        self._show_result(m)

    def _show_counts(self, m: S.SearchStepper) -> None:
        values = {"step": m.steps, "expanded": m.expanded, "generated": m.generated,
                  "open": m.open_count, "closed": len(m.closed()), "threshold": m.threshold,
                  "iteration": m.iteration}
        for key, value in values.items():
            self.counts.labels[key].setText(count(value))
        self.counts.set_row_visible("closed", not m.ida)
        self.counts.set_row_visible("threshold", m.ida)
        self.counts.set_row_visible("iteration", m.ida)
        self.counts.set_row_title("open", self.tr("Stack:") if m.ida else self.tr("Open list:"))

    def _show_table(self, m: S.SearchStepper) -> None:
        waiting = m.open_list()
        self.table_title.setText(arg(self.tr("Stack: %1") if m.ida else self.tr("Open list: %1"),
                                     count(len(waiting))))
        self.table.setAccessibleName(self.table_title.text())
        self.table_note.setText(self.tr("Depth first: the next node to expand is at the top.") if m.ida else
                                self.tr("Sorted as the search takes them: the next node to expand is at the top."))
        shown, side = waiting[:TABLE_ROWS], thumb_side()  # (the app's zoom may have changed)
        size_thumbnails(self.table, side)
        self.table.clearSpans()
        self.table.setRowCount(len(shown) + (1 if len(waiting) > len(shown) else 0))
        for row, node in enumerate(shown):
            self.table.setItem(row, 0, QTableWidgetItem(QIcon(framed(self.painter, node.state, S.OPEN, side)), ""))
            for column, value in ((1, node.g), (2, node.h), (3, node.f)):
                item = QTableWidgetItem(number(value))
                item.setTextAlignment(Qt.AlignCenter)
                self.table.setItem(row, column, item)
        if len(waiting) > len(shown):
            more = QTableWidgetItem(self.tr("… and %n more", "", len(waiting) - len(shown)))
            self.table.setItem(len(shown), 0, more)
            self.table.setSpan(len(shown), 0, 1, 4)

    def _redraw_tree(self) -> None:
        if self.model is None:
            return
        self.tree.max_depth = self.depth_spin.value()
        self.tree.show_tree(self.model)
        self.counts.labels["drawn"].setText(arg(self.tr("%1 of %2"), count(self.tree.drawn),
                                                count(len(self.model.nodes))))

    def _show_result(self, m: S.SearchStepper) -> None:
        if m.found >= 0:
            text = self.tr("Goal reached: a solution of %n moves.", "", len(m.moves()))
            if m.algorithm in ("bfs", "a*", "ida*") and (m.algorithm == "bfs" or m.problem.admissible):
                text += " " + self.tr("It is a shortest one.")
        elif m.exhausted:
            text = self.tr("Nothing is left to expand: the goal cannot be reached.")
        elif m.steps >= MAX_STEPS:
            text = self.tr("Stopped after %n steps.", "", MAX_STEPS)
        else:
            text = ""
        self.result_label.setText(text)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.pause()
        if self.task is not None:
            self.task.cancel()
        super().closeEvent(event)


def _big_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "big")
    label.setWordWrap(True)
    return label


def open_stepper(plugin: GamePlugin, game: Game[Any, Any], state: Any = None,
                 parent: QWidget | None = None) -> StepperWindow:
    """Open a search stepper window (non-modal) from a game page or a lesson.

    Args:
        plugin: the game's plug-in; game: its rules; state: the position (``None``, or
            one the stepper cannot use, gives a random position, the latter with a
            message); parent: the window it belongs to (it closes with it).

    Returns:
        The window, shown and raised.
    """
    window = StepperWindow(plugin, game, state, parent)
    window.setAttribute(Qt.WA_DeleteOnClose)
    window.show()
    window.raise_()
    return window


class StatusLegend(QLabel):
    """A swatch of each status's border colour (the nodes' borders tell their status) and
    its name, then ``note``, on one line across the window (it wraps only on a screen
    narrower than 1024 pixels), in the current theme's colours, again whenever the
    theme changes."""

    def __init__(self, names: tuple[tuple[str, str], ...], note: str) -> None:
        super().__init__()
        self.names, self.note = names, note
        self.setWordWrap(True)
        self.refresh()

    def refresh(self) -> None:
        """Write the legend in the current theme's colours."""
        colours = status_colours()
        parts = [f'<span style="white-space:nowrap;"><span style="background:{colours[k][1]};">'
                 f"&nbsp;&nbsp;&nbsp;</span>&nbsp;{text}</span>" for k, text in self.names]
        self.setText("&nbsp;&nbsp; ".join(parts) + "&nbsp;&nbsp;&nbsp; " + self.note)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new theme (see :data:`boardgames.kit.theme.THEME_EVENTS`): colour again."""
        super().changeEvent(event)
        if event.type() in theme.THEME_EVENTS:
            self.refresh()
