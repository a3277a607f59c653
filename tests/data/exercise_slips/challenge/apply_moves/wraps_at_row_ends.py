"""Slip: works on the flat list and checks only that the new index is on the board, so a
tile can come from the end of the row above or the start of the next.
Caught by: row_ends: apply_moves([[1, 2, 3], [0, 4, 5], [6, 7, 8]], ['Right'])
"""


def apply_moves(board, moves):
    n = len(board)
    cells = [t for row in board for t in row]
    for move in moves:
        blank = cells.index(0)
        other = blank + {"Up": n, "Down": -n, "Left": 1, "Right": -1}[move]
        if not 0 <= other < n * n:
            return None
        cells[blank], cells[other] = cells[other], cells[blank]
    return [cells[r * n:(r + 1) * n] for r in range(n)]
