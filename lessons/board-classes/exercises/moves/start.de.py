"""Klassen fürs Brett: Ein Game bewegt seine Lücke, aber nie über den Rand hinaus."""

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
                if self.board[row][col] is None:
                    return (row, col)

    def swap(self, row1, col1, row2, col2):
        """Tauscht die Werte zweier Felder."""
        first = self.board[row1][col1]
        self.board[row1][col1] = self.board[row2][col2]
        self.board[row2][col2] = first


class Game(Board):
    """Das Spiel: ein Board, das auch seine Lücke bewegen kann.
    Jeder Zug gibt True zurück, wenn er geklappt hat, und False, wenn er nicht ging."""

    def blank_up(self):
        row, col = self.blank_position()
        self.swap(row, col, row - 1, col)
        return True

    def blank_down(self):
        row, col = self.blank_position()
        if row < SIZE - 1:
            self.swap(row, col, row + 1, col)
        return True

    def blank_left(self):
        row, col = self.blank_position()
        self.swap(row, col, row, col - 1)
        return True

    def blank_right(self):
        row, col = self.blank_position()
        if col < SIZE - 1:
            self.swap(row, col, row, col + 1)
        return True
