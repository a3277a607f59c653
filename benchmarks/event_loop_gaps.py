"""Event-loop gaps of the real GUI: how long the window cannot repaint or answer a click
while a user does each thing a lesson needs (issue 20).

Usage: ``python benchmarks/event_loop_gaps.py [--only NAME[,NAME]] [--keep-cache]
[--stall-traces MS] [--no-first-window] [--list]``

First rows (issue 44): the first window on a fresh HOME, ``boardgames`` started in a new
process with an empty HOME (no XDG folders, its caches there) until its main window is
shown, twice in the same HOME (the first start and the second), offscreen and, when
``xvfb-run`` is installed, under Xvfb at 1024x768; goal 2 s. ``open-fifteen`` opens the
15-puzzle page as the app does, with its background work (the searches compiled, the 4x4
tables made ready), and runs until that work is done.

What is measured: a 10 ms ``QTimer`` ticks in the running event loop and records the
time between two ticks; each scenario is started from a timer callback inside that loop
(so its own blocking time counts) and runs until it has finished (at most 120 s: the
row then says "timeout"), followed by 1 s in which deferred work (layouts, a result shown)
still counts. The table gives, per scenario, the longest interval between two ticks
(raw: an idle loop shows about 10 ms) and how long the scenario ran until it finished.
The first start is the window's construction and showing, started from the loop; its
construction alone is also given on a row of its own (no tick can happen during it).

Floor 100 ms, goal 50 ms (issue 20): a row over 100 ms is marked "over the floor", over
50 ms "over the goal". The script always exits 0: it measures, it does not judge.

The set-up is a first start: the offscreen platform (unless ``QT_QPA_PLATFORM`` is set),
a fresh settings file and ``XDG_CONFIG_HOME``/``XDG_DATA_HOME`` in a temporary folder, and
an empty ``BOARDGAMES_CACHE_DIR`` there (``--keep-cache``: the user's cache, so the
pattern databases are just loaded). The window is made without background work (as in
tests), so that the database build is a scenario of its own (``pdb-build``, the 4x4 set a
fresh install builds when the 15-puzzle page opens); run alone, ``solve-4x4`` then
includes the Solve's own wait for the databases. The numba cache is the user's (the
compiled searches are not compiled again). Imports count as a user meets them: with
``PYTHONDONTWRITEBYTECODE`` set and no ``.pyc`` files (an editable install on CI), every
module is compiled when first imported and the page rows grow by about a half; the caption
says so (``PYTHONPYCACHEPREFIX`` pointing to a writable folder gives an install's numbers
from the second run). Other processes on the machine add noise: run it twice.

``--stall-traces MS`` finds what a long gap is made of: when no tick comes for MS
milliseconds, :mod:`faulthandler` (a C thread that needs no interpreter lock) prints the
stack of every Python thread to stderr while the stall lasts. It reads the other threads'
frames without the lock, so it can crash a run (seen once in a numba compilation): use
it to diagnose, not for the table.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication

from boardgames.app.main import create_application
from boardgames.app.main_window import MainWindow
from boardgames.app.preload import preload
from boardgames.games.fifteen.shuffle import random_solvable

FLOOR_MS, GOAL_MS = 100.0, 50.0
TICK_MS = 10
TIMEOUT_S = 120.0
SETTLE_S = 1.0
PAUSE_MS = 300  # between two scenarios, not measured
STUDENT = "def choose_move(board):\n    return board.index(\"\")\n"

Done = Callable[[], bool]


@dataclass
class Bench:
    """What the scenarios share: the folder, the settings, the window, notes per row."""

    folder: Path
    settings: QSettings
    window: Any = None
    rng: random.Random = field(default_factory=lambda: random.Random(20))
    notes: dict[str, str] = field(default_factory=dict)
    extra_rows: list[tuple[str, float, float, str]] = field(default_factory=list)
    cleanup: list[Callable[[], None]] = field(default_factory=list)

    def ensure_window(self) -> Any:
        """The main window (made and shown here, unmeasured, when a scenario needs it)."""
        if self.window is None:
            self.window = MainWindow(self.settings, background_work=False)
            self.window.show()
            preload(self.window.discovery.plugins).join()  # as boardgames.app.main does
        return self.window

    def page(self, game: str) -> Any:
        """The page of ``game``, shown (opened unmeasured when not yet)."""
        window = self.ensure_window()
        if window.current_id != game or window.current_view() is None:
            window.open_game(game)
        return window.current_view()

    def lessons(self, lesson: str | None = None) -> Any:
        """The lessons page, shown (with ``lesson`` open)."""
        self.ensure_window().open_lessons(lesson)
        return self.window.lessons_page


def _visible_windows() -> set[Any]:
    return {w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()}


def _opens_window(bench: Bench, click: Callable[[], Any]) -> Done:
    """Do ``click``; done when a new top-level window shows (closed afterwards)."""
    before = _visible_windows()
    click()

    def done() -> bool:
        new = _visible_windows() - before
        if new:
            bench.cleanup.extend(w.close for w in new)
        return bool(new)
    return done


# -- the scenarios: prepare (unmeasured), then the measured action returning "done?" ----------

def first_start(bench: Bench) -> Done:
    start = time.perf_counter()
    bench.window = MainWindow(bench.settings, background_work=False)
    built = time.perf_counter() - start
    bench.window.show()
    bench.extra_rows.append(("start: constructing MainWindow alone", built * 1000, built,
                             "blocking; no tick can happen during it"))
    loading = preload(bench.window.discovery.plugins)  # as boardgames.app.main does
    return lambda: bench.window.isVisible() and not loading.is_alive()


def open_game(game: str) -> Callable[[Bench], Done]:
    def action(bench: Bench) -> Done:
        window = bench.ensure_window()
        window.open_game(game)
        return lambda: window.current_id == game
    return action


def open_fifteen(bench: Bench) -> Done:
    """The 15-puzzle page's first showing as the app does it: with its background work
    (compiling the searches, making the 4x4 databases ready), until that is done."""
    window = bench.ensure_window()
    window.background_work = True  # as main() asks; only for the page's construction
    try:
        window.open_game("fifteen")
    finally:
        window.background_work = False
    warmup = _warmup(bench)
    bench.notes["open-fifteen"] = "with its background work (as the app), until done"
    return lambda: window.current_id == "fifteen" and bool(warmup.done) and not warmup.is_running()


def open_lessons(bench: Bench) -> Done:
    window = bench.ensure_window()
    window.open_lessons()
    return lambda: window.lessons_page.lesson_list.count() > 0  # (read a moment later)


def open_lesson(bench: Bench) -> Done:
    window = bench.ensure_window()
    window.open_lessons("search")
    return lambda: window.lessons_page.lesson is not None


def game_tool(game: str, title: str) -> tuple[Callable[[Bench], None], Callable[[Bench], Done]]:
    def prepare(bench: Bench) -> None:
        bench.page(game)

    def action(bench: Bench) -> Done:
        return _opens_window(bench, bench.window.current_view().tools.buttons[title].click)
    return prepare, action


#: Seconds the tree viewer scenario keeps measuring after the window shows (its counts run).
TREE_COUNTING_SECONDS = 4.0


def tree_counting(bench: Bench) -> Done:
    """Connect Four's game-tree viewer: opening it and the first seconds of its node
    counts (millions of positions), which run in a child process."""
    if bench.window.discovery.get("connect-four") is None:
        bench.notes["tool-tree-connect-four"] = "Connect Four not installed (pip install examples/connect-four)"
        return lambda: True
    bench.page("connect-four")
    started = time.monotonic()
    opened = _opens_window(bench, bench.window.current_view().tools.buttons["Show the game tree…"].click)
    shown = [False]

    def done() -> bool:
        shown[0] = shown[0] or opened()
        return shown[0] and time.monotonic() - started > TREE_COUNTING_SECONDS
    bench.notes["tool-tree-connect-four"] = f"opening and {TREE_COUNTING_SECONDS:g} s of counting"
    return done


def exercises(bench: Bench) -> Done:
    return _opens_window(bench, bench.lessons("fifteen").exercises_button.click)


def prepare_stage_tool(bench: Bench) -> None:
    bench.lessons("search").show_stage(1)  # breadth-first search, with the stepper


def stage_tool(bench: Bench) -> Done:
    return _opens_window(bench, bench.window.lessons_page.tool_button.click)


def _warmup(bench: Bench) -> Any:
    """The 15-puzzle page's background work (its ``DatabaseWarmup``)."""
    page = bench.page("fifteen")
    return next(part for part in page.extra if hasattr(part, "warmup")).warmup


