from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # ein Knopf darf wachsen und freien Platz füllen
buttons = []                            # alle neun Knöpfe, nummeriert von 0 bis 8
board = [0] * 9                         # das Spielfeld in Zahlen: 1 = X, -1 = O, 0 = leer

# Die acht Linien: drei Zeilen, drei Spalten und zwei Diagonalen
LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def line_sums(board):
    # Die Summe der drei Felder jeder Linie: eine Liste mit acht Zahlen
    sums = []
    for line in LINES:
        sums.append(board[line[0]] + board[line[1]] + board[line[2]])
    return sums


def won(board):
    # True, wenn jemand gewonnen hat: drei X in einer Linie ergeben 3, drei O ergeben -3
    sums = line_sums(board)
    return 3 in sums or -3 in sums


def best_move(board):
    # Hier wählt der Computer seinen Zug: er gibt eine Feldnummer zurück
    for i in range(9):                  # die Felder der Reihe nach ansehen
        if board[i] == 0:               # das erste leere Feld
            return i                    # return verlässt Schleife und Funktion


def play(n):
    # Läuft, wenn Knopf Nummer n angeklickt wird: dein X, dann das O des Computers
    if won(board):                      # das Spiel ist vorbei
        return                          # also nichts tun
    if board[n] != 0:                   # das Feld ist besetzt
        return                          # also nichts tun
    buttons[n].setText("X")             # dein Zug
    board[n] = 1
    if not won(board) and 0 in board:   # der Computer antwortet mit einem O
        i = best_move(board)            # der Computer wählt ein Feld
        buttons[i].setText("O")
        board[i] = -1
    sums = line_sums(board)
    if 3 in sums:                       # das Ergebnis im Titel zeigen
        window.setWindowTitle("X gewinnt")
    elif -3 in sums:
        window.setWindowTitle("O gewinnt")
    elif 0 not in board:                # kein leeres Feld mehr
        window.setWindowTitle("Unentschieden")


def make_button(n):
    # Knopf Nummer n bauen; ein Klick darauf ruft play(n) auf
    button = QPushButton(" ")           # ein Leerzeichen: das Feld ist leer
    button.setFont(QFont("Arial", 28, QFont.Bold))  # große fette Buchstaben
    button.setSizePolicy(GROW, GROW)    # in Breite und Höhe wachsen
    button.clicked.connect(lambda: play(n))     # bei einem Klick: play(seine Nummer)
    buttons.append(button)              # die Liste merkt sich den Knopf
    return button


def make_window():
    # Das Fenster mit neun Knöpfen bauen und zurückgeben
    global window                       # play() braucht das Fenster auch, für den Titel
    window = QWidget()
    window.setWindowTitle("Tic-Tac-Toe")
    window.resize(300, 300)
    column = QVBoxLayout(window)        # das Fenster stellt Zeilen untereinander
    for i in range(3):                  # drei Zeilen
        frame = QWidget()               # ein Rahmen: ein Kasten für eine Zeile
        row = QHBoxLayout(frame)        # im Rahmen: nebeneinander
        column.addWidget(frame)
        for j in range(3):              # drei Knöpfe in jeder Zeile
            row.addWidget(make_button(3 * i + j))   # Nummern 0 bis 8, Zeile für Zeile
    return window


if __name__ == "__main__":
    app = QApplication([])              # hier startet Qt
    window = make_window()
    window.show()
    app.exec()                          # auf Klicks warten, bis das Fenster zu ist
