"""A teacher's lesson run through at 1024x768 (issue 44): a screenshot and the longest
event-loop gap of every step.

Usage::

    python tools/run_through.py [--out FOLDER] [--language en|ru] [--only STEP[,STEP]]
                                [--platform xcb|offscreen] [--keep-cache] [--list]

The app (the installed ``boardgames`` package, driven in this process) starts as a new
user's: fresh settings, an empty ``XDG_CONFIG_HOME``/``XDG_DATA_HOME``, class, exercise
progress and lessons folders in a temporary folder, and (unless ``--keep-cache``) an empty
database cache. By default it runs on a real X server: an ``Xvfb`` started here at
1024x768x24 (no window manager), through Qt's xcb platform plug-in, as on a teacher's
machine; ``--platform offscreen`` uses the tests' 1024x768 offscreen screen
(``tests/data/projector-1024x768.json``).

The steps (``--list``) walk a lesson: the start page, a lesson's stages with the demo, the
teacher's notes and presenter mode, the 15-puzzle 4x4 and 5x5 with Hint and Solve,
tic-tac-toe against level 1 and the perfect player with "Show thinking", the game-tree
viewer, the search stepper, Compare, the students' tournament, a class started on
127.0.0.1 (not announced) and joined from a second app window (in this process, so the
joined class is the process's; a pupil's app would be its own process).

Each step is started from a timer callback inside the event loop while a 5 ms timer ticks
(the Runner of ``benchmarks/event_loop_gaps.py``): its row gives the longest time between
two ticks (the window could not repaint nor answer a click), from the step's start until
1 s after it finished, and how long it ran. Then the whole screen (every window on it, as
the projector shows it) is saved as ``FOLDER/NN-STEP-LANGUAGE.png``. The table is printed
at the end (markdown, as the benchmark's); exit 0, or 2 on a bad argument.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for _folder in (ROOT / "tools", ROOT / "benchmarks"):  # the helpers reused below
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

import event_loop_gaps as gaps  # noqa: E402
import projector_screenshots as shots  # noqa: E402
from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

TICK_MS = 5
SCREEN_SIZE = "1024x768x24"
Done = Callable[[], bool]
Step = tuple[Callable[[gaps.Bench], None], Callable[[gaps.Bench], Done]]


# -- the steps: prepare (unmeasured), then the measured action returning "done?" ----------

def start(bench: gaps.Bench) -> Done:
    """The window made and shown as ``boardgames`` does (with its background work)."""
    from boardgames.app.main_window import MainWindow
    from boardgames.app.preload import preload

    bench.window = MainWindow(bench.settings, background_work=True)  # as main() makes it
    bench.window.show()
    loading = preload(bench.window.discovery.plugins)
    return lambda: bench.window.isVisible() and not loading.is_alive()


def lessons(bench: gaps.Bench) -> Done:
    """The start page's Lessons card: the lesson player and its list of lessons."""
    page = bench.lessons()
    return lambda: bool(page.entries) and page.stage_built


def lesson(bench: gaps.Bench) -> Done:
    """A lesson chosen in the list (the search lesson), a click after the page showed."""
    page = bench.window.lessons_page
    page.lesson_list.lesson_chosen.emit("search")
    return lambda: page.lesson is not None


def stage_demo(bench: gaps.Bench) -> Done:
    """The lesson's second stage (breadth-first search) and its demo run to its end."""
    page = bench.window.lessons_page
    page.show_stage(1)
    page.run_demo()
    return lambda: getattr(page.demo_panel, "state", "") not in ("", "idle", "running")


def notes(bench: gaps.Bench) -> Done:
    page = bench.window.lessons_page
    page.show_stage(2)
    page.notes_button.click()
    bench.cleanup.append(page.notes_window.hide)
    return page.notes_window.isVisible


def presenter(bench: gaps.Bench) -> Done:
    page = bench.window.lessons_page
    page.presenter_button.setChecked(True)
    bench.cleanup.append(lambda: page.presenter_button.setChecked(False))
    return lambda: page.presenter


