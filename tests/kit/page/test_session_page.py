"""The shared session page, with the Connect Four example, in the real main window as a
class would use it (pytest-qt, offscreen): clicks drop pieces, the computer replies, Undo
takes back both, the move list jumps, the result shows, seats switch to computers."""

from __future__ import annotations

import importlib
import sys

import pytest
from PySide6.QtCore import QPoint, Qt

from boardgames.core import events as ev
from boardgames.core.plugins import Discovery, GamePlugin
from boardgames.kit.board import BoardWidget
from boardgames.kit.grid_painter import GridPainter
from boardgames.kit.page import GamePage
from tests import paths

EXAMPLE = paths.EXAMPLES / "connect-four"


def connect_four_plugin() -> GamePlugin:
    """The example's descriptor, imported from the source tree when it is not installed."""
    if str(EXAMPLE) not in sys.path:
        sys.path.append(str(EXAMPLE))
    return importlib.import_module("boardgames_connect_four.plugin").PLUGIN


@pytest.fixture
def open_page(qtbot, settings, delete_now):
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    create_application()
    windows = []

    def make(red="@human", yellow="@human"):
        settings.setValue("connect-four/seat0", red)
        settings.setValue("connect-four/seat1", yellow)
        window = MainWindow(settings, Discovery(plugins=[connect_four_plugin()]))
        window.resize(1100, 760)
        qtbot.addWidget(window)
        with qtbot.waitExposed(window):
            window.show()
        assert window.open_game("connect-four")
        windows.append(window)
        page = window.views["connect-four"]
        for seat, key in enumerate((red, yellow)):  # the level chose the seats: set them as a teacher would
            combo = page.seats.lists[seat]
            combo.setCurrentIndex(combo.findData(key))
        return window, page

    yield make
    for window in windows:
        for view in window.views.values():
            view.shutdown()
        delete_now(window)


def cell_centre(page, cell):
    board = page.board
    grid = board.painter.grid(board.state, board.look)
    return board.painter.cell_rect(grid, board.drawing_rect(), cell).center()


def click_column(qtbot, page, col, row=0):
    centre = cell_centre(page, row * 7 + col)
    qtbot.mouseClick(page.board, Qt.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))


def grid(page):
    return page.game.grid(page.session.state, page.board.look.last_move)


def labels(page):
    """The "show thinking" labels drawn, by the cell their move fills."""
    return page.board.painter.labels_by_cell(page.board.state, page.board.look)


def pieces(page):
    return sum(1 for code in page.game.grid(page.session.state).cells if code)


def test_a_plugin_without_a_view_opens_on_the_shared_page(open_page):
    window, page = open_page()
    assert isinstance(page, GamePage) and isinstance(page.board, BoardWidget)
    assert isinstance(page.board.painter, GridPainter)
    frame = window.frames["connect-four"]
    assert window.board_holder.currentWidget() is frame and page.board.parentWidget() is frame
    assert window.windowTitle().startswith("Connect Four")
    assert page.status.text() == "Red to move"
    assert [page.seats.lists[1].itemText(i) for i in range(5)] == [
        "Human", "Random", "Easy (alpha-beta, 2 plies)", "Medium (alpha-beta, 4 plies)",
        "Hard (alpha-beta, 7 plies)"]


def test_clicks_drop_pieces_and_the_computer_replies_and_undo_takes_back_both(qtbot, open_page):
    window, page = open_page(yellow="alphabeta-2")
    click_column(qtbot, page, 3)                       # a click high up lands at the bottom
    assert grid(page).cells[5 * 7 + 3] == 1
    qtbot.waitUntil(lambda: page.session.ply == 2, timeout=10000)
    assert pieces(page) == 2 and page.status.text() == "Red to move"
    assert page.progress.text().startswith("Yellow looked 2 plies ahead: ")
    assert page.moves.list.count() == 3 and page.moves.list.currentRow() == 2
    window.undo_action.trigger()
    assert page.session.ply == 0 and pieces(page) == 0
    window.redo_action.trigger()
    assert page.session.ply == 2 and pieces(page) == 2
    window.new_action.trigger()  # the last game's search is not this game's
    assert page.session.ply == 0 and page.progress.text() == "" and page.progress.isHidden()
    click_column(qtbot, page, 3)
    qtbot.waitUntil(lambda: page.session.ply == 2, timeout=10000)
    assert page.progress.text().startswith("Yellow looked")
    window.frames["connect-four"].choose_level(1)  # a level's game: new rules, new session
    assert page.session.ply == 0 and page.progress.text() == ""


def test_the_move_list_jumps_to_a_ply(qtbot, open_page):
    window, page = open_page()
    for col in (3, 3, 4):
        click_column(qtbot, page, col)
    assert [page.moves.list.item(i).text() for i in range(4)] == [
        "Start", "1. Red: 4", "2. Yellow: 4", "3. Red: 5"]
    page.moves.list.setCurrentRow(1)
    assert page.session.ply == 1 and pieces(page) == 1
    assert page.status.text() == "Yellow to move"
    window.undo_action.trigger()                        # the jump is one undo step
    assert page.session.ply == 3 and page.moves.list.currentRow() == 3


