"""Correct: copy.deepcopy, and the blank found once and then followed."""
import copy


def apply_moves(board, moves):
    rows = copy.deepcopy(board)
    r, c = [(i, row.index(0)) for i, row in enumerate(rows) if 0 in row][0]
    for move in moves:
        if move == "Up":
            nr, nc = r + 1, c
        elif move == "Down":
            nr, nc = r - 1, c
        elif move == "Left":
            nr, nc = r, c + 1
        else:
            nr, nc = r, c - 1
        if nr < 0 or nc < 0 or nr >= len(rows) or nc >= len(rows[0]):
            return None
        rows[r][c], rows[nr][nc] = rows[nr][nc], 0
        r, c = nr, nc
    return rows
