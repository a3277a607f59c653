"""Кто выиграл? Доска — список из 9 чисел: 1 = X, -1 = O, 0 = пусто."""


def winner(board):
    # Пока проверяются только строки
    for row in range(3):
        total = board[3 * row] + board[3 * row + 1] + board[3 * row + 2]
        if total == 3:
            return 1
        if total == -3:
            return -1
    return 0
