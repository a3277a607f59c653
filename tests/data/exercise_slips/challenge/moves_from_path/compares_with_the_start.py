"""Slip: compares each position with the first one instead of the one before.
Caught by: several_steps: for step 3, from [[1, 2, 5], [3, 4, 8], [6, 7, 0]]
"""


def blank(rows):
    return next((r, c) for r, row in enumerate(rows) for c, v in enumerate(row) if v == 0)


def moves_from_path(path):
    moves = []
    r1, c1 = blank(path[0])
    for i in range(1, len(path)):
        r2, c2 = blank(path[i])
        if r2 < r1:
            moves.append("Down")
        elif r2 > r1:
            moves.append("Up")
        elif c2 < c1:
            moves.append("Right")
        else:
            moves.append("Left")
    return moves
