"""Slip: the width is the 15 puzzle's 4, a constant, whatever the board's length."""
# Caught by: odd_widths: is_solvable([1, 2, 3, 4, 5, 6, 7, 8, 9])
# Caught by: random_boards:

SIZE = 4


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
    inversions = count_inversions(board)
    if SIZE % 2 == 1:
        return inversions % 2 == 0
    row_from_bottom = SIZE - board.index(len(board)) // SIZE
    return (inversions + row_from_bottom) % 2 == 1