def test_a_finished_game_shows_the_result(qtbot, open_page):
    _, page = open_page()
    for col in (0, 0, 1, 1, 2, 2, 3):
        click_column(qtbot, page, col)
    assert page.status.text() == "Red wins!"
    assert sorted(grid(page).highlight) == [35, 36, 37, 38]
    click_column(qtbot, page, 5)                        # the game is over: clicks do nothing
    assert page.session.ply == 7 and not page.board.look.interactive


def test_switching_a_seat_to_a_computer_starts_it(qtbot, open_page, settings):
    _, page = open_page()
    combo = page.seats.lists[0]
    combo.setCurrentIndex(combo.findData("alphabeta-4"))
    assert page.session.thinking.is_thinking() or page.session.ply == 1
    assert "thinking" in page.status.text() or page.session.ply == 1
    qtbot.waitUntil(lambda: page.session.ply == 1, timeout=10000)
    assert pieces(page) == 1 and page.status.text() == "Yellow to move"
    assert settings.value("connect-four/seat0") == "alphabeta-4"


def test_cancel_stops_the_computer_and_play_lets_it_go_on(qtbot, open_page):
    _, page = open_page()
    combo = page.seats.lists[0]
    combo.setCurrentIndex(combo.findData("alphabeta-7"))
    assert page.flow.cancel_button.isEnabled()
    page.flow.cancel_button.click()
    assert not page.session.thinking.is_thinking() and page.session.ply == 0
    assert page.flow.play_button.text() == "Play"
    assert "press Play" in page.status.text()
    page.flow.play_button.click()
    qtbot.waitUntil(lambda: page.session.ply == 1, timeout=10000)


def test_computers_play_each_other_and_step_plays_one_move(qtbot, open_page):
    _, page = open_page(red="random", yellow="random")
    qtbot.waitUntil(lambda: page.session.ply >= 1, timeout=10000)
    page.flow.play_button.click()                      # Pause
    qtbot.waitUntil(lambda: not page.session.thinking.is_thinking(), timeout=5000)
    ply = page.session.ply
    page.flow.step_button.click()
    qtbot.waitUntil(lambda: page.session.ply == ply + 1, timeout=5000)
    qtbot.wait(600)
    assert page.session.ply == ply + 1


def test_show_thinking_labels_the_landing_cell_of_every_column(qtbot, open_page):
    _, page = open_page()
    click_column(qtbot, page, 3)
    events = []
    page.session.subscribe(events.append)
    page.flow.show_thinking.setChecked(True)
    qtbot.waitUntil(lambda: len(labels(page)) == 7, timeout=10000)
    assert set(labels(page)) == {35, 36, 37, 31, 39, 40, 41}  # column 4 has one piece
    assert any(isinstance(e, ev.ThinkingStarted) and e.purpose == ev.ANALYSIS for e in events)
    click_column(qtbot, page, 0)                        # a new position: old labels go
    assert labels(page) == {}


def test_the_keyboard_drops_a_piece(qtbot, open_page):
    _, page = open_page()
    page.board.setFocus()
    qtbot.keyClick(page.board, Qt.Key_Right)
    qtbot.keyClick(page.board, Qt.Key_Return)
    assert page.session.line.played == (4,)


class Counting:
    """A game of no grid and no painter: count up to 3 (one player)."""

    num_players, seat_names, zero_sum = 1, (), True

    def initial_state(self):
        return 0

    def legal_moves(self, state):
        return [1] if state < 3 else []

    def apply(self, state, move):
        return state + move

    def is_terminal(self, state):
        return state >= 3

    def outcome(self, state):
        return None

    def to_move(self, state):
        return None if state >= 3 else 0


def create_counting():
    return Counting()


def test_a_plugin_with_no_painter_whose_rules_are_not_a_grid_is_refused(qtbot, settings):
    from boardgames.app.main_window import MainWindow

    odd = GamePlugin(id="odd", title="Odd", description="no grid",
                     rules="test_session_page:create_counting")
    window = MainWindow(settings, Discovery(plugins=[odd]))
    qtbot.addWidget(window)
    assert not window.open_game("odd")
    assert "GridGame" in window.status_label.text()


def test_show_thinking_says_in_how_many_moves_a_loss_comes(qtbot, open_page):
    window, page = open_page()
    for col in (0, 6, 1, 6, 2):  # Red: three in the bottom row; Yellow stacks column 7
        click_column(qtbot, page, col)
    qtbot.waitUntil(lambda: page.session.ply == 5)
    page.flow.show_thinking.setChecked(True)  # Yellow to move: column 4 blocks, all else loses
    qtbot.waitUntil(lambda: len(labels(page)) == 7, timeout=10000)
    assert labels(page)[38][0] != "loss\nin 1"
    losing = [cell for cell, (text, kind) in labels(page).items() if text == "loss\nin 1"]
    assert len(losing) == 6 and all(labels(page)[c][1] == "loss" for c in losing)
