"""Additive disjoint pattern databases for the 24-puzzle (5x5), Qt-free.

Korf and Felner (2002) solved the 24-puzzle with four disjoint 6-tile databases and the
maximum of the sum and the sum on the board reflected about the main diagonal. Tables of
6 tiles take 25**6 bytes (244 MB) each with our sparse placement index, and minutes to
build; so the default partition here is 5-5-5-5-4 (four tables of 25**5 = 9.8 MB and one
of 0.4 MB, 39 MB on disk, built in about 15-20 s of CPU by :mod:`pdb.build`).

The groups are compact blocks (our goal has the blank bottom-right)::

     1  2  3 |  4  5          A = 1 2 3 6 7        B = 4 5 8 9 10
     6  7 |  8  9 10          C = 11 12 16 17 21   D = 13 14 15 19 20
    11 12 | 13 14 15          E = 18 22 23 24
    16 17 | 18 | 19 20
    21 | 22 23 24  .

The partition is not symmetric under the reflection, so the mirrored lookup adds
information. The value is the larger of the two sums, raised by one when its parity
disagrees with the blank's distance from its goal cell (as in :mod:`pdb.tables`). Admissible,
not consistent (the tables track the blank's region).

The larger 6-6-6-6 set of Korf and Felner (:data:`pdb.layout.LARGE_PARTITIONS`) is built on
request (``boardgames fifteen build-databases --size 5x5``, about 7 minutes on two cores)
and then preferred (:func:`strongest_24`): on Korf and Felner's first 20 instances one
beam of 32,000 nodes comes to 1.028x optimal with it instead of 1.055x, and the lower
bound of the start rises from 80.3 to 83.1 moves on average. Loading it takes a few
seconds, so the searches ask :func:`strongest_24_now`, which never waits: the default set
serves while the larger one loads in the background.

Tables are stored like the 4x4 ones (:mod:`pdb.store`: ``<cache>/pattern-databases/``,
``5x5-<tiles>.npy`` plus a JSON file with the SHA-256), checked on load, rebuilt when
missing or damaged, and kept in memory for the rest of the process.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from pathlib import Path

from boardgames.games.fifteen.search.pdb import store as pdb_store
from boardgames.games.fifteen.search.pdb import tables as pdb
from boardgames.games.fifteen.search.pdb.build import BuildCancelled
from boardgames.games.fifteen.search.pdb.layout import Layout
from boardgames.games.fifteen.search.pdb.tables import PatternDatabases
from boardgames.games.fifteen.search.result import SearchProgress

__all__ = [
    "BuildCancelled", "PARTITION_24", "BuildProgress", "layout_24", "load_databases_24",
    "databases_available", "databases_on_disk", "forget_loaded_24", "strongest_24",
    "strongest_24_now",
]

#: The default 5-5-5-5-4 partition of the 24-puzzle's tiles (see the module text).
PARTITION_24: tuple[tuple[int, ...], ...] = (
    (1, 2, 3, 6, 7), (4, 5, 8, 9, 10), (11, 12, 16, 17, 21), (13, 14, 15, 19, 20),
    (18, 22, 23, 24),
)
#: Largest pattern allowed (25**6 one-byte entries would be 244 MB).
MAX_TILES_24 = 5

#: build progress callback: ``(fraction 0.0-1.0 of the whole build, part, parts)`` where
#: ``part`` is the 1-based number of the table being built and ``parts`` the number of
#: tables.
BuildProgress = Callable[[float, int, int], None]


def layout_24(rows: int = 5, cols: int = 5,
              patterns: Iterable[Iterable[int]] | None = None) -> Layout:
    """The :class:`Layout` of a board of up to 25 cells: :data:`PARTITION_24` on 5x5 unless
    ``patterns`` (an iterable of tile iterables) is given; other sizes need ``patterns``.
    The mirrored lookup is used on square boards.

    Raises:
        ValueError: no patterns for a board other than 5x5, more than 25 cells, or
            ``patterns`` not a partition of the tiles into groups of 1 to 5.
    """
    if rows < 2 or cols < 2 or rows * cols > 25:
        raise ValueError(f"a {rows}x{cols} board is not supported by the 24-puzzle databases")
    if patterns is None:
        if (rows, cols) != (5, 5):
            raise ValueError(f"no default partition for {rows}x{cols}; give the patterns")
        patterns = PARTITION_24
    groups = tuple(tuple(int(t) for t in g) for g in patterns)
    if sorted(t for g in groups for t in g) != list(range(1, rows * cols)):
        raise ValueError(f"the patterns must split the tiles 1 to {rows * cols - 1}, each once")
    if any(not 1 <= len(g) <= MAX_TILES_24 for g in groups):
        raise ValueError(f"each pattern must have 1 to {MAX_TILES_24} tiles")
    return Layout(rows, cols, groups, reflect=rows == cols)


def forget_loaded_24() -> None:
    """Drop the tables kept in memory, so the next use loads (and checks) them again."""
    pdb.forget_loaded()
    with _loading_lock:
        _loading.clear()


def databases_on_disk(layout: Layout | None = None, folder: Path | None = None) -> bool:
    """True when every table of ``layout`` (default :func:`layout_24`) is loaded in this
    process or stored intact in ``folder`` (default the cache folder); checking reads and
    hashes the files (about 0.1 s for the 39 MB of 5x5)."""
    layout = layout_24() if layout is None else layout
    folder = pdb_store.cache_dir() if folder is None else Path(folder)
    if pdb.is_loaded(layout, folder):
        return True
    return all(pdb_store.load(layout, p, folder)[0] is not None
               for p in range(len(layout.patterns)))


def databases_available(layout: Layout | None = None, folder: Path | None = None) -> bool:
    """True when the tables of ``layout`` (default :func:`layout_24`) can be had without a
    build: loaded, intact in ``folder`` (:func:`databases_on_disk`), or shipped in the
    package (:mod:`pdb.shipped`; unpacking the default 5x5 set takes about 0.2 s)."""
    from boardgames.games.fifteen.search.pdb import shipped as pdb_shipped

    layout = layout_24() if layout is None else layout
    return pdb_shipped.is_shipped(layout) or databases_on_disk(layout, folder)


def strongest_24(should_stop: Callable[[], bool] | None = None,
                 folder: Path | None = None) -> PatternDatabases:
    """The best 24-puzzle tables to be had without a build: the larger 6-6-6-6 set
    (:func:`pdb.layout.large_layout`, made by ``boardgames fifteen build-databases --size
    5x5``) when it is in memory or stored intact in ``folder`` (loading checks and
    expands its 255 MB into 977 MB: about 1-2.5 s on two cores) and the memory can be
    had, else :func:`load_databases_24`.

    Raises:
        BuildCancelled: ``should_stop`` returned True during a build of the default set.
    """
    from boardgames.games.fifteen.search.pdb.layout import large_layout

    large = large_layout(5, 5)
    try:
        stored = None if large is None else pdb.load_stored(large, folder)
    except MemoryError:  # not enough memory for the 977 MB: the default set will do
        stored = None
    return stored or load_databases_24(should_stop=should_stop, folder=folder)


_loading: dict[str, Future[PatternDatabases | None]] = {}
_loading_lock = threading.Lock()


def strongest_24_now(should_stop: Callable[[], bool] | None = None, folder: Path | None = None,
                     ) -> tuple[PatternDatabases, Future[PatternDatabases | None] | None]:
    """The best 24-puzzle tables ready now, without waiting for the larger 6-6-6-6 set to
    load (about 1-2.5 s): ``(tables, pending)``. When that set is stored but not yet in
    memory, ``tables`` is the default set (:func:`load_databases_24`) and ``pending`` the
    larger set's loading, started in a daemon thread of its own (calls while it loads get
    the same future; its result is ``None`` when a file turned out damaged or the memory
    could not be had); else ``(`` :func:`strongest_24` ``, None)``.

    Raises:
        BuildCancelled: ``should_stop`` returned True during a build of the default set.
    """
    from boardgames.games.fifteen.search.pdb.layout import large_layout

    large = large_layout(5, 5)
    if large is None or pdb.is_loaded(large, folder) or not pdb.stored_files(large, folder):
        return strongest_24(should_stop, folder), None
    ready = load_databases_24(should_stop=should_stop, folder=folder)  # first: ~0.2 s
    key = str(pdb_store.cache_dir() if folder is None else folder)
    with _loading_lock:
        pending = _loading.get(key)
        if pending is None or pending.done():  # a load that failed is tried again
            pending = _loading[key] = Future()
            threading.Thread(target=_load_large, args=(large, folder, pending), daemon=True,
                             name="24-puzzle larger set").start()
    return ready, pending


def _load_large(large: Layout, folder: Path | None,
                pending: Future[PatternDatabases | None]) -> None:
    """Load and check the larger set into ``pending`` (None: damaged, or no memory)."""
    try:
        pending.set_result(pdb.load_stored(large, folder))
    except MemoryError:
        pending.set_result(None)
    except BaseException as error:  # handed to whoever waits  # noqa: BLE001
        pending.set_exception(error)


def load_databases_24(layout: Layout | None = None, *, progress: BuildProgress | None = None,
                      should_stop: Callable[[], bool] | None = None, force: bool = False,
                      folder: Path | None = None) -> PatternDatabases:
    """Load the pattern databases of ``layout`` (default :func:`layout_24`, the 5x5
    5-5-5-5-4 partition), unpacking from the package or building any table that is
    missing or damaged, the same way as the 4x4 ones (:func:`pdb.tables.load_layout`:
    checksums, a build lock, atomic writes).

    Args:
        layout: board and partition (tests pass small ones).
        progress: called about every 0.1 s during a build with ``(fraction, part, parts)``.
        should_stop: polled about every 0.05 s during a build; True cancels it.
        force: rebuild every table even when the stored one is intact.
        folder: where the files live (default :func:`pdb.store.cache_dir`).

    Returns:
        A :class:`pdb.tables.PatternDatabases` (``statuses`` tell what was loaded or built and how
        long it took); the same object on later calls in this process unless ``force``.

    Raises:
        BuildCancelled: ``should_stop`` returned True during a build (finished tables are
            kept on disk).
    A table that cannot be saved (read-only cache) is used from memory (status ``saved``
    False).
    """
    layout = layout_24() if layout is None else layout

    def report(p: SearchProgress) -> None:
        if progress is not None and p.phase == "build":
            progress(p.fraction or 0.0, p.part, p.parts)

    return pdb.load_layout(layout, progress=report, should_stop=should_stop, force=force,
                           folder=folder)
