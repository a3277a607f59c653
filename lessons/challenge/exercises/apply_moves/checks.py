"""Hidden checks of challenge/apply_moves."""
import exercise_harness as h

FROM = {"Down": (-1, 0), "Up": (1, 0), "Right": (0, -1), "Left": (0, 1)}


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


def _expect(board, moves):
    h.expect(h.call_text("apply_moves", [board, moves]), h.call("apply_moves", board, moves),
             truth(board, moves))


CENTRE = [[1, 2, 3], [4, 0, 5], [7, 8, 6]]


def one_move():
    for move in ("Down", "Up", "Left", "Right"):
        _expect(CENTRE, [move])


def several():
    _expect(CENTRE, ["Left", "Up"])
    _expect([[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
            ["Down", "Left", "Down", "Down", "Right", "Up"])
    _expect(CENTRE, [])


def impossible():
    _expect([[0, 1, 2], [3, 4, 5], [6, 7, 8]], ["Down"])
    _expect([[0, 1, 2], [3, 4, 5], [6, 7, 8]], ["Right"])
    _expect([[1, 2, 3], [4, 5, 6], [7, 8, 0]], ["Up", "Left", "Up"])


def solves_t1():
    board = [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]]
    moves = ["Down", "Down", "Down", "Left", "Up", "Up", "Up", "Left", "Down", "Down", "Down",
             "Left", "Up", "Up", "Up"]
    what = h.call_text("apply_moves", [board, moves])
    h.expect(what, h.call("apply_moves", board, moves),
             [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 0]])


CHECKS = [("one_move", one_move), ("several", several), ("impossible", impossible),
          ("solves_t1", solves_t1)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["apply_moves"], seconds)
