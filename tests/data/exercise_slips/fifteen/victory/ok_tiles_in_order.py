"""Right: the first fifteen cells hold 1 to 15 (then the last one can only be the empty
cell)."""


def is_solved(board):
    return all(board[i] == i + 1 for i in range(15))
