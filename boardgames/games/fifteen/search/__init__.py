"""The 15-puzzle's searches (Qt-free), by folder:

- this folder: the search laboratory's front door (:mod:`.laboratory`: the table of
  algorithms and :func:`solve`), the textbook searches as the lessons, the stepper and
  Compare show them (:mod:`.textbook`: breadth-first search, A*, weighted A*, greedy
  best-first search over the core's one implementation, :mod:`boardgames.core.search`),
  the heuristics, the "human" divide-and-conquer method, the anytime solver for large
  boards (:mod:`.anytime`) and hints;
- :mod:`.engines`: the fast engines, compiled with numba (IDA* with incremental line
  heuristics, 4x4 IDA* over pattern databases, the 24-puzzle's anytime engine, beam search
  for the frames of large boards);
- :mod:`.pdb`: the additive pattern databases the engines look their heuristic up in.

Boards are tuples of ``rows * cols`` ints in row-major order, 0 = blank; every search
returns a :class:`~.result.SearchResult` whose ``moves`` are direction words (the way the
tile slides).
"""

from __future__ import annotations

from boardgames.games.fifteen.search import ast_lock  # noqa: F401 (before any kernel compiles)
from boardgames.games.fifteen.search.hints import next_move_hint
from boardgames.games.fifteen.search.laboratory import (
    ALGORITHMS,
    ALIASES,
    CANCELLED,
    DEFAULT_HEURISTIC,
    GAVE_UP,
    HEURISTICS,
    PDB_MAX_CELLS,
    QUICK_MOVES,
    SOLVED,
    UNSOLVABLE,
    Algorithm,
    Heuristic,
    SearchProgress,
    SearchRefused,
    SearchResult,
    auto_choice,
    heuristic_misfit,
    prepare_databases,
    resolve_algorithm,
    solve,
)

__all__ = [
    "ALGORITHMS", "ALIASES", "Algorithm", "CANCELLED", "DEFAULT_HEURISTIC", "GAVE_UP",
    "HEURISTICS", "Heuristic", "PDB_MAX_CELLS", "QUICK_MOVES", "SOLVED", "SearchProgress",
    "SearchRefused", "SearchResult", "UNSOLVABLE", "auto_choice", "heuristic_misfit",
    "next_move_hint", "prepare_databases", "resolve_algorithm", "solve",
]
