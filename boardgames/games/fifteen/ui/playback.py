"""Playing back a found solution on the 15-puzzle's board (Qt): Play/Pause, Step and the
speed slider, over the session's kept plan (``session.thinking.plan``, ``session.step_plan``).

Its strings are translated in the ``FifteenView`` context, like the view's own."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from boardgames.app.game_view import GameView, ViewContext
from boardgames.app.i18n import arg
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.ui import texts


class PlaybackView(GameView):
    """Base of :class:`~.solving.SolvingView`: the playback timer and its controls.
    Subclasses provide ``session``, ``bridge``, ``board_widget``, ``panel_widget``,
    ``position``, ``cols`` and ``won``."""

    session: Any
    bridge: Any
    board_widget: Any
    panel_widget: Any
    position: B.Board
    cols: int
    won: bool

    def __init__(self, context: ViewContext):
        super().__init__(context)
        self._player = QTimer(self)
        self._player.timeout.connect(self.step_solution)

    # -- playback -----------------------------------------------------------------------
    def update_playback_buttons(self) -> None:
        p = self.panel_widget
        has = bool(self.session.thinking.plan) and not self.won
        p.play_button.setEnabled(has)
        p.step_button.setEnabled(has)
        p.play_button.setText(QCoreApplication.translate("FifteenView", "Pause") if self._player.isActive()
                              else QCoreApplication.translate("FifteenView", "Play"))

    def _update_speed(self) -> None:
        speed = self.panel_widget.speed_slider.value()
        self.panel_widget.speed_value.setText(arg(QCoreApplication.translate("FifteenView", "%1 moves/s"), speed))
        interval = int(1000 / speed)
        self._player.setInterval(interval)
        self.board_widget.duration_ms = max(40, min(160, int(interval * 0.7)))

    def start_playback(self) -> None:
        """Play the found solution move by move at the chosen speed."""
        if self.session.thinking.plan and not self.won:
            self._player.start()
            self.update_playback_buttons()

    def stop_playback(self) -> None:
        """Pause the playback (the solution is kept)."""
        if self._player.isActive():
            self._player.stop()
            self.update_playback_buttons()

    def toggle_play(self) -> None:
        """Play or pause the solution (Space)."""
        if self._player.isActive():
            self.stop_playback()
        else:
            self.start_playback()

    def step_solution(self) -> None:
        """Play the next move of the found solution (one undo step)."""
        plan = self.session.thinking.plan
        if not plan:
            self.stop_playback()
            return
        tile = B.moved_tile(self.position, self.cols, plan[0])
        with self.bridge.group(texts.slide([tile])):
            self.session.step_plan()
        if not self.session.thinking.plan:
            self.stop_playback()
        self.update_playback_buttons()

