"""The students' view's side of the game page (Qt, issue 14): playing at a level, the
result of a finished game for the window's overlay, and whose turn in the seat's colour for
the bar above the board."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from PySide6.QtCore import QObject

from boardgames.core import events as ev
from boardgames.core.levels import human_result
from boardgames.core.players import choice_by_id
from boardgames.kit import theme


class Students(QObject):
    """Levels, results and whose turn for ``page``."""

    def __init__(self, page: Any, parent: QObject | None = None):
        super().__init__(parent)
        self.page = page

    def apply_level(self, settings: Mapping[str, Any]) -> None:
        """Play a level: its options (a board size), its own settings for new games (how
        far to shuffle), a human in the first seat and the level's ``player`` (with its
        parameter, e.g. ``mistakes``) in every other seat; then a new game."""
        page = self.page
        page.level_settings = dict(settings)
        choice = choice_by_id(page.choices, str(settings.get("player", "")))
        if choice is not None and page.game.num_players > 1:
            value = settings.get(choice.parameter.key) if choice.parameter else None
            for seat in range(page.game.num_players):
                page.seats.set_seat(seat, "@human" if seat == 0 else choice.id,
                                    value if isinstance(value, int) else None)
            page.seats.save(page.context.settings)
        page.session.paused = False
        page.change_options(page.setup.values({**page.options.values(), **settings}), undoable=False)
        page.set_custom(False)

    def report_result(self, event: ev.Event) -> None:
        """After a move that ended the game (not an undo, a jump or an opened game), tell
        the window how it ended for the human at the board; after any other move, any
        other position (a new game, a shuffle, an undo, a jump) or when a new search
        starts (not "Show thinking"'s), that the result told no longer stands."""
        session = self.page.session
        if not isinstance(event, ev.MovePlayed) or not session.is_over():
            if isinstance(event, (ev.MovePlayed, ev.PositionChanged)) or (
                    isinstance(event, ev.ThinkingStarted) and event.purpose != ev.ANALYSIS):
                self.withdraw_result()
            return
        humans = [seat for seat, player in enumerate(session.seats) if player is None]
        if self.page.game.num_players == 1 and event.by_computer:
            humans = []  # a puzzle the computer's solution solved is not the player's win
        result = human_result(session.outcome(), humans, self.page.game.num_players)
        self.page.game_over.emit(result, self._result_details())

    def withdraw_result(self) -> None:
        """The position shown is no longer the one whose result was told (another
        board, a new game): the window hears ``result_withdrawn`` (it hides a result
        still shown; nothing when none is)."""
        self.page.result_withdrawn.emit()

    def _result_details(self) -> str:
        """The overlay's line under a result: the score against the computer, or who won."""
        page = self.page
        if page.puzzle is not None:
            return str(page.puzzle.solved_details())
        seats = page.session.seats
        against = None in seats and any(seat is not None for seat in seats)
        return str(page.scores.text() if against else page.status.text())

    def show_turn(self, status: str) -> None:
        """Whose turn (or who won) with a disc of that seat's colour; the score apart."""
        session = self.page.session
        outcome = session.outcome()
        seat = outcome.winner if outcome is not None else session.seat_to_move()
        if (outcome is None and seat is not None and session.seats[seat] is None
                and any(player is not None for player in session.seats)):
            status = self.page.texts.you(status)
        text = f"<b>{escape(status)}</b>"
        if seat is not None and self.page.game.num_players > 1:
            fill, rim = self.page.board.painter.seat_colour(seat)
            ink = theme.text_on_paper(rim, fill)  # the seat's colour where it reads in the theme
            text = (f"<span style='color: {fill.name()}'>●</span> "
                    f"<b style='color: {ink.name()}'>{escape(status)}</b>")
        self.page.turn_changed.emit(text)
        self.page.score_changed.emit(self.page.scores.text())
