"""The games' own painters drawing for the pupils' web page (Qt).

:class:`PainterBoards` is the :class:`~boardgames.classroom.web.boards.BoardFactory` the
class server is given (by the app, or by ``boardgames class serve``): each
:class:`PainterBoard` holds one plug-in painter (the plug-in's, else the grid painter, as
the app's game page picks it: :func:`~boardgames.kit.board.make_painter`), draws a state
into SVG text with :class:`~PySide6.QtSvg.QSvgGenerator` and turns the pupil's clicks and
keys into moves with the painter's own ``press`` and ``key``. No plug-in writes web code.

A picture is :data:`LONG_SIDE` units on its long side (the painter's aspect kept); clicks
and the cells' rectangles are in those units. A cell carries the painter's words (in the
language of the app's translators: the teacher's) and, for grid games, its row, column and
piece (the seat's English name, or ``""``) so that the page can say it in the pupil's
language.

Threading: QPainter on a QSvgGenerator works in any thread once a QGuiApplication exists
(fonts need it; without one Qt aborts the process), several threads at once included.
The class server calls the boards from its worker threads; the desktop app's and
``boardgames class serve``'s QGuiApplication lives in the main thread. One board must be
used by one thread at a time (its painter keeps a half-made gesture): the server holds a
lock per pupil's game.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtSvg import QSvgGenerator

from boardgames.core.game import Game
from boardgames.core.grid import EMPTY, GridGame
from boardgames.core.plugins import GamePlugin
from boardgames.kit.board import make_painter
from boardgames.kit.painter import Look, Painter

#: Units of a picture's long side (its viewBox; clicks and cells use them).
LONG_SIDE = 480

#: DOM ``KeyboardEvent.key`` names the boards take, as Qt keys.
KEYS: dict[str, int] = {
    "ArrowUp": Qt.Key_Up, "ArrowDown": Qt.Key_Down, "ArrowLeft": Qt.Key_Left,
    "ArrowRight": Qt.Key_Right, "Enter": Qt.Key_Return, " ": Qt.Key_Space,
    "Spacebar": Qt.Key_Space, **{str(digit): int(Qt.Key_0) + digit for digit in range(10)},
}


def headless_boards() -> PainterBoards:
    """The boards of a server without a window (``boardgames class serve``): a
    QGuiApplication is made when there is none (on Qt's offscreen platform when there is no
    display), kept for the process's life, and the painters draw in the server's threads.

    Raises:
        RuntimeError: Qt cannot start its platform.
    """
    global _APPLICATION
    if QGuiApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _APPLICATION = QGuiApplication(["boardgames"])
    return PainterBoards()


#: The QGuiApplication :func:`headless_boards` made (kept alive), or None.
_APPLICATION: QGuiApplication | None = None


class PainterBoards:
    """Makes a :class:`PainterBoard` per pupil and game (a BoardFactory).

    Raises:
        RuntimeError: there is no QGuiApplication (painting text would abort the process).
    """

    def __init__(self) -> None:
        if QGuiApplication.instance() is None:
            raise RuntimeError("the web boards need a QGuiApplication (fonts)")

    def board(self, plugin: GamePlugin, game: Game[Any, Any]) -> PainterBoard:
        """A new board drawing ``game`` with ``plugin``'s painter.

        Raises:
            ValueError: the plug-in has no painter and its rules are not a grid.
        """
        return PainterBoard(make_painter(plugin, game), game)


class PainterBoard:
    """One pupil's board of one game (see the module text); a WebBoard."""

    def __init__(self, painter: Painter, game: Game[Any, Any]):
        self.painter = painter
        self.game = game
        self.focused = False  # the keyboard was used last: the painter shows its cursor

    def size(self, state: Any) -> tuple[int, int]:
        """(width, height) of ``state``'s picture in units, the long side :data:`LONG_SIDE`."""
        aspect = max(0.1, min(10.0, float(self.painter.aspect(state))))
        if aspect >= 1.0:
            return LONG_SIDE, max(1, round(LONG_SIDE / aspect))
        return max(1, round(LONG_SIDE * aspect)), LONG_SIDE

    def picture(self, state: Any, last_move: Any = None, *, hint: Any = None,
                interactive: bool = True, seat: int | None = None) -> dict[str, Any]:
        """``state`` drawn: ``{"svg": text, "width", "height", "cells": [...], "cursor"}``.

        ``cells``: ``{"x", "y", "w", "h", "words"}`` per cell of the painter (with ``row``,
        ``col``, ``piece``, ``last`` and ``line`` for grid games); ``cursor``: the index of
        the cell the keyboard cursor is on (None: none shown)."""
        width, height = self.size(state)
        rect = QRectF(0, 0, width, height)
        look = Look(last_move=last_move, interactive=interactive, seat=seat, hint=hint,
                    focused=self.focused and interactive)
        cursor = self.painter.cursor_cell() if look.focused else None
        return {"svg": self._svg(state, rect, look), "width": width, "height": height,
                "cells": self._cells(state, rect, look), "cursor": cursor}

    def _svg(self, state: Any, rect: QRectF, look: Look) -> str:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(QSize(int(rect.width()), int(rect.height())))
        generator.setViewBox(rect)
        painter = QPainter(generator)
        try:
            painter.setRenderHint(QPainter.Antialiasing)
            painter.fillRect(rect, self.painter.background)
            self.painter.paint(painter, rect, state, look)
        finally:
            painter.end()
        buffer.close()
        return _bare_svg(bytes(data.data()).decode("utf-8"), rect)

    def _cells(self, state: Any, rect: QRectF, look: Look) -> list[dict[str, Any]]:
        found = []
        for box, words in self.painter.cells(state, rect, look):
            found.append({"x": round(box.x(), 1), "y": round(box.y(), 1),
                          "w": round(box.width(), 1), "h": round(box.height(), 1), "words": words})
        if isinstance(self.game, GridGame):
            grid = self.game.grid(state, look.last_move)
            if len(grid.cells) == len(found):
                for index, (cell, code) in enumerate(zip(found, grid.cells, strict=True)):
                    row, col = divmod(index, grid.cols)
                    cell.update(row=row, col=col, last=index == grid.last, line=index in grid.highlight,
                                piece="" if code == EMPTY else self.game.seat_name(code - 1))
        return found

    def press(self, state: Any, x: float, y: float) -> Sequence[Any]:
        """The moves a click at (``x``, ``y``) (picture units) makes; empty: none (yet)."""
        self.focused = False
        width, height = self.size(state)
        return tuple(self.painter.press(state, QRectF(0, 0, width, height), QPointF(x, y),
                                        Look(interactive=True)))

    def key(self, state: Any, key: str) -> Sequence[Any] | None:
        """The moves ``key`` (a :data:`KEYS` name) makes; None when unknown or unused."""
        if key not in KEYS:
            return None
        self.focused = True
        moves = self.painter.key(state, KEYS[key], Look(interactive=True, focused=True))
        return None if moves is None else tuple(moves)

    def move_words(self, state: Any, move: Any) -> str:
        """``move`` (legal in ``state``) in the painter's words (the app's language)."""
        return self.painter.move_words(state, move)

    def reset(self) -> None:
        """The state changed otherwise than by this board's moves: drop a half-made gesture."""
        self.painter.reset()


def _bare_svg(text: str, rect: QRectF) -> str:
    """Qt's SVG document as an ``<svg>`` element for a page: no XML declaration, no
    millimetre size (the page scales it), no Qt title."""
    start = text.find("<svg")
    body_start = text.find(">", start) + 1
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {int(rect.width())} '
            f'{int(rect.height())}" version="1.2" baseProfile="tiny">')
    body = text[body_start:]
    for noise in ("<title>Qt SVG Document</title>", "<desc>Generated with Qt</desc>"):
        body = body.replace(noise, "")
    return head + body
