"""The first second of the 15-puzzle page (issue 44, point 3): what must not happen in the
GUI thread or on the first Solve's way. No timings here (they are in the benchmarks
event_loop_gaps.py and first_solve.py): only what is done, and where."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from boardgames.games.fifteen.ui import warmup as warmup_module

#: Builds the 15-puzzle page with background work as ``main()`` does, records which thread
#: first imports numpy and numba, and prints that as JSON.
_PAGE_CHILD = textwrap.dedent("""
    import json, sys, threading
    heavy = {}
    class Spy:
        def find_spec(self, name, path=None, target=None):
            top = name.split(".")[0]
            if top in ("numpy", "numba") and top not in heavy:
                heavy[top] = threading.current_thread().name
            return None
    sys.meta_path.insert(0, Spy())
    from PySide6.QtCore import QSettings
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow
    app = create_application(language="en")
    window = MainWindow(QSettings(sys.argv[1], QSettings.IniFormat), background_work=True)
    window.show()
    window.open_game("fifteen")
    app.processEvents()
    window.current_view().game  # the page is built
    print(json.dumps({"heavy": heavy, "main": threading.main_thread().name}))
    window.close()
""")


def test_building_the_fifteen_page_imports_no_numpy_in_the_gui_thread(tmp_path):
    """The page's warm-up used to ask compile_ahead (which imports numpy) which board size
    to compile for, in the GUI thread: 0.4 s warm, seconds with a cold disk."""
    env = dict(os.environ, BOARDGAMES_CACHE_DIR=str(tmp_path / "cache"),
               QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", _PAGE_CHILD, str(tmp_path / "s.ini")],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    in_gui = [name for name, thread in found["heavy"].items() if thread == found["main"]]
    assert in_gui == [], f"imported in the GUI thread while building the page: {in_gui}"


def test_cancel_during_the_warm_up_does_not_break_its_worker(qtbot, monkeypatch):
    """Closing the window (cancel clears the queue) while the worker compiles must end the
    task as cancelled, not with a ValueError from the emptied queue."""
    from boardgames.games.fifteen.search import compile_ahead
    from boardgames.kit.tasks import TaskCancelled

    warmup = warmup_module.DatabaseWarmup()
    qtbot.addWidget(warmup.line)
    warmup.want([(4, 4)], delay_ms=60_000)  # queued; the timer never fires in this test
    warmup._timer.stop()
    stopped = []

    def compile_then_cancel(rows, cols, should_stop=lambda: False):
        with warmup._lock:
            warmup._queue.clear()  # what cancel() does meanwhile in the GUI thread
        stopped.append(True)

    monkeypatch.setattr(compile_ahead, "ensure_compiled", compile_then_cancel)
    monkeypatch.setattr(warmup_module, "layouts_for", lambda rows, cols: [])
    try:
        warmup._work(lambda progress: None, lambda: bool(stopped))
    except TaskCancelled:
        pass
    assert (4, 4) in warmup.compiled


def test_first_4x4_solve_unpacks_the_shipped_tables_while_the_engine_imports(tmp_path, monkeypatch):
    """From an empty cache, the first 4x4 Solve decompresses the shipped tables in the
    prefetch threads started before the engine's import (pdb.prefetch), never after it,
    and builds none; the answer is the optimal one all the same."""
    import lzma
    import threading

    from boardgames.games.fifteen.board import apply_moves, is_goal
    from boardgames.games.fifteen.engine_cli import load_benchmark
    from boardgames.games.fifteen.search import laboratory
    from boardgames.games.fifteen.search.pdb import build as pdb_build

    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path / "cache"))
    decompress, where = lzma.decompress, []

    def recording(data, *args, **kwargs):
        where.append(threading.current_thread().name)
        return decompress(data, *args, **kwargs)

    def no_build(*args, **kwargs):
        raise AssertionError("a shipped table was built instead of unpacked")

    monkeypatch.setattr(lzma, "decompress", recording)
    monkeypatch.setattr(pdb_build, "build_table", no_build)
    _ident, optimal, board = load_benchmark("korf")[0]
    result = laboratory.solve(board, 4, 4)
    assert is_goal(apply_moves(board, 4, 4, result.moves)) and len(result.moves) == optimal
    assert where and all(name.startswith("pdb-prefetch") for name in where), where
