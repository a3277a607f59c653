"""Hidden checks of fifteen/inversions."""
import random

import exercise_harness as h


def truth(board):
    tiles = [t for t in board if t != len(board)]
    return sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])


def _expect(board):
    h.expect(h.call_text("count_inversions", [board]), h.call("count_inversions", board),
             truth(board))


def examples():
    _expect(list(range(1, 17)))
    _expect([2, 1] + list(range(3, 17)))
    _expect([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 16])


def empty_cell_left_out():
    _expect([16] + list(range(1, 16)))
    _expect([1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    _expect([4, 1, 2, 9, 3, 5, 6, 7, 8])


def random_boards():
    rng = random.Random(6)
    for size in (3, 4, 5):
        for _ in range(10):
            board = list(range(1, size * size + 1))
            rng.shuffle(board)
            _expect(board)


CHECKS = [("examples", examples), ("empty_cell_left_out", empty_cell_left_out),
          ("random_boards", random_boards)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["count_inversions"], seconds)
