"""Hidden checks of challenge/apply_moves: named replays (each way, impossible moves at a
side and at a row's end, a move after an impossible one, the first challenge position
solved) and random replays on random boards of 2 x 2 to 5 x 5, some with an impossible
move; a wrong random replay is cut down to the shortest list of moves that goes wrong."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc

#: Where the tile comes from, seen from the blank, for each word.
FROM = {"Down": (-1, 0), "Up": (1, 0), "Right": (0, -1), "Left": (0, 1)}
CENTRE = [[1, 2, 3], [4, 0, 5], [7, 8, 6]]
T1 = [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]]


def truth(board, moves):
    rows = [list(r) for r in board]
    for move in moves:
        r, c = next((i, j) for i, row in enumerate(rows) for j, v in enumerate(row) if v == 0)
        dr, dc = FROM[move]
        nr, nc = r + dr, c + dc
        if not (0 <= nr < len(rows) and 0 <= nc < len(rows[0])):
            return None
        rows[r][c], rows[nr][nc] = rows[nr][nc], rows[r][c]
    return rows


def replay(board, moves, reveal=False):
    """The student's apply_moves(board, moves) against the right board (or None); a
    random replay (``reveal``) that goes wrong is cut to the first moves that do."""
    got = h.call("apply_moves", board, moves, label=f"apply_moves({board!r}, {moves!r})")
    if got == truth(board, moves):
        return
    if not reveal:
        sc.fail_here(f"apply_moves({board!r}, {moves!r})", got)
    for end in range(len(moves) + 1):
        what = f"apply_moves({board!r}, {moves[:end]!r})"
        got = h.call("apply_moves", board, moves[:end], label=what)
        h.expect(what, got, truth(board, moves[:end]))


def one_move():
    for move in ("Down", "Up", "Left", "Right"):
        replay(CENTRE, [move])


def several():
    replay(CENTRE, ["Left", "Up"])
    replay(T1, ["Down", "Left", "Down", "Down", "Right", "Up"])
    replay(CENTRE, [])


def impossible():
    replay([[0, 1, 2], [3, 4, 5], [6, 7, 8]], ["Down"])
    replay([[0, 1, 2], [3, 4, 5], [6, 7, 8]], ["Right"])
    replay([[1, 2, 3], [4, 5, 6], [7, 8, 0]], ["Up", "Left", "Up"])


def row_ends():
    """No tile comes from the end of the row above, nor from the start of the next."""
    replay([[1, 2, 3], [0, 4, 5], [6, 7, 8]], ["Right"])
    replay([[1, 2, 0], [3, 4, 5], [6, 7, 8]], ["Left"])


def stops_at_impossible():
    """A move after an impossible one does not make the answer a board."""
    replay(CENTRE, ["Down", "Down", "Up"])
    replay([[1, 2], [3, 0]], ["Left", "Right"])


def solves_t1():
    replay(T1, ["Down", "Down", "Down", "Left", "Up", "Up", "Up", "Left", "Down", "Down",
                "Down", "Left", "Up", "Up", "Up"])


def random_replays():
    rng = h.rng()
    for _ in range(150):
        board = sc.random_board(rng, rng.randint(2, 5))
        moves = [rng.choice(list(FROM)) for _ in range(rng.randint(0, 12))]
        replay(board, moves, reveal=True)


CHECKS = [("one_move", one_move), ("several", several), ("impossible", impossible),
          ("row_ends", row_ends), ("stops_at_impossible", stops_at_impossible),
          ("solves_t1", solves_t1), ("random_replays", random_replays)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["apply_moves"], seconds)
