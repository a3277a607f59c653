"""Соревнование решателей, шаг 5: IDA* с линейными конфликтами.

Снова самые короткие ответы (без веса), но с оценкой получше:
манхэттенское расстояние плюс 2 хода за каждую фишку, которой нужно выйти
из своей строки или столбца, чтобы пропустить другую фишку этой линии
(смотри урок про поиск). Ход меняет только две линии — ту, из которой
фишка уходит, и ту, в которую приходит, — поэтому пересчитываем только их.
Измени WHICH (или запусти: python FILE.py T5), чтобы попробовать другую позицию.
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
WHICH = "T4"  # позиция, которую решаем
SIZE = 4

# Как ходит пустая клетка и как называется ход: по направлению, куда скользит ФИШКА.
# Если пустая клетка идёт вверх, фишка над ней съезжает вниз: этот ход — "Down".
MOVES = [(-1, 0, "Down"), (1, 0, "Up"), (0, -1, "Right"), (0, 1, "Left")]
nodes = 0  # сколько позиций просмотрел поиск


def distance(tile, place):
    """На сколько строк и столбцов место place от дома фишки tile?"""
    home = tile - 1  # фишке 1 место на клетке 0, фишке 2 — на клетке 1, ...
    return abs(place // SIZE - home // SIZE) + abs(place % SIZE - home % SIZE)


def manhattan(cells):
    """Для каждой фишки: на сколько строк и столбцов она от своего места?"""
    total = 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            total += distance(tile, place)
    return total


# Клетки каждой строки и каждого столбца
LINES = {}
for number in range(SIZE):
    LINES["row", number] = [number * SIZE + k for k in range(SIZE)]
    LINES["column", number] = [k * SIZE + number for k in range(SIZE)]


def must_leave(homes):
    """homes: куда в линии хотят попасть её собственные фишки, в том порядке, в котором стоят.
    Сколько фишек должно выйти, чтобы остальные стояли по порядку?
    Самая длинная цепочка по порядку может остаться; остальные должны уйти."""
    longest = []  # longest[i]: самая длинная цепочка по порядку, которая кончается на homes[i]
    for i in range(len(homes)):
        best = 1
        for j in range(i):
            if homes[j] < homes[i] and longest[j] + 1 > best:
                best = longest[j] + 1
        longest.append(best)
    return len(homes) - max(longest, default=0)


KNOWN = {}  # line_conflict запоминает свои ответы: (линия, её 4 фишки) -> лишние ходы


def line_conflict(cells, line):
    """Лишние ходы для одной строки или столбца: по 2 за каждую фишку, которая должна уйти."""
    places = LINES[line]
    key = (line, cells[places[0]], cells[places[1]], cells[places[2]], cells[places[3]])
    if key not in KNOWN:
        KNOWN[key] = count_line_conflict(cells, line)
    return KNOWN[key]


def count_line_conflict(cells, line):
    kind, number = line
    homes = []
    for place in LINES[line]:
        tile = cells[place]
        if tile != 0:
            home = tile - 1
            if kind == "row" and home // SIZE == number:
                homes.append(home % SIZE)  # её место в этой строке: в каком столбце?
            if kind == "column" and home % SIZE == number:
                homes.append(home // SIZE)  # её место в этом столбце: в какой строке?
    return 2 * must_leave(homes)


def conflicts(cells):
    """Лишние ходы всех строк и столбцов."""
    total = 0
    for line in LINES:
        total += line_conflict(cells, line)
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
    limit = manhattan(cells) + conflicts(cells)
    while True:
        result = dig(cells, cells.index(0), manhattan(cells), conflicts(cells), moves, limit)
        if result == "found":
            return moves
        limit = result  # ничего не нашли: разрешаем путь подлиннее и начинаем заново


def dig(cells, blank, distance_sum, extra, moves, limit):
    """Поиск в глубину: пробуем ходы, пока ходы до сих пор + оценка не больше limit.
    Оценка — это distance_sum (манхэттенское расстояние) + extra (линейные
    конфликты); оба числа обновляются при каждом ходе."""
    global nodes
    nodes += 1
    if distance_sum == 0:  # все фишки дома: собрано!
        return "found"
    total = len(moves) + distance_sum + extra
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
        tile = cells[other]  # эта фишка скользит из other в blank
        new_sum = distance_sum - distance(tile, other) + distance(tile, blank)
        if step_row != 0:  # фишка переходит в другую строку: меняются только эти две строки
            lines = [("row", other // SIZE), ("row", blank // SIZE)]
        else:  # фишка переходит в другой столбец
            lines = [("column", other % SIZE), ("column", blank % SIZE)]
        new_extra = extra - line_conflict(cells, lines[0]) - line_conflict(cells, lines[1])
        cells[blank], cells[other] = cells[other], cells[blank]  # делаем ход
        new_extra += line_conflict(cells, lines[0]) + line_conflict(cells, lines[1])
        moves.append(word)
        result = dig(cells, other, new_sum, new_extra, moves, limit)
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
