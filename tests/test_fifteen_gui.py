"""The 15-puzzle in the real window, driven as a user would: mouse, keys, shuffle, typed
positions, solve with animated playback to the shared result overlay, undo/redo."""

import random

import pytest
from PySide6.QtCore import Qt

from boardgames.core import events as ev
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.shuffle import random_walk
from boardgames.games.fifteen.solvability import is_solvable

T1 = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)  # challenge T1, 15 moves


@pytest.fixture
def view(window, qtbot):
    qtbot.mouseClick(window.start_page.cards["fifteen"], Qt.LeftButton)
    v = window.current_view()
    v.rng = random.Random(7)
    v.board_widget.duration_ms = 0  # no waiting for slide animations in most tests
    return v


def click_cell(qtbot, v, cell):
    centre = v.board_widget.cell_rect(cell).center().toPoint()
    qtbot.mouseClick(v.board_widget, Qt.LeftButton, pos=centre)


def test_click_slides_neighbour_and_runs(view, qtbot):
    view.set_position(T1, 4, 4)  # blank at bottom-left (cell 12)
    click_cell(qtbot, view, 8)   # tile 13 above the blank slides down
    assert view.position[12] == 13 and view.position[8] == 0
    assert view.moves_made == 1
    click_cell(qtbot, view, 0)   # a click at the top of the column slides 5 and 9 down
    assert view.position[0] == 0 and view.position[4] == 5 and view.position[8] == 9
    assert view.moves_made == 3
    click_cell(qtbot, view, 5)   # not in the blank's row or column: nothing happens
    assert view.moves_made == 3
    assert "3" in view.panel_widget.moves_label.text()


def test_arrow_keys_slide_tiles(view, qtbot):
    view.set_position(B.goal(4, 4), 4, 4)
    view.board_widget.setFocus()
    qtbot.keyClick(view.board_widget, Qt.Key_Down)  # tile 12 above the blank slides down
    assert view.position[15] == 12 and view.position[11] == 0
    qtbot.keyClick(view.board_widget, Qt.Key_Up)
    assert B.is_goal(view.position)
    qtbot.keyClick(view.board_widget, Qt.Key_Left)  # nothing right of the blank
    assert view.moves_made == 2


def test_undo_redo_through_window_actions(window, view, qtbot):
    view.set_position(T1, 4, 4)
    click_cell(qtbot, view, 0)
    after = view.position
    window.undo_action.trigger()
    assert view.position == T1 and view.moves_made == 0
    window.redo_action.trigger()
    assert view.position == after and view.moves_made == 3
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert view.position == T1
    # the shuffle itself can be undone too: nothing the user had is lost
    previous = view.position
    view.panel_widget.shuffle_button.click()
    assert view.position != previous
    window.undo_action.trigger()
    assert view.position == previous


def test_shuffles_are_solvable(view, qtbot):
    for rows, cols in ((4, 4), (3, 5), (2, 2), (8, 8)):
        view.panel_widget.rows_spin.setValue(rows)
        view.panel_widget.cols_spin.setValue(cols)
        qtbot.mouseClick(view.panel_widget.shuffle_button, Qt.LeftButton)
        assert (view.rows, view.cols) == (rows, cols)
        assert len(view.position) == rows * cols
        assert is_solvable(view.position, rows, cols) and not B.is_goal(view.position)
        assert view.moves_made == 0
    view.panel_widget.rows_spin.setValue(4)
    view.panel_widget.cols_spin.setValue(4)
    view.panel_widget.walk_spin.setValue(5)
    qtbot.mouseClick(view.panel_widget.walk_button, Qt.LeftButton)
    assert is_solvable(view.position, 4, 4)
    diff = sum(1 for a, b in zip(view.position, B.goal(4, 4), strict=False) if a != b)
    assert 0 < diff <= 6


def type_position(qtbot, v, text):
    edit = v.panel_widget.position_edit
    edit.clear()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key_Return)


