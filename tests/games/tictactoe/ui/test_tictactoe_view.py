"""Tic-tac-toe on the game page as a class would use it (pytest-qt, offscreen)."""

import pytest
from PySide6.QtCore import QLocale, Qt

from boardgames.games.tictactoe.board import EMPTY, O, X, to_bitboards
from boardgames.games.tictactoe.search.table import solved_table
from tests.pages import click, labels, make_page, played, set_option, wait_idle

HUMAN = "@human"


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

    def make(seed=1, seats=(HUMAN, HUMAN), **options):
        page = make_page(qtbot, tmp_path / f"settings{len(made)}.ini", "tictactoe", seed, seats,
                         options)
        made.append(page)
        return page

    yield make
    for page in made:
        page.shutdown()


def position(page):
    return page.session.state.board


def is_over(page):
    return page.session.is_over()


def perfect_cell(board, mark):
    x_mask, o_mask = to_bitboards(board)
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    scores = solved_table().move_scores(me, them)
    best = max(scores.values())
    return min(c for c, s in scores.items() if s == best)


def test_the_game_page_shows_tic_tac_toe_with_its_painter(make_view):
    from boardgames.games.tictactoe.ui.painter import TicTacToePainter
    from boardgames.kit.page import GamePage

    view = make_view()
    assert isinstance(view, GamePage) and isinstance(view.board.painter, TicTacToePainter)
    assert position(view) == (EMPTY,) * 9


@pytest.mark.parametrize("name", ["dummy", "centre", "winner", "blocker", "forker", "minimax",
                                  "alphabeta-tt", "alphabeta", "perfect", "random", "fallible"])
def test_a_full_game_against_each_ladder_player(qtbot, make_view, name):
    view = make_view(seats=(HUMAN, name))
    while not is_over(view):
        assert view.session.state.to_move == X
        click(qtbot, view, perfect_cell(position(view), X))
        wait_idle(qtbot, view)
    won = view.game.winner(view.session.state)
    assert won != O, "perfect play never loses"
    if name in ("forker", "minimax", "alphabeta-tt", "alphabeta", "perfect"):
        assert won == EMPTY
        assert view.status.text().startswith("Draw")
    if name == "dummy":
        assert won == X and view.status.text() == "X wins!"
    # each human move and its reply are one undo step
    assert view.undo_stack.count() == (len(played(view)) + 1) // 2
    assert view.last_decision is not None and view.progress.text() != ""


def test_computer_vs_computer_runs_to_the_end(qtbot, make_view):
    view = make_view(seats=("forker", "alphabeta-tt"))
    qtbot.waitUntil(lambda: is_over(view), timeout=20000)
    assert view.game.winner(view.session.state) == EMPTY
    assert view.undo_stack.count() == len(played(view)) >= 5
    assert view.scores.current().draws == 1


def test_demonstration_pause_and_single_step(qtbot, make_view):
    view = make_view(seats=("dummy", "dummy"))
    flow = view.flow
    flow.play_button.click()  # pause before anything more happens
    wait_idle(qtbot, view)
    placed = len(played(view))
    qtbot.wait(100)
    assert len(played(view)) == placed and "press Play or Step" in view.status.text()
    flow.step_button.click()
    qtbot.waitUntil(lambda: len(played(view)) == placed + 1)
    wait_idle(qtbot, view)
    qtbot.wait(100)
    assert len(played(view)) == placed + 1
    flow.play_button.click()
    qtbot.waitUntil(lambda: is_over(view), timeout=10000)


def test_minimax_opening_reports_the_whole_game_tree(qtbot, make_view):
    view = make_view(seats=("minimax", HUMAN))  # the computer (X) opens
    qtbot.waitUntil(lambda: len(played(view)) == 1, timeout=15000)
    assert "549,946 positions" in view.progress.text()
    assert view.last_decision.analysis.nodes == 549_946


def test_show_thinking_labels_every_free_cell_with_its_value(qtbot, make_view):
    view = make_view()
    view.flow.show_thinking.setChecked(True)
    qtbot.waitUntil(lambda: len(labels(view)) == 9, timeout=10000)
    assert all(kind == "draw" for _, kind in labels(view).values())
    for cell in (0, 3, 1, 4):  # X: 0, 1; O: 3, 4 -> X wins at 2 at once
        click(qtbot, view, cell)
    qtbot.waitUntil(lambda: set(labels(view)) == {2, 5, 6, 7, 8}, timeout=10000)
    found = labels(view)
    assert found[2] == ("win\nin 1", "win")
    x_mask, o_mask = to_bitboards(position(view))
    scores = solved_table().move_scores(x_mask, o_mask)
    kinds = {1: "win", 0: "draw", -1: "loss"}
    assert {c: kind for c, (_, kind) in found.items()} == {
        c: kinds[(s > 0) - (s < 0)] for c, s in scores.items()}
    assert "loss" in {kind for _, kind in found.values()}  # leaving O's row open loses
    view.flow.show_thinking.setChecked(False)
    assert labels(view) == {}


def test_show_thinking_on_a_larger_board_gives_heuristic_scores(qtbot, make_view):
    view = make_view()
    set_option(view, "size", 5)
    set_option(view, "k", 4)
    assert (view.game.geo.rows, view.game.geo.k) == (5, 4)
    view.flow.show_thinking.setChecked(True)
    click(qtbot, view, 12)
    qtbot.waitUntil(lambda: bool(labels(view)), timeout=10000)
    assert 12 not in labels(view)
    assert any(kind == "value" for _, kind in labels(view).values())


