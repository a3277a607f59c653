"""Scores of two-player zero-sum game trees, defined once for every search (Qt-free).

The searches of this project (the core alpha-beta of :mod:`boardgames.core.alphabeta`,
tic-tac-toe's teaching minimax and its solved 3x3 table, the minimax tree viewer) all
score positions with integers seen from the side to move, *depth-adjusted* so that faster
wins and slower losses are preferred (the fix for players that "give up" when they
foresee a loss):

* a win in ``n`` plies scores ``WIN - n``; a loss in ``n`` plies scores ``-(WIN - n)``;
* a draw scores 0;
* heuristic evaluations (positions at a depth limit) stay strictly inside
  ``(-MATE_BOUND, MATE_BOUND)``: scores at or beyond it are proven results.

Inside a search, scores are relative to the root (a loss at ply ``p`` below the root is
``-(WIN - p)``), so plain negamax needs no conversion; :func:`to_node` and
:func:`from_node` shift them to "plies from this node" for tables that outlive one search
(the usual mate-score adjustment of chess programs).

:class:`TreeSearchResult` is what every one of these searches reports about the root's
moves, and :func:`analysis_of` turns it into the shared
:class:`~boardgames.core.players.Analysis` (values in -1..1 for "show thinking").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from boardgames.core.players import Analysis

M = TypeVar("M")

#: Score of a won game with 0 plies to go.
WIN = 1_000_000_000
#: The longest game the scores can tell apart, in plies.
MAX_PLIES = 1000
#: Scores at or beyond this magnitude are proven wins or losses.
MATE_BOUND = WIN - MAX_PLIES
#: Larger than any score.
INF = WIN + 1
#: A heuristic score of this many points reads as the value 0.5 in an :class:`Analysis`
#: (see :func:`heuristic_value`).
HALF_VALUE_POINTS = 1000


def to_node(score: int, ply: int) -> int:
    """A root-relative score found ``ply`` plies below the root, made node-relative."""
    if score >= MATE_BOUND:
        return score + ply
    if score <= -MATE_BOUND:
        return score - ply
    return score


def from_node(score: int, ply: int) -> int:
    """A node-relative score stored in a table, made relative to a root ``ply`` plies up."""
    if score >= MATE_BOUND:
        return score - ply
    if score <= -MATE_BOUND:
        return score + ply
    return score


def parent_score(child: int) -> int:
    """Node-relative score of a move whose resulting position has node-relative ``child``
    (the opponent's view): negated and one ply further away."""
    if child >= MATE_BOUND:
        return -child + 1
    if child <= -MATE_BOUND:
        return -child - 1
    return -child


def game_value(score: int) -> int:
    """1 for a proven win, -1 for a proven loss, 0 otherwise (draw or heuristic)."""
    if score >= MATE_BOUND:
        return 1
    if score <= -MATE_BOUND:
        return -1
    return 0


def plies_to_end(score: int) -> int | None:
    """Plies until the game ends for a proven win or loss; ``None`` otherwise."""
    if abs(score) >= MATE_BOUND:
        return WIN - abs(score)
    return None


def own_moves(plies: int) -> int:
    """How many of the mover's own moves ``plies`` plies include (the first ply is one)."""
    return (plies + 1) // 2


def heuristic_value(points: int) -> float:
    """A heuristic score in points as a value strictly inside (-1, 1):
    ``points / (|points| + HALF_VALUE_POINTS)`` (monotonic, so no choice changes)."""
    return points / (abs(points) + HALF_VALUE_POINTS)


def heuristic_points(value: float) -> int:
    """The inverse of :func:`heuristic_value`: a value in -1..1 (clamped to +-0.999) as
    points, for evaluation hooks that answer in values."""
    value = max(-0.999, min(0.999, value))
    return round(HALF_VALUE_POINTS * value / (1.0 - abs(value)))


@dataclass
class TreeSearchResult(Generic[M]):
    """What a game-tree search found about the moves at the root.

    Attributes:
        scores: score of each move examined (move -> depth-adjusted score of playing it,
            from the mover's view; see the module). With ``exact[move]`` False the score
            is only an upper bound (alpha-beta refuted the move).
        exact: per move, whether its score is exact.
        best_moves: the moves with the best exact score, in search order (a search asked
            for one best move lists one).
        nodes: positions visited, the root included (a node per recursive call).
        seconds: wall time of the search.
        depth: plies searched below the root (``None`` for searches to the end).
        complete: True when the scores are proven (no heuristic evaluation counted).
    """

    scores: dict[M, int] = field(default_factory=dict)
    exact: dict[M, bool] = field(default_factory=dict)
    best_moves: list[M] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    depth: int | None = None
    complete: bool = True

    @property
    def millis(self) -> float:
        """Wall time in milliseconds."""
        return self.seconds * 1000

    @property
    def best_score(self) -> int | None:
        """Score of the best moves, or ``None`` when there are none."""
        return self.scores[self.best_moves[0]] if self.best_moves else None

    def value(self, move: M) -> float:
        """The value of ``move`` in -1..1 for the mover: +1 a proven win, -1 a proven loss,
        0.0 a draw (or a heuristic 0), between them a heuristic estimate."""
        score = self.scores[move]
        if abs(score) >= MATE_BOUND:
            return float(game_value(score))
        return 0.0 if self.complete else heuristic_value(score)


def analysis_of(result: TreeSearchResult[Any], seconds: float | None = None,
                depth: int | None = None, detail: Any = None) -> Analysis:
    """The shared :class:`~boardgames.core.players.Analysis` of ``result``: the value of
    every move whose score is exact (:meth:`TreeSearchResult.value`), the plies to the end
    of proven wins and losses, ``exact`` when every move's value is exact and proven.

    Args:
        seconds: the decision's time (default ``result.seconds``).
        depth: the depth to report (default ``result.depth``).
        detail: a game-specific payload for the analysis.
    """
    values = {m: result.value(m) for m in result.scores if result.exact.get(m, False)}
    plies = {m: p for m in values if (p := plies_to_end(result.scores[m])) is not None}
    exact = result.complete and len(values) == len(result.scores)
    return Analysis(values, plies, result.nodes, result.seconds if seconds is None else seconds,
                    result.depth if depth is None else depth, exact, detail)
