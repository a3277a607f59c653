"""Slip: one copy for the whole loop, the trial marks never taken back: they add up into
lines nobody can make in one move."""
# Caught by: no_win: winning_move([0, 0, 0, 0, 0, 0, 0, 0, 0], 1)
# Caught by: random_positions:

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def wins(board, player):
    for line in LINES:
        if board[line[0]] + board[line[1]] + board[line[2]] == 3 * player:
            return True
    return False


def winning_move(board, player):
    trial = board.copy()
    for cell in range(9):
        if trial[cell] == 0:
            trial[cell] = player
            if wins(trial, player):
                return cell
    return None