@pytest.mark.parametrize("text, words", [
    ("1 2 3", "square"),
    ("1 2 3 4 5 6 7 8 8", "more than once"),
    ("1 2 3 4 5 6 7 8 9", "out of range"),
    ("1 2 3 / 4 5 / 6 7 8 0", "different lengths"),
    ("1 2 x 4 5 6 7 8 0", "not a whole number"),
])
def test_bad_typed_position_shows_message_and_keeps_board(view, qtbot, text, words):
    view.set_position(T1, 4, 4)
    type_position(qtbot, view, text)
    error = view.panel_widget.position_error
    assert error.isVisible()
    assert words in error.text()
    assert view.position == T1
    assert view.panel_widget.position_edit.text() == text  # the typing is not lost


def test_typed_position_forms(view, qtbot):
    type_position(qtbot, view, "5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12")
    assert view.position == T1 and not view.panel_widget.position_error.isVisible()
    type_position(qtbot, view, "([1,2,3],[4,5,6],[7,0,8])")
    assert (view.rows, view.cols) == (3, 3) and view.position == (1, 2, 3, 4, 5, 6, 7, 0, 8)
    assert view.panel_widget.rows_spin.value() == 3


def test_unsolvable_position_can_be_explored_but_solve_refuses(view, qtbot):
    type_position(qtbot, view, "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")
    assert view.position[13] == 15
    verdict = view.panel_widget.verdict_label.text()
    assert "1 + 1 = 2 is even" in verdict and "cannot be solved" in verdict
    qtbot.keyClick(view.board_widget, Qt.Key_Down)  # it can still be played with
    assert view.moves_made == 1
    qtbot.mouseClick(view.panel_widget.solve_button, Qt.LeftButton)
    assert not view.is_searching()
    assert "refuses" in view.panel_widget.result_label.text()
    assert "cannot be solved" in view.panel_widget.result_label.text()


def test_solve_plays_the_solution_to_the_result_overlay(window, view, qtbot):
    view.board_widget.duration_ms = 30
    view.set_position(T1, 4, 4)
    view.panel_widget.speed_slider.setValue(20)
    qtbot.mouseClick(view.panel_widget.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.won, timeout=60000)
    assert B.is_goal(view.position)
    assert view.moves_made == 15  # the optimal length of T1
    assert "15 moves" in view.panel_widget.result_label.text()
    frame = window.frames["fifteen"]
    overlay = frame.overlay
    assert overlay.isVisible() and "15" in overlay.details.text()
    # solved by the computer's playback: not the user's win, no next level
    assert overlay.result == "over" and frame.level == 1 and not overlay.next_button.isVisible()
    # the whole solution can be undone move by move
    assert view.undo_stack.count() >= 15
    qtbot.mouseClick(overlay.rematch_button, Qt.LeftButton)  # a new puzzle from the overlay
    assert not overlay.isVisible() and not B.is_goal(view.position)


def test_step_and_pause_playback(view, qtbot):
    view.set_position(random_walk(4, 4, 12, random.Random(3)), 4, 4)
    view.panel_widget.speed_slider.setValue(1)
    qtbot.mouseClick(view.panel_widget.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(view.solution) or view.won, timeout=30000)
    view.toggle_play()  # pause the auto-play
    assert view.panel_widget.play_button.text() == "Play"
    remaining = len(view.solution)
    qtbot.mouseClick(view.panel_widget.step_button, Qt.LeftButton)
    assert len(view.solution) == remaining - 1


def test_hint_outlines_the_next_tile(view, qtbot):
    view.set_position((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15), 4, 4)
    qtbot.mouseClick(view.panel_widget.hint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(view.board_widget.highlight), timeout=30000)
    assert view.board_widget.highlight == {15}  # tile 15 slides left
    assert "15" in view.panel_widget.result_label.text()


def test_cancel_stops_a_long_search(view, qtbot):
    # IDA* with the weak misplaced-tiles heuristic on a 57-move position takes very long
    view.set_position((13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2), 4, 4)  # Korf #1, 57 moves
    combo = view.panel_widget.algorithm_combo
    index = combo.findData("ida*")
    if index < 0:
        pytest.skip("IDA* not registered")
    combo.setCurrentIndex(index)
    hcombo = view.panel_widget.heuristic_combo
    if hcombo.findData("hamming") >= 0:
        hcombo.setCurrentIndex(hcombo.findData("hamming"))
    stopped = []
    view.session.subscribe(lambda e: stopped.append(e) if isinstance(e, ev.ThinkingStopped) else None)
    qtbot.mouseClick(view.panel_widget.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "nodes" in view.panel_widget.progress_label.text(), timeout=10000)
    qtbot.mouseClick(view.panel_widget.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(stopped), timeout=2000)
    assert stopped[0].reason == ev.CANCELLED
    qtbot.waitUntil(lambda: not view.runner.busy(), timeout=2000)  # the worker stopped too
    assert not view.is_searching()
    assert "cancelled" in view.panel_widget.result_label.text().lower()
    assert view.panel_widget.solve_button.isEnabled()


