"""Slip: puts tile t at index t instead of t - 1.
Caught by: goal_is_zero: '123456780'
"""


def manhattan(state):
    total = 0
    for i, digit in enumerate(state):
        tile = int(digit)
        if tile:
            total += abs(i // 3 - tile // 3) + abs(i % 3 - tile % 3)
    return total
