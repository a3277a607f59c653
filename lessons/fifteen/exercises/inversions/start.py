"""Count the inversions of a board (a list of numbers, row by row).
The biggest number (16 on a 4 x 4 board) is the empty cell."""


def count_inversions(board):
    inversions = 0
    for i in range(len(board)):
        for j in range(i + 1, len(board)):
            if board[i] > board[j]:
                inversions += 1
    return inversions
