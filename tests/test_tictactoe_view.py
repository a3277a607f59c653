"""The tic-tac-toe view as a class would use it (pytest-qt, offscreen)."""

import random

import pytest
from PySide6.QtCore import QLocale, QPoint, QSettings, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QHBoxLayout, QWidget

from boardgames.app.game_view import ViewContext
from boardgames.games.tictactoe.board import EMPTY, O, X, to_bitboards
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.ui.view import TicTacToeView, create_view


@pytest.fixture(autouse=True)
def english_numbers():
    """Numbers as an English interface writes them ("549,946")."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.English, QLocale.UnitedStates))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def make_view(qtbot, tmp_path):
    made = []

    def make(seed=1, mode="hvh", pause=0):
        settings = QSettings(str(tmp_path / f"settings{len(made)}.ini"), QSettings.IniFormat)
        settings.setValue("tictactoe/pause", pause)
        settings.setValue("tictactoe/mode", mode)
        context = ViewContext(QUndoStack(), settings, None, "tictactoe")
        view = TicTacToeView(context, random.Random(seed))
        holder = QWidget()
        layout = QHBoxLayout(holder)
        layout.addWidget(view.board, 1)
        layout.addWidget(view.panel)
        holder.resize(1100, 700)
        qtbot.addWidget(holder)
        with qtbot.waitExposed(holder):
            holder.show()
        made.append((view, holder))  # the holder owns the widgets: keep it alive
        return view

    yield make
    for view, _ in made:
        view.shutdown()


def set_combo(combo, data):
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def click(qtbot, view, cell):
    centre = view.board_widget.cell_rect(cell).center()
    qtbot.mouseClick(view.board_widget, Qt.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))


def wait_idle(qtbot, view, timeout=15000):
    qtbot.waitUntil(lambda: not view.is_thinking(), timeout=timeout)


def perfect_cell(board, mark):
    x_mask, o_mask = to_bitboards(board)
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    scores = solved_table().move_scores(me, them)
    best = max(scores.values())
    return min(c for c, s in scores.items() if s == best)


def test_factory_builds_the_view_with_board_and_panel(qtbot, tmp_path):
    context = ViewContext(QUndoStack(), QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat), None,
                          "tictactoe")
    view = create_view(context)
    qtbot.addWidget(view.board)
    qtbot.addWidget(view.panel)
    assert view.position() == (EMPTY,) * 9
    view.shutdown()


@pytest.mark.parametrize("name", ["dummy", "centre", "winner", "blocker", "forker", "minimax",
                                  "alphabeta-tt", "alphabeta", "perfect", "random", "fallible"])
def test_a_full_game_against_each_ladder_player(qtbot, make_view, name):
    view = make_view(mode="hx")
    set_combo(view.panel_widget.o_player_combo, name)
    view.new_game()
    while not view.is_over():
        assert view.to_move() == X
        click(qtbot, view, perfect_cell(view.position(), X))
        wait_idle(qtbot, view)
    won = view.game.winner(view.state())
    assert won != O, "perfect play never loses"
    if name in ("forker", "minimax", "alphabeta-tt", "alphabeta", "perfect"):
        assert won == EMPTY
        assert view.panel_widget.status_label.text().startswith("Draw")
    if name == "dummy":
        assert won == X and view.panel_widget.status_label.text() == "X wins!"
    # each human move and its reply are one undo step
    assert view.undo_stack.count() == (len(view.moves) + 1) // 2
    assert view.panel_widget.stats_player.text() not in ("", "-")


def test_computer_vs_computer_runs_to_the_end(qtbot, make_view):
    view = make_view(mode="cvc")
    p = view.panel_widget
    p.speed_slider.setValue(10)
    set_combo(p.x_player_combo, "forker")
    set_combo(p.o_player_combo, "alphabeta-tt")
    view.new_game()
    qtbot.waitUntil(view.is_over, timeout=20000)
    assert view.game.winner(view.state()) == EMPTY
    assert view.undo_stack.count() == len(view.moves) >= 5
    assert p.score_draws.text() == "1"


def test_demonstration_pause_and_single_step(qtbot, make_view):
    view = make_view(mode="cvc")
    p = view.panel_widget
    p.speed_slider.setValue(10)
    set_combo(p.x_player_combo, "dummy")
    set_combo(p.o_player_combo, "dummy")
    p.play_button.click()  # pause before anything happens
    view.new_game()
    wait_idle(qtbot, view)
    placed = len(view.moves)
    qtbot.wait(100)
    assert len(view.moves) == placed and "press Play or Step" in p.status_label.text()
    p.step_button.click()
    qtbot.waitUntil(lambda: len(view.moves) == placed + 1)
    wait_idle(qtbot, view)
    qtbot.wait(100)
    assert len(view.moves) == placed + 1
    p.play_button.click()
    qtbot.waitUntil(view.is_over, timeout=10000)


def test_minimax_opening_reports_the_whole_game_tree(qtbot, make_view):
    view = make_view(mode="ho")  # the human plays O: the computer (X) opens
    set_combo(view.panel_widget.x_player_combo, "minimax")
    view.new_game()
    qtbot.waitUntil(lambda: len(view.moves) == 1, timeout=15000)
    p = view.panel_widget
    assert p.stats_nodes.text() == "549,946"
    assert "549,946" in p.stats_note.text()
    assert view.last_decision.analysis.nodes == 549_946


def test_show_thinking_labels_every_free_cell_with_its_value(qtbot, make_view):
    view = make_view()
    view.panel_widget.thinking_check.setChecked(True)
    labels = view.board_widget.labels
    assert len(labels) == 9 and all(kind == "draw" for _, kind in labels.values())
    for cell in (0, 3, 1, 4):  # X: 0, 1; O: 3, 4 -> X wins at 2 at once
        click(qtbot, view, cell)
    labels = view.board_widget.labels
    assert set(labels) == {2, 5, 6, 7, 8}
    assert labels[2] == ("win\nin 1", "win")
    x_mask, o_mask = to_bitboards(view.position())
    scores = solved_table().move_scores(x_mask, o_mask)
    kinds = {1: "win", 0: "draw", -1: "loss"}
    assert {c: kind for c, (_, kind) in labels.items()} == {
        c: kinds[(s > 0) - (s < 0)] for c, s in scores.items()}
    assert "loss" in {kind for _, kind in labels.values()}  # leaving O's row open loses
    view.panel_widget.thinking_check.setChecked(False)
    assert view.board_widget.labels == {}


def test_show_thinking_on_a_larger_board_gives_heuristic_scores(qtbot, make_view):
    view = make_view()
    set_combo(view.panel_widget.size_combo, 5)
    assert (view.geo.rows, view.geo.k) == (5, 4)
    view.panel_widget.thinking_check.setChecked(True)
    click(qtbot, view, 12)
    qtbot.waitUntil(lambda: bool(view.board_widget.labels), timeout=10000)
    assert "after" in view.panel_widget.thinking_caption.text()
    assert 12 not in view.board_widget.labels


def test_the_score_counts_wins_and_draws_across_rematches(qtbot, make_view):
    view = make_view()
    p = view.panel_widget
    for cell in (0, 3, 1, 4, 2):  # X wins on the top row
        click(qtbot, view, cell)
    assert p.status_label.text() == "X wins!" and view.board_widget.win_cells == [0, 1, 2]
    assert (p.score_x.text(), p.score_o.text(), p.score_draws.text()) == ("1", "0", "0")
    p.rematch_button.click()
    assert view.moves == [] and p.score_x.text() == "1"
    for cell in (0, 4, 8, 1, 7, 6, 2, 5, 3):  # a draw
        click(qtbot, view, cell)
    assert p.status_label.text().startswith("Draw")
    assert (p.score_x.text(), p.score_draws.text()) == ("1", "1")
    view.undo_stack.undo()  # taking back the last move un-counts the draw
    assert p.score_draws.text() == "0"


def test_a_draw_is_announced_before_the_board_is_full(qtbot, make_view):
    view = make_view()
    for cell in (0, 1, 2, 4, 3, 6, 7, 5):  # x o x / x o o / o x . : no line left
        click(qtbot, view, cell)
    assert EMPTY in view.position()
    assert view.panel_widget.status_label.text() == "Draw: no line can be completed"


def test_clicking_a_taken_cell_does_nothing(qtbot, make_view):
    view = make_view()
    click(qtbot, view, 4)
    click(qtbot, view, 4)
    assert view.moves == [4] and view.undo_stack.count() == 1
    assert view.panel_widget.status_label.text() == "O to move"


def test_undo_takes_back_the_human_move_and_the_computer_reply(qtbot, make_view):
    view = make_view(mode="hx")
    set_combo(view.panel_widget.o_player_combo, "forker")
    view.new_game()
    click(qtbot, view, 0)
    wait_idle(qtbot, view)
    assert view.moves == [0, 4] and view.undo_stack.count() == 1
    view.undo_stack.undo()
    assert view.moves == [] and view.position() == (EMPTY,) * 9
    view.undo_stack.redo()
    assert view.moves == [0, 4]
    click(qtbot, view, 8)
    wait_idle(qtbot, view)
    assert len(view.moves) == 4 and view.undo_stack.count() == 2


def test_keyboard_places_marks(qtbot, make_view):
    view = make_view()
    board = view.board_widget
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Left)
    qtbot.keyClick(board, Qt.Key_Up)
    qtbot.keyClick(board, Qt.Key_Return)  # from the centre: up-left is cell 0
    qtbot.keyClick(board, Qt.Key_9)  # number keys: 9 is the bottom-right cell
    assert view.moves == [0, 8]


def test_who_starts_alternates_and_the_computer_opens(qtbot, make_view):
    view = make_view(mode="hx")
    p = view.panel_widget
    set_combo(p.o_player_combo, "dummy")
    set_combo(p.start_combo, "alternate")
    starters = []
    for _ in range(3):
        view.rematch()
        wait_idle(qtbot, view)
        starters.append(view.starter)
    assert starters[0] != starters[1] and starters[0] == starters[2]
    opened_by_o = [s for s in starters if s == O]
    assert opened_by_o
    if view.starter == O:
        assert view.moves == [0]  # the dummy opened on the first free cell


def test_a_larger_board_game_runs_the_search_in_the_background(qtbot, make_view):
    view = make_view(mode="hx")
    set_combo(view.panel_widget.size_combo, 4)
    set_combo(view.panel_widget.o_player_combo, "deep")
    view.panel_widget.k_spin.setValue(4)
    click(qtbot, view, 5)
    assert view.is_thinking()  # the GUI is free while the computer searches
    wait_idle(qtbot, view)
    assert len(view.moves) == 2 and view.last_decision.analysis.nodes > 0
    assert view.panel_widget.stats_note.text().startswith("Searched")


def test_shutdown_stops_a_running_search(qtbot, make_view):
    view = make_view(mode="ho")
    set_combo(view.panel_widget.size_combo, 7)
    assert view.is_thinking()
    view.shutdown()
    assert not view.is_thinking()


def test_every_reason_code_has_words_in_the_view():
    from boardgames.games.tictactoe.players.base import REASON_CODES
    from boardgames.games.tictactoe.ui.texts import REASONS, reason_text

    assert set(REASON_CODES) <= set(REASONS)
    assert reason_text("win") == "win at once"


def test_a_random_opening_is_named_in_the_statistics(qtbot, make_view):
    view = make_view(mode="ho")
    p = view.panel_widget
    set_combo(p.x_player_combo, "perfect")
    p.random_opening_check.setChecked(True)
    view.new_game()
    qtbot.waitUntil(lambda: len(view.moves) == 1, timeout=15000)
    assert view.last_decision.reason == "random-opening"
    assert p.stats_player.text() == "Random opening" and p.stats_nodes.text() == "0"
    click(qtbot, view, next(c for c in range(9) if view.position()[c] == EMPTY))
    qtbot.waitUntil(lambda: len(view.moves) == 3, timeout=15000)
    assert view.last_decision.reason == "best-value"
    assert p.stats_player.text() == "Perfect (solved table)"


def test_undo_in_a_demonstration_pauses_it(qtbot, make_view):
    view = make_view(mode="cvc")
    p = view.panel_widget
    p.speed_slider.setValue(10)
    set_combo(p.x_player_combo, "dummy")
    set_combo(p.o_player_combo, "dummy")
    view.new_game()
    qtbot.waitUntil(view.is_over, timeout=10000)
    view.undo_stack.undo()
    wait_idle(qtbot, view)
    qtbot.wait(100)
    assert not view.is_over() and view.session.paused and p.play_button.text() == "Play"
    assert "press Play or Step" in p.status_label.text()


def test_undo_back_to_the_computers_opening_lets_it_open_again(qtbot, make_view):
    view = make_view(mode="ho")  # the computer plays X and opens
    set_combo(view.panel_widget.x_player_combo, "dummy")
    view.new_game()
    qtbot.waitUntil(lambda: view.moves == [0])
    click(qtbot, view, 4)
    qtbot.waitUntil(lambda: view.moves == [0, 4, 1])
    view.undo_stack.undo()
    assert view.moves == [0]
    view.undo_stack.undo()  # before the opening: the computer opens again, not stuck
    qtbot.waitUntil(lambda: view.moves == [0])
    assert view.panel_widget.status_label.text() == "O to move (you)"


def test_the_undo_history_names_each_move(qtbot, make_view):
    view = make_view()
    click(qtbot, view, 5)
    assert view.undo_stack.undoText() == "X at row 2, column 3"
    click(qtbot, view, 0)
    assert view.undo_stack.undoText() == "O at row 1, column 1"
