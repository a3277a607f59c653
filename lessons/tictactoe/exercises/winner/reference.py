"""Who has won? The board is a list of 9 numbers: 1 = X, -1 = O, 0 = empty."""

LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],   # rows
    [0, 3, 6], [1, 4, 7], [2, 5, 8],   # columns
    [0, 4, 8], [2, 4, 6],              # diagonals
]


def winner(board):
    for line in LINES:
        total = board[line[0]] + board[line[1]] + board[line[2]]
        if total == 3:
            return 1
        if total == -3:
            return -1
    return 0
