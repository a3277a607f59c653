"""Building pattern databases is a phase of its own: its time is reported apart from the
search's (library, player, command line), and a build another thread runs is joined, not
repeated. Builds here are of small boards in tmp_path, slowed down on purpose, or faked:
never the real 5x5 (or a fresh 4x4) build."""

import json
import random
import threading
import time

import pytest

from boardgames.core.events import SearchProgress
from boardgames.core.players import Budget
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.cli import main
from boardgames.games.fifteen.players import SolverPlayer
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.search import solve
from boardgames.games.fifteen.search.anytime import solve_anytime
from boardgames.games.fifteen.search.pdb import build as pdb_build
from boardgames.games.fifteen.search.pdb import ready as pdb_ready
from boardgames.games.fifteen.search.pdb import tables as pdb
from boardgames.games.fifteen.search.pdb.layout import layout_for
from boardgames.games.fifteen.shuffle import random_solvable, random_walk

SLOW = 0.4  # seconds each slowed table build takes at least


@pytest.fixture
def slow_builds(monkeypatch):
    """Table builds that take at least SLOW seconds and are counted."""
    real = pdb_build.build_table
    calls = []

    def slow(layout, p, report=None, should_stop=None):
        calls.append((layout, p))
        end = time.monotonic() + SLOW
        while time.monotonic() < end:
            if should_stop is not None and should_stop():
                raise pdb_build.BuildCancelled()
            if report is not None:
                report(1, 2)
            time.sleep(0.02)
        return real(layout, p, report, should_stop)

    monkeypatch.setattr(pdb_build, "build_table", slow)
    yield calls
    pdb.forget_loaded()


@pytest.fixture
def tmp_cache(tmp_path, monkeypatch):
    """The default cache folder moved under tmp_path (empty)."""
    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    pdb.forget_loaded()
    yield tmp_path / "pattern-databases"
    pdb.forget_loaded()


def search_panel(view):
    """The 15-puzzle page's search panel (it owns the background build)."""
    from boardgames.games.fifteen.ui.panels import SearchPanel

    return next(part for part in view.extra if isinstance(part, SearchPanel))


def set_position(view, board, rows, cols):
    view.new_position(tuple(board), {"rows": rows, "cols": cols}, "Set position")


def replays_to_goal(board, rows, cols, moves):
    return B.is_goal(B.apply_moves(board, rows, cols, moves))


def test_solve_reports_the_build_apart_from_the_search(tmp_cache, slow_builds):
    board = random_walk(3, 3, 40, random.Random(2))
    reports = []
    result = solve(board, 3, 3, "ida*", "pdb", budget=Budget(report=reports.append))
    assert result.solved and replays_to_goal(board, 3, 3, result.moves)
    assert slow_builds, "the tables were built"
    assert result.build_seconds >= SLOW  # the tables are built at once on both cores
    assert result.seconds < SLOW  # the search alone: 3x3 with databases is instant
    assert any(r.phase == "build" for r in reports)
    again = solve(board, 3, 3, "ida*", "pdb")
    assert again.build_seconds == 0.0 and len(slow_builds) == len(layout_for(3, 3).patterns)


def test_a_second_thread_joins_the_build_instead_of_repeating_it(tmp_cache, slow_builds):
    layout = layout_for(3, 3)
    results, waiter_reports = {}, []

    def first():
        results["first"] = pdb_ready.ensure(layout)

    thread = threading.Thread(target=first)
    thread.start()
    while not pdb_ready.is_building(layout):
        time.sleep(0.01)
    second = pdb_ready.ensure(layout, progress=waiter_reports.append)
    thread.join()
    assert len(slow_builds) == len(layout.patterns)  # one build, not two
    assert second.databases is results["first"].databases
    assert second.built and second.seconds > 0
    assert waiter_reports and all(r.phase == "build" for r in waiter_reports)


