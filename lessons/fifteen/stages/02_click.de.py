"""Das 15-Puzzle, Schritt 2: Ein Klick schiebt ein Plättchen in die Lücke
(diese Version hat einen Fehler – findest du ihn?)."""
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

    def mousePressEvent(self, event):
        # Die Pixel des Klicks in eine Zeile und eine Spalte umrechnen
        col = int(event.position().x()) // CELL
        row = int(event.position().y()) // CELL
        self.click(row * SIZE + col)

    def click(self, index):
        # Das angeklickte Feld mit der Lücke tauschen, wenn sie Nachbarn sind
        blank = self.blank_neighbour(index)
        self.board[index], self.board[blank] = self.board[blank], self.board[index]
        self.update()  # Qt bitten, das Fenster neu zu zeichnen

    def blank_neighbour(self, index):
        """Wo ist die Lücke, wenn sie neben Feld Nummer index liegt?
        Liegt sie nicht daneben, wird index selbst zurückgegeben."""
        blank = self.board.index(EMPTY)
        distance = abs(blank - index)
        if distance == SIZE:  # die Lücke ist direkt darüber oder darunter
            return blank
        if distance == 1:     # die Lücke ist direkt links oder rechts
            return blank
        return index


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = Fifteen()
    window.show()
    sys.exit(app.exec())
