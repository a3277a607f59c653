"""Slip: counts the blank too (as the thesis does): one move from the goal gives 2.
Caught by: counts_the_blank: '123456708'
"""
GOAL = "123456780"


def misplaced(state):
    return sum(1 for i in range(9) if state[i] != GOAL[i])
