"""Das 15-Puzzle, Schritt 6: die Inversionen zählen. Ist dieses Brett lösbar?
Die Antwort steht im Fenstertitel."""
import random
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QWidget

SIZE = 4             # das Brett hat SIZE x SIZE Felder
CELL = 80            # ein Feld ist CELL x CELL Pixel groß
EMPTY = SIZE * SIZE  # die Zahl 16 steht für die Lücke


def count_inversions(board):
    """Zählt die Plättchenpaare, in denen eine größere Zahl vor einer kleineren steht.
    Die Lücke wird weggelassen."""
    tiles = board[:]
    tiles.remove(EMPTY)
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions


def blank_row_from_bottom(board):
    """Die Zeile der Lücke, von unten gezählt: 1, 2, 3, ..."""
    return SIZE - board.index(EMPTY) // SIZE


def is_solvable(board):
    inversions = count_inversions(board)
    if SIZE % 2 == 1:
        # Ungerade Breite (3x3, 5x5): die Zahl der Inversionen muss gerade sein
        return inversions % 2 == 0
    # Gerade Breite (4x4): auch auf die Zeile der Lücke schauen
    if blank_row_from_bottom(board) % 2 == 0:
        return inversions % 2 == 1
    return inversions % 2 == 0


class Fifteen(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("15-Puzzle")
        self.setFixedSize(SIZE * CELL, SIZE * CELL)
        # Das ganze Brett ist eine Liste: 1, 2, 3, ..., 16.
        # Feld Nummer i liegt in Zeile i // SIZE und Spalte i % SIZE.
        self.board = list(range(1, EMPTY + 1))
        # Das Brett, das wir erreichen wollen: eine Kopie der sortierten Liste
        self.goal = self.board[:]
        self.new_game()

    def new_game(self):
        # Die Plättchen in eine zufällige Reihenfolge bringen
        random.shuffle(self.board)
        self.won = False
        self.show_verdict()
        self.update()

    def show_verdict(self):
        # Die Inversionen und die Antwort im Fenstertitel zeigen
        inversions = count_inversions(self.board)
        row = blank_row_from_bottom(self.board)
        if is_solvable(self.board):
            verdict = "lösbar"
        else:
            verdict = "NICHT lösbar"
        self.setWindowTitle(f"Inversionen: {inversions}, Lücke in Zeile {row} von unten – {verdict}")

    def keyPressEvent(self, event):
        if event.key() == Qt.Key_Space:
            self.new_game()

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
        if self.won:
            self.draw_victory_plate(painter)

    def draw_victory_plate(self, painter):
        # Eine schwarze Tafel quer über die Mitte des Bretts, mit roter Schrift
        top = SIZE * CELL // 2 - 10 * SIZE
        painter.fillRect(CELL // 5, top, SIZE * CELL - 2 * (CELL // 5), 20 * SIZE, QColor("black"))
        painter.setPen(QColor("crimson"))
        painter.setFont(QFont("Arial", 8 * SIZE, QFont.Bold))
        painter.drawText(self.rect(), Qt.AlignCenter, "SIEG!")

    def mousePressEvent(self, event):
        # Die Pixel des Klicks in eine Zeile und eine Spalte umrechnen
        col = int(event.position().x()) // CELL
        row = int(event.position().y()) // CELL
        self.click(row * SIZE + col)

    def click(self, index):
        # Das angeklickte Feld mit der Lücke tauschen, wenn sie Nachbarn sind
        blank = self.blank_neighbour(index)
        if blank == index:
            return  # nicht neben der Lücke: nichts bewegt sich, nichts ändert sich
        self.board[index], self.board[blank] = self.board[blank], self.board[index]
        # Ist das Brett jetzt gleich dem Ziel?
        self.won = self.board == self.goal
        self.show_verdict()
        self.update()  # Qt bitten, das Fenster neu zu zeichnen

    def blank_neighbour(self, index):
        """Wo ist die Lücke, wenn sie neben Feld Nummer index liegt?
        Liegt sie nicht daneben, wird index selbst zurückgegeben."""
        blank = self.board.index(EMPTY)
        distance = abs(blank - index)
        if distance == SIZE:  # die Lücke ist direkt darüber oder darunter
            return blank
        if distance == 1:     # die Lücke ist direkt links oder rechts...
            if index // SIZE == blank // SIZE:  # ...aber nur in derselben Zeile!
                return blank
        return index


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = Fifteen()
    window.show()
    sys.exit(app.exec())
