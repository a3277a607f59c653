"""The board widget: shows a game's state with the game's painter and turns the user's
clicks and keys into moves (Qt).

The page tells the board what to show (:meth:`BoardWidget.show_state`: the state and its
:class:`~boardgames.kit.painter.Look`); the board asks its painter to draw it (keeping
the painter's aspect ratio, centred, scaled to the widget), animates from the state before
when asked, and emits :attr:`BoardWidget.moves_chosen` with the moves a click or a key made.
It plays nothing itself.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from boardgames.core.game import Game
from boardgames.core.grid import GridGame
from boardgames.core.plugins import GamePlugin, load_attribute
from boardgames.kit import board_access
from boardgames.kit.grid_painter import GridPainter
from boardgames.kit.painter import Look, Painter

#: Milliseconds of a move's animation.
ANIMATION_MS = 160


class BoardWidget(QWidget):
    """Hosts a :class:`Painter`.

    Signals:
        moves_chosen(list): the moves a click or a key made (played as one step by the page).
    """

    moves_chosen = Signal(list)
    #: Tells :mod:`boardgames.kit.board_access` to present the widget as a table of cells.
    IS_GAME_BOARD = True

    def __init__(self, painter: Painter, parent: QWidget | None = None):
        board_access.install()  # before Qt makes (and caches) a plain interface for it
        super().__init__(parent)
        self.painter = painter
        self.state: Any = None
        self.look = Look()
        self.keyboard_used = False
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(ANIMATION_MS)
        self._animation.valueChanged.connect(self._animate)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 220)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAccessibleName(self.tr("Game board"))

    def set_painter(self, painter: Painter) -> None:
        """Draw with ``painter`` from now on (other rules: another board size)."""
        self.painter = painter
        self.update()

    def show_state(self, state: Any, look: Look, animate_from: Any = None) -> None:
        """Show ``state`` as ``look`` says; with ``animate_from`` (the state before a move)
        the painter animates the move. Without it, a move being animated to ``state`` goes
        on (the page was only redrawn: a paused playback, a search's report)."""
        if state != self.state:
            self.painter.reset()
        if animate_from is None and state == self.state and self.is_animating():
            self.look = replace(look, before=self.look.before, progress=self.look.progress)
        else:
            self.state, self.look = state, look
            self._animation.stop()
            if animate_from is not None and animate_from != state and self._animation.duration() > 0:
                self.look = replace(look, before=animate_from, progress=0.0)
                self._animation.start()
        self.setCursor(Qt.PointingHandCursor if look.interactive else Qt.ArrowCursor)
        self.update()

    def set_animation_ms(self, milliseconds: int) -> None:
        """How long a move's animation takes (0: none; tests and a fast playback)."""
        self._animation.setDuration(milliseconds)

    def is_animating(self) -> bool:
        """True while a move is being animated."""
        return self._animation.state() == QVariantAnimation.Running

    def _animate(self, value: object) -> None:
        progress = float(value)  # type: ignore[arg-type]
        self.look = replace(self.look, progress=progress,
                            before=None if progress >= 1.0 else self.look.before)
        self.update()

    def drawing_rect(self) -> QRectF:
        """Where the painter draws: the largest rectangle of its aspect, centred."""
        aspect = self.painter.aspect(self.state) if self.state is not None else 1.0
        width, height = float(self.width()), float(self.height())
        if width / height > aspect:
            width = height * aspect
        else:
            height = width / aspect
        return QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(640, 560)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), self.painter.background)
        if self.state is not None:
            look = replace(self.look, focused=self.hasFocus() and self.keyboard_used)
            self.painter.paint(p, self.drawing_rect(), self.state, look)
        p.end()

    # -- input --------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() != Qt.LeftButton or self.state is None:
            return
        self.keyboard_used = False
        if self.look.interactive:
            moves = self.painter.press(self.state, self.drawing_rect(), event.position(), self.look)
            self.update()
            if moves:
                self.moves_chosen.emit(list(moves))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if self.state is not None and self.painter.hover(self.state, self.drawing_rect(), event.position()):
            self.keyboard_used = False
            self.update()

    def leaveEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        if self.state is not None and self.painter.hover(self.state, self.drawing_rect(), None):
            self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        moves = None if self.state is None else self.painter.key(self.state, event.key(), self.look)
        if moves is None:
            super().keyPressEvent(event)
            return
        self.keyboard_used = True
        self.update()
        if moves and self.look.interactive:
            self.moves_chosen.emit(list(moves))


def thumbnail(painter: Painter, state: Any, side: int, look: Look | None = None) -> QPixmap:
    """A ``side`` x ``side`` picture of ``state`` (the stepper's and the tree viewer's
    nodes)."""
    pixmap = QPixmap(side, side)
    pixmap.fill(painter.background)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    aspect = painter.aspect(state)
    width, height = (side, side / aspect) if aspect >= 1 else (side * aspect, side)
    rect = QRectF((side - width) / 2, (side - height) / 2, width, height)
    painter.paint(p, rect, state, replace(look or Look(), thumbnail=True))
    p.end()
    return pixmap


def make_painter(plugin: GamePlugin, game: Game[Any, Any]) -> Painter:
    """The plug-in's painter for ``game``, or the grid painter.

    Raises:
        ValueError: the plug-in has no painter and its rules are not a grid.
    """
    if plugin.painter:
        painter: Painter = load_attribute(plugin.painter)(game)
    elif isinstance(game, GridGame):
        painter = GridPainter(game)
    else:
        raise ValueError(f"'{plugin.id}' has no painter, and its rules do not implement GridGame")
    painter.context = plugin.id
    return painter

