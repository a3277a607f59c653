"""Levels, "How to play" cards and results from the player's side (Qt-free; issue 14)."""

import pytest

from boardgames.core.game import Outcome
from boardgames.core.levels import (
    ASSISTED,
    DRAW,
    LOSS,
    OVER,
    SOLVED,
    WIN,
    HowToPlay,
    Level,
    clamp_level,
    human_result,
    next_level,
)
from boardgames.core.plugins import GamePlugin, discover

LEVELS = [Level("one"), Level("two"), Level("three")]


@pytest.mark.parametrize("stored, level", [
    (1, 1), (3, 3), (7, 3), (0, 1), (-2, 1), ("2", 1), (None, 1), (True, 1), (2.0, 1)])
def test_a_stored_level_is_checked(stored, level):
    assert clamp_level(stored, LEVELS) == level


@pytest.mark.parametrize("number, result, advance, after", [
    (1, WIN, True, 2), (2, SOLVED, True, 3), (3, WIN, True, 3), (1, WIN, False, 1),
    (2, LOSS, True, 2), (2, DRAW, True, 2), (2, OVER, True, 2),
    (2, ASSISTED, True, 2)])
def test_winning_with_auto_advance_goes_one_level_up(number, result, advance, after):
    assert next_level(number, result, LEVELS, advance) == after


def test_results_from_the_humans_side():
    x_wins, o_wins, draw = Outcome(0, (1.0, -1.0)), Outcome(1, (-1.0, 1.0)), Outcome(None, (0.0, 0.0))
    assert human_result(x_wins, [0], 2) == WIN
    assert human_result(o_wins, [0], 2) == LOSS
    assert human_result(draw, [1], 2) == DRAW
    assert human_result(x_wins, [0, 1], 2) == WIN  # two humans: someone at the board won
    assert human_result(x_wins, [], 2) == OVER     # computer against computer
    assert human_result(Outcome(0, (1.0,)), [0], 1) == SOLVED
    assert human_result(Outcome(0, (1.0,)), [], 1) == ASSISTED  # the computer's solution ended it
    assert human_result(None, [0], 2) == OVER


@pytest.mark.parametrize("plugin", [p for p in discover().plugins], ids=lambda p: p.id)
def test_every_installed_game_has_levels_and_a_card(plugin):
    levels = plugin.load_levels()
    assert levels and all(level.title for level in levels)
    card = plugin.load_how_to_play()
    assert card.goal and card.rules and card.keys


def test_tictactoe_level_1_can_be_beaten_and_the_last_cannot():
    import random

    from boardgames.games.tictactoe.board import Geometry
    from boardgames.games.tictactoe.levels import LEVELS as TTT
    from boardgames.games.tictactoe.players import make_player
    from boardgames.games.tictactoe.rules import create

    game = create()
    geo = Geometry(3, 3, 3)

    def play(computer_name):
        computer = make_player(computer_name, geo, random.Random(1))
        perfect = make_player("perfect", geo, random.Random(2))
        state = game.initial_state()
        seats = (perfect, computer)
        while not game.is_terminal(state):
            state = game.apply(state, seats[game.to_move(state)].choose(game, state).move)
        return game.outcome(state).winner

    assert play(TTT[0].settings["player"]) == 0        # the child (playing well) wins level 1
    assert play(TTT[-1].settings["player"]) is None    # the last level never loses


def test_fifteen_level_1_is_a_few_moves_from_solved():
    from boardgames.games.fifteen.levels import LEVELS as FIFTEEN

    first = FIFTEEN[0].settings
    assert (first["rows"], first["cols"]) == (3, 3) and 0 < first["shuffle"] <= 3
    sizes = [level.settings["rows"] * level.settings["cols"] for level in FIFTEEN]
    assert sizes == sorted(sizes)  # the board never shrinks as levels go up


def test_a_plugin_without_levels_or_card_still_has_a_goal():
    plugin = GamePlugin(id="x", title="X", description="Do the thing.")
    assert plugin.load_levels() == [] and plugin.load_how_to_play() == HowToPlay("Do the thing.")


def test_a_broken_levels_attribute_is_refused_with_its_name():
    plugin = GamePlugin(id="x", title="X", description="", levels="boardgames.core.levels:WIN")
    with pytest.raises(TypeError, match="levels:WIN"):
        plugin.load_levels()
