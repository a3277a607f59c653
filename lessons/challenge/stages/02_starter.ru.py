"""Соревнование решателей, шаг 2: решатель для начала.

Он использует IDA* с манхэттенским расстоянием, поэтому его ответы
самые короткие. Он простой и достаточно быстрый, но только для лёгких позиций.
Измени WHICH (или запусти: python FILE.py T3), чтобы попробовать другую позицию.
"""
import sys
import time

# Пять позиций соревнования (те же, что в positions.tsv); 0 — пустая клетка
POSITIONS = {
    "T1": [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
    "T2": [[2, 5, 13, 12], [1, 0, 3, 15], [9, 7, 14, 6], [10, 11, 8, 4]],
    "T3": [[5, 2, 4, 8], [10, 0, 3, 14], [13, 6, 11, 12], [1, 15, 9, 7]],
    "T4": [[11, 4, 12, 2], [5, 10, 3, 15], [14, 1, 6, 7], [0, 9, 8, 13]],
    "T5": [[5, 8, 7, 11], [1, 6, 12, 2], [9, 0, 13, 10], [14, 3, 4, 15]],
}
WHICH = "T1"  # позиция, которую решаем
SIZE = 4

# Как ходит пустая клетка и как называется ход: по направлению, куда скользит ФИШКА.
# Если пустая клетка идёт вверх, фишка над ней съезжает вниз: этот ход — "Down".
MOVES = [(-1, 0, "Down"), (1, 0, "Up"), (0, -1, "Right"), (0, 1, "Left")]
nodes = 0  # сколько позиций просмотрел поиск


def manhattan(cells):
    """Для каждой фишки: на сколько строк и столбцов она от своего места?"""
    total = 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            home = tile - 1  # фишке 1 место на клетке 0, фишке 2 — на клетке 1, ...
            total += abs(place // SIZE - home // SIZE) + abs(place % SIZE - home % SIZE)
    return total


def solve(board):
    """board: 4 списка по 4 числа, 0 — пустая клетка.
    Возвращает список ходов, например ["Down", "Left", ...]."""
    global nodes
    nodes = 0
    cells = []  # с одним плоским списком из 16 чисел работать проще
    for row in board:
        cells.extend(row)
    moves = []
    limit = manhattan(cells)
    while True:
        result = dig(cells, cells.index(0), moves, limit)
        if result == "found":
            return moves
        limit = result  # ничего не нашли: разрешаем путь подлиннее и начинаем заново


def dig(cells, blank, moves, limit):
    """Поиск в глубину: пробуем ходы, пока ходы до сих пор + оценка не больше limit.
    Ходы делаются прямо в cells и отменяются на обратном пути."""
    global nodes
    nodes += 1
    estimate = manhattan(cells)
    if estimate == 0:  # все фишки дома: собрано!
        return "found"
    total = len(moves) + estimate
    if total > limit:
        return total
    smallest = 1000
    for step_row, step_col, word in MOVES:
        row = blank // SIZE + step_row
        col = blank % SIZE + step_col
        if row < 0 or row >= SIZE or col < 0 or col >= SIZE:
            continue  # за краем доски
        if moves and is_undo(moves[-1], word):
            continue  # не отменяем просто последний ход
        other = row * SIZE + col
        cells[blank], cells[other] = cells[other], cells[blank]  # делаем ход
        moves.append(word)
        result = dig(cells, other, moves, limit)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        moves.pop()
        cells[blank], cells[other] = cells[other], cells[blank]  # отменяем его
    return smallest


def is_undo(last, word):
    """Отменяет ли ход word предыдущий ход last?"""
    opposite = {"Up": "Down", "Down": "Up", "Left": "Right", "Right": "Left"}
    return opposite[last] == word


def main():
    which = WHICH
    if len(sys.argv) > 1:  # название позиции в командной строке: python FILE.py T3
        which = sys.argv[1]
    board = POSITIONS[which]
    print("Позиция", which)
    for row in board:
        print(" ".join(str(number).rjust(2) for number in row))
    begin = time.time()
    moves = solve(board)
    seconds = time.time() - begin
    for number, word in enumerate(moves, start=1):
        print(f"{number}: {word}")
    print(f"{len(moves)} ходов за {seconds:.2f} с, {nodes} узлов")


if __name__ == "__main__":
    main()
