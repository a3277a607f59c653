"""Greedy best-first search, Qt-free.

Always expands the node that looks closest to the goal (smallest h), ignoring the moves
already made. Fast and short of memory on easy positions, but its solutions can be much
longer than the shortest; never optimal.
"""

from __future__ import annotations

from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.best_first import best_first
from boardgames.games.fifteen.search.result import ProgressCallback, SearchResult, StopCallback

NAME = "greedy"
TITLE = "Greedy best-first search"


def greedy_best_first(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
                      node_limit: int | None = None,
                      progress: ProgressCallback | None = None,
                      should_stop: StopCallback | None = None) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) by greedy best-first
    search on ``heuristic``. Not optimal. Gives up after ``node_limit`` expansions (default
    2,000,000).

    Raises:
        ValueError: for a malformed board or a heuristic that does not fit the size.
    """
    return best_first(board, rows, cols, heuristic, g_weight=0, h_weight=1, algorithm=NAME,
                      optimal_if_admissible=False, node_limit=node_limit, progress=progress,
                      should_stop=should_stop)
