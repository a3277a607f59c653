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
    # Right for odd widths only
    return count_inversions(board) % 2 == 0
