"""Slip: counts every pair in the wrong order (the starting program): 3 2 1 gives three.
Caught by: three_in_a_row: linear_conflict([[3, 2, 1], [4, 5, 6], [7, 8, 0]])
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
            total += 2 * sum(1 for i in range(len(places)) for j in range(i + 1, len(places))
                             if places[i] > places[j])
    return total
