"""Slip: the left end of the row is tested, the right end forgotten."""
# Caught by: row_end: blank_neighbour([1, 2, 3, 4, 16, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 3) gave 4, but cells 4 and 3 are at the two ends
# Caught by: every_pair:

SIZE = 4
EMPTY = 16


def blank_neighbour(board, index):
    blank = board.index(EMPTY)
    if abs(blank - index) == SIZE:
        return blank
    if blank == index - 1 and index % SIZE != 0:
        return blank
    if blank == index + 1:
        return blank
    return index
