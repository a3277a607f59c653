"""Slip: tries up, left and right, but forgets down.
Caught by: centre: neighbours('123405678')
"""


def neighbours(state):
    result = []
    blank = state.index("0")
    row, col = blank // 3, blank % 3
    for step_row, step_col in [(-1, 0), (0, -1), (0, 1)]:
        new_row, new_col = row + step_row, col + step_col
        if 0 <= new_row < 3 and 0 <= new_col < 3:
            other = new_row * 3 + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result
