"""Классы доски, шаг 1: класс Board, который хранит матрицу 4 x 4."""

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


def main():
    board = Board(EXAMPLE)
    print(board.board)  # матрица: список из 4 строк
    print("Левый верхний угол:", board.board[0][0])
    print("Строка 2, столбец 1:", board.board[2][1])


if __name__ == "__main__":
    main()
