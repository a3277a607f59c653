"""The game page's sentences, translated (Qt): the status, whose turn, a search's progress
and summary, a move's value, the score, undo texts. Qt-free code hands over codes and
numbers (:mod:`boardgames.core.events`); this module words them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from boardgames.core import events as ev
from boardgames.core.players import Analysis
from boardgames.core.score import Score
from boardgames.kit.i18n import arg, decimal
from boardgames.kit.page.hooks import ProgressWordingPanel


class PageTexts(QObject):
    """The page's words, translated in the ``PageTexts`` context; ``seat_name(seat)`` gives
    a seat's translated name."""

    def __init__(self, plugin_id: str, seat_names: tuple[str, ...], parent: QObject | None = None):
        super().__init__(parent)
        self.plugin_id, self.seat_names = plugin_id, seat_names
        self._rows_cache: tuple[list[Any], list[str], Any] = ([], [], None)  # see move_rows

    def translate(self, text: str) -> str:
        """``text`` (the plug-in's English) in the plug-in's context."""
        return QCoreApplication.translate(self.plugin_id, text)

    def seat_name(self, seat: int | None) -> str:
        """The translated name of ``seat`` ("" for None or a game without names)."""
        if seat is None or not self.seat_names:
            return ""
        return self.translate(self.seat_names[seat % len(self.seat_names)])

    # -- the status -----------------------------------------------------------------------
    def status(self, outcome: Any, puzzle: bool, seat: int | None, purpose: str,
               waiting: bool, playing: bool = False) -> str:
        """The status line: who won, or who is to move (thinking when the running search's
        ``purpose`` is a move, or waiting for Play); on a puzzle, that the computer plays
        its solution (``playing``) or searches for one (a Solve)."""
        thinking = purpose == ev.MOVE
        if outcome is not None:
            if puzzle:
                return self.tr("Solved!")
            if outcome.winner is None:
                return self.tr("Draw")
            return arg(self.tr("%1 wins!"), self.seat_name(outcome.winner))
        name = self.seat_name(seat)
        if puzzle:
            if playing:
                return self.tr("The computer plays its solution")
            if thinking:
                return self.tr("Thinking…")
            return self.tr("Searching for a solution…") if purpose == ev.SOLVE else self.tr("Your move")
        if thinking:
            return arg(self.tr("%1 is thinking…"), name)
        if waiting:
            return arg(self.tr("%1 (computer) waits: press Play or Step"), name)
        return arg(self.tr("%1 to move"), name)

    def you(self, status: str) -> str:
        """``status`` marked as the human's own turn against the computer."""
        return arg(self.tr("%1 (you)"), status)

    # -- searching ------------------------------------------------------------------------
    def searched(self, nodes: int, seconds: float) -> str:
        """"12,345 positions in 0.4 s"."""
        return arg(self.tr("%1 in %2 s"), self.tr("%Ln positions", "", nodes), decimal(seconds, 1))

    def progress(self, progress: ev.SearchProgress, purpose: str) -> str:
        """A search's progress in one line: a build's share, an anytime search's best and
        lower bound, an iterative search's bound, or positions and seconds."""
        if progress.phase == "build":
            return arg(self.tr("Preparing the search's tables: %1 %"),
                       round(100 * (progress.fraction or 0.0)))
        searched = self.searched(progress.nodes, progress.seconds)
        if progress.best_so_far is not None:
            return arg(self.tr("Best so far: %n moves · at least %1 · %2 s", "", progress.best_so_far),
                       progress.lower_bound or 0, decimal(progress.seconds, 1))
        if progress.bound is not None:
            return arg(self.tr("Looking for a solution of at most %n moves: %1", "", progress.bound),
                       searched)
        if purpose == ev.ANALYSIS:
            return arg(self.tr("Weighing the moves: %1"), searched)
        return searched

    def summary(self, seat: int | None, analysis: Analysis | None) -> str:
        """What the search behind a computer's move did ("" for players that do not search)."""
        if analysis is None or not analysis.depth:
            return ""
        return arg(self.tr("%1 looked %n plies ahead: %2", "", analysis.depth),
                   self.seat_name(seat), self.searched(analysis.nodes, analysis.seconds))

    def with_reason(self, searched: str, seat: int | None, reason: str) -> str:
        """Why a computer chose its move: "O: block", or after what its search did, "O
        looked 4 plies ahead: 1,234 positions in 0.1 s (best score)"."""
        if searched:
            return arg(self.tr("%1 (%2)"), searched, reason)
        return arg(self.tr("%1: %2"), self.seat_name(seat), reason)

    def solution(self, length: int, optimal: bool | None, seconds: float, nodes: int) -> str:
        """A solution found: its length, whether it is shortest, and what it took."""
        if optimal:
            head = self.tr("Found a shortest solution: %n moves", "", length)
        else:
            head = self.tr("Found a solution of %n moves (maybe not the shortest)", "", length)
        return arg(self.tr("%1, %2."), head, self.searched(nodes, seconds))

    def value_label(self, value: float, exact: bool, plies: int | None) -> tuple[str, str]:
        """A move's label for "show thinking": a proven win or loss says in how many of the
        mover's own moves (a win) or the opponent's (a loss) the game ends; a proven draw
        says draw; else the value in percent."""
        if value >= 1.0 and plies:
            return self.tr("win\nin %n", "", (plies + 1) // 2), "win"
        if value <= -1.0 and plies:
            return self.tr("loss\nin %n", "", max(1, plies // 2)), "loss"
        if value >= 1.0:
            return self.tr("win"), "win"
        if value <= -1.0:
            return self.tr("loss"), "loss"
        if exact and value == 0:
            return self.tr("draw"), "draw"
        return ("+" if value > 0 else "") + decimal(value * 100, 0), "value"

    def score(self, score: Score, seats: int) -> str:
        """The running score: against the computer, the human's wins, losses and draws;
        else the games won by each seat and the draws ("" before any game)."""
        if not score.games:
            return ""
        if score.human_wins + score.human_losses + score.human_draws == score.games:
            return arg(self.tr("You %1 : %2 computer (%n draws)", "", score.human_draws),
                       score.human_wins, score.human_losses)
        wins = " · ".join(arg(self.tr("%1 %2"), self.seat_name(seat), score.wins[seat])
                          for seat in range(min(seats, len(score.wins))))
        return arg(self.tr("%1 · draws %2"), wins, score.draws)

    def stopped(self, event: ev.ThinkingStopped, kept: int, lower_bound: int | None = None) -> str:
        """A search that ended without an answer: stopped (with the best solution found
        so far kept, to play or not), or given up (the player's code)."""
        if event.purpose == ev.CONTINUED:
            return self.tr("The search ended: it was stopped. The board plays on the solution it started.")
        if event.reason == ev.CANCELLED and kept and lower_bound:
            return arg(self.tr("Search cancelled. The best solution found so far (%n moves; lower bound "
                               "%1) is kept: press Play to play it.", "", kept), lower_bound)
        if event.reason == ev.CANCELLED and kept:
            return self.tr("Search cancelled. The best solution found so far (%n moves) is kept: "
                           "press Play to play it.", "", kept)
        if event.reason == ev.CANCELLED:
            return self.tr("Search cancelled.")
        return arg(self.tr("The search gave no solution (%1)."), event.code or event.error)

    def solved_details(self, moves: int, time: str, by_computer: int) -> str:
        """The overlay's line under a solved puzzle: "31 moves in 1:05"; when
        ``by_computer`` of the ``moves`` were the computer's, "31 moves: 19 yours, 12 by
        the computer", or "31 moves, all by the computer"."""
        if by_computer >= moves:
            return self.tr("%n moves, all by the computer", "", moves)
        if by_computer:
            return arg(self.tr("%n moves: %1 yours, %2 by the computer", "", moves),
                       moves - by_computer, by_computer)
        return arg(self.tr("%n moves in %1", "", moves), time)

    def playing_best(self, moves: int) -> str:
        """Play best so far: the board plays the best solution yet, the search goes on."""
        return self.tr("Playing the best solution so far (%n moves) while the search goes on.", "", moves)

    def shorter_found(self, found: int, playing: int) -> str:
        """The search behind the playback found a shorter solution than the one played."""
        return arg(self.tr("A shorter solution was found (%n moves); the board keeps playing the one "
                           "it started (%1 moves). Solve again afterwards for the shorter one.", "", found),
                   playing)

    def hint(self, move_text: str) -> str:
        """The hint's line: the move, in the game's notation."""
        return arg(self.tr("Hint: %1"), move_text)

    def solved(self) -> str:
        """A puzzle that is solved already."""
        return self.tr("Solved!")

    def new_board(self) -> str:
        """The undo text of other options (another board size)."""
        return self.tr("New board")

    def start_row(self) -> str:
        """The first row of the move list."""
        return self.tr("Start")

    # -- undo texts -----------------------------------------------------------------------
    def new_game(self) -> str:
        """The undo text of a new game."""
        return self.tr("New game")

    def undo_text(self, event: ev.Event, move_text: str, players: int) -> str:
        """The Undo/Redo text of a change (``move_text``: the move in words; a puzzle's
        move is just that, another game's says who: "X at row 2, column 3")."""
        if isinstance(event, ev.MovePlayed):
            if players == 1:
                return move_text
            return arg(self.tr("%1 at %2"), self.seat_name(event.seat), move_text)
        if isinstance(event, ev.PositionChanged) and event.cause == ev.JUMP:
            return arg(self.tr("Go to move %1"), event.ply)
        return self.tr("New game")

    def move_rows(self, game: Any, line: Any) -> list[str]:
        """The move list's rows of ``line`` (a session's line under ``game``'s rules):
        "Start", then "1. X: b2" (two players and more) or "1. Up" (puzzles). The rows of
        the moves the last call saw are reused (a played move words one row, not all)."""
        moves, key = list(line.moves), (id(game), self.start_row(), line.state_at(0))
        cached_moves, rows, cached_key = self._rows_cache
        if cached_key != key:
            cached_moves, rows = [], [key[1]]
        keep = min(len(cached_moves), len(moves))
        if moves[:keep] != cached_moves[:keep]:
            keep = next(i for i, (a, b) in enumerate(zip(cached_moves, moves, strict=False)) if a != b)
        rows = rows[:keep + 1]
        for ply, move in enumerate(moves[keep:], start=keep + 1):
            before = line.state_at(ply - 1)
            name = self.seat_name(game.to_move(before))
            notation = game.move_to_str(before, move)
            rows.append(f"{ply}. {name}: {notation}" if name and game.num_players > 1 else f"{ply}. {notation}")
        self._rows_cache = (moves, rows, key)
        return list(rows)

    def describe(self, event: ev.Event, session: Any, painter: Any, new_text: str = "") -> str:
        """An undo step's name: the move in the painter's words, ``new_text`` for a new
        game (the button's words), else the event's own."""
        if isinstance(event, ev.MovePlayed):
            before = session.line.state_at(event.ply - 1)
            return self.undo_text(event, painter.move_words(before, event.move), session.game.num_players)
        if isinstance(event, ev.PositionChanged) and event.cause == ev.NEW_GAME and new_text:
            return new_text
        return self.undo_text(event, "", session.game.num_players)

    def progress_words(self, progress: ev.SearchProgress, purpose: str | None, panels: Iterable[object]) -> str:
        """A search's report in words: a plug-in panel's (the 15-puzzle names its tables),
        else the page's own (:meth:`progress`)."""
        for panel in panels:
            if isinstance(panel, ProgressWordingPanel):
                return str(panel.progress_text(progress))
        return self.progress(progress, purpose or progress.purpose)

    def decision_summary(self, event: ev.Event, reasons: Any) -> str:
        """The line under a computer's move: what it searched, and why it chose the move
        (the plug-in's ``reasons``); "" for other events."""
        if not (isinstance(event, ev.DecisionReady) and event.purpose == ev.MOVE):
            return ""
        searched = self.summary(event.seat, event.decision.analysis)
        reason = reasons.get(event.decision.reason)
        return self.with_reason(searched, event.seat, self.translate(reason)) if reason else searched

