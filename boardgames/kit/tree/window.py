"""The game-tree viewer window (Qt): a two-player game's position at the top, its game
tree expanded by clicks or a level at a time, values rising from the leaves, alpha-beta's
cut-offs greyed, and the node counts of minimax, alpha-beta and alpha-beta with a table.

The tree is :class:`~boardgames.core.minimax_tree.GameTree` (Qt-free) over the plug-in's
rules (its ``tree_rules`` when it declares them); the positions are drawn by the
plug-in's painter; the counts and alpha-beta's visits are computed off the GUI thread.
:func:`open_tree_viewer` opens it from a game page (a generic tool of every two-player
game) or from a lesson.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.core import minimax_tree as T
from boardgames.core.game import Game
from boardgames.core.plugins import GamePlugin, load_attribute
from boardgames.kit.board import make_painter
from boardgames.kit.fitting import FlowLayout, fit_to_screen, vertical_scroll
from boardgames.kit.i18n import arg, count, number
from boardgames.kit.process_task import ProcessTask
from boardgames.kit.tree.scene import GameTreeView

#: "Expand one level" refuses to draw more positions than this at once.
MAX_DRAWN = 1200
#: Seconds each node count may take before it is given up ("too many to count").
COUNT_SECONDS = 20.0


def tree_rules(plugin: GamePlugin, game: Game[Any, Any]) -> Game[Any, Any]:
    """The rules the viewer draws: the plug-in's ``tree_rules`` of ``game``, else ``game``."""
    if plugin.tree_rules:
        rules: Game[Any, Any] = load_attribute(plugin.tree_rules)(game)
        return rules
    return game


