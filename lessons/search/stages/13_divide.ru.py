"""Поиск решения, шаг 13: разделяй и властвуй, для любого размера.

Вместо одного поиска для всей головоломки — много маленьких: ставим на место
верхнюю строку (по фишке, две последние вместе), потом левый столбец
и так далее; готовая линия замораживается, её больше не трогают, так что
доска, которую осталось собрать, уменьшается: 5 x 5 -> 4 x 4 -> 3 x 3 -> ...
Каждый маленький шаг — поиск в ширину, который следит только за фишками,
которые ставит, и за пустой клеткой. Ответы длинные, но любой размер
собирается мгновенно.
python 13_divide.py 6   собирает случайную доску 6 x 6
"""
import random
import sys
from collections import deque

# Пример 4 x 4 из диплома; 0 — пустая клетка
EXAMPLE = [7, 1, 3, 4, 2, 5, 10, 8, 0, 6, 9, 11, 13, 14, 15, 12]


def inversions(board):
    tiles = [tile for tile in board if tile != 0]
    count = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                count += 1
    return count


def is_solvable(board, size):
    """Правило шага 11 для доски size x size."""
    if size % 2 == 1:
        return inversions(board) % 2 == 0
    blank_row_from_bottom = size - board.index(0) // size
    return (inversions(board) + blank_row_from_bottom) % 2 == 1


def random_board(size, seed):
    """Случайная решаемая доска: перемешиваем и меняем две фишки, если собрать нельзя."""
    board = list(range(size * size))
    random.Random(seed).shuffle(board)
    if not is_solvable(board, size):
        first, second = [i for i in range(len(board)) if board[i] != 0][:2]
        board[first], board[second] = board[second], board[first]
    return board


def plan(size):
    """Подцели по порядку: списки фишек, которые ставим на место вместе."""
    steps = []
    top, left = 0, 0  # доска, которую ещё надо собрать, начинается в строке top и столбце left
    while size - top > 2 or size - left > 2:
        if size - top >= size - left:  # собираем верхнюю строку того, что осталось
            line = [top * size + col + 1 for col in range(left, size)]
            top += 1
        else:  # собираем левый столбец того, что осталось
            line = [row * size + left + 1 for row in range(top, size)]
            left += 1
        for tile in line[:-2]:
            steps.append([tile])
        steps.append(line[-2:])  # две последние фишки линии должны встать вместе
    last = [row * size + col + 1 for row in (top, top + 1) for col in (left, left + 1)]
    steps.append(last[:-1])  # последний угол 2 x 2: три его фишки
    return steps


def place(board, size, tiles, frozen):
    """Поиск в ширину, который приводит фишки домой, не трогая замороженные клетки.
    Состояние — (где каждая из фишек tiles, где пустая клетка): остальные фишки
    для нас все одинаковые. Делает ходы на board; возвращает ходы (клетки,
    куда идёт пустая клетка) и число узлов."""
    homes = tuple(tile - 1 for tile in tiles)
    start = tuple(board.index(tile) for tile in tiles) + (board.index(0),)
    parent = {start: None}
    queue = deque([start])
    nodes = 0
    while queue:
        state = queue.popleft()
        nodes += 1
        if state[:-1] == homes:
            break
        blank = state[-1]
        row, col = blank // size, blank % size
        for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            new_row, new_col = row + step_row, col + step_col
            other = new_row * size + new_col
            if 0 <= new_row < size and 0 <= new_col < size and other not in frozen:
                # фишка, за которой следим, из other скользит в blank; за остальными не следим
                places = [blank if place == other else place for place in state[:-1]]
                next_state = tuple(places) + (other,)
                if next_state not in parent:
                    parent[next_state] = state
                    queue.append(next_state)
    else:
        raise ValueError("this position cannot be solved")
    path = []  # клетки, куда идёт пустая клетка, от цели назад к началу
    while parent[state] is not None:
        path.append(state[-1])
        state = parent[state]
    path.reverse()
    for other in path:  # делаем ходы на настоящей доске
        blank = board.index(0)
        board[blank], board[other] = board[other], 0
    return path, nodes


def solve(board, size):
    """Собираем по подцелям. Возвращает число ходов и узлов."""
    board = board[:]
    frozen = set()
    moves, nodes = 0, 0
    for tiles in plan(size):
        path, searched = place(board, size, tiles, frozen)
        moves += len(path)
        nodes += searched
        frozen.update(tile - 1 for tile in tiles)  # их клетки готовы
    assert board == list(range(1, size * size)) + [0], "not solved"
    return moves, nodes


def main():
    sizes = [3, 4, 5, 6]
    if len(sys.argv) > 1:
        sizes = [int(sys.argv[1])]
    print("Подцели на доске 4 x 4:", plan(4))
    moves, nodes = solve(EXAMPLE, 4)
    print(f"Пример из диплома (не меньше 18 ходов): {moves} ходов, {nodes} узлов")
    for size in sizes:
        board = random_board(size, seed=size)
        moves, nodes = solve(board, size)
        print(f"Случайная доска {size} x {size}: {moves} ходов, {nodes} узлов")


if __name__ == "__main__":
    main()