def test_search_can_be_watched_on_small_boards(view, qtbot):
    # breadth-first search on a 31-move 3x3 position expands many nodes: long enough to see
    view.set_position((8, 6, 7, 2, 5, 4, 3, 0, 1), 3, 3)
    p = view.panel_widget
    p.algorithm_combo.setCurrentIndex(p.algorithm_combo.findData("bfs"))
    p.show_search_check.setChecked(True)
    seen = []
    original = view.board_widget.set_preview
    view.board_widget.set_preview = lambda b: (seen.append(b), original(b))
    qtbot.mouseClick(p.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(view.solution) or view.won, timeout=60000)
    shown = [b for b in seen if b is not None]
    assert shown, "no searched position was drawn"
    start = (8, 6, 7, 2, 5, 4, 3, 0, 1)
    assert all(sorted(b) == list(range(9)) for b in shown)
    assert any(b != start for b in shown)  # positions the search reached, not the start
    assert view.board_widget.preview is None  # the real board is back after the search
    assert "31 moves" in p.result_label.text()


def test_flat_position_takes_the_chosen_board_size(view, qtbot):
    view.panel_widget.rows_spin.setValue(3)
    view.panel_widget.cols_spin.setValue(5)
    type_position(qtbot, view, "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14")
    assert (view.rows, view.cols) == (3, 5)
    # rows typed out decide the size even when the chosen size differs
    type_position(qtbot, view, "1 2 3 / 4 5 6 / 7 0 8")
    assert (view.rows, view.cols) == (3, 3)


def test_undo_brings_back_the_board_of_another_size(window, view, qtbot):
    view.set_position(T1, 4, 4)
    click_cell(qtbot, view, 8)
    type_position(qtbot, view, "1 2 3 / 4 5 6 / 7 0 8")
    assert (view.rows, view.cols) == (3, 3) and view.moves_made == 0
    window.undo_action.trigger()  # back to the 4x4 board, with its move
    assert (view.rows, view.cols) == (4, 4) and view.moves_made == 1
    assert view.panel_widget.rows_spin.value() == 4 and view.position[12] == 13
    window.undo_action.trigger()
    assert view.position == T1 and view.moves_made == 0
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert view.position == (1, 2, 3, 4, 5, 6, 7, 0, 8)


def test_moves_from_a_solved_board_can_be_undone(window, view, qtbot):
    view.set_position(B.goal(3, 3), 3, 3)
    view.board_widget.setFocus()
    qtbot.keyClick(view.board_widget, Qt.Key_Down)
    assert view.moves_made == 1 and not view.won
    window.undo_action.trigger()
    assert view.position == B.goal(3, 3) and view.moves_made == 0 and not view.won
    window.redo_action.trigger()
    assert view.moves_made == 1
    qtbot.keyClick(view.board_widget, Qt.Key_Up)  # back to the goal: solved
    overlay = window.frames["fifteen"].overlay
    assert view.won and overlay.isVisible() and overlay.title.text() == "Solved!"
    window.undo_action.trigger()  # undone out of the solved position
    assert not view.won and not overlay.isVisible()


def test_best_ignores_a_heuristic_chosen_for_another_algorithm(qtbot, window):
    window.open_game("fifteen")
    view = window.current_view()
    p = view.panel_widget
    p.algorithm_combo.setCurrentIndex(p.algorithm_combo.findData("ida*"))
    assert p.heuristic_combo.isEnabled()
    p.heuristic_combo.setCurrentIndex(p.heuristic_combo.findData("hamming"))
    p.algorithm_combo.setCurrentIndex(p.algorithm_combo.findData("auto"))
    assert not p.heuristic_combo.isEnabled()
