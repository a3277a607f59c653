"""Поиск решения, шаг 1: позиции и их соседи.

Берём маленькие пятнашки 3 x 3 (игру в восемь). Позиция — строка из 9 цифр,
по строкам доски; "0" — пустая клетка. Измени START, чтобы попробовать другую,
или напиши позицию в командной строке:  python 01_graph.py 123456708
"""
import sys

START = "518342760"  # позиция, которую решаем
GOAL = "123456780"   # собранная головоломка
SIZE = 3             # 3 x 3 клетки


def show(state):
    """Напечатать позицию в 3 строки; пустая клетка — точка."""
    for row in range(SIZE):
        line = state[row * SIZE:(row + 1) * SIZE]
        print(" ".join(line).replace("0", "."))


def neighbours(state):
    """Все позиции, в которые можно попасть из state за один ход."""
    result = []
    blank = state.index("0")
    row = blank // SIZE
    col = blank % SIZE
    # пустая клетка может пойти вверх, вниз, влево или вправо
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row = row + step_row
        new_col = col + step_col
        if 0 <= new_row < SIZE and 0 <= new_col < SIZE:
            other = new_row * SIZE + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result


def is_solvable(state):
    """На доске 3 x 3: можно собрать, когда число инверсий чётное."""
    tiles = state.replace("0", "")
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions % 2 == 0


def main():
    start = START
    if len(sys.argv) > 1:
        start = sys.argv[1]
    print("Начало:")
    show(start)
    if not is_solvable(start):
        print("Эту позицию нельзя собрать.")
        return
    print()
    print("Её соседи (в один ход отсюда):")
    for position in neighbours(start):
        print()
        show(position)
    print()
    print("Число соседей:", len(neighbours(start)))
    print("Соседи цели:", neighbours(GOAL))


if __name__ == "__main__":
    main()
