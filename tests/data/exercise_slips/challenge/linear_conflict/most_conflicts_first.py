"""Slip: takes out the tile with the most conflicts, again and again, until none is left:
not always the fewest tiles (2 4 1 5 3 takes out three, two are enough).
Caught by: fewest_leave: linear_conflict([[2, 4, 1, 5, 3]
"""


def leave(places):
    places = list(places)
    removed = 0
    while True:
        conflicts = [sum(1 for j in range(len(places))
                         if (j < i and places[j] > places[i]) or (j > i and places[j] < places[i]))
                     for i in range(len(places))]
        if not conflicts or max(conflicts) == 0:
            return removed
        places.pop(conflicts.index(max(conflicts)))
        removed += 1


def linear_conflict(board):
    n = len(board)
    total = 0
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                home = board[r][c] - 1
                total += abs(r - home // n) + abs(c - home % n)
    for line in range(n):
        row = [(board[line][c] - 1) % n for c in range(n)
               if board[line][c] and (board[line][c] - 1) // n == line]
        col = [(board[r][line] - 1) // n for r in range(n)
               if board[r][line] and (board[r][line] - 1) % n == line]
        total += 2 * (leave(row) + leave(col))
    return total
