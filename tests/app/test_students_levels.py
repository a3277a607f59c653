"""Levels and results in real games (issue 14): a new settings file starts every game at
level 1 and the views really play it; a real win against level 1 moves to level 2; the
shared overlay says the right thing after a real win, loss and draw; every plug-in has a
"How to play" card."""

from __future__ import annotations

from collections import deque

import pytest
from PySide6.QtCore import Qt

from boardgames.core.plugins import Discovery
from boardgames.games.fifteen import board as B
from tests.kit.page.test_session_page import connect_four_plugin
from tests.pages import click, labels, played, wait_idle

X_SEAT, O_SEAT = 0, 1


@pytest.fixture
def make_window(qtbot, settings, delete_now):
    """The real window, with every installed plug-in and the Connect Four example."""
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow
    from boardgames.core.plugins import discover

    create_application()
    found = discover()
    plugins = list(found.plugins)
    if not any(p.id == "connect-four" for p in plugins):
        plugins.append(connect_four_plugin())
    window = MainWindow(settings, Discovery(plugins=plugins))
    window.resize(1280, 800)
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    yield window
    for view in window.views.values():
        view.shutdown()
    delete_now(window)


def play(qtbot, view, cells):
    """Click these tic-tac-toe cells, waiting for the computer's reply after each."""
    for cell in cells:
        click(qtbot, view, cell)
        wait_idle(qtbot, view, timeout=10000)


def open_tictactoe(window, qtbot):
    assert window.open_game("tictactoe")
    view = window.current_view()
    view.flow.pace.setValue(0)
    return view, window.frames["tictactoe"]


def winner(view):
    """The seat whose line the board shows (None: no winner)."""
    outcome = view.session.outcome()
    return None if outcome is None else outcome.winner


def win_cells(view):
    return list(view.game.grid(view.session.state).highlight)


def puzzle(view):
    return view.session.state, view.game.rows, view.game.cols


def test_a_new_settings_file_starts_every_game_at_level_1(make_window):
    window = make_window
    assert {p.id for p in window.discovery.plugins} >= {"fifteen", "tictactoe", "connect-four"}
    for plugin in window.discovery.plugins:
        assert window.open_game(plugin.id)
        frame = window.frames[plugin.id]
        assert frame.level == 1 and frame.level_control.label.text() == "Level 1"
    fifteen = window.views["fifteen"]
    assert (fifteen.game.rows, fifteen.game.cols) == (3, 3) and not B.is_goal(fifteen.session.state)
    assert len(solve(*puzzle(fifteen))) <= 3  # three moves from solved at most
    assert fifteen.undo_stack.count() == 0  # the level's puzzle is where the game starts
    ttt = window.views["tictactoe"]
    assert ttt.seats.keys() == ["@human", "dummy"]
    assert ttt.session.seats[0] is None and ttt.session.seats[1].name == "dummy"
    four = window.views["connect-four"]
    assert four.session.seats[0] is None and four.session.seats[1] is not None
    assert four.seats.lists[1].currentData() == "random"


def test_winning_at_level_1_advances_to_level_2_and_next_level_plays_it(make_window, qtbot, settings):
    view, frame = open_tictactoe(make_window, qtbot)
    results = []
    view.game_over.connect(lambda result, details: results.append((result, details)))
    play(qtbot, view, (2, 4, 6))  # the first-free-cell player takes 0 and 1
    assert results == [("win", "You 1 : 0 computer (0 draws)")]
    overlay = frame.overlay
    assert overlay.isVisible() and overlay.title.text() == "You win!"
    assert frame.level == 2 and settings.value("levels/tictactoe") in (2, "2")
    assert win_cells(view) == [2, 4, 6] and winner(view) == X_SEAT
    assert "X wins!" in frame.turn.text() and "You" not in frame.turn.text()
    assert frame.score.text() == "You 1 : 0 computer (0 draws)"  # one place for the score
    # the next level is chosen, but the header shows the level of the board still shown
    assert frame.level_control.label.text() == "Level 1"
    qtbot.mouseClick(overlay.next_button, Qt.LeftButton)
    assert frame.level_control.label.text() == "Level 2"
    assert not overlay.isVisible() and played(view) == []
    assert view.seats.keys()[1] == "random"  # level 2
    assert view.session.seats[1].name == "random"


