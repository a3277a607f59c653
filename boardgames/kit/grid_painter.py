"""The grid painter: draws any game whose rules implement
:class:`~boardgames.core.grid.GridGame` (Qt).

Cells are holes in a board, pieces are discs coloured per seat (red and yellow, chosen to
stay apart on a projector and, by brightness too, for the common colour blindnesses), the
winning cells get a ring in the winner's colour, the last move a dot. The pointer shows
where a click lands (a faint disc), the keyboard moves a cursor cell (arrow keys; Enter or
Space plays it). "Show thinking" labels are written on the cells their moves fill.
Subclasses that keep the grid but draw other pieces (tic-tac-toe's marks, the 15-puzzle's
tiles) override :meth:`GridPainter.paint_frame` and :meth:`GridPainter.paint_cell`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from boardgames.core.grid import EMPTY, Grid
from boardgames.kit import theme
from boardgames.kit.i18n import arg
from boardgames.kit.painter import SEAT_COLOURS as PAINTER_COLOURS
from boardgames.kit.painter import Look, Painter, cell_words

FRAME = QColor("#1f5fa8")
FRAME_EDGE = QColor("#163f70")
#: Disc colours per seat (fill, rim); more seats than colours repeat them.
SEAT_COLOURS = tuple((QColor(fill), QColor(rim)) for fill, rim in PAINTER_COLOURS)
WIN_RING = QColor("#ffffff")  # under a ring in the winner's own colour
#: "Show thinking" label colours by kind (kit/style.py): (cell tint, text colour).


def label_colours(kind: str) -> tuple[QColor, QColor]:
    """(tint, ink) of a "show thinking" label of ``kind`` (``win``, ``draw``, ``loss``,
    ``value``, ``bound``; another: ``value``'s) in the theme in use."""
    thinking = theme.current().thinking
    tint, ink = thinking.get(kind, thinking["value"])
    return QColor(tint), QColor(ink)


def focus_colour() -> QColor:
    """The keyboard's focus ring (and a hint's outline) on the boards, in the theme in use."""
    return theme.current().colour("focus")
#: Empty space around the board, as a share of a cell.
MARGIN = 0.3


def seat_colour(seat: int) -> QColor:
    """The disc colour of ``seat`` (0-based)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)][0]


def disc_icon(colours: tuple[QColor, QColor], size: int = 32) -> QIcon:
    """A small disc of (fill, rim) ``colours`` (for the seat lists of the side panel)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    fill, rim = colours
    p.setPen(QPen(rim, size * 0.08))
    p.setBrush(fill)
    p.drawEllipse(QRectF(2, 2, size - 4, size - 4))
    p.end()
    return QIcon(pixmap)


class GridPainter(Painter):
    """Draws a :class:`~boardgames.core.grid.GridGame`'s states (see the module text)."""

    def __init__(self, game: Any):
        super().__init__(game)
        self.hovered: int | None = None
        self.cursor: int | None = None

    # -- geometry -----------------------------------------------------------------------
    def grid(self, state: Any, look: Look) -> Grid:
        """The cells of ``state`` (the rules' :meth:`~boardgames.core.grid.GridGame.grid`)."""
        return self.game.grid(state, look.last_move)  # type: ignore[no-any-return]

    def aspect(self, state: Any) -> float:
        grid = self.game.grid(state, None)
        return (grid.cols + 2 * MARGIN) / (grid.rows + 2 * MARGIN)

    @staticmethod
    def cell_size(grid: Grid, rect: QRectF) -> float:
        """Side of one cell in pixels, the board centred in ``rect`` with a margin."""
        return max(4.0, min(rect.width() / (grid.cols + 2 * MARGIN),
                            rect.height() / (grid.rows + 2 * MARGIN)))

    def cell_rect(self, grid: Grid, rect: QRectF, cell: int) -> QRectF:
        """Rectangle of ``cell`` (row-major) in ``rect``."""
        size = self.cell_size(grid, rect)
        left = rect.center().x() - size * grid.cols / 2
        top = rect.center().y() - size * grid.rows / 2
        row, col = divmod(cell, grid.cols)
        return QRectF(left + col * size, top + row * size, size, size)

    def cell_at(self, grid: Grid, rect: QRectF, point: QPointF) -> int | None:
        """The cell under ``point``, or None outside the board."""
        size = self.cell_size(grid, rect)
        origin = self.cell_rect(grid, rect, 0).topLeft()
        col, row = int((point.x() - origin.x()) // size), int((point.y() - origin.y()) // size)
        return row * grid.cols + col if 0 <= row < grid.rows and 0 <= col < grid.cols else None

    def target(self, state: Any, cell: int) -> int | None:
        """The cell a click on ``cell`` fills (Connect Four: the lowest free one), or None."""
        move = self.game.move_at(state, cell)
        return None if move is None else self.move_cell(state, move)

    def move_cell(self, state: Any, move: Any) -> int | None:
        """The cell ``move`` fills (where its label goes)."""
        after = self.game.apply(state, move)
        return self.game.grid(after, move).last  # type: ignore[no-any-return]

    def move_words(self, state: Any, move: Any) -> str:
        """"row 2, column 3": the cell the move fills (rows and columns from 1)."""
        cell = self.move_cell(state, move)
        if cell is None:
            return super().move_words(state, move)
        row, col = divmod(cell, self.game.grid(state, None).cols)
        return arg(QCoreApplication.translate("GridPainter", "row %1, column %2"), row + 1, col + 1)

    def move_anchor(self, state: Any, move: Any, rect: QRectF) -> QRectF | None:
        cell = self.move_cell(state, move)
        return None if cell is None else self.cell_rect(self.game.grid(state, None), rect, cell)

    def cells(self, state: Any, rect: QRectF, look: Look) -> list[tuple[QRectF, str]]:
        """Each cell in words: "row 2, column 3: X" (the seat's translated name, or
        "empty"), the last move's cell and the winning line said so."""
        grid = self.game.grid(state, look.last_move)
        empty = QCoreApplication.translate("BoardCell", "empty")
        found = []
        for cell, code in enumerate(grid.cells):
            content = (QCoreApplication.translate(self.context, self.game.seat_name(code - 1))
                       if code != EMPTY else empty)
            words = cell_words(*divmod(cell, grid.cols), content, last=cell == grid.last,
                               line=cell in grid.highlight)
            found.append((self.cell_rect(grid, rect, cell), words))
        return found

    # -- painting -----------------------------------------------------------------------
    def paint(self, p: QPainter, rect: QRectF, state: Any, look: Look) -> None:
        grid = self.grid(state, look)
        labels = self.labels_by_cell(state, look)
        preview = self._preview(state, look)
        self.paint_frame(p, grid, rect)
        for cell in range(len(grid.cells)):
            self.paint_cell(p, grid, rect, cell, labels.get(cell), look.seat if preview == cell else None)
        for cell in grid.highlight:
            self.paint_highlight(p, grid, rect, cell)
        if grid.last is not None and grid.cells[grid.last] != EMPTY and not look.thumbnail:
            self.paint_last(p, self._disc_rect(grid, rect, grid.last), grid.cells[grid.last] - 1)
        if look.hint is not None and not look.thumbnail:
            self.paint_hint(p, state, rect, look.hint)
        if look.focused and self.cursor is not None and not look.thumbnail:
            p.setPen(QPen(focus_colour(), max(3.0, self.cell_size(grid, rect) * 0.05), Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(self.cell_rect(grid, rect, self.cursor).adjusted(2, 2, -2, -2), 8, 8)

    def labels_by_cell(self, state: Any, look: Look) -> dict[int, tuple[str, str]]:
        """The "show thinking" labels of ``look``, by the cell each move fills."""
        if look.thumbnail or not look.labels:
            return {}
        found = {}
        for move, label in look.labels.items():
            cell = self.move_cell(state, move)
            if cell is not None:
                found[cell] = label
        return found

    def _preview(self, state: Any, look: Look) -> int | None:
        pointed = self.cursor if look.focused else self.hovered
        if pointed is None or not look.interactive or look.seat is None or look.thumbnail:
            return None
        return self.target(state, pointed)

    def paint_frame(self, p: QPainter, grid: Grid, rect: QRectF) -> None:
        """The board under the cells."""
        size = self.cell_size(grid, rect)
        board = self.cell_rect(grid, rect, 0).united(self.cell_rect(grid, rect, len(grid.cells) - 1))
        pad = size * 0.12
        p.setPen(QPen(FRAME_EDGE, max(2.0, size * 0.03)))
        p.setBrush(FRAME)
        p.drawRoundedRect(board.adjusted(-pad, -pad, pad, pad), size * 0.18, size * 0.18)

    def paint_cell(self, p: QPainter, grid: Grid, rect: QRectF, cell: int,
                   label: tuple[str, str] | None, preview_seat: int | None) -> None:
        """One cell: its piece, or an empty hole (with a label and a preview)."""
        disc = self._disc_rect(grid, rect, cell)
        code = grid.cells[cell]
        if code != EMPTY:
            self.paint_disc(p, disc, code - 1)
            return
        tint, ink = label_colours(label[1]) if label else (self.background, theme.current().colour("ink"))
        p.setPen(QPen(FRAME_EDGE, max(1.5, disc.width() * 0.03)))
        p.setBrush(tint)
        p.drawEllipse(disc)
        if preview_seat is not None:
            ghost = QColor(seat_colour(preview_seat))
            ghost.setAlpha(110)
            p.setPen(Qt.NoPen)
            p.setBrush(ghost)
            p.drawEllipse(disc)
        if label:
            paint_label(p, disc, label[0], ink)

    def paint_disc(self, p: QPainter, rect: QRectF, seat: int) -> None:
        """A disc of ``seat``'s colour."""
        fill, rim = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        p.setPen(QPen(rim, max(2.0, rect.width() * 0.05)))
        p.setBrush(fill)
        p.drawEllipse(rect)
        p.setPen(QPen(rim.lighter(130), max(1.0, rect.width() * 0.025)))
        p.setBrush(Qt.NoBrush)
        inner = rect.width() * 0.18
        p.drawEllipse(rect.adjusted(inner, inner, -inner, -inner))

    def paint_highlight(self, p: QPainter, grid: Grid, rect: QRectF, cell: int) -> None:
        """A winning cell: a ring in the winner's colour."""
        size = self.cell_size(grid, rect)
        ring = self._disc_rect(grid, rect, cell).adjusted(-size * 0.02, -size * 0.02, size * 0.02, size * 0.02)
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(WIN_RING, size * 0.11))
        p.drawEllipse(ring)
        code = grid.cells[cell]
        if code != EMPTY:
            p.setPen(QPen(SEAT_COLOURS[(code - 1) % len(SEAT_COLOURS)][1], size * 0.05))
            p.drawEllipse(ring)

    def paint_last(self, p: QPainter, rect: QRectF, seat: int) -> None:
        """The dot on the last move's piece."""
        dot = rect.width() * 0.16
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#ffffff") if seat % len(SEAT_COLOURS) != 1 else QColor("#1d2b3a"))
        p.drawEllipse(rect.center(), dot, dot)

    def paint_hint(self, p: QPainter, state: Any, rect: QRectF, move: Any) -> None:
        """An outline around where ``move`` plays (Hint)."""
        anchor = self.move_anchor(state, move, rect)
        if anchor is not None:
            p.setPen(QPen(focus_colour(), max(3.0, anchor.width() * 0.08)))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(anchor.adjusted(3, 3, -3, -3), 10, 10)

    def _disc_rect(self, grid: Grid, rect: QRectF, cell: int) -> QRectF:
        cell_rect = self.cell_rect(grid, rect, cell)
        inset = cell_rect.width() * 0.1
        return cell_rect.adjusted(inset, inset, -inset, -inset)

    # -- input --------------------------------------------------------------------------
    def press(self, state: Any, rect: QRectF, point: QPointF, look: Look) -> Sequence[Any]:
        cell = self.cell_at(self.game.grid(state, None), rect, point)
        if cell is None:
            return ()
        self.cursor = cell
        move = self.game.move_at(state, cell)
        return () if move is None else (move,)

    def hover(self, state: Any, rect: QRectF, point: QPointF | None) -> bool:
        cell = None if point is None else self.cell_at(self.game.grid(state, None), rect, point)
        changed, self.hovered = cell != self.hovered, cell
        return changed

    def key(self, state: Any, key: int, look: Look) -> Sequence[Any] | None:
        grid = self.game.grid(state, None)
        steps = {Qt.Key_Left: (0, -1), Qt.Key_Right: (0, 1), Qt.Key_Up: (-1, 0), Qt.Key_Down: (1, 0)}
        if self.cursor is None or self.cursor >= len(grid.cells):
            self.cursor = (grid.rows // 2) * grid.cols + grid.cols // 2
        if Qt.Key_1 <= key <= Qt.Key_9:
            return self._column_key(state, grid, key - Qt.Key_1, look)
        if key in steps:
            row, col = divmod(self.cursor, grid.cols)
            row = min(grid.rows - 1, max(0, row + steps[key][0]))
            col = min(grid.cols - 1, max(0, col + steps[key][1]))
            self.cursor = row * grid.cols + col
            return ()
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space) and look.interactive:
            move = self.game.move_at(state, self.cursor)
            return () if move is None else (move,)
        return None


    def _column_key(self, state: Any, grid: Grid, col: int, look: Look) -> Sequence[Any] | None:
        """The digit ``col + 1`` in a game where every cell of a column makes the same move
        (Connect Four: drop into that column): that move; None in other games."""
        if col >= grid.cols:
            return None
        moves = {self.game.move_at(state, row * grid.cols + col) for row in range(grid.rows)}
        if len(moves) != 1:
            return None
        self.cursor = (self.cursor // grid.cols) * grid.cols + col if self.cursor is not None else col
        move = moves.pop()
        return () if move is None or not look.interactive else (move,)


def paint_label(p: QPainter, rect: QRectF, text: str, ink: QColor) -> None:
    """A "show thinking" text centred in ``rect``, as large as the cell allows."""
    font = QFont(p.font())
    lines = text.count("\n") + 1
    font.setPixelSize(max(9, int(rect.height() * (0.22 if lines > 1 else 0.3))))
    font.setBold(True)
    p.setFont(font)
    p.setPen(ink)
    p.drawText(rect, Qt.AlignCenter, text)
