"""Классы доски: поменять местами две клетки."""

SIZE = 4  # 4 строки и 4 столбца


class Board:
    """Доска игры в пятнашки 4 x 4. None — это пустая клетка."""

    def __init__(self, numbers):
        # numbers: числа 1..15 и None в любом порядке, всего 16 значений,
        # разрезанные на 4 строки по 4 клетки (матрица): self.board[row][col]
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        """Поменять местами значения двух клеток."""
        self.board[row1][col1] = self.board[row2][col2]
        self.board[row2][col2] = self.board[row1][col1]
