from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QVBoxLayout


class Game(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Tic-tac-toe")
        layout = QVBoxLayout(self)      # puts widgets one under another
        layout.addWidget(QPushButton())
        layout.addWidget(QPushButton())
        layout.addWidget(QPushButton())


if __name__ == "__main__":
    app = QApplication([])
    window = Game()
    window.show()
    app.exec()
