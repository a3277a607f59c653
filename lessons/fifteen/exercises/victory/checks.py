"""Hidden checks of fifteen/victory."""
import random

import exercise_harness as h

GOAL = list(range(1, 17))


def _expect(board):
    h.expect(h.call_text("is_solved", [board]), h.call("is_solved", board), board == GOAL)


def solved():
    _expect(list(GOAL))


def blank_last_but_mixed():
    for a, b in ((0, 1), (13, 14), (0, 14), (5, 9)):
        board = list(GOAL)
        board[a], board[b] = board[b], board[a]
        _expect(board)


def blank_elsewhere():
    for place in (0, 11, 14):
        board = [t for t in range(1, 16)]
        board.insert(place, 16)
        _expect(board)


def shuffled():
    rng = random.Random(4)
    for _ in range(30):
        board = list(GOAL)
        rng.shuffle(board)
        _expect(board)


CHECKS = [("solved", solved), ("blank_last_but_mixed", blank_last_but_mixed),
          ("blank_elsewhere", blank_elsewhere), ("shuffled", shuffled)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["is_solved"], seconds)
