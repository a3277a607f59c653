"""Die Manhattan-Distanz einer 8-Puzzle-Position (9 Ziffern, "0" ist die Lücke)."""

GOAL = "123456780"


def manhattan(state):
    total = 0
    for i in range(9):
        place = GOAL.index(state[i])     # wohin die Ziffer dieses Felds gehört
        total += abs(i // 3 - place // 3) + abs(i % 3 - place % 3)
    return total
