"""Players that search the game tree (Qt-free): rungs 6 and 7 of the ladder, plain
alpha-beta for comparison, the solved-table player, iterative deepening for large boards,
and the "perfect but fallible" player for young classes.

The exact players (minimax, alpha-beta, the table) score every best move exactly and pick
among equally good moves with the injected random generator, so with the same seed they
make the same choices; only their node counts differ.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.players.base import Decision, Player
from boardgames.games.tictactoe.search.alphabeta import alphabeta
from boardgames.games.tictactoe.search.deepening import DEFAULT_BUDGET_MS, iterative_deepening
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.scores import SearchResult
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.tactics import threats


class _ExactPlayer(Player):
    exact = True

    def _search(self, me: int, them: int) -> SearchResult:
        raise NotImplementedError

    def _decide(self, me: int, them: int, should_stop: Callable[[], bool] | None) -> Decision:
        result = self._search(me, them)
        move = self.rng.choice(sorted(result.best_moves))
        return Decision(move, self.name, nodes=result.nodes, millis=result.millis, result=result,
                        full_tree=(me | them) == 0, reason="best score")


class MinimaxPlayer(_ExactPlayer):
    """Rung 6: plain minimax over the whole game tree (von Neumann 1928; Shannon 1950),
    depth-adjusted (faster wins, slower losses); 549,946 nodes from the empty board."""

    name, title, rung = "minimax", "Minimax", 6
    description = "searches the whole game tree with minimax (rung 6)"

    def _search(self, me: int, them: int) -> SearchResult:
        return minimax(self.geo, me, them)


class AlphaBetaPlayer(_ExactPlayer):
    """Alpha-beta pruning without a table (Knuth and Moore 1975): minimax's choices with
    fewer nodes; for comparison with rungs 6 and 7."""

    name, title = "alphabeta", "Alpha-beta"
    description = "minimax with alpha-beta pruning, no table (same moves, fewer nodes)"

    def _search(self, me: int, them: int) -> SearchResult:
        return alphabeta(self.geo, me, them)


class AlphaBetaTTPlayer(_ExactPlayer):
    """Rung 7: alpha-beta with a transposition table (Greenblatt et al. 1967; Zobrist
    1970): minimax's choices with far fewer nodes. A fresh table per move by default, so
    node counts compare fairly; ``keep_table=True`` keeps it between moves."""

    name, title, rung = "alphabeta-tt", "Alpha-beta + table", 7
    description = "alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)"

    def __init__(self, geo: Geometry, rng: random.Random | None = None, keep_table: bool = False):
        super().__init__(geo, rng)
        self.keep_table = keep_table
        self.table: dict = {}

    def _search(self, me: int, them: int) -> SearchResult:
        if not self.keep_table:
            self.table = {}
        return alphabeta(self.geo, me, them, self.table)


class PerfectPlayer(_ExactPlayer):
    """Looks up the solved table of every 3x3 position (built once, in milliseconds)."""

    name, title = "perfect", "Perfect (solved table)"
    description = "looks its move up in the solved table of all 3x3 positions"

    def _search(self, me: int, them: int) -> SearchResult:
        return solved_table().result(me, them)


class DeepPlayer(Player):
    """Alpha-beta with iterative deepening under a time budget (default 1000 ms) and a
    heuristic evaluation of open lines, for boards larger than 3x3. It never misses a win
    in one nor a block of one: those are checked before any search."""

    name, title = "deep", "Deep search (timed)"
    description = "alpha-beta with iterative deepening for ~1 s and an open-lines heuristic"

    def __init__(self, geo: Geometry, rng: random.Random | None = None,
                 budget_ms: float = DEFAULT_BUDGET_MS):
        super().__init__(geo, rng)
        self.budget_ms = budget_ms

    def _decide(self, me: int, them: int, should_stop: Callable[[], bool] | None) -> Decision:
        wins = threats(self.geo, me, them)
        if wins:
            return Decision(wins[0], self.name, reason="win at once")
        danger = threats(self.geo, them, me)
        if len(danger) == 1:
            return Decision(danger[0], self.name, reason="block")
        result = iterative_deepening(self.geo, me, them, self.budget_ms, should_stop=should_stop)
        move = result.best_moves[0] if result.best_moves else danger[0]
        if danger and move not in danger:
            move = danger[0]  # two threats: the game is lost, block one anyway
        return Decision(move, self.name, nodes=result.nodes, millis=result.millis, result=result,
                        reason=f"searched {result.depth} plies")


class FalliblePlayer(Player):
    """A perfect player that errs with probability ``error`` (0..1): then it plays a random
    move that is worse than its best (if every move is equally good, it cannot err). On 3x3
    it uses the solved table, on larger boards the deep search."""

    name, title = "fallible", "Perfect but fallible"
    description = "plays perfectly, but errs with a probability the teacher sets"

    def __init__(self, geo: Geometry, rng: random.Random | None = None, error: float = 0.2,
                 budget_ms: float = DEFAULT_BUDGET_MS):
        super().__init__(geo, rng)
        if not 0.0 <= error <= 1.0:
            raise ValueError(f"the error probability must be between 0 and 1, got {error}")
        self.error = error
        self.inner: Player = (PerfectPlayer(geo, self.rng) if geo.cells <= 9
                              else DeepPlayer(geo, self.rng, budget_ms))

    def _decide(self, me: int, them: int, should_stop: Callable[[], bool] | None) -> Decision:
        start = time.perf_counter()
        decision = self.inner._decide(me, them, should_stop)
        decision.player = self.name
        if self.rng.random() < self.error:
            occupied = me | them
            free = [c for c in range(self.geo.cells) if not occupied >> c & 1]
            result = decision.result
            if result is not None and result.best_moves and all(result.exact.get(c) for c in free):
                best = result.scores[result.best_moves[0]]
                worse = [c for c in free if result.scores[c] < best]
            else:
                worse = [c for c in free if c != decision.move]
            if worse:
                decision.move = self.rng.choice(worse)
                decision.erred = True
                decision.reason = "a deliberate mistake"
        decision.millis = (time.perf_counter() - start) * 1000
        return decision
