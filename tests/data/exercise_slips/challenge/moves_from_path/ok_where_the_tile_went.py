"""Correct: looks where the tile that moved went (it is where the blank was)."""


def moves_from_path(path):
    moves = []
    for before, after in zip(path, path[1:]):
        r, c = [(i, row.index(0)) for i, row in enumerate(before) if 0 in row][0]
        tile = after[r][c]
        tr, tc = [(i, row.index(tile)) for i, row in enumerate(before) if tile in row][0]
        if tr < r:
            moves.append("Down")
        elif tr > r:
            moves.append("Up")
        elif tc < c:
            moves.append("Right")
        else:
            moves.append("Left")
    return moves
