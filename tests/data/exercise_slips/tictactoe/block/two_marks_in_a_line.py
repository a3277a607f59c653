"""Slip: blocks any line holding two X, without looking whether its third cell is free."""
# Caught by: line_already_blocked: choose_move([1, 1, -1, 0, -1, 0, 1, 0, 0])
# Caught by: random_positions:

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def wins(board, player):
    for line in LINES:
        if board[line[0]] + board[line[1]] + board[line[2]] == 3 * player:
            return True
    return False


def winning_move(board, player):
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if wins(trial, player):
                return cell
    return None


def choose_move(board):
    cell = winning_move(board, -1)
    if cell is not None:
        return cell
    for line in LINES:
        marks = [board[i] for i in line]
        if marks.count(1) == 2:
            for i in line:
                if board[i] != 1:
                    return i
    for cell in range(9):
        if board[cell] == 0:
            return cell
