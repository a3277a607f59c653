"""Hidden checks of tictactoe/block."""
import exercise_harness as h

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def wins_at(board, player):
    cells = []
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if any(sum(trial[i] for i in line) == 3 * player for line in LINES):
                cells.append(cell)
    return cells


def _choose(board):
    what = h.call_text("choose_move", [board])
    cell = h.call("choose_move", board)
    if not isinstance(cell, int) or isinstance(cell, bool) or not 0 <= cell < 9 or board[cell] != 0:
        h.fail("check.illegal_cell", what, h.show(cell))
    return what, cell


def legal():
    for board in ([1, 0, 0, 0, 0, 0, 0, 0, 0], [1, -1, 1, 0, 0, 0, 0, 0, 0],
                  [1, -1, 1, -1, 1, 0, 0, 0, 0][::-1], [1, -1, 1, 1, -1, -1, -1, 1, 0]):
        _choose(board)


def blocks():
    for line in LINES:
        for gap in line:
            board = [0] * 9
            for cell in line:
                if cell != gap:
                    board[cell] = 1
            spare = next(c for c in range(9) if c not in line and c != 4)
            board[spare] = -1
            what, cell = _choose(board)
            if cell not in wins_at(board, 1) and not wins_at(board, -1):
                h.fail("check.missed_block", what, cell, gap)


def still_wins():
    for board in ([-1, -1, 0, 1, 1, 0, 1, 0, 0], [0, 1, 1, -1, 1, 0, -1, 0, 0],
                  [0, 1, -1, 1, -1, 0, 0, 0, 1]):
        what, cell = _choose(board)
        good = wins_at(board, -1)
        if cell not in good:
            h.fail("check.missed_win", what, cell, good[0])


CHECKS = [("legal", legal), ("blocks", blocks), ("still_wins", still_wins)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["choose_move"], seconds)
