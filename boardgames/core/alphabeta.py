"""Alpha-beta: the one game-tree search of the project, for any two-player zero-sum game
(Qt-free).

Negamax with alpha-beta pruning (Knuth and Moore 1975) and a transposition table
(Greenblatt et al. 1967) whose key may merge positions that are the same up to the board's
symmetries. With a time budget or a depth limit it deepens iteratively (Slate and Atkin
1977): depth 1, 2, 3, ... plies, each iteration trying the previous one's best moves
first, until the result is proven, the depth limit is reached or the time runs out (the
last finished iteration counts). Without either it solves the position exactly, searching
to the end of the game. Scores follow :mod:`boardgames.core.gametree`: wins sooner and
losses later are better, heuristic values stay inside the proven range.

The search does not see a :class:`~boardgames.core.game.Game` directly but a
:class:`SearchSpace`: positions, moves in the order to try them, the result of a finished
position for the side to move, a table key and an evaluation. :class:`GameSpace` makes any
game one through the contract (its declared :meth:`~boardgames.core.game.Game.symmetries`
included); a game that wants speed supplies its own space on bitboards, as tic-tac-toe and
the Connect Four example do. :class:`AlphaBetaPlayer` plays any two-player game with it.

Transposition-table entries are ``(depth, flag, score, best move)``: ``flag`` is
:data:`EXACT`, :data:`LOWER` (the score is a lower bound: a cut-off) or :data:`UPPER` (an
upper bound: every move failed low); the score is node-relative; ``depth`` is the depth it
was searched to, or :data:`PROVEN` when no heuristic value entered it (it then holds at
any depth and may be kept across searches).
"""

from __future__ import annotations

import abc
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from boardgames.core.events import SearchProgress
from boardgames.core.game import Game
from boardgames.core.gametree import (
    INF,
    MATE_BOUND,
    WIN,
    TreeSearchResult,
    analysis_of,
    from_node,
    heuristic_points,
    to_node,
)
from boardgames.core.players import NO_LIMIT, Budget, Decision, Player
from boardgames.core.runner import Cancelled

P = TypeVar("P")
M = TypeVar("M")

#: The flags of a transposition-table entry (see the module docstring).
EXACT, LOWER, UPPER = 0, 1, 2
#: The depth of an entry whose score is proven; larger than any search depth.
PROVEN = 1 << 30
#: The depth of a search to the end of the game.
TO_THE_END = PROVEN - 1

#: Root windows: score one best move exactly (the textbook window ``(best, +inf)``), every
#: move that ties with the best (``(best - 1, +inf)``, so ties can be broken at random), or
#: every move (a full window each, for "show thinking").
ONE_BEST, ALL_BEST, EVERY_MOVE = "one-best", "all-best", "every-move"

#: A transposition table: key -> ``(depth, flag, node-relative score, best move)``.
Table = dict[Hashable, tuple[int, int, int, Any]]

#: The search polls the clock and the cancel flag every this many nodes (a power of 2).
POLL_NODES = 1024
#: At most one progress report per this many seconds.
REPORT_SECONDS = 0.1


class SearchSpace(abc.ABC, Generic[P, M]):
    """What the search needs to know about a game: the positions it walks through.

    Positions (type ``P``) are whatever is fastest for the game (a state, a pair of
    bitboards); moves (type ``M``) are the game's own moves. A position knows whose turn it
    is; every value is seen from the side to move.
    """

    @abc.abstractmethod
    def position(self, state: Any) -> P:
        """The position of a game state (the root of a search).

        Raises:
            ValueError: when ``state`` is not a state this space can search.
        """

    @abc.abstractmethod
    def outcome(self, position: P) -> int | None:
        """How the game ended for the side to move: 1 won, 0 drawn, -1 lost; ``None``
        while it goes on."""

    @abc.abstractmethod
    def moves(self, position: P) -> Sequence[M]:
        """The moves to search in a position that is not over, in the order to try them
        (most promising first): the legal moves, or only those that can be best (a win at
        once, the block of a threat) when the others cannot change the position's value."""

    def all_moves(self, position: P) -> Sequence[M]:
        """Every legal move of a position that is not over, for a root whose every move
        (or every move as good as the best) is scored; the default is :meth:`moves`."""
        return self.moves(position)

    @abc.abstractmethod
    def play(self, position: P, move: M) -> P:
        """The position after ``move`` (a new one: positions are never changed)."""

    def key(self, position: P) -> Hashable:
        """The transposition-table key: equal for positions of equal value (the same
        position, or one that is its image under a symmetry of the board)."""
        return position

    def evaluate(self, position: P) -> int:
        """A heuristic score in points for the side to move, for positions at the depth
        limit; must stay inside ``(-MATE_BOUND, MATE_BOUND)``. The default knows nothing: 0."""
        return 0


