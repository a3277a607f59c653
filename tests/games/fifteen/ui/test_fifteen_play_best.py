"""Play best so far: while an anytime Solve runs, the board plays the best solution found
so far and the search goes on behind it; the moves played are that solution (replayed to
the goal), and the panel says how the search ended."""

import random

import pytest

from boardgames.core import events as ev
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.search.pdb.tables import load_databases
from boardgames.games.fifteen.shuffle import random_solvable


@pytest.fixture(scope="module", autouse=True)
def databases_44():
    """Built once (the anytime search finishes on 4x4 with them; not part of this test)."""
    return load_databases(4, 4)


def searching(view):
    """A search runs: the awaited one, or the one behind the playback."""
    thinking = view.session.thinking
    return thinking.is_thinking() or thinking.is_continuing()


def start_solving(window, qtbot, board, rows, cols, seconds):
    from PySide6.QtCore import Qt

    from boardgames.games.fifteen.ui.panels import SearchPanel

    window.open_game("fifteen")
    view = window.current_view()
    view.board.set_animation_ms(0)
    view.new_position(tuple(board), {"rows": rows, "cols": cols}, "Set position")
    next(p for p in view.extra if isinstance(p, SearchPanel)).time_limit.setValue(seconds)
    box = view.puzzle
    assert box.play_best_button.isVisibleTo(box)
    assert not box.play_best_button.isEnabled()
    qtbot.mouseClick(box.solve_button, Qt.LeftButton)
    qtbot.waitUntil(box.play_best_button.isEnabled, timeout=10000)
    return view


def test_play_best_so_far_plays_that_solution_while_the_search_goes_on(window, qtbot):
    from PySide6.QtCore import Qt

    board = random_solvable(6, 6, random.Random(21))
    view = start_solving(window, qtbot, board, 6, 6, 3)
    box, thinking = view.puzzle, view.session.thinking
    best = thinking.best_so_far
    qtbot.mouseClick(box.play_best_button, Qt.LeftButton)
    box.timer.setInterval(1)  # fast playback for the test
    assert thinking.is_continuing() and searching(view)
    assert not thinking.is_thinking()  # the session plays; the search runs behind
    assert "while the search goes on" in box.result.text()
    assert not box.solve_button.isEnabled()
    assert not box.play_best_button.isEnabled()
    assert view.session.line.played + thinking.plan == best
    qtbot.waitUntil(lambda: view.session.is_over(), timeout=90000)  # about 500 moves; a busy CI machine plays slowly
    played = view.session.line.played
    assert played == best and B.is_goal(B.apply_moves(board, 6, 6, list(played)))
    qtbot.waitUntil(lambda: not thinking.is_continuing(), timeout=15000)
    assert "The search ended" in box.result.text()
    assert not searching(view) and box.solve_button.isEnabled()


def test_cancel_stops_the_search_and_the_board_keeps_playing(window, qtbot):
    from PySide6.QtCore import Qt

    board = random_solvable(6, 6, random.Random(22))
    view = start_solving(window, qtbot, board, 6, 6, 60)
    box, thinking = view.puzzle, view.session.thinking
    best = thinking.best_so_far
    qtbot.mouseClick(box.play_best_button, Qt.LeftButton)
    shorter = ev.SearchProgress(seconds=1.0, best_so_far=len(best) - 6, lower_bound=40, purpose=ev.CONTINUED)
    box.on_event(shorter)  # as the search behind the playback reports a better solution
    text = box.result.text()
    assert "A shorter solution was found" in text and str(len(best) - 6) in text
    assert str(len(best)) in text  # and the one the board keeps playing
    qtbot.mouseClick(box.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not thinking.is_continuing(), timeout=10000)
    assert "The search ended" in box.result.text()
    assert box.timer.isActive()  # the board still plays the solution it started
    box.stop_playback()
    assert view.session.line.played + thinking.plan == best


def test_a_new_position_stops_the_search_behind_the_playback(window, qtbot):
    from PySide6.QtCore import Qt

    view = start_solving(window, qtbot, random_solvable(6, 6, random.Random(23)), 6, 6, 60)
    qtbot.mouseClick(view.puzzle.play_best_button, Qt.LeftButton)
    assert view.session.thinking.is_continuing()
    view.new_game()
    assert not view.session.thinking.is_continuing()
    qtbot.waitUntil(lambda: not view.runner.busy(), timeout=5000)  # the worker stopped too
    assert not view.session.thinking.plan and not searching(view)


def test_without_an_anytime_solve_there_is_nothing_to_play(window, qtbot):
    window.open_game("fifteen")
    view = window.current_view()
    box = view.puzzle
    assert not box.play_best_button.isVisibleTo(box)  # 3x3 (level 1)
    events = []
    view.session.subscribe(events.append)
    assert not box.play_best()
    assert not events and not view.session.thinking.plan
    assert not box.play_best_button.isEnabled()


def test_choosing_a_textbook_search_hides_the_anytime_controls(window, qtbot):
    """On 6x6 the default Solve is anytime: a time limit and "Play best so far". Choosing
    A* (which runs to the end) hides both at once; choosing the default again shows them."""
    from boardgames.games.fifteen.ui.panels import SearchPanel

    window.open_game("fifteen")
    view = window.current_view()
    view.new_position(random_solvable(6, 6, random.Random(2)), {"rows": 6, "cols": 6}, "Set position")
    panel = next(p for p in view.extra if isinstance(p, SearchPanel))
    box = view.puzzle

    def anytime_controls_shown() -> tuple[bool, bool]:
        return box.play_best_button.isVisibleTo(box), panel.form.isRowVisible(panel.time_limit)

    assert anytime_controls_shown() == (True, True)
    panel.algorithm.setCurrentIndex(panel.algorithm.findData("a*"))
    assert anytime_controls_shown() == (False, False)
    panel.algorithm.setCurrentIndex(panel.algorithm.findData("auto"))
    assert anytime_controls_shown() == (True, True)
