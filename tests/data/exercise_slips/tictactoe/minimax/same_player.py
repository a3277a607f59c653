"""Slip: the recursive call keeps the same player to move, so one side plays every move."""
# Caught by: deeper: minimax([1, 0, 0, 0, -1, 0, 0, 0, 1], -1)
# Caught by: random_positions:

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
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
    best = -2 * player
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            value = minimax(trial, player)
            if player == 1 and value > best:
                best = value
            if player == -1 and value < best:
                best = value
    return best
