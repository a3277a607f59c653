"""Compiling the 15-puzzle's compiled searches ahead of use, in a child process (Qt-free).

After an install, numba compiles each search the first time it runs (5-15 s in all on a
slow 2-core machine) and stores it in its on-disk cache; later runs load it in a few
tenths of a second. While it compiles, LLVM holds the interpreter lock for up to 0.2 s at
a time, so a window whose background thread compiles stops answering that long, several
times. :func:`compile_in_child` does the compiling in a child process instead
(``python -m boardgames.games.fifteen.search.compile_ahead ROWS COLS``), which fills the
cache; :func:`compile_for_board` in the app's process then only loads from it. The app
does both through :func:`ensure_compiled`, once per board size in a run, whether its
background work or a Solve asks first (the other waits for it). The child runs only when
numba's cache may be cold: a marker file per board size (:func:`marker`) in the app's
cache folder says that these sources were compiled with this numba and cache folder
before; then the app's process loads the searches at once (0.1-0.9 s, where starting a
child costs 1-1.5 s more).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from boardgames.core import processes
from boardgames.games.fifteen.search.board_sizes import size_for
from boardgames.games.fifteen.search.pdb import store

#: Seconds a child may take before it is stopped (its work is then done in-process).
CHILD_SECONDS = 300.0
#: Seconds between two looks at the child and at ``should_stop``.
POLL_SECONDS = 0.1
#: The folder of the search sources whose changes make numba compile again.
SOURCES = Path(__file__).parent

_lock = threading.Lock()  # held while this process compiles (one board size at a time)
_ready: set[tuple[int, int]] = set()  # the sizes (:func:`size_for`) compiled in this process


def ensure_compiled(rows: int, cols: int, should_stop: Callable[[], bool] = lambda: False,
                    on_wait: Callable[[], None] = lambda: None) -> bool:
    """Make the searches of a rows x cols board ready in this process without compiling
    here: :func:`compile_in_child`, then :func:`compile_for_board` (loads from the cache).
    Once per :func:`size_for` in a process; a second caller waits for the first.
    ``on_wait`` is called once when there is anything to wait for (the GUI says it
    prepares); ``should_stop`` is polled (True gives up). Returns True when the searches
    are ready, False when stopped."""
    key = size_for(rows, cols)
    if key in _ready:
        return True
    on_wait()
    while not _lock.acquire(timeout=POLL_SECONDS):
        if should_stop():
            return False
    try:
        if key not in _ready:
            done = marker(*key)
            if not done.exists():
                compile_in_child(*key, should_stop)
            if should_stop():
                return False
            compile_for_board(*key)
            _ready.add(key)
            _touch(done)
        return True
    finally:
        _lock.release()


def marker(rows: int, cols: int) -> Path:
    """The file that says the searches of a rows x cols board are in numba's cache: in
    the app's cache folder (``compiled-searches``), named after a stamp of Python's and
    numba's versions, numba's cache folder and the search sources' sizes and times (numba
    compiles again when a source changes)."""
    import numba

    stamp = hashlib.sha256(f"{sys.version}|{numba.__version__}|"
                           f"{os.environ.get('NUMBA_CACHE_DIR', '')}".encode())
    for source in sorted(SOURCES.rglob("*.py")):
        info = source.stat()
        stamp.update(f"|{source}|{info.st_size}|{info.st_mtime_ns}".encode())
    return store.app_cache_dir() / "compiled-searches" / f"{stamp.hexdigest()[:16]}-{rows}x{cols}"


def _touch(path: Path) -> None:
    """Create ``path`` (and its folder); an unwritable cache only costs a child next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
    except OSError:
        pass


def compile_for_board(rows: int, cols: int) -> float:
    """Compile (or load from numba's cache) what solving a rows x cols board runs: the
    small boards' IDA* (:func:`.engines.ida_lines.compile_ahead`), the 4x4 one with pattern
    databases (:func:`.engines.ida_pdb.warm_up`) and, above 4x4, the anytime search's
    parts (:func:`.anytime.compile_searches`). Returns the seconds it took."""
    from boardgames.games.fifteen.search import anytime
    from boardgames.games.fifteen.search.engines import ida_pdb
    from boardgames.games.fifteen.search.engines.ida_lines import compile_ahead

    start = time.perf_counter()
    compile_ahead()
    ida_pdb.warm_up()  # the shipped tables have no ranked pattern: the 2x2 tables' version
    if anytime.is_large(rows, cols):
        anytime.compile_searches(rows, cols)
    return time.perf_counter() - start


def compile_in_child(rows: int, cols: int,
                     should_stop: Callable[[], bool] = lambda: False) -> bool:
    """Run :func:`compile_for_board` in a child process (see the module text) and wait
    for it, polling ``should_stop`` (True stops the child). Returns True when the child
    finished its work; False when it failed, could not start, took longer than
    :data:`CHILD_SECONDS` or was stopped (the caller's own :func:`compile_for_board` then
    compiles what is missing)."""
    try:  # the package this process runs (another copy would fill a cache never read here)
        child = processes.popen_module(__name__, [str(rows), str(cols)],
                                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
    except OSError:
        return False
    deadline = time.monotonic() + CHILD_SECONDS
    while child.poll() is None:
        if should_stop() or time.monotonic() > deadline:
            processes.stop(child)
            return False
        time.sleep(POLL_SECONDS)
    return child.returncode == 0


def main(argv: list[str]) -> int:
    """The child's work: ``ROWS COLS`` (exit 2 when they are not two whole numbers)."""
    try:
        rows, cols = (int(a) for a in argv)
    except ValueError:
        print("usage: python -m boardgames.games.fifteen.search.compile_ahead ROWS COLS",
              file=sys.stderr)
        return 2
    compile_for_board(rows, cols)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
