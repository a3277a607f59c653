"""Соревнование решателей, шаг 7: обе оценки, по одной на каждое направление.

Каждый ход либо вертикальный, либо горизонтальный. Решению нужно
вертикальных ходов не меньше, чем расстояние обхода строк (шаг 6),
и не меньше, чем манхэттенское расстояние по строкам плюс линейные
конфликты строк (шаг 5): значит, не меньше большего из двух. То же
верно для горизонтальных ходов и столбцов. Оценка складывает две большие
части: она никогда не бывает слишком большой, так что ответы остаются самыми короткими.
Измени TRY (или запусти: python FILE.py T2 T4), чтобы выбрать позиции.
"""
import sys
import time
from collections import deque

# Пять позиций соревнования (те же, что в positions.tsv); 0 — пустая клетка
POSITIONS = {
    "T1": [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
    "T2": [[2, 5, 13, 12], [1, 0, 3, 15], [9, 7, 14, 6], [10, 11, 8, 4]],
    "T3": [[5, 2, 4, 8], [10, 0, 3, 14], [13, 6, 11, 12], [1, 15, 9, 7]],
    "T4": [[11, 4, 12, 2], [5, 10, 3, 15], [14, 1, 6, 7], [0, 9, 8, 13]],
    "T5": [[5, 8, 7, 11], [1, 6, 12, 2], [9, 0, 13, 10], [14, 3, 4, 15]],
}
TRY = ["T3", "T4", "T5"]  # позиции, которые решает main() (T2 решается дольше)
SIZE = 4

# Как ходит пустая клетка и как называется ход: по направлению, куда скользит ФИШКА.
# Если пустая клетка идёт вверх, фишка над ней съезжает вниз: этот ход — "Down".
MOVES = [(-1, 0, "Down"), (1, 0, "Up"), (0, -1, "Right"), (0, 1, "Left")]
nodes = 0  # сколько позиций просмотрел поиск


# «Картинка» строк: picture[row * SIZE + goal] = сколько фишек строки row
# должны оказаться в строке goal. В строке пустой клетки на одну фишку меньше.
# Такая же картинка столбцов использует столбцы вместо строк.
def row_picture(cells):
    picture = [0] * (SIZE * SIZE)
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            picture[place // SIZE * SIZE + (tile - 1) // SIZE] += 1
    return tuple(picture)


def column_picture(cells):
    picture = [0] * (SIZE * SIZE)
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            picture[place % SIZE * SIZE + (tile - 1) % SIZE] += 1
    return tuple(picture)


def blank_row(picture):
    """Строка пустой клетки: та, где на одну фишку меньше."""
    for row in range(SIZE):
        if sum(picture[row * SIZE:row * SIZE + SIZE]) == SIZE - 1:
            return row


def next_picture(picture, row, goal, blank):
    """Фишка, которой место в строке goal, переходит из строки row в строку пустой клетки."""
    changed = list(picture)
    changed[row * SIZE + goal] -= 1
    changed[blank * SIZE + goal] += 1
    return tuple(changed)


def build_walking_distance():
    """Поиск в ширину по картинкам, начиная с картинки цели.
    Возвращает: список картинок, их номера, расстояние обхода каждой
    и две таблицы: BLANK_UP[number][goal] — номер картинки после того,
    как пустая клетка поднялась на строку вверх, а фишка, которой место
    в строке goal, спустилась вниз (None, если такой фишки нет);
    BLANK_DOWN — то же самое в другую сторону."""
    goal = row_picture(list(range(1, SIZE * SIZE)) + [0])
    pictures, numbers, walk = [goal], {goal: 0}, [0]
    queue = deque([goal])
    while queue:
        picture = queue.popleft()
        blank = blank_row(picture)
        for row in (blank - 1, blank + 1):
            if 0 <= row < SIZE:
                for goal_row in range(SIZE):
                    if picture[row * SIZE + goal_row] > 0:
                        after = next_picture(picture, row, goal_row, blank)
                        if after not in numbers:
                            numbers[after] = len(pictures)
                            pictures.append(after)
                            walk.append(walk[numbers[picture]] + 1)
                            queue.append(after)
    up, down = [], []
    for picture in pictures:
        blank = blank_row(picture)
        for table, row in ((up, blank - 1), (down, blank + 1)):
            goes = [None] * SIZE
            if 0 <= row < SIZE:
                for goal_row in range(SIZE):
                    if picture[row * SIZE + goal_row] > 0:
                        goes[goal_row] = numbers[next_picture(picture, row, goal_row, blank)]
            table.append(goes)
    return pictures, numbers, walk, up, down


PICTURES, NUMBERS, WALK, BLANK_UP, BLANK_DOWN = build_walking_distance()


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


def conflicts(cells, kind):
    """Лишние ходы всех строк (kind "row") или всех столбцов (kind "column")."""
    total = 0
    for number in range(SIZE):
        total += line_conflict(cells, (kind, number))
    return total


def distances(cells):
    """Манхэттенское расстояние из двух частей: сколько идти по строкам и сколько по столбцам."""
    down, across = 0, 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            home = tile - 1
            down += abs(place // SIZE - home // SIZE)
            across += abs(place % SIZE - home % SIZE)
    return down, across


def solve(board):
    """board: 4 списка по 4 числа, 0 — пустая клетка.
    Возвращает список ходов, например ["Down", "Left", ...]."""
    global nodes
    nodes = 0
    cells = []  # с одним плоским списком из 16 чисел работать проще
    for row in board:
        cells.extend(row)
    rows = NUMBERS[row_picture(cells)]
    columns = NUMBERS[column_picture(cells)]
    down, across = distances(cells)
    in_rows, in_columns = conflicts(cells, "row"), conflicts(cells, "column")
    moves = []
    limit = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
    while True:
        result = dig(cells, cells.index(0), rows, columns, down, across,
                     in_rows, in_columns, moves, limit)
        if result == "found":
            return moves
        limit = result  # ничего не нашли: разрешаем путь подлиннее и начинаем заново


def dig(cells, blank, rows, columns, down, across, in_rows, in_columns, moves, limit):
    """Поиск в глубину: пробуем ходы, пока ходы до сих пор + оценка не больше limit.
    rows, columns: картинки строк и столбцов (расстояние обхода), по номеру;
    down, across: манхэттенское расстояние по строкам и по столбцам;
    in_rows, in_columns: линейные конфликты строк и столбцов.
    Оценка: большая вертикальная часть + большая горизонтальная часть."""
    global nodes
    nodes += 1
    estimate = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
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
        tile = cells[other]  # эта фишка скользит из other в blank
        new_rows, new_columns, new_down, new_across = rows, columns, down, across
        new_in_rows, new_in_columns = in_rows, in_columns
        if step_row != 0:  # вертикальный ход: меняются только части для строк
            was, now = other // SIZE, blank // SIZE  # строки, из которой фишка уходит и в которую приходит
            goal = (tile - 1) // SIZE  # строка, где место фишки
            new_rows = (BLANK_UP if was < now else BLANK_DOWN)[rows][goal]
            new_down = down - 1 if abs(now - goal) < abs(was - goal) else down + 1
            lines = [("row", was), ("row", now)]
        else:  # горизонтальный ход: меняются только части для столбцов
            was, now = other % SIZE, blank % SIZE  # столбцы, из которого фишка уходит и в который приходит
            goal = (tile - 1) % SIZE  # столбец, где место фишки
            new_columns = (BLANK_UP if was < now else BLANK_DOWN)[columns][goal]
            new_across = across - 1 if abs(now - goal) < abs(was - goal) else across + 1
            lines = [("column", was), ("column", now)]
        change = -line_conflict(cells, lines[0]) - line_conflict(cells, lines[1])
        cells[blank], cells[other] = cells[other], cells[blank]  # делаем ход
        change += line_conflict(cells, lines[0]) + line_conflict(cells, lines[1])
        if step_row != 0:
            new_in_rows += change
        else:
            new_in_columns += change
        moves.append(word)
        result = dig(cells, other, new_rows, new_columns, new_down, new_across,
                     new_in_rows, new_in_columns, moves, limit)
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
    names = TRY
    if len(sys.argv) > 1:  # названия позиций в командной строке: python FILE.py T2 T4
        names = sys.argv[1:]
    total = 0
    for name in names:
        begin = time.time()
        moves = solve(POSITIONS[name])
        seconds = time.time() - begin
        total += len(moves)
        print(f"{name}: {len(moves)} ходов за {seconds:.2f} с, {nodes} узлов")
        print("   ", " ".join(moves))
    print("Всего ходов:", total)


if __name__ == "__main__":
    main()