def test_a_loss_and_a_draw_show_their_result_and_stay_at_the_level(make_window, qtbot):
    view, frame = open_tictactoe(make_window, qtbot)
    play(qtbot, view, (8, 7, 5))  # the computer fills the top row
    overlay = frame.overlay
    assert overlay.isVisible() and overlay.title.text() == "The computer wins — try again"
    assert overlay.details.text() == "You 0 : 1 computer (0 draws)"
    assert frame.level == 1 and not overlay.next_button.isVisible()
    assert winner(view) == O_SEAT  # the line is drawn in O's colour
    qtbot.mouseClick(overlay.rematch_button, Qt.LeftButton)
    assert played(view) == [] and not overlay.isVisible()
    play(qtbot, view, (1, 3, 4, 6))  # no line can be completed any more
    assert overlay.isVisible() and overlay.title.text() == "Draw" and frame.level == 1
    assert overlay.details.text() == "You 0 : 1 computer (1 draw)"


def test_undo_and_redo_of_a_finished_game_do_not_announce_it_again(make_window, qtbot):
    view, frame = open_tictactoe(make_window, qtbot)
    play(qtbot, view, (2, 4, 6))
    results = []
    view.game_over.connect(lambda result, details: results.append(result))
    view.undo_stack.undo()
    assert not frame.overlay.isVisible()
    view.undo_stack.redo()
    assert results == [] and not frame.overlay.isVisible()


def solve(board, rows, cols):
    """A shortest solution by breadth-first search (the level-1 puzzles are tiny)."""
    seen, queue = {board: []}, deque([board])
    while queue:
        current = queue.popleft()
        if B.is_goal(current):
            return seen[current]
        for move in B.legal_moves(current, rows, cols):
            after = B.apply_move(current, rows, cols, move)
            if after not in seen:
                seen[after] = seen[current] + [move]
                queue.append(after)
    raise AssertionError("no solution")


def test_solving_the_15_puzzle_by_hand_is_a_win_that_advances(make_window, qtbot):
    window = make_window
    assert window.open_game("fifteen")
    view, frame = window.current_view(), window.frames["fifteen"]
    view.board.set_animation_ms(0)
    moves = solve(*puzzle(view))
    for move in moves:
        view.play_moves([move])
    overlay = frame.overlay
    assert overlay.isVisible() and overlay.title.text() == "Solved!" and overlay.result == "solved"
    assert overlay.details.text().startswith(f"{len(moves)} moves in ")
    assert frame.level == 2
    qtbot.mouseClick(overlay.next_button, Qt.LeftButton)  # level 2: 3x3, 6 moves from solved
    assert (view.game.rows, view.game.cols) == (3, 3) and 0 < len(solve(*puzzle(view))) <= 6


def test_the_connect_four_page_reports_a_result_and_whose_turn_in_colour(make_window, qtbot):
    window = make_window
    assert window.open_game("connect-four")
    page, frame = window.views["connect-four"], window.frames["connect-four"]
    assert "Red to move (you)" in frame.turn.text() and "#8e1b1b" in frame.turn.text()
    results = []
    page.game_over.connect(lambda result, details: results.append(result))
    page.session.set_seats([None, None])  # two humans at the board: red wins in column 0
    for move in (0, 1, 0, 1, 0, 1, 0):
        page.session.play(move)
    assert results == ["win"] and frame.overlay.isVisible()
    assert frame.overlay.details.text() == "Red wins!"


def test_every_plugin_has_a_how_to_play_card(make_window):
    for plugin in make_window.discovery.plugins:
        card = plugin.load_how_to_play()
        assert card.goal.strip() and card.rules and card.keys, plugin.id
        assert all(rule.strip() for rule in card.rules)
        assert all(key.strip() and what.strip() for key, what in card.keys)


