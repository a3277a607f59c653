"""Пятнашки, шаг 1: доска — это список, и мы её рисуем."""
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


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = Fifteen()
    window.show()
    sys.exit(app.exec())