def open_fifteen(bench: gaps.Bench) -> Done:
    """The 15-puzzle's page (its level 1: a 3x3 board)."""
    return gaps.open_game("fifteen")(bench)


def hint(bench: gaps.Bench) -> Done:
    page = bench.window.current_view()
    page.puzzle.hint_button.click()
    return lambda: not page.session.thinking.is_thinking()


def solve(bench: gaps.Bench) -> Done:
    """Solve clicked; done when the answer is there (playback stopped after the picture)."""
    page = bench.window.current_view()
    page.puzzle.solve_button.click()
    bench.cleanup.append(page.puzzle.stop_playback)
    return lambda: not page.session.thinking.is_thinking()


def board_size(size: int) -> Callable[[gaps.Bench], Done]:
    """Rows, then Columns set to ``size`` in the Board box (as a teacher does)."""
    def action(bench: gaps.Bench) -> Done:
        page = bench.window.current_view()
        for key in ("rows", "cols"):
            page.options.controls[key].setValue(size)
        return lambda: (bench.window.current_view().game.rows, bench.window.current_view().game.cols) == (size, size)
    return action


def shuffle(bench: gaps.Bench) -> None:
    next(p for p in bench.window.current_view().extra if hasattr(p, "shuffle_button")).shuffle_button.click()


def tictactoe_level(level: int, thinking: bool) -> Callable[[gaps.Bench], Done]:
    """Tic-tac-toe at ``level`` (1: first free cell, 9: perfect), "Show thinking" as
    given, the pupil's X in the centre; done when the computer has answered."""
    def action(bench: gaps.Bench) -> Done:
        window = bench.window
        window.open_game("tictactoe")
        window.frames["tictactoe"].level_control.set_level(level, by_user=True)
        page = window.current_view()
        page.flow.show_thinking.setChecked(thinking)
        page.play_moves([4])
        return lambda: page.session.ply >= 2 and not page.session.thinking.is_thinking()
    return action


def tool(opener: Callable[[Any], Any]) -> Callable[[gaps.Bench], Done]:
    """A tool opened by tools/projector_screenshots.py's helper (closed after the picture)."""
    def action(bench: gaps.Bench) -> Done:
        shown = opener(bench.window)
        bench.cleanup.append(shown.close)
        return lambda: True
    return action


def eight_puzzle(bench: gaps.Bench) -> None:
    """The 15-puzzle's page back on a shuffled 3x3 board (what a lesson compares on)."""
    bench.window.open_game("fifteen")
    board_size(3)(bench)
    shuffle(bench)


def compare(bench: gaps.Bench) -> Done:
    """Compare searches… opened on the 15-puzzle page and its ticked searches run."""
    shown = shots.open_tool(bench.window, "fifteen", "Compare searches…")
    bench.cleanup.append(shown.close)
    shown.run_button.click()
    return lambda: not shown.is_running()


def class_start(bench: gaps.Bench) -> Done:
    """A class started on 127.0.0.1 (any free port), not announced."""
    from boardgames.app.classroom.start_dialog import StartOptions

    options = StartOptions(class_name="run-through", port=0, host="127.0.0.1", announce=False)
    view = bench.window.class_actions.start_class(options)
    bench.notes["class-start"] = "" if view is not None else "not started"
    return lambda: view is None or view.isVisible()


def pupil_window(bench: gaps.Bench) -> None:
    """A second app window, the pupil's (a pupil's app is a process of its own: opening it
    is not the teacher's window's work, so it is made before the step's clock starts)."""
    from boardgames.app.main_window import MainWindow

    pupil = MainWindow(QSettings(str(bench.folder / "pupil.ini"), QSettings.IniFormat))
    bench.extra_windows.append(pupil)
    pupil.show()


def class_join(bench: gaps.Bench) -> Done:
    """The pupil's window joins the class as "Anna" through File > Join a class…'s dialog."""
    view = bench.window.class_actions.class_window
    pupil = bench.extra_windows[-1]
    dialog = pupil.class_actions.join_class(f"127.0.0.1:{view.server.port}")
    dialog.code.setText(view.server.code)
    dialog.name.setText("Anna")
    dialog.join()
    return lambda: not dialog.isVisible()


