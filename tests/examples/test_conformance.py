"""The plug-in contract, checked on every installed game (like OpenSpiel's API tests).

Parametrised over every plug-in that :func:`discover` finds and every example of
``examples/`` (Connect Four, Nim, the Towers of Hanoi; installed, or else from the source
tree): seeded random playouts from the initial state check that every
legal move applies, states are hashable and never mutated, terminal states have an
outcome, no legal moves and nobody to move, non-terminal states have moves and a seat to
move, and a state survives its text round trip. The computer players offered for a seat
then play whole games, each move checked against the rules. A puzzle's heuristics are 0 at
the goal, whole and never negative, and those declared consistent are so along playouts.
Last, each game's golden playthroughs (OpenSpiel's playthrough tests): the seeded games of
:mod:`boardgames.core.playthrough`, regenerated from the code, must equal the file stored
in ``tests/data/playthroughs/<id>.txt`` (the built-in games and the examples must have
one; ``python tools/playthroughs.py --update`` rewrites them when a change is meant).
"""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from boardgames.core.game import Game, PositionError
from boardgames.core.generic import generic_choices
from boardgames.core.players import Budget, Player
from boardgames.core.playthrough import diff, file_name, record
from boardgames.core.plugins import discover, load_attribute

# (imported by its own name: CI runs this file from outside the source tree, where only
# the tests' folder is on the path; see example_plugins)
from example_plugins import declared, with_examples  # isort: skip

DISCOVERY = with_examples(discover())
PLUGIN_IDS = [p.id for p in DISCOVERY.plugins if p.rules]
PUZZLES_WITH_HEURISTICS = [p.id for p in DISCOVERY.plugins if p.rules and p.heuristics]
PLAYOUTS, MAX_PLIES = 25, 80
#: Seconds a searching player may think per move here (iterative deepening keeps it short).
MOVE_SECONDS = 0.02
#: The golden playthrough files (found from this file: CI runs it from the source tree's
#: tests folder against an installed copy of the package and the examples).
PLAYTHROUGHS = Path(__file__).resolve().parents[1] / "data" / "playthroughs"
#: The games that must have a golden file: the built-in ones (rules in this package) and
#: the examples of ``examples/``; another installed plug-in's is optional.
GOLDEN = sorted({p.id for p in DISCOVERY.plugins if p.rules and p.rules.startswith("boardgames.games.")}
                | set(declared()))


def rules(plugin_id: str) -> Game:
    plugin = DISCOVERY.get(plugin_id)
    assert plugin is not None
    return plugin.load_rules()


def playout_states(game: Game, seed: int):
    """The states of one random playout (at most MAX_PLIES moves)."""
    rng, state = random.Random(seed), game.initial_state()
    yield state
    for _ in range(MAX_PLIES):
        moves = list(game.legal_moves(state))
        if not moves:
            return
        state = game.apply(state, rng.choice(moves))
        yield state


def test_discovery_has_no_errors():
    assert DISCOVERY.errors == []
    assert {"fifteen", "tictactoe"} <= set(PLUGIN_IDS)
    assert {"connect-four", "nim", "hanoi"} <= set(declared()) <= set(PLUGIN_IDS)


def check_terminal(game: Game, state) -> None:
    outcome = game.outcome(state)
    assert outcome is not None, "a terminal state needs an outcome"
    assert list(game.legal_moves(state)) == [] and game.to_move(state) is None
    assert len(outcome.returns) == game.num_players
    assert outcome.winner is None or 0 <= outcome.winner < game.num_players
    if game.zero_sum and game.num_players > 1:
        assert sum(outcome.returns) == pytest.approx(0.0)


