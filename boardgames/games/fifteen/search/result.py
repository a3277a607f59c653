"""What every 15-puzzle search reports (Qt-free): the framework's one progress event,
:class:`~boardgames.core.events.SearchProgress` (``preview``: the board being expanded on
small boards; ``phase="build"`` with ``part`` of ``parts`` and ``fraction`` while pattern
databases are built), and the callbacks' types; what it returns is the core's
:class:`~boardgames.core.search.result.SearchResult` (its ``moves`` are direction words),
re-exported here with its statuses.
"""

from __future__ import annotations

from collections.abc import Callable

from boardgames.core.events import SearchProgress
from boardgames.core.search.result import CANCELLED, GAVE_UP, SOLVED, UNSOLVABLE, SearchResult

__all__ = ["CANCELLED", "GAVE_UP", "SOLVED", "UNSOLVABLE", "ProgressCallback", "SearchProgress", "SearchResult",
           "StopCallback"]


#: progress callback: called every few thousand nodes with a SearchProgress.
ProgressCallback = Callable[[SearchProgress], None]
#: stop callback: returns True when the caller wants the search to stop (cancel).
StopCallback = Callable[[], bool]
