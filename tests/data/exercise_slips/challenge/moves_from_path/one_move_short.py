"""Slip: stops one step early (range(1, len(path) - 1)).
Caught by: one_step: moves_from_path([[[1, 2, 3], [4, 0, 5], [7, 8, 6]], [[1, 0, 3], [4, 2, 5], [7, 8, 6]]]) gave 0 move(s)
"""


def blank(rows):
    return next((r, c) for r, row in enumerate(rows) for c, v in enumerate(row) if v == 0)


def moves_from_path(path):
    moves = []
    for i in range(1, len(path) - 1):
        (r1, c1), (r2, c2) = blank(path[i - 1]), blank(path[i])
        if r2 < r1:
            moves.append("Down")
        elif r2 > r1:
            moves.append("Up")
        elif c2 < c1:
            moves.append("Right")
        else:
            moves.append("Left")
    return moves