def pdb_build(bench: Bench) -> Done:
    warmup = _warmup(bench)
    warmup.want([(4, 4)], delay_ms=0)  # as want_for does: the worker works out the tables
    bench.notes["pdb-build"] = "4x4 set" + (" (already on disk)" if warmup.done else "")
    return lambda: bool(warmup.done) and not warmup.is_running()


def warm_up_8x8(bench: Bench) -> Done:
    """The page's background work for an 8x8 board: its searches compiled (in a child
    process when numba's cache is empty) and loaded."""
    warmup = _warmup(bench)
    warmup.want([(8, 8)], delay_ms=0)
    return lambda: (8, 8) in warmup.compiled and not warmup.is_running()


def prepare_solve(rows: int, cols: int) -> Callable[[Bench], None]:
    def prepare(bench: Bench) -> None:
        page = bench.page("fifteen")
        page.new_position(random_solvable(rows, cols, bench.rng), {"rows": rows, "cols": cols}, "Set")
    return prepare


def solve(bench: Bench) -> Done:
    page = bench.window.current_view()
    page.puzzle.solve()
    bench.cleanup.append(page.puzzle.stop_playback)
    name = f"solve-{page.game.rows}x{page.game.cols}"

    def done() -> bool:
        if page.session.thinking.is_thinking():
            return False
        bench.notes[name] = page.puzzle.result.text()
        return True
    return done


