"""Nim, the example plug-in of ``examples/nim`` written only against the contract: its
rules and text form, perfect play by the nim-sum (it never lets a won position go), the
framework's alpha-beta agreeing with the nim-sum on small positions, the fallible player,
and the levels."""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest

from boardgames.core.alphabeta import AlphaBetaPlayer
from boardgames.core.game import IllegalMoveError
from boardgames.core.players import choice_by_id
from tests.examples.example_plugins import example_module, example_plugin

rules = example_module("nim", "rules")
players = example_module("nim", "players")
State = rules.State


@pytest.fixture
def game():
    return rules.create("3 4 5")


def test_a_move_takes_matches_from_one_heap_and_passes_the_turn(game):
    state = game.apply(game.initial_state(), (2, 4))
    assert state == State((3, 4, 1), 1) and game.to_move(state) == 1
    assert len(game.legal_moves(game.initial_state())) == 3 + 4 + 5
    assert game.move_to_str(state, (1, 4)) == "B-4"


def test_who_takes_the_last_match_wins(game):
    state = State((0, 0, 2), 1)
    end = game.apply(state, (2, 2))
    assert game.is_terminal(end) and game.to_move(end) is None and game.legal_moves(end) == []
    assert game.outcome(end).winner == 1 and game.outcome(end).returns == (-1.0, 1.0)
    assert game.outcome(state) is None


@pytest.mark.parametrize("move, words", [((3, 1), "no heap 3"), ((0, 4), "1 to all of them, not 4"),
                                         ((1, 0), "not 0")])
def test_illegal_moves_are_refused_with_a_reason(game, move, words):
    with pytest.raises(IllegalMoveError, match=words):
        game.apply(game.initial_state(), move)


def test_states_and_moves_survive_their_text_forms(game):
    for state in (State((3, 4, 5)), State((0, 2, 0), 1), State((0, 0, 0), 0)):
        assert game.state_from_text(game.state_to_text(state)) == state
    assert game.state_to_text(State((1, 0, 7), 1)) == "1 0 7 / b"
    assert game.move_from_json(game.move_to_json((2, 3))) == (2, 3) and game.move_to_json((2, 3)) == "C-3"


@pytest.mark.parametrize("text, words", [("3 4 5", "who moves"), ("3 x 5 / r", "each a number"),
                                         (" / b", "1 to 8 heaps"), ("3 40 / r", "at most 15")])
def test_bad_text_is_refused_with_a_reason(game, text, words):
    with pytest.raises(ValueError, match=words):
        game.state_from_text(text)
    with pytest.raises(ValueError, match="letter"):
        game.move_from_json("3-B")


def test_the_option_names_the_heaps_and_random_heaps_can_be_won_by_the_first_player():
    assert rules.create("1 3 5 7").initial_state().heaps == (1, 3, 5, 7)
    for value, _title in rules.OPTIONS[0].choices:
        assert rules.create(value).tallest >= 3 or value in ("2 3", "1 2 3")
    rng, random_rules = random.Random(5), rules.create(rules.RANDOM)
    for _ in range(50):
        start = rules.start(random_rules, rng)
        assert 3 <= len(start.heaps) <= 5 and all(1 <= h <= 7 for h in start.heaps)
        assert rules.nim_sum(start.heaps) != 0 and start.turn == 0
    assert rules.start(rules.create("3 5 7"), rng) == State((3, 5, 7))


def small_positions(limit=(3, 4, 5)):
    """Every position with heaps up to ``limit`` that is not over, for both seats."""
    for heaps in itertools.product(*(range(h + 1) for h in limit)):
        if any(heaps):
            yield State(heaps, 0)


def test_the_nim_sum_player_never_lets_a_won_position_go(game):
    player = players.NimSumPlayer(random.Random(1))

    @cache
    def wins(state) -> bool:
        """The nim-sum player, to move, wins against every reply."""
        after = game.apply(state, player.choose(game, state).move)
        return game.is_terminal(after) or all(wins(game.apply(after, m)) for m in game.legal_moves(after))

    won = [s for s in small_positions() if rules.nim_sum(s.heaps)]
    assert len(won) > 100 and all(wins(state) for state in won)


def test_the_nim_sum_player_explains_its_moves(game):
    decision = players.NimSumPlayer().choose(game, game.initial_state())
    assert decision.move == (0, 2) and decision.reason == "nim-sum-zero"  # 1 ^ 4 ^ 5 == 0
    assert [m for m, v in decision.analysis.values.items() if v > 0] == [(0, 2)]
    lost = players.NimSumPlayer().choose(game, State((1, 4, 5)))
    assert lost.reason == "stalling" and lost.move == (2, 1)
    assert set(players.REASONS) >= {"nim-sum-zero", "stalling", "mistake"}


def test_alpha_beta_to_the_end_agrees_with_the_nim_sum_on_small_positions(game):
    player = AlphaBetaPlayer(None)
    for state in small_positions((3, 3, 4)):
        analysis = player.choose(game, state).analysis
        assert analysis.exact and set(analysis.values) == set(game.legal_moves(state))
        for move, value in analysis.values.items():
            zero = rules.nim_sum(game.apply(state, move).heaps) == 0
            assert (value == 1.0) == zero and (value == -1.0) == (not zero), (state, move, value)


def test_the_offered_alpha_beta_plays_the_nim_sum_move_on_the_levels_heaps():
    offered = choice_by_id(players.PLAYERS, "alphabeta")
    for heaps in ("2 3", "3 4 5", "3 5 7", "1 2 3"):
        small = rules.create(heaps)
        assert offered.plays(small)
        decision = offered.make(small).choose(small, small.initial_state())
        after = small.apply(small.initial_state(), decision.move)
        if heaps == "1 2 3":  # nim-sum 0: lost, whatever the first player does
            assert set(decision.analysis.values.values()) == {-1.0}
        else:
            assert rules.nim_sum(after.heaps) == 0, heaps
    assert not offered.plays(rules.create(rules.RANDOM))  # up to five heaps of 7: too large


@pytest.mark.parametrize("mistakes, erring", [(0, False), (100, True)])
def test_the_fallible_player_errs_its_share_of_won_positions(game, mistakes, erring):
    player = choice_by_id(players.PLAYERS, "fallible").make(game, mistakes=mistakes)
    for state in small_positions((2, 3, 4)):
        if rules.nim_sum(state.heaps) == 0 or not list(game.legal_moves(state)):
            continue
        decision = player.choose(game, state)
        zero = rules.nim_sum(game.apply(state, decision.move).heaps) == 0
        wrong_exists = any(rules.nim_sum(game.apply(state, m).heaps) for m in game.legal_moves(state))
        assert zero != (erring and wrong_exists), (state, decision)
        assert decision.reason == ("mistake" if erring and wrong_exists else "nim-sum-zero")


def test_the_levels_go_from_random_to_the_nim_sum_on_heaps_you_can_win():
    plugin = example_plugin("nim")
    levels, ids = plugin.load_levels(), [c.id for c in plugin.load_players()]
    assert levels[0].settings["player"] == "random" and levels[-1].settings["player"] == "nim-sum"
    options = {value for value, _ in rules.OPTIONS[0].choices}
    for level in levels:
        assert level.settings["player"] in ids and level.settings["heaps"] in options
        if level.settings["heaps"] != rules.RANDOM:
            assert rules.nim_sum(rules.create(level.settings["heaps"]).heaps) != 0  # the human opens: winnable
