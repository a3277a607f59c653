"""Klassen fürs Brett, Schritt 3: Wo ist die Lücke?"""

SIZE = 4  # 4 Zeilen und 4 Spalten
# Das Beispiel aus dem Notebook: erst die Lücke, dann die Zahlen, einige vertauscht
EXAMPLE = [None, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 14, 13, 12, 11, 10]


class Board:
    """Ein Brett des 15-Puzzles mit 4 x 4 Feldern. None ist die Lücke."""

    def __init__(self, numbers):
        # numbers: 1..15 und None in beliebiger Reihenfolge, insgesamt 16 Werte.
        # Wir zerlegen die Liste in 4 Zeilen zu je 4 Feldern (eine Matrix).
        self.board = []
        for row in range(SIZE):
            self.board.append([None] * SIZE)  # erst eine leere Zeile
        for place in range(len(numbers)):
            row = place // SIZE   # in welcher Zeile der Platz liegt
            col = place % SIZE    # und in welcher Spalte
            self.board[row][col] = numbers[place]

    def __str__(self):
        """Das Brett als Text: jede Zeile für sich, ein Punkt für die Lücke."""
        text = ""
        for row in self.board:
            for number in row:
                if number is None:
                    text += "  ."
                else:
                    text += str(number).rjust(3)  # mit 3 Zeichen Breite
            text += "\n"
        return text

    def blank_position(self):
        """Gibt (Zeile, Spalte) der Lücke zurück."""
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] is None:
                    return (row, col)


def main():
    board = Board(EXAMPLE)
    print(board)
    print("Die Lücke ist bei", board.blank_position())


if __name__ == "__main__":
    main()
