"""Соревнование решателей, шаг 6: IDA* с расстоянием обхода (walking distance).

Манхэттенское расстояние смотрит на каждую фишку отдельно. Расстояние обхода
смотрит, как фишкам строк разминуться с пустой клеткой: для каждой строки
оно считает только, сколько её фишек должны попасть в строку 1, 2, 3 и 4,
а поиск в ширину по таким «картинкам строк» находит, сколько вертикальных ходов
нужно как минимум. То же для столбцов. Таблица строится один раз, в начале;
во время поиска оценка — это два взгляда в таблицу.
Измени WHICH (или запусти: python FILE.py T5), чтобы попробовать другую позицию.
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
WHICH = "T3"  # позиция, которую решаем
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
    moves = []
    limit = WALK[rows] + WALK[columns]
    while True:
        result = dig(cells, cells.index(0), rows, columns, moves, limit)
        if result == "found":
            return moves
        limit = result  # ничего не нашли: разрешаем путь подлиннее и начинаем заново


def dig(cells, blank, rows, columns, moves, limit):
    """Поиск в глубину: пробуем ходы, пока ходы до сих пор + оценка не больше limit.
    rows и columns — номера картинок строк и столбцов; оценка — сумма
    их расстояний обхода."""
    global nodes
    nodes += 1
    estimate = WALK[rows] + WALK[columns]
    if estimate == 0:  # каждая фишка в своей строке и столбце: собрано!
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
        new_rows, new_columns = rows, columns
        if step_row == -1:  # пустая клетка идёт вверх, фишка спускается вниз
            new_rows = BLANK_UP[rows][(tile - 1) // SIZE]
        elif step_row == 1:
            new_rows = BLANK_DOWN[rows][(tile - 1) // SIZE]
        elif step_col == -1:  # пустая клетка идёт влево: на картинке столбцов это «вверх»
            new_columns = BLANK_UP[columns][(tile - 1) % SIZE]
        else:
            new_columns = BLANK_DOWN[columns][(tile - 1) % SIZE]
        cells[blank], cells[other] = cells[other], cells[blank]  # делаем ход
        moves.append(word)
        result = dig(cells, other, new_rows, new_columns, moves, limit)
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
    print(f"(в таблице расстояния обхода {len(PICTURES)} картинок, до {max(WALK)} ходов)")


if __name__ == "__main__":
    main()
