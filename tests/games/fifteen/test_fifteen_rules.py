"""Rules of the sliding puzzle: moves, reading typed positions, solvability, shuffling."""

from __future__ import annotations

import random
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.core.game import IllegalMoveError
from boardgames.games.fifteen.board import (
    OPPOSITE,
    apply_move,
    goal,
    is_goal,
    legal_moves,
    moved_tile,
    tiles_of,
)
from boardgames.games.fifteen.messages import solvability_text
from boardgames.games.fifteen.parsing import PositionError, parse_position, parse_size
from boardgames.games.fifteen.shuffle import random_solvable, random_walk
from boardgames.games.fifteen.solvability import count_inversions, is_solvable, solvability

T1 = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)


# -- moves ----------------------------------------------------------------------------

def test_goal_has_tiles_in_order_and_blank_last():
    assert goal(2, 3) == (1, 2, 3, 4, 5, 0)
    assert is_goal(goal(4, 4)) and not is_goal(T1)


def test_a_move_slides_the_tile_named_by_its_direction():
    board = goal(3, 3)  # blank bottom-right
    assert legal_moves(board, 3, 3) == ["Down", "Right"]
    down = apply_move(board, 3, 3, "Down")  # tile 6 above the blank slides down
    assert down == (1, 2, 3, 4, 5, 0, 7, 8, 6)
    right = apply_move(board, 3, 3, "Right")  # tile 8 left of the blank slides right
    assert right == (1, 2, 3, 4, 5, 6, 7, 0, 8)
    assert moved_tile(board, 3, "Down") == 6


def test_illegal_moves_are_refused():
    board = goal(3, 3)
    with pytest.raises(IllegalMoveError):
        apply_move(board, 3, 3, "Up")  # nothing below the blank
    with pytest.raises(IllegalMoveError):
        apply_move(board, 3, 3, "Left")  # nothing right of the blank
    with pytest.raises(IllegalMoveError):
        apply_move(board, 3, 3, "sideways")


def test_challenge_t1_first_moves_and_tiles():
    # T1 starts with the blank at the left of the bottom row; 'Down' slides 13 down.
    assert tiles_of(T1, 4, 4, ["Down", "Down", "Down"]) == [13, 9, 5]


def test_each_move_is_undone_by_its_opposite():
    board = random_walk(4, 4, 20, random.Random(3))
    for move in legal_moves(board, 4, 4):
        after = apply_move(board, 4, 4, move)
        assert apply_move(after, 4, 4, OPPOSITE[move]) == board


# -- reading positions ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "5,1,7,3,9,2,11,4,13,6,15,8,0,10,14,12",
    "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12",
    "5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12",
    "([5,1,7,3],[9,2,11,4],[13,6,15,8],[0,10,14,12])",
    "5 1 7 3\n9 2 11 4\n13 6 15 8\n_ 10 14 12",
])
def test_all_written_forms_give_the_same_board(text):
    assert parse_position(text) == (T1, 4, 4)


def test_rows_decide_a_rectangular_size_and_size_splits_a_flat_list():
    assert parse_position("1 2 3 / 4 5 0")[1:] == (2, 3)
    assert parse_position("1,2,3,4,5,0", (3, 2)) == ((1, 2, 3, 4, 5, 0), 3, 2)
    assert parse_size("3x5") == (3, 5) and parse_size("4") == (4, 4)


@pytest.mark.parametrize("text, size, words", [
    ("", None, "empty"),
    ("1,2,3", None, "square"),
    ("1,2,x,0", None, "'x' is not a whole number"),
    ("1 2 3 / 4 0", None, "different lengths"),
    ("1,1,2,3", None, "1 appears more than once"),
    ("1,2,3,4,5,6,7,9,0", None, "9 is out of range"),
    ("1,2,3,0", (2, 3), "has 6 cells but 4"),
    ("1,2,3,-1", None, "out of range"),
])
def test_bad_positions_name_the_problem(text, size, words):
    with pytest.raises(PositionError) as info:
        parse_position(text, size)
    assert words in str(info.value)


@pytest.mark.parametrize("text", ["9x9", "1x4", "big", "4x"])
def test_bad_sizes_are_refused(text):
    with pytest.raises(PositionError) as info:
        parse_size(text)
    assert text in str(info.value) or "not supported" in str(info.value)


# -- solvability ----------------------------------------------------------------------

