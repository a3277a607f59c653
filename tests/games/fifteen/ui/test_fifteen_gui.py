"""The 15-puzzle in the real window, driven as a user would: mouse, keys, shuffle, typed
positions, solve with animated playback to the shared result overlay, undo/redo."""

import random

import pytest
from PySide6.QtCore import QPoint, Qt

from boardgames.core import events as ev
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.shuffle import random_walk
from boardgames.games.fifteen.solvability import is_solvable
from boardgames.games.fifteen.ui.panels import PositionPanel, SearchPanel

T1 = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)  # challenge T1, 15 moves


def panel(v, kind):
    """The 15-puzzle's own panel of class ``kind`` on the page."""
    return next(part for part in v.extra if isinstance(part, kind))


def set_position(v, board, rows, cols):
    v.new_position(tuple(board), {"rows": rows, "cols": cols}, "Set position")


def position(v):
    return v.session.state


def moves_made(v):
    return v.session.ply


def size(v):
    return v.game.rows, v.game.cols


def solved(v):
    """True while the puzzle shown is solved after moves (the result is shown)."""
    return v.session.is_over() and v.session.ply > 0


def click_cell(qtbot, v, cell):
    painter, rect = v.board.painter, v.board.drawing_rect()
    centre = painter.cell_rect(painter.board_rect(rect), cell).center()
    qtbot.mouseClick(v.board, Qt.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))


def test_click_slides_neighbour_and_runs(view, qtbot):
    set_position(view, T1, 4, 4)  # blank at bottom-left (cell 12)
    click_cell(qtbot, view, 8)   # tile 13 above the blank slides down
    assert position(view)[12] == 13 and position(view)[8] == 0
    assert moves_made(view) == 1
    click_cell(qtbot, view, 0)   # a click at the top of the column slides 5 and 9 down
    assert position(view)[0] == 0 and position(view)[4] == 5 and position(view)[8] == 9
    assert moves_made(view) == 3
    click_cell(qtbot, view, 5)   # not in the blank's row or column: nothing happens
    assert moves_made(view) == 3
    assert "3" in view.puzzle.figures.text()


def test_arrow_keys_slide_tiles(view, qtbot):
    set_position(view, B.goal(4, 4), 4, 4)
    view.board.setFocus()
    qtbot.keyClick(view.board, Qt.Key_Down)  # tile 12 above the blank slides down
    assert position(view)[15] == 12 and position(view)[11] == 0
    qtbot.keyClick(view.board, Qt.Key_Up)
    assert B.is_goal(position(view))
    qtbot.keyClick(view.board, Qt.Key_Left)  # nothing right of the blank
    assert moves_made(view) == 2


def test_undo_redo_through_window_actions(window, view, qtbot):
    set_position(view, T1, 4, 4)
    click_cell(qtbot, view, 0)
    after = position(view)
    window.undo_action.trigger()
    assert position(view) == T1 and moves_made(view) == 0
    window.redo_action.trigger()
    assert position(view) == after and moves_made(view) == 3
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert position(view) == T1
    # the shuffle itself can be undone too: nothing the user had is lost
    previous = position(view)
    panel(view, PositionPanel).shuffle_button.click()
    assert position(view) != previous
    window.undo_action.trigger()
    assert position(view) == previous


def test_shuffles_are_solvable(view, qtbot):
    for rows, cols in ((4, 4), (3, 5), (2, 2), (8, 8)):
        view.options.controls["rows"].setValue(rows)
        view.options.controls["cols"].setValue(cols)
        qtbot.mouseClick(panel(view, PositionPanel).shuffle_button, Qt.LeftButton)
        assert size(view) == (rows, cols)
        assert len(position(view)) == rows * cols
        assert is_solvable(position(view), rows, cols) and not B.is_goal(position(view))
        assert moves_made(view) == 0
    view.options.controls["rows"].setValue(4)
    view.options.controls["cols"].setValue(4)
    panel(view, PositionPanel).walk_spin.setValue(5)
    qtbot.mouseClick(panel(view, PositionPanel).walk_button, Qt.LeftButton)
    assert is_solvable(position(view), 4, 4)
    diff = sum(1 for a, b in zip(position(view), B.goal(4, 4), strict=False) if a != b)
    assert 0 < diff <= 6


def type_position(qtbot, v, text):
    edit = panel(v, PositionPanel).position_edit
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
    set_position(view, T1, 4, 4)
    type_position(qtbot, view, text)
    error = panel(view, PositionPanel).position_error
    assert error.isVisible()
    assert words in error.text()
    assert position(view) == T1
    assert panel(view, PositionPanel).position_edit.text() == text  # the typing is not lost


