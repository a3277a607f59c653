"""Hidden checks of board-classes/moves."""
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


STEP = {"blank_up": (-1, 0), "blank_down": (1, 0), "blank_left": (0, -1), "blank_right": (0, 1)}


def truth(rows, method):
    rows = [list(r) for r in rows]
    r, c = next((i, j) for i in range(4) for j in range(4) if rows[i][j] is None)
    dr, dc = STEP[method]
    if not (0 <= r + dr < 4 and 0 <= c + dc < 4):
        return rows, False
    rows[r][c], rows[r + dr][c + dc] = rows[r + dr][c + dc], rows[r][c]
    return rows, True


def _expect(numbers, methods):
    game = make("Game", numbers)
    rows, done = matrix(numbers), []
    for method in methods:
        done.append(method + "()")
        shown = ", ".join(done[-3:])
        what = f"Game({h.show(numbers)}), then {'..., ' if len(done) > 3 else ''}{shown}"
        moved = h.attempt(what, getattr(game, method))
        rows, possible = truth(rows, method)
        h.expect(what, moved, possible)
        if game.board != rows:
            h.fail("check.moved_wrongly", what, h.show(game.board), h.show(rows))


def inside():
    middle = shuffled(5)
    middle.remove(None)
    middle.insert(5, None)
    for method in STEP:
        _expect(middle, [method])


def at_the_edges():
    for place, methods in ((0, ["blank_up", "blank_left"]), (3, ["blank_up", "blank_right"]),
                           (12, ["blank_down", "blank_left"]), (15, ["blank_down", "blank_right"]),
                           (7, ["blank_right"]), (8, ["blank_left"])):
        numbers = [n for n in GOAL if n is not None]
        numbers.insert(place, None)
        _expect(numbers, methods)


def a_walk():
    rng = random.Random(9)
    _expect(shuffled(6), [rng.choice(list(STEP)) for _ in range(40)])


CHECKS = [("inside", inside), ("at_the_edges", at_the_edges), ("a_walk", a_walk)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Game"], seconds)
