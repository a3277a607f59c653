"""Классы доски: игра двигает пустую клетку, но никогда не за край доски."""

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
                if self.board[row][col] is None:
                    return (row, col)

    def swap(self, row1, col1, row2, col2):
        """Поменять местами значения двух клеток."""
        first = self.board[row1][col1]
        self.board[row1][col1] = self.board[row2][col2]
        self.board[row2][col2] = first


class Game(Board):
    """Игра: доска (Board), которая умеет ещё и двигать пустую клетку.
    Каждый ход возвращает True, если получилось, и False, если так пойти нельзя."""

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
