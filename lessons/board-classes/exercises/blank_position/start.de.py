"""Klassen fürs Brett: Wo ist die Lücke?"""

SIZE = 4  # 4 Zeilen und 4 Spalten


class Board:
    """Ein Brett des 15-Puzzles mit 4 x 4 Feldern. None ist die Lücke."""

    def __init__(self, numbers):
        # numbers: 1..15 und None in beliebiger Reihenfolge, insgesamt 16 Werte,
        # zerlegt in 4 Zeilen zu je 4 Feldern (eine Matrix): self.board[row][col]
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def blank_position(self):
        """Gibt (Zeile, Spalte) der Lücke zurück."""
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] == 0:
                    return (row, col)
