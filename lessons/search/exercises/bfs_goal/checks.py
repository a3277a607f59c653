"""Hidden checks of search/bfs_goal: the path, the order of expansions (every call of
neighbours is recorded) and that the search stops at the goal."""
from collections import deque

import exercise_harness as h

GRAPH = {"S": ["A", "B"], "A": ["S", "C", "D"], "B": ["S", "D", "E"], "C": ["A", "F"],
         "D": ["A", "B", "G"], "E": ["B", "G"], "F": ["C"], "G": ["D", "E", "H"], "H": ["G"],
         "X": ["Y"], "Y": ["X"]}


def puzzle_neighbours(state, width=3):
    blank = state.index("0")
    row, col = divmod(blank, width)
    height = len(state) // width
    result = []
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < height and 0 <= c < width:
            cells = list(state)
            cells[blank], cells[r * width + c] = cells[r * width + c], cells[blank]
            result.append("".join(cells))
    return result


class Recorder:
    """The neighbours function handed to the student: it records every call."""

    def __init__(self, function):
        self.function = function
        self.calls = []

    def __call__(self, state):
        self.calls.append(state)
        return list(self.function(state))


def bfs_expansions(start, function):
    """The states a full breadth-first search expands, in order, with their depths."""
    seen, queue = {start}, deque([(start, 0)])
    while queue:
        state, depth = queue.popleft()
        yield state, depth
        for nxt in function(state):
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, depth + 1))


def bfs_order(start, goal, function, needed):
    """(how many states a BFS that stops at the goal expands, the first ``needed`` + 1
    expansions of a full BFS, the goal's distance or None)."""
    full, stop, distance = [], None, None
    for state, depth in bfs_expansions(start, function):
        if state == goal and stop is None:
            stop, distance = len(full), depth
        full.append(state)
        if stop is not None and len(full) > needed:
            break
    return (len(full) if stop is None else stop), full, distance


def _check_path(what, path, start, goal, function, depth):
    if depth is None:
        h.expect(what, path, None)
        return
    if not isinstance(path, (list, tuple)) or not path or path[0] != start or path[-1] != goal:
        h.fail("check.wrong_ends", what)
    for i in range(1, len(path)):
        if path[i] not in function(path[i - 1]):
            h.fail("check.not_a_path", what, i, h.show(path[i]))
    if len(path) - 1 != depth:
        h.fail("check.not_shortest", what, len(path) - 1, depth)


def _search(start, goal, function, check_stop):
    recorder = Recorder(function)
    what = f"bfs({start!r}, {goal!r}, neighbours)"
    path = h.call("bfs", start, goal, recorder, label=what, copy_args=False)
    stopped, full, depth = bfs_order(start, goal, function, len(recorder.calls))
    _check_path(what, path, start, goal, function, depth)
    for i, state in enumerate(recorder.calls):
        if i >= len(full) or state != full[i]:
            h.fail("check.expansion_order", what, i + 1, h.show(state),
                   h.show(full[i]) if i < len(full) else "nothing")
    if check_stop and len(recorder.calls) > stopped:
        h.fail("check.not_stopped", what, len(recorder.calls), stopped)


def small_graph_path():
    for goal in ("G", "H", "B", "S", "X"):
        _search("S", goal, GRAPH.__getitem__, False)


def puzzle_path():
    for start in ("123405", "103425", "413520"):
        _search(start, "123450", lambda s: puzzle_neighbours(s, 3), False)


def stops_at_goal():
    for goal in ("A", "D", "G"):
        _search("S", goal, GRAPH.__getitem__, True)
    for start in ("123405", "120453", "023145"):
        _search(start, "123450", lambda s: puzzle_neighbours(s, 3), True)


def eight_puzzle():
    for start in ("123456708", "123405786", "023145786"):
        _search(start, "123456780", puzzle_neighbours, True)


CHECKS = [("small_graph_path", small_graph_path), ("puzzle_path", puzzle_path),
          ("stops_at_goal", stops_at_goal), ("eight_puzzle", eight_puzzle)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["bfs"], max(seconds, 5.0))
