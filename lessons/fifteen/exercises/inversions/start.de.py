"""Die Inversionen eines Bretts zählen (eine Liste von Zahlen, Zeile für Zeile).
Die größte Zahl (16 auf einem Brett mit 4 x 4 Feldern) ist die Lücke."""


def count_inversions(board):
    inversions = 0
    for i in range(len(board)):
        for j in range(i + 1, len(board)):
            if board[i] > board[j]:
                inversions += 1
    return inversions