def test_inversions_and_verdicts():
    assert count_inversions((2, 1, 3, 0)) == 1
    assert not is_solvable((2, 1, 3, 0), 2, 2)
    assert is_solvable(T1, 4, 4)
    verdict = solvability((1, 2, 3, 4, 5, 6, 8, 7, 0), 3, 3)
    assert not verdict.solvable and verdict.inversions == 1
    assert "odd" in solvability_text(verdict) and "cannot" in solvability_text(verdict)


def test_the_solvability_sentence_gives_the_numbers_of_the_rule():
    """The command line's sentence reads right with one inversion, and shows the sum."""
    odd = solvability_text(solvability((1, 2, 3, 4, 5, 6, 8, 7, 0), 3, 3))
    assert "only the inversions count: 1 is odd, so it cannot be solved" in odd
    verdict = solvability(T1, 4, 4)
    assert (f"{verdict.inversions} + {verdict.blank_row_from_bottom} = {verdict.total} is odd, "
            "so it can be solved") in solvability_text(verdict)


def _reachable_from_goal(rows: int, cols: int) -> set:
    start = goal(rows, cols)
    seen = {start}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for move in legal_moves(board, rows, cols):
            nxt = apply_move(board, rows, cols, move)
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


@pytest.mark.parametrize("rows, cols", [(2, 2), (2, 3), (3, 2), (3, 3)])
def test_solvability_rule_matches_breadth_first_search_on_every_board(rows, cols):
    from itertools import permutations

    reachable = _reachable_from_goal(rows, cols)
    n = rows * cols
    count = 0
    for perm in permutations(range(n)):
        count += 1
        assert is_solvable(perm, rows, cols) == (perm in reachable), perm
    assert len(reachable) * 2 == count  # exactly half can be solved


@settings(max_examples=60, deadline=None)
@given(rows=st.integers(2, 8), cols=st.integers(2, 8),
       choices=st.lists(st.integers(0, 3), min_size=0, max_size=60))
def test_legal_moves_keep_a_position_solvable(rows, cols, choices):
    board = goal(rows, cols)
    for pick in choices:
        options = legal_moves(board, rows, cols)
        board = apply_move(board, rows, cols, options[pick % len(options)])
        assert is_solvable(board, rows, cols)


# -- shuffling ------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(rows=st.integers(2, 8), cols=st.integers(2, 8), seed=st.integers(0, 10**6))
def test_random_solvable_is_solvable_and_not_solved(rows, cols, seed):
    board = random_solvable(rows, cols, random.Random(seed))
    assert sorted(board) == list(range(rows * cols))
    assert is_solvable(board, rows, cols)
    assert not is_goal(board)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 12))
def test_random_walk_stays_within_its_number_of_moves(seed, steps):
    board = random_walk(3, 3, steps, random.Random(seed))
    assert is_solvable(board, 3, 3)
    # breadth-first search from the walk's end reaches the goal within `steps` moves
    frontier, seen = {board}, {board}
    for _ in range(steps):
        if goal(3, 3) in frontier:
            break
        frontier = {apply_move(b, 3, 3, m) for b in frontier for m in legal_moves(b, 3, 3)} - seen
        seen |= frontier
    assert goal(3, 3) in seen



def test_flat_size_applies_only_to_a_flat_list_of_that_many_numbers():
    from boardgames.games.fifteen.parsing import parse_position

    assert parse_position("1 2 3 4 5 6 7 0", flat_size=(2, 4))[1:] == (2, 4)
    assert parse_position("1 2 3 / 4 5 6 / 7 8 0", flat_size=(3, 5))[1:] == (3, 3)
    assert parse_position("1 2 3 4 5 6 7 8 0", flat_size=(3, 5))[1:] == (3, 3)


@pytest.mark.parametrize("minus", ["-", "\u2212", "\u2013"])
def test_negative_tiles_get_the_out_of_range_message(minus):
    """A negative tile, typed with any minus sign, is reported like tile 16: out of range."""
    too_big = "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 16 0"
    negative = f"1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 {minus}15 0"
    with pytest.raises(PositionError) as big:
        parse_position(too_big)
    with pytest.raises(PositionError) as neg:
        parse_position(negative)
    assert neg.value.code == big.value.code == "out-of-range"
    assert neg.value.values == ((-15,), 4, 4, 15)
    assert "out of range" in str(neg.value)
