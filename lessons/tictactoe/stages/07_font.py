from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # a button may grow to fill free space


def play(button):
    # Runs when a button is clicked
    button.setText("X")


def make_button():
    # Make one button that calls play() when it is clicked
    button = QPushButton(" ")           # a space: the cell is empty
    button.setFont(QFont("Arial", 28, QFont.Bold))  # big bold letters
    button.setSizePolicy(GROW, GROW)    # grow in width and in height
    button.clicked.connect(lambda: play(button))    # on a click: play(this button)
    return button


def make_window():
    # Build the window with nine buttons and give it back
    window = QWidget()
    window.setWindowTitle("Tic-tac-toe")
    window.resize(300, 300)
    column = QVBoxLayout(window)        # the window puts rows one under another
    for i in range(3):                  # three rows
        frame = QWidget()               # a frame: a box that holds one row
        row = QHBoxLayout(frame)        # inside the frame: side by side
        column.addWidget(frame)
        for j in range(3):              # three buttons in each row
            row.addWidget(make_button())
    return window


if __name__ == "__main__":
    app = QApplication([])              # Qt starts here
    window = make_window()
    window.show()
    app.exec()                          # wait for clicks until the window is closed
