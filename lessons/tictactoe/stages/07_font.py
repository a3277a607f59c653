from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy


class Game(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Tic-tac-toe")
        self.resize(300, 300)
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

    def play(self):
        button = self.sender()          # the button that was clicked
        button.setText("X")


if __name__ == "__main__":
    app = QApplication([])
    window = Game()
    window.show()
    app.exec()
