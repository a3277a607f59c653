"""Hidden checks of tictactoe/win_move."""
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


def _expect_win(board, player):
    what = h.call_text("winning_move", [board, player])
    got = h.call("winning_move", board, player)
    good = wins_at(board, player)
    if got not in good or isinstance(got, bool):
        h.fail("check.wrong_value", what, h.show(got), h.show(good[0]))


def finds_a_win():
    _expect_win([1, 1, 0, -1, -1, 0, 0, 0, 0], 1)
    _expect_win([1, 1, 0, -1, -1, 0, 0, 0, 0], -1)
    _expect_win([1, -1, 0, 0, 1, -1, 0, 0, 0], 1)
    _expect_win([0, -1, 1, 0, 1, -1, 0, 0, 0], 1)


def any_line():
    for line in LINES:
        for player in (1, -1):
            board = [0] * 9
            board[line[0]] = board[line[2]] = player
            _expect_win(board, player)


def no_win():
    for board, player in (([0] * 9, 1), ([1, 0, 0, 0, -1, 0, 0, 0, 0], 1),
                          ([1, 1, 0, -1, -1, 0, 0, 0, 0][::-1], 1),
                          ([1, -1, 1, -1, 1, -1, -1, 1, -1], -1), ([1, 0, 1, 0, -1, 0, 0, 0, 0], -1)):
        if not wins_at(board, player):
            h.expect(h.call_text("winning_move", [board, player]),
                     h.call("winning_move", board, player), None)


CHECKS = [("finds_a_win", finds_a_win), ("any_line", any_line), ("no_win", no_win)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["winning_move"], seconds)
