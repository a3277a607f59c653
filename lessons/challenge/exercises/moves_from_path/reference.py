"""From a path (a list of positions, each a list of rows, 0 = blank) to the moves."""


def find_blank(rows):
    for r in range(len(rows)):
        for c in range(len(rows[r])):
            if rows[r][c] == 0:
                return r, c


def moves_from_path(path):
    moves = []
    for i in range(1, len(path)):
        r1, c1 = find_blank(path[i - 1])
        r2, c2 = find_blank(path[i])
        # the tile slides the other way than the blank went
        if r2 < r1:
            moves.append("Down")
        elif r2 > r1:
            moves.append("Up")
        elif c2 < c1:
            moves.append("Right")
        else:
            moves.append("Left")
    return moves
