"""Slip: compares each tile with the next one only, not with every tile after it."""
# Caught by: examples: count_inversions([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 16])
# Caught by: random_boards:


def count_inversions(board):
    tiles = [t for t in board if t != len(board)]
    inversions = 0
    for i in range(len(tiles) - 1):
        if tiles[i] > tiles[i + 1]:
            inversions += 1
    return inversions
