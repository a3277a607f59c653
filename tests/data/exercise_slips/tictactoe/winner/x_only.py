"""Slip: only X's lines are looked for; O's three in a line gives 0."""
# Caught by: rows: winner([-1, -1, -1, 1, 0, 0, 0, 0, 1])
# Caught by: columns:
# Caught by: diagonals:
# Caught by: random_positions:

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for line in LINES:
        if board[line[0]] + board[line[1]] + board[line[2]] == 3:
            return 1
    return 0
