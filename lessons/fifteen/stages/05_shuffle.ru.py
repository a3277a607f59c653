"""Пятнашки, шаг 5: перемешиваем фишки (пробел — новая игра)."""
import random
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
        # Доска, которую хотим получить: копия упорядоченного списка
        self.goal = self.board[:]
        self.new_game()

    def new_game(self):
        # Перемешиваем фишки в случайном порядке
        random.shuffle(self.board)
        self.won = False
        self.update()

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
        # Чёрная табличка поперёк середины доски, с красным текстом
        top = SIZE * CELL // 2 - 10 * SIZE
        painter.fillRect(CELL // 5, top, SIZE * CELL - 2 * (CELL // 5), 20 * SIZE, QColor("black"))
        painter.setPen(QColor("crimson"))
        painter.setFont(QFont("Arial", 8 * SIZE, QFont.Bold))
        painter.drawText(self.rect(), Qt.AlignCenter, "ПОБЕДА!")

    def mousePressEvent(self, event):
        # Переводим пиксели щелчка в строку и столбец
        col = int(event.position().x()) // CELL
        row = int(event.position().y()) // CELL
        self.click(row * SIZE + col)

    def click(self, index):
        # Меняем клетку, по которой щёлкнули, с пустой клеткой, если они соседи
        blank = self.blank_neighbour(index)
        if blank == index:
            return  # не рядом с пустой клеткой: ничего не двигается, ничего не меняется
        self.board[index], self.board[blank] = self.board[blank], self.board[index]
        # Совпадает ли теперь доска с целью?
        self.won = self.board == self.goal
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
