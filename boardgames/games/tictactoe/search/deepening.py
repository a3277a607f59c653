"""Alpha-beta with iterative deepening under a time budget, for boards larger than 3x3.

Depth 1, 2, 3, ... plies are searched in turn (iterative deepening, as in Slate and
Atkin's Chess 4.5, 1977) with alpha-beta pruning (Knuth and Moore 1975) and a
transposition table (Greenblatt et al. 1967) that also supplies the best move of the
previous iteration first. Leaves at the depth limit get the heuristic evaluation of open
lines (:mod:`..evaluation`). When time runs out, the last finished iteration counts.

To keep the branching factor down on 6x6 and 7x7 boards, a position's moves are the free
cells at most two steps from a mark (so a "win" found there is proven only against those
replies); boards of at most 25 cells consider every free cell.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import cache

from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.evaluation import evaluate
from boardgames.games.tictactoe.search.scores import INF, MATE_BOUND, WIN, SearchResult, from_node, to_node

EXACT, LOWER, UPPER = 0, 1, 2

#: Default time budget of one move, in milliseconds.
DEFAULT_BUDGET_MS = 1000


class _OutOfTime(Exception):
    pass


@cache
def _neighbourhoods(geo: Geometry, radius: int) -> tuple[int, ...]:
    """Per cell, the mask of cells within ``radius`` steps (king moves), itself excluded."""
    out = []
    for cell in range(geo.cells):
        r, c = divmod(cell, geo.cols)
        mask = 0
        for dr in range(-radius, radius + 1):
            for dc in range(-radius, radius + 1):
                rr, cc = r + dr, c + dc
                if (dr or dc) and 0 <= rr < geo.rows and 0 <= cc < geo.cols:
                    mask |= 1 << (rr * geo.cols + cc)
        out.append(mask)
    return tuple(out)


@cache
def centre_order(geo: Geometry) -> tuple[int, ...]:
    """Cells sorted by distance from the board's centre (ties row-major)."""
    cr, cc = (geo.rows - 1) / 2, (geo.cols - 1) / 2
    return tuple(sorted(range(geo.cells),
                        key=lambda i: (max(abs(i // geo.cols - cr), abs(i % geo.cols - cc)), i)))


#: Boards with at most this many cells are searched with every free cell as a move.
FULL_WIDTH_CELLS = 25


def candidate_moves(geo: Geometry, me: int, them: int, radius: int = 2) -> list[int]:
    """Free cells worth searching, nearest the centre first: all free cells on boards of at
    most 25 cells, else the free cells within ``radius`` of a mark (the centre cell on an
    empty board)."""
    occupied = me | them
    order = centre_order(geo)
    if geo.cells <= FULL_WIDTH_CELLS:
        return [c for c in order if not occupied >> c & 1]
    if not occupied:
        return [geo.centre]
    near = _neighbourhoods(geo, radius)
    zone = 0
    rest = occupied
    while rest:
        low = rest & -rest
        zone |= near[low.bit_length() - 1]
        rest ^= low
    zone &= ~occupied
    return [c for c in order if zone >> c & 1]


def iterative_deepening(
    geo: Geometry,
    me: int,
    them: int,
    budget_ms: float = DEFAULT_BUDGET_MS,
    max_depth: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    on_iteration: Callable[[SearchResult], None] | None = None,
    exact_root: bool = False,
) -> SearchResult:
    """Search ``(me, them)`` deeper and deeper until the budget is spent.

    Args:
        geo: board geometry (any size).
        me, them: bitboards of the side to move and of the other side.
        budget_ms: wall-time budget in milliseconds (the first iteration always finishes).
        max_depth: stop after this many plies (default: until the board would be full).
        should_stop: polled every few hundred nodes; True stops like a time-out.
        on_iteration: called with each finished iteration's result.
        exact_root: search every root move with a full window, so every move's score is
            exact (for "show thinking"; costs depth).

    Returns:
        The :class:`SearchResult` of the deepest finished iteration: ``depth`` plies,
        scores of the root moves (the best exact, the others upper bounds), ``nodes`` over
        all iterations, ``complete`` when the scores are proven (no heuristic leaf used).
        A finished game gives no moves.
    """
    start = time.perf_counter()
    result = SearchResult(complete=False, depth=0)
    if geo.has_line(me) or geo.has_line(them) or (me | them) == geo.full:
        result.complete = True
        return result
    stats = _Stats()
    node = _negamax(geo, _deadline(start, budget_ms), should_stop, stats)
    empties = geo.cells - (me | them).bit_count()
    limit = empties if max_depth is None else min(max_depth, empties)
    order = candidate_moves(geo, me, them)
    previous: dict[int, int] = {}
    for depth in range(1, limit + 1):
        stats.heuristic_used = False
        order.sort(key=lambda c: -previous.get(c, -INF))
        try:
            scores, exact, best = _root_iteration(node, me, them, order, depth, exact_root)
        except _OutOfTime:
            if depth > 1:
                break
            # the first iteration must give an answer: finish it without the clock
            return _finish_first(geo, me, them, order, start, stats.nodes)
        result = _iteration_result(geo, order, scores, exact, best, depth, stats, start)
        if on_iteration is not None:
            on_iteration(result)
        previous = scores
        if (not stats.heuristic_used or abs(best) >= MATE_BOUND
                or all(v <= -MATE_BOUND for v in scores.values())):
            break
    result.nodes = stats.nodes
    result.millis = (time.perf_counter() - start) * 1000
    return result


#: The search below the root: ``node(me, them, last cell played, depth left, ply, alpha,
#: beta)`` -> the score for ``me`` (to move).
Node = Callable[[int, int, int, int, int, int, int], int]


class _Stats:
    """Counters of one iterative-deepening search."""

    __slots__ = ("nodes", "heuristic_used")

    def __init__(self) -> None:
        self.nodes = 0
        self.heuristic_used = False  # a leaf at the depth limit was evaluated


def _iteration_result(geo: Geometry, order: list[int], scores: dict[int, int],
                      exact: dict[int, bool], best: int, depth: int, stats: _Stats,
                      start: float) -> SearchResult:
    """The result of a finished iteration: one best move (the first in ``order``)."""
    best_moves = [c for c in order if scores[c] == best and exact[c]][:1]
    complete = not stats.heuristic_used and geo.cells <= FULL_WIDTH_CELLS
    return SearchResult(scores=scores, exact=exact, best_moves=best_moves, nodes=stats.nodes,
                        depth=depth, complete=complete,
                        millis=(time.perf_counter() - start) * 1000)


def _root_iteration(node: Node, me: int, them: int, order: list[int], depth: int,
                    exact_root: bool) -> tuple[dict[int, int], dict[int, bool], int]:
    """One iteration at the root, moves in ``order``: ``(scores, exact, best score)``.

    Raises:
        _OutOfTime: when the deadline passed or the caller asked to stop.
    """
    scores: dict[int, int] = {}
    exact: dict[int, bool] = {}
    best = -INF
    for cell in order:
        bound = -INF if exact_root else best
        value = -node(them, me | 1 << cell, cell, depth - 1, 1, -INF, -bound)
        scores[cell] = value
        exact[cell] = value > bound
        if value > best:
            best = value
    return scores, exact, best


def _deadline(start: float, budget_ms: float) -> float:
    """When to stop: a little early, so the answer, with its bookkeeping, arrives within
    the budget (``time.perf_counter()`` seconds)."""
    return start + (budget_ms - min(50.0, budget_ms * 0.05)) / 1000.0


def _check_time(deadline: float, should_stop: Callable[[], bool] | None) -> None:
    if time.perf_counter() > deadline or (should_stop is not None and should_stop()):
        raise _OutOfTime


def _negamax(geo: Geometry, deadline: float, should_stop: Callable[[], bool] | None,
             stats: _Stats) -> Node:
    """Negamax with alpha-beta pruning and a transposition table (depth, flag,
    node-relative score, best cell), counting into ``stats``; raises :class:`_OutOfTime`
    (checked every 256 nodes) when the deadline passed or ``should_stop()`` is True."""
    wins, full, shift = geo.wins, geo.full, geo.cells
    table: dict[int, tuple[int, int, int, int]] = {}

    def node(me: int, them: int, last: int, depth: int, ply: int, alpha: int, beta: int) -> int:
        stats.nodes += 1
        if stats.nodes & 255 == 0:
            _check_time(deadline, should_stop)
        if wins(them, last):
            return ply - WIN
        occupied = me | them
        if occupied == full:
            return 0
        if depth == 0:
            stats.heuristic_used = True
            return evaluate(geo, me, them)
        key = me | them << shift
        entry = table.get(key)
        first = -1
        if entry is not None:
            e_depth, flag, stored, first = entry
            if e_depth >= depth or abs(stored) >= MATE_BOUND:
                value = from_node(stored, ply)
                if flag == EXACT:
                    return value
                if flag == LOWER and value >= beta:
                    return value
                if flag == UPPER and value <= alpha:
                    return value
        moves = candidate_moves(geo, me, them)
        if first >= 0 and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        alpha0 = alpha
        best, best_cell = -INF, -1
        for cell in moves:
            value = -node(them, me | 1 << cell, cell, depth - 1, ply + 1, -beta, -alpha)
            if value > best:
                best, best_cell = value, cell
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
        table[key] = (depth, flag, to_node(best, ply), best_cell)
        return best

    return node


def _finish_first(geo: Geometry, me: int, them: int, order: list[int], start: float,
                  nodes: int) -> SearchResult:
    """One-ply result when even depth 1 ran out of time: each move's own evaluation."""
    scores = {}
    for cell in order:
        mine = me | 1 << cell
        scores[cell] = WIN - 1 if geo.wins(mine, cell) else -evaluate(geo, them, mine)
    best = max(scores.values())
    return SearchResult(scores=scores, exact={c: True for c in scores},
                        best_moves=[next(c for c in order if scores[c] == best)],
                        nodes=nodes + len(order), depth=1, complete=False,
                        millis=(time.perf_counter() - start) * 1000)
