"""Slip: counts only how many rows each tile is away, not the columns.
Caught by: examples: manhattan('
"""
GOAL = "123456780"


def manhattan(state):
    total = 0
    for i in range(9):
        if state[i] != "0":
            total += abs(i // 3 - GOAL.index(state[i]) // 3)
    return total
