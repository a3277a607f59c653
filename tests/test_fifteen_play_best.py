"""Play best so far: while an anytime Solve runs, the board plays the best solution found
so far and the search goes on behind it; the moves played are that solution (replayed to
the goal), and the panel says how the search ended."""

import random

import pytest

from boardgames.core import events as ev
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.search.pdb import load_databases
from boardgames.games.fifteen.shuffle import random_solvable


@pytest.fixture(scope="module", autouse=True)
def databases_44():
    """Built once (the anytime search finishes on 4x4 with them; not part of this test)."""
    return load_databases(4, 4)


def start_solving(window, qtbot, board, rows, cols, seconds):
    from PySide6.QtCore import Qt

    window.open_game("fifteen")
    view = window.current_view()
    view.board_widget.duration_ms = 0
    view.set_position(board, rows, cols)
    view.panel_widget.time_limit_spin.setValue(seconds)
    assert view.panel_widget.play_best_button.isVisibleTo(view.panel_widget)
    assert not view.panel_widget.play_best_button.isEnabled()
    qtbot.mouseClick(view.panel_widget.solve_button, Qt.LeftButton)
    qtbot.waitUntil(view.panel_widget.play_best_button.isEnabled, timeout=10000)
    return view


def test_play_best_so_far_plays_that_solution_while_the_search_goes_on(window, qtbot):
    from PySide6.QtCore import Qt

    board = random_solvable(6, 6, random.Random(21))
    view = start_solving(window, qtbot, board, 6, 6, 3)
    best = view._solver.best_so_far()
    qtbot.mouseClick(view.panel_widget.play_best_button, Qt.LeftButton)
    view._player.setInterval(1)  # fast playback for the test
    assert view.is_continuing() and view.is_searching()
    assert not view.session.thinking.is_thinking()  # the session plays; the search runs detached
    assert "while the search goes on" in view.panel_widget.result_label.text()
    assert not view.panel_widget.solve_button.isEnabled()
    assert not view.panel_widget.play_best_button.isEnabled()
    assert view.session.line.played + view.session.thinking.plan == best
    qtbot.waitUntil(lambda: view.won, timeout=20000)
    played = view.session.line.played
    assert played == best and B.is_goal(B.apply_moves(board, 6, 6, list(played)))
    qtbot.waitUntil(lambda: not view.is_continuing(), timeout=15000)
    assert "The search ended" in view.panel_widget.result_label.text()
    assert not view.is_searching() and view.panel_widget.solve_button.isEnabled()


def test_cancel_stops_the_search_and_the_board_keeps_playing(window, qtbot):
    from PySide6.QtCore import Qt

    board = random_solvable(6, 6, random.Random(22))
    view = start_solving(window, qtbot, board, 6, 6, 60)
    best = view._solver.best_so_far()
    qtbot.mouseClick(view.panel_widget.play_best_button, Qt.LeftButton)
    shorter = ev.SearchProgress(seconds=1.0, best_so_far=len(best) - 6, lower_bound=40)
    view._continuing.progress.emit(shorter)  # as the search reports a better solution
    text = view.panel_widget.result_label.text()
    assert "A shorter solution was found" in text and str(len(best) - 6) in text
    assert str(len(best)) in text  # and the one the board keeps playing
    qtbot.mouseClick(view.panel_widget.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not view.is_continuing(), timeout=10000)
    assert "The search ended" in view.panel_widget.result_label.text()
    assert view._player.isActive()  # the board still plays the solution it started
    view.stop_playback()
    assert view.session.line.played + view.session.thinking.plan == best


def test_a_new_position_stops_the_detached_search(window, qtbot):
    from PySide6.QtCore import Qt

    view = start_solving(window, qtbot, random_solvable(6, 6, random.Random(23)), 6, 6, 60)
    qtbot.mouseClick(view.panel_widget.play_best_button, Qt.LeftButton)
    task = view._continuing
    view.new_game()
    assert not view.is_continuing() and task.was_cancelled()
    qtbot.waitUntil(lambda: not task.is_running(), timeout=5000)
    assert not view.session.thinking.plan and not view.is_searching()


def test_without_an_anytime_solve_there_is_nothing_to_play(window, qtbot):
    window.open_game("fifteen")
    view = window.current_view()
    assert not view.panel_widget.play_best_button.isVisibleTo(view.panel_widget)  # 4x4
    events = []
    view.session.subscribe(events.append)
    assert not view.play_best_so_far()
    assert not events and not view.session.thinking.plan
    assert not view.panel_widget.play_best_button.isEnabled()
