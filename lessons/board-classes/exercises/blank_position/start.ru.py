"""Классы доски: где пустая клетка?"""

SIZE = 4  # 4 строки и 4 столбца


class Board:
    """Доска игры в пятнашки 4 x 4. None — это пустая клетка."""

    def __init__(self, numbers):
        # numbers: числа 1..15 и None в любом порядке, всего 16 значений,
        # разрезанные на 4 строки по 4 клетки (матрица): self.board[row][col]
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def blank_position(self):
        """Вернуть (строку, столбец) пустой клетки."""
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] == 0:
                    return (row, col)
