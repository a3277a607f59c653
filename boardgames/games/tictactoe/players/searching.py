"""Players that search the game tree (Qt-free): rungs 6 and 7 of the ladder, plain
alpha-beta for comparison, the perfect player, iterative deepening for large boards, and
the "perfect but fallible" player for young classes.

Every alpha-beta here is the core's (:mod:`boardgames.core.alphabeta`) on the bitboard
space of :mod:`..search.space`: the course's players on its textbook configuration (cells
in row-major order, no symmetries, so their node counts are the course's), the perfect and
the deep players on the fastest one. The exact players (minimax, alpha-beta, the perfect
player) score every best move exactly and pick among equally good moves with the injected
random generator, so with the same seed they make the same choices; only their node
counts differ. Minimax and the 3x3 alpha-beta finish in about a second at most and are not
interrupted (a cancelled budget is noticed right after them); the perfect and the deep
players poll the budget every thousand nodes, and the deep one reports its progress.
"""

from __future__ import annotations

import random
import time

from boardgames.core.gametree import TreeSearchResult
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.players import Budget
from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.players.base import MarkPlayer, MoveReport
from boardgames.games.tictactoe.search.common import TABLE_CELLS
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.space import deepening, solve, textbook_alphabeta
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.tactics import threats

#: Default time budget of one move of the deep search, in milliseconds.
DEFAULT_BUDGET_MS = 1000


class _ExactPlayer(MarkPlayer):
    exact = True
    max_cells = 9

    def _search(self, me: int, them: int, budget: Budget) -> TreeSearchResult[int]:
        raise NotImplementedError

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        budget.check()
        result = self._search(me, them, budget)
        budget.check()
        move = self.rng.choice(sorted(result.best_moves))
        return MoveReport(move, self.name, nodes=result.nodes, millis=result.millis, result=result,
                          full_tree=(me | them) == 0, reason="best-value")


class MinimaxPlayer(_ExactPlayer):
    """Rung 6: plain minimax over the whole game tree (von Neumann 1928; Shannon 1950),
    depth-adjusted (faster wins, slower losses); 549,946 nodes from the empty board."""

    name = "minimax"
    title = QT_TRANSLATE_NOOP("tictactoe", "Minimax")
    rung = 6
    description = QT_TRANSLATE_NOOP("tictactoe", "searches the whole game tree with minimax (rung 6)")

    def _search(self, me: int, them: int, budget: Budget) -> TreeSearchResult[int]:
        return minimax(self.geo, me, them)


class TextbookAlphaBetaPlayer(_ExactPlayer):
    """Alpha-beta pruning without a table (Knuth and Moore 1975): minimax's choices with
    fewer nodes; for comparison with rungs 6 and 7."""

    name = "alphabeta"
    title = QT_TRANSLATE_NOOP("tictactoe", "Alpha-beta")
    description = QT_TRANSLATE_NOOP(
        "tictactoe", "minimax with alpha-beta pruning, no table (same moves, fewer nodes)")

    def _search(self, me: int, them: int, budget: Budget) -> TreeSearchResult[int]:
        return textbook_alphabeta(self.geo, me, them)


class AlphaBetaTTPlayer(_ExactPlayer):
    """Rung 7: alpha-beta with a transposition table (Greenblatt et al. 1967; Zobrist
    1970): minimax's choices with far fewer nodes. A fresh table per move by default, so
    node counts compare fairly; ``keep_table=True`` keeps it between moves."""

    name = "alphabeta-tt"
    title = QT_TRANSLATE_NOOP("tictactoe", "Alpha-beta + table")
    rung = 7
    description = QT_TRANSLATE_NOOP(
        "tictactoe", "alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)")

    def __init__(self, geo: Geometry, rng: random.Random | None = None, keep_table: bool = False):
        super().__init__(geo, rng)
        self.keep_table = keep_table
        self.table: dict[object, tuple[int, int, int, object]] = {}

    def _search(self, me: int, them: int, budget: Budget) -> TreeSearchResult[int]:
        if not self.keep_table:
            self.table = {}
        return textbook_alphabeta(self.geo, me, them, self.table)


