"""The search stepper's Qt-free model (core/search/stepper.py) on the 8-puzzle and on a toy
puzzle made up here: expansion order, heuristics' effect, back = exact undo, and solutions
that replay to the goal with optimal length."""

import random

import pytest

from boardgames.core.game import Game, Outcome
from boardgames.core.search.heuristic import Heuristic
from boardgames.core.search.problem import Problem
from boardgames.core.search.solve import solve
from boardgames.core.search.stepper import (
    ALGORITHMS,
    CLOSED,
    CURRENT,
    OPEN,
    PATH,
    PRUNED,
    tree_layout,
)
from boardgames.core.search.stepper import SearchStepper as CoreStepper
from boardgames.games.fifteen.board import apply_moves, goal, is_goal
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.search.offered import HEURISTICS, STEPPER, positions_at_distance, random_position

EIGHT = SlidingPuzzle(3, 3)
BY_ID = {h.id: h for h in HEURISTICS}


def SearchStepper(board, algorithm="a*", heuristic="manhattan"):  # noqa: N802 (reads as the class)
    return CoreStepper(EIGHT, board, algorithm, BY_ID[heuristic])


def shortest(board):
    return solve(Problem.of(EIGHT, board), "bfs").length


POSITIONS = [random_position(d, random.Random(d)) for d in (4, 8, 11, 13, 15)]
EASY = (1, 2, 3, 4, 5, 6, 0, 7, 8)  # two moves: slide 7 left, then 8 left


def snapshot(s: SearchStepper):
    return (s.steps, s.current, s.found, s.expanded, s.generated, s.threshold, s.iteration,
            tuple(s.nodes), tuple(n.id for n in s.open_list()), s.closed(), tuple(s.statuses()))


def test_breadth_first_expands_level_by_level_in_generation_order():
    s = SearchStepper(POSITIONS[2], "bfs", "manhattan")
    order = []
    while s.step():
        order.append(s.nodes[s.current])
    depths = [n.g for n in order]
    assert depths == sorted(depths)
    ids = [n.id for n in order]
    assert ids == sorted(ids)  # first in, first out
    assert depths[-1] == 11 and is_goal(order[-1].state)


def test_a_star_open_list_is_sorted_by_f_and_shows_g_and_h():
    s = SearchStepper(POSITIONS[3], "a*", "manhattan")
    for _ in range(20):
        s.step()
        keys = [(n.f, n.h) for n in s.open_list()]
        assert keys == sorted(keys)
        assert all(n.f == n.g + n.h for n in s.open_list())
    assert len(s.closed()) == s.expanded == 20


@pytest.mark.parametrize("board", POSITIONS)
def test_manhattan_expands_no_more_than_misplaced_tiles(board):
    counts = {}
    for h in ("hamming", "manhattan", "linear-conflict"):
        s = SearchStepper(board, "a*", h)
        s.run(100_000)
        counts[h] = s.expanded
    assert counts["linear-conflict"] <= counts["manhattan"] <= counts["hamming"]


@pytest.mark.parametrize("every", [200, 4])
@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_forward_n_then_back_n_returns_the_same_state(algorithm, every):
    s = SearchStepper(POSITIONS[3], algorithm, "hamming")
    s.checkpoint_every = every  # 4: Back restores saved states (and IDA* crosses iterations)
    states = [snapshot(s)]
    for _ in range(25):
        s.step()
        states.append(snapshot(s))
    for expected in reversed(states[:-1]):
        assert s.back()
        assert snapshot(s) == expected
    assert not s.back() and s.steps == 0


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("board", POSITIONS)
def test_found_path_replays_to_the_goal(algorithm, board):
    s = SearchStepper(board, algorithm, "manhattan")
    s.run(100_000)
    assert s.found >= 0
    assert apply_moves(board, 3, 3, s.moves()) == goal(3, 3)
    path = s.path()
    assert path[0] == board and path[-1] == goal(3, 3) and len(path) == len(s.moves()) + 1
    optimum = shortest(board)
    if algorithm == "greedy":
        assert len(s.moves()) >= optimum
    else:
        assert len(s.moves()) == optimum


def test_statuses_after_a_few_steps_of_a_star():
    s = SearchStepper(EASY, "a*", "manhattan")
    s.step()
    statuses = s.statuses()
    assert statuses[0] == CURRENT and set(statuses[1:]) == {OPEN}
    s.run(10)
    assert s.found >= 0 and s.moves() == ["Left", "Left"]
    assert [s.status(n.id) for n in s.branch(s.found)] == [PATH] * 3
    s = SearchStepper(EASY, "bfs", "manhattan")
    s.run(2)
    assert s.statuses()[0] == CLOSED


