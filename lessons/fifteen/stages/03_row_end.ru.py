"""Пятнашки, шаг 3: больше никаких прыжков с конца одной строки
на начало следующей."""
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QWidget

SIZE = 4             # на доске SIZE x SIZE клеток
CELL = 80            # одна клетка — CELL x CELL пикселей
EMPTY = SIZE * SIZE  # число 16 означает пустую клетку


class Fifteen(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Пятнашки")
        self.setFixedSize(SIZE * CELL, SIZE * CELL)
        # Вся доска — это один список: 1, 2, 3, ..., 16.
        # Клетка номер i стоит в строке i // SIZE и в столбце i % SIZE.
        self.board = list(range(1, EMPTY + 1))

    def paintEvent(self, event):
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("gray"))
        painter.setFont(QFont("Arial", CELL // 4))
        painter.setPen(QColor("white"))
        for row in range(SIZE):
            for col in range(SIZE):
                number = self.board[row * SIZE + col]
                if number != EMPTY:
                    x = col * CELL
                    y = row * CELL
                    painter.fillRect(x + 1, y + 1, CELL - 2, CELL - 2, QColor("steelblue"))
                    painter.drawText(x, y, CELL, CELL, Qt.AlignCenter, str(number))

    def mousePressEvent(self, event):
        # Переводим пиксели щелчка в строку и столбец
        col = int(event.position().x()) // CELL
        row = int(event.position().y()) // CELL
        self.click(row * SIZE + col)

    def click(self, index):
        # Меняем клетку, по которой щёлкнули, с пустой клеткой, если они соседи
        blank = self.blank_neighbour(index)
        self.board[index], self.board[blank] = self.board[blank], self.board[index]
        self.update()  # просим Qt нарисовать окно заново

    def blank_neighbour(self, index):
        """Где пустая клетка, если она рядом с клеткой номер index?
        Если она не рядом, вернуть сам index."""
        blank = self.board.index(EMPTY)
        distance = abs(blank - index)
        if distance == SIZE:  # пустая клетка прямо сверху или снизу
            return blank
        if distance == 1:     # пустая клетка прямо слева или справа...
            if index // SIZE == blank // SIZE:  # ...но только в той же строке!
                return blank
        return index


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = Fifteen()
    window.show()
    sys.exit(app.exec())
