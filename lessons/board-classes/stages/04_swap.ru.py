"""Классы доски, шаг 4: меняем местами две клетки."""

SIZE = 4  # 4 строки и 4 столбца
# Пример из тетрадки: сначала пустая клетка, потом числа, некоторые перепутаны
EXAMPLE = [None, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 14, 13, 12, 11, 10]


class Board:
    """Доска игры в пятнашки 4 x 4. None — это пустая клетка."""

    def __init__(self, numbers):
        # numbers: числа 1..15 и None в любом порядке, всего 16 значений.
        # Режем список на 4 строки по 4 клетки (матрицу).
        self.board = []
        for row in range(SIZE):
            self.board.append([None] * SIZE)  # сначала пустая строка
        for place in range(len(numbers)):
            row = place // SIZE   # в какой строке это место
            col = place % SIZE    # в каком столбце
            self.board[row][col] = numbers[place]

    def __str__(self):
        """Доска в виде текста: по строчке на каждый ряд, точка вместо пустой клетки."""
        text = ""
        for row in self.board:
            for number in row:
                if number is None:
                    text += "  ."
                else:
                    text += str(number).rjust(3)  # шириной 3 символа
            text += "\n"
        return text

    def blank_position(self):
        """Вернуть (строку, столбец) пустой клетки."""
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] is None:
                    return (row, col)

    def swap(self, row1, col1, row2, col2):
        """Поменять местами значения двух клеток."""
        first = self.board[row1][col1]
        second = self.board[row2][col2]
        self.board[row1][col1] = second
        self.board[row2][col2] = first


def main():
    board = Board(EXAMPLE)
    print(board)
    print("Пустая клетка на месте", board.blank_position())
    board.swap(0, 0, 0, 1)  # меняем пустую клетку с единицей справа от неё
    print("После swap(0, 0, 0, 1):")
    print(board)
    print("Пустая клетка на месте", board.blank_position())


if __name__ == "__main__":
    main()