def test_a_build_goes_on_while_someone_still_waits_for_it(tmp_cache, slow_builds):
    layout = layout_for(3, 3)
    owner_gave_up = threading.Event()
    outcome = {}

    def owner():
        try:
            outcome["owner"] = pdb_ready.ensure(layout, should_stop=owner_gave_up.is_set)
        except pdb_ready.BuildCancelled:
            outcome["cancelled"] = True

    thread = threading.Thread(target=owner)
    thread.start()
    while not pdb_ready.is_building(layout):
        time.sleep(0.01)
    waiter_gave_up = threading.Event()
    timer = threading.Timer(0.1, waiter_gave_up.set)
    timer.start()
    with pytest.raises(pdb_ready.BuildCancelled):
        pdb_ready.ensure(layout, should_stop=waiter_gave_up.is_set)
    assert pdb_ready.is_building(layout)  # the owner still wants it
    owner_gave_up.set()  # nobody wants it any more: the build stops
    thread.join()
    assert outcome == {"cancelled": True} and not pdb_ready.is_ready(layout)
    assert not pdb_ready.is_building(layout)


@pytest.fixture
def fake_large_build(monkeypatch):
    """The first ``pdb_ready.ensure`` "builds" for SLOW seconds (with progress); later
    calls load the real tables (already built in this test session's cache)."""
    real = pdb_ready.ensure
    pdb.load_databases(4, 4)  # the decomposition finishes with 4x4 searches
    done = []

    def fake(layout, *, progress=None, should_stop=None, folder=None):
        if done:
            return real(layout, progress=progress, should_stop=should_stop, folder=folder)
        done.append(layout)
        start = time.monotonic()
        while time.monotonic() - start < SLOW:
            if progress is not None:
                progress(SearchProgress(seconds=time.monotonic() - start, phase="build", part=1,
                                        parts=3, fraction=(time.monotonic() - start) / SLOW))
            time.sleep(0.05)
        prepared = real(layout, folder=folder)
        return pdb_ready.Prepared(prepared.databases, True, time.monotonic() - start)

    monkeypatch.setattr(pdb_ready, "ensure", fake)
    return done


def test_anytime_search_time_excludes_the_build(fake_large_build):
    board = random_solvable(5, 5, random.Random(3))
    builds = []
    result = solve_anytime(board, 5, 5, time_limit=0.5, budget=Budget(report=builds.append))
    assert fake_large_build and any(report.phase == "build" for report in builds)
    assert result.build_seconds >= SLOW
    assert result.improvements[0].seconds < SLOW  # counted from the end of the build
    assert replays_to_goal(board, 5, 5, result.moves)


def test_player_reports_the_build_phase_first_and_its_time_apart(fake_large_build):
    board = random_solvable(5, 5, random.Random(4))
    reports = []
    decision = SolverPlayer(time_limit=0.5).choose(SlidingPuzzle(5, 5), board,
                                                   Budget(report=reports.append))
    phases = [r.phase for r in reports]
    assert phases[0] == "build" and "search" in phases
    assert "build" not in phases[phases.index("search"):]  # the build comes first, once
    assert all(r.fraction is not None for r in reports if r.phase == "build")
    assert decision.analysis.detail.build_seconds >= SLOW
    assert decision.analysis.seconds == decision.analysis.detail.seconds
    assert replays_to_goal(board, 5, 5, decision.plan)


