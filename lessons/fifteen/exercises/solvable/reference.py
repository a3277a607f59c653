"""Can this board be solved? A square board, row by row; the biggest number is empty."""


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
    if width % 2 == 1:                    # odd width: the inversions must be even
        return inversions % 2 == 0
    row_from_bottom = width - board.index(len(board)) // width
    if row_from_bottom % 2 == 0:
        return inversions % 2 == 1
    return inversions % 2 == 0
