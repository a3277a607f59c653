"""Correct: with numbers: tile t belongs at index t - 1."""


def misplaced(state):
    count = 0
    for index, digit in enumerate(state):
        tile = int(digit)
        if tile and tile - 1 != index:
            count += 1
    return count
