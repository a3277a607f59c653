from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # ein Knopf darf wachsen und freien Platz füllen


def make_window():
    # Das Fenster mit drei Knöpfen bauen und zurückgeben
    window = QWidget()
    window.setWindowTitle("Tic-Tac-Toe")
    window.resize(300, 100)
    layout = QHBoxLayout(window)        # stellt Knöpfe nebeneinander
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)    # in Breite und Höhe wachsen
    layout.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    layout.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    layout.addWidget(button)
    return window


if __name__ == "__main__":
    app = QApplication([])              # hier startet Qt
    window = make_window()
    window.show()
    app.exec()                          # auf Klicks warten, bis das Fenster zu ist
