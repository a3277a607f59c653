"""Who has won? The board is a list of 9 numbers: 1 = X, -1 = O, 0 = empty."""


def winner(board):
    # Only the rows are checked so far
    for row in range(3):
        total = board[3 * row] + board[3 * row + 1] + board[3 * row + 2]
        if total == 3:
            return 1
        if total == -3:
            return -1
    return 0
