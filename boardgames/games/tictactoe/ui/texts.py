"""Words of the tic-tac-toe view (Qt): data from the Qt-free modules (reason codes, scores,
counts, player names) turned into translated text with the interface locale's numbers.

Every sentence is translated in the context ``"TicTacToeView"``; player titles in
``"TicTacToePlayers"``, reasons in ``"TicTacToeReasons"`` and the plural templates (``%n``)
in ``"TicTacToePlurals"``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from boardgames.app.i18n import arg, decimal, number
from boardgames.core import events as ev
from boardgames.core.gametree import game_value, own_moves, plies_to_end
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.session import GameSession
from boardgames.games.tictactoe.players import PLAYERS, MoveReport
from boardgames.games.tictactoe.search.minimax import FULL_TREE_NODES_3X3

#: Why a rule-of-thumb player chose its move: reason code -> English words.
REASONS = {
    "first-free": QT_TRANSLATE_NOOP("TicTacToeReasons", "first free cell"),
    "centre": QT_TRANSLATE_NOOP("TicTacToeReasons", "centre"),
    "win": QT_TRANSLATE_NOOP("TicTacToeReasons", "win at once"),
    "block": QT_TRANSLATE_NOOP("TicTacToeReasons", "block"),
    "block-lost": QT_TRANSLATE_NOOP("TicTacToeReasons", "block (a fork: the game is lost)"),
    "fork": QT_TRANSLATE_NOOP("TicTacToeReasons", "fork"),
    "prevent-fork": QT_TRANSLATE_NOOP("TicTacToeReasons", "prevent a fork"),
    "block-fork": QT_TRANSLATE_NOOP("TicTacToeReasons", "block a fork"),
    "preference": QT_TRANSLATE_NOOP("TicTacToeReasons", "centre, corner, edge"),
    "random": QT_TRANSLATE_NOOP("TicTacToeReasons", "random"),
    "best-value": QT_TRANSLATE_NOOP("TicTacToeReasons", "best score"),
    "mistake": QT_TRANSLATE_NOOP("TicTacToeReasons", "a deliberate mistake"),
    "random-opening": QT_TRANSLATE_NOOP("TicTacToeReasons", "random opening"),
}

MARKS = ("X", "O")


class TicTacToePlurals(QObject):
    """The view's plural templates: lupdate sees plural forms (``%n``) only in the ``tr``
    calls of a class, so each one is written out here."""

    def win_in(self, moves: int) -> str:
        return self.tr("win\nin %n", "", moves)

    def loss_in(self, moves: int) -> str:
        return self.tr("loss\nin %n", "", moves)

    def scores_caption(self, plies: int) -> str:
        return self.tr("Scores for %1 after searching %n plies: open lines count, "
                       "higher is better (≤: refuted, only a bound).", "", plies)

    def searched(self, plies: int) -> str:
        return self.tr("Searched %n plies deep.", "", plies)

    def score(self, draws: int) -> str:
        return self.tr("You %1 : %2 computer (%n draws)", "", draws)


def reason_text(code: str) -> str:
    """The translated words of a reason code (the code itself when unknown)."""
    return QCoreApplication.translate("TicTacToeReasons", REASONS[code]) if code in REASONS else code


def player_title(name: str) -> str:
    """The translated title of the player called ``name``."""
    return QCoreApplication.translate("TicTacToePlayers", PLAYERS[name].title)


def player_description(name: str) -> str:
    """The translated one-line description of the player called ``name``."""
    return QCoreApplication.translate("TicTacToePlayers", PLAYERS[name].description)


def describe(event: ev.Event, session: GameSession[Any, Any]) -> str:
    """The undo history's text of a change: "X at row 1, column 3" (1-based) for a move,
    "New game" otherwise."""
    if isinstance(event, ev.MovePlayed):
        row, col = divmod(event.move, session.game.geo.cols)  # type: ignore[attr-defined]
        return arg(QCoreApplication.translate("TicTacToeView", "%1 at row %2, column %3"),
                   MARKS[event.seat], row + 1, col + 1)
    return QCoreApplication.translate("TicTacToeView", "New game")


def status_text(winner: int | None, over: bool, mark: str, computer_turn: bool, thinking: bool,
                demo_paused: bool, human_vs_computer: bool) -> str:
    """The status line: who won, a draw, who is thinking or to move.

    Args:
        winner: the winning seat (0 = X, 1 = O) or ``None``.
        mark: "X" or "O", the side to move.
    """
    if winner is not None:
        return arg(QCoreApplication.translate("TicTacToeView", "%1 wins!"), MARKS[winner])
    if over:
        return QCoreApplication.translate("TicTacToeView", "Draw: no line can be completed")
    if computer_turn and thinking:
        return arg(QCoreApplication.translate("TicTacToeView", "%1 is thinking…"), mark)
    if computer_turn and demo_paused:
        return arg(QCoreApplication.translate("TicTacToeView", "%1 to move: press Play or Step"), mark)
    if human_vs_computer:
        return arg(QCoreApplication.translate("TicTacToeView", "%1 to move (you)"), mark)
    return arg(QCoreApplication.translate("TicTacToeView", "%1 to move"), mark)


def failure_text(error: str) -> str:
    """The status when the computer's search failed."""
    return arg(QCoreApplication.translate("TicTacToeView", "The computer could not move: %1"), error)


