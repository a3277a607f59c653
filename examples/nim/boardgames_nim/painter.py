"""Nim's painter: heaps of matches on green felt (Qt).

Each heap is a pile of matches lying across its column, lettered A, B, C under it with its
count. Pointing at a match lifts it and every match above it (what a click would take) and
says so at the top; the keyboard does the same with a cursor (Left and Right choose the
heap, Up and Down how many, Enter takes them). The matches the last move took stay as
faint outlines (and fade away while the move is animated). "Show thinking" writes each
move's value on the lowest match it would take.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.kit.grid_painter import focus_colour, label_colours, paint_label
from boardgames.kit.i18n import arg
from boardgames.kit.painter import Look, Painter
from boardgames_nim.rules import LETTERS, Move, Nim, State

FELT, FELT_EDGE, INK = QColor("#2e6b4f"), QColor("#1f4a37"), QColor("#e8f1ec")
WOOD, WOOD_EDGE = QColor("#f0d9a8"), QColor("#a57f45")
HEAD, HEAD_EDGE = QColor("#c0392b"), QColor("#7f1f16")
#: Red and Blue (fill, dark): apart on a projector and for the common colour blindnesses.
SEATS = ((QColor("#d6302b"), QColor("#8e1b1b")), (QColor("#1f5fa8"), QColor("#17477e")))
#: Sizes in units of one column's width: a match's length and thickness, the pitch of the
#: pile, the margins, the caption above and the letters below.
LENGTH, THICK, PITCH, SIDE, CAPTION, FOOT = 0.78, 0.1, 0.2, 0.25, 0.45, 0.45
LIFT, THUMB_THICK = 0.07, 0.16
#: The caption of the move pointed at and a move's words (a count, with no plural forms).
TAKE, WORDS = QT_TRANSLATE_NOOP("nim", "Take %1 from heap %2"), QT_TRANSLATE_NOOP("nim", "%1 from heap %2")
#: A heap for a screen reader (a count, with no plural forms).
HEAP = QT_TRANSLATE_NOOP("nim", "Heap %1, matches: %2")


def _tr(text: str) -> str:
    return QCoreApplication.translate("nim", text)


@dataclass(frozen=True)
class _Layout:
    """Where things are: ``left``/``top`` of the felt, ``unit`` pixels per column."""

    left: float
    top: float
    unit: float
    heaps: int
    tall: int

    def centre_x(self, heap: int) -> float:
        return self.left + (SIDE + heap + 0.5) * self.unit

    def floor_y(self) -> float:
        """The bottom of the piles."""
        return self.top + (CAPTION + self.tall * PITCH) * self.unit

    def slot(self, heap: int, slot: int) -> QRectF:
        """The box of the ``slot``-th match from the bottom of ``heap`` (full column width)."""
        u = self.unit
        return QRectF(self.centre_x(heap) - 0.5 * u, self.floor_y() - (slot + 1) * PITCH * u, u, PITCH * u)

    def match(self, heap: int, slot: int, lift: float = 0.0, thick: float = THICK) -> QRectF:
        """The stick of that match (a little offset, as matches lie in a real heap)."""
        u, box = self.unit, self.slot(heap, slot)
        shift = ((heap * 7 + slot * 3) % 5 - 2) * 0.015 * u
        centre = QPointF(box.center().x() + shift, box.center().y() - lift * u)
        return QRectF(centre.x() - LENGTH * u / 2, centre.y() - thick * u / 2, LENGTH * u, thick * u)

    def at(self, point: QPointF) -> tuple[int, int] | None:
        """``(heap, slot)`` under ``point``, or None outside the piles."""
        column = (point.x() - self.left) / self.unit - SIDE
        slot = int((self.floor_y() - point.y()) // (PITCH * self.unit))
        if not 0 <= column < self.heaps or not 0 <= slot < self.tall or point.y() > self.floor_y():
            return None
        return int(column), slot


class NimPainter(Painter):
    """Draws :class:`~boardgames_nim.rules.Nim` states (see the module text)."""

    game: Nim

    def __init__(self, game: Nim):
        super().__init__(game)
        self.pointed: tuple[int, int] | None = None  # (heap, slot) under the pointer
        self.cursor: Move | None = None  # the keyboard's choice: (heap, how many)

    def _tall(self, state: State) -> int:
        return max(self.game.tallest, *state.heaps, 1)

    def aspect(self, state: State) -> float:
        return (len(state.heaps) + 2 * SIDE) / (CAPTION + self._tall(state) * PITCH + FOOT)

    def layout(self, state: State, rect: QRectF) -> _Layout:
        """The geometry of ``state`` drawn in ``rect``."""
        unit = rect.width() / (len(state.heaps) + 2 * SIDE)
        return _Layout(rect.left(), rect.top(), unit, len(state.heaps), self._tall(state))

    def seat_colour(self, seat: int) -> tuple[QColor, QColor]:
        return SEATS[seat % 2]

    # -- what a gesture would take ------------------------------------------------------------
    def move_at(self, state: State, place: tuple[int, int] | None) -> Move | None:
        """The move that takes the match at ``place`` and every one above it, or None."""
        if place is None:
            return None
        heap, slot = place
        return (heap, state.heaps[heap] - slot) if heap < len(state.heaps) and slot < state.heaps[heap] else None

    def chosen(self, state: State, look: Look) -> Move | None:
        """The move the pointer or the keyboard's cursor points at (None when not playing)."""
        if not look.interactive or look.thumbnail or look.seat is None:
            return None
        return self.cursor_move(state) if look.focused else self.move_at(state, self.pointed)

    def cursor_move(self, state: State) -> Move | None:
        """The keyboard's choice in ``state``: its heap (or the nearest one with matches)
        and its count, at most what the heap holds."""
        filled = [heap for heap, size in enumerate(state.heaps) if size]
        if not filled:
            return None
        heap, count = self.cursor if self.cursor is not None else (filled[0], 1)
        heap = min(filled, key=lambda h: abs(h - heap))
        return heap, max(1, min(count, state.heaps[heap]))

    def cells(self, state: State, rect: QRectF, look: Look) -> list[tuple[QRectF, str]]:
        """Each heap for a screen reader: "Heap A, matches: 3" (the keyboard's cursor
        chooses heaps, not cells: no focused cell)."""
        lay = self.layout(state, rect)
        return [(lay.slot(heap, lay.tall - 1).united(lay.slot(heap, 0)), arg(_tr(HEAP), LETTERS[heap], size))
                for heap, size in enumerate(state.heaps)]

    # -- painting -----------------------------------------------------------------------------
    def paint(self, p: QPainter, rect: QRectF, state: State, look: Look) -> None:
        lay = self.layout(state, rect)
        felt = rect.adjusted(4, 4, -4, -4)
        p.setPen(QPen(FELT_EDGE, max(2.0, lay.unit * 0.02)))
        p.setBrush(FELT)
        p.drawRoundedRect(felt, lay.unit * 0.12, lay.unit * 0.12)
        chosen = self.chosen(state, look)
        self._paint_gone(p, lay, state, look)
        for heap, size in enumerate(state.heaps):
            lifted = size - chosen[1] if chosen is not None and chosen[0] == heap else size
            for slot in range(size):  # (thicker on a thumbnail, so that a small picture reads)
                self.paint_match(p, lay.match(heap, slot, LIFT if slot >= lifted else 0.0,
                                              THUMB_THICK if look.thumbnail else THICK))
        if chosen is not None:
            self._outline(p, lay, state, chosen, self.seat_colour(look.seat or 0)[0], Qt.SolidLine)
            self._caption(p, lay, rect, arg(_tr(TAKE), chosen[1], LETTERS[chosen[0]]))
        if look.hint is not None and not look.thumbnail:
            self._outline(p, lay, state, look.hint, focus_colour(), Qt.DashLine)
        if not look.thumbnail:
            self._paint_labels(p, lay, state, look)
            self._paint_feet(p, lay, state)
        if look.searching:
            p.fillRect(felt, QColor(244, 246, 249, 120))

    def paint_match(self, p: QPainter, stick: QRectF, alpha: int = 255, outline: QColor | None = None) -> None:
        """One match: a wooden stick with a red head at its left end; ``outline`` draws
        only its shape, dashed (a match just taken)."""
        radius = stick.height() / 2
        head = QRectF(stick.left() - radius * 0.3, stick.top() - radius * 0.25, radius * 2.6, radius * 2.5)
        if outline is not None:
            p.setPen(QPen(outline, max(1.0, radius * 0.25), Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(stick, radius, radius)
            return
        for fill, edge, shape in ((WOOD, WOOD_EDGE, stick), (HEAD, HEAD_EDGE, head)):
            fill, edge = QColor(fill), QColor(edge)
            fill.setAlpha(alpha)
            edge.setAlpha(alpha)
            p.setPen(QPen(edge, max(1.0, radius * 0.18)))
            p.setBrush(fill)
            if shape is stick:
                p.drawRoundedRect(shape, radius, radius)
            else:
                p.drawEllipse(shape)

    def _paint_gone(self, p: QPainter, lay: _Layout, state: State, look: Look) -> None:
        """The matches the last move took: fading and rising while it is animated, then
        faint outlines."""
        if look.last_move is None or look.thumbnail:
            return
        heap, count = look.last_move
        size = state.heaps[heap]
        for slot in range(size, min(size + count, lay.tall)):
            if look.before is not None and look.progress < 1.0:
                rise = LIFT + look.progress * 0.5
                self.paint_match(p, lay.match(heap, slot, rise), int(255 * (1.0 - look.progress)))
            else:
                self.paint_match(p, lay.match(heap, slot), outline=QColor(232, 241, 236, 130))

    def _outline(self, p: QPainter, lay: _Layout, state: State, move: Move, colour: QColor,
                 style: Qt.PenStyle) -> None:
        """A frame around the matches ``move`` takes."""
        heap, count = move
        size = state.heaps[heap]
        box = lay.match(heap, size - 1, LIFT)
        for slot in range(size - count, size - 1):
            box = box.united(lay.match(heap, slot, LIFT))
        box = box.adjusted(-6, -6, 6, 6)
        p.setPen(QPen(colour, max(2.5, lay.unit * 0.025), style))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(box, 8, 8)

    def _caption(self, p: QPainter, lay: _Layout, rect: QRectF, text: str) -> None:
        font = QFont(p.font())
        font.setPixelSize(max(11, int(lay.unit * 0.1)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(INK)
        p.drawText(QRectF(rect.left(), lay.top, rect.width(), CAPTION * lay.unit), Qt.AlignCenter, text)

    def _paint_labels(self, p: QPainter, lay: _Layout, state: State, look: Look) -> None:
        for move, (text, kind) in look.labels.items():
            anchor = self._anchor(lay, state, move)
            if anchor is None:
                continue
            tint, ink = label_colours(kind)
            pill = QRectF(anchor.center().x() - 0.2 * lay.unit, anchor.top() + 1, 0.5 * lay.unit,
                          anchor.height() - 2)
            p.setPen(QPen(ink, 1.0))
            p.setBrush(tint)
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            paint_label(p, pill.adjusted(0, 2, 0, -2), text.replace("\n", " "), ink)

    def _paint_feet(self, p: QPainter, lay: _Layout, state: State) -> None:
        """Each heap's letter and its count under it."""
        font = QFont(p.font())
        font.setPixelSize(max(10, int(lay.unit * 0.15)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(INK)
        for heap, size in enumerate(state.heaps):
            box = QRectF(lay.centre_x(heap) - lay.unit / 2, lay.floor_y(), lay.unit, FOOT * lay.unit)
            p.drawText(box, Qt.AlignCenter, f"{LETTERS[heap]} · {size}")

    # -- input ----------------------------------------------------------------------------------
    def press(self, state: State, rect: QRectF, point: QPointF, look: Look) -> Sequence[Move]:
        place = self.layout(state, rect).at(point)
        move = self.move_at(state, place)
        if move is not None:
            self.cursor = move
        return () if move is None else (move,)

    def hover(self, state: State, rect: QRectF, point: QPointF | None) -> bool:
        place = None if point is None else self.layout(state, rect).at(point)
        before = self.move_at(state, self.pointed)
        self.pointed = place
        return self.move_at(state, place) != before

    def key(self, state: State, key: int, look: Look) -> Sequence[Move] | None:
        """Left and Right: another heap; Down: one match more, Up: one fewer; Enter or
        Space: take them."""
        steps = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, -1), Qt.Key_Down: (0, 1)}
        if key not in steps and key not in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            return None
        move = self.cursor_move(state)
        if move is None:
            return ()
        if key not in steps:
            return (move,) if look.interactive else ()
        filled = [heap for heap, size in enumerate(state.heaps) if size]
        heap = filled[max(0, min(len(filled) - 1, filled.index(move[0]) + steps[key][0]))]
        self.cursor = (heap, max(1, min(state.heaps[heap], move[1] + steps[key][1])))
        return ()

    def move_anchor(self, state: State, move: Move, rect: QRectF) -> QRectF | None:
        """The box of the lowest match ``move`` would take."""
        return self._anchor(self.layout(state, rect), state, move)

    @staticmethod
    def _anchor(lay: _Layout, state: State, move: Move) -> QRectF | None:
        heap, count = move
        if not 0 <= heap < len(state.heaps) or not 1 <= count <= state.heaps[heap]:
            return None
        return lay.slot(heap, state.heaps[heap] - count)

    def move_words(self, state: State, move: Any) -> str:
        """"3 from heap B" (no plural: a count of matches in every language)."""
        heap, count = move
        return arg(_tr(WORDS), count, LETTERS[heap])
