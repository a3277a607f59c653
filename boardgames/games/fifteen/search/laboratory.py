"""The 15-puzzle search laboratory's front door (Qt-free): the table of algorithms and
:func:`solve`, which runs one of them (breadth-first search, A*, IDA*, weighted A*, greedy
best-first search, the "human" divide-and-conquer method and, when installed, IDA* with
pattern databases) or picks the best for the board (``"auto"``).

Boards are tuples of ``rows * cols`` ints in row-major order, 0 = blank; every search
returns a :class:`~.result.SearchResult` whose ``moves`` are direction words (the way the
tile slides).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search import walking_distance
from boardgames.games.fifteen.search.common import (
    DEFAULT_NODE_LIMIT,
    SearchRefused,
    check_board,
    from_now,
    unsolvable_result,
)
from boardgames.games.fifteen.search.heuristics import HEURISTICS, Heuristic, get_heuristic
from boardgames.games.fifteen.search.result import (
    CANCELLED,
    GAVE_UP,
    SOLVED,
    UNSOLVABLE,
    SearchProgress,
    SearchResult,
)

__all__ = [
    "ALGORITHMS", "ALIASES", "Algorithm", "HEURISTICS", "Heuristic", "SearchProgress",
    "SearchRefused", "SearchResult", "SOLVED", "CANCELLED", "GAVE_UP", "UNSOLVABLE", "auto_choice",
    "solve",
]

ENGINE_MODULE = "boardgames.games.fifteen.search.engines.ida_pdb"

#: Pattern databases are made for boards of at most this many cells.
PDB_MAX_CELLS = 16

#: ``solve(..., "auto")`` first tries IDA* with linear conflict up to this many moves
#: before it loads (or builds) pattern databases: easy positions never wait for them.
QUICK_MOVES = 10

#: Translation context of the algorithms' and heuristics' titles (the UI translates them).
CONTEXT = "FifteenSearch"


@dataclass(frozen=True)
class Algorithm:
    """One search algorithm of the laboratory.

    Attributes:
        name: short name used on the command line (``"ida*"``).
        title: English title for menus and tables.
        needs_heuristic: True when it is guided by a heuristic.
        keeps_nodes: True when it keeps every node in memory (and so takes ``node_limit``).
        optimal: when its solutions are shortest, in words.
        source: where the algorithm comes from.
        module: ``"module:function"`` that runs it (imported when first used).
    """

    name: str
    title: str
    needs_heuristic: bool
    keeps_nodes: bool
    optimal: str
    source: str
    module: str = field(repr=False)

    def unavailable_reason(self) -> str | None:
        """Why this algorithm cannot run in this installation (English, for the command
        line), or ``None``."""
        if self.name != "ida*-pdb":
            return None
        try:
            _ = importlib.import_module(ENGINE_MODULE).solve_pdb
        except (ImportError, AttributeError):
            return ("IDA* with pattern databases is not installed "
                    "(module search/engines/ida_pdb.py is missing)")
        return None

    @property
    def compiled(self) -> bool:
        """True when it runs one of the compiled engines (numba, see
        :mod:`.search.compile_ahead`); the textbook searches are plain Python."""
        return self.module.startswith(_S + "engines.")

    def function(self) -> Callable[..., SearchResult]:
        """Import and return the function that runs the algorithm."""
        module, _, attr = self.module.partition(":")
        run: Callable[..., SearchResult] = getattr(importlib.import_module(module), attr)
        return run


_S = "boardgames.games.fifteen.search."

ALGORITHMS: dict[str, Algorithm] = {
    "bfs": Algorithm("bfs", QT_TRANSLATE_NOOP("FifteenSearch", "Breadth-first search"), False, True, "always",
                     "Moore 1959", _S + "textbook:breadth_first"),
    "a*": Algorithm("a*", QT_TRANSLATE_NOOP("FifteenSearch", "A*"), True, True, "with an admissible heuristic",
                    "Hart, Nilsson and Raphael 1968", _S + "textbook:a_star"),
    "ida*": Algorithm("ida*", QT_TRANSLATE_NOOP("FifteenSearch", "IDA* (iterative-deepening A*)"), True, False,
                      "with an admissible heuristic", "Korf 1985", _S + "engines.ida_lines:ida_star"),
    "weighted-a*": Algorithm("weighted-a*", QT_TRANSLATE_NOOP("FifteenSearch", "Weighted A*"), True, True,
                             "only with weight 1", "Pohl 1970",
                             _S + "textbook:weighted_a_star"),
    "greedy": Algorithm("greedy", QT_TRANSLATE_NOOP("FifteenSearch", "Greedy best-first search"), True, True, "never",
                        "Doran and Michie 1966", _S + "textbook:greedy_best_first"),
    "human": Algorithm("human",
                       QT_TRANSLATE_NOOP("FifteenSearch", "Divide and conquer (row by row, column by column)"),
                       False, False, "never (valid, fast on any size)",
                       "the method people use by hand", _S + "human:human_solve"),
    "ida*-pdb": Algorithm("ida*-pdb",
                          QT_TRANSLATE_NOOP("FifteenSearch", "IDA* with additive pattern databases (4x4)"),
                          False, False, "always", "Korf 1985; Korf and Felner 2002",
                          ENGINE_MODULE + ":solve_pdb"),
}

#: Other spellings accepted for algorithm names.
ALIASES = {"astar": "a*", "a-star": "a*", "ida": "ida*", "idastar": "ida*",
           "ida-star": "ida*", "breadth-first": "bfs", "weighted": "weighted-a*",
           "wastar": "weighted-a*", "weighted-astar": "weighted-a*", "best-first": "greedy",
           "pdb": "ida*-pdb", "ida*pdb": "ida*-pdb", "divide-and-conquer": "human"}

#: The heuristic used when none is chosen, for algorithms that need one.
DEFAULT_HEURISTIC = "linear-conflict"


def _engine_available() -> bool:
    return ALGORITHMS["ida*-pdb"].unavailable_reason() is None


def auto_choice(rows: int, cols: int) -> tuple[str, str]:
    """The ``(algorithm, heuristic)`` that ``solve(..., "auto")`` uses on a rows x cols board.

    4x4: IDA* with pattern databases when installed, else IDA* with max(walking distance,
    linear conflict). Other boards whose walking-distance tables are small (up to 12
    cells, 2x5, 2x6, 3x5 and their mirror images): IDA* with walking distance (measured 3
    to 7 times faster than linear conflict there). Larger: IDA* with linear conflict
    (optimal, but it can take very long on big boards; ``"human"`` is instant). The app
    and the command line use :func:`anytime.solve_anytime` instead above 4x4.
    """
    return "ida*-pdb" if (rows, cols) == (4, 4) and _engine_available() else "ida*", \
        _default_heuristic(rows, cols)


def _default_heuristic(rows: int, cols: int) -> str:
    if (rows, cols) == (4, 4):
        return "pdb" if _engine_available() else "walking-distance-lc"
    if walking_distance.supports(rows, cols):
        return "walking-distance"
    return DEFAULT_HEURISTIC


def resolve_algorithm(name: str) -> Algorithm:
    """The :class:`Algorithm` called ``name`` (or one of :data:`ALIASES`).

    Raises:
        SearchRefused: ``unknown-algorithm`` for an unknown name, ``not-installed`` for
            one that is not installed (both are ValueErrors).
    """
    key = ALIASES.get(name.strip().lower(), name.strip().lower())
    algorithm = ALGORITHMS.get(key)
    if algorithm is None:
        raise SearchRefused("unknown-algorithm", (name, tuple(ALGORITHMS)))
    if algorithm.unavailable_reason():
        raise SearchRefused("not-installed", (algorithm.title,))
    return algorithm


def heuristic_misfit(heuristic: str, rows: int, cols: int) -> SearchRefused | None:
    """Why ``heuristic`` cannot guide a search on a rows x cols board (a
    :class:`SearchRefused` to raise), or ``None`` when it fits."""
    if heuristic.startswith("walking-distance") and not walking_distance.supports(rows, cols):
        return SearchRefused("walking-distance-too-big", (rows, cols))
    if heuristic == "pdb" and rows * cols > PDB_MAX_CELLS:
        return SearchRefused("pdb-too-big", (rows, cols, PDB_MAX_CELLS))
    return None


def _choose(rows: int, cols: int, algorithm: str, heuristic: str) -> tuple[Algorithm, str]:
    """The algorithm and the heuristic name ``solve`` runs (``""``: none)."""
    heuristic = (heuristic or "auto").strip().lower()
    if heuristic != "auto" and heuristic not in HEURISTICS:
        raise SearchRefused("unknown-heuristic", (heuristic, tuple(HEURISTICS)))
    if (algorithm or "auto").strip().lower() == "auto":
        name, auto_h = auto_choice(rows, cols)
        if heuristic == "pdb":
            name = "ida*-pdb"
        elif heuristic != "auto":
            name = "ida*"
        else:
            heuristic = auto_h
        chosen = resolve_algorithm(name)
    else:
        chosen = resolve_algorithm(algorithm)
    if chosen.name == "ida*-pdb":
        if (rows, cols) != (4, 4):
            raise SearchRefused("pdb-needs-4x4", (rows, cols))
        return chosen, "pdb"
    if not chosen.needs_heuristic:
        return chosen, ""
    if heuristic == "auto":
        heuristic = _default_heuristic(rows, cols)
        if heuristic == "pdb":
            heuristic = "walking-distance-lc"
    misfit = heuristic_misfit(heuristic, rows, cols)
    if misfit is not None:
        raise misfit
    get_heuristic(heuristic, rows, cols)  # raises ValueError when it does not fit
    return chosen, heuristic


def _run(chosen: Algorithm, board: Board, rows: int, cols: int, heuristic: str,
         weight: float, node_limit: int | None, budget: Budget) -> SearchResult:
    run = chosen.function()
    if chosen.name in ("ida*-pdb", "human"):
        return run(board, rows, cols, checked=True, budget=budget)
    if chosen.name == "bfs":
        return run(board, rows, cols, node_limit=node_limit, checked=True, budget=budget)
    if chosen.name == "ida*":
        return run(board, rows, cols, heuristic, checked=True, budget=budget)
    if chosen.name == "weighted-a*":
        return run(board, rows, cols, heuristic, weight=weight, node_limit=node_limit,
                   checked=True, budget=budget)
    return run(board, rows, cols, heuristic, node_limit=node_limit, checked=True, budget=budget)


def solve(board: Board, rows: int, cols: int, algorithm: str = "auto",
          heuristic: str = "auto", *, weight: float = 2.0, node_limit: int | None = None,
          checked: bool = False, budget: Budget = NO_LIMIT) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) with the chosen search.

    Args:
        algorithm: a name of :data:`ALGORITHMS` (or :data:`ALIASES`), or ``"auto"`` (see
            :func:`auto_choice`).
        heuristic: a name of :data:`HEURISTICS` or ``"auto"``; ignored by algorithms that
            use none (bfs, human, ida*-pdb) -- but it must still be a known name.
        weight: the weight w >= 1 of weighted A*.
        node_limit: the expansion cap of bfs, A*, weighted A* and greedy search (default
            2,000,000 nodes); ignored by the others.
        checked: the caller found ``board`` solvable (``players.SolverPlayer`` does);
            default: the rule is applied here, once (the algorithm is told ``checked``).
        budget: polled often: cancelled, or its ``seconds`` (from the call, a database
            build included) up, gives status ``"cancelled"``; ``budget.report`` receives
            a SearchProgress about every 0.1 s (``phase="build"`` during a build).

    Returns:
        SearchResult (``build_seconds``: a pattern databases' build first, not in
        ``seconds``); an unsolvable position: status ``"unsolvable"`` at once; when
        ``"auto"`` picks pattern databases, a position solvable in at most
        :data:`QUICK_MOVES` moves is solved (optimally) by IDA* with linear conflict
        without them; a search that reached its node cap: ``"gave_up"`` with ``limit``.

    Raises:
        SearchRefused: an unknown algorithm or heuristic, or one that does not fit the
            board (e.g. pattern databases off 4x4); ``code`` and ``values`` say which.
        ValueError: a malformed board, or a weight below 1.
    """
    board, budget = check_board(board, rows, cols), from_now(budget)
    _unpack_ahead(rows, cols, algorithm, heuristic)  # while _choose imports the engine
    chosen, heuristic = _choose(rows, cols, algorithm, heuristic)
    refused = None if checked else unsolvable_result(board, rows, cols, chosen.name, heuristic)
    quick = refused if refused else _quick_solve(chosen, algorithm, board, rows, cols, budget)
    if quick is not None:
        return quick
    return _build_and_run(chosen, board, rows, cols, heuristic, weight, node_limit, budget)


