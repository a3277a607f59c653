"""Klassen fürs Brett, Schritt 6: Haben wir den Endzustand erreicht?"""

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

    def swap(self, row1, col1, row2, col2):
        """Tauscht die Werte zweier Felder."""
        first = self.board[row1][col1]
        second = self.board[row2][col2]
        self.board[row1][col1] = second
        self.board[row2][col2] = first


class Game(Board):
    """Das Spiel: ein Board, das auch seine Lücke bewegen kann.
    Jeder Zug gibt True zurück, wenn er geklappt hat, und False, wenn er nicht ging."""

    def blank_up(self):
        row, col = self.blank_position()
        if row > 0:  # nicht in der obersten Zeile
            self.swap(row, col, row - 1, col)
            return True
        return False

    def blank_down(self):
        row, col = self.blank_position()
        if row < SIZE - 1:  # nicht in der untersten Zeile
            self.swap(row, col, row + 1, col)
            return True
        return False

    def blank_left(self):
        row, col = self.blank_position()
        if col > 0:  # nicht in der linken Spalte
            self.swap(row, col, row, col - 1)
            return True
        return False

    def blank_right(self):
        row, col = self.blank_position()
        if col < SIZE - 1:  # nicht in der rechten Spalte
            self.swap(row, col, row, col + 1)
            return True
        return False

    def is_solved(self):
        """True, wenn die Zahlen 1..15 der Reihe nach stehen und die Lücke am Ende."""
        numbers = []
        for row in self.board:
            for number in row:
                numbers.append(number)
        return numbers == list(range(1, SIZE * SIZE)) + [None]


def main():
    game = Game(EXAMPLE)
    print(game)
    print("Gelöst?", game.is_solved())
    print()
    # ein Brett, einen Zug vor dem Ende
    game = Game([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, None, 13, 14, 15, 12])
    print(game)
    print("Gelöst?", game.is_solved())
    game.blank_down()
    print(game)
    print("Gelöst?", game.is_solved())


if __name__ == "__main__":
    main()
