"""The fifteen puzzle: is the empty cell next to the clicked cell?
The board is a list of 16 numbers, row by row; 16 is the empty cell."""

SIZE = 4             # the board has SIZE x SIZE cells
EMPTY = SIZE * SIZE  # the number 16 stands for the empty cell


def blank_neighbour(board, index):
    """Where is the empty cell, if it is next to cell number index?
    If it is not next to it, give back index itself."""
    blank = board.index(EMPTY)
    distance = abs(blank - index)
    if distance == SIZE:                       # just above or below
        return blank
    if distance == 1 and blank // SIZE == index // SIZE:   # left or right, same row
        return blank
    return index