def test_cli_json_has_build_seconds_and_stdout_stays_clean(fake_large_build, capsys):
    board = random_solvable(5, 5, random.Random(5))
    assert main(["solve", ",".join(map(str, board)), "--time-limit", "0.5", "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)  # nothing but the JSON object on stdout
    assert out["build_seconds"] >= SLOW
    assert out["seconds"] < out["build_seconds"] + 5
    assert "building the pattern databases" in captured.err
    assert "built in" in captured.err
    assert main(["solve", ",".join(map(str, board)), "--time-limit", "0.3", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["build_seconds"] == 0
    assert "building" not in captured.err


def test_cli_text_output_names_the_build(fake_large_build, capsys):
    board = random_solvable(5, 5, random.Random(6))
    assert main(["solve", ",".join(map(str, board)), "--time-limit", "0.3"]) == 0
    captured = capsys.readouterr()
    assert "pattern databases built first in" in captured.out.splitlines()[-1]


def test_the_owner_giving_up_does_not_stop_a_build_others_wait_for(tmp_cache, slow_builds):
    layout = layout_for(3, 3)
    owner_gave_up = threading.Event()
    thread = threading.Thread(target=lambda: pdb_ready.ensure(
        layout, should_stop=owner_gave_up.is_set))
    thread.start()
    while not pdb_ready.is_building(layout):
        time.sleep(0.01)
    threading.Timer(0.1, owner_gave_up.set).start()
    waited = pdb_ready.ensure(layout)
    thread.join()
    assert waited.built and pdb_ready.is_ready(layout)
    assert waited.databases.h(B.goal(3, 3)) == 0


def _solve_5x5_on_the_page(window, qtbot, board):
    """Open the 15-puzzle on the 5x5 ``board``, press Solve with a 1 s limit; the page
    and the list its decisions will arrive in."""
    from PySide6.QtCore import Qt

    from boardgames.core import events as ev

    window.open_game("fifteen")
    view = window.current_view()
    set_position(view, board, 5, 5)
    search_panel(view).time_limit.setValue(1)
    decisions = []
    view.session.subscribe(lambda e: decisions.append(e.decision)
                           if isinstance(e, ev.DecisionReady) else None)
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    return view, decisions


def test_gui_shows_the_build_as_its_own_phase_then_the_search_time(window, qtbot,
                                                                   fake_large_build):
    board = random_solvable(5, 5, random.Random(7))
    view, decisions = _solve_5x5_on_the_page(window, qtbot, board)
    panel = view.puzzle
    qtbot.waitUntil(lambda: "Building the pattern databases" in view.progress.text(), timeout=5000)
    assert not panel.build_bar.isHidden() and panel.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: bool(decisions), timeout=15000)
    assert panel.build_bar.isHidden()
    found = decisions[0].analysis.detail
    assert found.build_seconds >= SLOW and found.seconds < found.build_seconds + 3
    text = panel.result.text()
    assert "Pattern databases built first in" in text and "Found" in text
    assert replays_to_goal(board, 5, 5, decisions[0].plan)
    panel.stop_playback()


def test_gui_cancel_during_the_build_stops_it(window, qtbot, monkeypatch):
    from PySide6.QtCore import Qt

    started, stopped = threading.Event(), threading.Event()

    def endless(layout, *, progress=None, should_stop=None, folder=None):
        started.set()
        while not should_stop():
            progress(SearchProgress(phase="build", part=1, parts=3, fraction=0.4))
            time.sleep(0.02)
        stopped.set()
        raise pdb_ready.BuildCancelled()

    monkeypatch.setattr(pdb_ready, "ensure", endless)
    window.open_game("fifteen")
    view = window.current_view()
    set_position(view, random_solvable(5, 5, random.Random(8)), 5, 5)
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "40" in view.progress.text(), timeout=5000)
    qtbot.mouseClick(view.puzzle.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not view.session.thinking.is_thinking(), timeout=5000)
    assert started.is_set() and stopped.wait(2)
    assert view.puzzle.build_bar.isHidden()
    assert view.puzzle.result.text() == "Search cancelled."


@pytest.fixture
def background_window(qtbot, settings, monkeypatch, tmp_path):
    """A main window that allows background work, as main() makes it; the warm-up starts
    at once and builds the 3x3 tables instead of the 4x4 ones. Its child processes that
    compile (:mod:`search.compile_ahead`) are recorded in ``win.children_started``, not
    started, and the loads from numba's cache after them in ``win.searches_loaded``, not
    done (with an empty numba cache, as on a fresh machine, they would compile for 10 s
    and more)."""
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow
    from boardgames.games.fifteen.search import compile_ahead
    from boardgames.games.fifteen.ui import warmup

    children, loaded = [], []
    monkeypatch.setattr(compile_ahead, "compile_in_child",
                        lambda rows, cols, should_stop: children.append((rows, cols)) or True)
    monkeypatch.setattr(compile_ahead, "compile_for_board",
                        lambda rows, cols: loaded.append((rows, cols)) or 0.0)
    monkeypatch.setattr(compile_ahead, "_ready", set())  # nothing compiled in this process yet
    monkeypatch.setattr(compile_ahead, "marker", lambda rows, cols: tmp_path / f"{rows}x{cols}")
    monkeypatch.setattr(warmup, "START_DELAY_MS", 0)
    monkeypatch.setattr(warmup, "layouts_for", lambda rows, cols: [layout_for(3, 3)])
    create_application()
    win = MainWindow(settings, background_work=True)
    qtbot.addWidget(win)
    win.show()
    win.children_started = children
    win.searches_loaded = loaded
    yield win
    for view in win.views.values():
        view.shutdown()


def test_no_background_build_unless_the_window_asks_for_it(window, qtbot):
    window.open_game("fifteen")
    view = window.current_view()
    qtbot.wait(50)
    assert search_panel(view).warmup.task is None and not search_panel(view).warmup.is_running()


def test_background_build_shows_a_status_line_and_a_solve_joins_it(
        background_window, qtbot, tmp_cache, slow_builds):
    from PySide6.QtCore import Qt

    background_window.open_game("fifteen")
    view = background_window.current_view()
    search, warmup = search_panel(view), search_panel(view).warmup
    line = warmup.line
    qtbot.waitUntil(lambda: not line.isHidden(), timeout=5000)
    assert "building pattern databases" in line.label.text()
    set_position(view, random_walk(3, 3, 30, random.Random(3)), 3, 3)
    search.algorithm.setCurrentIndex(search.algorithm.findData("ida*"))
    search.heuristic.setCurrentIndex(search.heuristic.findData("pdb"))
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)  # while the background build runs
    qtbot.waitUntil(lambda: "Found" in view.puzzle.result.text(), timeout=15000)
    qtbot.waitUntil(lambda: not warmup.is_running(), timeout=5000)
    stored = [call for call in slow_builds if call[0] == layout_for(3, 3)]  # not the warm-up's
    assert len(stored) == len(layout_for(3, 3).patterns)  # built once, not twice
    assert "Pattern databases built first in" in view.puzzle.result.text()
    assert line.isHidden() and warmup.done == [layout_for(3, 3)]
    view.puzzle.stop_playback()
    view.shutdown()


def test_closing_the_window_cancels_the_background_build(background_window, qtbot,
                                                          monkeypatch):
    stopped = threading.Event()

    def endless(layout, *, progress=None, should_stop=None, folder=None):
        while not should_stop():
            progress(SearchProgress(phase="build", part=1, parts=3, fraction=0.2))
            time.sleep(0.02)
        stopped.set()
        raise pdb_ready.BuildCancelled()

    monkeypatch.setattr(pdb_ready, "ensure", endless)
    background_window.open_game("fifteen")
    view = background_window.current_view()
    warmup = search_panel(view).warmup
    qtbot.waitUntil(lambda: not warmup.line.isHidden(), timeout=5000)
    assert "20" in warmup.line.label.text()
    background_window.close()  # the window's closeEvent shuts the views down
    assert stopped.is_set() and not warmup.is_running()


def test_the_status_line_cancels_the_background_build(background_window, qtbot, monkeypatch):
    from PySide6.QtCore import Qt

    stopped = threading.Event()

    def endless(layout, *, progress=None, should_stop=None, folder=None):
        while not should_stop():
            progress(SearchProgress(phase="build", part=1, parts=3, fraction=0.2))
            time.sleep(0.02)
        stopped.set()
        raise pdb_ready.BuildCancelled()

    monkeypatch.setattr(pdb_ready, "ensure", endless)
    background_window.open_game("fifteen")
    view = background_window.current_view()
    warmup = search_panel(view).warmup
    qtbot.waitUntil(lambda: not warmup.line.isHidden(), timeout=5000)
    qtbot.mouseClick(warmup.line.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not warmup.is_running(), timeout=5000)
    assert stopped.is_set() and warmup.line.isHidden()
    warmup.want([layout_for(3, 3)], delay_ms=0)  # not again in this run
    qtbot.wait(50)
    assert not warmup.is_running()
    view.shutdown()


def test_the_build_progress_shows_on_the_15_puzzle_page_only(background_window, qtbot, monkeypatch):
    """The progress line sits in the 15-puzzle's solve box, not in the window's status bar:
    on the tic-tac-toe page (and the lessons) it is not seen."""
    def endless(layout, *, progress=None, should_stop=None, folder=None):
        while not should_stop():
            progress(SearchProgress(phase="build", part=1, parts=3, fraction=0.2))
            time.sleep(0.02)
        raise pdb_ready.BuildCancelled()

    monkeypatch.setattr(pdb_ready, "ensure", endless)
    background_window.open_game("fifteen")
    view = background_window.current_view()
    warmup = search_panel(view).warmup
    qtbot.waitUntil(lambda: warmup.line.isVisible(), timeout=5000)
    assert search_panel(view).isAncestorOf(warmup.line)
    assert not background_window.statusBar().isAncestorOf(warmup.line)
    background_window.open_game("tictactoe")
    qtbot.wait(50)
    assert warmup.is_running() and not warmup.line.isVisible()
    warmup.cancel()
    qtbot.waitUntil(lambda: not warmup.is_running(), timeout=5000)


def test_tables_in_memory_are_served_while_other_tables_are_built(tmp_cache, slow_builds):
    small = layout_for(2, 3)
    pdb.load_layout(small)  # in memory now
    big = layout_for(3, 3)
    thread = threading.Thread(target=lambda: pdb_ready.ensure(big))
    thread.start()
    while not pdb_ready.is_building(big):
        time.sleep(0.01)
    start = time.monotonic()
    ready = pdb_ready.ensure(small)
    assert time.monotonic() - start < SLOW / 2 and not ready.built
    assert pdb_ready.is_building(big)  # the other build was still running
    thread.join()


def test_the_setting_turns_the_background_build_off(qtbot, settings, monkeypatch):
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow
    from boardgames.games.fifteen.ui import warmup

    monkeypatch.setattr(warmup, "START_DELAY_MS", 0)
    settings.setValue("fifteen/build_in_background", False)
    create_application()
    win = MainWindow(settings, background_work=True)
    qtbot.addWidget(win)
    win.open_game("fifteen")
    view = win.current_view()
    qtbot.wait(100)
    warmup = search_panel(view).warmup
    assert warmup.task is None and warmup.line.isHidden()
    view.shutdown()


def test_background_work_compiles_the_4x4_search_before_a_solve_needs_it(background_window, qtbot):
    background_window.open_game("fifteen")
    warmup = search_panel(background_window.current_view()).warmup
    qtbot.waitUntil(lambda: background_window.searches_loaded == [(4, 4)], timeout=10000)
    assert background_window.children_started == [(4, 4)]  # compiled in a child first
    qtbot.waitUntil(lambda: not warmup.is_running(), timeout=10000)


def test_background_work_compiles_a_large_boards_search_once_the_page_shows_one(
        background_window, qtbot):
    background_window.open_game("fifteen")
    view = background_window.current_view()
    warmup = search_panel(view).warmup
    qtbot.waitUntil(lambda: not warmup.is_running() and warmup.task is not None, timeout=10000)
    assert background_window.searches_loaded == [(4, 4)]
    set_position(view, random_solvable(6, 6, random.Random(2)), 6, 6)
    qtbot.waitUntil(lambda: background_window.searches_loaded == [(4, 4), (6, 6)], timeout=10000)
    qtbot.waitUntil(lambda: not warmup.is_running(), timeout=10000)
    assert background_window.children_started == [(4, 4), (6, 6)]  # compiled there first
    set_position(view, random_solvable(6, 6, random.Random(3)), 6, 6)
    qtbot.wait(200)
    assert background_window.searches_loaded == [(4, 4), (6, 6)]  # once for a board size
    assert background_window.children_started.count((6, 6)) == 1
    view.shutdown()


def test_a_child_process_compiles_into_numbas_cache(tmp_path, monkeypatch):
    from boardgames.games.fifteen.search import compile_ahead

    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "numba"))
    decoy = tmp_path / "checkout" / "boardgames"  # started from a folder with another copy
    decoy.mkdir(parents=True)
    (decoy / "__init__.py").write_text("raise SystemExit(3)\n")
    monkeypatch.chdir(decoy.parent)
    assert compile_ahead.compile_in_child(3, 3)  # the copy this process runs, not the decoy
    assert list((tmp_path / "numba").rglob("ida_lines.line_steps*.nbi"))
    assert list((tmp_path / "numba").rglob("kernel.ida_steps*.nbi"))
    start = time.monotonic()
    assert not compile_ahead.compile_in_child(3, 3, lambda: time.monotonic() > start + 0.2)
    assert time.monotonic() - start < 5  # stopped, not waited for
    assert compile_ahead.main(["three", "3"]) == 2


