"""Соревнование решателей, шаг 9: посмотри, прежде чем шагнуть.

Поиск шага 8 переходит в позицию и только потом узнаёт, что
ходы до сих пор + оценка уже больше limit. Здесь dig() вычисляет оценку
каждой следующей позиции ДО того, как туда пойти, по изменениям, которые
делает ход, и идёт только туда, где сумма не выходит за limit. Узлов
почти столько же, но каждый дешевле: не нужно вызывать функцию для позиции,
от которой сразу повернём назад.
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
TRY = ["T1", "T2", "T3", "T4", "T5"]  # позиции, которые решает main()
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


# Линейные конфликты через «номера линий». В строке каждая клетка получает цифру:
# столбец, где место её фишки, если фишке место в этой строке, иначе 4
# (и для пустой клетки тоже). Четыре цифры составляют одно число от 0 до 624
# (в пятеричной системе), а таблица CONFLICT даёт лишние ходы для каждого числа.
# Для столбцов то же самое, только со строкой, где место фишки.
PLACE = [125, 25, 5, 1]  # вес цифры на месте 0, 1, 2, 3 в линии
OUTSIDER = 4  # цифра фишки, которой не место в этой линии (или пустой клетки)


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


CONFLICT = []
for line_number in range(5 ** SIZE):
    digits = [line_number // PLACE[k] % 5 for k in range(SIZE)]
    CONFLICT.append(2 * must_leave([d for d in digits if d != OUTSIDER]))

# ROW_DIGIT[row][tile]: цифра фишки tile в строке row; COLUMN_DIGIT — то же для столбцов
ROW_DIGIT = [[OUTSIDER] * (SIZE * SIZE) for _ in range(SIZE)]
COLUMN_DIGIT = [[OUTSIDER] * (SIZE * SIZE) for _ in range(SIZE)]
for tile in range(1, SIZE * SIZE):
    home = tile - 1
    ROW_DIGIT[home // SIZE][tile] = home % SIZE
    COLUMN_DIGIT[home % SIZE][tile] = home // SIZE


def line_numbers(cells):
    """Номера 4 строк и 4 столбцов."""
    rows, columns = [0] * SIZE, [0] * SIZE
    for place in range(SIZE * SIZE):
        row, col = place // SIZE, place % SIZE
        rows[row] += ROW_DIGIT[row][cells[place]] * PLACE[col]
        columns[col] += COLUMN_DIGIT[col][cells[place]] * PLACE[row]
    return rows, columns


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


# Для каждой клетки: соседние клетки и название хода, который приводит
# фишку оттуда в пустую клетку.
NEXT_TO = []
for place in range(SIZE * SIZE):
    near = []
    for step_row, step_col, word in MOVES:
        row, col = place // SIZE + step_row, place % SIZE + step_col
        if 0 <= row < SIZE and 0 <= col < SIZE:
            near.append((row * SIZE + col, word))
    NEXT_TO.append(near)
OPPOSITE = {"Up": "Down", "Down": "Up", "Left": "Right", "Right": "Left", None: None}


def solve(board):
    """board: 4 списка по 4 числа, 0 — пустая клетка.
    Возвращает список ходов, например ["Down", "Left", ...]."""
    global nodes
    cells = []  # с одним плоским списком из 16 чисел работать проще
    for row in board:
        cells.extend(row)
    rows = NUMBERS[row_picture(cells)]
    columns = NUMBERS[column_picture(cells)]
    down, across = distances(cells)
    row_lines, column_lines = line_numbers(cells)
    lines = row_lines + column_lines  # lines[row] и lines[SIZE + column]
    in_rows = sum(CONFLICT[number] for number in row_lines)
    in_columns = sum(CONFLICT[number] for number in column_lines)
    moves = []
    limit = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
    nodes = 1  # начальная позиция
    if limit == 0:
        return moves  # уже собрано
    while True:
        result = dig(cells, lines, cells.index(0), rows, columns, down, across,
                     in_rows, in_columns, moves, limit)
        if result == "found":
            return moves
        limit = result  # ничего не нашли: разрешаем путь подлиннее и начинаем заново


def dig(cells, lines, blank, rows, columns, down, across, in_rows, in_columns, moves, limit):
    """Поиск в глубину из позиции, у которой ходы до сих пор + оценка не больше
    limit. Он вычисляет оценку каждой следующей позиции ДО того, как туда пойти,
    и идёт только туда, где ходы + оценка не выходят за limit.
    rows, columns: картинки строк и столбцов (расстояние обхода), по номеру;
    down, across: манхэттенское расстояние по строкам и по столбцам;
    in_rows, in_columns: линейные конфликты строк и столбцов;
    lines: номера линий строк и столбцов. Все они, и cells тоже,
    обновляются, когда ход делается и отменяется.
    Возвращает "found" или самую маленькую сумму, которая вышла за limit."""
    global nodes
    smallest = 1000
    back = OPPOSITE[moves[-1] if moves else None]  # ход, который отменяет предыдущий
    for other, word in NEXT_TO[blank]:
        if word == back:
            continue  # не отменяем просто последний ход
        nodes += 1
        tile = cells[other]  # эта фишка скользит из other в blank
        new_rows, new_columns, new_down, new_across = rows, columns, down, across
        new_in_rows, new_in_columns = in_rows, in_columns
        if word == "Down" or word == "Up":  # вертикальный ход: меняются только части для строк
            col = blank % SIZE
            was, now = other // SIZE, blank // SIZE  # строки, из которой фишка уходит и в которую приходит
            goal = (tile - 1) // SIZE  # строка, где место фишки
            new_rows = (BLANK_UP if was < now else BLANK_DOWN)[rows][goal]
            new_down = down - 1 if abs(now - goal) < abs(was - goal) else down + 1
            line_was = lines[was] + (OUTSIDER - ROW_DIGIT[was][tile]) * PLACE[col]
            line_now = lines[now] + (ROW_DIGIT[now][tile] - OUTSIDER) * PLACE[col]
            new_in_rows += CONFLICT[line_was] + CONFLICT[line_now] - \
                CONFLICT[lines[was]] - CONFLICT[lines[now]]
            cross = SIZE + col  # столбец хода: порядок в нём не меняется
            line_cross = lines[cross] + \
                (COLUMN_DIGIT[col][tile] - OUTSIDER) * (PLACE[now] - PLACE[was])
        else:  # горизонтальный ход: меняются только части для столбцов
            row = blank // SIZE
            was, now = other % SIZE, blank % SIZE  # столбцы, из которого фишка уходит и в который приходит
            goal = (tile - 1) % SIZE  # столбец, где место фишки
            new_columns = (BLANK_UP if was < now else BLANK_DOWN)[columns][goal]
            new_across = across - 1 if abs(now - goal) < abs(was - goal) else across + 1
            line_was = lines[SIZE + was] + (OUTSIDER - COLUMN_DIGIT[was][tile]) * PLACE[row]
            line_now = lines[SIZE + now] + (COLUMN_DIGIT[now][tile] - OUTSIDER) * PLACE[row]
            new_in_columns += CONFLICT[line_was] + CONFLICT[line_now] - \
                CONFLICT[lines[SIZE + was]] - CONFLICT[lines[SIZE + now]]
            was, now = SIZE + was, SIZE + now  # где эти линии лежат в lines
            cross = row  # строка хода: порядок в ней не меняется
            line_cross = lines[cross] + \
                (ROW_DIGIT[row][tile] - OUTSIDER) * (PLACE[now - SIZE] - PLACE[was - SIZE])
        guess = max(WALK[new_rows], new_down + new_in_rows) + \
            max(WALK[new_columns], new_across + new_in_columns)
        if guess == 0:  # этот ход приводит все фишки домой: собрано!
            moves.append(word)
            return "found"
        total = len(moves) + 1 + guess
        if total > limit:  # слишком далеко: даже не ходим туда
            smallest = min(smallest, total)
            continue
        saved = lines[was], lines[now], lines[cross]
        lines[was], lines[now], lines[cross] = line_was, line_now, line_cross
        cells[blank], cells[other] = tile, 0  # делаем ход
        moves.append(word)
        result = dig(cells, lines, other, new_rows, new_columns, new_down, new_across,
                     new_in_rows, new_in_columns, moves, limit)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        moves.pop()
        cells[blank], cells[other] = 0, tile  # отменяем его
        lines[was], lines[now], lines[cross] = saved
    return smallest


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
