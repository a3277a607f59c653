"""What every 15-puzzle search reports (Qt-free): its :class:`SearchProgress` and the
callbacks' types; what it returns is the core's
:class:`~boardgames.core.search.result.SearchResult` (its ``moves`` are direction words),
re-exported here with its statuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from boardgames.core.search.result import CANCELLED, GAVE_UP, SOLVED, UNSOLVABLE, SearchResult
from boardgames.games.fifteen.board import Board

__all__ = ["CANCELLED", "GAVE_UP", "SOLVED", "UNSOLVABLE", "ProgressCallback", "SearchProgress", "SearchResult",
           "StopCallback"]


@dataclass
class SearchProgress:
    """A snapshot sent to a progress callback during a search.

    Attributes:
        nodes_expanded: nodes expanded so far (all iterations of IDA*).
        bound: IDA*'s current f-bound in moves ("trying at most N moves"), the A* frontier's
            smallest f, or ``None`` when not meaningful (breadth-first search: the depth).
        seconds: wall-clock seconds since the search started.
        open_size: current size of the open set (0 for IDA*).
        board: the board being expanded (for drawing the search on small boards) or None.
        message: optional English phase text (e.g. "building pattern database 2/3").
    """

    nodes_expanded: int
    bound: int | None
    seconds: float
    open_size: int = 0
    board: Board | None = None
    message: str = ""


#: progress callback: called every few thousand nodes with a SearchProgress.
ProgressCallback = Callable[[SearchProgress], None]
#: stop callback: returns True when the caller wants the search to stop (cancel).
StopCallback = Callable[[], bool]
