"""Weighted A* (Pohl 1970), Qt-free.

A* with priority f = g + w * h for a weight w >= 1: the heuristic counts more, so the
search heads for the goal sooner and expands far fewer nodes, at the price of solutions
up to w times longer than the shortest. Optimal (given an admissible heuristic) only when
w == 1, which is plain A*.
"""

from __future__ import annotations

import math

from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.best_first import best_first
from boardgames.games.fifteen.search.result import ProgressCallback, SearchResult, StopCallback

NAME = "weighted-a*"
TITLE = "Weighted A*"


def weighted_a_star(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
                    weight: float = 2.0, node_limit: int | None = None,
                    progress: ProgressCallback | None = None,
                    should_stop: StopCallback | None = None) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) with weighted A*.

    Args:
        weight: w >= 1 multiplying the heuristic (a plain number, no unit).
        node_limit: give up after this many expansions (default 2,000,000).

    Raises:
        ValueError: when ``weight`` is below 1 or not a finite number, for a malformed board
            or a heuristic that does not fit the size.
    """
    weight = float(weight)
    if not math.isfinite(weight) or weight < 1:
        raise ValueError(f"the weight must be a number of at least 1, not {weight:g}")
    return best_first(board, rows, cols, heuristic, g_weight=1, h_weight=weight,
                      algorithm=NAME, optimal_if_admissible=weight == 1,
                      node_limit=node_limit, progress=progress, should_stop=should_stop)
