from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QSizePolicy


class Game(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Tic-tac-toe")
        self.resize(300, 100)
        layout = QHBoxLayout(self)      # puts widgets side by side
        button = QPushButton()
        button.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)  # grow to fill
        layout.addWidget(button)
        button = QPushButton()
        button.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        layout.addWidget(button)
        button = QPushButton()
        button.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        layout.addWidget(button)


if __name__ == "__main__":
    app = QApplication([])
    window = Game()
    window.show()
    app.exec()
