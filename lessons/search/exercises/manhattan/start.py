"""The Manhattan distance of an 8-puzzle position (a string of 9 digits, "0" empty)."""

GOAL = "123456780"


def manhattan(state):
    total = 0
    for i in range(9):
        place = GOAL.index(state[i])     # where this cell's digit belongs
        total += abs(i // 3 - place // 3) + abs(i % 3 - place % 3)
    return total
