"""A generic alpha-beta player for any two-player zero-sum game (Qt-free).

Negamax with alpha-beta pruning (Knuth and Moore 1975) and a transposition table keyed by
the hashable state (Greenblatt et al. 1967), searched by iterative deepening (Slate and
Atkin 1977) until a depth limit, a proven result or the time budget. Terminal positions
score by their outcome, adjusted by depth so that a quick win beats a slow one and a loss
is put off as long as possible; positions at the depth limit score by an evaluation hook
(0 when none is given).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.events import SearchProgress
from boardgames.core.game import Game
from boardgames.core.players import NO_LIMIT, Analysis, Budget, Decision, Player
from boardgames.core.runner import Cancelled

#: A terminal win scores WIN minus its depth in plies; heuristic values stay below HEURISTIC.
WIN = 1_000_000
HEURISTIC = 1_000

#: ``evaluate(game, state, seat) -> float`` in -1.0..1.0: how good ``state`` (not terminal)
#: is for ``seat``; values at the limits are clamped just inside.
Evaluation = Callable[[Game[Any, Any], Any, int], float]
#: ``order(game, state, moves) -> moves``: the order to try moves in (best first).
MoveOrder = Callable[[Game[Any, Any], Any, Sequence[Any]], Sequence[Any]]

EXACT, LOWER, UPPER = 0, 1, 2


@dataclass
class _Entry:
    depth: int
    value: int
    flag: int
    best: Any
    complete: bool  # no depth limit was met below: the value is proven


class _Stop(Exception):
    """The time budget ran out inside a search (the last finished depth is used)."""


class AlphaBetaPlayer(Player):
    """Negamax with alpha-beta pruning and a transposition table, for two players.

    Args:
        depth: the deepest iteration in plies (``None``: until the game's end is proven or
            the time runs out).
        evaluate: the evaluation hook for positions at the depth limit (see
            :data:`Evaluation`); ``None`` scores them 0.
        order: the move-ordering hook (see :data:`MoveOrder`); the table's best move is
            always tried first.
        rng: breaks ties among equally good moves (inject a seeded one to replay games).
        name: the player's id.

    Raises:
        ValueError: (from :meth:`choose`) when the game does not have two players.
    """

    def __init__(self, depth: int | None = None, evaluate: Evaluation | None = None,
                 order: MoveOrder | None = None, rng: random.Random | None = None,
                 name: str = "alphabeta"):
        self.depth = depth
        self.evaluate = evaluate
        self.order = order
        self.rng = rng if rng is not None else random.Random()
        self.name = name

    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """The best move found; ``analysis.values`` holds every root move's value."""
        if game.num_players != 2:
            raise ValueError(f"alpha-beta plays two-player games; this one has {game.num_players}")
        moves = list(game.legal_moves(state))
        if not moves:
            raise ValueError("no legal move: the game is over")
        search = _Search(game, budget, self.evaluate, self.order, game.to_move(state) or 0)
        scores, depth, exact = search.deepen(state, moves, self.depth)
        best = max(scores.values())
        move = self.rng.choice([m for m in moves if scores[m] == best])
        analysis = Analysis(values={m: _value(s) for m, s in scores.items()},
                            plies={m: WIN - abs(s) for m, s in scores.items() if abs(s) > HEURISTIC},
                            nodes=search.nodes, seconds=time.perf_counter() - search.started,
                            depth=depth, exact=exact)
        return Decision(move, analysis, reason="best-value")


def _to_table(value: int, ply: int) -> int:
    """A win or loss stored as distance from this node, so it is valid at any ply."""
    if value > HEURISTIC:
        return value + ply
    if value < -HEURISTIC:
        return value - ply
    return value


def _from_table(value: int, ply: int) -> int:
    if value > HEURISTIC:
        return value - ply
    if value < -HEURISTIC:
        return value + ply
    return value


def _value(score: int) -> float:
    if score > HEURISTIC:
        return 1.0
    if score < -HEURISTIC:
        return -1.0
    return score / HEURISTIC


