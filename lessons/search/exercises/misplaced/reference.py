"""Misplaced tiles of an 8-puzzle position (a string of 9 digits, "0" empty)."""

GOAL = "123456780"


def misplaced(state):
    count = 0
    for i in range(9):
        if state[i] != "0" and state[i] != GOAL[i]:   # a tile, not where the goal has it
            count += 1
    return count
