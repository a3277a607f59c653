"""Slip: looks for conflicts in the rows only, not in the columns.
Caught by: columns_too: linear_conflict([[7, 2, 3], [4, 5, 6], [1, 8, 0]])
"""


def leave(places):
    best = []
    for i, x in enumerate(places):
        best.append(1 + max([best[j] for j in range(i) if places[j] < x], default=0))
    return len(places) - max(best, default=0)


def linear_conflict(board):
    n = len(board)
    total = 0
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                home = board[r][c] - 1
                total += abs(r - home // n) + abs(c - home % n)
    for line in range(n):
        row = [(board[line][c] - 1) % n for c in range(n)
               if board[line][c] and (board[line][c] - 1) // n == line]
        total += 2 * leave(row)
    return total
