"""Slip: the row is counted from the bottom but from 0 (0, 1, ...), not from 1."""
# Caught by: blank_in_every_row: is_solvable([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]) gave False
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
    row = width - 1 - board.index(len(board)) // width
    return (inversions + row) % 2 == 1