def test_gui_says_it_prepares_while_the_searches_compile(window, qtbot, monkeypatch):
    from boardgames.games.fifteen.search import anytime

    compiling = threading.Event()

    def slow_compile(rows, cols):
        compiling.set()
        time.sleep(1.0)
        return 1.0

    monkeypatch.setattr(anytime, "compile_searches", slow_compile)
    board = random_solvable(5, 5, random.Random(8))
    view, decisions = _solve_5x5_on_the_page(window, qtbot, board)
    # after the tables ("Preparing the search's tables", a minute on a cold machine), the
    # compile phase is said just before the compile starts in the worker: wait for both
    qtbot.waitUntil(lambda: compiling.is_set()
                    and "compiled only the first time" in view.progress.text(), timeout=60000)
    qtbot.waitUntil(lambda: bool(decisions), timeout=15000)
    found = decisions[0].analysis.detail
    assert found.compile_seconds == 1.0 and found.seconds < 3.0  # the limit came after it
    assert replays_to_goal(board, 5, 5, decisions[0].plan)
    view.puzzle.stop_playback()


@pytest.mark.parametrize("seconds, noted", [(2.5, True), (0.2, False)])
def test_cli_names_compiling_only_when_it_took_a_while(monkeypatch, capsys, seconds, noted):
    from boardgames.games.fifteen.search import anytime

    monkeypatch.setattr(anytime, "compile_searches", lambda rows, cols: seconds)
    board = ",".join(map(str, random_solvable(5, 5, random.Random(9))))
    assert main(["solve", board, "--time-limit", "0.3"]) == 0
    summary = capsys.readouterr().out.splitlines()[-1]
    assert ("searches compiled first in 2.5 s" in summary) is noted
    assert main(["solve", board, "--time-limit", "0.3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["compile_seconds"] == seconds


@pytest.fixture
def slow_children(monkeypatch, tmp_path):
    """compile_ahead's child takes 1 s (recorded in ``started``, not started); the load
    after it is recorded in ``loaded``; nothing compiled in this process yet, nor on this
    machine (an empty cache folder for the markers)."""
    from boardgames.games.fifteen.search import compile_ahead

    record = {"started": [], "loaded": []}

    def child(rows, cols, should_stop=lambda: False):
        record["started"].append((rows, cols))
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            if should_stop():
                return False
            time.sleep(0.01)
        return True

    monkeypatch.setattr(compile_ahead, "compile_in_child", child)
    monkeypatch.setattr(compile_ahead, "compile_for_board",
                        lambda rows, cols: record["loaded"].append((rows, cols)) or 0.0)
    monkeypatch.setattr(compile_ahead, "_ready", set())
    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path / "cache"))
    return record