#: ``evaluate(game, state, seat) -> float`` in -1.0..1.0: how good ``state`` (not terminal)
#: is for ``seat``.
Evaluation = Callable[[Game[Any, Any], Any, int], float]
#: ``order(game, state, moves) -> moves``: the order to try moves in (best first).
MoveOrder = Callable[[Game[Any, Any], Any, Sequence[Any]], Sequence[Any]]


class GameSpace(SearchSpace[tuple[Any, int], Any]):
    """Any two-player :class:`~boardgames.core.game.Game` as a search space.

    A position is ``(state, seat to move)`` (the seat of a finished game is the one after
    the last mover). The table key merges the states that
    :meth:`~boardgames.core.game.Game.symmetries` declares equivalent.

    Args:
        game: the rules.
        evaluate: the evaluation hook for positions at the depth limit (see
            :data:`Evaluation`); ``None`` scores them 0.
        order: the move-ordering hook (see :data:`MoveOrder`); ``None`` keeps the game's
            order.
    """

    def __init__(self, game: Game[Any, Any], evaluate: Evaluation | None = None,
                 order: MoveOrder | None = None):
        self.game, self.evaluation, self.order = game, evaluate, order

    def position(self, state: Any) -> tuple[Any, int]:
        seat = self.game.to_move(state)
        if seat is None:
            raise ValueError("the game is over: there is nothing to search")
        return state, seat

    def outcome(self, position: tuple[Any, int]) -> int | None:
        outcome = self.game.outcome(position[0])
        if outcome is None:
            return None
        result = outcome.returns[position[1]]
        return 1 if result > 0 else -1 if result < 0 else 0

    def moves(self, position: tuple[Any, int]) -> Sequence[Any]:
        state = position[0]
        moves = self.game.legal_moves(state)
        return self.order(self.game, state, moves) if self.order is not None else moves

    def play(self, position: tuple[Any, int], move: Any) -> tuple[Any, int]:
        child = self.game.apply(position[0], move)
        seat = self.game.to_move(child)
        return child, 1 - position[1] if seat is None else seat

    def key(self, position: tuple[Any, int]) -> Hashable:
        """``(state, seat)``, or the set of the state's images when the game declares
        symmetries (the same set for every member of the orbit)."""
        images = self.game.symmetries(position[0])
        if not images:
            return position
        return frozenset((position[0], *images)), position[1]

    def evaluate(self, position: tuple[Any, int]) -> int:
        if self.evaluation is None:
            return 0
        return heuristic_points(self.evaluation(self.game, position[0], position[1]))


class _OutOfTime(Exception):
    """The deadline passed inside an iteration (the last finished one counts)."""


@dataclass
class _Clock:
    """The budget of one search: deadline, cancel flag, progress reports."""

    budget: Budget
    started: float
    deadline: float | None
    reported: float
    depth: int = 0  # the last finished iteration, for the progress reports

    def poll(self, nodes: int) -> None:
        """Raise Cancelled or :class:`_OutOfTime`; report progress now and then."""
        if self.budget.cancelled():
            raise Cancelled
        now = time.perf_counter()
        if self.deadline is not None and now > self.deadline:
            raise _OutOfTime
        if now - self.reported >= REPORT_SECONDS:
            self.reported = now
            self.budget.report(SearchProgress(nodes=nodes, seconds=now - self.started,
                                              bound=self.depth or None))


def _deadline(started: float, seconds: float | None) -> float | None:
    """When to stop: a little early (5 %, at most 50 ms), so that the answer, with its
    bookkeeping, arrives within the budget."""
    if seconds is None:
        return None
    return started + seconds - min(0.05, seconds * 0.05)


#: The search below the root: ``node(position, depth, ply, alpha, beta)`` -> the score of
#: ``position`` for its side to move, relative to the root's ply.
Node = Callable[[Any, int, int, int, int], int]


class _Stats:
    """The counters of one search: nodes so far, and whether a heuristic value entered the
    part searched since the flag was last cleared (then the result is not proven)."""

    __slots__ = ("nodes", "heuristic")

    def __init__(self) -> None:
        self.nodes = 0
        self.heuristic = False


def _proven_bound(score: int, flag: int) -> bool:
    """True when a bound is proven whatever the depth: a win that is at least this fast
    (a lower bound) or a loss that is at least this slow (an upper bound)."""
    return (flag != UPPER and score >= MATE_BOUND) or (flag != LOWER and score <= -MATE_BOUND)


