"""The shared session page's side of the students' view (Qt, issue 14): playing at a level
(the level's computer player in the second seat, the human in the first), the result of a
finished game for the window's shared overlay, and whose turn in the seat's colour.

Mixed into :class:`~boardgames.app.session_page.page.SessionPage`.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from boardgames.app.grid_board import SEAT_COLOURS
from boardgames.app.i18n import arg
from boardgames.core import events as ev
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.levels import human_result
from boardgames.core.players import choice_by_id

#: "Red to move (you)": the status of a human's turn against the computer.
YOU = QT_TRANSLATE_NOOP("SessionPage", "%1 (you)")


class StudentsHooks:
    """``apply_level``, ``game_over`` and ``turn_changed`` of the page. The page provides
    ``game``, ``choices``, ``session``, ``panel``, ``context``, ``seat_name()``,
    ``_settings_key()``, ``_status()``, ``new_game()`` and the signals."""

    game: Any
    choices: Any
    session: Any
    panel: Any
    context: Any
    game_over: Any
    turn_changed: Any

    #: True in the students' view: "show thinking" is not written on the board.
    students = False

    def set_students_view(self, on: bool) -> None:
        """In the students' view the board shows no "show thinking" values (they would
        give the answers away); the teacher's view shows them again."""
        self.students = on
        self.refresh()  # type: ignore[attr-defined]

    def apply_level(self, settings: Mapping[str, Any]) -> None:
        """Play a level: a human in the first seat, the level's ``settings["player"]``
        (a player id of the plug-in) in every other seat; the seat lists show it and
        remember it. Starts a new game. An unknown id leaves the seats as they are."""
        choice = choice_by_id(self.choices, str(settings.get("player", "")))
        if choice is not None:
            keys = [self.human_key] + [choice.id] * (self.game.num_players - 1)
            self.session.set_seats([None] * len(keys))  # no computer moves on the old position
            for seat, key in enumerate(keys):
                self.panel.set_seat(seat, key)
                self.context.settings.setValue(self._settings_key(seat), key)  # type: ignore[attr-defined]
            self.session.set_seats([None] + [choice.make(self.game) for _ in keys[1:]])
        self.session.paused = False
        self.new_game()  # type: ignore[attr-defined]

    @property
    def human_key(self) -> str:
        """The seat lists' key of a human."""
        from boardgames.app.session_page.page import HUMAN

        return HUMAN

    def report_result(self, event: ev.Event) -> None:
        """After a move that ended the game (not an undo, a jump or an opened game),
        tell the window the result for the human seats."""
        if not isinstance(event, ev.MovePlayed) or not self.session.is_over():
            return
        humans = [seat for seat, player in enumerate(self.session.seats) if player is None]
        result = human_result(self.session.outcome(), humans, self.game.num_players)
        self.game_over.emit(result, self._status())  # type: ignore[attr-defined]

    def show_turn(self) -> None:
        """Whose turn (or who won) with a disc of that seat's colour, for the bar."""
        session = self.session
        outcome = session.outcome()
        seat = outcome.winner if outcome is not None else session.seat_to_move()
        status = self._status()  # type: ignore[attr-defined]
        if (outcome is None and seat is not None and session.seats[seat] is None
                and any(player is not None for player in session.seats)):
            status = arg(QCoreApplication.translate("SessionPage", YOU), status)
        if seat is None:
            self.turn_changed.emit(f"<b>{escape(status)}</b>")
            return
        fill, rim = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        self.turn_changed.emit(f"<span style='color: {fill.name()}'>●</span> "
                               f"<b style='color: {rim.name()}'>{escape(status)}</b>")
