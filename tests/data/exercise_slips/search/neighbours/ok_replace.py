"""Correct: swap the two digits with str.translate."""


def neighbours(state):
    blank = state.index("0")
    row, col = divmod(blank, 3)
    result = []
    for r, c in ((row, col + 1), (row + 1, col), (row, col - 1), (row - 1, col)):
        if r in range(3) and c in range(3):
            tile = state[r * 3 + c]
            result.append(state.translate(str.maketrans({"0": tile, tile: "0"})))
    return result
