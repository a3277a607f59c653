"""The tic-tac-toe view's side of the students' view (Qt, issue 14): playing at a level
(the computer's rung of the ladder and its mistakes), the result of a finished game for the
shared overlay, and whose turn with the score for the bar above the board.

Mixed into :class:`~.view.TicTacToeView`; its strings are translated in the
``TicTacToeView`` context, like the view's own texts (:mod:`.texts`).
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from boardgames.core import events as ev
from boardgames.core.levels import human_result
from boardgames.games.tictactoe.match import HUMAN_X_VS_COMPUTER, MODES
from boardgames.games.tictactoe.players import PLAYERS
from boardgames.games.tictactoe.ui import options, texts
from boardgames.games.tictactoe.ui.board_widget import O_COLOUR, X_COLOUR

#: The marks' colours on the board, for the whose-turn line (X, O).
MARK_COLOURS = (X_COLOUR.name(), O_COLOUR.name())


class StudentsHooks:
    """``apply_level``, the ``game_over`` and ``turn_changed`` signals of the view.
    The view provides ``panel_widget``, ``session``, ``match``, ``mode``, ``side()``,
    ``new_game()``, ``_fill_players()``, ``_update_mode_widgets()``, ``_save_options()``
    and the signals of :class:`boardgames.app.game_view.GameView`."""

    panel_widget: Any
    session: Any
    match: Any
    game_over: Any
    turn_changed: Any

    def apply_level(self, settings: Mapping[str, Any]) -> None:
        """Play a level: the human plays X against ``settings["player"]`` (a ladder
        name) with ``settings["mistakes"]`` (0..1, for the fallible player); the panel's
        expert controls show the choice. A player that needs 3x3 brings the board back to
        3x3. Starts a new game."""
        p = self.panel_widget
        name = str(settings.get("player", ""))
        widgets = (p.mode_combo, p.o_player_combo, p.error_slider, p.size_combo, p.k_spin)
        for widget in widgets:
            widget.blockSignals(True)
        try:
            p.mode_combo.setCurrentIndex(max(0, p.mode_combo.findData(HUMAN_X_VS_COMPUTER)))
            if name in PLAYERS and self.side() ** 2 > PLAYERS[name].max_cells:  # type: ignore[attr-defined]
                p.size_combo.setCurrentIndex(p.size_combo.findData(3))
                p.k_spin.setRange(3, 3)
                p.k_spin.setValue(3)
            self._fill_players()  # type: ignore[attr-defined]
            index = p.o_player_combo.findData(name)
            if index >= 0:
                p.o_player_combo.setCurrentIndex(index)
            mistakes = settings.get("mistakes", 0)
            if name == "fallible" and isinstance(mistakes, (int, float)):
                p.error_slider.setValue(round(100 * min(1.0, max(0.0, float(mistakes)))))
        finally:
            for widget in widgets:
                widget.blockSignals(False)
        options.update_player_info(p)
        self.session.paused = False
        self._update_mode_widgets()  # type: ignore[attr-defined]
        self._save_options()  # type: ignore[attr-defined]
        self.new_game()  # type: ignore[attr-defined]

    #: True in the students' view: "show thinking" is not written on the board.
    students = False

    def set_students_view(self, on: bool) -> None:
        """In the students' view the board shows no "show thinking" values (they would
        give the answers away); the teacher's view shows them again."""
        self.students = on
        self._render()  # type: ignore[attr-defined]

    def human_seats(self) -> list[int]:
        """The seats (0 = X, 1 = O) a human plays."""
        return [seat for seat, player in enumerate(self.session.seats) if player is None]

    def report_result(self, event: ev.Event) -> None:
        """After a move that ended the game (not an undo, redo or opened game that shows
        a finished one), tell the window the result for the human at the board."""
        if not isinstance(event, ev.MovePlayed) or not self.session.is_over():
            return
        result = human_result(self.session.outcome(), self.human_seats(), 2)
        self.game_over.emit(result, self.result_details())

    def result_details(self) -> str:
        """The overlay's line under the result: the score against the computer, or who
        won in a game between humans or computers."""
        if self.mode in MODES[1:3]:  # type: ignore[attr-defined]
            score = self.match.score
            return texts.human_score_text(score.human_wins, score.computer_wins, score.human_draws)
        return self.panel_widget.status_label.text()

    def show_turn(self, status: str) -> None:
        """Whose turn (or who won) in that mark's colour, with the score, for the bar."""
        session = self.session
        outcome = session.outcome()
        if outcome is not None:
            mark = outcome.winner
        else:
            mark = session.seat_to_move()
        colour = MARK_COLOURS[mark] if mark in (0, 1) else "#44505c"
        text = f"<b style='color: {colour}'>{escape(status)}</b>"
        if self.mode in MODES[1:3]:  # type: ignore[attr-defined]
            score = self.match.score
            line = texts.human_score_text(score.human_wins, score.computer_wins, score.human_draws)
            text += f" \u00a0·\u00a0 <span style='color: #44505c'>{escape(line)}</span>"
        self.turn_changed.emit(text)
