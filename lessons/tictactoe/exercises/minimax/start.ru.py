"""Минимакс: значение позиции в крестиках-ноликах. 1 = X, -1 = O, 0 = пусто."""

LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def winner(board):
    """1 или -1, когда у этой стороны три в ряд, иначе 0."""
    for line in LINES:
        total = board[line[0]] + board[line[1]] + board[line[2]]
        if total == 3 or total == -3:
            return total // 3
    return 0


def minimax(board, player):
    if winner(board) != 0:
        return winner(board)
    if 0 not in board:
        return 0
    # Только на один ход вперёд: выиграть сразу, если можем, иначе считаем, что ничья
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if winner(trial) == player:
                return player
    return 0
