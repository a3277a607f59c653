"""Correct: a flat list of cells, with row and column checks."""


def apply_moves(board, moves):
    n_rows, n_cols = len(board), len(board[0])
    cells = [t for row in board for t in row]
    for move in moves:
        blank = cells.index(0)
        row, col = divmod(blank, n_cols)
        # the tile comes from the opposite side of the blank
        row += {"Up": 1, "Down": -1}.get(move, 0)
        col += {"Left": 1, "Right": -1}.get(move, 0)
        if not (0 <= row < n_rows and 0 <= col < n_cols):
            return None
        other = row * n_cols + col
        cells[blank], cells[other] = cells[other], cells[blank]
    return [cells[r * n_cols:(r + 1) * n_cols] for r in range(n_rows)]
