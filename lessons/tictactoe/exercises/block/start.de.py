"""Der Computer spielt O (-1): gewinnen, blockieren oder das erste freie Feld nehmen."""

LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def wins(board, player):
    """True, wenn player drei in einer Linie hat."""
    for line in LINES:
        if board[line[0]] + board[line[1]] + board[line[2]] == 3 * player:
            return True
    return False


def winning_move(board, player):
    """Ein leeres Feld, auf dem player sofort gewinnt, oder None."""
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if wins(trial, player):
                return cell
    return None


def choose_move(board):
    cell = winning_move(board, -1)   # kann O sofort gewinnen?
    if cell is not None:
        return cell
    # Dein Code: blockiere hier X
    for cell in range(9):            # das erste freie Feld
        if board[cell] == 0:
            return cell
