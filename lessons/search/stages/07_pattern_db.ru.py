"""Поиск решения, шаг 7: база шаблонов, построенная поиском в ширину.

Берём маленькие пятнашки 3 x 3 (игру в восемь). Позиция — строка из 9 цифр,
по строкам доски; "0" — пустая клетка. Измени START, чтобы попробовать другую,
или напиши позицию в командной строке:  python 07_pattern_db.py 123456708
"""
import heapq
import sys
import time
from collections import deque

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


def bfs(start):
    """Поиск в ширину: смотрим все позиции в 1 ход отсюда,
    потом все позиции в 2 хода, и так далее.
    Возвращает путь до цели и число просмотренных узлов."""
    parent = {start: None}  # откуда мы пришли в каждую позицию
    queue = deque([start])
    nodes = 0
    while queue:
        state = queue.popleft()  # самая старая позиция в очереди
        nodes += 1
        if state == GOAL:
            return path_to(state, parent), nodes
        for next_state in neighbours(state):
            if next_state not in parent:  # позиция, которую мы ещё не видели
                parent[next_state] = state
                queue.append(next_state)
    return None, nodes


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
    """Поиск в ширину от цели по упрощённой головоломке.
    Он находит точное число ходов из каждой упрощённой позиции."""
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


DATABASES = []  # заполняет main() перед поиском


def pattern_database(state):
    """Смотрим в каждую базу и берём самый большой ответ."""
    best = 0
    for pattern, database in zip(PATTERNS, DATABASES):
        best = max(best, database[simplify(state, pattern)])
    return best


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

    begin = time.time()
    path, nodes = bfs(start)
    report("Поиск в ширину", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, misplaced)
    report("A* с фишками не на месте", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, manhattan)
    report("A* с манхэттенским расстоянием", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, linear_conflict)
    report("A* с линейными конфликтами", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = ida_star(start, linear_conflict)
    report("IDA* с линейными конфликтами", path, nodes, time.time() - begin)

    begin = time.time()
    for pattern in PATTERNS:
        DATABASES.append(build_database(pattern))
    print(f"Базы построены за {time.time() - begin:.3f} с,", len(DATABASES[0]), "записей в каждой")
    begin = time.time()
    path, nodes = ida_star(start, pattern_database)
    report("IDA* с базой шаблонов", path, nodes, time.time() - begin)


if __name__ == "__main__":
    main()
