"""Slip: the row-end tests of the left and the right neighbour are swapped."""
# Caught by: left_right: blank_neighbour([1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 4)
# Caught by: row_end:
# Caught by: every_pair:

SIZE = 4
EMPTY = 16


def blank_neighbour(board, index):
    blank = board.index(EMPTY)
    if blank == index - SIZE or blank == index + SIZE:
        return blank
    if blank == index - 1 and index % SIZE != SIZE - 1:
        return blank
    if blank == index + 1 and index % SIZE != 0:
        return blank
    return index
