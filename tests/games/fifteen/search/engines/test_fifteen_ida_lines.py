"""The compiled IDA* (engines/ida_lines.py): the textbook algorithm's f-bounds and solution
lengths, with its heuristic updated move by move; giving up, cancelling, other heuristics."""

from __future__ import annotations

import random

import pytest

from boardgames.core.players import Budget
from boardgames.games.fifteen.board import apply_moves, goal
from boardgames.games.fifteen.search.engines.ida_lines import INCREMENTAL, ida_star
from boardgames.games.fifteen.search.heuristics import get_heuristic
from boardgames.games.fifteen.search.textbook import run_textbook
from boardgames.games.fifteen.shuffle import random_solvable


@pytest.mark.parametrize("heuristic", INCREMENTAL)
@pytest.mark.parametrize(("rows", "cols"), [(3, 3), (2, 4), (4, 2)])
def test_same_bounds_and_lengths_as_the_textbook_ida_star(heuristic, rows, cols):
    rng = random.Random(f"{heuristic}{rows}{cols}")
    for _ in range(8):
        board = random_solvable(rows, cols, rng)
        fast = ida_star(board, rows, cols, heuristic)
        textbook = run_textbook(board, rows, cols, "ida*", heuristic)
        assert fast.status == "solved" and fast.optimal
        assert fast.bounds == textbook.bounds, board  # the same iterations
        assert len(fast.moves) == len(textbook.moves), board
        assert apply_moves(board, rows, cols, fast.moves) == goal(rows, cols)


def test_a_3x4_position_is_solved_shortest_with_each_heuristic():
    board = random_solvable(3, 4, random.Random(7))
    lengths = set()
    for heuristic in INCREMENTAL:
        result = ida_star(board, 3, 4, heuristic)
        assert apply_moves(board, 3, 4, result.moves) == goal(3, 4)
        lengths.add(len(result.moves))
    assert len(lengths) == 1  # all admissible: all shortest


def test_the_goal_needs_no_iteration():
    result = ida_star(goal(3, 3), 3, 3, "linear-conflict")
    assert (result.status, result.moves, result.bounds) == ("solved", [], [])


def test_it_gives_up_before_a_bound_above_max_bound():
    board = random_solvable(4, 4, random.Random(1))
    limit = get_heuristic("linear-conflict", 4, 4).h(board) + 2
    result = ida_star(board, 4, 4, "linear-conflict", max_bound=limit)
    assert result.status == "gave_up" and result.moves == []
    assert result.bounds and max(result.bounds) <= limit
    assert f"{limit} moves" in result.message


def test_cancel_stops_a_long_search_and_progress_names_the_bound():
    board = random_solvable(5, 5, random.Random(2))
    reports = []
    result = ida_star(board, 5, 5, "manhattan",
                      budget=Budget(cancelled=lambda: len(reports) >= 3, report=reports.append))
    assert result.status == "cancelled" and result.moves == []
    assert reports and all(r.bound is not None for r in reports)


def test_other_heuristics_run_the_textbook_ida_star():
    board = random_solvable(3, 3, random.Random(4))
    result = ida_star(board, 3, 3, "hamming")
    assert result.status == "solved" and result.optimal
    assert apply_moves(board, 3, 3, result.moves) == goal(3, 3)
    assert result.bounds == run_textbook(board, 3, 3, "ida*", "hamming").bounds


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        ida_star((1, 2, 3), 3, 3)
    with pytest.raises(ValueError):
        ida_star(goal(5, 5), 5, 5, "walking-distance")  # its tables would be too big
