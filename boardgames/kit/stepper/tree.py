"""Drawing of the search stepper (Qt): positions drawn by the game's painter in a frame
coloured by node status, one large (the current node), and the search tree down to a
chosen depth in a zoomable, scrollable view."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from boardgames.core.search import stepper as S
from boardgames.core.search.steps import Node
from boardgames.kit import theme
from boardgames.kit.board import thumbnail
from boardgames.kit.painter import Painter
from boardgames.kit.tree.scene import label_font
from boardgames.kit.zoom_view import ZoomableView


def status_colours() -> dict[str, tuple[str, str]]:
    """Fill and border colours by node status (:data:`S.CURRENT`, :data:`S.OPEN`...) in
    the theme in use (:mod:`boardgames.kit.theme`)."""
    return theme.current().status


NODE = 80.0       # side of a node's picture, in scene units (pixels at zoom 1)
GAP_X = 24.0      # between two columns
GAP_Y = 64.0      # between two levels (room for the f label)
MIN_SCALE = 1.0   # the tree is never drawn smaller: it scrolls instead


def framed(painter: Painter, state: Any, status: str, side: int) -> QPixmap:
    """A ``side`` x ``side`` picture of ``state`` by the game's ``painter`` inside a
    rounded frame in the colours of ``status`` (dashed and faded when pruned or dropped)."""
    colours = status_colours()
    fill, border = colours.get(status, colours[S.OPEN])
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    width = 4.0 if status in (S.CURRENT, S.PATH) else 3.0
    pen = QPen(QColor(border), width)
    faded = status in (S.PRUNED, S.DROPPED)
    if faded:
        pen.setStyle(Qt.DashLine)
    p.setPen(pen)
    p.setBrush(QColor(fill))
    outer = QRectF(width / 2, width / 2, side - width, side - width)
    p.drawRoundedRect(outer, side * 0.08, side * 0.08)
    inset = max(4, int(side * 0.07))  # just inside the frame: the picture as large as it fits
    picture = thumbnail(painter, state, side - 2 * inset)
    if faded:
        p.setOpacity(0.45)
    p.drawPixmap(inset, inset, picture)
    p.end()
    return pixmap


class StatePicture(QWidget):
    """One position drawn large (the current node)."""

    def __init__(self, painter: Painter, parent: QWidget | None = None):
        super().__init__(parent)
        self.painter = painter
        self.state: Any = None
        self.status = S.CURRENT
        self.setMinimumSize(120, 120)

    def show_state(self, state: Any, status: str) -> None:
        """Draw ``state`` with the colours of ``status``."""
        self.state, self.status = state, status
        self.update()

    def paintEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        if self.state is None:
            return
        side = max(16, min(self.width(), self.height()) - 4)
        p = QPainter(self)
        p.drawPixmap((self.width() - side) // 2, (self.height() - side) // 2,
                     framed(self.painter, self.state, self.status, side))
        p.end()


class TreeView(ZoomableView):
    """The search tree down to :attr:`max_depth`: one small picture per node, g + h = f
    under it, lines to the parent; Ctrl + wheel zooms, the scroll bars pan."""

    def __init__(self, painter: Painter, parent: QWidget | None = None):
        super().__init__(parent)
        self.painter = painter
        self.max_depth = 5
        self.drawn = 0

    def show_tree(self, model: S.SearchStepper) -> None:
        """Redraw the tree of ``model`` (nodes deeper than :attr:`max_depth` are left
        out, except those on the way to the current node or the goal; :attr:`drawn` counts
        the nodes drawn)."""
        scene = self.scene()
        scene.clear()
        branch = {n.id for n in model.branch(model.found if model.found >= 0 else model.current)}
        places = S.tree_layout(model.nodes, self.max_depth, branch)
        statuses = model.statuses()
        self.drawn = len(places)
        for node_id, (column, depth) in places.items():
            parent = model.nodes[node_id].parent_id
            if parent >= 0 and parent in places:
                self._edge(places[parent], (column, depth), statuses[node_id])
        for node_id, (column, depth) in places.items():
            self._node(model.nodes[node_id], column, depth, statuses[node_id])
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
        self._frame(places.get(model.current))

    @staticmethod
    def _centre(column: float, depth: int) -> tuple[float, float]:
        return column * (NODE + GAP_X) + NODE / 2, depth * (NODE + GAP_Y)

    def _edge(self, parent: tuple[float, int], child: tuple[float, int], status: str) -> None:
        px, py = self._centre(*parent)
        cx, cy = self._centre(*child)
        colour = status_colours()[S.PATH][1] if status == S.PATH else theme.current().tree_edge
        pen = QPen(QColor(colour), 3 if status == S.PATH else 1.5)
        self.scene().addLine(px, py + NODE + 20, cx, cy - 2, pen)

    def _node(self, node: Node, column: float, depth: int, status: str) -> None:
        x, y = self._centre(column, depth)
        item = self.scene().addPixmap(framed(self.painter, node.state, status, int(NODE)))
        item.setPos(x - NODE / 2, y)
        item.setToolTip(f"g = {node.g}, h = {node.h}, f = {node.f}")
        label = self.scene().addSimpleText(f"{node.g}+{node.h}={node.f}")
        label.setFont(label_font())  # the body text's size, as the game-tree viewer's
        label.setBrush(theme.current().colour("ink"))  # on the view's paper
        width = label.boundingRect().width()
        label.setPos(x - width / 2, y + NODE + 2)

    def _frame(self, current: tuple[float, int] | None) -> None:
        """Fit the whole tree when it is small enough to read, else keep a readable scale
        and scroll to the current node."""
        self.resetTransform()
        rect = self.sceneRect()
        view = self.viewport().rect()
        scale = min(view.width() / max(rect.width(), 1), view.height() / max(rect.height(), 1), 1.0)
        self.scale(max(scale, MIN_SCALE), max(scale, MIN_SCALE))
        if current is not None:
            x, y = self._centre(*current)
            self.centerOn(x, y + NODE / 2)
