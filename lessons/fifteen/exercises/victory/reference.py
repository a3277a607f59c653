"""The fifteen puzzle: is it solved? The board is a list of 16 numbers; 16 is empty."""

EMPTY = 16


def is_solved(board):
    for i in range(16):
        if board[i] != i + 1:      # cell i must hold the number i + 1 (16 = empty)
            return False
    return True
