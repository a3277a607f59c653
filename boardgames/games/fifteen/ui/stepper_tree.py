"""Drawing for the search stepper (Qt): small boards coloured by node status, and the
search tree drawn down to a chosen depth in a zoomable, scrollable view."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from boardgames.games.fifteen.search import stepper as S
from boardgames.kit.zoom_view import ZoomableView

#: Fill and border colours by node status (high contrast on a projector).
STATUS_COLOURS: dict[str, tuple[str, str]] = {
    S.CURRENT: ("#ffd28a", "#b35c00"),
    S.OPEN: ("#d3e6fb", "#2f6fb2"),
    S.CLOSED: ("#d7dbe0", "#56606b"),
    S.PATH: ("#cdeed5", "#14602a"),
    S.PRUNED: ("#ffffff", "#a0a8b0"),
    S.DROPPED: ("#ffffff", "#c0c6cc"),
}

#: Colours of the open list's thumbnails.
THUMB_STATUS = S.OPEN

NODE = 64.0       # side of a node's board, in scene units
GAP_X = 16.0      # between two columns
GAP_Y = 56.0      # between two levels (room for the f label)


def paint_board(painter: QPainter, rect: QRectF, board: tuple[int, ...], cols: int,
                status: str, font_px: float) -> None:
    """Paint ``board`` in ``rect``: a rounded frame in the status colours, tile numbers in
    a grid, the blank left empty."""
    fill, border = STATUS_COLOURS.get(status, STATUS_COLOURS[S.OPEN])
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    width = 3.0 if status in (S.CURRENT, S.PATH) else 2.0
    pen = QPen(QColor(border), width)
    if status in (S.PRUNED, S.DROPPED):
        pen.setStyle(Qt.DashLine)
    painter.setPen(pen)
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
    rows = len(board) // cols
    cell_w, cell_h = rect.width() / cols, rect.height() / rows
    font = QFont()
    font.setPixelSize(max(6, int(font_px)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#8a939c" if status in (S.PRUNED, S.DROPPED) else "#1d2b3a"))
    for i, tile in enumerate(board):
        if tile:
            r, c = divmod(i, cols)
            cell = QRectF(rect.left() + c * cell_w, rect.top() + r * cell_h, cell_w, cell_h)
            painter.drawText(cell, Qt.AlignCenter, str(tile))
    painter.restore()


def board_pixmap(board: tuple[int, ...], cols: int, status: str, side: int) -> QPixmap:
    """A ``side`` x ``side`` picture of ``board`` (table thumbnails)."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    paint_board(painter, QRectF(1, 1, side - 2, side - 2), board, cols, status, side / 4.2)
    painter.end()
    return pixmap


class BoardPicture(QWidget):
    """One board drawn large (the current node)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.board: tuple[int, ...] = ()
        self.cols = 3
        self.status = S.CURRENT
        self.setMinimumSize(150, 150)

    def show_board(self, board: tuple[int, ...], status: str) -> None:
        """Draw ``board`` with the colours of ``status``."""
        self.board, self.status = board, status
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if not self.board:
            return
        side = min(self.width(), self.height()) - 4
        rect = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        painter = QPainter(self)
        paint_board(painter, rect, self.board, self.cols, self.status, side / 4.5)
        painter.end()


class TreeView(ZoomableView):
    """The search tree down to :attr:`max_depth`: one small board per node, f = g + h
    under it, lines to the parent; Ctrl + wheel zooms, the scroll bars pan."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
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
            node = model.nodes[node_id]
            if node.parent >= 0 and node.parent in places:
                self._edge(places[node.parent], (column, depth), statuses[node_id])
        for node_id, (column, depth) in places.items():
            self._node(model.nodes[node_id], column, depth, statuses[node_id], model.cols)
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
        self._frame(places.get(model.current))

    @staticmethod
    def _centre(column: float, depth: int) -> tuple[float, float]:
        return column * (NODE + GAP_X) + NODE / 2, depth * (NODE + GAP_Y)

    def _edge(self, parent: tuple[float, int], child: tuple[float, int], status: str) -> None:
        px, py = self._centre(*parent)
        cx, cy = self._centre(*child)
        colour = STATUS_COLOURS[S.PATH][1] if status == S.PATH else "#9aa4ae"
        pen = QPen(QColor(colour), 3 if status == S.PATH else 1.5)
        self.scene().addLine(px, py + NODE + 20, cx, cy - 2, pen)

    def _node(self, node: S.SearchNode, column: float, depth: int, status: str, cols: int) -> None:
        x, y = self._centre(column, depth)
        rect = QRectF(x - NODE / 2, y, NODE, NODE)
        pixmap = QPixmap(int(NODE) + 4, int(NODE) + 4)
        pixmap.fill(Qt.transparent)
        painter = QPainter(pixmap)
        paint_board(painter, QRectF(2, 2, NODE, NODE), node.board, cols, status, NODE / 4.2)
        painter.end()
        item = self.scene().addPixmap(pixmap)
        item.setPos(rect.left() - 2, rect.top() - 2)
        item.setToolTip(f"g = {node.g}, h = {node.h}, f = {node.f}")
        label = self.scene().addSimpleText(f"{node.g}+{node.h}={node.f}")
        font = QFont()
        font.setPixelSize(13)
        label.setFont(font)
        label.setBrush(QColor("#1d2b3a"))
        width = label.boundingRect().width()
        label.setPos(x - width / 2, y + NODE + 2)

    def _frame(self, current: tuple[float, int] | None) -> None:
        """Fit the whole tree when it is small enough to read, else keep a readable scale
        and scroll to the current node."""
        self.resetTransform()
        rect = self.sceneRect()
        view = self.viewport().rect()
        scale = min(view.width() / max(rect.width(), 1), view.height() / max(rect.height(), 1), 1.0)
        self.scale(max(scale, 0.55), max(scale, 0.55))
        if current is not None:
            x, y = self._centre(*current)
            self.centerOn(x, y + NODE / 2)