def cell_label(score: int, exact: bool, solved: bool) -> tuple[str, str] | None:
    """(text, kind) of one free cell's score for "show thinking"; kind is ``"win"``,
    ``"loss"``, ``"draw"`` or ``"bound"``. Wins count the mover's own moves, losses the
    opponent's; ``None`` for a bound that says nothing (a refuted move "at most a win").

    Args:
        score: depth-adjusted score (see :mod:`boardgames.core.gametree`).
        exact: False when the score is only an upper bound (shown with "≤").
        solved: True for the solved 3x3 table (a 0 is a draw, not a heuristic score).
    """
    plies = plies_to_end(score)
    if plies is not None and game_value(score) > 0:
        if not exact:
            return None
        return TicTacToePlurals().win_in(own_moves(plies)), "win"
    if plies is not None:
        prefix = "" if exact else "≤ "
        return prefix + TicTacToePlurals().loss_in(max(1, plies // 2)), "loss"
    if solved:
        return QCoreApplication.translate("TicTacToeView", "draw"), "draw"
    signed = ("+" if score >= 0 else "-") + number(abs(score))
    return (signed if exact else f"≤ {signed}"), "bound"


def caption_text(mark: str, solved: bool, depth: int | None) -> str:
    """The line under "Show thinking" explaining the labels."""
    if solved:
        return arg(QCoreApplication.translate(
            "TicTacToeView", "Values for %1 with perfect play: green wins, grey draws, red loses "
                             "(in how many moves)."), mark)
    if depth is not None:
        return arg(TicTacToePlurals().scores_caption(depth), mark)
    return QCoreApplication.translate("TicTacToeView", "Searching…")


def stats_texts(reason: str, report: MoveReport | None, nodes: int, seconds: float) -> tuple[str, str, str, str]:
    """(player, nodes, time, note) of the "Last computer move" box."""
    if report is None or reason == "random-opening":
        title = QCoreApplication.translate("TicTacToeView", "Random opening")
    else:
        title = player_title(report.player)
    time_text = arg(QCoreApplication.translate("TicTacToeView", "%1 ms"), decimal(seconds * 1000, 1))
    return title, number(nodes), time_text, _note(reason, report, nodes)


def _note(reason: str, report: MoveReport | None, nodes: int) -> str:
    if report is not None and report.full_tree and report.player == "minimax":
        return arg(QCoreApplication.translate("TicTacToeView", "Minimax searched the whole game tree: %1 nodes."),
                   number(FULL_TREE_NODES_3X3))
    if reason == "mistake":
        return QCoreApplication.translate("TicTacToeView", "A deliberate mistake!")
    if report is not None and report.result is not None and report.result.depth:
        return TicTacToePlurals().searched(report.result.depth)
    if nodes == 0:
        return arg(QCoreApplication.translate("TicTacToeView", "Rules of thumb, no search: %1."), reason_text(reason))
    return ""


def human_score_text(human: int, computer: int, draws: int) -> str:
    """"You 2 : 1 computer (3 draws)"."""
    return arg(TicTacToePlurals().score(draws), human, computer)
