"""Saving and opening 15-puzzle games (Qt side): the view's options in a saved game are
the board size; the record and its undo steps come from the session's bridge."""

from __future__ import annotations

from typing import Any

from boardgames.app.session_undo import SessionUndo
from boardgames.core import record as R
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.rules import SlidingPuzzle


class SavedGames:
    """Mixed into :class:`~.view.FifteenView`: the window's ``game_record`` and
    ``open_record`` hooks (see :class:`boardgames.app.game_view.GameView`)."""

    bridge: SessionUndo
    context: Any

    def game_record(self) -> dict[str, Any] | None:
        """The puzzle shown, with its size (``rows``, ``cols``) as options."""
        game = self.bridge.session.game
        record, steps = self.bridge.full_record()
        options = {"rows": game.rows, "cols": game.cols}  # type: ignore[attr-defined]
        return R.dump(self.context.plugin_id, options, game, record, steps)

    def open_record(self, saved: R.SavedGame) -> None:
        """Show the saved puzzle on a board of its size (an undoable switch is not kept:
        the opened game's own undo steps replace the history).

        Raises:
            RecordError: ``bad-option`` (rows, cols), ``bad-start``, ``bad-move``.
        """
        rows = R.option_int(saved.options, "rows", B.MIN_SIDE, B.MAX_SIDE)
        cols = R.option_int(saved.options, "cols", B.MIN_SIDE, B.MAX_SIDE)
        record = R.rebuild(saved, SlidingPuzzle(rows, cols))
        self.stop_playback()  # type: ignore[attr-defined]
        old = self.bridge
        bridge = self._make_bridge(rows, cols, record.start)  # type: ignore[attr-defined]
        self.show_session(bridge)  # type: ignore[attr-defined]
        old.detach()
        bridge.open_record(record, saved.undo_steps)
        self.context.settings.setValue("fifteen/rows", rows)
        self.context.settings.setValue("fifteen/cols", cols)
