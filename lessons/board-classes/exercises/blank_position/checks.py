"""Hidden checks of board-classes/blank_position."""
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
    board = make("Board", numbers)
    what = f"Board({h.show(numbers)}).blank_position()"
    got = h.attempt(what, board.blank_position)
    place = numbers.index(None)
    h.expect(what, tuple(got) if isinstance(got, list) else got, divmod(place, 4))
    if board.board != matrix(numbers):
        h.fail("check.changed_input", what)


def corners():
    for place in (0, 3, 12, 15):
        numbers = [n for n in GOAL if n is not None]
        numbers.insert(place, None)
        _expect(numbers)


def everywhere():
    for seed in range(20):
        _expect(shuffled(seed))


CHECKS = [("corners", corners), ("everywhere", everywhere)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Board"], seconds)