class TreeViewerWindow(QDialog):
    """Non-modal window showing the game tree of one position.

    Args:
        plugin: the game's descriptor (its painter, its translations, its tree rules).
        game: the rules of the position (a two-player game).
        state: the position at the top; ``None``: the game's start.
    """

    def __init__(self, plugin: GamePlugin, game: Game[Any, Any], state: Any = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.plugin, self.game = plugin, tree_rules(plugin, game)
        self.setWindowTitle(arg(self.tr("Game tree: %1"), QCoreApplication.translate(plugin.id, plugin.title)))
        self.setModal(False)
        fit_to_screen(self, 1280, 800)
        self.task: ProcessTask | None = None  # the counts and alpha-beta's visits
        self._visits: set[T.Path] = set()  # the visits received so far
        self.evaluating: ProcessTask | None = None  # "Evaluate the leaves" at work
        self._leaves: list[int] = []  # the nodes it evaluates
        self._render_due = QTimer(self)  # a redraw after values came in
        self._render_due.setSingleShot(True)
        self._render_due.setInterval(150)
        self._render_due.timeout.connect(self.render)
        self.counts: T.Counts | None = None
        self.visited: set[T.Path] | None = None
        self.view = GameTreeView(self.value_text)
        layout = QVBoxLayout(self)
        layout.addLayout(self._position_row())
        layout.addWidget(self._tree_row())
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        body = QSplitter(Qt.Horizontal)
        body.setChildrenCollapsible(False)
        body.addWidget(self.view)
        body.addWidget(vertical_scroll(self._side_panel(), "treeSidePanel"))
        body.setStretchFactor(0, 1)
        body.setSizes([max(1, self.width() - 320), 320])
        layout.addWidget(body, 1)
        self._zoom_keys()
        self.view.node_clicked.connect(self.click_node)
        self.set_state(self.game.initial_state() if state is None else state)

    def _position_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.position_label = QLabel(self.tr("Position:"))
        self.position_edit = QLineEdit()
        self.position_label.setBuddy(self.position_edit)  # (its name for a screen reader)
        self.position_edit.setPlaceholderText(self.tr("the position in the game's text form"))
        self.set_button = QPushButton(self.tr("Set"))
        self.start_button = QPushButton(self.tr("Start position"))
        for widget in (self.position_label, self.position_edit, self.set_button):
            widget.setVisible(self._text_form())
        row.addWidget(self.position_label)
        row.addWidget(self.position_edit, 1)
        row.addWidget(self.set_button)
        row.addWidget(self.start_button)
        if not self._text_form():
            row.addStretch(1)
        self.set_button.clicked.connect(self.set_typed_position)
        self.position_edit.returnPressed.connect(self.set_typed_position)
        self.start_button.clicked.connect(lambda: self.set_state(self.game.initial_state()))
        return row

    def _text_form(self) -> bool:
        try:
            self.game.state_to_text(self.game.initial_state())
        except NotImplementedError:
            return False
        return True

    def _zoom_keys(self) -> None:
        """Ctrl and +, -, 0 zoom the tree in, out and to fit, like the app's own zoom."""
        for keys, action in ((QKeySequence.ZoomIn, lambda: self.view.zoom(1.25)),
                             (QKeySequence("Ctrl+="), lambda: self.view.zoom(1.25)),
                             (QKeySequence.ZoomOut, lambda: self.view.zoom(0.8)),
                             (QKeySequence("Ctrl+0"), self.view.fit)):
            QShortcut(keys, self, action)

    def _tree_row(self) -> QWidget:
        """The tree's buttons, wrapping onto a second row on a narrow screen."""
        holder = QWidget()
        row = FlowLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self.level_button = QPushButton(self.tr("Expand one level"))
        self.level_button.setProperty("role", "primary")
        self.evaluate_button = QPushButton(self.tr("Evaluate the leaves"))
        self.evaluate_button.setToolTip(self.tr("Search each unexpanded position to the end: its value "
                                                "appears and rises up the tree"))
        self.cutoff_check = QCheckBox(self.tr("Grey what alpha-beta cuts off"))
        self.cutoff_check.setChecked(True)
        self.reset_button = QPushButton(self.tr("Reset"))
        self.fit_button = QPushButton(self.tr("Fit"))
        self.zoom_out = QPushButton("−")
        self.zoom_in = QPushButton("+")
        for button, tip in ((self.zoom_out, self.tr("Zoom out")), (self.zoom_in, self.tr("Zoom in"))):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        for widget in (self.level_button, self.evaluate_button, self.cutoff_check, self.reset_button):
            row.addWidget(widget)
        row.add_stretch()
        for widget in (self.fit_button, self.zoom_out, self.zoom_in):
            row.addWidget(widget)
        self.level_button.clicked.connect(self.expand_level)
        self.evaluate_button.clicked.connect(self.evaluate_leaves)
        self.cutoff_check.toggled.connect(self.render)
        self.reset_button.clicked.connect(lambda: self.set_state(self.tree.state))
        self.fit_button.clicked.connect(self.view.fit)
        self.zoom_in.clicked.connect(lambda: self.view.zoom(1.25))
        self.zoom_out.clicked.connect(lambda: self.view.zoom(0.8))
        return holder

    def _side_panel(self) -> QWidget:
        panel = QWidget()
        panel.setMinimumWidth(220)
        column = QVBoxLayout(panel)
        column.setContentsMargins(0, 0, 0, 0)
        title = QLabel("<b>" + self.tr("Nodes visited from the top position") + "</b>")
        title.setWordWrap(True)
        self.table = QTableWidget(3, 1)
        self.table.setAccessibleName(self.tr("Nodes visited from the top position"))
        self.table.setHorizontalHeaderLabels([self.tr("Nodes")])
        self.table.setVerticalHeaderLabels([self.tr("Minimax"), self.tr("Alpha-beta"),
                                            self.tr("Alpha-beta + table")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setFixedHeight(self.table.verticalHeader().length() + self.table.horizontalHeader().height() + 6)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.RichText)
        for widget in (title, self.table, self.info):
            column.addWidget(widget)
        column.addStretch(1)
        return panel

    # -- actions ------------------------------------------------------------------------
    def set_state(self, state: Any) -> bool:
        """Start a new tree on ``state``; a finished game is refused with a message and
        the tree kept. Returns True when set."""
        if self.game.outcome(state) is not None and hasattr(self, "tree"):
            self._say(self.tr("This game is over: there is no tree below it."), True)
            return False
        self.tree = T.GameTree(self.game, state)
        if self._text_form():
            self.position_edit.setText(self.game.state_to_text(state))
        self.view.new_tree(make_painter(self.plugin, self.game))
        self.tree.expand(0)
        self._say("")
        self._start_counts(state)
        self.render()
        self.view.fit()
        return True

    def set_typed_position(self) -> bool:
        """Use the typed position (the game's text form); a bad one is explained."""
        try:
            state = self.game.state_from_text(self.position_edit.text())
        except ValueError as exc:
            self._say(arg(self.tr("This position cannot be used: %1"), str(exc)), True)
            return False
        return self.set_state(state)

    def click_node(self, node_id: int) -> None:
        """Expand a node, or fold / unfold its children."""
        node = self.tree.nodes[node_id]
        if node.children is None:
            self.tree.expand(node_id)
        elif node_id in self.view.hidden:
            self.view.hidden.discard(node_id)
        elif node.children:
            self.view.hidden.add(node_id)
        self.render()

    def expand_level(self) -> None:
        """Expand every node of the shallowest open level, unless that draws too much."""
        adding = self.tree.level_size()
        if self.view.drawn + adding > MAX_DRAWN:
            self._say(self.tr("The next level has %n positions: too many to draw. Click single "
                              "positions to expand them.", "", adding), True)
            return
        self.tree.expand_level()
        self._say("")
        self.render()
        self.view.fit()

    def evaluate_leaves(self) -> None:
        """Give every unexpanded node its value by searching to the end, in a child process
        (Connect Four's leaves can take minutes; in a thread the garbage collector's passes
        over the search's tables stopped the window); values show as they come, pressed
        again it stops, and it stops by itself after :data:`COUNT_SECONDS`. The tree
        cannot be changed meanwhile."""
        if self.evaluating is not None:
            self.evaluating.cancel()
            self._evaluated()
            return
        self._leaves = self.tree.unknown_leaves()
        states = [self.tree.nodes[i].state for i in self._leaves]
        self.evaluating = ProcessTask(T.leaf_values, (self.game, states, COUNT_SECONDS), self)
        self.evaluating.item.connect(self._leaf_valued)
        self.evaluating.finished.connect(lambda _none: self._evaluated())
        self.evaluating.failed.connect(lambda _message: self._evaluated())
        self._set_busy(True)
        self.evaluating.start()

    def _leaf_valued(self, item: tuple[int, T.Value]) -> None:
        index, value = item
        self.tree.set_value(self._leaves[index], value)
        if not self._render_due.isActive():  # one redraw for a burst of values
            self._render_due.start()

    def _evaluated(self) -> None:
        self.evaluating = None
        self._render_due.stop()
        self._set_busy(False)
        self.render()
        self._say("")
        if any(self.tree.nodes[i].value is None for i in self._leaves):
            self._say(arg(self.tr("Not every value was found (stopped, or more than %1 s): the "
                                  "others stay \"?\"."), number(int(COUNT_SECONDS))), True)

    def _set_busy(self, busy: bool) -> None:
        self.evaluate_button.setText(self.tr("Stop evaluating") if busy else self.tr("Evaluate the leaves"))
        for widget in (self.level_button, self.reset_button, self.set_button, self.start_button,
                       self.position_edit):
            widget.setEnabled(not busy)
        self.view.setInteractive(not busy)  # no expanding or folding while values are found
        if busy:
            self._say(self.tr("Searching the leaves to the end…"))

    def _start_counts(self, state: Any) -> None:
        """Count minimax's and alpha-beta's nodes from ``state`` in a child process (the
        counting allocates millions of positions: in a thread, the garbage collector's
        passes over them stopped the window)."""
        self.counts, self.visited, self._visits = None, None, set()
        if self.task is not None:
            self.task.cancel()
            self.task.deleteLater()
        self.task = ProcessTask(T.analyse, (self.game, state, COUNT_SECONDS), self)
        self.task.item.connect(self._analysed)
        self.task.finished.connect(self._visits_ready)
        self.task.start()

    def _analysed(self, item: tuple[str, Any]) -> None:
        kind, value = item
        if kind == "counts":
            self.counts = value
            self.render()
        else:
            self._visits.update(value)

    def _visits_ready(self, _result: None) -> None:
        if self._visits:
            self.visited = self._visits
            self.render()

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setProperty("role", "error" if error else "")
        self.message.style().polish(self.message)
        self.message.setVisible(bool(text))

    # -- drawing --------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """The translated name of ``seat``."""
        return QCoreApplication.translate(self.plugin.id, self.game.seat_name(seat))

    def value_text(self, value: T.Value | None) -> str:
        """A node's value under its picture: "X wins in 3" (plies), "draw", "?"."""
        if value is None:
            return "?"
        if value.winner is None:
            return self.tr("draw")
        if value.plies == 0:
            return arg(self.tr("%1 won"), self.seat_name(value.winner))
        text = arg(self.tr("%1 wins in %n", "", value.plies), self.seat_name(value.winner))
        head, _, last = text.rpartition(" ")  # the number stays with its word when the label wraps
        return f"{head}\u00a0{last}" if head else text

    def render(self) -> None:
        """Redraw the tree and the figures."""
        visited = self.visited if self.cutoff_check.isChecked() else None
        self.view.show_tree(self.tree, visited)
        self.level_button.setEnabled(bool(self.tree.frontier()) and self.evaluating is None)
        counts = self.counts
        values = (counts.minimax, counts.alphabeta, counts.alphabeta_table) if counts else (None,) * 3
        for row, value in enumerate(values):
            text = self.tr("counting…") if counts is None else self.tr("too many") if value is None else count(value)
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
            self.table.setItem(row, 0, item)
        self.info.setText(self._info_text())

    def _info_text(self) -> str:
        tree, shown = self.tree, self.view.drawn
        known = sum(1 for n in tree.nodes if n.value is not None)
        lines = [arg(self.tr("Nodes in the tree: %1 (%2 drawn), values known: %3"),
                     count(len(tree.nodes)), count(shown), count(known))]
        if self.visited is not None:
            cut = sum(1 for n in tree.nodes if n.path not in self.visited)
            lines.append(arg(self.tr("Cut off by alpha-beta (greyed): %1"), count(cut)))
        lines.append(self.tr("Under each position: who wins with best play, and in how many plies "
                             "(moves of either player); ? = not known yet."))
        lines.append(self.tr("Thick green lines: the move minimax chooses. Click a position to "
                             "expand or fold it."))
        lines.append(arg(self.tr("Counts: every position a search visits, the top one included; "
                                 "moves are tried in the game's order; a count that takes longer "
                                 "than %1 s says \"too many\"."), number(int(COUNT_SECONDS))))
        return "<p>" + "</p><p>".join(lines) + "</p>"

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        for task in (self.task, self.evaluating):
            if task is not None and task.is_running():
                task.cancel()
        super().closeEvent(event)


def open_tree_viewer(plugin: GamePlugin, game: Game[Any, Any], state: Any = None,
                     parent: QWidget | None = None) -> TreeViewerWindow:
    """Open a game-tree viewer window (non-modal) on ``state`` of ``game`` (``None``: its
    start; a finished game: its start too).

    Raises:
        ValueError: for a game that does not have two players.
    """
    T.check_game(game)
    if state is not None and game.outcome(state) is not None:
        state = None
    window = TreeViewerWindow(plugin, game, state, parent)
    window.setAttribute(Qt.WA_DeleteOnClose)
    window.show()
    window.raise_()
    return window
