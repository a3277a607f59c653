"""Hidden checks of tictactoe/winner."""
import exercise_harness as h

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def _board_with(line, mark):
    board = [0] * 9
    for cell in line:
        board[cell] = mark
    # a few opponent marks elsewhere, so the board looks like a game
    free = [c for c in range(9) if c not in line]
    board[free[0]] = -mark
    board[free[-1]] = -mark
    return board


def _lines(lines, mark):
    for line in lines:
        board = _board_with(line, mark)
        h.expect(h.call_text("winner", [board]), h.call("winner", board), mark)


def rows():
    _lines(LINES[:3], 1)
    _lines(LINES[:3], -1)


def columns():
    _lines(LINES[3:6], 1)
    _lines(LINES[3:6], -1)


def diagonals():
    _lines(LINES[6:], 1)
    _lines(LINES[6:], -1)


def nobody():
    for board in ([0] * 9, [1, -1, 1, 0, -1, 0, 0, 1, 0], [1, -1, 1, 1, -1, -1, -1, 1, 1],
                  [1, 1, 0, -1, -1, 0, 0, 0, 0]):
        h.expect(h.call_text("winner", [board]), h.call("winner", board), 0)


CHECKS = [("rows", rows), ("columns", columns), ("diagonals", diagonals), ("nobody", nobody)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["winner"], seconds)
