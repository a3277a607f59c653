"""Klassen fürs Brett, Schritt 1: eine Klasse Board, die eine 4 x 4-Matrix speichert."""

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


def main():
    board = Board(EXAMPLE)
    print(board.board)  # die Matrix: eine Liste aus 4 Zeilen
    print("Oben links:", board.board[0][0])
    print("Zeile 2, Spalte 1:", board.board[2][1])


if __name__ == "__main__":
    main()