def test_the_students_view_hides_show_thinking_on_the_board(make_window, qtbot):
    window = make_window
    window.set_students_view(True)  # before the game is opened: the new view follows
    view, _ = open_tictactoe(window, qtbot)
    view.flow.show_thinking.setChecked(True)
    wait_idle(qtbot, view)
    assert labels(view) == {}
    window.set_students_view(False)  # the teacher sees the values of the free cells
    qtbot.waitUntil(lambda: len(labels(view)) == 9, timeout=15000)
    window.set_students_view(True)
    assert labels(view) == {}


def test_the_how_to_play_card_is_shown_whole(make_window, qtbot):
    window = make_window
    for plugin in window.discovery.plugins:
        window.open_game(plugin.id)
        window.how_to_play_action.trigger()
        dialog = window.how_to_play_dialog
        qtbot.waitExposed(dialog)
        text = dialog.text
        assert text.height() >= text.heightForWidth(text.width()), plugin.id  # nothing cut off
        assert dialog.width() >= 560
        dialog.close()


def test_new_game_at_a_level_plays_that_level_and_the_legend_has_its_own_strip(make_window):
    window = make_window
    assert window.open_game("fifteen")
    view = window.current_view()
    for _ in range(3):
        window.new_action.trigger()  # Ctrl+N: another puzzle of level 1, never the solved board
        assert (view.game.rows, view.game.cols) == (3, 3) and 0 < len(solve(*puzzle(view))) <= 3
    board, painter = view.board, view.board.painter
    rect = board.drawing_rect()
    cells = painter.board_rect(rect)
    assert painter.cell_rect(cells, len(view.session.state) - 1).bottom() < rect.bottom() - 0.05 * rect.height()


def test_the_level_line_says_when_the_teacher_changed_the_game(make_window, qtbot):
    window = make_window
    assert window.open_game("fifteen")
    view, frame = window.current_view(), window.frames["fifteen"]
    title = frame.level_control.title
    assert title.text() == "3x3, 3 moves from solved"
    position = next(part for part in view.extra if hasattr(part, "shuffle"))
    position.shuffle()  # the teacher shuffles: a random 3x3, not the level's puzzle
    assert title.text() == "Your own game (not the level's)"
    window.new_action.trigger()  # another game of the teacher's kind
    assert title.text() == "Your own game (not the level's)"
    frame.choose_level(1)  # the level again
    assert title.text() == "3x3, 3 moves from solved"
    view.options.controls["rows"].setValue(4)  # another size
    assert title.text() == "Your own game (not the level's)"


def test_players_chosen_by_the_teacher_are_not_the_levels(make_window, qtbot):
    view, frame = open_tictactoe(make_window, qtbot)
    assert frame.level_control.title.text() != "Your own game (not the level's)"
    combo = view.seats.lists[1]
    combo.setCurrentIndex(combo.findData("minimax"))
    assert frame.level_control.title.text() == "Your own game (not the level's)"


def test_the_solvers_moves_are_counted_apart_from_the_players(make_window, qtbot):
    window = make_window
    assert window.open_game("fifteen")
    view = window.current_view()
    view.board.set_animation_ms(0)
    first = solve(*puzzle(view))[0]
    view.play_moves([first])  # the player's move
    view.puzzle.solve()
    qtbot.waitUntil(lambda: bool(view.session.thinking.plan), timeout=15000)
    view.puzzle.stop_playback()
    view.puzzle.step()  # one move of the computer's solution
    assert view.session.ply == 2
    assert view.puzzle.figures.text().startswith("Moves: 1 + 1 by the computer")


def test_a_size_typed_while_a_solution_plays_is_kept(make_window, qtbot):
    window = make_window
    assert window.open_game("fifteen")
    view = window.current_view()
    view.board.set_animation_ms(0)
    view.puzzle.speed.setValue(20)
    view.puzzle.solve()
    qtbot.waitUntil(lambda: view.puzzle.timer.isActive(), timeout=15000)
    view.options.controls["rows"].setValue(5)
    qtbot.wait(300)  # the playback would have moved several times
    assert (view.game.rows, view.options.values()["rows"]) == (5, 5)
    position = next(part for part in view.extra if hasattr(part, "shuffle"))
    position.shuffle()
    assert view.game.rows == 5 and len(view.session.state) == 15
