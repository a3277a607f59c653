"""Hidden checks of fifteen/solvable: boards made by sliding tiles from the goal are
solvable; swapping two tiles of such a board makes it unsolvable."""
import random

import exercise_harness as h


def walk(width, steps, rng):
    board = list(range(1, width * width + 1))
    blank = len(board) - 1
    for _ in range(steps):
        row, col = divmod(blank, width)
        options = [(row + dr, col + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                   if 0 <= row + dr < width and 0 <= col + dc < width]
        r, c = rng.choice(options)
        other = r * width + c
        board[blank], board[other] = board[other], board[blank]
        blank = other
    return board


def swapped(board, rng):
    board = list(board)
    tiles = [i for i, t in enumerate(board) if t != len(board)]
    a, b = rng.sample(tiles, 2)
    board[a], board[b] = board[b], board[a]
    return board


def _expect(board, solvable):
    h.expect(h.call_text("is_solvable", [board]), h.call("is_solvable", board), solvable)


def _sizes(width, count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        board = walk(width, rng.randint(1, 200), rng)
        _expect(board, True)
        _expect(swapped(board, rng), False)


def width_3():
    _sizes(3, 12, 1)


def width_4():
    _expect(list(range(1, 17)), True)
    _expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 16], False)
    _sizes(4, 15, 2)


def width_5_and_2():
    _sizes(5, 8, 3)
    _sizes(2, 6, 4)


CHECKS = [("width_3", width_3), ("width_4", width_4), ("width_5_and_2", width_5_and_2)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["is_solvable"], seconds)
