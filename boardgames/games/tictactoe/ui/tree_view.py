"""The minimax tree viewer window (Qt): a tic-tac-toe position at the top, its game tree
expanded by clicks or a level at a time, values rising from the leaves, alpha-beta's
cut-offs greyed, and the node counts of minimax, alpha-beta and alpha-beta with a table.

The tree is :class:`~boardgames.games.tictactoe.search.tree.GameTree` (Qt-free); the
counts and alpha-beta's visits are computed off the GUI thread. :func:`open_tree_viewer`
opens it from the tic-tac-toe page or from a lesson.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.i18n import arg, number
from boardgames.app.tasks import BackgroundTask
from boardgames.games.tictactoe.board import EMPTY, Board, X, geometry, to_text
from boardgames.games.tictactoe.notation import parse_position
from boardgames.games.tictactoe.search import tree as T
from boardgames.games.tictactoe.ui.tree_view_scene import GameTreeView

#: "Expand one level" refuses to draw more nodes than this at once.
MAX_DRAWN = 1200


def _analyse(board: Board) -> Any:
    def work(report: Any, cancelled: Any) -> tuple[Board, T.Counts, set[T.Path]]:
        counts = T.node_counts(board)
        return board, counts, T.alphabeta_visits(board)[1]
    return work


class TreeViewerWindow(QDialog):
    """Non-modal window showing the game tree of one 3x3 position (X moves first)."""

    def __init__(self, parent: QWidget | None = None, board: Board | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Minimax tree"))
        self.setModal(False)
        self.resize(1280, 800)
        self.task: BackgroundTask | None = None
        self.counts: T.Counts | None = None
        self.visited: set[T.Path] | None = None
        self.view = GameTreeView(self.value_text)
        layout = QVBoxLayout(self)
        layout.addLayout(self._position_row())
        layout.addLayout(self._tree_row())
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        body = QHBoxLayout()
        body.addWidget(self.view, 1)
        body.addWidget(self._side_panel())
        layout.addLayout(body, 1)
        self.view.node_clicked.connect(self.click_node)
        self.set_board((EMPTY,) * 9)
        if board is not None and len(board) == 9:
            self.set_board(tuple(board))
        elif board is not None:
            self._say(self.tr("The game tree is shown for 3 × 3 boards: here is the empty one."), True)

    def _position_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Position:")))
        self.position_edit = QLineEdit()
        self.position_edit.setPlaceholderText(self.tr("x, o and . row by row, e.g. x.o/.x./..o"))
        self.set_button = QPushButton(self.tr("Set"))
        self.empty_button = QPushButton(self.tr("Empty board"))
        row.addWidget(self.position_edit, 1)
        row.addWidget(self.set_button)
        row.addWidget(self.empty_button)
        self.set_button.clicked.connect(self.set_typed_position)
        self.position_edit.returnPressed.connect(self.set_typed_position)
        self.empty_button.clicked.connect(lambda: self.set_board((EMPTY,) * 9))
        return row

    def _tree_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
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
            button.setFixedWidth(36)
        for widget in (self.level_button, self.evaluate_button, self.cutoff_check, self.reset_button):
            row.addWidget(widget)
        row.addStretch(1)
        for widget in (self.fit_button, self.zoom_out, self.zoom_in):
            row.addWidget(widget)
        self.level_button.clicked.connect(self.expand_level)
        self.evaluate_button.clicked.connect(self.evaluate_leaves)
        self.cutoff_check.toggled.connect(self.render)
        self.reset_button.clicked.connect(lambda: self.set_board(self.tree.board))
        self.fit_button.clicked.connect(self.view.fit)
        self.zoom_in.clicked.connect(lambda: self.view.zoom(1.25))
        self.zoom_out.clicked.connect(lambda: self.view.zoom(0.8))
        return row

    def _side_panel(self) -> QWidget:
        panel = QWidget()
        panel.setFixedWidth(330)
        column = QVBoxLayout(panel)
        column.setContentsMargins(0, 0, 0, 0)
        title = QLabel("<b>" + self.tr("Nodes visited from the top position") + "</b>")
        title.setWordWrap(True)
        self.table = QTableWidget(3, 1)
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
    def set_board(self, board: Board) -> bool:
        """Start a new tree on ``board``; a position that cannot arise is refused with a
        message and the tree kept. Returns True when set."""
        try:
            tree = T.GameTree(board)
        except ValueError as exc:
            self._say(arg(self.tr("This position cannot be used: %1"), str(exc)), True)
            return False
        self.tree = tree
        self.position_edit.setText(to_text(board, 3))
        self.view.hidden.clear()
        self.tree.expand(0)
        self._say("")
        self._start_counts(board)
        self.render()
        self.view.fit()
        return True

    def set_typed_position(self) -> bool:
        """Use the typed position (x, o and .); a bad one is explained."""
        try:
            board = parse_position(self.position_edit.text(), geometry(3, 3, 3))
        except ValueError as exc:
            self._say(arg(self.tr("This position cannot be used: %1"), str(exc)), True)
            return False
        return self.set_board(board)

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
                              "boards to expand them.", "", adding), True)
            return
        self.tree.expand_level()
        self._say("")
        self.render()
        self.view.fit()

    def evaluate_leaves(self) -> None:
        """Give every unexpanded node its value by searching to the end (memoized)."""
        self.tree.evaluate_leaves()
        self.render()

    def _start_counts(self, board: Board) -> None:
        self.counts, self.visited = None, None
        if self.task is not None and self.task.is_running():
            self.task.cancel()
        self.task = BackgroundTask(_analyse(board), self)
        self.task.finished.connect(self._counts_ready)
        self.task.start()

    def _counts_ready(self, result: tuple[Board, T.Counts, set[T.Path]]) -> None:
        board, counts, visited = result
        if board == self.tree.board:
            self.counts, self.visited = counts, visited
            self.render()

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setProperty("role", "error" if error else "")
        self.message.style().polish(self.message)
        self.message.setVisible(bool(text))

    # -- drawing --------------------------------------------------------------------------
    def value_text(self, value: T.Value | None) -> str:
        """A node's value as shown under its board: "X wins in 3" (plies), "draw", "?"."""
        if value is None:
            return "?"
        if value.winner == EMPTY:
            return self.tr("draw")
        if value.plies == 0:
            return self.tr("X won") if value.winner == X else self.tr("O won")
        template = self.tr("X wins in %n", "", value.plies) if value.winner == X else \
            self.tr("O wins in %n", "", value.plies)
        return template

    def render(self) -> None:
        """Redraw the tree and the figures."""
        visited = self.visited if self.cutoff_check.isChecked() else None
        self.view.show_tree(self.tree, visited)
        self.level_button.setEnabled(bool(self.tree.frontier()))
        for row, value in enumerate((None, None, None) if self.counts is None else
                                    (self.counts.minimax, self.counts.alphabeta, self.counts.alphabeta_table)):
            text = self.tr("counting…") if value is None else number(value)
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
            self.table.setItem(row, 0, item)
        self.info.setText(self._info_text())

    def _info_text(self) -> str:
        tree, shown = self.tree, self.view.drawn
        known = sum(1 for n in tree.nodes if n.value is not None)
        lines = [arg(self.tr("Nodes in the tree: %1 (%2 drawn), values known: %3"),
                     number(len(tree.nodes)), number(shown), number(known))]
        if self.visited is not None:
            cut = sum(1 for n in tree.nodes if n.path not in self.visited)
            lines.append(arg(self.tr("Cut off by alpha-beta (greyed): %1"), number(cut)))
        lines.append(self.tr("Under each board: who wins with best play, and in how many plies "
                             "(moves of either player); ? = not known yet."))
        lines.append(self.tr("Thick green lines: the move minimax chooses. Yellow cell: the last move. "
                             "Click a board to expand or fold it."))
        lines.append(self.tr("Counts: every position a search visits, the top one included; games "
                             "stop at a win or a full board; moves are tried cell by cell."))
        return "<p>" + "</p><p>".join(lines) + "</p>"

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.task is not None and self.task.is_running():
            self.task.cancel()
        super().closeEvent(event)


def open_tree_viewer(parent: QWidget | None = None, board: Board | None = None) -> TreeViewerWindow:
    """Open a minimax tree viewer window (non-modal) for the tic-tac-toe page and the
    lessons.

    Args:
        parent: the window it belongs to (it closes with it).
        board: a 3x3 position (9 cells, 0 empty / 1 X / 2 O, X moved first); ``None``, another
            size or a position that cannot arise with X first gives the empty board (the
            last with a message).

    Returns:
        The window, shown and raised.
    """
    window = TreeViewerWindow(parent, None if board is None else tuple(board))
    window.setAttribute(Qt.WA_DeleteOnClose)
    window.show()
    window.raise_()
    return window
