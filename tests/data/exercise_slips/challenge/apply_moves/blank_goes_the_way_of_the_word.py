"""Slip: moves the blank the way the word says (the starting program); it is the tile that
goes that way.
Caught by: one_move: apply_moves([[1, 2, 3], [4, 0, 5], [7, 8, 6]], ['Down'])
"""
STEPS = {"Up": (-1, 0), "Down": (1, 0), "Left": (0, -1), "Right": (0, 1)}


def apply_moves(board, moves):
    rows = [list(row) for row in board]
    for move in moves:
        r, c = next((i, j) for i, row in enumerate(rows) for j, v in enumerate(row) if v == 0)
        nr, nc = r + STEPS[move][0], c + STEPS[move][1]
        if not (0 <= nr < len(rows) and 0 <= nc < len(rows[0])):
            return None
        rows[r][c], rows[nr][nc] = rows[nr][nc], rows[r][c]
    return rows