class _Search:
    """One decision's search state: the table, node count and clock."""

    def __init__(self, game: Game[Any, Any], budget: Budget, evaluate: Evaluation | None,
                 order: MoveOrder | None, root_seat: int):
        self.game, self.budget, self.evaluate, self.order = game, budget, evaluate, order
        self.root_seat = root_seat
        self.table: dict[Any, _Entry] = {}
        self.nodes = 0
        self.started = time.perf_counter()
        self.deadline = None if budget.seconds is None else self.started + budget.seconds
        self.reached_limit = False

    def deepen(self, state: Any, moves: list[Any],
               limit: int | None) -> tuple[dict[Any, int], int, bool]:
        """Iterative deepening: (scores of the deepest finished iteration, its depth, exact)."""
        scores: dict[Any, int] = {}
        depth, finished = 0, 0
        while limit is None or depth < limit:
            depth += 1
            self.reached_limit = False
            try:
                scores = self.root(state, moves, depth)
            except _Stop:
                break
            finished = depth
            if not self.reached_limit:
                return scores, finished, True  # the whole tree below was searched
        if not scores:  # not even depth 1 finished in time: take it anyway
            self.deadline = None
            scores = self.root(state, moves, 1)
            finished = 1
        return scores, finished, not self.reached_limit

    def root(self, state: Any, moves: list[Any], depth: int) -> dict[Any, int]:
        """Exact negamax scores of every root move at ``depth`` (full window each)."""
        scores = {}
        for move in self.ordered(state, moves):
            child = self.game.apply(state, move)
            scores[move] = -self.negamax(child, depth - 1, -WIN - 1, WIN + 1, 1)
        return scores

    def negamax(self, state: Any, depth: int, alpha: int, beta: int, ply: int) -> int:
        """The value of ``state`` for the side to move, searched ``depth`` plies deep."""
        self.tick()
        if self.game.is_terminal(state):
            return self.terminal(state, ply)
        if depth <= 0:
            self.reached_limit = True
            return self.heuristic(state)
        entry = self.table.get(state)
        if entry is not None and entry.depth >= depth:
            value = _from_table(entry.value, ply)
            if entry.flag == EXACT or (entry.flag == LOWER and value >= beta) or (
                    entry.flag == UPPER and value <= alpha):
                self.reached_limit = self.reached_limit or not entry.complete
                return value
        outer, self.reached_limit = self.reached_limit, False
        value, best = self.expand(state, depth, alpha, beta, ply, entry)
        flag = UPPER if value <= alpha else LOWER if value >= beta else EXACT
        self.table[state] = _Entry(depth, _to_table(value, ply), flag, best, not self.reached_limit)
        self.reached_limit = outer or self.reached_limit
        return value

    def expand(self, state: Any, depth: int, alpha: int, beta: int, ply: int,
               entry: _Entry | None) -> tuple[int, Any]:
        """Search the children of ``state``: (its value, the best move)."""
        game = self.game
        best_value, best_move = -WIN - 1, None
        for move in self.ordered(state, game.legal_moves(state), entry):
            value = -self.negamax(game.apply(state, move), depth - 1, -beta, -alpha, ply + 1)
            if value > best_value:
                best_value, best_move = value, move
            alpha = max(alpha, value)
            if alpha >= beta:
                break  # alpha-beta cut-off
        return best_value, best_move

    def ordered(self, state: Any, moves: Sequence[Any], entry: _Entry | None = None) -> list[Any]:
        """Moves in search order: the table's best move, then the ordering hook's order."""
        ordered = list(self.order(self.game, state, moves) if self.order else moves)
        if entry is None:
            entry = self.table.get(state)
        if entry is not None and entry.best in ordered:
            ordered.remove(entry.best)
            ordered.insert(0, entry.best)
        return ordered

    def terminal(self, state: Any, ply: int) -> int:
        outcome = self.game.outcome(state)
        seat = self.seat_before(state, ply)
        result = outcome.returns[seat] if outcome is not None else 0.0
        if result > 0:
            return WIN - ply
        if result < 0:
            return -(WIN - ply)
        return 0

    def seat_before(self, state: Any, ply: int) -> int:
        """The seat to move in a terminal ``state``: the one after the last mover."""
        return self.root_seat if ply % 2 == 0 else 1 - self.root_seat

    def heuristic(self, state: Any) -> int:
        if self.evaluate is None:
            return 0
        seat = self.game.to_move(state)
        assert seat is not None
        value = max(-0.999, min(0.999, self.evaluate(self.game, state, seat)))
        return int(round(value * HEURISTIC))

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes & 1023:
            return
        if self.budget.cancelled():
            raise Cancelled
        now = time.perf_counter()
        if self.deadline is not None and now > self.deadline:
            raise _Stop
        self.budget.report(SearchProgress(nodes=self.nodes, seconds=now - self.started))