def _unpack_ahead(rows: int, cols: int, algorithm: str, heuristic: str) -> None:
    """On 4x4 with the pattern databases likely (``auto`` or ``pdb``), start decompressing
    the shipped tables the cache lacks in threads (:mod:`pdb.prefetch`), so that this
    overlaps the engine's import (numba) instead of following it."""
    name = (algorithm or "auto").strip().lower()
    wanted = (heuristic or "auto").strip().lower()
    if (rows, cols) != (4, 4) or ALIASES.get(name, name) not in ("auto", "ida*-pdb"):
        return
    if wanted in ("auto", "pdb"):
        from boardgames.games.fifteen.search.pdb import prefetch
        from boardgames.games.fifteen.search.pdb.layout import layout_for

        prefetch.start(layout_for(rows, cols))


def _build_and_run(chosen: Algorithm, board: Board, rows: int, cols: int, heuristic: str,
                   weight: float, node_limit: int | None, budget: Budget) -> SearchResult:
    """Build the pattern databases first when ``heuristic`` is ``"pdb"`` (their seconds
    in the result's ``build_seconds``; cancelled there: a ``"cancelled"`` result), run the
    search, and give a search that stopped at its node cap that cap as its ``limit``."""
    built = prepare_databases(rows, cols, budget) if heuristic == "pdb" else 0.0
    if built is None:
        return SearchResult(CANCELLED, algorithm=chosen.name, heuristic=heuristic,
                            message="cancelled while building the pattern databases")
    result = _run(chosen, board, rows, cols, heuristic, weight, node_limit, budget)
    result.build_seconds = built
    if result.status == GAVE_UP and result.limit is None and chosen.keeps_nodes:
        result.limit = node_limit if node_limit is not None else DEFAULT_NODE_LIMIT
        result.limit_unit = "nodes"
    return result