def _children(node: Node, play: Callable[[Any, Any], Any], position: Any, order: Sequence[Any],
              depth: int, ply: int, alpha: int, beta: int) -> tuple[int, Any]:
    """The alpha-beta loop (fail-soft): search the children of ``position`` in ``order``
    with the window ``(alpha, beta)``; ``(best score, best move)``."""
    best, best_move = -INF, None
    for move in order:
        value = -node(play(position, move), depth - 1, ply + 1, -beta, -alpha)
        if value > best:
            best, best_move = value, move
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break  # the alpha-beta cut-off
    return best, best_move


def _negamax(space: SearchSpace[Any, Any], table: Table, clock: _Clock, stats: _Stats, read: bool = True) -> Node:
    """Negamax with alpha-beta pruning over ``space`` and the transposition table ``table``
    (filled, and unless ``read`` is False read: its best move is tried first), counting
    into ``stats``; polls ``clock`` every :data:`POLL_NODES` nodes."""
    outcome, moves, play, key, evaluate = space.outcome, space.moves, space.play, space.key, space.evaluate
    unread: Table = {}
    get, poll_mask = (table if read else unread).get, POLL_NODES - 1

    def node(position: Any, depth: int, ply: int, alpha: int, beta: int) -> int:
        stats.nodes += 1
        if not stats.nodes & poll_mask:
            clock.poll(stats.nodes)
        result = outcome(position)
        if result is not None:
            return 0 if not result else WIN - ply if result > 0 else ply - WIN
        if depth <= 0:
            stats.heuristic = True
            return evaluate(position)
        k, first = key(position), None
        entry = get(k)
        if entry is not None:
            stored_depth, flag, stored, first = entry
            value = from_node(stored, ply)
            if stored_depth >= depth and (flag == EXACT or (value >= beta if flag == LOWER else value <= alpha)):
                stats.heuristic = stats.heuristic or stored_depth != PROVEN
                return value
        order = moves(position)
        if first is not None and order[0] != first and first in order:
            order = [first, *[m for m in order if m != first]]  # the table's best move first
        outer, stats.heuristic = stats.heuristic, False
        best, best_move = _children(node, play, position, order, depth, ply, alpha, beta)
        flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
        proven = not stats.heuristic or _proven_bound(best, flag)
        table[k] = (PROVEN if proven else depth, flag, to_node(best, ply), best_move)
        stats.heuristic = outer or not proven
        return best

    return node


def _root_scores(node: Node, space: SearchSpace[Any, Any], root: Any, order: Sequence[Any],
                 depth: int, window: str) -> tuple[dict[Any, int], dict[Any, bool]]:
    """One iteration at the root, moves in ``order``: ``(scores, exact)`` (see the root
    windows :data:`ONE_BEST`, :data:`ALL_BEST`, :data:`EVERY_MOVE`)."""
    scores: dict[Any, int] = {}
    exact: dict[Any, bool] = {}
    best = -INF
    slack = 1 if window == ALL_BEST else 0
    for move in order:
        alpha = -INF if window == EVERY_MOVE or best == -INF else best - slack
        value = -node(space.play(root, move), depth - 1, 1, -INF, -alpha)
        scores[move], exact[move] = value, value > alpha
        best = max(best, value)
    return scores, exact


def _result(order: Sequence[Any], scores: dict[Any, int], exact: dict[Any, bool], window: str,
            depth: int | None, complete: bool) -> TreeSearchResult[Any]:
    best = max((s for m, s in scores.items() if exact[m]), default=None)
    best_moves = [m for m in order if exact[m] and scores[m] == best]
    return TreeSearchResult(scores, exact, best_moves[:1] if window == ONE_BEST else best_moves,
                            depth=depth, complete=complete)


def _settled(result: TreeSearchResult[Any]) -> bool:
    """True when a deeper iteration cannot change the result: it is proven, the best move
    is a proven win (a faster one would have been found), or every move is a proven loss."""
    best = result.best_score
    return result.complete or (best is not None and (best >= MATE_BOUND or best <= -MATE_BOUND))


