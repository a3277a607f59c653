"""Манхэттенское расстояние позиции игры в восемь (строка из 9 цифр, "0" — пустая)."""

GOAL = "123456780"


def manhattan(state):
    total = 0
    for i in range(9):
        place = GOAL.index(state[i])     # где место цифры этой клетки
        total += abs(i // 3 - place // 3) + abs(i % 3 - place % 3)
    return total
