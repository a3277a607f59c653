"""Поиск решения, шаг 10: согласованные оценки.

Оценка согласованная, когда один ход никогда не меняет её больше чем на 1:
оценка(позиции) <= 1 + оценка(соседа). Программа проверяет это для каждой
из 181 440 решаемых позиций, для четырёх оценок, и показывает, что
приходится делать A* с оценкой допустимой, но не согласованной:
снова открывать позиции, которые он уже закончил.
"""
import heapq
import sys
from collections import deque

START = "518342760"  # позиция для A*
GOAL = "123456780"   # собранная головоломка
SIZE = 3             # 3 x 3 клетки
HOME = {tile: GOAL.index(tile) for tile in GOAL}  # где место каждой фишки


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


def all_distances():
    """Поиск в ширину от цели: точное расстояние каждой позиции."""
    distance = {GOAL: 0}
    queue = deque([GOAL])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in distance:
                distance[next_state] = distance[state] + 1
                queue.append(next_state)
    return distance


def misplaced(state):
    """Фишки не на своих местах (пустая клетка не считается)."""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != "0" and state[i] != GOAL[i]:
            count += 1
    return count


def misplaced_with_blank(state):
    """Как в программе из диплома: каждая клетка, которая отличается от цели, пустая тоже."""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != GOAL[i]:
            count += 1
    return count


def manhattan(state):
    """Для каждой фишки: строки плюс столбцы до её места."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = HOME[tile]
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


def corner_manhattan(state):
    """Манхэттенское расстояние, когда пустая клетка в углу, иначе 0.
    Никогда не бывает слишком большой, но прыгает: не согласованная."""
    if state.index("0") in (0, SIZE - 1, SIZE * (SIZE - 1), SIZE * SIZE - 1):
        return manhattan(state)
    return 0


def check(name, estimate, distance):
    """Считаем позиции, где оценка слишком большая, и ходы, где она
    падает больше чем на 1 (тогда она не согласованная)."""
    value = {state: estimate(state) for state in distance}
    too_big = 0
    jumps = 0
    for state in distance:
        if value[state] > distance[state]:
            too_big += 1
        for next_state in neighbours(state):
            if value[state] > 1 + value[next_state]:
                jumps += 1
    print(f"{name:22} слишком велика в {too_big:6} позициях, падает больше чем на 1 в {jumps:6} ходах")


def astar(start, estimate):
    """A*, который ещё и считает, как часто законченную позицию открывают снова."""
    moves = {start: 0}
    finished = set()
    heap = [(estimate(start), 0, start)]
    nodes = 0
    reopened = 0
    while heap:
        total, done, state = heapq.heappop(heap)
        if done > moves[state]:
            continue  # старая запись
        if state in finished:
            reopened += 1  # уже была закончена, но теперь до неё дошли за меньшее число ходов
        finished.add(state)
        nodes += 1
        if state == GOAL:
            return done, nodes, reopened
        for next_state in neighbours(state):
            if next_state not in moves or done + 1 < moves[next_state]:
                moves[next_state] = done + 1
                heapq.heappush(heap, (done + 1 + estimate(next_state), done + 1, next_state))
    return None, nodes, reopened


def main():
    start = START
    if len(sys.argv) > 1:
        start = sys.argv[1]
    distance = all_distances()
    print("Решаемых позиций:", len(distance))
    estimates = [("misplaced tiles", misplaced), ("misplaced with blank", misplaced_with_blank),
                 ("Manhattan distance", manhattan), ("corner Manhattan", corner_manhattan)]
    for name, estimate in estimates:
        check(name, estimate, distance)
    if start not in distance:
        print("Позицию", start, "нельзя собрать.")
        return
    print()
    print("A* из", start)
    for name, estimate in estimates:
        length, nodes, reopened = astar(start, estimate)
        print(f"{name:22} длина: {length} ходов, узлов: {nodes}, открыто снова: {reopened}")


if __name__ == "__main__":
    main()
