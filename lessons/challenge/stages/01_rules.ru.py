"""Соревнование решателей, шаг 1: позиции и правила.

Ход называется по направлению, в котором скользит ФИШКА:
"Down" = фишка над пустой клеткой съезжает вниз, в пустую клетку.
"""

# Пять позиций соревнования (те же, что в positions.tsv); 0 — пустая клетка
POSITIONS = {
    "T1": [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
    "T2": [[2, 5, 13, 12], [1, 0, 3, 15], [9, 7, 14, 6], [10, 11, 8, 4]],
    "T3": [[5, 2, 4, 8], [10, 0, 3, 14], [13, 6, 11, 12], [1, 15, 9, 7]],
    "T4": [[11, 4, 12, 2], [5, 10, 3, 15], [14, 1, 6, 7], [0, 9, 8, 13]],
    "T5": [[5, 8, 7, 11], [1, 6, 12, 2], [9, 0, 13, 10], [14, 3, 4, 15]],
}
# Наименьшее число ходов для каждой позиции (найдено идеальным решателем)
SHORTEST = {"T1": 15, "T2": 48, "T3": 38, "T4": 49, "T5": 45}
GOAL = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 0]]
SIZE = 4


def show(board):
    for row in board:
        line = ""
        for number in row:
            if number == 0:
                line += "  ."
            else:
                line += str(number).rjust(3)
        print(line)


def find_blank(board):
    for row in range(SIZE):
        for col in range(SIZE):
            if board[row][col] == 0:
                return row, col


def slide(board, word):
    """Сделать один ход на доске. Возвращает False, если так пойти нельзя."""
    row, col = find_blank(board)
    # Фишка приезжает с другой стороны от пустой клетки
    if word == "Down":
        tile_row, tile_col = row - 1, col   # фишка сверху съезжает вниз
    elif word == "Up":
        tile_row, tile_col = row + 1, col   # фишка снизу поднимается вверх
    elif word == "Right":
        tile_row, tile_col = row, col - 1   # фишка слева едет вправо
    elif word == "Left":
        tile_row, tile_col = row, col + 1   # фишка справа едет влево
    else:
        return False  # это не название хода
    if tile_row < 0 or tile_row >= SIZE or tile_col < 0 or tile_col >= SIZE:
        return False  # с этой стороны нет фишки
    board[row][col] = board[tile_row][tile_col]
    board[tile_row][tile_col] = 0
    return True


def check(board, moves):
    """Сыграть ходы на копии доски. True, если они приводят к цели."""
    copy = []
    for row in board:
        copy.append(row[:])
    for word in moves:
        if not slide(copy, word):
            return False
    return copy == GOAL


def main():
    print("Цель:")
    board = []
    for row in GOAL:
        board.append(row[:])
    show(board)
    print("После Down и Right:")
    slide(board, "Down")
    slide(board, "Right")
    show(board)
    print()
    for name in POSITIONS:
        print(name, "- можно собрать за", SHORTEST[name], "ходов")
        show(POSITIONS[name])
        print()
    answer = "Down Down Down Left Up Up Up Left Down Down Down Left Up Up Up".split()
    print("Это ответ для T1?", " ".join(answer))
    print(check(POSITIONS["T1"], answer), "-", len(answer), "ходов")


if __name__ == "__main__":
    main()