def prepare_tictactoe(bench: Bench) -> None:
    page = bench.page("tictactoe")
    page.change_options({**page.options.values(), "size": 4, "k": 4}, undoable=False)
    page.flow.pace.setValue(0)


def tictactoe_4x4(bench: Bench) -> Done:
    """The computer against itself on 4x4 (4 in a row), its strongest fitting player."""
    page = bench.window.current_view()
    fitting = [c.id for c in page.choices if c.plays(page.game) and c.id != "random"]
    for seat in (1, 0):  # as a user would: X's list last, which starts the game
        combo = page.seats.lists[seat]
        combo.setCurrentIndex(combo.findData(fitting[-1]))
    bench.notes["tictactoe-4x4"] = f"{fitting[-1]} against itself"
    return lambda: page.session.is_over() and not page.session.thinking.is_thinking()


def prepare_tournament(bench: Bench) -> None:
    page = bench.page("tictactoe")
    page.tools.buttons["Students' tournament…"].click()
    dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "tournamentDialog")
    paths = []
    for name in ("first_free_a.py", "first_free_b.py"):
        (bench.folder / name).write_text(STUDENT, encoding="utf-8")
        paths.append(bench.folder / name)
    dialog.add_files(paths)
    bench.cleanup.append(dialog.close)


def tournament(bench: Bench) -> Done:
    dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "tournamentDialog")
    finished: list[Any] = []
    dialog.tournament_finished.connect(finished.append)
    if not dialog.run():
        bench.notes["tournament"] = "refused: " + dialog.status.text()
        return lambda: True

    def done() -> bool:
        if finished:
            bench.notes["tournament"] = f"{len(finished[0].games)} games, rungs {', '.join(dialog.chosen_rungs())}"
        return bool(finished) or not dialog.is_running()
    return done


def _nothing(bench: Bench) -> None:
    bench.ensure_window()


#: name -> (prepare, measured action); in the order they run.
SCENARIOS: dict[str, tuple[Callable[[Bench], None], Callable[[Bench], Done]]] = {
    "start": (lambda bench: None, first_start),
    "open-fifteen": (_nothing, open_fifteen),
    "open-tictactoe": (_nothing, open_game("tictactoe")),
    "open-lessons": (_nothing, open_lessons),
    "open-lesson": (lambda bench: bench.lessons(), open_lesson),
    "tool-compare": game_tool("fifteen", "Compare searches…"),
    "tool-stepper": game_tool("fifteen", "Step through a search…"),
    "tool-tree": game_tool("tictactoe", "Show the game tree…"),
    "tool-tree-connect-four": (_nothing, tree_counting),
    "tool-tournament": game_tool("tictactoe", "Students' tournament…"),
    "tool-exercises": (lambda bench: bench.lessons("fifteen"), exercises),
    "tool-lesson-stepper": (prepare_stage_tool, stage_tool),
    "pdb-build": (lambda bench: bench.page("fifteen"), pdb_build),
    "warm-up-8x8": (lambda bench: bench.page("fifteen"), warm_up_8x8),
    "solve-4x4": (prepare_solve(4, 4), solve),
    "solve-5x5": (prepare_solve(5, 5), solve),
    "solve-8x8": (prepare_solve(8, 8), solve),
    "tictactoe-4x4": (prepare_tictactoe, tictactoe_4x4),
    "tournament": (prepare_tournament, tournament),
}