def test_the_score_counts_wins_and_draws_across_rematches(qtbot, make_view):
    view = make_view()
    for cell in (0, 3, 1, 4, 2):  # X wins on the top row
        click(qtbot, view, cell)
    assert view.status.text() == "X wins!"
    assert view.game.grid(view.session.state).highlight == (0, 1, 2)
    score = view.scores.current()
    assert (score.wins, score.draws) == ([1, 0], 0)
    view.new_game()
    assert played(view) == [] and view.scores.current().wins == [1, 0]
    for cell in (0, 4, 8, 1, 7, 6, 2, 5, 3):  # a draw
        click(qtbot, view, cell)
    assert view.status.text().startswith("Draw")
    assert (view.scores.current().wins[0], view.scores.current().draws) == (1, 1)
    view.undo_stack.undo()  # taking back the last move un-counts the draw
    assert view.scores.current().draws == 0


def test_a_draw_is_announced_before_the_board_is_full(qtbot, make_view):
    view = make_view()
    for cell in (0, 1, 2, 4, 3, 6, 7, 5):  # x o x / x o o / o x . : no line left
        click(qtbot, view, cell)
    assert EMPTY in position(view)
    assert view.status.text() == "Draw"


def test_clicking_a_taken_cell_does_nothing(qtbot, make_view):
    view = make_view()
    click(qtbot, view, 4)
    click(qtbot, view, 4)
    assert played(view) == [4] and view.undo_stack.count() == 1
    assert view.status.text() == "O to move"


def test_undo_takes_back_the_human_move_and_the_computer_reply(qtbot, make_view):
    view = make_view(seats=(HUMAN, "forker"))
    click(qtbot, view, 0)
    wait_idle(qtbot, view)
    assert played(view) == [0, 4] and view.undo_stack.count() == 1
    view.undo_stack.undo()
    assert played(view) == [] and position(view) == (EMPTY,) * 9
    view.undo_stack.redo()
    assert played(view) == [0, 4]
    click(qtbot, view, 8)
    wait_idle(qtbot, view)
    assert len(played(view)) == 4 and view.undo_stack.count() == 2


def test_keyboard_places_marks(qtbot, make_view):
    view = make_view()
    board = view.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Left)
    qtbot.keyClick(board, Qt.Key_Up)
    qtbot.keyClick(board, Qt.Key_Return)  # from the centre: up-left is cell 0
    qtbot.keyClick(board, Qt.Key_9)  # number keys: 9 is the bottom-right cell
    assert played(view) == [0, 8]


def test_who_starts_alternates_and_the_computer_opens(qtbot, make_view):
    view = make_view(seats=(HUMAN, "dummy"), first="alternate")
    starters = []
    for _ in range(3):
        view.new_game()
        wait_idle(qtbot, view)
        starters.append(view.session.line.start.starter)
    assert starters[0] != starters[1] and starters[0] == starters[2]
    assert O in starters
    if view.session.line.start.starter == O:
        assert played(view) == [0]  # the dummy opened on the first free cell


def test_a_larger_board_game_runs_the_search_in_the_background(qtbot, make_view):
    view = make_view(seats=(HUMAN, "deep"), size=4, k=4)
    click(qtbot, view, 5)
    assert view.session.thinking.is_thinking()  # the GUI is free while the computer searches
    wait_idle(qtbot, view)
    assert len(played(view)) == 2 and view.last_decision.analysis.nodes > 0
    assert view.progress.text().startswith("O looked")


def test_shutdown_stops_a_running_search(qtbot, make_view):
    view = make_view(seats=("deep", HUMAN), size=7, k=5)
    assert view.session.thinking.is_thinking()
    view.shutdown()
    assert not view.session.thinking.is_thinking()


def test_every_reason_code_has_words_on_the_page(make_view):
    from boardgames.games.tictactoe.players import REASONS
    from boardgames.games.tictactoe.players.base import REASON_CODES

    assert set(REASON_CODES) <= set(REASONS)
    view = make_view()
    assert view.texts.translate(view.reasons["win"]) == "win at once"


def test_a_random_opening_is_named_in_the_summary(qtbot, make_view):
    view = make_view(seats=("perfect", HUMAN), opening="random")
    qtbot.waitUntil(lambda: len(played(view)) == 1, timeout=15000)
    assert view.last_decision.reason == "random-opening"
    assert view.progress.text() == "X: random opening"
    click(qtbot, view, next(c for c in range(9) if position(view)[c] == EMPTY))
    qtbot.waitUntil(lambda: len(played(view)) == 3, timeout=15000)
    assert view.last_decision.reason == "best-value"
    assert view.progress.text().endswith("(best score)")


def test_undo_in_a_demonstration_pauses_it(qtbot, make_view):
    view = make_view(seats=("dummy", "dummy"))
    qtbot.waitUntil(lambda: is_over(view), timeout=10000)
    view.undo_stack.undo()
    wait_idle(qtbot, view)
    qtbot.wait(100)
    assert not is_over(view) and view.session.paused and view.flow.play_button.text() == "Play"
    assert "press Play or Step" in view.status.text()


def test_undo_back_to_the_computers_opening_lets_it_open_again(qtbot, make_view):
    view = make_view(seats=("dummy", HUMAN))  # the computer plays X and opens
    qtbot.waitUntil(lambda: played(view) == [0])
    click(qtbot, view, 4)
    qtbot.waitUntil(lambda: played(view) == [0, 4, 1])
    view.undo_stack.undo()
    assert played(view) == [0]
    view.undo_stack.undo()  # before the opening: the computer opens again, not stuck
    qtbot.waitUntil(lambda: played(view) == [0])
    assert view.status.text() == "O to move"


def test_the_undo_history_names_each_move(qtbot, make_view):
    view = make_view()
    click(qtbot, view, 5)
    assert view.undo_stack.undoText() == "X at row 2, column 3"
    click(qtbot, view, 0)
    assert view.undo_stack.undoText() == "O at row 1, column 1"
