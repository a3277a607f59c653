"""Drawing of the minimax tree viewer (Qt): mini boards in a zoomable, scrollable scene,
values under them, the minimax choices drawn thick, alpha-beta cut-offs greyed; a click
on a board emits its node id."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QWidget

from boardgames.app.zoom_view import ZoomableView
from boardgames.games.tictactoe.board import EMPTY, O, X
from boardgames.games.tictactoe.search.tree import GameTree, TreeNode, Value, is_best_child, tree_layout

SIDE = 66.0      # a mini board, in scene units
GAP_X = 28.0
GAP_Y = 64.0     # room for the value label and the lines
MIN_FIT_SCALE = 0.75  # "Fit" never shrinks the boards below this
MARK_COLOURS = {X: "#1f5fa8", O: "#b3261e"}
#: Board tints by winner (root-independent: blue for X, red for O, grey for a draw).
VALUE_FILLS = {X: "#d9e8fa", O: "#fadcdc", EMPTY: "#e6e9ed"}


class NodeItem(QGraphicsItem):
    """One node: its board (the last move on a yellow cell), its value below."""

    def __init__(self, node: TreeNode, text: str, cut: bool, clicked: Callable[[int], None]):
        super().__init__()
        self.node, self.text, self.cut, self._clicked = node, text, cut, clicked
        self.setCursor(Qt.PointingHandCursor)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        if cut:
            self.setOpacity(0.35)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-8, -2, SIDE + 16, SIDE + 26)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        value = self.node.value
        fill = "#ffffff" if value is None else VALUE_FILLS[value.winner]
        pen = QPen(QColor("#1d2b3a"), 2.0)
        if self.cut:
            pen.setStyle(Qt.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(QRectF(0, 0, SIDE, SIDE), 6, 6)
        self._paint_cells(painter)
        font = QFont()
        font.setPixelSize(13)
        font.setBold(value is not None)
        painter.setFont(font)
        painter.setPen(QColor("#1d2b3a"))
        painter.drawText(QRectF(-8, SIDE + 2, SIDE + 16, 20), Qt.AlignCenter, self.text)

    def _paint_cells(self, painter: QPainter) -> None:
        cell = SIDE / 3
        painter.setPen(QPen(QColor("#8a95a1"), 1))
        for i in (1, 2):
            painter.drawLine(int(i * cell), 4, int(i * cell), int(SIDE - 4))
            painter.drawLine(4, int(i * cell), int(SIDE - 4), int(i * cell))
        font = QFont()
        font.setPixelSize(int(cell * 0.8))
        font.setBold(True)
        painter.setFont(font)
        for index, mark in enumerate(self.node.board):
            r, c = divmod(index, 3)
            rect = QRectF(c * cell, r * cell, cell, cell)
            if index == self.node.move:
                painter.fillRect(rect.adjusted(2, 2, -2, -2), QColor("#ffe58a"))
            if mark != EMPTY:
                painter.setPen(QColor(MARK_COLOURS[mark]))
                painter.drawText(rect, Qt.AlignCenter, "x" if mark == X else "o")

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self._clicked(self.node.id)
        event.accept()


class GameTreeView(ZoomableView):
    """The visible part of a :class:`GameTree` (the children of :attr:`hidden` nodes are
    folded away). Ctrl + wheel zooms; the scroll bars (or dragging the background) pan.

    Signals:
        node_clicked(int): a node's board was clicked.
    """

    node_clicked = Signal(int)

    def __init__(self, value_text: Callable[[Value | None], str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setAlignment(Qt.AlignTop | Qt.AlignHCenter)
        self.value_text = value_text
        self.hidden: set[int] = set()
        self.drawn = 0

    def show_tree(self, tree: GameTree, visited: set[tuple[int, ...]] | None) -> None:
        """Redraw ``tree``; with ``visited`` (paths alpha-beta visits) the others are greyed."""
        scene = self.scene()
        scene.clear()
        places = tree_layout(tree, self.hidden)
        self.drawn = len(places)
        for node_id, place in places.items():
            node = tree.nodes[node_id]
            if node.parent >= 0:
                self._edge(places[node.parent], place, is_best_child(tree, node_id))
        for node_id, (column, depth) in places.items():
            node = tree.nodes[node_id]
            cut = visited is not None and node.path not in visited
            item = NodeItem(node, self.value_text(node.value), cut, self.node_clicked.emit)
            item.setPos(column * (SIDE + GAP_X), depth * (SIDE + GAP_Y))
            scene.addItem(item)
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-16, -16, 16, 16))

    def _edge(self, parent: tuple[float, int], child: tuple[float, int], best: bool) -> None:
        px = parent[0] * (SIDE + GAP_X) + SIDE / 2
        py = parent[1] * (SIDE + GAP_Y) + SIDE + 22
        cx = child[0] * (SIDE + GAP_X) + SIDE / 2
        cy = child[1] * (SIDE + GAP_Y) - 2
        pen = QPen(QColor("#14602a" if best else "#a3acb5"), 3.5 if best else 1.2)
        self.scene().addLine(px, py, cx, cy, pen)

    def fit(self) -> None:
        """Fit the whole tree, but never below a scale where the boards stay readable on a
        projector (then the scroll bars reach the rest; the top stays in view)."""
        self.resetTransform()
        rect, view = self.sceneRect(), self.viewport().rect()
        scale = min(view.width() / max(rect.width(), 1), view.height() / max(rect.height(), 1), 1.3)
        scale = max(scale, MIN_FIT_SCALE)
        self.scale(scale, scale)
        self.centerOn(rect.center().x(), rect.top() + min(rect.height(), view.height() / scale) / 2)
