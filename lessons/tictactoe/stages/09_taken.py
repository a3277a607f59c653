from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy


class Game(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Tic-tac-toe")
        self.resize(300, 300)
        self.x_turn = True              # True: X moves now, False: O moves
        self.buttons = []               # all nine buttons, numbered 0 to 8
        column = QVBoxLayout(self)      # the window puts rows one under another
        for i in range(3):              # three rows
            row = QWidget()             # a frame: a box that holds one row
            row_layout = QHBoxLayout(row)   # inside the frame: side by side
            column.addWidget(row)
            for j in range(3):          # three buttons in each row
                button = QPushButton(" ")   # a space: the cell is empty
                button.setFont(QFont("Arial", 28, QFont.Bold))  # big bold letters
                button.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)  # grow to fill
                button.clicked.connect(self.play)   # on a click, call play()
                row_layout.addWidget(button)
                self.buttons.append(button)

    def play(self):
        n = self.buttons.index(self.sender())   # the number of the clicked button
        if self.buttons[n].text() != " ":   # the cell is taken
            return                          # so do nothing
        if self.x_turn:
            self.buttons[n].setText("X")
        else:
            self.buttons[n].setText("O")
        self.x_turn = not self.x_turn   # now the other player moves


if __name__ == "__main__":
    app = QApplication([])
    window = Game()
    window.show()
    app.exec()
