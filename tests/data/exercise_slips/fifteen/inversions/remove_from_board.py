"""Slip: takes the empty cell out with board.remove(...), which changes the caller's board
(hint 3)."""
# Caught by: examples: count_inversions([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
# Caught by: random_boards:


def count_inversions(board):
    board.remove(len(board))
    inversions = 0
    for i in range(len(board)):
        for j in range(i + 1, len(board)):
            if board[i] > board[j]:
                inversions += 1
    return inversions
