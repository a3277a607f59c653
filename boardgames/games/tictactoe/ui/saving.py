"""Saving and opening tic-tac-toe games (Qt side). A saved game's options are the board
(``size``, ``k``), the ``mode``, the computer players (``x_player``, ``o_player``) and the
rule for who starts (``start``); the start state says who started this game."""

from __future__ import annotations

from typing import Any

from boardgames.core import record as R
from boardgames.games.tictactoe.match import MODES, STARTS
from boardgames.games.tictactoe.players import PLAYERS
from boardgames.games.tictactoe.rules import MNKGame
from boardgames.games.tictactoe.ui import options
from boardgames.games.tictactoe.ui.panel import TicTacToePanel


def _select(combo: Any, value: Any) -> None:
    combo.blockSignals(True)
    combo.setCurrentIndex(max(0, combo.findData(value)))
    combo.blockSignals(False)


class SavedGames:
    """Mixed into :class:`~.view.TicTacToeView`: the window's ``game_record`` and
    ``open_record`` hooks (see :class:`boardgames.app.game_view.GameView`)."""

    panel_widget: TicTacToePanel
    context: Any
    session: Any
    undo: Any

    def game_record(self) -> dict[str, Any] | None:
        """The game shown with the panel's options."""
        p = self.panel_widget
        game = self.session.game
        saved = {"size": game.geo.rows, "k": game.geo.k, "mode": p.mode_combo.currentData(),
                 "x_player": p.x_player_combo.currentData(), "o_player": p.o_player_combo.currentData(),
                 "start": p.start_combo.currentData()}
        record, steps = self.undo.full_record()
        return R.dump(self.context.plugin_id, saved, game, record, steps)

    def open_record(self, saved: R.SavedGame) -> None:
        """Show the saved game with its board, mode, players and undo steps.

        Raises:
            RecordError: ``bad-option`` (size, k, mode, x_player, o_player, start),
                ``bad-start``, ``bad-move``; nothing changes then.
        """
        o = saved.options
        size = R.option_int(o, "size", 3, 7)
        k = R.option_int(o, "k", 3, size)
        choices = {name: R.option_str(o, name, allowed) for name, allowed in
                   (("mode", MODES), ("start", STARTS), ("x_player", tuple(PLAYERS)), ("o_player", tuple(PLAYERS)))}
        game = MNKGame(size, size, k)
        for name in ("x_player", "o_player"):
            if not PLAYERS[choices[name]].fits(game.geo):
                raise R.RecordError(R.BAD_OPTION, (name,))
        record = R.rebuild(saved, game)
        self._set_panel(size, k, choices)
        if game.geo != self.session.game.geo:
            self._replace_session(game)  # type: ignore[attr-defined]
        self.match.next_game()  # type: ignore[attr-defined]
        self.session.set_seats([None, None])  # no computer moves on the old position
        self.session.thinking.move_delay = options.delay_seconds(self.panel_widget, choices["mode"])
        self.session.set_seats(options.seats(self.panel_widget, choices["mode"], game.geo,
                                             self.rng))  # type: ignore[attr-defined]
        self.undo.open_record(record, saved.undo_steps)
        self._render()  # type: ignore[attr-defined]

    def _set_panel(self, size: int, k: int, choices: dict[str, str]) -> None:
        p = self.panel_widget
        _select(p.size_combo, size)
        p.k_spin.blockSignals(True)
        p.k_spin.setRange(3, size)
        p.k_spin.setValue(k)
        p.k_spin.blockSignals(False)
        for combo, name in ((p.mode_combo, "mode"), (p.start_combo, "start")):
            _select(combo, choices[name])
        self._fill_players()  # type: ignore[attr-defined]
        for combo, name in ((p.x_player_combo, "x_player"), (p.o_player_combo, "o_player")):
            _select(combo, choices[name])
        options.update_player_info(p)
        self._update_mode_widgets()  # type: ignore[attr-defined]
        self._save_options()  # type: ignore[attr-defined]
