"""Keyboard only: the example games are played to their end with keys alone, on the board
a user reaches with Tab (Connect Four: arrows and Enter, or 1-7 for a column; Nim: arrows
and Enter; the Towers of Hanoi: 1, 2, 3; the 15-puzzle: an arrow slides the tile beside the
gap that way). Tic-tac-toe's keyboard game is in test_accessibility.py."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.search.laboratory import solve
from tests.examples.example_plugins import with_examples
from tests.pages import set_option, set_seat, window_maker


@pytest.fixture
def make_window(qtbot, tmp_path):
    with window_maker(qtbot, tmp_path, with_examples()) as make:
        yield make


def keyboard_page(window, game_id, humans=0):
    """The game's page with its first ``humans`` seats played by people (chosen as a
    teacher would: the level chose the seats), ready for keys."""
    assert window.open_game(game_id)
    page = window.views[game_id]
    for seat in range(humans):
        set_seat(page, seat, "@human")
    page.board.set_animation_ms(0)
    page.board.setFocus()
    return page


def press(qtbot, page, *keys):
    for key in keys:
        qtbot.keyClick(page.board, key)


def test_connect_four_is_won_with_arrows_and_enter(make_window, qtbot):
    page = keyboard_page(make_window(), "connect-four", humans=2)
    press(qtbot, page, Qt.Key_Return)                       # Red: the middle column
    for _ in range(3):
        press(qtbot, page, Qt.Key_Right, Qt.Key_Return)      # Yellow: the next one
        press(qtbot, page, Qt.Key_Left, Qt.Key_Return)       # Red: the middle again
    outcome = page.session.outcome()
    assert outcome is not None and outcome.winner == 0 and len(page.session.line.played) == 7
    assert page.board.keyboard_used  # the cursor (focus ring) is drawn


def test_connect_four_digits_drop_into_their_column(make_window, qtbot):
    page = keyboard_page(make_window(), "connect-four", humans=2)
    press(qtbot, page, Qt.Key_1, Qt.Key_7, Qt.Key_1, Qt.Key_7, Qt.Key_1, Qt.Key_7, Qt.Key_1)
    assert page.session.line.played == (0, 6, 0, 6, 0, 6, 0)
    assert page.session.outcome().winner == 0
    press(qtbot, page, Qt.Key_2)  # the game is over: nothing more is played
    assert len(page.session.line.played) == 7


def test_tic_tac_toe_on_a_larger_board_ignores_column_digits(make_window, qtbot):
    page = keyboard_page(make_window(), "tictactoe", humans=2)
    set_option(page, "size", 4)
    assert len(page.game.grid(page.session.state).cells) == 16
    press(qtbot, page, Qt.Key_2)
    assert page.session.line.played == ()  # a digit is not a column in tic-tac-toe
    press(qtbot, page, Qt.Key_Return)
    assert len(page.session.line.played) == 1  # (the keys do play there)


def test_nim_is_played_to_the_last_match_with_arrows_and_enter(make_window, qtbot):
    page = keyboard_page(make_window(), "nim", humans=2)
    turns = 0
    while not page.session.is_over() and turns < 20:
        press(qtbot, page, *[Qt.Key_Down] * 10, Qt.Key_Return)  # a whole heap each turn
        turns += 1
    heaps = page.session.line.start.heaps
    assert page.session.is_over() and turns == sum(1 for size in heaps if size)
    assert page.session.outcome().winner == (turns - 1) % 2  # who took the last match


def test_the_towers_of_hanoi_are_solved_with_the_keys_1_2_3(make_window, qtbot):
    page = keyboard_page(make_window(), "hanoi")
    disks = page.game.disks

    def solve(n, source, target, spare):
        if n:
            yield from solve(n - 1, source, spare, target)
            yield source, target
            yield from solve(n - 1, spare, target, source)

    keys = (Qt.Key_1, Qt.Key_2, Qt.Key_3)
    for source, target in solve(disks, 0, 2, 1):
        press(qtbot, page, keys[source], keys[target])
    assert page.session.is_over() and len(page.session.line.played) == 2 ** disks - 1


ARROWS = {B.UP: Qt.Key_Up, B.DOWN: Qt.Key_Down, B.LEFT: Qt.Key_Left, B.RIGHT: Qt.Key_Right}


def board_picture(page) -> QImage:
    return page.board.grab().toImage()


def test_the_15_puzzle_is_solved_with_the_arrow_keys(make_window, qtbot):
    window = make_window()
    page = keyboard_page(window, "fifteen")
    rows, cols = page.game.rows, page.game.cols
    start = B.goal(rows, cols)
    rng = random.Random(7)
    for _ in range(40):  # a position some twenty moves from the goal
        start = B.apply_move(start, rows, cols, rng.choice(B.legal_moves(start, rows, cols)))
    page.new_position(start, {}, "test")
    page.board.setFocus()
    moves = solve(start, rows, cols, "ida*", "manhattan").moves
    assert len(moves) >= 8
    blank = start.index(0)
    press(qtbot, page, ARROWS[moves[0]])
    # Up slides the tile below the gap up (into the gap): the gap goes down
    assert page.session.state.index(0) - blank == {B.UP: cols, B.DOWN: -cols, B.LEFT: 1, B.RIGHT: -1}[moves[0]]
    assert page.board.keyboard_used
    with_ring = board_picture(page)
    page.board.keyboard_used = False  # (as after a click: no ring)
    assert board_picture(page) != with_ring  # the focus ring shows while the keys are used
    page.board.keyboard_used = True
    for move in moves[1:]:
        press(qtbot, page, ARROWS[move])
    assert page.session.state == B.goal(rows, cols) and page.session.is_over()
    assert len(page.session.line.played) == len(moves)
    assert page.status.text() == "Solved!"
    overlay = window.frames["fifteen"].overlay
    assert overlay.isVisible() and overlay.title.text() == "Solved!"
    press(qtbot, page, Qt.Key_Up)  # solved: the keys play nothing more
    assert len(page.session.line.played) == len(moves)
