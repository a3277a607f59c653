"""Slip: the answers of the positions a student saw in the checks' messages, written in,
and a one-move look-ahead for the rest."""
# Caught by: random_positions: re:minimax\(\[(-?[01], ){8}-?[01]\], -?1\) gave
# Caught by: random_openings:

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for line in LINES:
        total = board[line[0]] + board[line[1]] + board[line[2]]
        if total == 3 or total == -3:
            return total // 3
    return 0


KNOWN = {
    (1, 1, 1, -1, -1, 0, 0, 0, 0, -1): 1,
    (1, -1, 1, 1, -1, 0, 0, -1, 0, 1): -1,
    (1, -1, 1, 1, -1, -1, -1, 1, 1, 1): 0,
    (1, 1, 0, -1, -1, 0, 0, 0, 0, 1): 1,
    (1, 1, 0, -1, -1, 0, 1, 0, 0, -1): -1,
    (1, 0, 0, 0, -1, 0, 0, 0, 1, -1): 0,
    (1, -1, 0, 0, 0, 0, 0, 0, 0, 1): 1,
    (0, 0, 1, 0, -1, 0, 1, 0, 0, -1): 0,
    (1, 0, 0, 0, 0, 0, 0, 0, -1, 1): 1,
    (1, -1, 0, 0, 1, 0, 0, 0, -1, 1): 1,
    (-1, 0, 0, 0, 1, 0, 0, 0, 0, 1): 0,
    (1, -1, 1, -1, 1, -1, -1, 1, 1, -1): 1,
    (1, -1, 1, -1, 1, -1, -1, 1, 0, 1): 1,
    (-1, 1, -1, 1, -1, 1, 1, -1, 0, -1): -1,
    (0, 1, -1, 1, 0, 0, 0, 0, -1, 1): -1,
    (0, -1, 1, -1, 0, 0, 0, 0, 1, -1): 1,
}


def minimax(board, player):
    key = tuple(board) + (player,)
    if key in KNOWN:
        return KNOWN[key]
    if winner(board) != 0:
        return winner(board)
    if 0 not in board:
        return 0
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if winner(trial) == player:
                return player
    return 0
