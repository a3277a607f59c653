"""Correct: among equal f, the smaller h (the deeper position) first; children in the
reverse order."""
import heapq
import itertools


def astar(start, goal, neighbours, h):
    counter = itertools.count()
    open_list = [(h(start), h(start), next(counter), 0, start)]
    parent = {start: None}
    best_g = {start: 0}
    closed = set()
    while open_list:
        _, _, _, g, state = heapq.heappop(open_list)
        if state in closed:
            continue
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        closed.add(state)
        for child in reversed(list(neighbours(state))):
            if child not in closed and (child not in best_g or g + 1 < best_g[child]):
                best_g[child] = g + 1
                parent[child] = state
                estimate = h(child)
                heapq.heappush(open_list, (g + 1 + estimate, estimate, next(counter), g + 1,
                                           child))
    return None
