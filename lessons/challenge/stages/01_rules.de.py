"""Die Löser-Challenge, Schritt 1: die Positionen und die Regeln.

Ein Zug heißt nach der Richtung, in die das PLÄTTCHEN gleitet:
"Down" = das Plättchen über der Lücke gleitet nach unten in die Lücke.
"""

# Die fünf Positionen der Challenge (dieselben wie in positions.tsv); 0 ist die Lücke
POSITIONS = {
    "T1": [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
    "T2": [[2, 5, 13, 12], [1, 0, 3, 15], [9, 7, 14, 6], [10, 11, 8, 4]],
    "T3": [[5, 2, 4, 8], [10, 0, 3, 14], [13, 6, 11, 12], [1, 15, 9, 7]],
    "T4": [[11, 4, 12, 2], [5, 10, 3, 15], [14, 1, 6, 7], [0, 9, 8, 13]],
    "T5": [[5, 8, 7, 11], [1, 6, 12, 2], [9, 0, 13, 10], [14, 3, 4, 15]],
}
# Die wenigsten Züge für jede Position (von einem perfekten Löser gefunden)
SHORTEST = {"T1": 15, "T2": 48, "T3": 38, "T4": 49, "T5": 45}
GOAL = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 0]]
SIZE = 4


def show(board):
    for row in board:
        line = ""
        for number in row:
            if number == 0:
                line += "  ."
            else:
                line += str(number).rjust(3)
        print(line)


def find_blank(board):
    for row in range(SIZE):
        for col in range(SIZE):
            if board[row][col] == 0:
                return row, col


def slide(board, word):
    """Einen Zug auf board machen. Gibt False zurück, wenn der Zug unmöglich ist."""
    row, col = find_blank(board)
    # Das gleitende Plättchen kommt von der anderen Seite der Lücke
    if word == "Down":
        tile_row, tile_col = row - 1, col   # das Plättchen darüber gleitet nach unten
    elif word == "Up":
        tile_row, tile_col = row + 1, col   # das Plättchen darunter gleitet nach oben
    elif word == "Right":
        tile_row, tile_col = row, col - 1   # das Plättchen links gleitet nach rechts
    elif word == "Left":
        tile_row, tile_col = row, col + 1   # das Plättchen rechts gleitet nach links
    else:
        return False  # kein Wort für einen Zug
    if tile_row < 0 or tile_row >= SIZE or tile_col < 0 or tile_col >= SIZE:
        return False  # auf dieser Seite ist kein Plättchen
    board[row][col] = board[tile_row][tile_col]
    board[tile_row][tile_col] = 0
    return True


def check(board, moves):
    """Die Züge auf einer Kopie von board spielen. True, wenn sie beim Ziel enden."""
    copy = []
    for row in board:
        copy.append(row[:])
    for word in moves:
        if not slide(copy, word):
            return False
    return copy == GOAL


def main():
    print("Das Ziel:")
    board = []
    for row in GOAL:
        board.append(row[:])
    show(board)
    print("Nach Down und Right:")
    slide(board, "Down")
    slide(board, "Right")
    show(board)
    print()
    for name in POSITIONS:
        print(name, "- kürzeste Lösung:", SHORTEST[name], "Züge")
        show(POSITIONS[name])
        print()
    answer = "Down Down Down Left Up Up Up Left Down Down Down Left Up Up Up".split()
    print("Ist das eine Lösung für T1?", " ".join(answer))
    print(check(POSITIONS["T1"], answer), "-", len(answer), "Züge")


if __name__ == "__main__":
    main()
