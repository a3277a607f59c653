"""Hidden checks of board-classes/blank_position: the blank in each corner, named places
where row and column differ (the pair given back the wrong way round), and the blank on a
hundred and fifty random boards per run."""
import exercise_harness as h

GOAL = list(range(1, 16)) + [None]


def make(kind, numbers):
    return h.attempt(f"{kind}({h.show(numbers)})", getattr(h.student(), kind), list(numbers))


def matrix(numbers):
    return [list(numbers[r * 4:(r + 1) * 4]) for r in range(4)]


def blank_at(place, rng=None):
    """The numbers 1..15 in order (or shuffled by ``rng``) with the blank at ``place``."""
    numbers = list(range(1, 16))
    if rng is not None:
        rng.shuffle(numbers)
    return numbers[:place] + [None] + numbers[place:]


def _expect(numbers):
    board = make("Board", numbers)
    what = f"Board({h.show(numbers)}).blank_position()"
    got = h.attempt(what, board.blank_position)
    h.expect(what, tuple(got) if isinstance(got, list) else got, divmod(numbers.index(None), 4))
    if board.board != matrix(numbers):
        h.fail("check.changed_input", what)


def corners():
    for place in (0, 3, 12, 15):
        _expect(blank_at(place))


def row_then_column():
    # row and column differ: (row, column), not (column, row) nor the cell's number
    for place in (7, 13, 2, 9):   # (1, 3), (3, 1), (0, 2), (2, 1)
        _expect(blank_at(place))


def everywhere():
    rng = h.rng()
    for _ in range(150):
        _expect(blank_at(rng.randrange(16), rng))


CHECKS = [("corners", corners), ("row_then_column", row_then_column), ("everywhere", everywhere)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Board"], seconds)
