"""Slip: keeps the longest run of tiles in order that stand side by side, not the longest
increasing subsequence (0 2 1 3 keeps two, not three).
Caught by: fewest_leave: linear_conflict([[1, 3, 2, 4]
"""


def leave(places):
    longest = run = 1 if places else 0
    for i in range(1, len(places)):
        run = run + 1 if places[i - 1] < places[i] else 1
        longest = max(longest, run)
    return len(places) - longest


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
        total += 2 * (leave(row) + leave(col))
    return total
