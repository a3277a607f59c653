"""Slip: looks at board[index - 4] without testing the top row: for a cell of the top row
that index is negative, and Python reads the bottom row instead."""
# Caught by: wrap_around: blank_neighbour([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 13, 14, 15], 0)
# Caught by: every_pair:

SIZE = 4
EMPTY = 16


def blank_neighbour(board, index):
    if board[index - SIZE] == EMPTY:
        return index - SIZE
    if index + SIZE < len(board) and board[index + SIZE] == EMPTY:
        return index + SIZE
    if index % SIZE > 0 and board[index - 1] == EMPTY:
        return index - 1
    if index % SIZE < SIZE - 1 and board[index + 1] == EMPTY:
        return index + 1
    return index
