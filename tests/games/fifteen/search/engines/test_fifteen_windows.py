"""Window searches shorten a long solution: a detour between two of its boards is
replaced by a shortest way, the result still replays to the goal and is never longer."""

import random
import time

from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.search import solve
from boardgames.games.fifteen.search.engines.windows import shorten_by_windows, shortest_between
from boardgames.games.fifteen.shuffle import random_solvable, random_walk

UP, DOWN, LEFT, RIGHT = B.DIRECTIONS


def test_the_shortest_way_between_two_boards_is_found_towards_any_target():
    start = random_solvable(6, 6, random.Random(1))
    target = random_walk(6, 6, 14, random.Random(2), start=start)  # at most 14 moves away
    found = shortest_between(start, target, 6, 6, 15, 5_000_000)
    assert found is not None and len(found) <= 14
    assert B.apply_moves(start, 6, 6, found) == target
    assert shortest_between(start, target, 6, 6, len(found), 5_000_000) is None  # none shorter
    assert shortest_between(start, start, 6, 6, 5, 100) == []


def test_a_solution_with_a_detour_loses_it_and_still_solves():
    board = random_solvable(7, 7, random.Random(7))
    moves = solve(board, 7, 7, algorithm="human").moves
    middle = len(moves) // 2
    at = B.apply_moves(board, 7, 7, moves[:middle])
    # 24 moves in the middle that come back to the same board (see around_a_block)
    circle = around_a_block(at, 7, 7)
    detour = moves[:middle] + circle + moves[middle:]
    assert B.is_goal(B.apply_moves(board, 7, 7, detour))
    shorter = shorten_by_windows(board, 7, 7, detour, time.monotonic() + 30)
    assert B.is_goal(B.apply_moves(board, 7, 7, shorter))
    assert len(shorter) <= len(moves) < len(detour)


def around_a_block(board, rows, cols):
    """24 moves that take the blank around a 2x2 block six times: each lap turns the
    block's three tiles one cell on, so after three laps, and after six, the board is as
    it was."""
    blank = board.index(0)
    r, c = divmod(blank, cols)
    down = DOWN if r + 1 < rows else UP
    right = RIGHT if c + 1 < cols else LEFT
    lap = [down, right, {DOWN: UP, UP: DOWN}[down], {RIGHT: LEFT, LEFT: RIGHT}[right]]
    return lap * 6
