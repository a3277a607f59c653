"""A* search (Hart, Nilsson and Raphael 1968), Qt-free.

Expands nodes in order of f = g + h from a binary-heap open set, keeping every board seen
with its best g; ties go to the larger g. With an admissible heuristic the first goal
taken from the open set is reached by a shortest solution. Memory grows with every node,
so the search gives up after ``node_limit`` expansions.
"""

from __future__ import annotations

from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.best_first import best_first
from boardgames.games.fifteen.search.result import ProgressCallback, SearchResult, StopCallback

NAME = "a*"
TITLE = "A*"


def a_star(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
           node_limit: int | None = None, progress: ProgressCallback | None = None,
           should_stop: StopCallback | None = None) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) with A*.

    Optimal when ``heuristic`` is admissible. Status ``"gave_up"`` (message "gave up after
    N nodes") after ``node_limit`` expansions (default 2,000,000); ``"cancelled"`` when
    ``should_stop()`` returns True (polled every 1,024 expansions); ``"unsolvable"`` at once
    for an unsolvable position.

    Raises:
        ValueError: for a malformed board or a heuristic that does not fit the size.
    """
    return best_first(board, rows, cols, heuristic, g_weight=1, h_weight=1, algorithm=NAME,
                      optimal_if_admissible=True, node_limit=node_limit, progress=progress,
                      should_stop=should_stop)
