"""Slip: moves the blank left and right by 1 in the string, without looking at the row
ends (the starting program).
Caught by: row_ends: neighbours('123045678')
"""


def neighbours(state):
    result = []
    blank = state.index("0")
    for other in (blank - 3, blank + 3, blank - 1, blank + 1):
        if 0 <= other < 9:
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result