def test_searches_are_compiled_once_per_size_and_a_second_caller_waits(slow_children):
    from boardgames.games.fifteen.search import compile_ahead

    waited = []
    first = threading.Thread(target=compile_ahead.ensure_compiled, args=(3, 3))
    first.start()
    while not slow_children["started"]:
        time.sleep(0.01)
    start = time.monotonic()
    assert compile_ahead.ensure_compiled(4, 4, on_wait=lambda: waited.append(True))
    assert time.monotonic() - start > 0.5 and waited == [True]  # waited for the first
    first.join()
    assert slow_children["started"] == [(4, 4)] and slow_children["loaded"] == [(4, 4)]
    assert compile_ahead.ensure_compiled(2, 3, on_wait=lambda: waited.append(True))
    assert waited == [True]  # ready: nothing to wait for, nothing said
    start = time.monotonic()
    assert not compile_ahead.ensure_compiled(6, 6, lambda: time.monotonic() > start + 0.2)
    assert time.monotonic() - start < 0.9 and (6, 6) not in slow_children["loaded"]
    assert slow_children["started"][-1] == (6, 6)


def test_the_next_run_loads_the_searches_without_a_child_until_a_source_changes(
        slow_children, monkeypatch, tmp_path):
    from boardgames.games.fifteen.search import compile_ahead

    assert compile_ahead.ensure_compiled(6, 6)
    assert compile_ahead.marker(6, 6).exists() and not compile_ahead.marker(7, 7).exists()
    monkeypatch.setattr(compile_ahead, "_ready", set())  # the app started again
    assert compile_ahead.ensure_compiled(6, 6)
    assert slow_children["started"] == [(6, 6)] and slow_children["loaded"] == [(6, 6)] * 2
    sources = tmp_path / "search"
    (sources / "engines").mkdir(parents=True)
    (sources / "engines" / "kernel.py").write_text("x = 1\n")
    monkeypatch.setattr(compile_ahead, "SOURCES", sources)
    before = compile_ahead.marker(6, 6)
    assert compile_ahead.marker(6, 6) == before
    (sources / "engines" / "kernel.py").write_text("x = 22\n")
    assert compile_ahead.marker(6, 6) != before  # numba compiles a changed source again


