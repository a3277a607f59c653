"""Hidden checks of challenge/moves_from_path: the moves, replayed on the start."""
import random

import exercise_harness as h

BLANK_STEP = {"Down": (-1, 0), "Up": (1, 0), "Right": (0, -1), "Left": (0, 1)}


def blank_of(rows):
    return next((i, j) for i, row in enumerate(rows) for j, v in enumerate(row) if v == 0)


def step(rows, move):
    rows = [list(r) for r in rows]
    r, c = blank_of(rows)
    dr, dc = BLANK_STEP[move]
    rows[r][c], rows[r + dr][c + dc] = rows[r + dr][c + dc], rows[r][c]
    return rows


def random_path(size, length, seed):
    rng = random.Random(seed)
    rows = [[r * size + c + 1 for c in range(size)] for r in range(size)]
    rows[-1][-1] = 0
    path, moves = [rows], []
    for _ in range(length):
        r, c = blank_of(path[-1])
        options = [m for m, (dr, dc) in BLANK_STEP.items()
                   if 0 <= r + dr < size and 0 <= c + dc < size]
        move = rng.choice(options)
        moves.append(move)
        path.append(step(path[-1], move))
    return path, moves


def _expect(path, moves):
    h.expect(h.show_call("moves_from_path", f"<a path of {len(path)} positions>"),
             h.call("moves_from_path", path, label=h.call_text("moves_from_path", [path])),
             moves)


def one_step():
    centre = [[1, 2, 3], [4, 0, 5], [7, 8, 6]]
    for move in ("Down", "Up", "Left", "Right"):
        _expect([centre, step(centre, move)], [move])


def no_moves():
    _expect([[[1, 2], [3, 0]]], [])


def long_paths():
    for size, seed in ((3, 1), (4, 2), (4, 3), (5, 4)):
        _expect(*random_path(size, 30, seed))


CHECKS = [("one_step", one_step), ("no_moves", no_moves), ("long_paths", long_paths)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["moves_from_path"], seconds)
