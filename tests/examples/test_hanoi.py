"""The Towers of Hanoi, the example plug-in of ``examples/hanoi`` written only against the
contract: its rules and text form, its heuristics checked against the true distances (what
they claim about admissibility and consistency holds), the levels by disk count, and the
framework's generic puzzle solver finding the 2^n - 1 solution, replayed to the goal."""

from __future__ import annotations

from collections import deque

import pytest

from boardgames.core.game import IllegalMoveError
from boardgames.core.generic import generic_choices
from tests.examples.example_plugins import example_module, example_plugin

rules = example_module("hanoi", "rules")
heuristics = example_module("hanoi", "heuristics")
State = rules.State


@pytest.fixture
def game():
    return rules.create(3)


def test_the_tower_starts_on_a_and_the_puzzle_is_solved_on_c(game):
    start = game.initial_state()
    assert start.pegs == ((3, 2, 1), (), ()) and not game.is_terminal(start)
    assert game.legal_moves(start) == [(0, 1), (0, 2)]
    solved = State(((), (), (3, 2, 1)))
    assert game.is_terminal(solved) and game.outcome(solved).returns == (1.0,)
    assert game.legal_moves(solved) == [] and game.to_move(solved) is None
    assert not game.is_terminal(State(((), (3, 2, 1), ())))


def test_a_disk_never_goes_on_a_smaller_one(game):
    state = game.apply(game.initial_state(), (0, 2))  # disk 1 onto C
    assert state.pegs == ((3, 2), (), (1,)) and game.move_to_str(state, (0, 1)) == "A→B"
    assert rules.refusal(state, (0, 2)) == rules.LARGER and rules.refusal(state, (1, 0)) == rules.EMPTY
    assert rules.refusal(state, (2, 2)) == rules.SAME and rules.refusal(state, (2, 1)) is None
    with pytest.raises(IllegalMoveError, match="larger"):
        game.apply(state, (0, 2))
    with pytest.raises(IllegalMoveError, match="empty"):
        game.apply(state, (1, 2))


def test_states_and_moves_survive_their_text_forms(game):
    state = State(((3,), (2, 1), ()))
    assert game.state_to_text(state) == "3/21/-" and game.state_from_text("3/21/-") == state
    assert game.move_from_json(game.move_to_json((1, 2))) == (1, 2) and game.move_to_json((1, 2)) == "BC"


@pytest.mark.parametrize("text, words", [("321/-", "three pegs"), ("32/-/-", "disks are 1 to 3"),
                                         ("3/12/-", "larger disk lies on a smaller"), ("3/2²/1", "three pegs")])
def test_bad_text_is_refused_with_a_reason(game, text, words):
    with pytest.raises(ValueError, match=words):
        game.state_from_text(text)
    with pytest.raises(ValueError, match="two pegs"):
        game.move_from_json("AD")


def distances(game):
    """Every position's true distance to the goal (breadth-first from the goal: moves are
    reversible, so the distance to the goal is the distance from it)."""
    goal = State(((), (), game.tower))
    seen, queue = {goal: 0}, deque([goal])
    while queue:
        state = queue.popleft()
        for move in [(s, t) for s in range(3) for t in range(3) if rules.refusal(state, (s, t)) is None]:
            pegs = [list(peg) for peg in state.pegs]
            pegs[move[1]].append(pegs[move[0]].pop())
            child = State(tuple(tuple(peg) for peg in pegs))
            if child not in seen:
                seen[child] = seen[state] + 1
                queue.append(child)
    return seen


@pytest.mark.parametrize("disks", [1, 2, 3, 4, 5])
def test_the_heuristics_are_what_they_claim(disks):
    game = rules.create(disks)
    truth = distances(game)
    assert len(truth) == 3 ** disks and truth[game.initial_state()] == 2 ** disks - 1
    for h in heuristics.HEURISTICS:
        estimate = {state: h.estimate(game, state) for state in truth}
        assert h.admissible and all(estimate[s] <= d for s, d in truth.items()), h.id
        consistent = all(estimate[s] <= 1 + estimate[game.apply(s, m)]
                         for s in truth if not game.is_terminal(s) for m in game.legal_moves(s))
        assert consistent == h.consistent or disks < 3, h.id  # (2 disks are too few to break it)
    exact = {state: heuristics.exact(game, state) for state in truth}
    assert exact == truth  # the third heuristic is the distance itself
    lower = {state: heuristics.largest_astray(game, state) for state in truth}
    assert all(heuristics.not_on_goal(game, s) <= lower[s] for s in truth)  # the second dominates


@pytest.mark.parametrize("disks", range(1, 9))
def test_the_generic_solver_finds_the_2_to_the_n_minus_1_solution(disks):
    game = rules.create(disks)
    offered = example_plugin("hanoi").load_players()
    generic = [c.id for c in generic_choices(game) if c.id != "random"]
    assert [c.id for c in offered] == generic and generic  # the framework's own puzzle players
    for choice in offered:
        decision = choice.make(game).choose(game, game.initial_state())
        assert len(decision.plan) == 2 ** disks - 1 and decision.optimal
        state = game.initial_state()
        for move in decision.plan:
            state = game.apply(state, move)  # (raises on an illegal move)
        assert game.is_terminal(state) and state.pegs[rules.GOAL] == tuple(range(disks, 0, -1))


def test_the_levels_grow_by_one_disk():
    plugin = example_plugin("hanoi")
    levels = plugin.load_levels()
    assert [level.settings["disks"] for level in levels] == list(range(2, 9))
    for level in levels:
        assert str(2 ** level.settings["disks"] - 1) in level.title
    card = plugin.load_how_to_play()
    assert "peg C" in card.goal and len(card.keys) >= 3
