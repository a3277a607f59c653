"""Right: win, block, else the centre or a corner (any free cell will do)."""

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
    for player in (-1, 1):
        cell = winning_move(board, player)
        if cell is not None:
            return cell
    for cell in (4, 0, 2, 6, 8, 1, 3, 5, 7):
        if board[cell] == 0:
            return cell
