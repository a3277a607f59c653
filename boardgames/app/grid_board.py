"""The shared grid board: draws any :class:`boardgames.core.grid.Grid` (Qt).

Games that implement :class:`~boardgames.core.grid.GridGame` need no painter of their own:
cells are holes in a board, pieces are discs coloured per seat (red and yellow, chosen to
stay apart on a projector and for the common colour blindnesses by brightness too), the
winning cells get a thick ring in the winner's colour, the last move a dot. The mouse shows where a click
lands (a faint disc), the keyboard moves a focus cell (arrow keys; Enter or Space plays
it). "Show thinking" labels (a move's value) are written on cells. Everything scales with
the widget's size.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from boardgames.app.style import THINKING_COLOURS
from boardgames.core.grid import EMPTY, Grid

PAPER = QColor("#f4f6f9")
FRAME = QColor("#1f5fa8")
FRAME_EDGE = QColor("#163f70")
HOLE = QColor("#f4f6f9")
INK = QColor("#1d2b3a")
#: Disc colours per seat (fill, rim); more seats than colours repeat them.
SEAT_COLOURS = ((QColor("#d6302b"), QColor("#8e1b1b")), (QColor("#f2c200"), QColor("#9a7a00")),
                (QColor("#2e8b57"), QColor("#1b5435")), (QColor("#7d4cb0"), QColor("#4c2a70")))
WIN_RING = QColor("#ffffff")  # under a ring in the winner's own colour
FOCUS = QColor("#e67e22")
#: "Show thinking" label colours by kind (app/style.py): (cell tint, text colour).
LABEL_COLOURS = {kind: (QColor(tint), QColor(ink)) for kind, (tint, ink) in THINKING_COLOURS.items()}


def seat_colour(seat: int) -> QColor:
    """The disc colour of ``seat`` (0-based)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)][0]


