"""Connect Four, the example plug-in written only against the contract: its rules, its
text form, and the generic alpha-beta player at each strength taking a win and blocking
a loss."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from boardgames.core.game import IllegalMoveError

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "connect-four"


def example(module: str):
    """A module of the example package (from the source tree when it is not installed)."""
    if str(EXAMPLE) not in sys.path:
        sys.path.append(str(EXAMPLE))
    return importlib.import_module(f"boardgames_connect_four.{module}")


@pytest.fixture
def game():
    return example("rules").create()


def play(game, columns, state=None):
    state = game.initial_state() if state is None else state
    for col in columns:
        state = game.apply(state, col)
    return state


def test_pieces_drop_to_the_lowest_free_cell(game):
    state = play(game, [3, 3, 3])
    assert game.state_to_text(state) == "......./......./......./...r.../...y.../...r..."
    assert game.to_move(state) == 1
    assert game.grid(state, 3).last == 3 * 7 + 3  # row 3 (from the top), column 3


@pytest.mark.parametrize("columns, line", [
    ([0, 0, 1, 1, 2, 2, 3], (35, 36, 37, 38)),                     # across
    ([6, 5, 6, 5, 6, 5, 6], (20, 27, 34, 41)),                      # down a column
    ([0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3], (17, 23, 29, 35)),          # rising to the right
    ([6, 5, 5, 4, 4, 3, 4, 3, 3, 0, 3], (17, 25, 33, 41)),          # rising to the left
])
def test_four_in_a_row_wins_in_every_direction(game, columns, line):
    state = play(game, columns)
    assert game.is_terminal(state) and game.to_move(state) is None
    assert game.outcome(state).winner == 0 and game.outcome(state).returns == (1.0, -1.0)
    assert sorted(game.grid(state).highlight) == sorted(line)
    assert game.legal_moves(state) == []
    with pytest.raises(IllegalMoveError, match="over"):
        game.apply(state, 4 if 4 not in columns else 2)


def test_a_full_board_without_four_is_a_draw(game):
    text = "yyryryr/yrrryrr/yryryry/ryryyyr/ryyyrry/rryryry"  # a random game's end
    state = game.state_from_text(text)
    assert game.is_terminal(state) and game.outcome(state).winner is None
    assert game.outcome(state).returns == (0.0, 0.0)


def test_a_full_column_and_an_off_board_column_are_illegal(game):
    state = play(game, [2] * 6)
    assert 2 not in game.legal_moves(state)
    assert game.move_at(state, 2) is None and game.move_at(state, 7 * 5 + 4) == 4
    with pytest.raises(IllegalMoveError, match="column 3 is full"):
        game.apply(state, 2)
    with pytest.raises(IllegalMoveError, match="not on the board"):
        game.apply(state, 7)


def test_states_survive_the_text_round_trip(game):
    state = game.initial_state()
    for col in [3, 3, 2, 2, 4, 4, 1]:
        state = game.apply(state, col)
        assert game.state_from_text(game.state_to_text(state)) == state
    assert game.outcome(game.state_from_text(game.state_to_text(state))).winner == 0


@pytest.mark.parametrize("text, message", [
    ("......./.......", "6 rows of 7"),
    ("......./......./......./......./......./...x...", r"'r' \(Red\)"),
    ("......./......./......./...r.../......./...y...", "floats"),
    ("......./......./......./......./......./..yy...", "Red moves first"),
    ("......./......./yy...../yy...../yyrrrr./yyrrrr.", "both players"),
])
def test_bad_text_is_refused_with_a_reason(game, text, message):
    with pytest.raises(ValueError, match=message):
        game.state_from_text(text)


STRENGTHS = ["alphabeta-2", "alphabeta-4", "alphabeta-7", "alphabeta-deep"]


@pytest.mark.parametrize("player_id", STRENGTHS)
def test_alpha_beta_takes_a_win_in_one(game, player_id):
    players = {c.id: c for c in example("players").PLAYERS}
    state = play(game, [0, 6, 1, 6, 2, 5])          # Red has three across: 4th column wins
    decision = players[player_id].make(game).choose(game, state)
    assert decision.move == 3
    assert game.outcome(game.apply(state, decision.move)).winner == 0


@pytest.mark.parametrize("player_id", STRENGTHS)
def test_alpha_beta_blocks_a_loss_in_one(game, player_id):
    players = {c.id: c for c in example("players").PLAYERS}
    state = play(game, [6, 0, 6, 1, 5, 2])          # Yellow threatens the 4th column
    decision = players[player_id].make(game).choose(game, state)
    assert decision.move == 3
    assert decision.analysis is not None and decision.analysis.values[3] > -1.0


def test_the_plugin_describes_a_shared_page_game(game):
    plugin = example("plugin").PLUGIN
    assert plugin.view is None and plugin.load_view_factory() is None
    assert type(plugin.load_rules()).__name__ == "ConnectFour"
    assert [c.id for c in plugin.load_players()] == ["random"] + STRENGTHS
    assert Path(plugin.icon_path()).is_file()


def random_states(game, seed, count, fewest=0, most=42):
    """``count`` unfinished states of seeded random games, each after ``fewest``..``most`` moves."""
    import random

    rng, out = random.Random(seed), []
    while len(out) < count:
        state = game.initial_state()
        for _ in range(rng.randrange(fewest, most)):
            if game.is_terminal(state):
                break
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        if not game.is_terminal(state):
            out.append(state)
    return out


def test_the_bitboard_space_follows_the_rules(game):
    space = example("search").ConnectFourSpace()
    for state in random_states(game, 3, 60):
        position = space.position(state)
        assert space.outcome(position) is None
        assert sorted(space.all_moves(position)) == game.legal_moves(state)
        assert set(space.moves(position)) <= set(game.legal_moves(state))
        for col in game.legal_moves(state):
            child, after = space.play(position, col), game.apply(state, col)
            if game.is_terminal(after):
                winner = game.outcome(after).winner
                assert space.outcome(child) == (0 if winner is None else -1)
            else:
                assert child == space.position(after) and space.outcome(child) is None


def test_the_bitboard_space_solves_endgames_like_the_rules():
    from boardgames.core.alphabeta import EVERY_MOVE, GameSpace, search

    game = example("rules").create()
    fast, plain = example("search").ConnectFourSpace(), GameSpace(game)
    for state in random_states(game, 5, 15, fewest=26, most=34):
        expected = search(plain, plain.position(state), window=EVERY_MOVE).scores
        assert search(fast, fast.position(state), window=EVERY_MOVE).scores == expected


def test_the_mirror_image_is_the_one_symmetry(game):
    state = play(game, [0, 1, 1, 3])
    images = game.symmetries(state)
    assert images[0] == state and len(images) == 2
    assert game.state_to_text(images[1]) == "/".join(row[::-1] for row in game.state_to_text(state).split("/"))
    won = play(game, [0, 0, 1, 1, 2, 2, 3])
    assert sorted(game.symmetries(won)[1].line) == [38, 39, 40, 41]


def test_the_players_refuse_a_finished_game(game):
    players = {c.id: c for c in example("players").PLAYERS}
    won = play(game, [0, 0, 1, 1, 2, 2, 3])
    with pytest.raises(ValueError, match="over"):
        players["alphabeta-deep"].make(game).choose(game, won)
