"""Hidden checks of board-classes/moves: each move from the middle and against each edge
(the blank must not wrap round to the other side of its row or column), every move from
every place of the blank on random boards of the run, and random walks. A message shows
the board just before the move that went wrong."""
import exercise_harness as h

GOAL = list(range(1, 16)) + [None]
STEP = {"blank_up": (-1, 0), "blank_down": (1, 0), "blank_left": (0, -1), "blank_right": (0, 1)}


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


def truth(rows, method):
    rows = [list(r) for r in rows]
    r, c = next((i, j) for i in range(4) for j in range(4) if rows[i][j] is None)
    dr, dc = STEP[method]
    if not (0 <= r + dr < 4 and 0 <= c + dc < 4):
        return rows, False
    rows[r][c], rows[r + dr][c + dc] = rows[r + dr][c + dc], rows[r][c]
    return rows, True


def _expect(numbers, methods):
    """A Game of ``numbers``, then ``methods`` one after the other, each checked."""
    game = make("Game", numbers)
    rows = matrix(numbers)
    for method in methods:
        what = f"game.board == {h.show(rows)}; game.{method}()"
        moved = h.attempt(what, getattr(game, method))
        rows, possible = truth(rows, method)
        h.expect(what, moved, possible)
        if game.board != rows:
            h.fail("check.moved_wrongly", what, h.show(game.board), h.show(rows))


def inside():
    for method in STEP:
        _expect(blank_at(5), [method])


def at_the_edges():
    for place, methods in ((0, ["blank_up", "blank_left"]), (3, ["blank_up", "blank_right"]),
                           (12, ["blank_down", "blank_left"]), (15, ["blank_down", "blank_right"]),
                           (7, ["blank_right"]), (8, ["blank_left"]), (1, ["blank_up"]),
                           (14, ["blank_down"])):
        _expect(blank_at(place), methods)


def every_place():
    rng = h.rng()
    for place in range(16):
        for method in STEP:
            _expect(blank_at(place, rng), [method])


def random_walks():
    rng = h.rng()
    for _ in range(10):
        _expect(blank_at(rng.randrange(16), rng), [rng.choice(list(STEP)) for _ in range(30)])


CHECKS = [("inside", inside), ("at_the_edges", at_the_edges), ("every_place", every_place),
          ("random_walks", random_walks)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["Game"], seconds)
