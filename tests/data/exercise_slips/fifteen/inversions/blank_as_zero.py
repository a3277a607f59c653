"""Slip: leaves out 0 as the empty cell, as on boards where 0 is the blank; here the blank
is the biggest number, and it is counted."""
# Caught by: empty_cell_left_out: count_inversions([16, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]) gave 15, but the right answer is 0: the empty cell (16) is not a tile
# Caught by: random_boards:


def count_inversions(board):
    tiles = [t for t in board if t != 0]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions
