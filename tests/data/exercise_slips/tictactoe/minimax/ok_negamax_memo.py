"""Right: negamax (the value for the player to move) with a transposition table."""

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for line in LINES:
        total = board[line[0]] + board[line[1]] + board[line[2]]
        if total == 3 or total == -3:
            return total // 3
    return 0

TABLE = {}


def negamax(cells, player):
    key = (cells, player)
    if key not in TABLE:
        found = winner(cells)
        if found != 0:
            TABLE[key] = found * player
        elif 0 not in cells:
            TABLE[key] = 0
        else:
            TABLE[key] = max(-negamax(cells[:i] + (player,) + cells[i + 1:], -player)
                             for i in range(9) if cells[i] == 0)
    return TABLE[key]


def minimax(board, player):
    return negamax(tuple(board), player) * player
