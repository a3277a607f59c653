"""Right: the row counted from the top from 0 has the same parity as the row counted from
the bottom from 1 when the width is even (the lesson's teacher's note)."""


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
    return (inversions + board.index(len(board)) // width) % 2 == 1
