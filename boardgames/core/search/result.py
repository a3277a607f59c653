"""What a puzzle search returns (Qt-free): one :class:`SearchResult` for every search, the
textbook ones of :mod:`.solve` and a game's own engines alike, so the command line, the
app, the tests and the benchmarks read one shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: ``status`` values of a :class:`SearchResult`.
SOLVED, CANCELLED, GAVE_UP, UNSOLVABLE = "solved", "cancelled", "gave_up", "unsolvable"


@dataclass
class SearchResult:
    """The outcome of one search.

    Attributes:
        status: :data:`SOLVED`, :data:`CANCELLED`, :data:`GAVE_UP` (a limit was reached)
            or :data:`UNSOLVABLE`.
        moves: the moves from the start to the goal (the game's own move values); empty
            unless solved.
        optimal: True only when the search guarantees a shortest solution with the
            heuristic used (A*/IDA* with an admissible heuristic, breadth-first search).
        nodes_expanded: nodes whose successors were generated.
        nodes_generated: successor nodes created.
        peak_open: largest open-list size reached (nodes kept waiting; 0 for IDA*).
        seconds: wall-clock seconds of the search.
        algorithm: the search's name (``"a*"``).
        heuristic: the heuristic's id, or ``""``.
        message: an English detail when not solved, for the command line and logs only
            (the GUI words ``status``, ``limit`` and ``limit_unit`` itself).
        bounds: IDA*'s successive f-bounds in moves (empty for other searches).
        limit: for :data:`GAVE_UP`, the limit that was reached (``None`` when unknown).
        limit_unit: what ``limit`` counts: ``"nodes"`` (expansions) or ``"moves"`` (the
            longest solution searched).
        build_seconds: seconds spent preparing tables (pattern databases) before the
            search; not part of ``seconds``.
    """

    status: str
    moves: list[Any] = field(default_factory=list)
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
