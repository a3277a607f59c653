"""Slip: `return True` in the loop's else branch answers after the first cell."""
# Caught by: blank_last_but_mixed: is_solved([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 16])
# Caught by: first_cells_right:
# Caught by: random_boards:


def is_solved(board):
    for i in range(16):
        if board[i] != i + 1:
            return False
        else:
            return True
