"""What a game's painter does: draws a state and turns clicks and keys into moves (Qt).

A plug-in whose board is not a grid of cells gives a :class:`Painter` (``GamePlugin.painter``);
games whose rules implement :class:`~boardgames.core.grid.GridGame` get the
:class:`~boardgames.kit.grid_painter.GridPainter`. The painter never plays a move
itself: :meth:`Painter.press` and :meth:`Painter.key` return the moves a gesture makes (a
click may make several, played as one undo step), and the game page plays them through the
session. The same painter draws the small pictures of the search stepper and the game-tree
viewer (:attr:`Look.thumbnail`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from boardgames.kit import theme
from boardgames.kit.i18n import arg

#: Piece colours per seat (fill, rim), chosen to stay apart on a projector and, by
#: brightness too, for the common colour blindnesses; more seats repeat them.
SEAT_COLOURS = (("#d6302b", "#8e1b1b"), ("#f2c200", "#9a7a00"), ("#2e8b57", "#1b5435"),
                ("#7d4cb0", "#4c2a70"))


@dataclass(frozen=True)
class Look:
    """How a state is drawn besides the state itself.

    Attributes:
        last_move: the move that led to the state (marked on the board), or None.
        labels: "show thinking": move -> (text, kind), kind ``win``, ``draw``, ``loss`` or
            ``value``; the painter writes each text where its move would play.
        interactive: True when clicks and keys are taken (a human is to move).
        seat: the seat to move (a preview of its piece), None when the game is over.
        before: the state before the last move, while it is animated (else None).
        progress: how far the animation from ``before`` is, 0.0 to 1.0.
        thumbnail: a small picture (the stepper's tree, the tree viewer): no labels, no
            focus, no preview.
        focused: the board has the keyboard focus and the keyboard was used last (the
            painter shows its cursor).
        hint: a move to point out (Hint), or None.
        searching: the state is one a search is looking at, not the game's own (drawn
            greyed: "show the search on the board").
    """

    last_move: Any = None
    labels: Mapping[Any, tuple[str, str]] = field(default_factory=dict)
    interactive: bool = False
    seat: int | None = None
    before: Any = None
    progress: float = 1.0
    thumbnail: bool = False
    focused: bool = False
    hint: Any = None
    searching: bool = False


class Painter:
    """Draws one game's states (subclass it). One painter serves one board widget, so it may
    remember a selection (a peg picked up) or a keyboard cursor between calls.

    Args:
        game: the rules (:class:`~boardgames.core.game.Game`) whose states it draws.
    """

    @property
    def background(self) -> QColor:
        """The paper around the board: the theme's (:mod:`boardgames.kit.theme`)."""
        return theme.current().colour("paper")

    def __init__(self, game: Any):
        self.game = game
        #: The translation context of the game's own words (its plug-in id; set by
        #: :func:`~boardgames.kit.board.make_painter`).
        self.context = ""

    def aspect(self, state: Any) -> float:
        """Width divided by height of the drawing of ``state`` (the board keeps it)."""
        return 1.0

    def paint(self, p: QPainter, rect: QRectF, state: Any, look: Look) -> None:
        """Draw ``state`` filling ``rect`` (already cleared to :attr:`background`)."""
        raise NotImplementedError

    def press(self, state: Any, rect: QRectF, point: QPointF, look: Look) -> Sequence[Any]:
        """The moves a click at ``point`` makes (empty: none yet, e.g. a first click that
        only picks a piece up). Called only while the board is interactive."""
        return ()

    def hover(self, state: Any, rect: QRectF, point: QPointF | None) -> bool:
        """The pointer moved to ``point`` (None: it left); True when the drawing changes."""
        return False

    def key(self, state: Any, key: int, look: Look) -> Sequence[Any] | None:
        """The moves a key press makes (``key``: a ``Qt.Key`` value); None when the painter
        does not use that key (an empty sequence when it used it only to move a cursor)."""
        return None

    def reset(self) -> None:
        """The state changed in another way than by this painter's moves (an undo, a new
        game): drop a half-made gesture."""

    def cells(self, state: Any, rect: QRectF, look: Look) -> list[tuple[QRectF, str]]:
        """The board's cells for a screen reader, row-major: (where the cell is drawn in
        ``rect``, its translated words, see :func:`cell_words`). Default: none (the board
        is then one control, named by its widget)."""
        return []

    def cursor_cell(self) -> int | None:
        """The cell the keyboard cursor is on (an index into :meth:`cells`), or None."""
        cursor = getattr(self, "cursor", None)
        return cursor if isinstance(cursor, int) else None

    def move_anchor(self, state: Any, move: Any, rect: QRectF) -> QRectF | None:
        """Where ``move``'s label goes (show thinking), or None to leave it out."""
        return None

    def move_words(self, state: Any, move: Any) -> str:
        """``move`` in ``state`` in words for people (the undo history, a screen reader),
        translated; default: the game's notation."""
        return str(self.game.move_to_str(state, move))

    def seat_colour(self, seat: int) -> tuple[QColor, QColor]:
        """The (fill, dark) colours of ``seat``'s pieces: the bar above the board and the
        seat lists show them. Default: red, yellow, green, purple."""
        fill, rim = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        return QColor(fill), QColor(rim)


def cell_words(row: int, col: int, content: str, last: bool = False, line: bool = False) -> str:
    """"row 2, column 3: X" (rows and columns from 0, said from 1), translated; ``last``
    adds that the last move went there, ``line`` that the cell is in the winning line."""
    words = arg(QCoreApplication.translate("BoardCell", "row %1, column %2: %3"), row + 1, col + 1, content)
    if last:
        words = arg(QCoreApplication.translate("BoardCell", "%1 (last move)"), words)
    if line:
        words = arg(QCoreApplication.translate("BoardCell", "%1 (winning line)"), words)
    return words
