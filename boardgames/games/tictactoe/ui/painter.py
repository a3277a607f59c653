"""The tic-tac-toe painter: the m,n,k-game's board on the game page (Qt).

A white board with dark grid lines, X as a blue cross and O as a red ring (thick strokes,
for the back of a classroom; the dark and high-contrast themes have their own colours);
the last move's cell tinted; the winning cells and a line through them in the winner's
colour; "show thinking" labels in the free cells, tinted by their meaning. The keyboard:
arrow keys and Enter, and on 3x3 the keys 1 to 9 (1 at the top
left, like a phone's keypad).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from boardgames.core.grid import EMPTY, Grid
from boardgames.kit import theme
from boardgames.kit.grid_painter import GridPainter, label_colours, paint_label
from boardgames.kit.painter import Look


def marks() -> tuple[tuple[QColor, QColor], ...]:
    """The stroke and dark colour of X (seat 0) and O (seat 1) in the theme in use."""
    return tuple((QColor(stroke), QColor(dark)) for stroke, dark in theme.current().marks)


class TicTacToePainter(GridPainter):
    """Draws an :class:`~boardgames.games.tictactoe.rules.MNKGame`'s states in the
    theme's colours."""

    def seat_colour(self, seat: int) -> tuple[QColor, QColor]:
        return marks()[seat % 2]

    def paint(self, p: QPainter, rect: QRectF, state: Any, look: Look) -> None:
        self._winner = self.game.winner(state) - 1  # -1: nobody (yet)
        self._last = look.last_move
        super().paint(p, rect, state, look)
        grid = self.grid(state, look)
        if grid.highlight:
            _paint_win_line(p, self.cell_rect(grid, rect, grid.highlight[0]).center(),
                            self.cell_rect(grid, rect, grid.highlight[-1]).center(),
                            self.cell_size(grid, rect), self._winner)

    def paint_frame(self, p: QPainter, grid: Grid, rect: QRectF) -> None:
        board = self.cell_rect(grid, rect, 0).united(self.cell_rect(grid, rect, len(grid.cells) - 1))
        p.setPen(Qt.NoPen)
        p.setBrush(theme.current().colour("board"))
        p.drawRoundedRect(board.adjusted(-8, -8, 8, 8), 12, 12)
        size = self.cell_size(grid, rect)
        p.setPen(QPen(theme.current().colour("grid"), max(3.0, size * 0.045), Qt.SolidLine, Qt.RoundCap))
        for col in range(1, grid.cols):
            x = board.left() + col * size
            p.drawLine(QPointF(x, board.top() + 4), QPointF(x, board.bottom() - 4))
        for row in range(1, grid.rows):
            y = board.top() + row * size
            p.drawLine(QPointF(board.left() + 4, y), QPointF(board.right() - 4, y))

    def paint_cell(self, p: QPainter, grid: Grid, rect: QRectF, cell: int,
                   label: tuple[str, str] | None, preview_seat: int | None) -> None:
        box = self.cell_rect(grid, rect, cell)
        fill = self._fill(grid, cell, label, preview_seat)
        if fill is not None:
            p.fillRect(box.adjusted(3, 3, -3, -3), fill)
        code = grid.cells[cell]
        if code != EMPTY:
            paint_mark(p, box, code - 1)
        elif label is not None:
            ink = label_colours(label[1])[1]
            paint_label(p, box.adjusted(2, 2, -2, -2), label[0], ink)

    def _fill(self, grid: Grid, cell: int, label: tuple[str, str] | None,
              preview_seat: int | None) -> QColor | None:
        colours = theme.current()
        if cell in grid.highlight and self._winner >= 0:
            return QColor(colours.win_fills[self._winner % 2])
        if grid.cells[cell] == EMPTY and label is not None:
            return label_colours(label[1])[0]
        if preview_seat is not None:
            return colours.colour("hover")
        return colours.colour("last") if cell == self._last else None

    def paint_highlight(self, p: QPainter, grid: Grid, rect: QRectF, cell: int) -> None:
        """The winning cells are tinted (see :meth:`_fill`) and crossed by a line."""

    def paint_last(self, p: QPainter, rect: QRectF, seat: int) -> None:
        """The last move's cell is tinted instead (see :meth:`_fill`)."""

    def key(self, state: Any, key: int, look: Look) -> Sequence[Any] | None:
        """As the grid's keys, and on 3x3 the keys 1 to 9 play a cell at once."""
        grid = self.game.grid(state, None)
        if Qt.Key_1 <= key <= Qt.Key_9 and len(grid.cells) == 9:
            self.cursor = key - Qt.Key_1
            move = self.game.move_at(state, self.cursor)
            return () if move is None or not look.interactive else (move,)
        return super().key(state, key, look)


def paint_mark(p: QPainter, box: QRectF, seat: int) -> None:
    """An X (seat 0) or an O (seat 1) drawn in the cell ``box``."""
    size = box.width()
    inset = size * 0.22
    r = box.adjusted(inset, inset, -inset, -inset)
    if seat == 0:
        p.setPen(QPen(marks()[0][0], size * 0.12, Qt.SolidLine, Qt.RoundCap))
        p.drawLine(r.topLeft(), r.bottomRight())
        p.drawLine(r.topRight(), r.bottomLeft())
    else:
        p.setPen(QPen(marks()[1][0], size * 0.11))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(r.adjusted(-size * 0.02, -size * 0.02, size * 0.02, size * 0.02))


def _paint_win_line(p: QPainter, first: QPointF, last: QPointF, size: float, winner: int) -> None:
    """The line across a win, from the centre of its ``first`` cell to its ``last``'s
    (a little beyond both), in the winner's colour; ``size``: a cell's side in pixels."""
    dx, dy = last.x() - first.x(), last.y() - first.y()
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length * size * 0.32, dy / length * size * 0.32
    colour = QColor(marks()[max(winner, 0) % 2][0])
    colour.setAlpha(200)
    p.setPen(QPen(colour, size * 0.13, Qt.SolidLine, Qt.RoundCap))
    p.drawLine(QPointF(first.x() - ux, first.y() - uy), QPointF(last.x() + ux, last.y() + uy))
