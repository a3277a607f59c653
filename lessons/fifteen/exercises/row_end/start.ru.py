"""Пятнашки: стоит ли пустая клетка рядом с клеткой, по которой щёлкнули?
Доска — список из 16 чисел, строка за строкой; 16 — пустая клетка."""

SIZE = 4             # на доске SIZE x SIZE клеток
EMPTY = SIZE * SIZE  # число 16 означает пустую клетку


def blank_neighbour(board, index):
    """Где пустая клетка, если она рядом с клеткой номер index?
    Если она не рядом, вернуть сам index."""
    blank = board.index(EMPTY)
    distance = abs(blank - index)
    if distance == SIZE or distance == 1:
        return blank
    return index
