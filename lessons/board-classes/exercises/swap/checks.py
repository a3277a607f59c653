"""Hidden checks of board-classes/swap: neighbours, cells far apart, the blank (None), a cell
with itself, a swap and back, then a hundred and fifty random swaps on random boards per
run. A message names the board and the swap."""
import exercise_harness as h

GOAL = list(range(1, 16)) + [None]


def make(kind, numbers):
    return h.attempt(f"{kind}({h.show(numbers)})", getattr(h.student(), kind), list(numbers))


def matrix(numbers):
    return [list(numbers[r * 4:(r + 1) * 4]) for r in range(4)]


def shuffled(rng):
    numbers = list(GOAL)
    rng.shuffle(numbers)
    return numbers


def _expect(numbers, *swaps):
    """A Board of ``numbers``, then each swap ``(r1, c1, r2, c2)`` of ``swaps``, checked."""
    board = make("Board", numbers)
    expected = matrix(numbers)
    for r1, c1, r2, c2 in swaps:
        what = f"board.board == {h.show(expected)}; board.swap({r1}, {c1}, {r2}, {c2})"
        h.attempt(what, board.swap, r1, c1, r2, c2)
        expected[r1][c1], expected[r2][c2] = expected[r2][c2], expected[r1][c1]
        if board.board != expected:
            h.fail("check.moved_wrongly", what, h.show(board.board), h.show(expected))


def neighbours():
    _expect(GOAL, (3, 3, 3, 2))
    _expect(GOAL, (0, 0, 1, 0))
    _expect(GOAL, (0, 3, 1, 0))   # the two ends of neighbouring rows


def far_apart():
    _expect(GOAL, (0, 0, 3, 3))
    _expect(GOAL, (1, 2, 2, 1))
    _expect(GOAL, (0, 1, 3, 0))


def with_the_blank():
    # None is not a number: a swap by adding and subtracting cannot hold it
    _expect(GOAL, (3, 3, 0, 0))
    _expect(GOAL, (2, 0, 3, 3))


def same_cell_and_back():
    _expect(GOAL, (2, 2, 2, 2))
    _expect(GOAL, (0, 1, 3, 0), (3, 0, 0, 1))


def random_swaps():
    rng = h.rng()
    for _ in range(150):
        _expect(shuffled(rng), tuple(rng.randrange(4) for _ in range(4)))


CHECKS = [("neighbours", neighbours), ("far_apart", far_apart), ("with_the_blank", with_the_blank),
          ("same_cell_and_back", same_cell_and_back), ("random_swaps", random_swaps)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Board"], seconds)
