"""Scores of positions and the result record every search returns (Qt-free).

Scores are integers seen from the side to move, *depth-adjusted* so that faster wins and
slower losses are preferred (the fix for players that "give up" when they foresee a loss):

* a win in ``n`` plies scores ``WIN - n``; a loss in ``n`` plies scores ``-(WIN - n)``;
* a draw scores 0;
* heuristic evaluations (large boards) stay strictly inside ``(-MATE_BOUND, MATE_BOUND)``.

Inside a search, scores are relative to the root (a loss at ply ``p`` below the root is
``-(WIN - p)``), so plain negamax needs no conversion; :func:`to_node` and
:func:`from_node` shift them to "plies from this node" for tables that outlive one search
(the usual mate-score adjustment of chess programs).
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Score of a won game with 0 plies to go.
WIN = 1_000_000_000
#: Scores at or beyond this magnitude are proven wins or losses.
MATE_BOUND = WIN - 1000
#: Larger than any score.
INF = WIN + 1


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


def describe(score: int) -> str:
    """``"win in 2"``, ``"loss in 3"`` (in the mover's own moves), ``"draw"``, or the
    heuristic score as text."""
    plies = plies_to_end(score)
    if plies is not None:
        return f"{'win' if score > 0 else 'loss'} in {own_moves(plies)}"
    return "draw" if score == 0 else f"{score:+d}"


@dataclass
class SearchResult:
    """What a search found at the root.

    Attributes:
        scores: score of each legal move examined (cell -> depth-adjusted score of playing
            it, from the mover's view). With ``exact[cell]`` False the score is only an
            upper bound (the move was refuted by alpha-beta pruning).
        exact: per cell, whether its score is exact.
        best_moves: the cells with the best exact score, ascending.
        nodes: positions visited, the root included (a node per recursive call).
        millis: wall time in milliseconds.
        depth: plies searched below the root (``None`` for searches to the end).
        complete: True when the search reached every end of the game (scores are proven).
    """

    scores: dict[int, int] = field(default_factory=dict)
    exact: dict[int, bool] = field(default_factory=dict)
    best_moves: list[int] = field(default_factory=list)
    nodes: int = 0
    millis: float = 0.0
    depth: int | None = None
    complete: bool = True

    @property
    def best_score(self) -> int | None:
        """Score of the best moves, or ``None`` when there are none."""
        return self.scores[self.best_moves[0]] if self.best_moves else None