class PerfectPlayer(_ExactPlayer):
    """Perfect play on boards of up to 16 cells: on 3x3 it looks its move up in the solved
    table of every position (built once, in milliseconds); on larger boards (4x4 with k = 3
    or 4, 3x5, ...) the core alpha-beta solves the position exactly, keeping what it proved
    for the rest of the session (:func:`..search.space.solve`)."""

    name = "perfect"
    title = QT_TRANSLATE_NOOP("tictactoe", "Perfect (solved table)")
    description = QT_TRANSLATE_NOOP("tictactoe", "looks its move up in the solved table of all 3x3 positions")
    max_cells = TABLE_CELLS

    def _search(self, me: int, them: int, budget: Budget) -> TreeSearchResult[int]:
        if self.geo.cells == 9:
            return solved_table().result(me, them)
        return solve(self.geo, me, them, budget)


class DeepPlayer(MarkPlayer):
    """Alpha-beta with iterative deepening under a time budget (default 1000 ms) and a
    heuristic evaluation of open lines, for boards larger than 3x3. It never misses a win
    in one nor a block of one: those are checked before any search. ``exact_root=True``
    scores every root move exactly (for "show thinking"), at the cost of depth."""

    name = "deep"
    title = QT_TRANSLATE_NOOP("tictactoe", "Deep search (timed)")
    description = QT_TRANSLATE_NOOP(
        "tictactoe", "alpha-beta with iterative deepening for ~1 s and an open-lines heuristic")

    def __init__(self, geo: Geometry, rng: random.Random | None = None,
                 budget_ms: float = DEFAULT_BUDGET_MS, exact_root: bool = False):
        super().__init__(geo, rng)
        self.budget_ms = budget_ms
        self.exact_root = exact_root

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        wins = threats(self.geo, me, them)
        if wins and not self.exact_root:
            return MoveReport(wins[0], self.name, reason="win")
        danger = threats(self.geo, them, me)
        if len(danger) == 1 and not self.exact_root:
            return MoveReport(danger[0], self.name, reason="block")
        budget_ms = self.budget_ms if budget.seconds is None else min(self.budget_ms, budget.seconds * 1000)
        result = deepening(self.geo, me, them, budget_ms, budget, self.exact_root)
        move = result.best_moves[0] if result.best_moves else (wins + danger)[0]
        if danger and move not in danger and not wins:
            move = danger[0]  # two threats: the game is lost, block one anyway
        return MoveReport(move, self.name, nodes=result.nodes, millis=result.millis, result=result,
                          reason="best-value")


class FalliblePlayer(MarkPlayer):
    """A perfect player that errs with probability ``error`` (0..1): then it plays a random
    move that is worse than its best (if every move is equally good, it cannot err). On
    boards of up to 16 cells it plays like the perfect player, on larger boards like the
    deep search.

    Raises:
        ValueError: (constructor) ``error`` outside 0..1.
    """

    name = "fallible"
    title = QT_TRANSLATE_NOOP("tictactoe", "Perfect but fallible")
    description = QT_TRANSLATE_NOOP("tictactoe", "plays perfectly, but errs with a probability the teacher sets")

    def __init__(self, geo: Geometry, rng: random.Random | None = None, error: float = 0.2,
                 budget_ms: float = DEFAULT_BUDGET_MS):
        super().__init__(geo, rng)
        if not 0.0 <= error <= 1.0:
            raise ValueError(f"the error probability must be between 0 and 1, got {error}")
        self.error = error
        self.inner: MarkPlayer = (PerfectPlayer(geo, self.rng) if PerfectPlayer.fits(geo)
                              else DeepPlayer(geo, self.rng, budget_ms))

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        start = time.perf_counter()
        report = self.inner._decide(me, them, budget)
        report.player = self.name
        if self.rng.random() < self.error:
            worse = self._worse_moves(me | them, report)
            if worse:
                report.move = self.rng.choice(worse)
                report.erred = True
                report.reason = "mistake"
        report.millis = (time.perf_counter() - start) * 1000
        return report

    def _worse_moves(self, occupied: int, report: MoveReport) -> list[int]:
        """The free cells worse than the best one: a score (exact, or an upper bound)
        below the best; without a score for every free cell, every free cell but the
        chosen one."""
        free = [c for c in range(self.geo.cells) if not occupied >> c & 1]
        result = report.result
        if result is not None and result.best_moves and all(c in result.scores for c in free):
            best = result.scores[result.best_moves[0]]
            return [c for c in free if result.scores[c] < best]
        return [c for c in free if c != report.move]
