"""The painted, animated 15-puzzle board (Qt). It only shows a board, with a legend of the
tile colours under it, and reports clicks and arrow keys; the rules live in ``board.py``.
The result of a solved puzzle is shown by the window's shared result overlay."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from boardgames.games.fifteen.board import DOWN, LEFT, RIGHT, UP, Board

BACKGROUND = QColor("#1d2b3a")
TILE = QColor("#e08a2e")
TILE_HOME = QColor("#4f7fb0")   # a tile standing on its goal cell
TILE_TEXT = QColor("#ffffff")
HINT = QColor("#ffe15c")
PREVIEW = QColor("#7d8a98")     # tiles of a position the search is looking at

_ARROWS = {Qt.Key_Up: UP, Qt.Key_Down: DOWN, Qt.Key_Left: LEFT, Qt.Key_Right: RIGHT}


class PuzzleBoardWidget(QWidget):
    """Draws a rows x cols board and animates tiles sliding.

    Signals:
        cell_clicked(int): a cell (row-major index) was clicked.
        arrow_pressed(str): an arrow key was pressed; the value is the move name (the arrow's
            direction is the direction the tile slides).
    """

    cell_clicked = Signal(int)
    arrow_pressed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("fifteenBoard")
        self.setFocusPolicy(Qt.StrongFocus)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(240, 240)
        self.rows, self.cols = 4, 4
        self.board: Board = tuple(range(1, 16)) + (0,)
        self._from: dict[int, int] = {}
        self._progress = 1.0
        self.highlight: set[int] = set()
        self.duration_ms = 140
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.OutCubic)
        self._animation.valueChanged.connect(self._on_animation)
        self.preview: Board | None = None
        self.show_legend = True
        self.setAccessibleName(self.tr("15-puzzle board"))

    # -- state ------------------------------------------------------------------------
    def set_board(self, board: Board, rows: int, cols: int, animate: bool = False) -> None:
        """Show ``board`` (a tuple of rows*cols ints, 0 = blank); with ``animate`` the tiles
        that changed cell slide from their old place."""
        same_shape = (rows, cols) == (self.rows, self.cols) and len(board) == len(self.board)
        if animate and same_shape and self.duration_ms > 0:
            old_place = {tile: i for i, tile in enumerate(self.board)}
            self._from = {tile: old_place[tile] for i, tile in enumerate(board)
                          if tile and old_place.get(tile, i) != i}
            self._animation.stop()
            self._animation.setDuration(self.duration_ms)
            self._progress = 0.0
            self.board, self.rows, self.cols = board, rows, cols
            self._animation.start()
        else:
            self._animation.stop()
            self._from, self._progress = {}, 1.0
            self.board, self.rows, self.cols = board, rows, cols
        self.update()

    def set_preview(self, board: Board | None) -> None:
        """Draw ``board`` greyed instead of the real one (the node a search is expanding),
        or go back to the real board with ``None``."""
        self.preview = tuple(board) if board is not None and len(board) == len(self.board) else None
        self.update()

    def is_animating(self) -> bool:
        """True while tiles are sliding."""
        return self._animation.state() == QVariantAnimation.Running

    def set_highlight(self, cells) -> None:
        """Outline these cells (row-major indices), e.g. the tile a hint suggests."""
        self.highlight = set(cells)
        self.update()

    def _on_animation(self, value) -> None:
        self._progress = float(value)
        if self._progress >= 1.0:
            self._from = {}
        self.update()

    # -- geometry ---------------------------------------------------------------------
    def _layout(self) -> tuple[float, float, float, float]:
        """(left, top, cell size, gap) of the grid inside the widget."""
        margin = 12.0
        legend = self.legend_height()
        w, h = self.width() - 2 * margin, self.height() - 2 * margin - legend
        cell = min(w / self.cols, h / self.rows)
        left = (self.width() - cell * self.cols) / 2
        top = (self.height() - legend - cell * self.rows) / 2
        return left, top, cell, max(2.0, cell * 0.05)

    def legend_height(self) -> float:
        """Pixels kept under the grid for the legend of the tile colours (0 without it)."""
        return max(26.0, min(self.width(), self.height()) * 0.06) if self.show_legend else 0.0

    def cell_rect(self, index: int) -> QRectF:
        """The rectangle of cell ``index`` (row-major) in widget coordinates."""
        left, top, cell, gap = self._layout()
        r, c = divmod(index, self.cols)
        return QRectF(left + c * cell + gap / 2, top + r * cell + gap / 2, cell - gap, cell - gap)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under ``point``, or None outside the grid."""
        left, top, cell, _ = self._layout()
        c = int((point.x() - left) // cell)
        r = int((point.y() - top) // cell)
        if 0 <= r < self.rows and 0 <= c < self.cols:
            return r * self.cols + c
        return None

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(560, 560)

    # -- events -----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.LeftButton:
            cell = self.cell_at(event.position())
            if cell is not None:
                self.cell_clicked.emit(cell)
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        move = _ARROWS.get(event.key())
        if move and event.modifiers() in (Qt.NoModifier, Qt.KeypadModifier):
            self.arrow_pressed.emit(move)
            return
        super().keyPressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        left, top, cell, gap = self._layout()
        frame = QRectF(left - gap, top - gap, cell * self.cols + 2 * gap, cell * self.rows + 2 * gap)
        painter.setPen(Qt.NoPen)
        painter.setBrush(BACKGROUND)
        painter.drawRoundedRect(frame, cell * 0.12, cell * 0.12)
        font = QFont(self.font())
        digits = len(str(len(self.board) - 1))
        font.setPixelSize(max(8, int(cell * (0.46 if digits < 2 else 0.40))))
        font.setBold(True)
        painter.setFont(font)
        radius = cell * 0.12
        shown = self.preview if self.preview is not None else self.board
        for index, tile in enumerate(shown):
            if tile == 0:
                continue
            rect = self.cell_rect(index)
            if self.preview is None and tile in self._from and self._progress < 1.0:
                start = self.cell_rect(self._from[tile])
                t = self._progress
                rect = QRectF(start.x() + (rect.x() - start.x()) * t,
                              start.y() + (rect.y() - start.y()) * t, rect.width(), rect.height())
            path = QPainterPath()
            path.addRoundedRect(rect, radius, radius)
            colour = TILE_HOME if tile == index + 1 else TILE
            painter.fillPath(path, PREVIEW if self.preview is not None else colour)
            if index in self.highlight:
                painter.setPen(QPen(HINT, max(3.0, cell * 0.06)))
                painter.drawPath(path)
            painter.setPen(TILE_TEXT)
            painter.drawText(rect, Qt.AlignCenter, str(tile))
        if self.show_legend:
            self._paint_legend(painter)
        painter.end()

    def _paint_legend(self, painter: QPainter) -> None:
        """Under the grid: a blue swatch "in its place", an orange one "not yet"."""
        height = self.legend_height()
        font = QFont(self.font())
        font.setPixelSize(max(11, int(height * 0.5)))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        items = ((TILE_HOME, self.tr("in its place")), (TILE, self.tr("not in its place yet")))
        swatch, gap = height * 0.55, height * 0.3
        widths = [swatch + gap + metrics.horizontalAdvance(text) for _, text in items]
        x = (self.width() - sum(widths) - 2 * height) / 2
        y = self.height() - height - 6
        for (colour, text), width in zip(items, widths, strict=True):
            painter.setPen(Qt.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(x, y + (height - swatch) / 2, swatch, swatch), 4, 4)
            painter.setPen(BACKGROUND)
            painter.drawText(QRectF(x + swatch + gap, y, width, height), Qt.AlignLeft | Qt.AlignVCenter, text)
            x += width + 2 * height
