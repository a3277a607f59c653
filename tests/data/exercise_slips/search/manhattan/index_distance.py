"""Slip: takes how far apart the two indexes are in the string, not rows plus columns.
Caught by: examples: manhattan('
"""
GOAL = "123456780"


def manhattan(state):
    return sum(abs(i - GOAL.index(t)) for i, t in enumerate(state) if t != "0")