def test_typed_position_forms(view, qtbot):
    type_position(qtbot, view, "5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12")
    assert position(view) == T1 and not panel(view, PositionPanel).position_error.isVisible()
    type_position(qtbot, view, "([1,2,3],[4,5,6],[7,0,8])")
    assert size(view) == (3, 3) and position(view) == (1, 2, 3, 4, 5, 6, 7, 0, 8)
    assert view.options.controls["rows"].value() == 3


def test_unsolvable_position_can_be_explored_but_solve_refuses(view, qtbot):
    type_position(qtbot, view, "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")
    assert position(view)[13] == 15
    verdict = panel(view, PositionPanel).verdict.text()
    assert "1 + 1 = 2 is even" in verdict and "cannot be solved" in verdict
    qtbot.keyClick(view.board, Qt.Key_Down)  # it can still be played with
    assert moves_made(view) == 1
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    assert not view.session.thinking.is_thinking()
    assert "refuses" in view.puzzle.result.text()
    assert "cannot be solved" in view.puzzle.result.text()


def test_solve_plays_the_solution_to_the_result_overlay(window, view, qtbot):
    view.board.set_animation_ms(30)
    set_position(view, T1, 4, 4)
    view.puzzle.speed.setValue(20)
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: solved(view), timeout=60000)
    assert B.is_goal(position(view))
    assert moves_made(view) == 15  # the optimal length of T1
    assert "15 moves" in view.puzzle.result.text()
    frame = window.frames["fifteen"]
    overlay = frame.overlay
    assert overlay.isVisible() and "15" in overlay.details.text()
    # solved by the computer's playback: not the user's win, no next level
    assert overlay.result == "assisted" and frame.level == 1 and not overlay.next_button.isVisible()
    assert overlay.title.text() == "Solved by the computer"
    assert overlay.details.text() == "15 moves, all by the computer"
    # the whole solution can be undone move by move
    assert view.undo_stack.count() >= 15
    assert overlay.rematch_button.text() == "Play again"  # a puzzle: nobody to have a rematch with
    qtbot.mouseClick(overlay.rematch_button, Qt.LeftButton)  # a new puzzle from the overlay
    assert not overlay.isVisible() and not B.is_goal(position(view))


def test_the_result_counts_the_players_moves_apart_from_the_computers(window, view, qtbot):
    set_position(view, T1, 4, 4)
    click_cell(qtbot, view, 8)  # the player's one move, then the computer's solution
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(view.session.thinking.plan), timeout=60000)
    view.puzzle.stop_playback()
    while view.session.thinking.plan:
        view.puzzle.step()
    assert solved(view) and B.is_goal(position(view))
    overlay = window.frames["fifteen"].overlay
    computer = moves_made(view) - 1
    assert overlay.details.text() == f"{moves_made(view)} moves: 1 yours, {computer} by the computer"
    assert f"1 + {computer} by the computer" in view.puzzle.figures.text()


def test_step_and_pause_playback(view, qtbot):
    set_position(view, random_walk(4, 4, 12, random.Random(3)), 4, 4)
    view.puzzle.speed.setValue(1)
    assert view.status.text() == "Your move"
    view.puzzle.solve_button.click()
    assert view.status.text() == "Searching for a solution…"  # not "Your move"
    qtbot.waitUntil(lambda: bool(view.session.thinking.plan) or solved(view), timeout=30000)
    assert view.status.text() == "The computer plays its solution"
    view.puzzle.toggle_play()  # pause the auto-play
    assert view.puzzle.play_button.text() == "Play"
    assert view.status.text() == "Your move"  # the player may go on from here
    remaining = len(view.session.thinking.plan)
    qtbot.mouseClick(view.puzzle.step_button, Qt.LeftButton)
    assert len(view.session.thinking.plan) == remaining - 1


def test_pause_lets_the_tile_that_slides_arrive(view, qtbot):
    """Pause in the middle of a slide: the tile goes on sliding home (the status changes,
    the board is only redrawn), it does not jump."""
    set_position(view, random_walk(4, 4, 12, random.Random(3)), 4, 4)
    view.board.set_animation_ms(2000)  # a slow slide, so Pause falls in the middle of it
    view.puzzle.speed.setValue(20)
    view.puzzle.solve_button.click()
    qtbot.waitUntil(view.board.is_animating, timeout=30000)
    before = view.board.look.before
    view.puzzle.toggle_play()  # Pause
    assert view.status.text() == "Your move"
    assert view.board.is_animating() and view.board.look.before == before
    qtbot.waitUntil(lambda: not view.board.is_animating(), timeout=5000)
    assert view.board.look.before is None and view.board.state == position(view)


def test_hint_outlines_the_next_tile(view, qtbot):
    set_position(view, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15), 4, 4)
    qtbot.mouseClick(view.puzzle.hint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.board.look.hint is not None, timeout=30000)
    assert B.moved_tile(position(view), 4, view.board.look.hint) == 15  # tile 15 slides left
    assert "15" in view.puzzle.result.text()


