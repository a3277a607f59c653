"""The fifteen puzzle, stage 6: count the inversions. Can this board be solved?
The answer is in the window title."""
import random
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QWidget

SIZE = 4             # the board has SIZE x SIZE cells
CELL = 80            # one cell is CELL x CELL pixels
EMPTY = SIZE * SIZE  # the number 16 stands for the empty cell


def count_inversions(board):
    """Count the pairs of tiles where a bigger number comes before a smaller one.
    The empty cell is left out."""
    tiles = board[:]
    tiles.remove(EMPTY)
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions


def blank_row_from_bottom(board):
    """The row of the empty cell, counted from the bottom: 1, 2, 3, ..."""
    return SIZE - board.index(EMPTY) // SIZE


def is_solvable(board):
    inversions = count_inversions(board)
    if SIZE % 2 == 1:
        # Odd width (3x3, 5x5): the number of inversions must be even
        return inversions % 2 == 0
    # Even width (4x4): look at the row of the empty cell, too
    if blank_row_from_bottom(board) % 2 == 0:
        return inversions % 2 == 1
    return inversions % 2 == 0


class Fifteen(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Fifteen")
        self.setFixedSize(SIZE * CELL, SIZE * CELL)
        # The whole board is one list: 1, 2, 3, ..., 16.
        # Cell number i is in row i // SIZE and column i % SIZE.
        self.board = list(range(1, EMPTY + 1))
        # The board we want to reach: a copy of the sorted list
        self.goal = self.board[:]
        self.new_game()

    def new_game(self):
        # Mix the tiles in a random order
        random.shuffle(self.board)
        self.won = False
        self.show_verdict()
        self.update()

    def show_verdict(self):
        # Show the inversions and the answer in the window title
        inversions = count_inversions(self.board)
        row = blank_row_from_bottom(self.board)
        if is_solvable(self.board):
            verdict = "can be solved"
        else:
            verdict = "CANNOT be solved"
        self.setWindowTitle(f"Inversions: {inversions}, empty row from bottom: {row} - {verdict}")

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
        # A black plate across the middle of the board, with red text
        top = SIZE * CELL // 2 - 10 * SIZE
        painter.fillRect(CELL // 5, top, SIZE * CELL - 2 * (CELL // 5), 20 * SIZE, QColor("black"))
        painter.setPen(QColor("crimson"))
        painter.setFont(QFont("Arial", 8 * SIZE, QFont.Bold))
        painter.drawText(self.rect(), Qt.AlignCenter, "VICTORY!")

    def mousePressEvent(self, event):
        # Turn the pixels of the click into a row and a column
        col = int(event.position().x()) // CELL
        row = int(event.position().y()) // CELL
        self.click(row * SIZE + col)

    def click(self, index):
        # Swap the clicked cell with the empty cell, if they are neighbours
        blank = self.blank_neighbour(index)
        if blank == index:
            return  # not next to the empty cell: nothing moves, nothing changes
        self.board[index], self.board[blank] = self.board[blank], self.board[index]
        # Is the board the same as the goal now?
        self.won = self.board == self.goal
        self.show_verdict()
        self.update()  # ask Qt to draw the window again

    def blank_neighbour(self, index):
        """Where is the empty cell, if it is next to cell number index?
        If it is not next to it, give back index itself."""
        blank = self.board.index(EMPTY)
        distance = abs(blank - index)
        if distance == SIZE:  # the empty cell is just above or below
            return blank
        if distance == 1:     # the empty cell is just left or right...
            if index // SIZE == blank // SIZE:  # ...but only in the same row!
                return blank
        return index


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = Fifteen()
    window.show()
    sys.exit(app.exec())