def class_view(bench: gaps.Bench) -> Done:
    """The teacher's class view raised, with the pupil who joined."""
    view = bench.window.class_actions.class_window
    view.raise_()
    view.activateWindow()
    return lambda: bool(view.snapshot.grid.students)


def _none(bench: gaps.Bench) -> None:
    """Nothing to prepare."""


def _close_class(bench: gaps.Bench) -> None:
    for window in bench.extra_windows:
        window.close()
    view = bench.window.class_actions.class_window
    if view is not None:
        view.close()


#: name -> (prepare, measured action); in the order a lesson goes.
STEPS: dict[str, Step] = {
    "start": (_none, start),
    "lessons": (_none, lessons),
    "lesson": (_none, lesson),
    "stage-demo": (_none, stage_demo),
    "notes": (_none, notes),
    "presenter": (_none, presenter),
    "fifteen": (_none, open_fifteen),
    "fifteen-4x4": (_none, board_size(4)),
    "fifteen-4x4-shuffled-hint": (shuffle, hint),
    "fifteen-4x4-solve": (_none, solve),
    "fifteen-5x5": (_none, board_size(5)),
    "fifteen-5x5-shuffled-solve": (shuffle, solve),
    "fifteen-5x5-hint": (_none, hint),
    "tictactoe-level-1": (_none, tictactoe_level(1, False)),
    "tictactoe-perfect-thinking": (_none, tictactoe_level(9, True)),
    "tree": (_none, tool(shots.tree)),
    "stepper": (_none, tool(shots.stepper)),
    "compare": (eight_puzzle, compare),
    "tournament": (gaps.prepare_tournament, gaps.tournament),
    "class-start": (_none, class_start),
    "class-join": (pupil_window, class_join),
    "class-view": (_none, class_view),
}


class Tour(gaps.Bench):
    """The benchmark's bench, with the pictures' folder and language and the windows
    the steps opened besides the main one (closed at the end)."""

    def __init__(self, folder: Path, settings: QSettings, out: Path, language: str):
        super().__init__(folder, settings)
        self.out, self.language = out, language
        self.extra_windows: list[Any] = []
        self.pictures: list[Path] = []


class TourRunner(gaps.Runner):
    """The benchmark's runner over :data:`STEPS`, ticking every :data:`TICK_MS` ms; the
    screen is saved when a step's row is recorded."""

    def __init__(self, tour: Tour, names: list[str]):
        super().__init__(tour, names)
        self.tour = tour
        self.ticker.setInterval(TICK_MS)

    def _next(self) -> None:
        for close in self.bench.cleanup:
            close()
        self.bench.cleanup.clear()
        if not self.queue:
            QApplication.instance().quit()
            return
        name = self.queue[0]
        try:
            STEPS[name][0](self.bench)
        except Exception as exc:  # a step that cannot be set up: said, and the next one runs
            self.queue.pop(0)
            self._record(name, float("nan"), 0.0, f"not run: {type(exc).__name__}: {exc}")
            QTimer.singleShot(0, self._next)
            return
        QTimer.singleShot(gaps.PAUSE_MS, self._begin_first)

    def _begin_first(self) -> None:
        name = self.queue.pop(0)
        print(f"running {name}…", file=sys.stderr, flush=True)
        self.longest, self.finished_at = 0.0, None
        started = gaps.time.perf_counter()
        try:
            done = STEPS[name][1](self.bench)
        except Exception as exc:
            self._record(name, float("nan"), 0.0, f"failed: {type(exc).__name__}: {exc}")
            QTimer.singleShot(0, self._next)
            return
        self.current = (name, started, done)

    def _record(self, name: str, gap_ms: float, seconds: float, note: str) -> None:
        super()._record(name, gap_ms, seconds, note)
        path = self.tour.out / f"{len(self.tour.pictures) + 1:02d}-{name}-{self.tour.language}.png"
        if QGuiApplication.primaryScreen().grabWindow(0).save(str(path)):
            self.tour.pictures.append(path)
        else:
            print(f"could not write {path}", file=sys.stderr)


