"""Slip: `a == b == c` also holds for three empty cells, so the first empty line answers 0
before the loop reaches the line that wins."""
# Caught by: empty_line_first: [0, 0, 0, -1, -1, 0, 1, 1, 1]
# Caught by: random_positions:

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for a, b, c in LINES:
        if board[a] == board[b] == board[c]:
            return board[a]
    return 0
