"""Rules, geometry and position notation of tic-tac-toe / m,n,k-games."""

import pytest

from boardgames.core.game import IllegalMoveError
from boardgames.games.tictactoe.board import EMPTY, O, X, geometry, to_bitboards
from boardgames.games.tictactoe.notation import PositionError, parse_position
from boardgames.games.tictactoe.plugin import PLUGIN
from boardgames.games.tictactoe.rules import MNKGame, State, create, winning_cells


def board_of(text):
    return parse_position(text, geometry(3, 3, 3))


def count_lines(rows, cols, k):
    """Independent count of the k-windows of a board."""
    horizontal = rows * (cols - k + 1) if cols >= k else 0
    vertical = cols * (rows - k + 1) if rows >= k else 0
    diagonal = 2 * max(0, rows - k + 1) * max(0, cols - k + 1)
    return horizontal + vertical + diagonal


@pytest.mark.parametrize("rows,cols,k", [(3, 3, 3), (4, 4, 3), (4, 4, 4), (5, 5, 4), (7, 7, 5), (3, 5, 3)])
def test_every_line_of_k_cells_is_known(rows, cols, k):
    geo = geometry(rows, cols, k)
    assert len(geo.lines) == count_lines(rows, cols, k)
    assert all(line.bit_count() == k for line in geo.lines)


def test_bad_sizes_are_refused():
    with pytest.raises(ValueError):
        geometry(8, 8, 5)
    with pytest.raises(ValueError):
        geometry(3, 3, 4)


def test_plugin_names_the_factories_of_this_package():
    game = PLUGIN.load_rules()
    assert isinstance(game, MNKGame) and (game.rows, game.cols, game.k) == (3, 3, 3)
    assert PLUGIN.load_cli() is not None
    assert PLUGIN.icon_path().endswith("icon.svg")


def test_a_game_is_played_to_a_win_with_the_winning_line_known():
    game = create()
    state = game.initial_state()
    for cell in (0, 3, 1, 4, 2):  # X takes the top row
        assert not game.is_terminal(state)
        state = game.apply(state, cell)
    assert game.winner(state) == X
    assert game.outcome(state).winner == 0
    assert winning_cells(game.geo, state.board) == [0, 1, 2]
    assert game.legal_moves(state) == []
    with pytest.raises(IllegalMoveError):
        game.apply(state, 8)


def test_a_taken_cell_is_illegal():
    game = create()
    state = game.apply(game.initial_state(), 4)
    with pytest.raises(IllegalMoveError):
        game.apply(state, 4)


def test_o_may_start():
    game = MNKGame(starter=O)
    state = game.apply(game.initial_state(), 4)
    assert state.board[4] == O and state.to_move == X


def test_draw_is_announced_when_no_line_can_be_completed():
    game = create()
    # x o x / x o o / o x .  -- X to move, the last cell completes nothing
    board = (X, O, X, X, O, O, O, X, EMPTY)
    state = State(board)
    assert game.winner(state) == EMPTY
    assert game.is_draw(state) and game.is_terminal(state)
    assert game.outcome(state).winner is None


def test_draw_is_announced_before_the_board_is_full_when_lines_are_dead():
    game = create()
    # x o x / x o . / o x .  with O to move: only the right column (x . .) is free of O,
    # and X, with one move left, cannot fill its two empty cells
    state = State((X, O, X, X, O, EMPTY, O, X, EMPTY))
    assert state.to_move == O and EMPTY in state.board
    assert game.winner(state) == EMPTY
    assert game.is_draw(state) and game.legal_moves(state) == []


def test_not_a_draw_while_a_line_is_open():
    game = create()
    state = State((X, O, EMPTY, EMPTY, X, EMPTY, EMPTY, EMPTY, O))
    assert not game.is_draw(state)


@pytest.mark.parametrize("text,words", [
    ("oo./x../...", "O has more marks"),
    ("xxx/o../...", "more marks than O"),
    ("xxx/ooo/...", "both X and O"),
    ("xxx/oo./o..", "X has a line but O moved afterwards"),
    ("ooo/xx./xx.", "O has a line but X moved afterwards"),
    ("xxxx", "needs 9"),
    ("xo./...", "3 rows"),
    ("xoa......", "'a'"),
])
def test_illegal_positions_are_explained(text, words):
    with pytest.raises(PositionError) as info:
        board_of(text)
    assert words in str(info.value)
    assert "\n" not in str(info.value)


def test_a_double_line_by_one_last_move_is_legal():
    board = board_of("xxx/xoo/xoo")  # X completed row 0 and column 0 with the corner
    x_mask, _ = to_bitboards(board)
    assert x_mask & 1


def test_positions_read_with_or_without_slashes_agree():
    assert board_of("x.o/.x./..o") == board_of("X.O.X...O")


def test_rules_players_and_cli_do_not_import_qt():
    import subprocess
    import sys

    code = ("import sys; import boardgames.games.tictactoe.cli, boardgames.games.tictactoe.rules, "
            "boardgames.games.tictactoe.players, boardgames.games.tictactoe.match, "
            "boardgames.games.tictactoe.plugin; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "False", done.stderr


def test_who_starts_follows_the_teachers_rule():
    import random

    from boardgames.games.tictactoe.match import starter_for

    rng = random.Random(3)
    assert [starter_for("alternate", i, rng) for i in range(4)] == [X, O, X, O]
    assert {starter_for("x", i, rng) for i in range(3)} == {X}
    assert {starter_for("o", i, rng) for i in range(3)} == {O}
    assert {starter_for("random", i, rng) for i in range(40)} == {X, O}
    with pytest.raises(ValueError):
        starter_for("loser", 0, rng)


def test_the_match_score_counts_marks_and_sides():
    from boardgames.games.tictactoe.match import HUMAN_O_VS_COMPUTER, Match

    session = Match()
    session.result, session.result_mode = X, HUMAN_O_VS_COMPUTER  # the computer (X) won
    assert session.score.x_wins == 1 and session.score.computer_wins == 1
    session.result = None  # the last move was taken back: nothing counted
    assert session.score.games == 0
    session.result = O
    session.next_game()
    session.result, session.result_mode = EMPTY, HUMAN_O_VS_COMPUTER
    score = session.score
    assert (score.x_wins, score.o_wins, score.draws) == (0, 1, 1)
    assert (score.human_wins, score.computer_wins, score.human_draws) == (1, 0, 1)


def test_a_state_survives_the_text_round_trip_with_its_starter():
    game = MNKGame()
    state = game.apply(game.apply(State(board_of("........."), O), 4), 0)
    text = game.state_to_text(state)
    assert text == "x../.o./... o"
    assert game.state_from_text(text) == state
    assert game.state_from_text("x.o/.x./..o").starter == X  # without a starter: X started
    big = MNKGame(4, 5, 4)
    assert big.state_from_text(big.state_to_text(big.initial_state())) == big.initial_state()
    assert game.seat_names == ("X", "O")


@pytest.mark.parametrize("text, words", [
    ("x.o/.x", "rows"), ("x.o/.x./..o z", "must be x or o"), ("xx./.../... x", "one more"),
    ("x.o/.x./x.o o", "one more"), ("xxx/ooo/... x", "both"), ("", "board"),
])
def test_bad_state_texts_say_what_is_wrong(text, words):
    with pytest.raises(ValueError, match=words):
        MNKGame().state_from_text(text)
