"""Correct: divmod and a table of homes."""
HOME = {str(t): divmod(t - 1, 3) for t in range(1, 9)}


def manhattan(state):
    total = 0
    for i, digit in enumerate(state):
        if digit in HOME:
            row, col = divmod(i, 3)
            home_row, home_col = HOME[digit]
            total += abs(row - home_row) + abs(col - home_col)
    return total
