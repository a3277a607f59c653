from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QVBoxLayout


def make_window():
    # Das Fenster mit drei Knöpfen bauen und zurückgeben
    window = QWidget()
    window.setWindowTitle("Tic-Tac-Toe")
    layout = QVBoxLayout(window)        # stellt Knöpfe untereinander
    layout.addWidget(QPushButton())
    layout.addWidget(QPushButton())
    layout.addWidget(QPushButton())
    return window


if __name__ == "__main__":
    app = QApplication([])              # hier startet Qt
    window = make_window()
    window.show()
    app.exec()                          # auf Klicks warten, bis das Fenster zu ist
