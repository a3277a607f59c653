"""Посчитать инверсии доски (список чисел, строка за строкой).
Самое большое число (16 на доске 4 x 4) — это пустая клетка."""


def count_inversions(board):
    inversions = 0
    for i in range(len(board)):
        for j in range(i + 1, len(board)):
            if board[i] > board[j]:
                inversions += 1
    return inversions