def prepare_databases(rows: int, cols: int, budget: Budget = NO_LIMIT) -> float | None:
    """Load (or unpack from the package, or build, reporting ``SearchProgress(phase="build")`` to
    ``budget.report``) the pattern databases of a board of at most 16 cells before a search,
    so that the search's own time excludes the build (:mod:`pdb.ready`; a build another thread runs is waited for,
    not repeated).

    Returns:
        Seconds spent unpacking or building (0.0 when the tables were only loaded), or
        ``None`` when the budget cancelled the build (its seconds are not counted here:
        :func:`solve` hands it :func:`~.common.from_now` of its own).
    """
    from boardgames.games.fifteen.search.pdb import ready as pdb_ready
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    try:
        return pdb_ready.ensure(layout_for(rows, cols), progress=budget.report,
                                should_stop=budget.cancelled).build_seconds
    except pdb_ready.BuildCancelled:
        return None


def _quick_solve(chosen: Algorithm, algorithm: str, board: Board, rows: int, cols: int,
                 budget: Budget) -> SearchResult | None:
    """When ``"auto"`` picked pattern databases (``algorithm`` is auto, ``chosen`` is
    ida*-pdb), IDA* with linear conflict (admissible: its solutions are shortest, Korf
    1985) limited to :data:`QUICK_MOVES` moves: the result for a solved or easy position,
    or a cancellation; ``None`` when the position needs more moves (the search gives up
    before its first iteration when the heuristic alone already says more) or another
    algorithm was chosen."""
    if chosen.name != "ida*-pdb" or (algorithm or "auto").strip().lower() != "auto":
        return None
    from boardgames.games.fifteen.search.engines.ida_lines import ida_star

    quick = ida_star(board, rows, cols, DEFAULT_HEURISTIC, budget=Budget(None, budget.cancelled),
                     max_bound=QUICK_MOVES, checked=True)  # (no reports: as quick as it is)
    return quick if quick.status in (SOLVED, CANCELLED) else None
