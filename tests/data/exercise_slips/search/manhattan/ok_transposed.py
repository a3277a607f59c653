"""Correct: rows and columns swapped everywhere (the same distance)."""


def manhattan(state):
    total = 0
    for i, digit in enumerate(state):
        if digit != "0":
            home = int(digit) - 1
            total += abs(i % 3 - home % 3) + abs(i // 3 - home // 3)
    return total
