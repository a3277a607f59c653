"""Поиск решения, шаг 9: евклидово расстояние.

Берём маленькие пятнашки 3 x 3 (игру в восемь). Позиция — строка из 9 цифр,
по строкам доски; "0" — пустая клетка. Измени START, чтобы попробовать другую,
или напиши позицию в командной строке:  python 09_euclid.py 123456708
"""
import heapq
import math
import sys
import time

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


def path_to(state, parent):
    """Идём назад от state до start, потом переворачиваем список."""
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    path.reverse()
    return path


def tiles_moved(path):
    """Какая фишка скользит на каждом шаге пути."""
    tiles = []
    for i in range(1, len(path)):
        tiles.append(path[i - 1][path[i].index("0")])
    return tiles


def report(name, path, nodes, seconds):
    print(name)
    print("  узлов:", nodes)
    print(f"  время: {seconds:.3f} с")
    print("  длина:", len(path) - 1, "ходов")
    print("  какие фишки двигать:", " ".join(tiles_moved(path)))


def misplaced(state):
    """Сколько фишек стоят не на своём месте? (Пустая клетка не считается.)"""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != "0" and state[i] != GOAL[i]:
            count += 1
    return count


def astar(start, estimate):
    """Поиск A*: всегда продолжаем с позиции, у которой меньше всего
    ходов до сих пор + оценка ходов, которые ещё нужны."""
    moves = {start: 0}      # наименьшее найденное пока число ходов до каждой позиции
    parent = {start: None}
    heap = [(estimate(start), 0, start)]
    nodes = 0
    while heap:
        total, done, state = heapq.heappop(heap)  # наименьшая сумма
        if done > moves[state]:
            continue  # старая запись: позже мы нашли сюда путь короче
        nodes += 1
        if state == GOAL:
            return path_to(state, parent), nodes
        for next_state in neighbours(state):
            if next_state not in moves or done + 1 < moves[next_state]:
                moves[next_state] = done + 1
                parent[next_state] = state
                heapq.heappush(heap, (done + 1 + estimate(next_state), done + 1, next_state))
    return None, nodes


def manhattan(state):
    """Складываем для каждой фишки, на сколько строк и столбцов она от своего места."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


def euclid(state):
    """Складываем для каждой фишки расстояние до её места по прямой
    (как летит ворона: корень из строк в квадрате + столбцов в квадрате)."""
    total = 0.0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            rows = i // SIZE - home // SIZE
            cols = i % SIZE - home % SIZE
            total += math.sqrt(rows * rows + cols * cols)
    return total


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

    print(f"Оценки начала: не на месте {misplaced(start)}, "
          f"евклидова {euclid(start):.2f}, манхэттенская {manhattan(start)}")
    print()
    for name, estimate in [("misplaced tiles", misplaced), ("Euclidean distance", euclid),
                           ("Manhattan distance", manhattan)]:
        begin = time.time()
        path, nodes = astar(start, estimate)
        report("A* with " + name, path, nodes, time.time() - begin)

if __name__ == "__main__":
    main()
