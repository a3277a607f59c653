"""Slip: `return True` in the loop's else branch answers after the first cell."""
# fails: blank_last_but_mixed first_cells_right random_boards
# names: is_solved([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 16])


def is_solved(board):
    for i in range(16):
        if board[i] != i + 1:
            return False
        else:
            return True
