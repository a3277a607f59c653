"""Das 15-Puzzle: Ist es gelöst? Das Brett ist eine Liste von 16 Zahlen; 16 ist leer."""

EMPTY = 16


def is_solved(board):
    # Zu früh: Nur das leere Feld wird angeschaut
    return board[15] == EMPTY
