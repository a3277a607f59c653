from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # a button may grow to fill free space


def make_window():
    # Build the window with three buttons and give it back
    window = QWidget()
    window.setWindowTitle("Tic-tac-toe")
    window.resize(300, 100)
    column = QVBoxLayout(window)        # the window puts rows one under another
    frame = QWidget()                   # a frame: a box that holds one row
    row = QHBoxLayout(frame)            # inside the frame: side by side
    column.addWidget(frame)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)    # grow in width and in height
    row.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    row.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    row.addWidget(button)
    return window


if __name__ == "__main__":
    app = QApplication([])              # Qt starts here
    window = make_window()
    window.show()
    app.exec()                          # wait for clicks until the window is closed
