"""Slip: cell i must hold i (counting the numbers from 0), so not even the goal is
solved."""
# Caught by: solved: is_solved([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
# Caught by: random_boards:


def is_solved(board):
    for i in range(16):
        if board[i] != i:
            return False
    return True
