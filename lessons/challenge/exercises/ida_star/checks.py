"""Hidden checks of challenge/ida_star: a shortest path, no expansion beyond f = C*
(every call of neighbours is recorded; g is the true distance from the start), and a new
pass from the start for each bound."""
from collections import deque

import exercise_harness as h

GOAL = "123456780"


def neighbours(state):
    blank = state.index("0")
    row, col = divmod(blank, 3)
    result = []
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < 3 and 0 <= c < 3:
            cells = list(state)
            cells[blank], cells[r * 3 + c] = cells[r * 3 + c], cells[blank]
            result.append("".join(cells))
    return result


def manhattan(state):
    return sum(abs(i // 3 - (int(t) - 1) // 3) + abs(i % 3 - (int(t) - 1) % 3)
               for i, t in enumerate(state) if t != "0")


def distances(source, depth):
    distance, queue = {source: 0}, deque([source])
    while queue:
        state = queue.popleft()
        if distance[state] < depth:
            for nxt in neighbours(state):
                if nxt not in distance:
                    distance[nxt] = distance[state] + 1
                    queue.append(nxt)
    return distance


class Recorder:
    def __init__(self):
        self.calls = []

    def __call__(self, state):
        self.calls.append(state)
        return neighbours(state)


_TABLE = {}


def goal_distances():
    if not _TABLE:
        _TABLE.update(distances(GOAL, 18))
    return _TABLE


def starts(depths, below=True):
    """One position at each distance (with a Manhattan distance below it: more than one
    pass), the first in sorted order."""
    table = goal_distances()
    return [min(s for s, d in table.items() if d == depth and (manhattan(s) < depth or not below))
            for depth in depths]


def _search(start):
    recorder = Recorder()
    what = f"ida_star({start!r}, {GOAL!r}, neighbours, manhattan)"
    path = h.call("ida_star", start, GOAL, recorder, manhattan, label=what, copy_args=False)
    best = goal_distances()[start]
    if not isinstance(path, (list, tuple)) or not path or path[0] != start or path[-1] != GOAL:
        h.fail("check.wrong_ends", what)
    for i in range(1, len(path)):
        if path[i] not in neighbours(path[i - 1]):
            h.fail("check.not_a_path", what, i, h.show(path[i]))
    if len(path) - 1 != best:
        h.fail("check.not_shortest", what, len(path) - 1, best)
    return what, recorder.calls, distances(start, best), best


def shortest_paths():
    for start in starts([1, 2, 6, 10], below=False):
        _search(start)


def only_f_at_most_c():
    for start in starts([8, 12, 16]):
        what, expanded, from_start, best = _search(start)
        for state in expanded:
            f = from_start.get(state, best + 1) + manhattan(state)
            if f > best:
                h.fail("check.beyond_bound", what, state, f, best)


def restarts_per_bound():
    for start in starts([12, 16]):
        what, expanded, _, best = _search(start)
        passes = (best - manhattan(start)) // 2 + 1    # Manhattan bounds grow by 2
        if expanded.count(start) < passes:
            h.fail("check.not_iterative", what, expanded.count(start), passes)


CHECKS = [("shortest_paths", shortest_paths), ("only_f_at_most_c", only_f_at_most_c),
          ("restarts_per_bound", restarts_per_bound)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["ida_star"], max(seconds, 8.0))
