"""Pattern databases made ready before a search, as a phase of its own (Qt-free).

A search that needs pattern databases first calls :func:`ensure`: it loads them, or builds
the missing ones while reporting ``SearchProgress(phase="build")``, and says how long that
took, so callers report the build time apart from the search time.

Within one process a build is *shared*: when a second thread asks for tables that a
first thread is building (the app's background build, then the user's Solve), it does
not start a second build (nor block silently on the loader's lock): it waits for the
first one and receives its progress. The build stops only when every thread that waits
for it has given up (each one's ``should_stop`` returns True); a thread that gives up
alone gets :class:`pdb.build.BuildCancelled` while the others keep the build going.
Between processes the file lock of :func:`pdb.store.build_lock` already prevents double
builds.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from boardgames.games.fifteen.search.pdb import store as pdb_store
from boardgames.games.fifteen.search.pdb import tables as pdb
from boardgames.games.fifteen.search.pdb.build import BuildCancelled
from boardgames.games.fifteen.search.pdb.layout import Layout
from boardgames.games.fifteen.search.pdb.tables import DatabaseCallback, PatternDatabases
from boardgames.games.fifteen.search.result import SearchProgress

__all__ = ["BuildCancelled", "Prepared", "ensure", "is_building", "is_ready"]

#: Seconds between two looks of a waiting thread at the shared build.
POLL_SECONDS = 0.05


@dataclass(frozen=True)
class Prepared:
    """Databases made ready by :func:`ensure`.

    Attributes:
        databases: the loaded tables.
        built: True when a table had to be built (here or by the build this call waited
            for); False when they were only loaded or already in memory.
        seconds: wall-clock seconds this call spent (building or waiting; loading too).
    """

    databases: PatternDatabases
    built: bool
    seconds: float

    @property
    def build_seconds(self) -> float:
        """:attr:`seconds` when something was built, else 0.0."""
        return self.seconds if self.built else 0.0


class _SharedBuild:
    """One build in progress and the threads that wait for it."""

    def __init__(self) -> None:
        self.stops: list[Callable[[], bool]] = []
        self.latest: SearchProgress | None = None
        self.done = threading.Event()
        self.result: PatternDatabases | None = None
        self.error: BaseException | None = None

    def wanted(self) -> bool:
        """True while some waiting thread still wants the tables."""
        with _guard:
            stops = list(self.stops)
        return any(not stop() for stop in stops)  # called outside the lock


_builds: dict[tuple[Layout, str], _SharedBuild] = {}
_guard = threading.Lock()


def _never() -> bool:
    return False


def is_building(layout: Layout, folder: Path | None = None) -> bool:
    """True while a thread of this process builds (or loads) the tables of ``layout``."""
    return _key(layout, folder) in _builds


def is_ready(layout: Layout, folder: Path | None = None) -> bool:
    """True when the tables of ``layout`` are in memory (:func:`ensure` returns at once)."""
    return pdb.is_loaded(layout, _folder(folder))


def ensure(layout: Layout, *, progress: DatabaseCallback | None = None,
           should_stop: Callable[[], bool] | None = None,
           folder: Path | None = None) -> Prepared:
    """Load the tables of ``layout``, building missing or damaged ones (see
    :func:`pdb.tables.load_layout`), or wait for the build another thread runs.

    Args:
        layout: board size and partition (:func:`pdb.layout.layout_for`,
            :func:`pdb.tables24.layout_24`).
        progress: receives ``SearchProgress(phase="build")`` about every 0.1 s while tables
            are built (here or in the thread this call waits for).
        should_stop: polled about every 0.05 s; True gives up (the build itself stops
            only when no other thread wants it).
        folder: where the files live (default :func:`pdb.store.cache_dir`).

    Returns:
        A :class:`Prepared` with the tables and the time spent.

    Raises:
        BuildCancelled: ``should_stop`` returned True before the tables were ready.
        ValueError, OSError: as :func:`pdb.tables.load_layout`.
    """
    start = time.monotonic()
    stop = should_stop or _never
    while True:
        if is_ready(layout, folder):
            dbs = pdb.load_layout(layout, folder=folder)
            return Prepared(dbs, False, time.monotonic() - start)
        shared, owner = _join(layout, folder, stop)
        if owner:
            _run(shared, layout, folder, progress)
        else:
            _wait(shared, progress, stop)
        _leave(shared, stop)
        if shared.result is not None:
            built = any(s.action != "loaded" for s in shared.result.statuses)
            return Prepared(shared.result, built, time.monotonic() - start)
        if stop() or not isinstance(shared.error, BuildCancelled):
            raise shared.error or BuildCancelled()
        # the build was given up by the others while this call still wants it: go on


def _folder(folder: Path | None) -> Path:
    return pdb_store.cache_dir() if folder is None else Path(folder)


def _key(layout: Layout, folder: Path | None) -> tuple[Layout, str]:
    return layout, str(_folder(folder))


def _join(layout: Layout, folder: Path | None,
          stop: Callable[[], bool]) -> tuple[_SharedBuild, bool]:
    """The shared build of ``layout`` (started by this thread when it is the owner)."""
    key = _key(layout, folder)
    with _guard:
        shared = _builds.get(key)
        owner = shared is None
        if shared is None:
            shared = _builds[key] = _SharedBuild()
        shared.stops.append(stop)
    return shared, owner


def _leave(shared: _SharedBuild, stop: Callable[[], bool]) -> None:
    with _guard:
        if stop in shared.stops:
            shared.stops.remove(stop)


def _run(shared: _SharedBuild, layout: Layout, folder: Path | None,
         progress: DatabaseCallback | None) -> None:
    """Build (or load) in this thread for everyone who waits."""
    def relay(report: object) -> None:
        if isinstance(report, SearchProgress) and report.phase == "build":
            shared.latest = report
        if progress is not None:
            progress(report)  # type: ignore[arg-type]

    try:
        shared.result = pdb.load_layout(layout, progress=relay,
                                        should_stop=lambda: not shared.wanted(), folder=folder)
    except BaseException as exc:  # handed to the waiting threads, raised by ensure
        shared.error = exc
    finally:
        with _guard:
            _builds.pop(_key(layout, folder), None)
        shared.done.set()


def _wait(shared: _SharedBuild, progress: DatabaseCallback | None,
          stop: Callable[[], bool]) -> None:
    """Wait for another thread's build, passing its progress on; give up on ``stop``."""
    seen: SearchProgress | None = None
    while not shared.done.wait(POLL_SECONDS):
        if stop():
            _leave(shared, stop)
            raise BuildCancelled()
        latest = shared.latest
        if progress is not None and latest is not None and latest is not seen:
            seen = latest
            progress(latest)
