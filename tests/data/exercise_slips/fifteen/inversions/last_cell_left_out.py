"""Slip: the inner loop stops one cell early, so pairs with the last tile are never
counted."""
# Caught by: last_cell: count_inversions([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1])
# Caught by: random_boards:


def count_inversions(board):
    tiles = [t for t in board if t != len(board)]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles) - 1):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions
