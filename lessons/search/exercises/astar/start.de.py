"""A*-Suche von start nach goal. neighbours(state): die Zustände einen Zug entfernt;
h(state): eine Schätzung der restlichen Züge, die nie überschätzt."""
import heapq
import itertools


def path_to(state, parent):
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    path.reverse()
    return path


def astar(start, goal, neighbours, h):
    counter = itertools.count()          # entscheidet bei gleichen Prioritäten
    open_list = [(0, next(counter), 0, start)]
    parent = {start: None}
    best_g = {start: 0}
    closed = set()
    while open_list:
        priority, _, g, state = heapq.heappop(open_list)
        if state in closed:
            continue
        if state == goal:
            return path_to(state, parent)
        closed.add(state)
        for child in neighbours(state):
            child_g = g + 1
            if child not in best_g or child_g < best_g[child]:
                best_g[child] = child_g
                parent[child] = state
                heapq.heappush(open_list, (child_g, next(counter), child_g, child))
    return None
