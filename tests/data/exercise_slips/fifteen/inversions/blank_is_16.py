"""Slip: the empty cell is taken to be 16 on every board; on 3 x 3 the 9 is counted as a
tile."""
# Caught by: other_widths: count_inversions([9, 1, 2, 3, 4, 5, 6, 7, 8])
# Caught by: random_boards:


def count_inversions(board):
    tiles = [t for t in board if t != 16]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions
