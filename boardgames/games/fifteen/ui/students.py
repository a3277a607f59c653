"""The 15-puzzle view's side of the students' view (Qt, issue 14): playing at a level (the
board size and how far from solved the shuffle starts), the result of a solved puzzle for
the window's shared overlay, and the moves so far for the bar above the board.

A puzzle solved by the user's own moves is ``solved`` (a win: the next level may follow);
one the computer's solution playback helped to solve is only ``over``.

Mixed into :class:`~.view.FifteenView`; strings are translated in the ``FifteenView``
context, like the view's own.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from html import escape
from typing import Any

from PySide6.QtCore import QObject

from boardgames.app.i18n import arg, clock
from boardgames.core import events as ev
from boardgames.core.levels import OVER, SOLVED
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.shuffle import random_walk


class FifteenStudentTexts(QObject):
    """The plural texts of this module (lupdate sees ``%n`` forms only in a class)."""

    def moves_in(self, moves: int, time: str) -> str:
        return arg(self.tr("%n moves in %1", "", moves), time)

    def helped(self, moves: int) -> str:
        return self.tr("Solved with the computer's help: %n moves", "", moves)

    def moves_so_far(self, moves: int, time: str) -> str:
        return arg(self.tr("%n moves · %1", "", moves), time)

    def solved_in(self, moves: int) -> str:
        return self.tr("Solved in %n moves.", "", moves)


def level_walk(rows: int, cols: int, moves: int, rng: random.Random) -> B.Board:
    """A position ``moves`` random moves from the solved ``rows`` x ``cols`` board that is
    not the solved board itself (a walk of an even length may come back to it)."""
    for _ in range(20):
        board = random_walk(rows, cols, moves, rng)
        if not B.is_goal(board):
            return board
    return random_walk(rows, cols, moves | 1, rng)  # an odd walk never ends on the goal


class StudentsHooks:
    """``apply_level``, the ``game_over`` and ``turn_changed`` signals of the view.
    The view provides ``panel_widget``, ``session``, ``bridge``, ``clock``,
    ``moves_made``, ``elapsed_ms()``, ``new_game()`` and the signals."""

    panel_widget: Any
    session: Any
    bridge: Any
    game_over: Any
    turn_changed: Any
    #: Moves from solved of the level's puzzles (0: fully random); New game follows it.
    level_shuffle = 0
    #: True once the computer's solution played a move of this puzzle.
    helped = False

    def apply_level(self, settings: Mapping[str, Any]) -> None:
        """Play a level: the board ``settings["rows"]`` x ``settings["cols"]`` and a
        puzzle ``settings["shuffle"]`` moves from solved (0: uniformly random). The
        panel shows the size; the level's puzzle starts a fresh undo history."""
        p = self.panel_widget
        for spin, key in ((p.rows_spin, "rows"), (p.cols_spin, "cols")):
            value = settings.get(key)
            if isinstance(value, int) and B.MIN_SIDE <= value <= B.MAX_SIDE:
                spin.setValue(value)
        shuffle = settings.get("shuffle", 0)
        self.level_shuffle = shuffle if isinstance(shuffle, int) and shuffle > 0 else 0
        if self.level_shuffle:
            p.walk_spin.setValue(min(p.walk_spin.maximum(), self.level_shuffle))
        old = self.bridge
        self.new_game()  # type: ignore[attr-defined]
        self.bridge.reset()
        if old is not self.bridge:
            old.detach()

    def track_help(self, event: ev.Event) -> None:
        """Remember whether the computer played a move of this puzzle."""
        if isinstance(event, ev.MovePlayed) and event.by_computer:
            self.helped = True
        elif isinstance(event, ev.PositionChanged) and event.cause == ev.NEW_GAME:
            self.helped = False

    def report_result(self, event: ev.Event) -> None:
        """After the move that solved the puzzle (not an undo, redo or opened game that
        shows it solved), tell the window: ``solved`` with the moves and time, or
        ``over`` when the computer's solution helped."""
        if not isinstance(event, ev.MovePlayed) or not self.session.is_over():
            return
        n, texts = self.moves_made, FifteenStudentTexts()  # type: ignore[attr-defined]
        if self.helped:
            self.game_over.emit(OVER, texts.helped(n))
        else:
            self.game_over.emit(SOLVED, texts.moves_in(n, clock(self.elapsed_ms())))  # type: ignore[attr-defined]

    def _update_victory(self) -> None:
        """Freeze the clock and stop the playback when the puzzle becomes solved; thaw
        the clock when a move is undone out of it."""
        won = self.session.is_over() and self.session.ply > 0
        if won == self._won:  # type: ignore[has-type]
            return
        self._won = won
        if not won:  # undone back out of the solved position
            self.clock.thaw()  # type: ignore[attr-defined]
            return
        self.clock.freeze()  # type: ignore[attr-defined]
        self.stop_playback()  # type: ignore[attr-defined]
        self.status_message.emit(FifteenStudentTexts().solved_in(self.moves_made))  # type: ignore[attr-defined]

    def show_turn(self) -> None:
        """The moves so far and the time, for the bar above the board."""
        text = FifteenStudentTexts().moves_so_far(self.moves_made,  # type: ignore[attr-defined]
                                                  clock(self.elapsed_ms()))  # type: ignore[attr-defined]
        self.turn_changed.emit(f"<b style='color: #1d2b3a'>{escape(text)}</b>")
