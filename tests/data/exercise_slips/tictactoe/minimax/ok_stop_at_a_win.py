"""Right: stops looking as soon as a move wins for the player to move, and tries the moves
on the board itself, taking each back."""

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for line in LINES:
        total = board[line[0]] + board[line[1]] + board[line[2]]
        if total == 3 or total == -3:
            return total // 3
    return 0


def minimax(board, player):
    found = winner(board)
    if found != 0 or 0 not in board:
        return found
    best = None
    for cell in range(9):
        if board[cell] == 0:
            board[cell] = player
            value = minimax(board, -player)
            board[cell] = 0
            if value == player:
                return value
            if best is None or value * player > best * player:
                best = value
    return best