def test_cancel_stops_a_long_search(view, qtbot):
    # IDA* with the weak misplaced-tiles heuristic on a 57-move position takes very long
    set_position(view, (13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2), 4, 4)  # Korf #1, 57 moves
    combo = panel(view, SearchPanel).algorithm
    hcombo = panel(view, SearchPanel).heuristic
    assert combo.findData("ida*") >= 0 and hcombo.findData("hamming") >= 0  # both offered
    combo.setCurrentIndex(combo.findData("ida*"))
    hcombo.setCurrentIndex(hcombo.findData("hamming"))
    assert hcombo.currentData() == "hamming"  # (not reset by the algorithm's choice)
    stopped = []
    view.session.subscribe(lambda e: stopped.append(e) if isinstance(e, ev.ThinkingStopped) else None)
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "nodes" in view.progress.text(), timeout=10000)
    qtbot.mouseClick(view.puzzle.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(stopped), timeout=2000)
    assert stopped[0].reason == ev.CANCELLED
    qtbot.waitUntil(lambda: not view.runner.busy(), timeout=2000)  # the worker stopped too
    assert not view.session.thinking.is_thinking()
    assert "cancelled" in view.puzzle.result.text().lower()
    assert view.puzzle.solve_button.isEnabled()


def test_search_can_be_watched_on_small_boards(view, qtbot):
    # breadth-first search on a 31-move 3x3 position expands many nodes: long enough to see
    set_position(view, (8, 6, 7, 2, 5, 4, 3, 0, 1), 3, 3)
    search = panel(view, SearchPanel)
    search.algorithm.setCurrentIndex(search.algorithm.findData("bfs"))
    view.puzzle.show_search.setChecked(True)
    seen = []
    original = view.board.show_state
    view.board.show_state = lambda state, look, *rest: (seen.append((state, look)), original(state, look, *rest))
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(view.session.thinking.plan) or solved(view), timeout=60000)
    shown = [state for state, look in seen if look.searching]
    assert shown, "no searched position was drawn"
    start = (8, 6, 7, 2, 5, 4, 3, 0, 1)
    assert all(sorted(b) == list(range(9)) for b in shown)
    assert any(b != start for b in shown)  # positions the search reached, not the start
    # the real board is back after the search
    assert not view.board.look.searching and view.board.state == position(view)
    assert "31 moves" in view.puzzle.result.text()


def test_flat_position_takes_the_chosen_board_size(view, qtbot):
    view.options.controls["rows"].setValue(3)
    view.options.controls["cols"].setValue(5)
    type_position(qtbot, view, "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14")
    assert size(view) == (3, 5)
    # rows typed out decide the size even when the chosen size differs
    type_position(qtbot, view, "1 2 3 / 4 5 6 / 7 0 8")
    assert size(view) == (3, 3)


def test_undo_brings_back_the_board_of_another_size(window, view, qtbot):
    set_position(view, T1, 4, 4)
    click_cell(qtbot, view, 8)
    type_position(qtbot, view, "1 2 3 / 4 5 6 / 7 0 8")
    assert size(view) == (3, 3) and moves_made(view) == 0
    window.undo_action.trigger()  # back to the 4x4 board, with its move
    assert size(view) == (4, 4) and moves_made(view) == 1
    assert view.options.controls["rows"].value() == 4 and position(view)[12] == 13
    window.undo_action.trigger()
    assert position(view) == T1 and moves_made(view) == 0
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert position(view) == (1, 2, 3, 4, 5, 6, 7, 0, 8)


def test_moves_from_a_solved_board_can_be_undone(window, view, qtbot):
    set_position(view, B.goal(3, 3), 3, 3)
    view.board.setFocus()
    qtbot.keyClick(view.board, Qt.Key_Down)
    assert moves_made(view) == 1 and not solved(view)
    window.undo_action.trigger()
    assert position(view) == B.goal(3, 3) and moves_made(view) == 0 and not solved(view)
    window.redo_action.trigger()
    assert moves_made(view) == 1
    qtbot.keyClick(view.board, Qt.Key_Up)  # back to the goal: solved
    overlay = window.frames["fifteen"].overlay
    assert solved(view) and overlay.isVisible() and overlay.title.text() == "Solved!"
    window.undo_action.trigger()  # undone out of the solved position
    assert not solved(view) and not overlay.isVisible()


def test_best_ignores_a_heuristic_chosen_for_another_algorithm(qtbot, window):
    window.open_game("fifteen")
    view = window.current_view()
    p = panel(view, SearchPanel)
    p.algorithm.setCurrentIndex(p.algorithm.findData("ida*"))
    assert p.heuristic.isEnabled()
    p.heuristic.setCurrentIndex(p.heuristic.findData("hamming"))
    p.algorithm.setCurrentIndex(p.algorithm.findData("auto"))
    assert not p.heuristic.isEnabled()
