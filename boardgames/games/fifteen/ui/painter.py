"""The 15-puzzle painter: the sliding tiles on the game page (Qt).

Tiles are rounded squares, blue on their own cell and orange elsewhere (a legend under the
board says so), the blank a gap in a dark frame; a move slides the tiles that changed
place; Hint outlines the tile to slide; a position the search is looking at is drawn grey.
A click on any tile in the blank's row or column slides the whole run towards the blank;
the arrow keys slide the tile beside the blank that way (Up: the tile below the gap moves
up into it), and a dashed ring round the board shows that the keys are in use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.ui import texts
from boardgames.kit import theme
from boardgames.kit.painter import Look, Painter, cell_words

#: The share of the drawing's height kept under the board for the legend.
LEGEND = 0.09
_ARROWS = {Qt.Key_Up: B.UP, Qt.Key_Down: B.DOWN, Qt.Key_Left: B.LEFT, Qt.Key_Right: B.RIGHT}


class FifteenPainter(Painter):
    """Draws a :class:`~boardgames.games.fifteen.rules.SlidingPuzzle`'s boards in the
    theme's colours (frame, tiles in and out of place, numbers, focus ring, hint)."""

    def aspect(self, state: Any) -> float:
        return self.game.cols / (self.game.rows / (1 - LEGEND))

    def board_rect(self, rect: QRectF, legend: bool = True) -> QRectF:
        """Where the board goes in ``rect`` (the legend's strip below it when asked), with
        room for its frame."""
        height = rect.height() * (1 - LEGEND) if legend else rect.height()
        cell = min(rect.width() / (self.game.cols + 0.2), height / (self.game.rows + 0.2))
        width, tall = cell * self.game.cols, cell * self.game.rows
        return QRectF(rect.center().x() - width / 2, rect.top() + (height - tall) / 2, width, tall)

    def cell_rect(self, board: QRectF, index: int) -> QRectF:
        """Cell ``index`` (row-major) of the board drawn in ``board``."""
        cell = board.width() / self.game.cols
        gap = max(2.0, cell * 0.05)
        row, col = divmod(index, self.game.cols)
        return QRectF(board.left() + col * cell + gap / 2, board.top() + row * cell + gap / 2,
                      cell - gap, cell - gap)

    def paint(self, p: QPainter, rect: QRectF, state: Any, look: Look) -> None:
        board = self.board_rect(rect, legend=not look.thumbnail)
        cell = board.width() / self.game.cols
        colours = theme.current()
        p.setPen(Qt.NoPen)
        p.setBrush(colours.colour("frame"))
        gap = max(2.0, cell * 0.05)
        p.drawRoundedRect(board.adjusted(-gap, -gap, gap, gap), cell * 0.12, cell * 0.12)
        if look.focused and not look.thumbnail:  # the keys are in use: a ring round the board
            width = max(3.0, cell * 0.05)
            p.setPen(QPen(colours.colour("focus"), width, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            ring = gap + width
            p.drawRoundedRect(board.adjusted(-ring, -ring, ring, ring), cell * 0.14, cell * 0.14)
            p.setPen(Qt.NoPen)
        font = QFont(p.font())
        font.setPixelSize(max(7, int(cell * (0.46 if len(state) < 10 else 0.40))))
        font.setBold(True)
        p.setFont(font)
        hinted = self._hinted(state, look)
        before = {tile: i for i, tile in enumerate(look.before)} if look.before is not None else {}
        for index, tile in enumerate(state):
            if tile:
                box = self._moving(board, index, before.get(tile, index), look.progress)
                self._paint_tile(p, box, tile, index, look, index == hinted)
        if not look.thumbnail:
            self._paint_legend(p, rect, board)

    def _moving(self, board: QRectF, index: int, was: int, progress: float) -> QRectF:
        box = self.cell_rect(board, index)
        if was == index or progress >= 1.0:
            return box
        start = self.cell_rect(board, was)
        return QRectF(start.x() + (box.x() - start.x()) * progress,
                      start.y() + (box.y() - start.y()) * progress, box.width(), box.height())

    def _hinted(self, state: Any, look: Look) -> int | None:
        if look.hint is None:
            return None
        return state.index(B.moved_tile(state, self.game.cols, look.hint))

    def _paint_tile(self, p: QPainter, box: QRectF, tile: int, index: int, look: Look,
                    hinted: bool) -> None:
        path = QPainterPath()
        radius = box.width() * 0.12
        path.addRoundedRect(box, radius, radius)
        colours = theme.current()
        fill, ink = colours.searched if look.searching else (
            colours.tile_home if tile == index + 1 else colours.tile)
        p.fillPath(path, QColor(fill))
        if hinted:
            p.setPen(QPen(colours.colour("hint"), max(3.0, box.width() * 0.07)))
            p.drawPath(path)
        p.setPen(QColor(ink))
        p.drawText(box, Qt.AlignCenter, str(tile))

    def _paint_legend(self, p: QPainter, rect: QRectF, board: QRectF) -> None:
        """Under the board: a blue swatch "in its place", an orange one "not yet"."""
        height = rect.height() * LEGEND * 0.7
        font = QFont(p.font())
        font.setPixelSize(max(11, int(height * 0.6)))
        font.setBold(False)
        p.setFont(font)
        metrics = p.fontMetrics()
        translate, colours = QCoreApplication.translate, theme.current()
        items = ((QColor(colours.tile_home[0]), translate("FifteenPainter", "in its place")),
                 (QColor(colours.tile[0]), translate("FifteenPainter", "not in its place yet")))
        swatch, gap = height * 0.7, height * 0.35
        widths = [swatch + gap + metrics.horizontalAdvance(text) for _, text in items]
        x = rect.center().x() - (sum(widths) + 2 * height) / 2
        y = rect.bottom() - height
        for (colour, text), width in zip(items, widths, strict=True):
            p.setPen(Qt.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(QRectF(x, y + (height - swatch) / 2, swatch, swatch), 4, 4)
            p.setPen(colours.colour("ink"))
            p.drawText(QRectF(x + swatch + gap, y, width, height), Qt.AlignLeft | Qt.AlignVCenter, text)
            x += width + 2 * height

    # -- input --------------------------------------------------------------------------
    def cell_at(self, rect: QRectF, point: QPointF) -> int | None:
        """The cell under ``point``, or None outside the board."""
        board = self.board_rect(rect)
        cell = board.width() / self.game.cols
        col, row = int((point.x() - board.left()) // cell), int((point.y() - board.top()) // cell)
        return row * self.game.cols + col if 0 <= row < self.game.rows and 0 <= col < self.game.cols else None

    def press(self, state: Any, rect: QRectF, point: QPointF, look: Look) -> Sequence[Any]:
        """A click in the blank's row or column slides the run of tiles up to it."""
        cell = self.cell_at(rect, point)
        return () if cell is None else B.slide_run(state, self.game.rows, self.game.cols, cell)

    def key(self, state: Any, key: int, look: Look) -> Sequence[Any] | None:
        """An arrow slides the tile beside the blank that way (when one can)."""
        move = _ARROWS.get(key)
        if move is None:
            return None
        return (move,) if move in B.legal_moves(state, self.game.rows, self.game.cols) else ()

    def cells(self, state: Any, rect: QRectF, look: Look) -> list[tuple[QRectF, str]]:
        """Each cell in words: "row 2, column 3: 14", the blank "row 4, column 4: blank"."""
        board, blank = self.board_rect(rect), QCoreApplication.translate("FifteenPainter", "blank")
        return [(self.cell_rect(board, index),
                 cell_words(*divmod(index, self.game.cols), str(tile) if tile else blank))
                for index, tile in enumerate(state)]

    def move_words(self, state: Any, move: Any) -> str:
        """"Slide 7" (the tile that moves)."""
        return texts.slide([B.moved_tile(state, self.game.cols, move)])

    def move_anchor(self, state: Any, move: Any, rect: QRectF) -> QRectF | None:
        tile = B.moved_tile(state, self.game.cols, move)
        return self.cell_rect(self.board_rect(rect), state.index(tile))