def check_moves_apply(game: Game, state) -> None:
    moves = list(game.legal_moves(state))
    assert moves, "a state that is not terminal needs legal moves"
    assert game.outcome(state) is None
    seat = game.to_move(state)
    assert seat is not None and 0 <= seat < game.num_players
    frozen, key = copy.deepcopy(state), hash(state)
    for move in moves:
        hash(move)
        child = game.apply(state, move)
        hash(child)
        assert isinstance(game.move_to_str(state, move), str) and game.move_to_str(state, move)
    assert state == frozen and hash(state) == key, "apply() changed the state it was given"


@pytest.mark.parametrize("plugin_id", PLUGIN_IDS)
def test_random_playouts_follow_the_contract(plugin_id):
    game = rules(plugin_id)
    for seed in range(PLAYOUTS):
        for state in playout_states(game, seed):
            hash(state)
            if game.is_terminal(state):
                check_terminal(game, state)
            else:
                check_moves_apply(game, state)


@pytest.mark.parametrize("plugin_id", PLUGIN_IDS)
def test_every_seat_has_a_name(plugin_id):
    game = rules(plugin_id)
    assert game.num_players >= 1
    assert len(game.seat_names) == game.num_players and all(game.seat_names)


@pytest.mark.parametrize("plugin_id", PLUGIN_IDS)
def test_text_round_trip(plugin_id):
    game = rules(plugin_id)
    for seed in range(PLAYOUTS):
        for state in playout_states(game, seed):
            text = game.state_to_text(state)
            assert isinstance(text, str) and "\n" not in text
            assert game.state_from_text(text) == state, text


@pytest.mark.parametrize("plugin_id", PLUGIN_IDS)
def test_a_text_that_is_no_position_is_refused_with_the_core_s_error(plugin_id):
    """One error type for every game: a code to translate, values, an English line."""
    game = rules(plugin_id)
    for text in ("", "nonsense", "x/y/z/w", "9" * 200):
        with pytest.raises(PositionError) as info:
            game.state_from_text(text)
        assert info.value.code and isinstance(info.value.values, tuple), text
        assert str(info.value) and "\n" not in str(info.value), text


def play_out(game: Game, seats: list[Player], start, max_plies: int = 200) -> list:
    """Let ``seats`` play from ``start``; every move is checked against the rules."""
    state, moves = start, []
    while not game.is_terminal(state) and len(moves) < max_plies:
        player = seats[game.to_move(state)]
        decision = player.choose(game, state, Budget(seconds=MOVE_SECONDS))
        assert decision.move in list(game.legal_moves(state)), (player.name, decision.move)
        state = game.apply(state, decision.move)
        moves.append(decision.move)
    return moves


@pytest.mark.parametrize("plugin_id", PLUGIN_IDS)
def test_the_offered_players_finish_games_legally(plugin_id):
    game = rules(plugin_id)
    if game.num_players != 2:
        pytest.skip("one-player puzzles: see test_the_generic_puzzle_player_solves_a_walk")
    plugin = DISCOVERY.get(plugin_id)
    choices = {c.id: c for c in generic_choices(game)}
    choices.update({f"plug-in {c.id}": c for c in plugin.load_players()})
    rng = random.Random(7)
    for seat in (0, 1):
        for name, choice in choices.items():
            seats = [choice.make(game), choice.make(game)]
            seats[1 - seat] = generic_choices(game)[0].make(game)  # random
            for player in seats:  # replayable: seeded tie-breaks and random moves
                if hasattr(player, "rng"):
                    player.rng = rng
            moves = play_out(game, seats, game.initial_state())
            state = game.initial_state()
            for move in moves:
                state = game.apply(state, move)
            assert game.is_terminal(state), f"{name} as seat {seat} did not finish"
            check_terminal(game, state)


