from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # a button may grow to fill free space


def make_window():
    # Build the window with three buttons and give it back
    window = QWidget()
    window.setWindowTitle("Tic-tac-toe")
    window.resize(300, 100)
    layout = QHBoxLayout(window)        # puts buttons side by side
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)    # grow in width and in height
    layout.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    layout.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    layout.addWidget(button)
    return window


if __name__ == "__main__":
    app = QApplication([])              # Qt starts here
    window = make_window()
    window.show()
    app.exec()                          # wait for clicks until the window is closed
