"""Hidden checks of challenge/moves_from_path: named steps (each way, a path of one
position, a path of six moves) and random paths on random boards of 2 x 2 to
5 x 5; a wrong answer names the first step it gets wrong."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc

BLANK_STEP = {"Down": (-1, 0), "Up": (1, 0), "Right": (0, -1), "Left": (0, 1)}
CENTRE = [[1, 2, 3], [4, 0, 5], [7, 8, 6]]


def blank_of(rows):
    return next((i, j) for i, row in enumerate(rows) for j, v in enumerate(row) if v == 0)


def step(rows, move):
    rows = [list(r) for r in rows]
    r, c = blank_of(rows)
    dr, dc = BLANK_STEP[move]
    rows[r][c], rows[r + dr][c + dc] = rows[r + dr][c + dc], rows[r][c]
    return rows


def random_path(rng, board, length):
    """A random path of ``length`` moves from ``board`` (never straight back)."""
    path, moves = [board], []
    size = len(board)
    for _ in range(length):
        r, c = blank_of(path[-1])
        options = [m for m, (dr, dc) in BLANK_STEP.items()
                   if 0 <= r + dr < size and 0 <= c + dc < size
                   and (len(path) < 2 or step(path[-1], m) != path[-2])]
        moves.append(rng.choice(options))
        path.append(step(path[-1], moves[-1]))
    return path, moves


def check(path, moves, reveal=False):
    """The student's moves_from_path(path) against ``moves``; a wrong answer names the
    first step it gets wrong (with the right word for a random path, ``reveal``)."""
    what = h.call_text("moves_from_path", [path])
    got = h.call("moves_from_path", path, label=h.call_text("moves_from_path", [path]))
    if not isinstance(got, (list, tuple)):
        sc.fail_here(what, got)
    if len(got) != len(moves):
        h.fail("check.move_count", what, len(got), len(path), len(moves))
    for i, (word, right) in enumerate(zip(got, moves, strict=True)):
        if word != right and reveal:
            h.fail("check.wrong_move", what, i + 1, h.show(path[i]), h.show(path[i + 1]),
                   h.show(word), h.show(right))
        if word != right:
            sc.fail_here(f"{what}, for step {i + 1}, from {path[i]!r} to {path[i + 1]!r},",
                         word)


def one_step():
    for move in ("Down", "Up", "Left", "Right"):
        check([CENTRE, step(CENTRE, move)], [move])


def no_moves():
    check([[[1, 2], [3, 0]]], [])


def several_steps():
    """The blank down the right column, along the bottom row and up again."""
    board = [[1, 2, 0], [3, 4, 5], [6, 7, 8]]
    moves = ["Up", "Up", "Right", "Right", "Down", "Left"]
    path = [board]
    for move in moves:
        path.append(step(path[-1], move))
    check(path, moves)


def random_paths():
    rng = h.rng()
    for _ in range(60):
        board = sc.random_board(rng, rng.randint(2, 5))
        check(*random_path(rng, board, rng.randint(1, 25)), reveal=True)


CHECKS = [("one_step", one_step), ("no_moves", no_moves), ("several_steps", several_steps),
          ("random_paths", random_paths)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["moves_from_path"], seconds)
