"""Correct: zip the position with the goal."""


def misplaced(state):
    return sum(a != b for a, b in zip(state, "123456780") if a != "0")
