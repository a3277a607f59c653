from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QVBoxLayout


def make_window():
    # Build the window with three buttons and give it back
    window = QWidget()
    window.setWindowTitle("Tic-tac-toe")
    layout = QVBoxLayout(window)        # puts buttons one under another
    layout.addWidget(QPushButton())
    layout.addWidget(QPushButton())
    layout.addWidget(QPushButton())
    return window


if __name__ == "__main__":
    app = QApplication([])              # Qt starts here
    window = make_window()
    window.show()
    app.exec()                          # wait for clicks until the window is closed
