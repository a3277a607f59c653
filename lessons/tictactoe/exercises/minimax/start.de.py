"""Minimax: der Wert einer Tic-Tac-Toe-Stellung. 1 = X, -1 = O, 0 = leer."""

LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def winner(board):
    """1 oder -1, wenn diese Seite drei in einer Linie hat, sonst 0."""
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
    # Nur einen Zug voraus: sofort gewinnen, wenn es geht, sonst auf Unentschieden tippen
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if winner(trial) == player:
                return player
    return 0