class Runner:
    """Runs the scenarios one after the other inside the event loop, timing the ticks."""

    def __init__(self, bench: Bench, names: list[str], stall_ms: float | None = None):
        self.bench, self.queue = bench, list(names)
        self.stall_s = None if stall_ms is None else stall_ms / 1000
        self.rows: list[tuple[str, float, float, str]] = []
        self.current: tuple[str, float, Done] | None = None
        self.finished_at: float | None = None
        self.longest, self.last = 0.0, time.perf_counter()
        self.ticker = QTimer()
        self.ticker.setTimerType(Qt.PreciseTimer)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self._tick)

    def start(self) -> None:
        self.last = time.perf_counter()
        self.ticker.start()
        self._next()

    def _next(self) -> None:
        for close in self.bench.cleanup:
            close()
        self.bench.cleanup.clear()
        if not self.queue:
            QApplication.instance().quit()
            return
        name = self.queue.pop(0)
        prepare, _action = SCENARIOS[name]
        try:
            prepare(self.bench)
        except Exception as exc:  # a scenario that cannot be set up: say so, go on
            self._record(name, float("nan"), 0.0, f"not run: {type(exc).__name__}: {exc}")
            QTimer.singleShot(0, self._next)
            return
        QTimer.singleShot(PAUSE_MS, lambda: self._begin(name))

    def _begin(self, name: str) -> None:
        print(f"running {name}…", file=sys.stderr, flush=True)
        self.longest, self.finished_at = 0.0, None  # (the interval in progress counts fully)
        started = time.perf_counter()
        try:
            done = SCENARIOS[name][1](self.bench)
        except Exception as exc:
            self._record(name, float("nan"), 0.0, f"failed: {type(exc).__name__}: {exc}")
            QTimer.singleShot(0, self._next)
            return
        self.current = (name, started, done)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest, self.last = max(self.longest, now - self.last), now
        if self.stall_s is not None:  # re-armed at every tick: fires only during a stall
            faulthandler.dump_traceback_later(self.stall_s, exit=False)
        if self.current is None:
            return
        name, started, done = self.current
        if self.finished_at is None:
            if done():
                self.finished_at = now
            elif now - started > TIMEOUT_S:
                self.current = None
                self._record(name, self.longest * 1000, now - started, "timeout")
                QTimer.singleShot(0, self._next)
        elif now - self.finished_at >= SETTLE_S:
            self.current = None
            self._record(name, self.longest * 1000, self.finished_at - started, self.bench.notes.get(name, ""))
            QTimer.singleShot(0, self._next)

    def _record(self, name: str, gap_ms: float, seconds: float, note: str) -> None:
        self.rows.append((name, gap_ms, seconds, note))
        self.rows.extend(self.bench.extra_rows)
        self.bench.extra_rows.clear()
        print(f"  {name}: longest gap {gap_ms:.0f} ms, ran {seconds:.2f} s", file=sys.stderr, flush=True)


#: The child of :func:`first_window`: the app as ``boardgames`` starts it, which prints the
#: wall-clock time when the main window has been shown and stops there.
_FIRST_WINDOW_CHILD = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import boardgames.app.main_window as main_window
show = main_window.MainWindow.show
def shown(self):
    show(self)
    QTimer.singleShot(0, lambda: (print("SHOWN", time.time(), flush=True), QApplication.quit()))
