"""The base class every game's Qt view derives from, and what the window hands it.

The main window shows a game as two widgets: ``view.board`` in the large central area and
``view.panel`` in the side panel (for the game's own controls). The window owns the menus,
New game, Undo/Redo (through ``context.undo_stack``, a ``QUndoStack`` that
:class:`~boardgames.kit.session_undo.SessionUndo` keeps in step with the view's game
session), zoom, full screen and the status bar.

A plug-in without a view of its own is shown by the app's shared session page
(:class:`boardgames.app.session_page.SessionPage`), a subclass of :class:`GameView`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from boardgames.core.record import UNKNOWN_GAME, RecordError, SavedGame


@dataclass
class ViewContext:
    """What the window gives a game view.

    Attributes:
        undo_stack: the stack for this game's moves (Undo/Redo in the window act on it;
            a view hands it to ``SessionUndo`` rather than pushing commands itself).
        settings: the app's QSettings; a view stores its options under its own group
            (``settings.beginGroup(plugin_id)``).
        parent: the window, as parent for dialogs.
        plugin_id: the id of the plug-in being shown.
    """

    undo_stack: QUndoStack
    settings: QSettings
    parent: QWidget | None
    plugin_id: str


class GameView(QObject):
    """A game's presence in the window.

    Subclasses create ``self.board`` (the central widget) and ``self.panel`` (the side
    panel, shown in a scroll area) in ``__init__``, and implement :meth:`new_game`.

    Signals:
        status_message(str): a short, translated message for the status bar.
        busy_changed(bool): long work (a search) started or stopped.
        game_over(str, str): a game ended while the user watched: the result for the
            player at the board (a :mod:`boardgames.core.levels` code: ``win``, ``loss``,
            ``draw``, ``solved``, ``over``) and a translated line of details; the window
            shows the shared result overlay.
        result_withdrawn(): the result last told by ``game_over`` no longer stands: the
            board shows another position (a new game, another board size, a shuffle, an
            undo or a jump) or a new search started; the window hides its overlay.
        turn_changed(str): whose turn (or who won), as short rich text in the player's
            colour, for the bar above the board ("" hides it).
        score_changed(str): the running score for the bar above the board ("" hides it).
        custom_changed(bool): True when the game shown is no longer the level's (the
            teacher changed the board, the players or the position); False when a level
            is applied again.
    """

    status_message = Signal(str)
    busy_changed = Signal(bool)
    game_over = Signal(str, str)
    result_withdrawn = Signal()
    turn_changed = Signal(str)
    score_changed = Signal(str)
    custom_changed = Signal(bool)

    def __init__(self, context: ViewContext):
        super().__init__(context.parent)
        self.context = context
        self.board: QWidget = QWidget()
        self.panel: QWidget = QWidget()
        #: True for a one-player puzzle (the result overlay then offers a new shuffle, not a
        #: rematch); a subclass sets it once, in ``__init__``.
        self.is_puzzle = False

    @property
    def undo_stack(self) -> QUndoStack:
        """The window's undo stack for this game."""
        return self.context.undo_stack

    def new_game(self) -> None:
        """Start a new game (the window's New game action). Must be overridden."""
        raise NotImplementedError

    def game_record(self) -> dict[str, Any] | None:
        """The game shown as a saved-game document (:func:`boardgames.core.record.dump`,
        with this view's options), or ``None`` when it cannot be saved (the default).

        Raises:
            NotImplementedError, ValueError: when the game has no text form of a state or
                of a move (the window says the game cannot be saved).
        """
        return None

    def open_record(self, saved: SavedGame) -> None:
        """Show ``saved`` (a parsed saved game of this view's plug-in) with its options,
        its moves, the ply it showed and its undo steps.

        Raises:
            RecordError: ``bad-option``, ``bad-start`` or ``bad-move``; the game shown is
                unchanged then. The default raises ``unknown-game`` (the view cannot open
                saved games).
        """
        raise RecordError(UNKNOWN_GAME, (saved.game_id,))

    def apply_level(self, settings: Mapping[str, Any]) -> None:
        """Play at a level: apply the plug-in's level ``settings`` (see its
        :class:`~boardgames.core.levels.Level` list) and start a new game. The default
        only starts a new game."""
        self.new_game()

    def set_students_view(self, on: bool) -> None:
        """The students' view was switched on or off (the window hides the side panel and
        the menus itself). Default: nothing."""

    def set_zoom(self, factor: float) -> None:
        """The window's zoom changed (1.0 = normal). Views whose painting does not follow
        the widget font may scale here. The default does nothing."""

    def refresh(self) -> None:
        """Redraw what the view coloured itself (whose turn, the moves) after the theme
        changed; the widgets repaint on their own. Default: nothing."""

    def shutdown(self) -> None:
        """The view is about to be closed: cancel background work. Default: nothing."""
