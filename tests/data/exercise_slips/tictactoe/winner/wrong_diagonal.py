"""Slip: a typo in the second diagonal (2, 4, 7 instead of 2, 4, 6)."""
# Caught by: diagonals: winner([-1, 0, 1, 0, 1, 0, 1, 0, -1])
# Caught by: random_positions:

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 7]]


def winner(board):
    for line in LINES:
        total = board[line[0]] + board[line[1]] + board[line[2]]
        if total == 3:
            return 1
        if total == -3:
            return -1
    return 0
