"""Win when you can. The board is a list of 9 numbers: 1 = X, -1 = O, 0 = empty."""

LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def wins(board, player):
    """True when player has three in a line."""
    for line in LINES:
        if board[line[0]] + board[line[1]] + board[line[2]] == 3 * player:
            return True
    return False


def winning_move(board, player):
    # Your code: find an empty cell where player wins at once
    return None
