"""Right: counts every pair, the empty cell too, then takes away the pairs the empty cell
made (one with each cell after it)."""


def count_inversions(board):
    total = sum(1 for i, a in enumerate(board) for b in board[i + 1:] if a > b)
    return total - (len(board) - 1 - board.index(len(board)))
