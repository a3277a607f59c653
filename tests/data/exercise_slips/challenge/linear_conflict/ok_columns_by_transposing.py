"""Correct: the columns are the rows of the transposed board, with the tiles renumbered."""


def leave(places):
    best = []
    for i, x in enumerate(places):
        best.append(1 + max([best[j] for j in range(i) if places[j] < x], default=0))
    return len(places) - max(best, default=0)


def row_conflicts(board):
    n = len(board)
    return sum(leave([(t - 1) % n for t in board[line] if t and (t - 1) // n == line])
               for line in range(n))


def linear_conflict(board):
    n = len(board)
    manhattan = sum(abs(r - (t - 1) // n) + abs(c - (t - 1) % n)
                    for r, row in enumerate(board) for c, t in enumerate(row) if t)
    # tile t at (row, col) in the goal goes to (col, row) in the transposed goal
    renumber = {0: 0, **{t: ((t - 1) % n) * n + (t - 1) // n + 1 for t in range(1, n * n)}}
    transposed = [[renumber[board[r][c]] for r in range(n)] for c in range(n)]
    return manhattan + 2 * (row_conflicts(board) + row_conflicts(transposed))
