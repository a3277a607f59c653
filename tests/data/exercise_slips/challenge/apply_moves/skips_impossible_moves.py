"""Slip: skips an impossible move and goes on, instead of giving back None.
Caught by: impossible: apply_moves([[0, 1, 2], [3, 4, 5], [6, 7, 8]], ['Down'])
"""
STEPS = {"Up": (1, 0), "Down": (-1, 0), "Left": (0, 1), "Right": (0, -1)}


def apply_moves(board, moves):
    rows = [list(row) for row in board]
    for move in moves:
        r, c = next((i, j) for i, row in enumerate(rows) for j, v in enumerate(row) if v == 0)
        nr, nc = r + STEPS[move][0], c + STEPS[move][1]
        if 0 <= nr < len(rows) and 0 <= nc < len(rows[0]):
            rows[r][c], rows[nr][nc] = rows[nr][nc], rows[r][c]
    return rows
