"""Das 15-Puzzle, Schritt 1: Das Brett ist eine Liste, und wir zeichnen es."""
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QWidget

SIZE = 4             # das Brett hat SIZE x SIZE Felder
CELL = 80            # ein Feld ist CELL x CELL Pixel groß
EMPTY = SIZE * SIZE  # die Zahl 16 steht für die Lücke


class Fifteen(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("15-Puzzle")
        self.setFixedSize(SIZE * CELL, SIZE * CELL)
        # Das ganze Brett ist eine Liste: 1, 2, 3, ..., 16.
        # Feld Nummer i liegt in Zeile i // SIZE und Spalte i % SIZE.
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
