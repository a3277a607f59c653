"""Correct: the longest increasing subsequence by patience sorting (bisect)."""
from bisect import bisect_left


def leave(places):
    piles = []
    for x in places:
        k = bisect_left(piles, x)
        if k == len(piles):
            piles.append(x)
        else:
            piles[k] = x
    return len(places) - len(piles)


def linear_conflict(board):
    n = len(board)
    total = 0
    for r, row in enumerate(board):
        for c, tile in enumerate(row):
            if tile:
                total += abs(r - (tile - 1) // n) + abs(c - (tile - 1) % n)
    for line in range(n):
        row = [(t - 1) % n for t in board[line] if t and (t - 1) // n == line]
        col = [(board[r][line] - 1) // n for r in range(n)
               if board[r][line] and (board[r][line] - 1) % n == line]
        total += 2 * (leave(row) + leave(col))
    return total
