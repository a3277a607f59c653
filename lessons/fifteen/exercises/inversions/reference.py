"""Count the inversions of a board (a list of numbers, row by row).
The biggest number (16 on a 4 x 4 board) is the empty cell."""


def count_inversions(board):
    empty = len(board)                             # the biggest number is the empty cell
    tiles = [t for t in board if t != empty]       # a new list: the board stays as it was
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions
