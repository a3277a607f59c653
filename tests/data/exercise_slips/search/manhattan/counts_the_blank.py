"""Slip: counts the blank as a tile (the starting program).
Caught by: counts_the_blank: '123456708'
"""
GOAL = "123456780"


def manhattan(state):
    total = 0
    for i in range(9):
        place = GOAL.index(state[i])
        total += abs(i // 3 - place // 3) + abs(i % 3 - place % 3)
    return total
