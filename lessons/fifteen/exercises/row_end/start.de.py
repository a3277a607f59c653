"""Das 15-Puzzle: Liegt die Lücke neben dem angeklickten Feld?
Das Brett ist eine Liste von 16 Zahlen, Zeile für Zeile; 16 ist die Lücke."""

SIZE = 4             # das Brett hat SIZE x SIZE Felder
EMPTY = SIZE * SIZE  # die Zahl 16 steht für die Lücke


def blank_neighbour(board, index):
    """Wo ist die Lücke, wenn sie neben Feld Nummer index liegt?
    Liegt sie nicht daneben, wird index selbst zurückgegeben."""
    blank = board.index(EMPTY)
    distance = abs(blank - index)
    if distance == SIZE or distance == 1:
        return blank
    return index