@contextlib.contextmanager
def fresh_user(folder: Path, keep_cache: bool) -> Iterator[None]:
    """A new user's folders under ``folder`` in the environment (restored afterwards)."""
    values = {"XDG_CONFIG_HOME": folder / "config", "XDG_DATA_HOME": folder / "data",
              "BOARDGAMES_CLASS_DIR": folder / "classes",
              "BOARDGAMES_PROGRESS_FILE": folder / "exercise-progress.json",
              "BOARDGAMES_CLASS_CLIENT_FILE": folder / "class-client.json",
              "BOARDGAMES_LESSONS_DIR": folder / "lessons"}
    if not keep_cache:
        values["BOARDGAMES_CACHE_DIR"] = folder / "cache"
    with _environment({key: str(value) for key, value in values.items()}):
        yield


@contextlib.contextmanager
def _environment(values: dict[str, str]) -> Iterator[None]:
    before = {key: os.environ.get(key) for key in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@contextlib.contextmanager
def screen(platform: str) -> Iterator[None]:
    """The 1024x768 screen: an Xvfb started here (``xcb``; stopped afterwards) or the
    tests' offscreen one, in ``QT_QPA_PLATFORM`` (and ``DISPLAY``) before Qt starts.

    Raises:
        RuntimeError: ``Xvfb`` is not installed or does not start.
    """
    if platform == "offscreen":
        with _environment({"QT_QPA_PLATFORM": f"offscreen:configfile={shots.SCREEN}"}):
            yield
        return
    if shutil.which("Xvfb") is None:
        raise RuntimeError("Xvfb is not installed (apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN_SIZE,
                               "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = pipe.readline().strip()
    try:
        if not display:
            raise RuntimeError("Xvfb did not start")
        with _environment({"QT_QPA_PLATFORM": "xcb", "DISPLAY": f":{display}"}):
            yield
    finally:
        server.terminate()
        server.wait(10)


def run(names: list[str], out: Path, language: str, keep_cache: bool) -> list[tuple[str, float, float, str]]:
    """Run ``names`` of :data:`STEPS` (Qt's platform already chosen); the table's rows.
    The pictures are written to ``out``; every window is closed at the end."""
    from boardgames.app.main import create_application

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="boardgames-run-through-") as tmp, \
            fresh_user(Path(tmp), keep_cache):
        app = create_application(language=language)
        tour = Tour(Path(tmp), QSettings(str(Path(tmp) / "settings.ini"), QSettings.IniFormat),
                    out, language)
        runner = TourRunner(tour, names)
        QTimer.singleShot(0, runner.start)
        app.exec()
        runner.ticker.stop()
        if tour.window is not None:
            _close_class(tour)
            tour.window.close()
        app.processEvents()
    return runner.rows


def main(argv: list[str] | None = None) -> int:
    """Run the steps, print the table; exit 0 (2: a bad argument, or no Xvfb)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="run-through", help="the pictures' folder")
    parser.add_argument("--language", default="en", choices=("en", "ru", "de"))
    parser.add_argument("--only", help="comma-separated step names")
    parser.add_argument("--platform", default="xcb", choices=("xcb", "offscreen"))
    parser.add_argument("--keep-cache", action="store_true", help="use the user's database cache")
    parser.add_argument("--list", action="store_true", help="print the step names and stop")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(STEPS))
        return 0
    names = gaps.chosen(args.only, STEPS, "step", "run_through.py")
    try:
        with screen(args.platform):
            rows = run(names, Path(args.out), args.language, args.keep_cache)
            platform = os.environ["QT_QPA_PLATFORM"]
    except RuntimeError as error:
        print(f"run_through.py: error: {error}", file=sys.stderr)
        return 2
    print(f"Machine: {gaps.machine()}; QT_QPA_PLATFORM={platform}; language {args.language}; "
          f"{'the user' if args.keep_cache else 'an empty'} database cache; pictures in {args.out}.\n")
    gaps.print_table(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
