"""Hidden checks of board-classes/swap."""
import random

import exercise_harness as h

GOAL = list(range(1, 16)) + [None]


def make(kind, numbers):
    return h.attempt(f"{kind}({h.show(numbers)})", getattr(h.student(), kind), list(numbers))


def matrix(numbers):
    return [list(numbers[r * 4:(r + 1) * 4]) for r in range(4)]


def shuffled(seed):
    numbers = list(GOAL)
    random.Random(seed).shuffle(numbers)
    return numbers


def _expect(numbers, r1, c1, r2, c2):
    board = make("Board", numbers)
    what = f"swap({r1}, {c1}, {r2}, {c2})"
    h.attempt(what, board.swap, r1, c1, r2, c2)
    expected = matrix(numbers)
    expected[r1][c1], expected[r2][c2] = expected[r2][c2], expected[r1][c1]
    if board.board != expected:
        h.fail("check.moved_wrongly", what, h.show(board.board), h.show(expected))


def neighbours():
    _expect(GOAL, 3, 3, 3, 2)
    _expect(GOAL, 0, 0, 1, 0)


def far_apart():
    _expect(shuffled(1), 0, 0, 3, 3)
    _expect(shuffled(2), 1, 2, 2, 1)


def same_cell_and_back():
    numbers = shuffled(3)
    board = make("Board", numbers)
    h.attempt("swap(2, 2, 2, 2)", board.swap, 2, 2, 2, 2)
    h.attempt("swap(0, 1, 3, 0)", board.swap, 0, 1, 3, 0)
    h.attempt("swap(3, 0, 0, 1)", board.swap, 3, 0, 0, 1)
    if board.board != matrix(numbers):
        h.fail("check.moved_wrongly", "swap(0, 1, 3, 0), then swap(3, 0, 0, 1)",
               h.show(board.board), h.show(matrix(numbers)))


CHECKS = [("neighbours", neighbours), ("far_apart", far_apart),
          ("same_cell_and_back", same_cell_and_back)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Board"], seconds)