def disc_icon(seat: int, size: int = 32) -> QIcon:
    """A small disc of ``seat``'s colour (for the seat lists of the side panel)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    fill, rim = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    p.setPen(QPen(rim, size * 0.08))
    p.setBrush(fill)
    p.drawEllipse(QRectF(2, 2, size - 4, size - 4))
    p.end()
    return QIcon(pixmap)


class GridBoard(QWidget):
    """Shows a :class:`Grid` and turns clicks and keys into cell indices.

    Signals:
        cell_clicked(int): the user clicked, or chose with the keyboard, a cell (row-major
            index) while the board is interactive; the page asks the rules which move
            that is.
    """

    cell_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.grid = Grid(6, 7, (EMPTY,) * 42)
        self.labels: dict[int, tuple[str, str]] = {}
        self.interactive = True
        self.turn: int | None = 0
        self.target: Callable[[int], int | None] = lambda cell: cell
        self.hover: int | None = None
        self.focus_cell = 3
        self.keyboard_used = False
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 220)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAccessibleName(self.tr("Game board"))
        self.setToolTip(self.tr("Click a cell, or move with the arrow keys and press Enter"))

    # -- what is shown ------------------------------------------------------------------
    def set_grid(self, grid: Grid) -> None:
        """Show ``grid``; a new size puts the focus cell in the middle."""
        if (grid.rows, grid.cols) != (self.grid.rows, self.grid.cols):
            self.focus_cell = (grid.rows // 2) * grid.cols + grid.cols // 2
            self.hover = None
        self.grid = grid
        self.update()

    def set_labels(self, labels: dict[int, tuple[str, str]]) -> None:
        """Texts on cells: cell -> (text, kind), kind ``win``, ``draw``, ``loss`` or
        ``value`` (colours the text). An empty dict removes them."""
        self.labels = dict(labels)
        self.update()

    def set_interactive(self, on: bool, turn: int | None = None,
                        target: Callable[[int], int | None] | None = None) -> None:
        """Whether clicks and keys are taken (off while a computer thinks); ``turn`` is the
        seat whose disc the hover preview shows, ``target(cell)`` the cell a click on
        ``cell`` fills (``None``: no move there)."""
        self.interactive, self.turn = on, turn
        if target is not None:
            self.target = target
        self.setCursor(Qt.PointingHandCursor if on else Qt.ArrowCursor)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(640, 560)

    # -- geometry -----------------------------------------------------------------------
    def cell_size(self) -> float:
        """Side of one cell in pixels."""
        margin = 24
        return max(8.0, min((self.width() - 2 * margin) / self.grid.cols,
                            (self.height() - 2 * margin) / self.grid.rows))

    def cell_rect(self, cell: int) -> QRectF:
        """Rectangle of ``cell`` in widget coordinates (the board is centred)."""
        size = self.cell_size()
        left = (self.width() - size * self.grid.cols) / 2
        top = (self.height() - size * self.grid.rows) / 2
        row, col = divmod(cell, self.grid.cols)
        return QRectF(left + col * size, top + row * size, size, size)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under ``point``, or ``None`` outside the board."""
        size = self.cell_size()
        origin = self.cell_rect(0).topLeft()
        col = int((point.x() - origin.x()) // size)
        row = int((point.y() - origin.y()) // size)
        if 0 <= row < self.grid.rows and 0 <= col < self.grid.cols:
            return row * self.grid.cols + col
        return None

    # -- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), PAPER)
        size = self.cell_size()
        board = self.cell_rect(0).united(self.cell_rect(len(self.grid.cells) - 1))
        pad = size * 0.12
        p.setPen(QPen(FRAME_EDGE, max(2.0, size * 0.03)))
        p.setBrush(FRAME)
        p.drawRoundedRect(board.adjusted(-pad, -pad, pad, pad), size * 0.18, size * 0.18)
        preview = self._preview_cell()
        for cell, code in enumerate(self.grid.cells):
            rect = self._disc_rect(cell)
            if code != EMPTY:
                self._paint_disc(p, rect, code - 1, size)
            else:
                self._paint_hole(p, rect, cell, preview == cell)
        for cell in self.grid.highlight:  # the winning line, in the winner's colour
            ring = self._disc_rect(cell).adjusted(-size * 0.02, -size * 0.02, size * 0.02, size * 0.02)
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(WIN_RING, size * 0.11))
            p.drawEllipse(ring)
            code = self.grid.cells[cell]
            if code != EMPTY:
                p.setPen(QPen(SEAT_COLOURS[(code - 1) % len(SEAT_COLOURS)][1], size * 0.05))
                p.drawEllipse(ring)
        if self.grid.last is not None and self.grid.cells[self.grid.last] != EMPTY:
            self._paint_last(p, self._disc_rect(self.grid.last), self.grid.cells[self.grid.last] - 1)
        if self.hasFocus() and self.keyboard_used:
            p.setPen(QPen(FOCUS, max(3.0, size * 0.05), Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(self.cell_rect(self.focus_cell).adjusted(2, 2, -2, -2), 8, 8)
        p.end()

    def _disc_rect(self, cell: int) -> QRectF:
        rect = self.cell_rect(cell)
        inset = rect.width() * 0.1
        return rect.adjusted(inset, inset, -inset, -inset)

    def _preview_cell(self) -> int | None:
        pointed = self.focus_cell if self.keyboard_used and self.hasFocus() else self.hover
        if pointed is None or not self.interactive or self.turn is None:
            return None
        return self.target(pointed)

    def _paint_disc(self, p: QPainter, rect: QRectF, seat: int, size: float) -> None:
        fill, rim = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        p.setPen(QPen(rim, max(2.0, size * 0.045)))
        p.setBrush(fill)
        p.drawEllipse(rect)
        p.setPen(QPen(rim.lighter(130), max(1.0, size * 0.02)))
        p.setBrush(Qt.NoBrush)
        inner = rect.width() * 0.18
        p.drawEllipse(rect.adjusted(inner, inner, -inner, -inner))

    def _paint_hole(self, p: QPainter, rect: QRectF, cell: int, preview: bool) -> None:
        tint, ink = (HOLE, INK)
        if cell in self.labels:
            tint, ink = LABEL_COLOURS.get(self.labels[cell][1], LABEL_COLOURS["value"])
        p.setPen(QPen(FRAME_EDGE, max(1.5, rect.width() * 0.03)))
        p.setBrush(tint)
        p.drawEllipse(rect)
        if preview and self.turn is not None:
            ghost = QColor(seat_colour(self.turn))
            ghost.setAlpha(110)
            p.setPen(Qt.NoPen)
            p.setBrush(ghost)
            p.drawEllipse(rect)
        if cell in self.labels:
            self._paint_label(p, rect, self.labels[cell][0], ink)

    def _paint_label(self, p: QPainter, rect: QRectF, text: str, ink: QColor) -> None:
        font = QFont(self.font())
        lines = text.count("\n") + 1
        font.setPixelSize(max(9, int(rect.height() * (0.22 if lines > 1 else 0.3))))
        font.setBold(True)
        p.setFont(font)
        p.setPen(ink)
        p.drawText(rect, Qt.AlignCenter, text)

    def _paint_last(self, p: QPainter, rect: QRectF, seat: int) -> None:
        dot = rect.width() * 0.16
        centre = rect.center()
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#ffffff") if seat % len(SEAT_COLOURS) != 1 else INK)
        p.drawEllipse(centre, dot, dot)

    # -- input --------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        cell = self.cell_at(event.position())
        if cell != self.hover or self.keyboard_used:
            self.hover, self.keyboard_used = cell, False
            self.update()

    def leaveEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        self.hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        cell = self.cell_at(event.position())
        if event.button() == Qt.LeftButton and cell is not None:
            self.focus_cell, self.keyboard_used = cell, False
            self._activate(cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        steps = {Qt.Key_Left: (0, -1), Qt.Key_Right: (0, 1), Qt.Key_Up: (-1, 0), Qt.Key_Down: (1, 0)}
        key = event.key()
        if key in steps:
            row, col = divmod(self.focus_cell, self.grid.cols)
            row = min(self.grid.rows - 1, max(0, row + steps[key][0]))
            col = min(self.grid.cols - 1, max(0, col + steps[key][1]))
            self.focus_cell, self.keyboard_used = row * self.grid.cols + col, True
            self.update()
        elif key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.keyboard_used = True
            self._activate(self.focus_cell)
        else:
            super().keyPressEvent(event)

    def _activate(self, cell: int) -> None:
        self.update()
        if self.interactive and 0 <= cell < len(self.grid.cells):
            self.cell_clicked.emit(cell)
