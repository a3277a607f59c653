"""What every 15-puzzle search returns and reports (Qt-free).

All algorithms share these types so the CLI, the app, the tests and the benchmarks read
one shape.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from boardgames.games.fifteen.board import Board

#: ``status`` values of a :class:`SearchResult`.
SOLVED, CANCELLED, GAVE_UP, UNSOLVABLE = "solved", "cancelled", "gave_up", "unsolvable"


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


@dataclass
class SearchResult:
    """The outcome of one search.

    Attributes:
        status: ``"solved"``, ``"cancelled"``, ``"gave_up"`` (node cap reached) or
            ``"unsolvable"``.
        moves: the direction words (tile slides, see ``board``) from the start to the goal;
            empty unless solved.
        optimal: True only when the algorithm guarantees a shortest solution with the
            heuristic used (A*/IDA* with an admissible heuristic, breadth-first search).
        nodes_expanded: nodes whose successors were generated.
        nodes_generated: successor nodes created.
        peak_open: largest open-set size reached (frontier nodes kept in memory; 0 for IDA*).
        seconds: wall-clock seconds of the search.
        algorithm: the algorithm's name as in ``search.ALGORITHMS``.
        heuristic: the heuristic's name, or ``""``.
        message: an English detail when not solved (e.g. "gave up after 2,000,000
            nodes"), for the command line and logs only: the GUI builds its translated
            sentence from ``status``, ``limit`` and ``limit_unit``.
        bounds: IDA*'s successive f-bounds (empty for other algorithms).
        limit: for ``"gave_up"``, the limit that was reached (``None`` when unknown).
        limit_unit: what ``limit`` counts: ``"nodes"`` (expansions) or ``"moves"`` (the
            longest solution searched).
        build_seconds: wall-clock seconds spent building pattern databases before the
            search (0.0 when nothing was built); not part of ``seconds``.
    """

    status: str
    moves: list[str] = field(default_factory=list)
    optimal: bool = False
    nodes_expanded: int = 0
    nodes_generated: int = 0
    peak_open: int = 0
    seconds: float = 0.0
    algorithm: str = ""
    heuristic: str = ""
    message: str = ""
    bounds: list[int] = field(default_factory=list)
    limit: int | None = None
    limit_unit: str = ""
    build_seconds: float = 0.0

    @property
    def solved(self) -> bool:
        """True when ``status == "solved"``."""
        return self.status == SOLVED

    @property
    def length(self) -> int:
        """Number of moves of the solution (0 when not solved)."""
        return len(self.moves)
