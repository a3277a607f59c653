"""Hidden checks of search/misplaced: exact values, and never more than the true distance
(found by breadth-first search from the goal)."""
from collections import deque

import exercise_harness as h

GOAL = "123456780"


def neighbours(state):
    blank = state.index("0")
    row, col = divmod(blank, 3)
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < 3 and 0 <= c < 3:
            cells = list(state)
            cells[blank], cells[r * 3 + c] = cells[r * 3 + c], cells[blank]
            yield "".join(cells)


def true_distances(depth):
    distance, queue = {GOAL: 0}, deque([GOAL])
    while queue:
        state = queue.popleft()
        if distance[state] == depth:
            continue
        for nxt in neighbours(state):
            if nxt not in distance:
                distance[nxt] = distance[state] + 1
                queue.append(nxt)
    return distance


def truth(state):
    return sum(1 for i, t in enumerate(state) if t != "0" and t != GOAL[i])


def _expect(state):
    h.expect(h.call_text("misplaced", [state]), h.call("misplaced", state), truth(state))


def goal_is_zero():
    _expect(GOAL)


def examples():
    for state in ("123456708", "123405786", "518342760", "867254301", "012345678"):
        _expect(state)


def never_overestimates():
    for state, moves in true_distances(14).items():
        value = h.call("misplaced", state)
        if not isinstance(value, (int, float)) or value > moves:
            h.fail("check.overestimates", state, h.show(value), moves)


CHECKS = [("goal_is_zero", goal_is_zero), ("examples", examples),
          ("never_overestimates", never_overestimates)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["misplaced"], max(seconds, 5.0))
