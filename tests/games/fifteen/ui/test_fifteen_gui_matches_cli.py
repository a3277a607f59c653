"""The app's Solve is as good as ``boardgames solve``: the same search, the same time
limit, the same answer on a 5x5 position, also while the 24-puzzle pattern databases are
still being made ready by another thread (the app's background build) when Solve is
pressed (issue: the GUI once kept its first 248-move answer for 16 s where the command
line found 127 moves in 10 s)."""

import json
import random
import threading
import time

from PySide6.QtCore import Qt

from boardgames.core import events as ev
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.cli import main
from boardgames.games.fifteen.search.pdb import ready as pdb_ready
from boardgames.games.fifteen.search.pdb import tables as pdb
from boardgames.games.fifteen.search.pdb import tables24 as pdb24
from boardgames.games.fifteen.shuffle import random_solvable

TIME_LIMIT = 5  # seconds, for both
SLOW = 1.5  # seconds the background "build" takes before it loads the real tables


def cli_answer(board, capsys) -> dict:
    assert main(["solve", ",".join(map(str, board)), "--time-limit", str(TIME_LIMIT), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def slow_loads(monkeypatch):
    """Loading the 24-puzzle tables takes SLOW seconds more (a build in progress)."""
    real = pdb.load_layout

    def slow(layout, *args, **kwargs):
        if layout == pdb24.layout_24():
            time.sleep(SLOW)
        return real(layout, *args, **kwargs)

    monkeypatch.setattr(pdb, "load_layout", slow)


def gui_solve(window, qtbot, board) -> tuple[tuple, float]:
    """Press Solve on the 15-puzzle page; the plan and the seconds until it stopped."""
    from boardgames.games.fifteen.ui.panels import SearchPanel

    assert window.open_game("fifteen")
    view = window.current_view()
    view.board.set_animation_ms(0)
    view.new_position(board, {"rows": 5, "cols": 5}, "Set position")
    panel = next(p for p in view.extra if isinstance(p, SearchPanel))
    panel.time_limit.setValue(TIME_LIMIT)
    ready = []
    view.session.subscribe(lambda e: ready.append((e.moves, time.monotonic()))
                           if isinstance(e, ev.SolutionReady) else None)
    start = time.monotonic()
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(ready), timeout=60000)
    return tuple(ready[0][0]), ready[0][1] - start


def start_background_build() -> threading.Thread:
    """Forget the tables (as on a fresh start) and make them ready in another thread, as
    the app's background build does; returns once that build is under way."""
    pdb.forget_loaded()
    background = threading.Thread(target=lambda: pdb_ready.ensure(pdb24.layout_24()))
    background.start()
    deadline = time.monotonic() + 5
    while not pdb_ready.is_building(pdb24.layout_24()) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert pdb_ready.is_building(pdb24.layout_24())
    return background


def test_gui_solve_matches_the_command_line_while_a_build_runs(window, qtbot, capsys, monkeypatch):
    """Both run under the same conditions: the tables out of memory and being loaded
    (slowly) by another thread when the solve starts."""
    board = random_solvable(5, 5, random.Random(2024))
    pdb_ready.ensure(pdb24.layout_24())  # on disk (unpacked from the package) for both
    slow_loads(monkeypatch)
    background = start_background_build()
    cli = cli_answer(board, capsys)
    background.join()
    assert B.is_goal(B.apply_moves(board, 5, 5, cli["moves"]))
    background = start_background_build()
    plan, seconds = gui_solve(window, qtbot, board)
    background.join()
    assert plan and B.is_goal(B.apply_moves(board, 5, 5, list(plan)))
    assert len(plan) <= cli["length"] * 1.05, (len(plan), cli["length"])
    assert seconds <= SLOW + TIME_LIMIT + 3  # waits for the build, then keeps its limit
