"""Slip: the loop stops two cells early (range(14)), so a mix-up in the last cells is not
seen."""
# Caught by: blank_elsewhere: is_solved([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 15])
# Caught by: first_cells_right:
# Caught by: random_boards:


def is_solved(board):
    for i in range(14):
        if board[i] != i + 1:
            return False
    return True
