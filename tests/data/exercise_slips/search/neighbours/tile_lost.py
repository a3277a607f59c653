"""Slip: puts the blank on the tile's cell but forgets to put the tile where the blank was.
Caught by: centre: neighbours('123405678')
"""


def neighbours(state):
    result = []
    blank = state.index("0")
    row, col = blank // 3, blank % 3
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row, new_col = row + step_row, col + step_col
        if 0 <= new_row < 3 and 0 <= new_col < 3:
            cells = list(state)
            cells[new_row * 3 + new_col] = "0"
            result.append("".join(cells))
    return result
