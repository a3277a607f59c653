"""Поиск решения, шаг 14: аддитивная база шаблонов.

Шаг 7 брал больший ответ из двух баз, потому что каждая считала все
ходы. Здесь каждая база считает только ходы СВОИХ фишек (ходы наклеек x
бесплатные), так что два ответа никогда не делят ход и их можно сложить.
Построение базы — поиск в ширину, где некоторые ходы стоят 0:
такие позиции идут в начало очереди («0-1 BFS»).
"""
import sys
import time
from collections import deque

START = "518342760"  # позиция, которую решаем
GOAL = "123456780"   # собранная головоломка
SIZE = 3             # 3 x 3 клетки
POSITIONS = [START, "548206173", "867254301"]


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


def manhattan(state):
    """Складываем для каждой фишки, на сколько строк и столбцов она от своего места."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


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


PATTERNS = ["1234", "5678"]  # две группы фишек, по базе на каждую


def simplify(state, pattern):
    """Оставляем фишки шаблона и пустую клетку; все остальные становятся x."""
    result = ""
    for tile in state:
        if tile in pattern or tile == "0":
            result += tile
        else:
            result += "x"
    return result


def build_database(pattern):
    """База шага 7: считается каждый ход."""
    start = simplify(GOAL, pattern)
    distance = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in distance:
                distance[next_state] = distance[state] + 1
                queue.append(next_state)
    return distance


def build_additive(pattern):
    """Считаются только ходы фишек шаблона. 0-1 BFS от цели: бесплатный ход
    ставит позицию в НАЧАЛО очереди, а платный — в конец,
    поэтому очередь всегда отдаёт самые дешёвые позиции первыми."""
    start = simplify(GOAL, pattern)
    cost = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            moved = next_state[state.index("0")]  # фишка, которая скользнула в пустую клетку
            step = 1 if moved in pattern else 0
            if next_state not in cost or cost[state] + step < cost[next_state]:
                cost[next_state] = cost[state] + step
                if step == 0:
                    queue.appendleft(next_state)
                else:
                    queue.append(next_state)
    # Где стоит пустая клетка, больше не важно: оставляем самую маленькую цену
    database = {}
    for state, moves in cost.items():
        key = state.replace("0", "x")
        if key not in database or moves < database[key]:
            database[key] = moves
    return database


DATABASES = []  # базы шага 7, по одной на шаблон
ADDITIVE = []   # аддитивные


def biggest(state):
    """Шаг 7: больший ответ из двух баз."""
    best = 0
    for pattern, database in zip(PATTERNS, DATABASES):
        best = max(best, database[simplify(state, pattern)])
    return best


def added(state):
    """Ответы аддитивных баз, сложенные вместе."""
    total = 0
    for pattern, database in zip(PATTERNS, ADDITIVE):
        total += database[simplify(state, pattern).replace("0", "x")]
    return total


def main():
    positions = POSITIONS
    if len(sys.argv) > 1:
        positions = sys.argv[1:]
    for pattern in PATTERNS:
        DATABASES.append(build_database(pattern))
        ADDITIVE.append(build_additive(pattern))
    print("Записей в базах шага 7:", len(DATABASES[0]), "в каждой; в аддитивных:",
          len(ADDITIVE[0]), "в каждой")
    for start in positions:
        print()
        show(start)
        if not is_solvable(start):
            print("Эту позицию нельзя собрать.")
            continue
        print(f"Оценки: манхэттенская {manhattan(start)}, большая из двух {biggest(start)}, "
              f"сложенные {added(start)}")
        for name, estimate in [("Manhattan distance", manhattan),
                               ("bigger of two databases", biggest),
                               ("additive databases", added)]:
            begin = time.time()
            path, nodes = ida_star(start, estimate)
            print(f"  IDA* ({name}): длина: {len(path) - 1} ходов, узлов: {nodes}, "
                  f"время: {time.time() - begin:.2f} с")


if __name__ == "__main__":
    main()
