"""Right: compares the rows and columns of the two cells."""


def blank_neighbour(board, index):
    blank = board.index(max(board))
    (row, col), (blank_row, blank_col) = divmod(index, 4), divmod(blank, 4)
    if abs(row - blank_row) + abs(col - blank_col) == 1:
        return blank
    return index
