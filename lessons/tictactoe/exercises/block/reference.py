"""The computer plays O (-1): win, block, or take the first free cell."""

LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def wins(board, player):
    """True when player has three in a line."""
    for line in LINES:
        if board[line[0]] + board[line[1]] + board[line[2]] == 3 * player:
            return True
    return False


def winning_move(board, player):
    """An empty cell where player wins at once, or None."""
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if wins(trial, player):
                return cell
    return None


def choose_move(board):
    cell = winning_move(board, -1)   # can O win at once?
    if cell is not None:
        return cell
    cell = winning_move(board, 1)    # could X win next? block it
    if cell is not None:
        return cell
    for cell in range(9):            # the first free cell
        if board[cell] == 0:
            return cell
