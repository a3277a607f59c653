"""Slip: compares the sorted board with the goal, and every board holds the same numbers."""
# Caught by: blank_last_but_mixed: is_solved([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
# Caught by: random_boards:


def is_solved(board):
    return sorted(board) == list(range(1, 17))
