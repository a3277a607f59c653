"""The Towers of Hanoi's painter: three pegs on a base and coloured disks (Qt).

A click on a peg lifts its top disk (drawn above the peg), a click on another peg puts it
there, a click on the same peg puts it back; the keys 1, 2 and 3 do the same for pegs A, B
and C. Pointing at a peg while a disk is lifted shows where it would land. A move the rules
refuse is explained at the top of the board (an empty peg, a larger disk on a smaller one)
and the disk stays lifted. The last disk moved is outlined; a move is animated along a
lift, a carry and a drop; a hint is an arrow from peg to peg.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.kit import theme
from boardgames.kit.grid_painter import focus_colour
from boardgames.kit.i18n import arg
from boardgames.kit.painter import Look, Painter
from boardgames_hanoi.rules import EMPTY, LARGER, PEGS, Hanoi, Move, State, refusal

WOOD, WOOD_EDGE, INK = QColor("#b9894f"), QColor("#7a5530"), QColor("#1d2b3a")
HOVER, WARN = QColor(31, 95, 168, 40), QColor("#b03a2e")
#: Disk colours by size, smallest first: apart by hue and by brightness.
DISKS = tuple(QColor(c) for c in ("#e74c3c", "#f39c12", "#f1d40f", "#27ae60", "#16a085", "#2e86de",
                                  "#8e44ad", "#5d6d7e"))
#: Sizes in units of the distance between two pegs: the margins, the zone above the pegs
#: (the lifted disk, the message), the pegs' height, the base and the letters.
SIDE, ABOVE, PEG, BASE, FOOT = 0.15, 0.45, 1.05, 0.08, 0.3
MESSAGES = {
    EMPTY: QT_TRANSLATE_NOOP("hanoi", "Peg %1 is empty: there is no disk to lift."),
    LARGER: QT_TRANSLATE_NOOP("hanoi", "Disk %1 is larger than disk %2 on peg %3: it cannot go there."),
}
LIFTED = QT_TRANSLATE_NOOP("hanoi", "Disk %1 is lifted: click the peg to put it on, or its own peg to put it back.")
WORDS = QT_TRANSLATE_NOOP("hanoi", "disk %1 from %2 to %3")

#: A peg for a screen reader: its letter and its disks from the bottom up (1: the smallest).
PEG_WORDS, NO_DISKS = QT_TRANSLATE_NOOP("hanoi", "Peg %1: %2"), QT_TRANSLATE_NOOP("hanoi", "no disks")
DISKS_UP = QT_TRANSLATE_NOOP("hanoi", "disks %1 from the bottom up")

def _tr(text: str) -> str:
    return QCoreApplication.translate("hanoi", text)


@dataclass(frozen=True)
class _Layout:
    """Where things are: ``left``/``top`` of the drawing, ``unit`` pixels between pegs."""

    left: float
    top: float
    unit: float
    disks: int

    def peg_x(self, peg: int) -> float:
        return self.left + (SIDE + peg + 0.5) * self.unit

    def base_y(self) -> float:
        return self.top + (ABOVE + PEG) * self.unit

    def disk_height(self) -> float:
        return min(0.18, (PEG - 0.12) / self.disks) * self.unit

    def disk(self, disk: int, peg: int, level: float) -> QRectF:
        """The rectangle of ``disk`` on ``peg`` with ``level`` disks under it (a level
        above the peg's top: lifted)."""
        share = 0.5 if self.disks == 1 else (disk - 1) / (self.disks - 1)
        width, height = (0.3 + 0.62 * share) * self.unit, self.disk_height()
        return QRectF(self.peg_x(peg) - width / 2, self.base_y() - (level + 1) * height, width, height)

    def lifted_level(self) -> float:
        """The level of a lifted disk: just above the top of the pegs."""
        return (PEG + 0.04) * self.unit / self.disk_height()

    def peg_at(self, point: QPointF) -> int | None:
        """The peg whose column holds ``point``, or None beside the pegs."""
        column = (point.x() - self.left) / self.unit - SIDE
        return int(column) if 0 <= column < 3 else None


class HanoiPainter(Painter):
    """Draws :class:`~boardgames_hanoi.rules.Hanoi` states (see the module text)."""

    game: Hanoi

    def __init__(self, game: Hanoi):
        super().__init__(game)
        self.lifted: int | None = None  # the peg whose top disk is lifted
        self.pointed: int | None = None  # the peg under the pointer
        self.refused: tuple[str, Move] | None = None  # the last refused gesture, explained

    def aspect(self, state: State) -> float:
        return (3 + 2 * SIDE) / (ABOVE + PEG + BASE + FOOT)

    def layout(self, rect: QRectF) -> _Layout:
        """The geometry of the drawing in ``rect``."""
        return _Layout(rect.left(), rect.top(), rect.width() / (3 + 2 * SIDE), self.game.disks)

    def cells(self, state: State, rect: QRectF, look: Look) -> list[tuple[QRectF, str]]:
        """Each peg for a screen reader: "Peg A: disks 3, 2, 1 from the bottom up"."""
        lay = self.layout(rect)
        found = []
        for peg, disks in enumerate(state.pegs):
            box = QRectF(lay.peg_x(peg) - lay.unit / 2, lay.top, lay.unit, lay.base_y() - lay.top)
            content = arg(_tr(DISKS_UP), ", ".join(str(d) for d in disks)) if disks else _tr(NO_DISKS)
            found.append((box, arg(_tr(PEG_WORDS), PEGS[peg], content)))
        return found

    # -- painting -----------------------------------------------------------------------------
    def paint(self, p: QPainter, rect: QRectF, state: State, look: Look) -> None:
        lay = self.layout(rect)
        moving = self._moving(lay, state, look)
        self._paint_stand(p, lay, look)
        for peg, disks in enumerate(state.pegs):
            for level, disk in enumerate(disks):
                if moving is not None and disk == moving[0]:
                    continue
                lifted = self.lifted == peg and level == len(disks) - 1 and look.interactive
                where = lay.disk(disk, peg, lay.lifted_level() if lifted else level)
                self.paint_disk(p, where, disk, look, last=look.last_move is not None
                                and peg == look.last_move[1] and level == len(disks) - 1)
        if moving is not None:
            self.paint_disk(p, moving[1], moving[0], look)
        if look.thumbnail:
            return
        self._paint_landing(p, lay, state, look)
        if look.hint is not None:
            self._paint_arrow(p, lay, state, look.hint)
        self._paint_message(p, lay, rect, state, look)
        if look.searching:
            p.fillRect(rect, QColor(244, 246, 249, 120))

    def _paint_stand(self, p: QPainter, lay: _Layout, look: Look) -> None:
        """The base, the three pegs (the one pointed at tinted) and their letters."""
        u = lay.unit
        if self.pointed is not None and look.interactive and not look.thumbnail:
            p.fillRect(QRectF(lay.peg_x(self.pointed) - 0.48 * u, lay.top + 0.02 * u, 0.96 * u,
                              (ABOVE + PEG + BASE) * u), HOVER)
        p.setPen(QPen(WOOD_EDGE, max(1.0, u * 0.008)))
        p.setBrush(WOOD)
        for peg in range(3):
            p.drawRoundedRect(QRectF(lay.peg_x(peg) - 0.025 * u, lay.top + ABOVE * u, 0.05 * u, PEG * u),
                              0.02 * u, 0.02 * u)
        p.drawRoundedRect(QRectF(lay.left + 0.05 * u, lay.base_y(), (3 + 2 * SIDE - 0.1) * u, BASE * u),
                          0.03 * u, 0.03 * u)
        if look.thumbnail:
            return
        font = QFont(p.font())
        font.setPixelSize(max(10, int(u * 0.13)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(theme.current().colour("ink"))  # on the paper: the theme's ink
        for peg in range(3):
            box = QRectF(lay.peg_x(peg) - 0.4 * u, lay.base_y() + BASE * u, 0.8 * u, FOOT * u)
            p.drawText(box, Qt.AlignCenter, PEGS[peg])

    def paint_disk(self, p: QPainter, where: QRectF, disk: int, look: Look, last: bool = False,
                   ghost: QColor | None = None) -> None:
        """One disk, its number on it; ``last`` outlines it, ``ghost`` draws only an
        outline of that colour (where a lifted disk would land)."""
        radius = where.height() * 0.35
        if ghost is not None:
            p.setPen(QPen(ghost, max(2.0, where.height() * 0.1), Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(where, radius, radius)
            return
        fill = DISKS[(disk - 1) % len(DISKS)]
        p.setPen(QPen(INK if last and not look.thumbnail else fill.darker(150),
                      max(1.0, where.height() * (0.12 if last else 0.06))))
        p.setBrush(fill)
        p.drawRoundedRect(where, radius, radius)
        if where.height() >= 14 and not look.thumbnail:
            font = QFont(p.font())
            font.setPixelSize(int(where.height() * 0.6))
            font.setBold(True)
            p.setFont(font)
            p.setPen(QColor("#ffffff") if fill.lightness() < 150 else INK)
            p.drawText(where, Qt.AlignCenter, str(disk))

    def _moving(self, lay: _Layout, state: State, look: Look) -> tuple[int, QRectF] | None:
        """While the last move is animated: its disk and where it is now, along a lift, a
        carry and a drop."""
        if look.before is None or look.last_move is None or look.progress >= 1.0 or look.thumbnail:
            return None
        source, target = look.last_move
        if not state.pegs[target] or not look.before.pegs[source]:
            return None
        disk = state.pegs[target][-1]
        start = lay.disk(disk, source, len(look.before.pegs[source]) - 1)
        end = lay.disk(disk, target, len(state.pegs[target]) - 1)
        high = lay.disk(disk, source, lay.lifted_level())
        t = look.progress * 3
        if t < 1:
            return disk, start.translated(0, (high.top() - start.top()) * t)
        if t < 2:
            return disk, high.translated((end.left() - start.left()) * (t - 1), 0)
        return disk, end.translated(0, (high.top() - end.top()) * (3 - t))

    def _paint_landing(self, p: QPainter, lay: _Layout, state: State, look: Look) -> None:
        """Where the lifted disk would land on the peg pointed at: green when it may, red
        when it may not."""
        if self.lifted is None or self.pointed in (None, self.lifted) or not look.interactive:
            return
        disk, target = state.top(self.lifted), self.pointed
        if disk is None or target is None:
            return
        allowed = refusal(state, (self.lifted, target)) is None
        where = lay.disk(disk, target, len(state.pegs[target]))
        self.paint_disk(p, where, disk, look, ghost=QColor("#27ae60") if allowed else WARN)

    def _paint_arrow(self, p: QPainter, lay: _Layout, state: State, move: Move) -> None:
        """An arrow from the top of one peg over to another (a hint)."""
        u, (source, target) = lay.unit, move
        y = lay.top + (ABOVE - 0.08) * u
        path = QPainterPath(QPointF(lay.peg_x(source), lay.top + (ABOVE + 0.1) * u))
        path.lineTo(lay.peg_x(source), y)
        path.lineTo(lay.peg_x(target), y)
        tip = QPointF(lay.peg_x(target), lay.top + (ABOVE + 0.1) * u)
        path.lineTo(tip)
        p.setPen(QPen(focus_colour(), max(3.0, u * 0.025), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        p.setBrush(Qt.NoBrush)
        p.drawPath(path)
        head = 0.05 * u
        p.drawLine(tip, QPointF(tip.x() - head, tip.y() - head))
        p.drawLine(tip, QPointF(tip.x() + head, tip.y() - head))

    def _paint_message(self, p: QPainter, lay: _Layout, rect: QRectF, state: State, look: Look) -> None:
        """At the top: why the last gesture was refused, or which disk is lifted."""
        text = self.message(state) if look.interactive else ""
        if not text:
            return
        box = QRectF(rect.left() + 0.05 * lay.unit, rect.top(), rect.width() - 0.1 * lay.unit, 0.22 * lay.unit)
        font = QFont(p.font())
        font.setBold(True)
        size = max(10, int(lay.unit * 0.075))
        while True:  # the largest size at which the wrapped words fit above the lifted disk
            font.setPixelSize(size)
            needed = QFontMetricsF(font).boundingRect(box, int(Qt.AlignCenter | Qt.TextWordWrap), text)
            if size <= 10 or needed.height() <= box.height():
                break
            size -= 1
        p.setFont(font)
        p.setPen(theme.current().colour("error" if self.refused else "ink"))
        p.drawText(box, int(Qt.AlignCenter | Qt.TextWordWrap), text)

    def message(self, state: State) -> str:
        """The words at the top of the board (translated): a refused gesture explained, or
        what to do with the lifted disk ("" for none)."""
        if self.refused is not None:
            code, (source, target) = self.refused
            if code == EMPTY:
                return arg(_tr(MESSAGES[EMPTY]), PEGS[source])
            return arg(_tr(MESSAGES[LARGER]), state.top(source), state.top(target), PEGS[target])
        if self.lifted is not None and state.top(self.lifted) is not None:
            return arg(_tr(LIFTED),
                       state.top(self.lifted))
        return ""

    # -- input ----------------------------------------------------------------------------------
    def choose(self, state: State, peg: int | None) -> Sequence[Move]:
        """A click on ``peg`` (or its key): lift, put back, or put the lifted disk there."""
        if peg is None:
            return ()
        lifted, self.refused = self.lifted, None
        if lifted is None:
            if state.top(peg) is None:
                self.refused = (EMPTY, (peg, peg))
            else:
                self.lifted = peg
            return ()
        if peg == lifted:
            self.lifted = None
            return ()
        why = refusal(state, (lifted, peg))
        if why is not None:
            self.refused = (why, (lifted, peg))
            return ()
        self.lifted = None
        return ((lifted, peg),)

    def press(self, state: State, rect: QRectF, point: QPointF, look: Look) -> Sequence[Move]:
        return self.choose(state, self.layout(rect).peg_at(point))

    def hover(self, state: State, rect: QRectF, point: QPointF | None) -> bool:
        peg = None if point is None else self.layout(rect).peg_at(point)
        changed, self.pointed = peg != self.pointed, peg
        return changed

    def key(self, state: State, key: int, look: Look) -> Sequence[Move] | None:
        pegs = {Qt.Key_1: 0, Qt.Key_2: 1, Qt.Key_3: 2}
        if key not in pegs:
            return None
        return self.choose(state, pegs[key]) if look.interactive else ()

    def reset(self) -> None:
        self.lifted, self.refused = None, None

    def move_anchor(self, state: State, move: Move, rect: QRectF) -> QRectF | None:
        """Where the moved disk would land."""
        disk = state.top(move[0])
        if disk is None:
            return None
        return self.layout(rect).disk(disk, move[1], len(state.pegs[move[1]]))

    def move_words(self, state: State, move: Any) -> str:
        """"disk 2 from A to C"."""
        disk = state.top(move[0])
        return arg(_tr(WORDS), disk if disk is not None else "?", PEGS[move[0]], PEGS[move[1]])
