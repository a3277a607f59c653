"""Slip: puts a child into the open list with f = its g + the parent's h.
Caught by: random_puzzles: astar('
"""
import heapq
import itertools


def astar(start, goal, neighbours, h):
    counter = itertools.count()
    open_list = [(h(start), next(counter), 0, start)]
    parent = {start: None}
    best_g = {start: 0}
    closed = set()
    while open_list:
        _, _, g, state = heapq.heappop(open_list)
        if state in closed:
            continue
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        closed.add(state)
        here = h(state)
        for child in neighbours(state):
            if child not in best_g or g + 1 < best_g[child]:
                best_g[child] = g + 1
                parent[child] = state
                heapq.heappush(open_list, (g + 1 + here, next(counter), g + 1, child))
    return None
