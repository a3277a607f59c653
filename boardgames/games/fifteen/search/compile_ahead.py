"""Compiling the 15-puzzle's compiled searches ahead of use, in a child process (Qt-free).

After an install, numba compiles each search the first time it runs (5-15 s in all on a
slow 2-core machine) and stores it in its on-disk cache; later runs load it in a few
tenths of a second. While it compiles, LLVM holds the interpreter lock for up to 0.2 s at
a time, so a window whose background thread compiles stops answering that long, several
times. :func:`compile_in_child` does the compiling in a child process instead
(``python -m boardgames.games.fifteen.search.compile_ahead ROWS COLS``), which fills the
cache; :func:`compile_for_board` in the app's process then only loads from it.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable

from boardgames.core import processes

#: Seconds a child may take before it is stopped (its work is then done in-process).
CHILD_SECONDS = 300.0
#: Seconds between two looks at the child and at ``should_stop``.
POLL_SECONDS = 0.1


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
