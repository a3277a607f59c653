"""Die Antwort eines Lösers nachspielen. Das Brett ist eine Liste von Zeilen, 0 ist die
Lücke; ein Zug nennt die Richtung, in die das PLÄTTCHEN in die Lücke gleitet."""

# Zeilen- und Spaltenschritte für jedes Wort
STEPS = {"Up": (-1, 0), "Down": (1, 0), "Left": (0, -1), "Right": (0, 1)}


def find_blank(rows):
    for r in range(len(rows)):
        for c in range(len(rows[r])):
            if rows[r][c] == 0:
                return r, c


def apply_moves(board, moves):
    rows = [list(row) for row in board]
    for move in moves:
        r, c = find_blank(rows)
        dr, dc = STEPS[move]
        nr, nc = r + dr, c + dc          # die Lücke geht, wohin das Wort sagt
        if not (0 <= nr < len(rows) and 0 <= nc < len(rows[0])):
            return None
        rows[r][c], rows[nr][nc] = rows[nr][nc], rows[r][c]
    return rows
