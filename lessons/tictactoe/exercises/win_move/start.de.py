"""Gewinne, wenn du kannst.
Das Spielfeld ist eine Liste aus 9 Zahlen: 1 = X, -1 = O, 0 = leer."""

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
    # Dein Code: finde ein leeres Feld, auf dem player sofort gewinnt
    return None
