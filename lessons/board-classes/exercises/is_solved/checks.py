"""Hidden checks of board-classes/is_solved."""
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


def _expect(numbers):
    game = make("Game", numbers)
    what = f"Game({h.show(numbers)}).is_solved()"
    h.expect(what, h.attempt(what, game.is_solved), numbers == GOAL)
    if game.board != matrix(numbers):
        h.fail("check.changed_input", what)


def solved():
    _expect(list(GOAL))


def blank_in_corner_but_mixed():
    for a, b in ((0, 1), (13, 14), (2, 11)):
        numbers = list(GOAL)
        numbers[a], numbers[b] = numbers[b], numbers[a]
        _expect(numbers)


def other_boards():
    for seed in range(15):
        _expect(shuffled(seed))
    numbers = [None] + list(range(1, 16))
    _expect(numbers)


CHECKS = [("solved", solved), ("blank_in_corner_but_mixed", blank_in_corner_but_mixed),
          ("other_boards", other_boards)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Game"], seconds)
