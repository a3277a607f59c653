import random

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # ein Knopf darf wachsen und freien Platz füllen
buttons = []                            # alle neun Knöpfe, nummeriert von 0 bis 8
board = [0] * 9                         # das Spielfeld in Zahlen: 1 = X, -1 = O, 0 = leer
computer_first = False                  # True, wenn der Computer das Spiel beginnt

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


def score(board):
    # Die Bewertung eines beendeten Spiels: 1 = X hat gewonnen, -1 = O hat gewonnen,
    # 0 = Unentschieden; None (nichts), solange das Spiel nicht vorbei ist
    sums = line_sums(board)
    if 3 in sums:
        return 1
    elif -3 in sums:
        return -1
    elif 0 not in board:                # kein leeres Feld mehr
        return 0
    else:
        return None


def put(board, i, mark):
    # Kopie des Spielfelds mit einem Zeichen mehr auf Feld i: um einen Zug zu probieren
    trial = board.copy()
    trial[i] = mark
    return trial


def x_can_win(board):
    # True, wenn X mit einem Zug gewinnen kann
    for j in range(9):
        if board[j] == 0 and score(put(board, j, 1)) == 1:
            return True
    return False


def x_can_fork(board):
    # True, wenn X einen Zug hat, der eine Gabel bildet: zwei Linien mit je zwei X
    for j in range(9):
        if board[j] == 0:
            sums = line_sums(put(board, j, 1))
            if sums.count(2) >= 2 and -2 not in sums:  # und O gewinnt nicht vorher
                return True
    return False


def minimax(board, player):
    # Die Bewertung des Spielfelds, wenn beide Seiten bestmöglich spielen;
    # player ist als Nächstes am Zug
    result = score(board)
    if result is not None:              # das Spiel ist vorbei: seine Bewertung steht fest
        return result
    results = []                        # die Bewertung nach jedem möglichen Zug
    for i in range(9):
        if board[i] == 0:
            results.append(minimax(put(board, i, player), -player))  # ruft sich selbst auf!
    if player == 1:
        return max(results)             # X wählt die größte Bewertung
    else:
        return min(results)             # O wählt die kleinste Bewertung


def look_ahead(board):
    # Die Bewertung nach jedem möglichen Zug von O ausgeben,
    # mit Blick bis zum Ende des Spiels
    for i in range(9):
        if board[i] == 0:
            print("O auf", i, "ergibt", minimax(put(board, i, -1), 1))


def best_move(board):
    # Hier wählt der Computer seinen Zug: er gibt eine Feldnummer zurück
    for i in range(9):                  # kann O mit einem Zug gewinnen?
        if board[i] != 0:               # das Feld ist besetzt
            continue                    # überspringen: weiter mit dem nächsten Feld
        if score(put(board, i, -1)) == -1:  # dort ein O probieren, auf einer Kopie
            return i
    if board[4] == 0:                   # die Mitte ist leer: nimm sie
        return 4
    for i in range(9):                  # X kann weder sofort gewinnen noch gabeln
        if board[i] == 0:
            trial = put(board, i, -1)
            if not x_can_win(trial) and not x_can_fork(trial):
                return i
    for i in range(9):                  # ein Zug, nach dem X nicht sofort gewinnen kann
        if board[i] == 0 and not x_can_win(put(board, i, -1)):
            return i
    for i in range(9):                  # die Felder der Reihe nach ansehen
        if board[i] == 0:               # das erste leere Feld
            return i                    # return verlässt Schleife und Funktion


def game_over():
    # True, wenn das Spiel zu Ende ist; dann zeigt der Titel das Ergebnis
    result = score(board)
    if result == 1:
        window.setWindowTitle("X gewinnt")
    elif result == -1:
        window.setWindowTitle("O gewinnt")
    elif result == 0:
        window.setWindowTitle("Unentschieden")
    else:
        return False                    # kein Sieg und noch Platz: weiterspielen
    return True


def start_game():
    # Spielfeld und Knöpfe leeren: ein neues Spiel beginnt
    global computer_first
    window.setWindowTitle("Tic-Tac-Toe")
    for i in range(9):
        board[i] = 0
        buttons[i].setText(" ")
    computer_first = not computer_first     # du und der Computer beginnen abwechselnd
    if computer_first:                  # der Computer beginnt auf einem Zufallsfeld
        i = random.randrange(9)
        buttons[i].setText("O")
        board[i] = -1


def play(n):
    # Läuft, wenn Knopf Nummer n angeklickt wird: dein X, dann das O des Computers
    if game_over():                     # das Spiel ist zu Ende
        start_game()                    # also startet ein Klick ein neues
        return
    if board[n] != 0:                   # das Feld ist besetzt
        return                          # also nichts tun
    buttons[n].setText("X")             # dein Zug
    board[n] = 1
    if game_over():
        return
    look_ahead(board)                   # ausgeben, was der Computer sieht
    i = best_move(board)                # der Computer wählt ein Feld
    buttons[i].setText("O")
    board[i] = -1
    game_over()                         # das Ergebnis zeigen, falls das Spiel zu Ende ist


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
