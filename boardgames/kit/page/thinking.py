""""Show thinking" on the game page (Qt): when a human is to move, the page's analyst (the
strongest player the plug-in offers that is not random) weighs every move, and the board
writes each move's value where it would play: a proven win or loss in N moves, a draw, or
the estimate in percent. Never in the students' view (it would give the answers away)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from boardgames.core import events as ev
from boardgames.core.players import Analysis, Player
from boardgames.core.plugins import load_attribute


class ShowThinking(QObject):
    """The labels of "Show thinking" for the position shown."""

    def __init__(self, page: Any, parent: QObject | None = None):
        super().__init__(parent)
        self.page = page
        self.labels: dict[Any, tuple[str, str]] = {}
        self.labels_state: Any = None

    def analyst(self) -> Player | None:
        """The player that weighs the moves: the plug-in's analyst, else the last offered
        player that is not random."""
        plugin = self.page.plugin
        if plugin.analyst:
            made: Player = load_attribute(plugin.analyst)(self.page.game)
            return made
        searching = [c for c in self.page.choices if c.id != "random" and c.plays(self.page.game)]
        return searching[-1].make(self.page.game) if searching else None

    def wanted(self) -> bool:
        """True when the labels are asked for and may be shown."""
        return self.page.flow.show_thinking.isChecked() and not self.page.students

    def ask_soon(self) -> None:
        """Weigh the position shown once the event being handled is done."""
        QTimer.singleShot(0, self, self.ask)

    def ask(self) -> None:
        """Ask the analyst about the position when a human is to move and nothing thinks."""
        session = self.page.session
        if (self.wanted() and session.is_human_turn() and not session.thinking.is_thinking()
                and self.labels_state != session.state):
            analyst = self.analyst()
            if analyst is not None:
                session.request(analyst, ev.ANALYSIS)

    def toggled(self, on: bool) -> None:
        """The check box changed: ask now, or stop the analysis."""
        if on:
            self.ask()
        elif self.page.session.thinking.purpose == ev.ANALYSIS:
            self.page.session.cancel()

    def on_event(self, event: ev.Event) -> None:
        """Keep the analysis's values; a new position asks again."""
        if isinstance(event, ev.DecisionReady) and event.purpose == ev.ANALYSIS:
            self.labels, self.labels_state = self._labels(event.decision.analysis), self.page.session.state
        elif isinstance(event, (ev.MovePlayed, ev.PositionChanged)):
            self.ask_soon()

    def current(self) -> dict[Any, tuple[str, str]]:
        """The labels to draw now (empty when they are not wanted or are stale)."""
        session = self.page.session
        if not self.wanted() or self.labels_state != session.state or session.is_over():
            return {}
        return self.labels

    def _labels(self, analysis: Analysis | None) -> dict[Any, tuple[str, str]]:
        if analysis is None:
            return {}
        texts = self.page.texts
        return {move: texts.value_label(value, analysis.exact, analysis.plies.get(move))
                for move, value in analysis.values.items()}
