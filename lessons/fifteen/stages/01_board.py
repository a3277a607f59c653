"""The fifteen puzzle, stage 1: the board is a list, and we draw it."""
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QWidget

SIZE = 4             # the board has SIZE x SIZE cells
CELL = 80            # one cell is CELL x CELL pixels
EMPTY = SIZE * SIZE  # the number 16 stands for the empty cell


class Fifteen(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Fifteen")
        self.setFixedSize(SIZE * CELL, SIZE * CELL)
        # The whole board is one list: 1, 2, 3, ..., 16.
        # Cell number i is in row i // SIZE and column i % SIZE.
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
