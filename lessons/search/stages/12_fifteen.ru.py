"""Поиск решения, шаг 12: пятнашки (4 x 4).

Те же IDA* и оценки, что раньше; меняются только SIZE и GOAL. Позиция —
строка из 16 символов по строкам доски; фишки с 10 по 15 пишутся
буквами от A до F, так что каждая фишка — один символ, а "0" — пустая
клетка. Напиши позицию в командной строке, чтобы попробовать её:
python 12_fifteen.py 123456789ABCDEF0
"""
import sys
import time

# Пример из диплома (18 ходов), позиция из соревнования (15 ходов) и одна потруднее
POSITIONS = ["713425A8069BDEFC", "517392B4D6F80AEC", "063728F419ACE5DB"]
GOAL = "123456789ABCDEF0"  # собранная головоломка
SIZE = 4                   # 4 x 4 клетки


def show(state):
    """Напечатать позицию в 4 строки чисел; пустая клетка — точка."""
    for row in range(SIZE):
        line = ""
        for tile in state[row * SIZE:(row + 1) * SIZE]:
            line += "  ." if tile == "0" else str(int(tile, 16)).rjust(3)
        print(line)


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
    """Правило для чётной ширины: инверсии + строка пустой клетки, считая
    снизу, должны быть нечётными. (int(tile, 16) читает "A" как 10, "F" как 15.)"""
    tiles = [int(tile, 16) for tile in state if tile != "0"]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    blank_row_from_bottom = SIZE - state.index("0") // SIZE
    return (inversions + blank_row_from_bottom) % 2 == 1


def tiles_moved(path):
    """Какая фишка скользит на каждом шаге пути."""
    tiles = []
    for i in range(1, len(path)):
        tiles.append(path[i - 1][path[i].index("0")])
    return tiles


def manhattan(state):
    """Складываем для каждой фишки, на сколько строк и столбцов она от своего места."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


def must_leave(homes):
    """homes: где место фишек одной линии, в том порядке, в котором они стоят.
    Сколько фишек должно выйти из линии, чтобы остальные стояли по порядку?"""
    # longest[i]: самая длинная цепочка по порядку, которая кончается на фишке i
    longest = []
    for i in range(len(homes)):
        longest.append(1)
        for j in range(i):
            if homes[j] < homes[i]:
                longest[i] = max(longest[i], longest[j] + 1)
    if not homes:
        return 0
    return len(homes) - max(longest)


def linear_conflict(state):
    """Манхэттенское расстояние плюс 2 хода за каждую фишку, которой нужно выйти
    из своей строки или столбца, чтобы пропустить другую фишку."""
    extra = 0
    for line in range(SIZE):
        row_homes = []  # фишки в этой строке, которым место в этой строке
        col_homes = []  # фишки в этом столбце, которым место в этом столбце
        for k in range(SIZE):
            tile = state[line * SIZE + k]
            if tile != "0" and GOAL.index(tile) // SIZE == line:
                row_homes.append(GOAL.index(tile) % SIZE)
            tile = state[k * SIZE + line]
            if tile != "0" and GOAL.index(tile) % SIZE == line:
                col_homes.append(GOAL.index(tile) // SIZE)
        extra += must_leave(row_homes) + must_leave(col_homes)
    return manhattan(state) + 2 * extra


nodes = 0  # здесь IDA* считает свои узлы


def ida_star(start, estimate):
    """IDA*: поиск в глубину, который останавливается, когда ходы + оценка
    выходят за границу. Если цель не найдена, поднимаем границу и
    начинаем заново. Он помнит только текущий путь."""
    global nodes
    nodes = 0
    limit = estimate(start)
    path = [start]
    while True:
        result = dig(path, 0, limit, estimate)
        if result == "found":
            return path, nodes
        limit = result  # наименьшая сумма, которая вышла за границу


def dig(path, done, limit, estimate):
    global nodes
    nodes += 1
    state = path[-1]
    total = done + estimate(state)
    if total > limit:
        return total
    if state == GOAL:
        return "found"
    smallest = 1000  # наименьшая сумма за границей, найденная ниже этого места
    for next_state in neighbours(state):
        if next_state in path:
            continue  # не ходим по кругу
        path.append(next_state)
        result = dig(path, done + 1, limit, estimate)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        path.pop()
    return smallest


def main():
    positions = POSITIONS
    if len(sys.argv) > 1:
        positions = sys.argv[1:]
    for start in positions:
        print("Начало:")
        show(start)
        if not is_solvable(start):
            print("Эту позицию нельзя собрать.")
            continue
        for name, estimate in [("Manhattan distance", manhattan),
                               ("linear conflicts", linear_conflict)]:
            begin = time.time()
            path, nodes = ida_star(start, estimate)
            print(f"  IDA* ({name}): длина: {len(path) - 1} ходов, узлов: {nodes}, "
                  f"время: {time.time() - begin:.2f} с")
        tiles = [str(int(tile, 16)) for tile in tiles_moved(path)]
        print("  какие фишки двигать:", " ".join(tiles))
        print()


if __name__ == "__main__":
    main()
