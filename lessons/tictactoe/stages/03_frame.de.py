from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # ein Knopf darf wachsen und freien Platz füllen


def make_window():
    # Das Fenster mit drei Knöpfen bauen und zurückgeben
    window = QWidget()
    window.setWindowTitle("Tic-Tac-Toe")
    window.resize(300, 100)
    column = QVBoxLayout(window)        # das Fenster stellt Zeilen untereinander
    frame = QWidget()                   # ein Rahmen: ein Kasten für eine Zeile
    row = QHBoxLayout(frame)            # im Rahmen: nebeneinander
    column.addWidget(frame)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)    # in Breite und Höhe wachsen
    row.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    row.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    row.addWidget(button)
    return window


if __name__ == "__main__":
    app = QApplication([])              # hier startet Qt
    window = make_window()
    window.show()
    app.exec()                          # auf Klicks warten, bis das Fenster zu ist
