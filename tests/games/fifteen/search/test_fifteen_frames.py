"""Large boards: frames placed by beam search, the rest by the engines; every solution
replays to the goal, and tiles already placed are never moved again."""

import random
import time

import pytest

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.search import anytime_frames
from boardgames.games.fifteen.search.anytime import solve_anytime
from boardgames.games.fifteen.search.engines.frame_beam import frame_targets, place_frame
from boardgames.games.fifteen.shuffle import random_solvable


def test_a_frame_is_placed_and_nothing_outside_the_region_moves():
    board = random_solvable(7, 7, random.Random(4))
    first = place_frame(board, 7, 7, 0, 0, True, True, 300)
    assert first is not None
    board = B.apply_moves(board, 7, 7, first)
    assert all(board[c] == c + 1 for c in frame_targets(7, 7, 0, 0, True, True))
    second = place_frame(board, 7, 7, 1, 1, True, True, 300)
    after = B.apply_moves(board, 7, 7, second)
    outside = [c for c in range(49) if c // 7 < 1 or c % 7 < 1]
    assert all(after[c] == board[c] for c in outside)  # the first frame stayed put
    assert all(after[c] == c + 1 for c in frame_targets(7, 7, 1, 1, True, True))


@pytest.mark.parametrize("rows, cols, row, column", [(6, 8, True, False), (8, 6, False, True)])
def test_a_single_line_can_be_placed(rows, cols, row, column):
    board = random_solvable(rows, cols, random.Random(rows * cols))
    moves = place_frame(board, rows, cols, 0, 0, row, column, 200)
    after = B.apply_moves(board, rows, cols, moves)
    assert all(after[c] == c + 1 for c in frame_targets(rows, cols, 0, 0, row, column))


def test_frame_kinds_shrink_every_board_to_an_engine_size():
    for height in range(2, 9):
        for width in range(2, 9):
            h, w = height, width
            while (kind := anytime_frames.frame_kind(h, w)) is not None:
                assert kind[0] or kind[1]
                h, w = h - kind[0], w - kind[1]
            assert (h, w) == (5, 5) or (h <= 4 and w <= 4)
            assert h >= min(height, 4) and w >= min(width, 4)  # never below the engines


@pytest.mark.parametrize("rows, cols", [(6, 6), (3, 8)])
def test_improve_large_offers_shorter_valid_solutions_in_time(rows, cols):
    board = random_solvable(rows, cols, random.Random(7))
    offered = []
    start = time.monotonic()
    anytime_frames.improve_large(board, rows, cols, start + 3.0, offered.append)
    assert time.monotonic() - start < 6.0
    assert offered
    for moves in offered:
        assert B.is_goal(B.apply_moves(board, rows, cols, moves))


def test_anytime_on_7x7_beats_the_decomposition_bound_of_two():
    board = random_solvable(7, 7, random.Random(21))
    result = solve_anytime(board, 7, 7, time_limit=4.0)
    assert B.is_goal(B.apply_moves(board, 7, 7, result.moves))
    assert result.length < 2 * result.lower_bound  # the former decomposition: about 2.0x


def test_frames_that_come_too_late_are_given_up_and_the_time_limit_holds(monkeypatch):
    board = random_solvable(6, 6, random.Random(3))
    real = anytime_frames.place_frames
    calls = []

    def slow_after_the_first(board, rows, cols, width, seed, budget=NO_LIMIT):
        calls.append(width)
        if len(calls) == 1:
            return real(board, rows, cols, width, seed, budget)
        give_up = time.monotonic() + 30.0  # a wide beam on a slow machine
        while time.monotonic() < give_up and not budget.cancelled():
            time.sleep(0.01)
        return None

    monkeypatch.setattr(anytime_frames, "place_frames", slow_after_the_first)
    offered = []
    start = time.monotonic()
    anytime_frames.frames_and_rests(board, 6, 6, start + 2.0, offered.append)
    assert time.monotonic() - start < 3.0
    assert len(calls) == 2 and offered  # the first round's solution, the second given up
    assert B.is_goal(B.apply_moves(board, 6, 6, offered[-1]))


def _compiled_signatures() -> int:
    """How many compiled versions the engines' numba functions hold in this process."""
    from numba.core.registry import CPUDispatcher

    from boardgames.games.fifteen.search.engines import (
        anytime24,
        beam24,
        frame_beam,
        ida_lines,
        ida_pdb,
        kernel,
        kernel24,
        tail24,
    )

    modules = (anytime24, beam24, frame_beam, ida_lines, ida_pdb, kernel, kernel24, tail24)
    return sum(len(f.signatures) for m in modules for f in vars(m).values()
               if isinstance(f, CPUDispatcher))


@pytest.mark.parametrize("rows, cols", [(5, 5), (6, 6), (3, 8)])
def test_compiling_ahead_leaves_the_timed_search_nothing_to_compile(rows, cols):
    from boardgames.games.fifteen.search.anytime import compile_searches

    assert compile_searches(rows, cols) >= 0.0
    compiled = _compiled_signatures()
    reports = []
    board = random_solvable(rows, cols, random.Random(5))
    result = solve_anytime(board, rows, cols, time_limit=1.5, budget=Budget(report=reports.append))
    assert B.is_goal(B.apply_moves(board, rows, cols, result.moves))
    assert _compiled_signatures() == compiled  # the time limit went to the search alone
    phases = [p.phase for p in reports]
    before_search = phases[:phases.index("search")] if "search" in phases else phases
    assert before_search[-1:] == ["compile"]  # the page says what it waits for
    assert result.compile_seconds > 0.0


@pytest.mark.parametrize("rows, cols", [(3, 3), (2, 5), (3, 4)])
def test_compiling_ahead_leaves_a_small_boards_solve_nothing_to_compile(rows, cols):
    """What the app's background work runs for a small board (in a child, then here)
    covers the default optimal search there: a first Solve compiles nothing."""
    from boardgames.games.fifteen.search.compile_ahead import compile_for_board
    from boardgames.games.fifteen.search.laboratory import solve

    assert compile_for_board(rows, cols) >= 0.0
    compiled = _compiled_signatures()
    board = random_solvable(rows, cols, random.Random(4))
    result = solve(board, rows, cols)
    assert B.is_goal(B.apply_moves(board, rows, cols, result.moves))
    assert _compiled_signatures() == compiled
