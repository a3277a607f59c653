"""Slip: counts only neighbours in the wrong order: 3 4 1 2 gives one conflict, not two.
Caught by: not_only_neighbours: linear_conflict([[3, 4, 1, 2], [5, 6, 7, 8]
"""


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
        col = [(board[r][line] - 1) // n for r in range(n)
               if board[r][line] and (board[r][line] - 1) % n == line]
        for places in (row, col):
            total += 2 * sum(1 for i in range(len(places) - 1) if places[i] > places[i + 1])
    return total
