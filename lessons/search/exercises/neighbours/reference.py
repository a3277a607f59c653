"""The 8-puzzle: the positions one move away. A position is a string of 9 digits,
row by row; "0" is the empty cell."""

SIZE = 3


def neighbours(state):
    result = []
    blank = state.index("0")
    row, col = blank // SIZE, blank % SIZE
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row, new_col = row + step_row, col + step_col
        if 0 <= new_row < SIZE and 0 <= new_col < SIZE:   # still on the board
            other = new_row * SIZE + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result
