"""Поиск решения, шаг 11: какие позиции можно собрать, на любой доске?

На доске ROWS x COLS клеток. Правило:
- нечётная ширина (3, 5, ... столбцов): число инверсий должно быть чётным;
- чётная ширина (2, 4, ... столбцов): инверсии плюс строка пустой
  клетки, считая снизу (1, 2, ...), должны быть нечётными.
Программа сверяет правило с поиском в ширину на маленьких досках:
он находит каждую позицию, достижимую из цели, и сравнивает.
"""
import sys
from collections import deque
from itertools import permutations

SIZES = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)]  # (строки, столбцы) для проверки


def goal(rows, cols):
    """1, 2, ..., а потом пустая клетка 0 в правом нижнем углу."""
    return tuple(list(range(1, rows * cols)) + [0])


def neighbours(state, rows, cols):
    """Все позиции в один ход отсюда."""
    result = []
    blank = state.index(0)
    row, col = blank // cols, blank % cols
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row, new_col = row + step_row, col + step_col
        if 0 <= new_row < rows and 0 <= new_col < cols:
            other = new_row * cols + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append(tuple(cells))
    return result


def reachable(rows, cols):
    """Все позиции, до которых поиск в ширину доходит от цели."""
    start = goal(rows, cols)
    seen = {start}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state, rows, cols):
            if next_state not in seen:
                seen.add(next_state)
                queue.append(next_state)
    return seen


def inversions(state):
    """Пары фишек в неправильном порядке, читая строку за строкой (пустая клетка пропускается)."""
    tiles = [tile for tile in state if tile != 0]
    count = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                count += 1
    return count


def is_solvable(state, rows, cols):
    """Правило для доски любого размера."""
    if cols % 2 == 1:
        return inversions(state) % 2 == 0
    blank_row_from_bottom = rows - state.index(0) // cols
    return (inversions(state) + blank_row_from_bottom) % 2 == 1


def check(rows, cols):
    found = reachable(rows, cols)
    agree = 0
    total = 0
    for state in permutations(range(rows * cols)):
        total += 1
        if is_solvable(state, rows, cols) == (state in found):
            agree += 1
    print(f"{rows} x {cols}: {total} позиций, {len(found)} достижимы, "
          f"правило совпадает на {agree}")


def main():
    for rows, cols in SIZES:
        check(rows, cols)
    # Своя позиция: python 11_any_size.py ROWS COLS числа...
    if len(sys.argv) > 3:
        rows, cols = int(sys.argv[1]), int(sys.argv[2])
        state = tuple(int(x) for x in sys.argv[3:])
        verdict = "можно собрать" if is_solvable(state, rows, cols) else "собрать НЕЛЬЗЯ"
        print("Твоя позиция:", inversions(state), "инверсий,", verdict)
    fifteen = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0)
    print("Головоломка 14-15:", inversions(fifteen), "инверсия, пустая клетка в строке 1 "
          "снизу:", "можно собрать" if is_solvable(fifteen, 4, 4) else "собрать НЕЛЬЗЯ")


if __name__ == "__main__":
    main()
