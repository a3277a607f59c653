"""Wer hat gewonnen?
Das Spielfeld ist eine Liste aus 9 Zahlen: 1 = X, -1 = O, 0 = leer."""


def winner(board):
    # Bisher werden nur die Zeilen geprüft
    for row in range(3):
        total = board[3 * row] + board[3 * row + 1] + board[3 * row + 2]
        if total == 3:
            return 1
        if total == -3:
            return -1
    return 0
