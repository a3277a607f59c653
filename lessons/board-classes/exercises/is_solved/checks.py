"""Hidden checks of board-classes/is_solved: the goal, named boards for the classic slips
(the blank in the corner but numbers mixed, a mix-up in the last row only, the blank
elsewhere), the goal with each pair of cells swapped, and a few hundred random boards per
run, most of them a few moves or swaps from the goal (a random board is almost never
solved)."""
import exercise_harness as h

GOAL = list(range(1, 16)) + [None]


def make(kind, numbers):
    return h.attempt(f"{kind}({h.show(numbers)})", getattr(h.student(), kind), list(numbers))


def matrix(numbers):
    return [list(numbers[r * 4:(r + 1) * 4]) for r in range(4)]


def near_goal(rng):
    """The goal, changed by one to three swaps of two cells or slides of the blank."""
    numbers = list(GOAL)
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.5:
            a, b = rng.sample(range(16), 2)
        else:
            blank = numbers.index(None)
            a, b = blank, rng.choice([c for c in (blank - 4, blank + 4, blank - 1, blank + 1)
                                      if 0 <= c < 16 and (c // 4 == blank // 4 or c % 4 == blank % 4)])
        numbers[a], numbers[b] = numbers[b], numbers[a]
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


def last_row_mixed():
    # the first three rows are right: a loop that stops a row early sees nothing wrong
    _expect(list(range(1, 13)) + [14, 13, 15, None])
    _expect(list(range(1, 15)) + [None, 15])


def blank_elsewhere():
    _expect([None] + list(range(1, 16)))
    _expect(list(range(1, 12)) + [None, 12, 13, 14, 15])


def every_swap():
    # each pair of cells swapped in the goal: a slip that skips a cell misses one of these
    for a in range(16):
        for b in range(a + 1, 16):
            numbers = list(GOAL)
            numbers[a], numbers[b] = numbers[b], numbers[a]
            _expect(numbers)


def random_boards():
    rng = h.rng()
    for _ in range(200):
        _expect(near_goal(rng))
    for _ in range(50):
        numbers = list(GOAL)
        rng.shuffle(numbers)
        _expect(numbers)


CHECKS = [("solved", solved), ("blank_in_corner_but_mixed", blank_in_corner_but_mixed),
          ("last_row_mixed", last_row_mixed), ("blank_elsewhere", blank_elsewhere),
          ("every_swap", every_swap), ("random_boards", random_boards)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Game"], seconds)
