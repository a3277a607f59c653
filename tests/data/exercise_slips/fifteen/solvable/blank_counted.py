"""Slip: the inversions count the empty cell too (the biggest number, so every tile after it
looks like an inversion)."""
# Caught by: odd_widths: is_solvable([1, 2, 3, 4, 5, 9, 7, 8, 6]) gave False
# Caught by: random_boards:


def is_solvable(board):
    width = int(round(len(board) ** 0.5))
    inversions = sum(1 for i in range(len(board)) for j in range(i + 1, len(board))
                     if board[i] > board[j])
    if width % 2 == 1:
        return inversions % 2 == 0
    row_from_bottom = width - board.index(len(board)) // width
    return (inversions + row_from_bottom) % 2 == 1
