"""What every 15-puzzle search reports (Qt-free): the framework's one progress event,
:class:`~boardgames.core.events.SearchProgress` (``preview``: the board being expanded on
small boards; ``phase="build"`` with ``part`` of ``parts`` and ``fraction`` while pattern
databases are built; ``best_so_far``, ``lower_bound`` and ``plan`` from the anytime
solver), sent to the ``report`` of the core's :class:`~boardgames.core.players.Budget`
every search takes (see :mod:`.common`); what it returns is the core's
:class:`~boardgames.core.search.result.SearchResult` (its ``moves`` are direction words),
re-exported here with its statuses.
"""

from __future__ import annotations

from boardgames.core.events import SearchProgress
from boardgames.core.search.result import CANCELLED, GAVE_UP, SOLVED, UNSOLVABLE, SearchResult

__all__ = ["CANCELLED", "GAVE_UP", "SOLVED", "UNSOLVABLE", "SearchProgress", "SearchResult"]