def test_ida_star_raises_the_threshold_and_marks_pruned_children():
    board = POSITIONS[2]
    s = SearchStepper(board, "ida*", "hamming")
    first = s.threshold
    assert first == s.nodes[0].h
    while s.iteration == 1:
        s.step()
        assert all(n.f <= first for n in s.dfs_path())
    assert s.threshold > first
    # the step that starts the new iteration expands the start again: a fresh tree
    assert s.current == 0 and all(n.g <= 1 for n in s.nodes)
    for node, status in zip(s.nodes[1:], s.statuses()[1:], strict=True):
        assert (status == PRUNED) == (node.f > s.threshold)
    assert s.open_count == len(s.open_list())


def test_generated_and_expanded_counts_grow():
    s = SearchStepper(POSITIONS[1], "bfs", "manhattan")
    s.step()
    assert (s.expanded, s.generated) == (1, len([n for n in s.nodes if n.parent_id == 0]))
    s.step()
    assert s.expanded == 2 and s.generated > 2


def test_bad_input_is_refused_with_a_message():
    assert not STEPPER.usable(EIGHT, (2, 1, 3, 4, 5, 6, 7, 8, 0))  # cannot be solved
    assert not STEPPER.usable(EIGHT, (1, 2, 3))
    assert STEPPER.usable(EIGHT, EASY)
    assert STEPPER.rules(SlidingPuzzle(4, 4)).rows == 3 and STEPPER.rules(EIGHT) is EIGHT
    with pytest.raises(ValueError, match="unknown algorithm"):
        SearchStepper(EASY, "dfs")
    with pytest.raises(ValueError, match="one-player"):
        from boardgames.games.tictactoe.rules import MNKGame

        CoreStepper(MNKGame(), MNKGame().initial_state())


def test_random_positions_have_the_asked_distance():
    for d in (0, 3, 9):
        board = random_position(d, random.Random(5))
        assert shortest(board) == d
    assert len(positions_at_distance(1)) == 2
    with pytest.raises(ValueError):
        positions_at_distance(40)


def test_tree_layout_keeps_children_under_their_parent_and_apart():
    s = SearchStepper(POSITIONS[3], "bfs", "manhattan")
    s.run(60)
    places = tree_layout(s.nodes, 3)
    assert set(places) == {n.id for n in s.nodes if n.g <= 3}
    for node_id, (column, depth) in places.items():
        node = s.nodes[node_id]
        assert depth == node.g
        kids = [places[k.id][0] for k in s.nodes if k.parent_id == node_id and k.id in places]
        if kids:
            assert min(kids) <= column <= max(kids)
    per_level = {}
    for column, depth in places.values():
        per_level.setdefault(depth, []).append(column)
    assert all(len(cols) == len(set(cols)) for cols in per_level.values())


def test_tree_layout_draws_the_branch_to_a_deep_node():
    s = SearchStepper(POSITIONS[3], "a*", "manhattan")
    s.run(40)
    deep = max(s.nodes, key=lambda n: n.g)
    branch = {n.id for n in s.branch(deep.id)}
    places = tree_layout(s.nodes, 2, branch)
    assert deep.id in places and branch <= set(places)
    assert all(s.nodes[i].g <= 2 or i in branch for i in places)


class Doubling(Game[int, str]):
    """A toy puzzle: from 1 reach 10 by "+1" and "x2", never above 20."""

    def initial_state(self):
        return 1

    def legal_moves(self, state):
        return [] if state == 10 else [m for m, v in (("+1", state + 1), ("x2", state * 2)) if v <= 20]

    def apply(self, state, move):
        return state + 1 if move == "+1" else state * 2

    def is_terminal(self, state):
        return state == 10

    def outcome(self, state):
        return Outcome(0, (1.0,)) if state == 10 else None


ONE_LEFT = Heuristic("one", "One move left", lambda game, s: 0 if s == 10 else 1)


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_the_stepper_runs_on_a_puzzle_that_is_not_the_15_puzzle(algorithm):
    s = CoreStepper(Doubling(), 1, algorithm, ONE_LEFT)
    assert s.open_count == 1 and s.nodes[0].h == 1
    s.step()
    assert s.expanded == 1 and s.status(0) == CURRENT
    before = (s.steps, s.open_count, tuple(s.nodes))
    s.step()
    s.back()
    assert (s.steps, s.open_count, tuple(s.nodes)) == before
    s.run(1000)
    assert s.path()[0] == 1 and s.path()[-1] == 10
    state = 1
    for move in s.moves():
        state = Doubling().apply(state, move)
    assert state == 10
    if algorithm != "greedy":
        assert len(s.moves()) == 4  # 1 +1 2 x2 4 +1 5 x2 10
