"""The tic-tac-toe board as a custom-painted, resizable widget (Qt).

Cells scale with the widget; X and O are drawn as thick strokes; the winning cells and line
are drawn in the winner's colour; the cell under the mouse is highlighted; a keyboard cursor (arrow keys,
Enter or Space to place, number keys 1-9 on 3x3 with 1 at the top left) makes it usable
without a mouse. "Show thinking" labels are drawn in free cells, tinted by their meaning.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from boardgames.app.style import THINKING_COLOURS
from boardgames.games.tictactoe.board import EMPTY, Board, O, X

#: Colours chosen for contrast on a projector (dark strokes on white).
PAPER = QColor("#f4f6f9")
BOARD = QColor("#ffffff")
GRID = QColor("#1d2b3a")
X_COLOUR = QColor("#1f5fa8")
O_COLOUR = QColor("#c0392b")
HOVER = QColor("#dbe9f8")
LAST = QColor("#fff3c4")
#: The winning cells and line, in the winner's colour (X, O).
WIN_FILLS = {X: QColor("#d6e5f7"), O: QColor("#f7dcd8")}
WIN_LINES = {X: QColor(31, 95, 168, 200), O: QColor(192, 57, 43, 200)}
CURSOR = QColor("#e67e22")
#: "Show thinking" label colours by kind (app/style.py): (cell tint, text colour).
LABEL_COLOURS = {kind: (QColor(tint), QColor(ink)) for kind, (tint, ink) in THINKING_COLOURS.items()}


class TicTacToeBoard(QWidget):
    """Shows a board of ``rows`` x ``cols`` cells (a tuple, row-major, 0 / X=1 / O=2).

    Signals:
        cell_activated(int): the user clicked, or chose with the keyboard, a free cell
            while the board is interactive. Clicks on taken cells emit nothing.
    """

    cell_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.rows, self.cols = 3, 3
        self.board: Board = (EMPTY,) * 9
        self.win_cells: list[int] = []
        self.labels: dict[int, tuple[str, str]] = {}
        self.last_move: int | None = None
        self.interactive = True
        self.hover: int | None = None
        self.cursor_cell = 4
        self.keyboard_used = False  # the cursor is drawn once the keys are used
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 240)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAccessibleName(self.tr("Tic-tac-toe board"))
        self.setToolTip(self.tr("Click a free cell, or use the arrow keys and Enter "
                                "(on 3x3 also the keys 1-9, 1 = top left)."))

    # -- state --------------------------------------------------------------------------
    def set_position(self, board: Board, rows: int, cols: int, win_cells: list[int],
                     last_move: int | None) -> None:
        """Show ``board`` (``rows * cols`` cells), highlight ``win_cells`` and ``last_move``."""
        if (rows, cols) != (self.rows, self.cols):
            self.cursor_cell = (rows // 2) * cols + cols // 2
            self.hover = None
        self.rows, self.cols = rows, cols
        self.board = tuple(board)
        self.win_cells = list(win_cells)
        self.last_move = last_move
        self.update()

    def set_labels(self, labels: dict[int, tuple[str, str]]) -> None:
        """Texts for free cells: cell -> (text, kind); kind is ``win``, ``draw``, ``loss``
        or ``bound`` (colours the cell). An empty dict removes them."""
        self.labels = dict(labels)
        self.update()

    def set_interactive(self, on: bool) -> None:
        """Whether clicks and keys may place a mark (off while the computer thinks)."""
        self.interactive = on
        self.setCursor(Qt.PointingHandCursor if on else Qt.ArrowCursor)
        self.update()

    def winner(self) -> int:
        """The mark on the winning cells (X or O), EMPTY when nobody has won."""
        return self.board[self.win_cells[0]] if self.win_cells else EMPTY

    def sizeHint(self) -> QSize:
        return QSize(560, 560)

    # -- geometry -----------------------------------------------------------------------
    def cell_size(self) -> float:
        """Side of one cell in pixels."""
        margin = 16
        return max(8.0, min((self.width() - 2 * margin) / self.cols,
                            (self.height() - 2 * margin) / self.rows))

    def grid_rect(self) -> QRectF:
        """The square area of the cells, centred in the widget."""
        size = self.cell_size()
        w, h = size * self.cols, size * self.rows
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def cell_rect(self, cell: int) -> QRectF:
        """Rectangle of ``cell`` in widget coordinates."""
        size = self.cell_size()
        grid = self.grid_rect()
        row, col = divmod(cell, self.cols)
        return QRectF(grid.left() + col * size, grid.top() + row * size, size, size)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under ``point``, or ``None`` outside the grid."""
        grid = self.grid_rect()
        if not grid.contains(point):
            return None
        size = self.cell_size()
        col = min(self.cols - 1, int((point.x() - grid.left()) // size))
        row = min(self.rows - 1, int((point.y() - grid.top()) // size))
        return row * self.cols + col

    # -- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), PAPER)
        size = self.cell_size()
        grid = self.grid_rect()
        p.setPen(Qt.NoPen)
        p.setBrush(BOARD)
        p.drawRoundedRect(grid.adjusted(-8, -8, 8, 8), 12, 12)
        for cell in range(self.rows * self.cols):
            fill = self._cell_fill(cell)
            if fill is not None:
                p.fillRect(self.cell_rect(cell).adjusted(2, 2, -2, -2), fill)
        self._paint_grid(p, grid, size)
        for cell, mark in enumerate(self.board):
            if mark != EMPTY:
                self._paint_mark(p, self.cell_rect(cell), mark)
            elif cell in self.labels:
                self._paint_label(p, self.cell_rect(cell), *self.labels[cell])
        if self.win_cells:
            self._paint_win_line(p, size)
        if self.hasFocus() and self.keyboard_used:
            pen = QPen(CURSOR, max(3.0, size * 0.035), Qt.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.NoBrush)
            inset = size * 0.06
            p.drawRoundedRect(self.cell_rect(self.cursor_cell).adjusted(inset, inset, -inset, -inset), 8, 8)
        p.end()

    def _cell_fill(self, cell: int) -> QColor | None:
        if cell in self.win_cells:
            return WIN_FILLS.get(self.winner(), HOVER)
        if self.board[cell] == EMPTY and cell in self.labels:
            return LABEL_COLOURS.get(self.labels[cell][1], LABEL_COLOURS["bound"])[0]
        if cell == self.hover and self.interactive and self.board[cell] == EMPTY and not self.win_cells:
            return HOVER
        if cell == self.last_move:
            return LAST
        return None

    def _paint_grid(self, p: QPainter, grid: QRectF, size: float) -> None:
        pen = QPen(GRID, max(3.0, size * 0.045), Qt.SolidLine, Qt.RoundCap)
        p.setPen(pen)
        for col in range(1, self.cols):
            x = grid.left() + col * size
            p.drawLine(QPointF(x, grid.top() + 4), QPointF(x, grid.bottom() - 4))
        for row in range(1, self.rows):
            y = grid.top() + row * size
            p.drawLine(QPointF(grid.left() + 4, y), QPointF(grid.right() - 4, y))

    def _paint_mark(self, p: QPainter, rect: QRectF, mark: int) -> None:
        size = rect.width()
        inset = size * 0.22
        r = rect.adjusted(inset, inset, -inset, -inset)
        if mark == X:
            p.setPen(QPen(X_COLOUR, size * 0.12, Qt.SolidLine, Qt.RoundCap))
            p.drawLine(r.topLeft(), r.bottomRight())
            p.drawLine(r.topRight(), r.bottomLeft())
        elif mark == O:
            p.setPen(QPen(O_COLOUR, size * 0.11))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(r.adjusted(-size * 0.02, -size * 0.02, size * 0.02, size * 0.02))

    def _paint_label(self, p: QPainter, rect: QRectF, text: str, kind: str) -> None:
        colour = LABEL_COLOURS.get(kind, LABEL_COLOURS["bound"])[1]
        font = QFont(self.font())
        lines = text.count("\n") + 1
        font.setPixelSize(max(9, int(rect.height() * (0.2 if lines > 1 else 0.22))))
        font.setBold(True)
        p.setFont(font)
        p.setPen(colour)
        p.drawText(rect.adjusted(2, 2, -2, -2), Qt.AlignCenter | Qt.TextWordWrap, text)

    def _paint_win_line(self, p: QPainter, size: float) -> None:
        first, last = self.cell_rect(self.win_cells[0]).center(), self.cell_rect(self.win_cells[-1]).center()
        dx, dy = last.x() - first.x(), last.y() - first.y()
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        extend = size * 0.32
        ux, uy = dx / length * extend, dy / length * extend
        p.setPen(QPen(WIN_LINES.get(self.winner(), GRID), size * 0.13, Qt.SolidLine, Qt.RoundCap))
        p.drawLine(QPointF(first.x() - ux, first.y() - uy), QPointF(last.x() + ux, last.y() + uy))

    # -- input --------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell != self.hover:
            self.hover = cell
            self.update()

    def leaveEvent(self, event) -> None:
        self.hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.LeftButton:
            return
        cell = self.cell_at(event.position())
        if cell is None:
            return
        self.cursor_cell = cell
        self.keyboard_used = False
        self._activate(cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        self.keyboard_used = True
        row, col = divmod(self.cursor_cell, self.cols)
        moves = {Qt.Key_Left: (0, -1), Qt.Key_Right: (0, 1), Qt.Key_Up: (-1, 0), Qt.Key_Down: (1, 0)}
        if key in moves:
            dr, dc = moves[key]
            row = min(self.rows - 1, max(0, row + dr))
            col = min(self.cols - 1, max(0, col + dc))
            self.cursor_cell = row * self.cols + col
            self.update()
        elif key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self._activate(self.cursor_cell)
        elif Qt.Key_1 <= key <= Qt.Key_9 and self.rows * self.cols == 9:
            self.cursor_cell = key - Qt.Key_1
            self._activate(self.cursor_cell)
        else:
            super().keyPressEvent(event)

    def _activate(self, cell: int) -> None:
        self.update()
        if self.interactive and 0 <= cell < len(self.board) and self.board[cell] == EMPTY:
            self.cell_activated.emit(cell)
