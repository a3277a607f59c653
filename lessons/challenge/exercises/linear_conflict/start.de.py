"""Manhattan-Distanz plus lineare Konflikte. Das Brett ist eine Liste von Zeilen
(n x n), 0 ist die Lücke; das Ziel ist 1, 2, ... Zeile für Zeile, die Lücke zuletzt."""


def manhattan(board):
    size = len(board)
    total = 0
    for r in range(size):
        for c in range(size):
            tile = board[r][c]
            if tile != 0:
                home = tile - 1
                total += abs(r - home // size) + abs(c - home % size)
    return total


def conflicts(places):
    """places: die Zielplätze der Plättchen einer Linie, in ihrer Reihenfolge."""
    # Jedes Paar in falscher Reihenfolge zählt
    count = 0
    for i in range(len(places)):
        for j in range(i + 1, len(places)):
            if places[i] > places[j]:
                count += 1
    return count


def linear_conflict(board):
    size = len(board)
    extra = 0
    for line in range(size):
        in_row = [(board[line][c] - 1) % size for c in range(size)
                  if board[line][c] != 0 and (board[line][c] - 1) // size == line]
        in_col = [(board[r][line] - 1) // size for r in range(size)
                  if board[r][line] != 0 and (board[r][line] - 1) % size == line]
        extra += conflicts(in_row) + conflicts(in_col)
    return manhattan(board) + 2 * extra
