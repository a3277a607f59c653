"""Falsch platzierte Plättchen einer 8-Puzzle-Position (9 Ziffern, "0" ist die Lücke)."""

GOAL = "123456780"


def misplaced(state):
    count = 0
    for i in range(9):
        if state[i] != GOAL[i]:
            count += 1
    return count
