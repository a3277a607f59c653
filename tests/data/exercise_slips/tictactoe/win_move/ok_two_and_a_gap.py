"""Right: a line with two of the player's marks and one empty cell; the last such line's
gap (any winning cell will do)."""

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winning_move(board, player):
    found = None
    for line in LINES:
        marks = [board[i] for i in line]
        if marks.count(player) == 2 and marks.count(0) == 1:
            found = line[marks.index(0)]
    return found
