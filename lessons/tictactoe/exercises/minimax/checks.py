"""Hidden checks of tictactoe/minimax: values of positions, found by searching."""
import exercise_harness as h

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for line in LINES:
        total = sum(board[i] for i in line)
        if total in (3, -3):
            return total // 3
    return 0


def value(board, player):
    if winner(board) or 0 not in board:
        return winner(board)
    results = []
    for cell in range(9):
        if board[cell] == 0:
            board[cell] = player
            results.append(value(board, -player))
            board[cell] = 0
    return max(results) if player == 1 else min(results)


def _expect(board, player):
    h.expect(h.call_text("minimax", [board, player]), h.call("minimax", board, player),
             value(list(board), player))


def finished():
    _expect([1, 1, 1, -1, -1, 0, 0, 0, 0], -1)
    _expect([1, -1, 1, 1, -1, 0, 0, -1, 0], 1)
    _expect([1, -1, 1, 1, -1, -1, -1, 1, 1], 1)


def one_move():
    _expect([1, 1, 0, -1, -1, 0, 0, 0, 0], 1)
    _expect([1, 1, 0, -1, -1, 0, 1, 0, 0], -1)


def deeper():
    # X to move and wins by a fork; O to move and must defend; quiet draws
    _expect([1, 0, 0, 0, -1, 0, 0, 0, 1], -1)
    _expect([1, -1, 0, 0, 0, 0, 0, 0, 0], 1)
    _expect([0, 0, 1, 0, -1, 0, 1, 0, 0], -1)
    _expect([1, 0, 0, 0, 0, 0, 0, 0, -1], 1)


def searches_the_tree():
    # the starting program's one-move look-ahead cannot see these
    _expect([1, -1, 0, 0, 1, 0, 0, 0, -1], 1)
    _expect([-1, 0, 0, 0, 1, 0, 0, 0, 0], 1)


CHECKS = [("finished", finished), ("one_move", one_move), ("deeper", deeper),
          ("searches_the_tree", searches_the_tree)]


def run_checks(seconds=4.0):
    return h.run(CHECKS, ["minimax"], max(seconds, 4.0))
