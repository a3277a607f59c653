"""Das 15-Puzzle: Liegt das leere Feld neben dem angeklickten Feld?
Das Brett ist eine Liste von 16 Zahlen, Zeile für Zeile; 16 ist das leere Feld."""

SIZE = 4             # das Brett hat SIZE x SIZE Felder
EMPTY = SIZE * SIZE  # die Zahl 16 steht für das leere Feld


def blank_neighbour(board, index):
    """Wo ist das leere Feld, wenn es neben Feld Nummer index liegt?
    Liegt es nicht daneben, wird index selbst zurückgegeben."""
    blank = board.index(EMPTY)
    distance = abs(blank - index)
    if distance == SIZE or distance == 1:
        return blank
    return index