def test_the_generic_puzzle_player_solves_a_walk():
    if DISCOVERY.get("fifteen") is None:
        pytest.skip("the 15-puzzle is not installed")
    from boardgames.games.fifteen import board as B
    from boardgames.games.fifteen.rules import SlidingPuzzle

    rng, state = random.Random(3), B.goal(3, 3)
    for _ in range(14):
        state = B.apply_move(state, 3, 3, rng.choice(B.legal_moves(state, 3, 3)))
    game = SlidingPuzzle(3, 3, start=state)
    if game.is_terminal(state):
        pytest.skip("the walk came back to the goal")
    for choice in generic_choices(game):
        if choice.id == "random":
            assert len(play_out(game, [choice.make(game)], state, max_plies=30)) >= 1
            continue
        decision = choice.make(game).choose(game, state)
        end = state
        for move in decision.plan:
            assert move in game.legal_moves(end)
            end = game.apply(end, move)
        assert game.is_terminal(end) and len(decision.plan) <= 14


@pytest.mark.parametrize("plugin_id", PLUGIN_IDS)
def test_the_offered_solvers_solve_a_puzzles_start(plugin_id):
    game = rules(plugin_id)
    if game.num_players != 1:
        pytest.skip("two-player games: see test_the_offered_players_finish_games_legally")
    start = game.initial_state()
    if game.is_terminal(start):
        pytest.skip("the rules start solved (the page shuffles)")
    solvers = [c for c in DISCOVERY.get(plugin_id).load_players() if c.id != "random" and c.plays(game)]
    assert solvers, "a puzzle offers a player that solves it"
    for choice in solvers:
        decision = choice.make(game).choose(game, start, Budget(seconds=5.0))
        assert decision.plan and decision.plan[0] == decision.move, choice.id
        state = start
        for move in decision.plan:
            assert move in list(game.legal_moves(state)), (choice.id, move)
            state = game.apply(state, move)
        assert game.is_terminal(state), choice.id


@pytest.mark.parametrize("plugin_id", PUZZLES_WITH_HEURISTICS)
def test_heuristics_are_0_at_the_goal_and_consistent_where_declared(plugin_id):
    game = rules(plugin_id)
    heuristics = list(load_attribute(DISCOVERY.get(plugin_id).heuristics))
    assert game.num_players == 1 and heuristics
    assert len({h.id for h in heuristics}) == len(heuristics) and all(h.title for h in heuristics)
    for seed in range(PLAYOUTS):
        states = list(playout_states(game, seed))
        for heuristic in heuristics:
            values = [heuristic.estimate(game, state) for state in states]
            assert all(isinstance(v, int) and v >= 0 for v in values), heuristic.id
            assert all(v == 0 for v, state in zip(values, states, strict=True) if game.is_terminal(state)), heuristic.id
            if heuristic.consistent:
                assert all(a <= 1 + b for a, b in zip(values, values[1:], strict=False)), heuristic.id


def test_every_built_in_game_and_example_has_a_golden_playthrough():
    assert {"fifteen", "tictactoe", "connect-four", "nim", "hanoi"} <= set(GOLDEN)
    missing = [plugin_id for plugin_id in GOLDEN if not (PLAYTHROUGHS / file_name(plugin_id)).is_file()]
    assert missing == [], f"no golden playthrough in {PLAYTHROUGHS}: run python tools/playthroughs.py --update"


@pytest.mark.parametrize("plugin_id", PLUGIN_IDS)
def test_the_code_plays_the_stored_golden_playthrough(plugin_id):
    """A difference is a change of the rules' behaviour: the diff shows which ply changed
    (if it is meant, ``python tools/playthroughs.py --update`` and commit the new file)."""
    path = PLAYTHROUGHS / file_name(plugin_id)
    if not path.is_file():
        assert plugin_id not in GOLDEN, f"{path} is missing: python tools/playthroughs.py --update {plugin_id}"
        pytest.skip(f"the plug-in '{plugin_id}' has no golden playthrough here")
    changes = diff(path.read_text(encoding="utf-8"), record(DISCOVERY.get(plugin_id)), path.name)
    assert not changes, (f"the code no longer plays {path} (if the change is meant: python "
                         f"tools/playthroughs.py --update {plugin_id}, and commit the file):\n{changes}")
