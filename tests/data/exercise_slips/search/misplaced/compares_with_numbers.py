"""Slip: compares the digits (text) with numbers, so every tile looks misplaced.
Caught by: goal_is_zero: '123456780'
"""


def misplaced(state):
    return sum(1 for i in range(9) if state[i] != "0" and state[i] != i + 1)
