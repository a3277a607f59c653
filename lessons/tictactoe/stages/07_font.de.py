from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # ein Knopf darf wachsen und freien Platz füllen


def play(button):
    # Läuft, wenn ein Knopf angeklickt wird
    button.setText("X")


def make_button():
    # Einen Knopf bauen, der play() aufruft, wenn er angeklickt wird
    button = QPushButton(" ")           # ein Leerzeichen: das Feld ist leer
    button.setFont(QFont("Arial", 28, QFont.Bold))  # große fette Buchstaben
    button.setSizePolicy(GROW, GROW)    # in Breite und Höhe wachsen
    button.clicked.connect(lambda: play(button))    # bei einem Klick: play(dieser Knopf)
    return button


def make_window():
    # Das Fenster mit neun Knöpfen bauen und zurückgeben
    window = QWidget()
    window.setWindowTitle("Tic-Tac-Toe")
    window.resize(300, 300)
    column = QVBoxLayout(window)        # das Fenster stellt Zeilen untereinander
    for i in range(3):                  # drei Zeilen
        frame = QWidget()               # ein Rahmen: ein Kasten für eine Zeile
        row = QHBoxLayout(frame)        # im Rahmen: nebeneinander
        column.addWidget(frame)
        for j in range(3):              # drei Knöpfe in jeder Zeile
            row.addWidget(make_button())
    return window


if __name__ == "__main__":
    app = QApplication([])              # hier startet Qt
    window = make_window()
    window.show()
    app.exec()                          # auf Klicks warten, bis das Fenster zu ist
