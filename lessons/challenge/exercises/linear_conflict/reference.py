"""Manhattan distance plus linear conflicts. The board is a list of rows (n x n),
0 is the blank; the goal is 1, 2, ... row by row with the blank last."""


def manhattan(board):
    size = len(board)
    total = 0
    for r in range(size):
        for c in range(size):
            tile = board[r][c]
            if tile != 0:
                home = tile - 1
                total += abs(r - home // size) + abs(c - home % size)
    return total


def conflicts(places):
    """places: the goal positions of the tiles in a line, in the order they stand.
    The fewest tiles that must leave so that the rest are in order: all of them minus
    the longest increasing subsequence."""
    best = []                      # best[i]: the longest increasing run ending at i
    for i in range(len(places)):
        longest = 1
        for j in range(i):
            if places[j] < places[i] and best[j] + 1 > longest:
                longest = best[j] + 1
        best.append(longest)
    return len(places) - max(best, default=0)


def linear_conflict(board):
    size = len(board)
    extra = 0
    for line in range(size):
        in_row = [(board[line][c] - 1) % size for c in range(size)
                  if board[line][c] != 0 and (board[line][c] - 1) // size == line]
        in_col = [(board[r][line] - 1) // size for r in range(size)
                  if board[r][line] != 0 and (board[r][line] - 1) % size == line]
        extra += conflicts(in_row) + conflicts(in_col)
    return manhattan(board) + 2 * extra
