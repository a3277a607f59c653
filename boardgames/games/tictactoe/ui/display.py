"""The score and "Last computer move" boxes of the tic-tac-toe panel (Qt)."""

from __future__ import annotations

from typing import Any

from boardgames.core import events as ev
from boardgames.core.players import Decision
from boardgames.core.session import GameSession
from boardgames.games.tictactoe.match import COMPUTER_VS_COMPUTER, MODES, Score
from boardgames.games.tictactoe.ui import texts
from boardgames.games.tictactoe.ui.panel import TicTacToePanel


def show_score(panel: TicTacToePanel, score: Score, mode: str) -> None:
    """The running score; the human-vs-computer line once such games count (or are played)."""
    p = panel
    p.score_x.setText(str(score.x_wins))
    p.score_o.setText(str(score.o_wins))
    p.score_draws.setText(str(score.draws))
    if score.human_wins or score.computer_wins or score.human_draws or mode in MODES[1:3]:
        p.score_human.setText(texts.human_score_text(score.human_wins, score.computer_wins, score.human_draws))
    else:
        p.score_human.setText("")


def clear_stats(panel: TicTacToePanel) -> None:
    """Empty the statistics box (a new game)."""
    for label in (panel.stats_player, panel.stats_nodes, panel.stats_time):
        label.setText("-")
    panel.stats_note.setText("")


def show_stats(panel: TicTacToePanel, decision: Decision) -> None:
    """The player, nodes, time and a note of a computer move's ``decision``."""
    analysis = decision.analysis
    report = analysis.detail if analysis is not None else None
    nodes, seconds = (analysis.nodes, analysis.seconds) if analysis is not None else (0, 0.0)
    title, nodes_text, time_text, note = texts.stats_texts(decision.reason, report, nodes, seconds)
    panel.stats_player.setText(title)
    panel.stats_nodes.setText(nodes_text)
    panel.stats_time.setText(time_text)
    panel.stats_note.setText(note)


def status_line(session: GameSession[Any, int], mode: str) -> str:
    """The status line of ``session`` played in ``mode``: who won, a draw, who is
    thinking or to move."""
    outcome = session.outcome()
    computer_turn = session.player_to_move() is not None
    return texts.status_text(outcome.winner if outcome else None, outcome is not None,
                             "XO"[session.state.to_move - 1], computer_turn,
                             session.thinking.purpose == ev.MOVE,
                             mode == COMPUTER_VS_COMPUTER and session.paused, mode in MODES[1:3])
