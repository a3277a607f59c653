"""Hidden checks of challenge/linear_conflict: exact values, at least Manhattan, and never
more than the true distance (3 x 3: breadth-first search from the goal, and deep positions
whose distances were found the same way; 4 x 4: the challenge positions' optimal lengths)."""
from collections import deque

import exercise_harness as h

#: 3 x 3 positions (row by row) with their true distances; the counting of pairs
#: overestimates the first seven.
DEEP = {"780654123": 26, "870654321": 26, "381654027": 26, "687354021": 26, "807654321": 27,
        "687054321": 27, "087654321": 28, "867254301": 31, "806547231": 27, "518342760": 20,
        "321654780": 24}
CHALLENGE = {"5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12": 15,
             "2 5 13 12 1 0 3 15 9 7 14 6 10 11 8 4": 48,
             "5 2 4 8 10 0 3 14 13 6 11 12 1 15 9 7": 38,
             "11 4 12 2 5 10 3 15 14 1 6 7 0 9 8 13": 49,
             "5 8 7 11 1 6 12 2 9 0 13 10 14 3 4 15": 45}


def rows_of(cells):
    size = int(round(len(cells) ** 0.5))
    return [list(cells[r * size:(r + 1) * size]) for r in range(size)]


def from_text(text):
    return rows_of([int(t) for t in (text.split() if " " in text else text)])


def lis(seq):
    best = []
    for i, x in enumerate(seq):
        best.append(1 + max([best[j] for j in range(i) if seq[j] < x], default=0))
    return max(best, default=0)


def truth(board):
    n = len(board)
    total = 0
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                total += abs(r - (board[r][c] - 1) // n) + abs(c - (board[r][c] - 1) % n)
    for line in range(n):
        row = [(board[line][c] - 1) % n for c in range(n)
               if board[line][c] and (board[line][c] - 1) // n == line]
        col = [(board[r][line] - 1) // n for r in range(n)
               if board[r][line] and (board[r][line] - 1) % n == line]
        total += 2 * (len(row) - lis(row) + len(col) - lis(col))
    return total


def near_goal(depth):
    goal = "123456780"
    distance, queue = {goal: 0}, deque([goal])
    while queue:
        state = queue.popleft()
        if distance[state] == depth:
            continue
        blank = state.index("0")
        r, c = divmod(blank, 3)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < 3 and 0 <= cc < 3:
                cells = list(state)
                cells[blank], cells[rr * 3 + cc] = cells[rr * 3 + cc], cells[blank]
                nxt = "".join(cells)
                if nxt not in distance:
                    distance[nxt] = distance[state] + 1
                    queue.append(nxt)
    return distance


def _value(board):
    return h.call("linear_conflict", board)


def exact_values():
    for text in ["123456780", "213456780", "321654780", "132465780", "867254301"] + list(CHALLENGE):
        board = from_text(text)
        h.expect(h.call_text("linear_conflict", [board]), _value(board), truth(board))


def never_overestimates():
    table = near_goal(12)
    table.update(DEEP)
    for text, moves in list(DEEP.items()) + list(table.items()):
        value = _value(from_text(text))
        if not isinstance(value, (int, float)) or value > moves:
            h.fail("check.overestimates", text, h.show(value), moves)
    for text, moves in CHALLENGE.items():
        value = _value(from_text(text))
        if not isinstance(value, (int, float)) or value > moves:
            h.fail("check.overestimates", text, h.show(value), moves)


CHECKS = [("exact_values", exact_values), ("never_overestimates", never_overestimates)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["linear_conflict"], max(seconds, 6.0))
