"""Correct: right, left, down, up, from the flat index."""


def neighbours(state):
    blank = state.index("0")
    others = []
    if blank % 3 < 2:
        others.append(blank + 1)
    if blank % 3 > 0:
        others.append(blank - 1)
    if blank < 6:
        others.append(blank + 3)
    if blank >= 3:
        others.append(blank - 3)
    result = []
    for other in others:
        cells = list(state)
        cells[blank], cells[other] = cells[other], cells[blank]
        result.append("".join(cells))
    return result
