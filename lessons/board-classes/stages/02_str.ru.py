"""Классы доски, шаг 2: доска в виде текста, с помощью __str__."""

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


def main():
    board = Board(EXAMPLE)
    print(board)  # теперь print() вызывает __str__


if __name__ == "__main__":
    main()