main_window.MainWindow.show = shown
from boardgames.cli import main
sys.exit(main([]))
"""

#: Seconds to wait for a first window before giving up.
FIRST_WINDOW_TIMEOUT_S = 60.0


def first_window(home: Path, xvfb: bool) -> float:
    """Seconds from starting ``boardgames`` (a new Python process, HOME=``home``, no XDG
    folders, the caches in HOME) to its main window shown; NaN when it did not show.
    ``xvfb``: under ``xvfb-run`` at 1024x768 (a real X server) instead of offscreen."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("XDG_") and k not in ("BOARDGAMES_CACHE_DIR", "QT_QPA_PLATFORM")}
    env["HOME"] = str(home)
    command = [sys.executable, "-c", _FIRST_WINDOW_CHILD]
    if xvfb:
        command = ["xvfb-run", "-a", "-s", "-screen 0 1024x768x24", *command]
    else:
        env["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    start = time.time()
    try:
        out = subprocess.run(command, capture_output=True, text=True, env=env,
                             timeout=FIRST_WINDOW_TIMEOUT_S).stdout
    except (OSError, subprocess.TimeoutExpired):
        return float("nan")
    shown = [line.split()[1] for line in out.splitlines() if line.startswith("SHOWN ")]
    return float(shown[0]) - start if shown else float("nan")


def first_window_rows(folder: Path) -> list[tuple[str, float, float, str]]:
    """Rows for the first window on a fresh HOME: its first start and its second (same
    HOME), offscreen and, when ``xvfb-run`` is installed, under Xvfb. Xvfb's own start
    (about 0.1-0.3 s) counts in its rows. Goal: 2 s (issue 44)."""
    rows = []
    platforms = [False] + ([True] if shutil.which("xvfb-run") else [])
    for xvfb in platforms:
        home = folder / ("home-xvfb" if xvfb else "home-offscreen")
        home.mkdir()
        where = "xvfb-run" if xvfb else os.environ.get("QT_QPA_PLATFORM", "offscreen")
        for nth in ("first", "second"):
            seconds = first_window(home, xvfb)
            note = "over the 2 s goal" if seconds > 2.0 else ""
            rows.append((f"first window, fresh HOME, {nth} start ({where})", float("nan"),
                         seconds, note))
    return rows


def verdict(gap_ms: float) -> str:
    """"over the floor" (> 100 ms), "over the goal" (> 50 ms) or ""."""
    if gap_ms > FLOOR_MS:
        return "over the floor"
    return "over the goal" if gap_ms > GOAL_MS else ""


def print_table(rows: list[tuple[str, float, float, str]]) -> None:
    print("| scenario | longest gap ms | ran s | verdict | note |")
    print("| --- | --- | --- | --- | --- |")
    for name, gap_ms, seconds, note in rows:
        gap = "-" if gap_ms != gap_ms else f"{gap_ms:.0f}"
        shown = "timeout" if note == "timeout" else f"{seconds:.2f}"
        note = note.replace("|", "/").replace("\n", " ")
        print(f"| {name} | {gap} | {shown} | {'' if gap == '-' else verdict(gap_ms)} | {note} |")


def cpu_model() -> str:
    """The CPU's model name (from /proc/cpuinfo), else "unknown CPU"."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def load_average() -> float:
    """The one-minute load average (NaN where the system has none)."""
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def machine() -> str:
    """The CPU model and core count, for the table's caption."""
    model, load = cpu_model(), load_average()
    bytecode = ("; PYTHONDONTWRITEBYTECODE is set, so modules without a .pyc are compiled "
                "at each import" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "")
    return f"{model}, {os.cpu_count()} cores, load average {load:.1f} at the end{bytecode}"


def chosen(only: str | None, known: Iterable[str], what: str = "scenario",
           program: str = "event_loop_gaps.py") -> list[str]:
    """The names of ``known`` that ``--only`` (comma-separated) asks for, in ``known``'s
    order (the one that makes sense); all when it is empty. An unknown name: one line on
    stderr and exit 2."""
    known = list(known)
    if not only:
        return known
    names = [n.strip() for n in only.split(",") if n.strip()]
    unknown = [n for n in names if n not in known]
    if unknown:
        print(f"{program}: error: no {what} {', '.join(unknown)}; choose from "
              + ", ".join(known), file=sys.stderr)
        sys.exit(2)
    return [n for n in known if n in names]


def main(argv: list[str]) -> int:
    """Run the scenarios; print the table. Exit 0 (2 on an unknown scenario)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated scenario names")
    parser.add_argument("--keep-cache", action="store_true", help="use the user's database cache")
    parser.add_argument("--stall-traces", type=float, metavar="MS",
                        help="print every thread's stack when no tick comes for MS milliseconds")
    parser.add_argument("--list", action="store_true", help="print the scenario names and stop")
    parser.add_argument("--no-first-window", action="store_true",
                        help="skip the first window on a fresh HOME (two starts in new processes)")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(SCENARIOS))
        return 0
    names = chosen(args.only, SCENARIOS)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="boardgames-gaps-") as tmp:
        folder = Path(tmp)
        starts = [] if args.no_first_window else first_window_rows(folder)
        for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
            os.environ[variable] = str(folder / variable.lower())
        if not args.keep_cache:
            os.environ["BOARDGAMES_CACHE_DIR"] = str(folder / "cache")
        app = create_application(language="en")
        bench = Bench(folder, QSettings(str(folder / "settings.ini"), QSettings.IniFormat))
        runner = Runner(bench, names, args.stall_traces)
        QTimer.singleShot(0, runner.start)
        app.exec()
        faulthandler.cancel_dump_traceback_later()
        if bench.window is not None:
            bench.window.close()
    print(f"Machine: {machine()}; QT_QPA_PLATFORM={os.environ['QT_QPA_PLATFORM']}; "
          f"{'the user' if args.keep_cache else 'an empty'} database cache.\n")
    print_table(starts + runner.rows)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
