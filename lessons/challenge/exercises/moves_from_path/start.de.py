"""Von einem Weg (einer Liste von Positionen, jede eine Liste von Zeilen, 0 = Lücke)
zu den Zügen."""


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
        # die Richtung, in die die Lücke ging
        if r2 < r1:
            moves.append("Up")
        elif r2 > r1:
            moves.append("Down")
        elif c2 < c1:
            moves.append("Left")
        else:
            moves.append("Right")
    return moves
