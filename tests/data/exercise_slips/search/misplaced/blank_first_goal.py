"""Slip: takes the goal with the blank first, "012345678".
Caught by: goal_is_zero: '123456780'
"""
GOAL = "012345678"


def misplaced(state):
    return sum(1 for i in range(9) if state[i] != "0" and state[i] != GOAL[i])
