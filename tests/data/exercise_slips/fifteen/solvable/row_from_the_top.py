"""Slip: the empty cell's row is counted from the top (1, 2, ...), not from the bottom."""
# Caught by: blank_in_every_row: is_solvable([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]) gave False, but the right answer is True (width 4, 0 inversions, the empty cell in row 1
# Caught by: random_boards:


def count_inversions(board):
    empty = len(board)
    tiles = [t for t in board if t != empty]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions


def is_solvable(board):
    width = int(round(len(board) ** 0.5))
    inversions = count_inversions(board)
    if width % 2 == 1:
        return inversions % 2 == 0
    row = board.index(len(board)) // width + 1
    if row % 2 == 0:
        return inversions % 2 == 1
    return inversions % 2 == 0
