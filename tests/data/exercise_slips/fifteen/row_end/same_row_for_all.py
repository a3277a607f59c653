"""Slip: the same-row test is applied to every neighbour, so the cells above and below are
never neighbours."""
# Caught by: above_below: blank_neighbour([1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 1)
# Caught by: every_pair:

SIZE = 4
EMPTY = 16


def blank_neighbour(board, index):
    blank = board.index(EMPTY)
    if abs(blank - index) in (1, SIZE) and blank // SIZE == index // SIZE:
        return blank
    return index
