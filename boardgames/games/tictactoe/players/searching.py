"""Players that search the game tree (Qt-free): rungs 6 and 7 of the ladder, plain
alpha-beta for comparison, the solved-table player, iterative deepening for large boards,
and the "perfect but fallible" player for young classes.

The exact players (minimax, alpha-beta, the table) score every best move exactly and pick
among equally good moves with the injected random generator, so with the same seed they
make the same choices; only their node counts differ. The 3x3 searches finish in about a
second at most and are not interrupted; a cancelled budget is noticed right after them.
The deep search polls the budget every few hundred nodes and reports its progress.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from boardgames.core.events import SearchProgress
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.players import Budget
from boardgames.core.runner import Cancelled
from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.players.base import MoveReport, Player
from boardgames.games.tictactoe.search.alphabeta import alphabeta
from boardgames.games.tictactoe.search.deepening import DEFAULT_BUDGET_MS, iterative_deepening
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.scores import SearchResult
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.tactics import threats

#: The deep search polls its stop check every this many nodes.
_POLL_NODES = 256


class _ExactPlayer(Player):
    exact = True

    def _search(self, me: int, them: int) -> SearchResult:
        raise NotImplementedError

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        budget.check()
        result = self._search(me, them)
        budget.check()
        move = self.rng.choice(sorted(result.best_moves))
        return MoveReport(move, self.name, nodes=result.nodes, millis=result.millis, result=result,
                          full_tree=(me | them) == 0, reason="best-value")


class MinimaxPlayer(_ExactPlayer):
    """Rung 6: plain minimax over the whole game tree (von Neumann 1928; Shannon 1950),
    depth-adjusted (faster wins, slower losses); 549,946 nodes from the empty board."""

    name = "minimax"
    title = QT_TRANSLATE_NOOP("TicTacToePlayers", "Minimax")
    rung = 6
    description = QT_TRANSLATE_NOOP("TicTacToePlayers", "searches the whole game tree with minimax (rung 6)")

    def _search(self, me: int, them: int) -> SearchResult:
        return minimax(self.geo, me, them)


class AlphaBetaPlayer(_ExactPlayer):
    """Alpha-beta pruning without a table (Knuth and Moore 1975): minimax's choices with
    fewer nodes; for comparison with rungs 6 and 7."""

    name = "alphabeta"
    title = QT_TRANSLATE_NOOP("TicTacToePlayers", "Alpha-beta")
    description = QT_TRANSLATE_NOOP(
        "TicTacToePlayers", "minimax with alpha-beta pruning, no table (same moves, fewer nodes)")

    def _search(self, me: int, them: int) -> SearchResult:
        return alphabeta(self.geo, me, them)


class AlphaBetaTTPlayer(_ExactPlayer):
    """Rung 7: alpha-beta with a transposition table (Greenblatt et al. 1967; Zobrist
    1970): minimax's choices with far fewer nodes. A fresh table per move by default, so
    node counts compare fairly; ``keep_table=True`` keeps it between moves."""

    name = "alphabeta-tt"
    title = QT_TRANSLATE_NOOP("TicTacToePlayers", "Alpha-beta + table")
    rung = 7
    description = QT_TRANSLATE_NOOP(
        "TicTacToePlayers", "alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)")

    def __init__(self, geo: Geometry, rng: random.Random | None = None, keep_table: bool = False):
        super().__init__(geo, rng)
        self.keep_table = keep_table
        self.table: dict[int, tuple[int, int, int]] = {}

    def _search(self, me: int, them: int) -> SearchResult:
        if not self.keep_table:
            self.table = {}
        return alphabeta(self.geo, me, them, self.table)


class PerfectPlayer(_ExactPlayer):
    """Looks up the solved table of every 3x3 position (built once, in milliseconds)."""

    name = "perfect"
    title = QT_TRANSLATE_NOOP("TicTacToePlayers", "Perfect (solved table)")
    description = QT_TRANSLATE_NOOP("TicTacToePlayers", "looks its move up in the solved table of all 3x3 positions")

    def _search(self, me: int, them: int) -> SearchResult:
        return solved_table().result(me, them)


def watching(budget: Budget) -> tuple[Callable[[], bool], Callable[[SearchResult], None]]:
    """A ``should_stop`` and an ``on_iteration`` hook for :func:`iterative_deepening` that
    poll ``budget`` and report :class:`SearchProgress` (nodes estimated from the polls,
    seconds, ``bound`` = the depth of the last finished iteration) at most every 0.1 s."""
    start = time.perf_counter()
    last, polls, depth = start, 0, 0

    def report(nodes: int) -> None:
        nonlocal last
        last = time.perf_counter()
        budget.report(SearchProgress(nodes=nodes, seconds=last - start, bound=depth or None))

    def should_stop() -> bool:
        nonlocal polls
        polls += 1
        if time.perf_counter() - last > 0.1:
            report(polls * _POLL_NODES)
        return budget.cancelled()

    def on_iteration(result: SearchResult) -> None:
        nonlocal depth
        depth = result.depth or 0
        report(result.nodes)

    return should_stop, on_iteration


def deep_search(geo: Geometry, me: int, them: int, budget_ms: float, budget: Budget,
                exact_root: bool = False) -> SearchResult:
    """:func:`iterative_deepening` under ``budget`` (cancel and progress).

    Raises:
        Cancelled: when the budget was cancelled during the search.
    """
    should_stop, on_iteration = watching(budget)
    result = iterative_deepening(geo, me, them, budget_ms, should_stop=should_stop,
                                 on_iteration=on_iteration, exact_root=exact_root)
    if budget.cancelled():
        raise Cancelled
    return result


class DeepPlayer(Player):
    """Alpha-beta with iterative deepening under a time budget (default 1000 ms) and a
    heuristic evaluation of open lines, for boards larger than 3x3. It never misses a win
    in one nor a block of one: those are checked before any search. ``exact_root=True``
    scores every root move exactly (for "show thinking"), at the cost of depth."""

    name = "deep"
    title = QT_TRANSLATE_NOOP("TicTacToePlayers", "Deep search (timed)")
    description = QT_TRANSLATE_NOOP(
        "TicTacToePlayers", "alpha-beta with iterative deepening for ~1 s and an open-lines heuristic")

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
        result = deep_search(self.geo, me, them, budget_ms, budget, self.exact_root)
        move = result.best_moves[0] if result.best_moves else (wins + danger)[0]
        if danger and move not in danger and not wins:
            move = danger[0]  # two threats: the game is lost, block one anyway
        return MoveReport(move, self.name, nodes=result.nodes, millis=result.millis, result=result,
                          reason="best-value")


class FalliblePlayer(Player):
    """A perfect player that errs with probability ``error`` (0..1): then it plays a random
    move that is worse than its best (if every move is equally good, it cannot err). On 3x3
    it uses the solved table, on larger boards the deep search.

    Raises:
        ValueError: (constructor) ``error`` outside 0..1.
    """

    name = "fallible"
    title = QT_TRANSLATE_NOOP("TicTacToePlayers", "Perfect but fallible")
    description = QT_TRANSLATE_NOOP("TicTacToePlayers", "plays perfectly, but errs with a probability the teacher sets")

    def __init__(self, geo: Geometry, rng: random.Random | None = None, error: float = 0.2,
                 budget_ms: float = DEFAULT_BUDGET_MS):
        super().__init__(geo, rng)
        if not 0.0 <= error <= 1.0:
            raise ValueError(f"the error probability must be between 0 and 1, got {error}")
        self.error = error
        self.inner: Player = (PerfectPlayer(geo, self.rng) if geo.cells <= 9
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
        """The free cells worse than the best one (or, without exact scores, every free
        cell but the chosen one)."""
        free = [c for c in range(self.geo.cells) if not occupied >> c & 1]
        result = report.result
        if result is not None and result.best_moves and all(result.exact.get(c) for c in free):
            best = result.scores[result.best_moves[0]]
            return [c for c in free if result.scores[c] < best]
        return [c for c in free if c != report.move]
