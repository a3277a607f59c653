"""Классы доски, шаг 5: класс Game, который двигает пустую клетку."""

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


class Game(Board):
    """Игра: доска (Board), которая умеет ещё и двигать пустую клетку.
    Каждый ход возвращает True, если получилось, и False, если так пойти нельзя."""

    def blank_up(self):
        row, col = self.blank_position()
        if row > 0:  # не в верхней строке
            self.swap(row, col, row - 1, col)
            return True
        return False

    def blank_down(self):
        row, col = self.blank_position()
        if row < SIZE - 1:  # не в нижней строке
            self.swap(row, col, row + 1, col)
            return True
        return False

    def blank_left(self):
        row, col = self.blank_position()
        if col > 0:  # не в левом столбце
            self.swap(row, col, row, col - 1)
            return True
        return False

    def blank_right(self):
        row, col = self.blank_position()
        if col < SIZE - 1:  # не в правом столбце
            self.swap(row, col, row, col + 1)
            return True
        return False


def main():
    game = Game(EXAMPLE)
    print(game)
    print("Пустая вверх:", game.blank_up())  # пустая клетка в верхней строке
    print("Пустая вправо:", game.blank_right())
    print("Пустая вниз:", game.blank_down())
    print(game)


if __name__ == "__main__":
    main()