def test_the_apps_solver_compiles_in_a_child_first_and_says_so(slow_children):
    game, board = SlidingPuzzle(3, 3), random_walk(3, 3, 30, random.Random(6))
    reports = []
    decision = SolverPlayer(compile_apart=True).choose(game, board, Budget(report=reports.append))
    assert replays_to_goal(board, 3, 3, decision.plan)
    assert slow_children["started"] == [(4, 4)] and reports[0].phase == "compile"
    reports.clear()
    SolverPlayer(compile_apart=True).choose(game, board, Budget(report=reports.append))
    assert slow_children["started"] == [(4, 4)] and "compile" not in [r.phase for r in reports]
    SolverPlayer().choose(SlidingPuzzle(2, 3), random_walk(2, 3, 9, random.Random(1)))
    assert slow_children["started"] == [(4, 4)]  # the command line's compiles in its process


def test_the_apps_textbook_searches_wait_for_no_compiling(slow_children):
    game, board = SlidingPuzzle(3, 3), random_walk(3, 3, 12, random.Random(2))
    reports = []
    decision = SolverPlayer("bfs", compile_apart=True).choose(game, board,
                                                              Budget(report=reports.append))
    assert replays_to_goal(board, 3, 3, decision.plan)
    assert slow_children["started"] == [] and "compile" not in [r.phase for r in reports]
    SolverPlayer("ida", "manhattan", compile_apart=True).choose(game, board)  # an engine's alias
    assert slow_children["started"] == [(4, 4)]


def test_a_solve_pressed_while_the_background_work_compiles_waits_for_it(
        background_window, qtbot, slow_children):
    from PySide6.QtCore import Qt

    from boardgames.core import events as ev

    background_window.open_game("fifteen")
    view = background_window.current_view()
    set_position(view, random_walk(4, 4, 40, random.Random(3)), 4, 4)
    qtbot.waitUntil(lambda: slow_children["started"] == [(4, 4)], timeout=5000)
    decisions = []
    view.session.subscribe(lambda e: decisions.append(e.decision)
                           if isinstance(e, ev.DecisionReady) else None)
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Preparing the search" in view.progress.text(), timeout=2000)
    qtbot.waitUntil(lambda: bool(decisions), timeout=30000)
    assert slow_children["started"] == [(4, 4)] and slow_children["loaded"] == [(4, 4)]
