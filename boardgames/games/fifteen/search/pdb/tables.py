"""Additive disjoint pattern databases and the heuristic built on them (Qt-free).

A pattern database (Culberson and Schaeffer 1998) stores the exact number of moves needed
to bring a subset of the tiles home, for every placement of those tiles. With *disjoint*
patterns that count only the moves of their own tiles, the values of all patterns can be
added and the sum stays admissible (Korf and Felner 2002). On square boards the board is
also looked up mirrored about the main diagonal and the larger sum is used (Korf and Felner
2002). Finally the value is raised by one when its parity disagrees with the blank's
distance from its goal cell: every move changes that parity, so the true distance has it,
and the raised value is still admissible.

The tables are built with the blank's *region* tracked (a pattern tile can only move into a
cell the blank reaches through non-pattern cells) and store the minimum over the regions.
That is stronger than ignoring the blank but makes the heuristic *inconsistent*: one move
can change h by up to 3. IDA* does not mind; an A* that never reopens closed nodes could
return a longer path with it, so such an A* should reopen a node reached with a smaller g.

For 4x4 the partition is 6-6-3 (see :mod:`pdb.layout`); smaller boards up to 16 cells get
a partition of their own, so lessons can compare the heuristic there too.

The first time a table is needed it is unpacked from the package when the package ships
it (:mod:`pdb.shipped`: the default 4x4 and 24-puzzle tables, checked against their
SHA-256), else built by breadth-first search (:mod:`pdb.build`), and kept in the user's
cache folder (:mod:`pdb.store`); every later load checks it against its checksum and
unpacks or rebuilds it when damaged. Loaded tables are kept in memory for the rest of the
process.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import InitVar, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.pdb import build as pdb_build
from boardgames.games.fifteen.search.pdb import shipped as pdb_shipped
from boardgames.games.fifteen.search.pdb import store as pdb_store
from boardgames.games.fifteen.search.pdb.build import BuildCancelled
from boardgames.games.fifteen.search.pdb.layout import Layout, layout_for
from boardgames.games.fifteen.search.result import SearchProgress

__all__ = [
    "BuildCancelled", "PatternDatabases", "PdbHeuristic",
    "load_databases", "pdb_heuristic", "forget_loaded",
]


#: callback receiving ``SearchProgress(phase="build", ...)`` reports
DatabaseCallback = Callable[[SearchProgress], None]


@dataclass
class PatternStatus:
    """What happened to one pattern's table when the databases were made ready.

    Attributes:
        tiles: the pattern's tiles.
        path: the ``.npy`` file.
        action: ``"loaded"`` (from the cache folder), ``"unpacked"`` (was missing or
            damaged, taken from the tables shipped in the package: :mod:`pdb.shipped`),
            ``"built"`` (was missing) or ``"rebuilt"`` (was damaged or ``force`` was
            given).
        reason: why it was (re)built ("missing", "checksum mismatch", "forced", ...).
        seconds: seconds spent loading and checking, or building and storing.
        bytes: size of the stored file (0 when not saved).
        saved: False when the cache folder could not be written (the table is used from
            memory and built again in the next process).
    """

    tiles: tuple[int, ...]
    path: Path
    action: str
    reason: str
    seconds: float
    bytes: int
    saved: bool = True


@dataclass
class PatternDatabases:
    """The loaded tables of one board's partition.

    Attributes:
        layout: board size and partition.
        tables: one ``uint8`` array per pattern, indexed as in :mod:`pdb.layout`.
        statuses: one :class:`PatternStatus` per pattern.
        flat: all tables one after the other (for the compiled search): ``joined`` when
            given (the tables are then its consecutive parts: no copy of a large set),
            else a new array.
        offsets: ``int64`` start of each table in ``flat``.
    """

    layout: Layout
    tables: list[np.ndarray]
    statuses: list[PatternStatus] = field(default_factory=list)
    joined: InitVar[np.ndarray | None] = None

    def __post_init__(self, joined: np.ndarray | None) -> None:
        # one contiguous array for the compiled search; the tables become views into it
        if joined is not None:
            self.flat = joined
        else:
            self.flat = np.concatenate(self.tables) if len(self.tables) > 1 else self.tables[0]
        self.offsets = np.cumsum([0] + [t.size for t in self.tables[:-1]]).astype(np.int64)
        self.tables = [self.flat[o:o + t.size] for o, t in zip(self.offsets, self.tables, strict=False)]
        cells = self.layout.cells
        self._lookups = [(int(o), [(t, cells ** i) for i, t in enumerate(tiles)])
                         for o, tiles in zip(self.offsets, self.layout.patterns, strict=False)]
        self._bytes = self.flat.data  # a memoryview: indexing gives Python ints, fast
        self._reflect_cell = [self.layout.reflect_cell(c) for c in range(cells)]
        self._reflect_tile = [self.layout.reflect_tile(t) for t in range(cells)]
        rows, cols = self.layout.rows, self.layout.cols
        self._blank_parity = [(rows - 1 - c // cols + cols - 1 - c % cols) & 1
                              for c in range(cells)]
        self._ranked = any(self.layout.ranked(p) for p in range(len(self.tables)))
        # the compiled search's constant arrays, made on first use (engine.kernel_tables)
        self.kernel_tables: Any = None  # engine_kernel.Tables, made by the engine (no import: no cycle)

    @property
    def total_bytes(self) -> int:
        """Bytes of all tables in memory."""
        return int(sum(t.nbytes for t in self.tables))

    def sums(self, board: Board) -> tuple[int, int]:
        """``(sum of the tables, sum of the tables on the mirrored board)`` in moves; the
        second equals the first on boards that are not square."""
        if self._ranked:
            return self._ranked_sums(board)
        where = [0] * len(board)
        for cell, tile in enumerate(board):
            where[tile] = cell
        flat = self._bytes
        direct = 0
        for offset, terms in self._lookups:
            i = offset
            for t, m in terms:
                i += where[t] * m
            direct += flat[i]
        if not self.layout.reflect:
            return direct, direct
        rt, rc = self._reflect_tile, self._reflect_cell
        for cell, tile in enumerate(board):
            where[rt[tile]] = rc[cell]
        reflected = 0
        for offset, terms in self._lookups:
            i = offset
            for t, m in terms:
                i += where[t] * m
            reflected += flat[i]
        return direct, reflected

    def _ranked_sums(self, board: Board) -> tuple[int, int]:
        """:meth:`sums` for layouts with ranked patterns (slower; not in the search loop)."""
        layout, out = self.layout, list[int]()
        for mirrored in (False, True) if layout.reflect else (False,):
            where = layout.tile_cells(board, mirrored)
            out.append(sum(layout.value(self.flat, p, [where[t] for t in tiles], int(offset))
                           for p, (tiles, offset) in enumerate(zip(layout.patterns, self.offsets,
                                                                    strict=True))))
        return out[0], out[-1]

    def h(self, board: Board) -> int:
        """The heuristic value of ``board`` in moves: the larger of the direct and the
        mirrored sums, plus one when its parity disagrees with the blank's distance
        from its goal cell. Admissible (not consistent); 0 exactly at the goal.

        Raises:
            ValueError: if the board has the wrong number of cells.
        """
        if len(board) != self.layout.cells:
            raise ValueError(
                f"the board has {len(board)} cells but these databases are for "
                f"{self.layout.rows}x{self.layout.cols}"
            )
        value = max(self.sums(board))
        if (value ^ self._blank_parity[board.index(0)]) & 1:
            value += 1
        return value


_loaded: dict[tuple[Layout, str], PatternDatabases] = {}
_lock = threading.Lock()  # guards _layout_locks
_layout_locks: dict[tuple[Layout, str], threading.Lock] = {}  # one per table set


def forget_loaded() -> None:
    """Drop the tables kept in memory, so the next use loads (and checks) them again."""
    with _lock:
        _loaded.clear()


def load_databases(rows: int, cols: int, *, progress: DatabaseCallback | None = None,
                   should_stop: Callable[[], bool] | None = None, force: bool = False,
                   folder: Path | None = None,
                   patterns: Iterable[Iterable[int]] | None = None) -> PatternDatabases:
    """Load the pattern databases of a ``rows x cols`` board, building any that are missing
    or damaged (build time for 4x4: about 11 s of CPU, 20-25 s on a busy 2-core machine;
    well under 1 s for 3x3 and smaller).

    Args:
        rows, cols: board size (at most 16 cells).
        progress: receives ``SearchProgress(phase="build")`` about every 0.1 s while
            building.
        should_stop: polled during a build; returning True cancels it.
        force: rebuild every table even when the stored one is intact.
        folder: where the files live (default: :func:`pdb.store.cache_dir`).
        patterns: a partition other than the default one (tests, experiments).

    Returns:
        The :class:`PatternDatabases`; the same object on later calls in this process
        (unless ``force``).

    Raises:
        ValueError: unsupported board size or bad partition.
        BuildCancelled: ``should_stop`` returned True during a build.
    A table that cannot be saved (read-only cache folder) is still used; its status says
    so (``saved`` False).
    """
    return load_layout(layout_for(rows, cols, patterns), progress=progress,
                       should_stop=should_stop, force=force, folder=folder)


def load_layout(layout: Layout, *, progress: DatabaseCallback | None = None,
                should_stop: Callable[[], bool] | None = None, force: bool = False,
                folder: Path | None = None) -> PatternDatabases:
    """The tables of any ``layout`` (4x4, the 24-puzzle's, a test's), loaded or built as
    :func:`load_databases` describes, and kept in memory for the rest of the process.
    Each table set has its own lock: tables already in memory are returned at once even
    while another set is being built."""
    folder = pdb_store.cache_dir() if folder is None else Path(folder)
    key = (layout, str(folder))
    loaded = _loaded.get(key)
    if loaded is not None and not force:  # no waiting for a build of other tables
        return loaded
    with _lock:
        lock = _layout_locks.setdefault(key, threading.Lock())
    with lock:
        if not force and key in _loaded:
            return _loaded[key]
        dbs = _prepare(layout, folder, progress, should_stop, force)
        _loaded[key] = dbs
        return dbs


def load_stored(layout: Layout, folder: Path | None = None) -> PatternDatabases | None:
    """The tables of ``layout`` when they are in memory, or all stored intact in
    ``folder`` (default the cache folder; then loaded, checked and kept in memory like
    :func:`load_layout`'s); ``None`` otherwise. Never builds or unpacks anything: for
    optional tables such as :func:`pdb.layout.large_layout`'s."""
    folder = pdb_store.cache_dir() if folder is None else Path(folder)
    key = (layout, str(folder))
    if key in _loaded:
        return _loaded[key]
    if not stored_files(layout, folder):
        return None  # the cheap look first: most installations never build them
    with _lock:
        lock = _layout_locks.setdefault(key, threading.Lock())
    with lock:
        if key not in _loaded:
            tables, joined = _load_all(layout, folder)
            if tables is None:
                return None
            _loaded[key] = PatternDatabases(layout, tables, joined=joined)
        return _loaded[key]


def stored_files(layout: Layout, folder: Path | None = None) -> bool:
    """True when every table file of ``layout`` exists in ``folder`` (default the cache
    folder); a cheap look that reads nothing (:func:`load_stored` checks the contents)."""
    folder = pdb_store.cache_dir() if folder is None else Path(folder)
    return all(pdb_store.paths(layout, p, folder)[1].exists() for p in range(len(layout.patterns)))


def _load_all(layout: Layout, folder: Path) -> tuple[list[np.ndarray] | None, np.ndarray | None]:
    """``(every table of layout stored intact in folder, else None; the array they are
    consecutive parts of, or None)``: a packed layout's tables are expanded, on both cores,
    into one array, which :class:`PatternDatabases` then uses as it is."""
    count = len(layout.patterns)
    parts: list[np.ndarray | None] = [None] * count
    flat = None
    if layout.packed:
        sizes = [layout.sparse_entries(p) for p in range(count)]
        flat = np.empty(sum(sizes), dtype=np.uint8)
        starts = np.cumsum([0] + sizes)
        parts = [flat[starts[p]:starts[p + 1]] for p in range(count)]
    with ThreadPoolExecutor(BUILD_THREADS) as pool:  # checks and expansions free the GIL
        tables = list(pool.map(lambda p: pdb_store.load(layout, p, folder, parts[p])[0],
                               range(count)))
    found = [t for t in tables if t is not None]
    return (found, flat) if len(found) == count else (None, None)


def is_loaded(layout: Layout, folder: Path | None = None) -> bool:
    """True when the tables of ``layout`` in ``folder`` are already in memory."""
    folder = pdb_store.cache_dir() if folder is None else Path(folder)
    return (layout, str(folder)) in _loaded


#: Tables built at once (threads: the compiled build releases the GIL; two 7-tile
#: builds take about 3 GB together).
BUILD_THREADS = max(1, min(2, os.cpu_count() or 1))


def _prepare(layout: Layout, folder: Path, progress: DatabaseCallback | None,
             should_stop: Callable[[], bool] | None, force: bool) -> PatternDatabases:
    """Each table from the cache, else from the package (:mod:`pdb.shipped`), else built
    (up to :data:`BUILD_THREADS` tables at once, on as many cores)."""
    count = len(layout.patterns)
    weights = [layout.placements(p) for p in range(count)]
    shares = [0.0] * count  # fraction of each table built, for the progress reports
    start = time.monotonic()

    def one(p: int) -> tuple[np.ndarray, PatternStatus]:
        return _one_table(layout, p, folder, force, should_stop,
                          _reporter(progress, p, weights, shares, start))

    if BUILD_THREADS == 1 or count == 1:
        done = [one(p) for p in range(count)]
    else:
        with ThreadPoolExecutor(BUILD_THREADS) as pool:
            done = list(pool.map(one, range(count)))
    return PatternDatabases(layout, [t for t, _ in done], [s for _, s in done])


def _one_table(layout: Layout, p: int, folder: Path, force: bool,
               should_stop: Callable[[], bool] | None,
               report: Callable[[int, int], None]) -> tuple[np.ndarray, PatternStatus]:
    """Pattern ``p``'s table: loaded from the cache when intact, else unpacked or built
    under the table's build lock (another process may have made it meanwhile)."""
    t0 = time.monotonic()
    table, reason = (None, "forced") if force else pdb_store.load(layout, p, folder)
    if table is None:
        with pdb_store.build_lock(folder, layout.key(p), should_stop):
            if not force:
                table, _ = pdb_store.load(layout, p, folder)
            if table is None:
                return _unpack_or_build(layout, p, folder, reason, t0, force, report,
                                        should_stop)
    npy, _ = pdb_store.paths(layout, p, folder)
    return table, PatternStatus(layout.patterns[p], npy, "loaded", "",
                                time.monotonic() - t0, npy.stat().st_size)


def _reporter(progress: DatabaseCallback | None, p: int, weights: list[int],
              shares: list[float], start: float) -> Callable[[int, int], None]:
    """The build callback of pattern ``p``: ``SearchProgress(phase="build")`` over all patterns
    (``shares`` holds how much of each table is built)."""
    total, count = sum(weights), len(weights)

    def report(done: int, of: int) -> None:
        shares[p] = done / max(of, 1)
        if progress is None:
            return
        fraction = sum(w * f for w, f in zip(weights, shares, strict=True)) / total
        progress(SearchProgress(nodes=done, seconds=time.monotonic() - start, phase="build",
                                part=p + 1, parts=count, fraction=fraction))
    return report


def _unpack_or_build(layout: Layout, p: int, folder: Path, reason: str, t0: float,
                     force: bool, report: Callable[[int, int], None],
                     should_stop: Callable[[], bool] | None) -> tuple[np.ndarray, PatternStatus]:
    """The table of pattern ``p`` from the package when it ships an intact one (not with
    ``force``), else built; stored in the cache folder either way."""
    table = None if force else pdb_shipped.unpack(layout, p)
    if table is not None:
        return table, _store(layout, p, table, folder, reason, t0, "unpacked")
    report(0, 1)
    table = pdb_build.build_table(layout, p, report, should_stop)
    return table, _store(layout, p, table, folder, reason, t0)


def _store(layout: Layout, p: int, table: np.ndarray, folder: Path, reason: str,
           t0: float, action: str = "") -> PatternStatus:
    """Save a freshly built table; the status says whether that worked (a cache folder
    that cannot be written is reported once, see :func:`pdb.store.warn_unwritable`)."""
    npy, _ = pdb_store.paths(layout, p, folder)
    action = action or ("built" if reason == "missing" else "rebuilt")
    try:
        path = pdb_store.save(layout, p, table, time.monotonic() - t0, folder)
        size, saved = path.stat().st_size, True
    except OSError as exc:  # read-only cache: use the table, build again next time
        pdb_store.warn_unwritable(folder, exc)
        path, size, saved = npy, 0, False
        reason = f"{reason}; not saved: {exc.strerror or exc}"
    return PatternStatus(layout.patterns[p], path, action, reason,
                         time.monotonic() - t0, size, saved)


class PdbHeuristic:
    """The pattern-database heuristic in the shape the search module expects.

    Attributes:
        name: ``"pdb"``.
        title: English title for menus and tables.
        admissible: True (never overestimates the number of moves).
        consistent: False (a move can change h by more than 1; see the module text).

    The databases are loaded (or built, with ``progress`` reporting) on the first call of
    :meth:`h` or :meth:`prepare`.
    """

    name = "pdb"
    admissible = True
    consistent = False

    def __init__(self, rows: int, cols: int, progress: DatabaseCallback | None = None):
        self.layout = layout_for(rows, cols)
        self.rows, self.cols = rows, cols
        self._progress = progress
        self._dbs: PatternDatabases | None = None
        sizes = "-".join(str(len(g)) for g in self.layout.patterns)
        mirror = ", with mirrored lookup" if self.layout.reflect else ""
        self.title = f"Additive pattern databases ({sizes}{mirror})"

    def prepare(self, should_stop: Callable[[], bool] | None = None) -> PatternDatabases:
        """Load or build the databases now; returns them.

        Raises:
            BuildCancelled: ``should_stop`` returned True during a build.
        """
        if self._dbs is None:
            self._dbs = load_databases(self.rows, self.cols, progress=self._progress,
                                       should_stop=should_stop)
        return self._dbs

    def h(self, board: Board) -> int:
        """Lower bound on the moves from ``board`` to the goal (see
        :meth:`PatternDatabases.h`); 0 at the goal."""
        return (self._dbs or self.prepare()).h(board)

    def __call__(self, board: Board) -> int:
        return self.h(board)


def pdb_heuristic(rows: int, cols: int,
                  progress: DatabaseCallback | None = None) -> PdbHeuristic:
    """The additive pattern-database heuristic for a ``rows x cols`` board (at most 16
    cells; 6-6-3 with mirrored lookup on 4x4). Cheap to call: the databases are loaded
    or built on first use, reporting ``SearchProgress(phase="build")`` to ``progress``.

    Raises:
        ValueError: boards of more than 16 cells.
    """
    return PdbHeuristic(rows, cols, progress)
