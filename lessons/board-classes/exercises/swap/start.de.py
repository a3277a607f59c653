"""Klassen fürs Brett: zwei Felder tauschen."""

SIZE = 4  # 4 Zeilen und 4 Spalten


class Board:
    """Ein Brett des 15-Puzzles mit 4 x 4 Feldern. None ist die Lücke."""

    def __init__(self, numbers):
        # numbers: 1..15 und None in beliebiger Reihenfolge, insgesamt 16 Werte,
        # zerlegt in 4 Zeilen zu je 4 Feldern (eine Matrix): self.board[row][col]
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        """Tauscht die Werte zweier Felder."""
        self.board[row1][col1] = self.board[row2][col2]
        self.board[row2][col2] = self.board[row1][col1]
