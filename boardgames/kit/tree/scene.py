"""Drawing of the game-tree viewer (Qt): the positions as small pictures by the game's
painter in a zoomable, scrollable scene, values under them, the minimax choices drawn
thick, alpha-beta's cut-offs greyed; a click on a position emits its node id."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget

from boardgames.core.minimax_tree import GameTree, TreeNode, Value, is_best_child, tree_layout
from boardgames.kit import theme
from boardgames.kit.board import thumbnail
from boardgames.kit.painter import Look, Painter
from boardgames.kit.zoom_view import ZoomableView

SIDE = 84.0      # a position's picture, in scene units (pixels at zoom 1)
GAP_X = 44.0     # between two columns: room for a two-line value label
#: "Fit" shrinks the tree to no less than this (the 9 first moves of tic-tac-toe fit a
#: 1024x768 window at about 0.56); a wider tree scrolls, its top in view. The value
#: labels are then drawn larger in the scene, so on the screen they stay the body
#: text's size.
MIN_FIT_SCALE = 0.5
MAX_FIT_SCALE = 1.3  # nor does it blow a small tree up more than this
DRAW_FILL = QColor("#e6e9ed")


def value_fill(painter: Painter, value: Value | None) -> QColor:
    """The tint behind a position: the winner's colour, light; grey for a draw; white
    while the value is unknown."""
    if value is None:
        return QColor("#ffffff")
    if value.winner is None:
        return DRAW_FILL
    fill = painter.seat_colour(value.winner)[0]
    return QColor.fromRgbF(0.78 + 0.22 * fill.redF(), 0.78 + 0.22 * fill.greenF(), 0.78 + 0.22 * fill.blueF())


def label_font(scale: float = 1.0) -> QFont:
    """The value labels' font: the app's body text (it follows the app's zoom), so at
    the tree's zoom ``scale`` a label reads as well as the rest of the window (below 1
    its size in the scene is larger by 1 / ``scale``)."""
    font = QFont(QApplication.font())
    body = max(12, QFontInfo(QApplication.font()).pixelSize())
    font.setPixelSize(math.ceil(body / scale - 1e-6) if scale < 1 else body)
    return font


def label_height(font: QFont) -> float:
    """Room under a picture for a value label of up to two lines, in scene units."""
    return 2 * QFontInfo(font).pixelSize() * 1.3 + 6


class NodeItem(QGraphicsItem):
    """One position: its picture (the move that led to it marked), its value below in
    the body text's size, wrapped onto a second line when long ("победа X за 3").

    ``picture`` gives the position's picture; it is asked for only when the item is
    first painted, so a level of hundreds of new positions appears at once and only
    those scrolled into view are drawn."""

    def __init__(self, node: TreeNode, picture: Callable[[TreeNode], QPixmap], fill: QColor,
                 text: str, cut: bool, clicked: Callable[[int], None], font: QFont,
                 label_h: float):
        super().__init__()
        self.node, self.picture, self.fill, self.text, self.cut = node, picture, fill, text, cut
        self.font = QFont(font)
        self.font.setBold(node.value is not None)
        self.label = QRectF(-GAP_X / 2 + 2, SIDE + 3, SIDE + GAP_X - 4, label_h)
        self._clicked = clicked
        self.setCursor(Qt.PointingHandCursor)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        if cut:
            self.setOpacity(0.35)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-GAP_X / 2, -2, SIDE + GAP_X, SIDE + 4 + self.label.height())

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        ink = theme.current().colour("ink")  # the frame and the value, on the view's paper
        pen = QPen(ink, 2.0)
        if self.cut:
            pen.setStyle(Qt.DashLine)
        painter.setPen(pen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(0, 0, SIDE, SIDE), 6, 6)
        inset = QRectF(5, 5, SIDE - 10, SIDE - 10)
        picture = self.picture(self.node)
        painter.drawPixmap(inset, picture, QRectF(picture.rect()))
        painter.setFont(self.font)
        painter.setPen(ink)
        painter.drawText(self.label, Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap, self.text)

    def mousePressEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        self._clicked(self.node.id)
        event.accept()  # type: ignore[attr-defined]


class GameTreeView(ZoomableView):
    """The visible part of a :class:`GameTree` (the children of :attr:`hidden` nodes are
    folded away). Ctrl + wheel zooms; the scroll bars (or dragging the background) pan.

    Args:
        value_text: a node's value in words (under its picture).

    Signals:
        node_clicked(int): a position was clicked.
    """

    node_clicked = Signal(int)

    def __init__(self, value_text: Callable[[Value | None], str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setAlignment(Qt.AlignTop | Qt.AlignHCenter)
        self.value_text = value_text
        self.hidden: set[int] = set()
        self.drawn = 0
        self.painter: Painter | None = None
        self._pictures: dict[int, QPixmap] = {}
        self._shown: tuple[GameTree, set[tuple[object, ...]] | None] | None = None
        self._fitted = False  # shown as "Fit" made it: a new size of the view fits again
        self._refitting = False
        self._take_font()

    def new_tree(self, painter: Painter) -> None:
        """A new tree is shown, drawn with ``painter``: forget the folds and pictures."""
        self.painter = painter
        self._take_font()  # the app's zoom may have changed since
        self.hidden.clear()
        self._pictures.clear()

    def _take_font(self, scale: float = 1.0) -> bool:
        """The labels' font as the app's body text is now at the tree's zoom ``scale``
        (see :meth:`_label_font`), the room it needs under a picture, and the gap between
        two levels (the label, then room for the lines). True when the room changed."""
        self.font = self._label_font(scale)  # (hides QWidget.font: the labels', not the view's)
        self.label_h, was = label_height(self.font), getattr(self, "label_h", None)
        self.gap_y = self.label_h + 40
        return was != self.label_h

    def _label_font(self, scale: float) -> QFont:
        """:func:`label_font` at ``scale``, made smaller (not below its size at scale 1)
        when a word of a label shown would not fit its column: labels never run into
        their neighbours'."""
        font = label_font(scale)
        if scale >= 1 or self._shown is None:
            return font
        bold = QFont(font)
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        texts = {self.value_text(node.value) for node in self._shown[0].nodes}
        widest = max((metrics.horizontalAdvance(word) for text in texts for word in text.split(" ")), default=0)
        room = SIDE + GAP_X - 8
        if widest > room:
            font.setPixelSize(max(label_font().pixelSize(), int(font.pixelSize() * room / widest)))
        return font

    @property
    def pictures_drawn(self) -> int:
        """How many positions' pictures have been drawn since the tree was shown (only
        those that came into view)."""
        return len(self._pictures)

    def _picture(self, node: TreeNode) -> QPixmap:
        if node.id not in self._pictures:
            assert self.painter is not None
            look = Look(last_move=node.move, thumbnail=True)
            self._pictures[node.id] = thumbnail(self.painter, node.state, int(2 * (SIDE - 10)), look)
        return self._pictures[node.id]

    def show_tree(self, tree: GameTree, visited: set[tuple[object, ...]] | None) -> None:
        """Redraw ``tree``; with ``visited`` (paths alpha-beta visits) the others are greyed."""
        assert self.painter is not None
        self._shown = (tree, visited)
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
            item = NodeItem(node, self._picture, value_fill(self.painter, node.value),
                            self.value_text(node.value), cut, self.node_clicked.emit, self.font,
                            self.label_h)
            item.setPos(column * (SIDE + GAP_X), depth * (SIDE + self.gap_y))
            scene.addItem(item)
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-16, -16, 16, 16))

    def _edge(self, parent: tuple[float, int], child: tuple[float, int], best: bool) -> None:
        px = parent[0] * (SIDE + GAP_X) + SIDE / 2
        py = parent[1] * (SIDE + self.gap_y) + SIDE + 4 + self.label_h
        cx = child[0] * (SIDE + GAP_X) + SIDE / 2
        cy = child[1] * (SIDE + self.gap_y) - 2
        pen = QPen(QColor(theme.current().status["path"][1] if best else theme.current().tree_edge),
                   3.5 if best else 1.2)
        self.scene().addLine(px, py, cx, cy, pen)

    def fit(self) -> None:
        """Scale the whole tree as drawn into the view (``fitInView``, keeping its
        proportions), between :data:`MIN_FIT_SCALE` and :data:`MAX_FIT_SCALE`: a tree
        wider than that scrolls, its top in view. The labels are redrawn to read at the
        body text's size at that scale. The view fits again when its size changes, until
        the tree is zoomed by hand."""
        scale = self._fit_scale()
        if self._shown is not None and self._take_font(scale):
            self.show_tree(*self._shown)  # taller labels: the levels' gap grows
            scale = self._fit_scale()
        self.resetTransform()
        self.scale(scale, scale)
        rect, view = self.sceneRect(), self.viewport().rect()
        self.centerOn(rect.center().x(), rect.top() + min(rect.height(), view.height() / scale) / 2)
        self._fitted = True

    def _fit_scale(self) -> float:
        rect, view = self.sceneRect(), self.viewport().rect()
        scale = min(view.width() / max(rect.width(), 1), view.height() / max(rect.height(), 1))
        return max(MIN_FIT_SCALE, min(scale, MAX_FIT_SCALE))

    def zoom(self, factor: float) -> None:
        """Zoom by ``factor``; the view stays at that zoom when its size changes."""
        self._fitted = False
        super().zoom(factor)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """A fitted tree (as the window opens, after "Fit") fits the new size too."""
        super().resizeEvent(event)
        if self._fitted and self._shown is not None and not self._refitting:
            self._refitting = True  # (scroll bars coming or going resize it again)
            try:
                self.fit()
            finally:
                self._refitting = False