def search(space: SearchSpace[P, M], root: P, *, depth: int | None = None, budget: Budget = NO_LIMIT,
           window: str = ALL_BEST, table: Table | None = None, transpositions: bool = True,
           moves: Sequence[M] | None = None) -> TreeSearchResult[M]:
    """Score the moves of ``root`` by negamax with alpha-beta pruning and a transposition
    table: exactly, to the end of the game, when neither ``depth`` nor ``budget.seconds``
    is given; else by iterative deepening, whose deepest finished iteration counts (the
    first always finishes) and which stops once the result is settled (proven, a proven
    win, or every move a proven loss).

    Args:
        depth: the deepest iteration in plies; ``None``: as deep as needed.
        budget: the time (``seconds``), the cancel flag and the progress reports
            (``SearchProgress.bound`` = the depth of the last finished iteration).
        window: the root moves scored exactly: :data:`ONE_BEST`, :data:`ALL_BEST` or
            :data:`EVERY_MOVE`.
        table: a table to use and fill (to reuse what an earlier search learned; keep only
            proven entries across positions: an exact search stores nothing else); ``None``:
            a fresh one. ``transpositions=False``: none is read (the textbook alpha-beta).
        moves: the root moves to score, in this order (default: ``space.moves(root)`` for
            :data:`ONE_BEST`, else ``space.all_moves(root)``).

    Returns:
        ``depth`` is ``None`` for an exact search; ``nodes`` counts the root and every call
        below it, over all iterations. A finished game gives no moves. Raises
        :class:`~boardgames.core.runner.Cancelled` when ``budget.cancelled()`` is or
        becomes true.
    """
    started = time.perf_counter()
    budget.check()
    if space.outcome(root) is not None:
        return TreeSearchResult(nodes=1, seconds=time.perf_counter() - started)
    clock, stats = _Clock(budget, started, None, started), _Stats()
    node = _negamax(space, {} if table is None or not transpositions else table, clock, stats, transpositions)
    order = list(moves if moves is not None else space.moves(root) if window == ONE_BEST else space.all_moves(root))
    if depth is None and budget.seconds is None:
        result = _result(order, *_root_scores(node, space, root, order, TO_THE_END, window), window, None, True)
    else:
        result = _deepen(node, stats, space, root, order, depth or TO_THE_END, window, clock, budget.seconds)
    result.nodes, result.seconds = 1 + stats.nodes, time.perf_counter() - started
    return result


def _deepen(node: Node, stats: _Stats, space: SearchSpace[Any, Any], root: Any, order: list[Any],
            limit: int, window: str, clock: _Clock, seconds: float | None) -> TreeSearchResult[Any]:
    """Iterative deepening from depth 1 to ``limit``; the deadline applies from depth 2 on."""
    result: TreeSearchResult[Any] | None = None
    for depth in range(1, limit + 1):
        stats.heuristic = False
        try:
            scores, exact = _root_scores(node, space, root, order, depth, window)
        except _OutOfTime:
            break
        result = _result(order, scores, exact, window, depth, not stats.heuristic)
        clock.depth, clock.deadline = depth, _deadline(clock.started, seconds)
        if _settled(result):
            break
        order = sorted(order, key=lambda m: -scores[m])  # stable: ties keep the space's order
    assert result is not None  # depth 1 runs without a deadline
    return result


#: ``make(game) -> space``: builds the search space a player searches ``game`` with.
SpaceFactory = Callable[[Game[Any, Any]], SearchSpace[Any, Any]]


class AlphaBetaPlayer(Player):
    """Plays any two-player zero-sum game with :func:`search`.

    Args:
        depth: the deepest iteration in plies (``None``: until the result is proven, or
            as deep as ``budget.seconds`` allows).
        evaluate: the evaluation hook of the default :class:`GameSpace` (see
            :data:`Evaluation`); ``None`` scores positions at the depth limit 0.
        order: the move-ordering hook of the default space (see :data:`MoveOrder`).
        rng: breaks ties among equally good moves (inject a seeded one to replay games).
        name: the player's id.
        space: builds the search space for a game (default: a :class:`GameSpace` with
            ``evaluate`` and ``order``); a game's own space on bitboards searches deeper.
        window: which root moves get an exact value (default :data:`EVERY_MOVE`, so
            "show thinking" can label every move; :data:`ALL_BEST` searches deeper).
        seconds: the time per move when the budget sets none (``None``: no limit); the
            budget's own limit wins when it is shorter.

    Raises:
        ValueError: (from :meth:`choose`) when the game does not have two players or the
            state is over.
    """

    def __init__(self, depth: int | None = None, evaluate: Evaluation | None = None,
                 order: MoveOrder | None = None, rng: random.Random | None = None,
                 name: str = "alphabeta", space: SpaceFactory | None = None,
                 window: str = EVERY_MOVE, seconds: float | None = None):
        self.depth, self.window, self.seconds = depth, window, seconds
        self.rng = rng if rng is not None else random.Random()
        self.name = name
        self.make_space: SpaceFactory = space or (lambda game: GameSpace(game, evaluate, order))

    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """The best move found (a random one among equal best); ``analysis.values`` holds
        the value of every move scored exactly."""
        if game.num_players != 2:
            raise ValueError(f"alpha-beta plays two-player games; this one has {game.num_players}")
        if game.is_terminal(state):
            raise ValueError("no legal move: the game is over")
        space = self.make_space(game)
        limits = [s for s in (self.seconds, budget.seconds) if s is not None]
        timed = Budget(min(limits) if limits else None, budget.cancelled, budget.report)
        result = search(space, space.position(state), depth=self.depth, budget=timed, window=self.window)
        move = self.rng.choice(result.best_moves)
        return Decision(move, analysis_of(result), reason="best-value")
