"""Компьютер играет за O (-1): выиграть, помешать или занять первую свободную клетку."""

LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def wins(board, player):
    """True, когда у игрока player три в ряд."""
    for line in LINES:
        if board[line[0]] + board[line[1]] + board[line[2]] == 3 * player:
            return True
    return False


def winning_move(board, player):
    """Пустая клетка, где игрок player сразу выигрывает, или None."""
    for cell in range(9):
        if board[cell] == 0:
            trial = board.copy()
            trial[cell] = player
            if wins(trial, player):
                return cell
    return None


def choose_move(board):
    cell = winning_move(board, -1)   # может ли O выиграть сразу?
    if cell is not None:
        return cell
    # Твой код: помешай X здесь
    for cell in range(9):            # первая свободная клетка
        if board[cell] == 0:
            return cell
