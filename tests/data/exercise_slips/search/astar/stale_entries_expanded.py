"""Slip: no closed list and no check for old entries: a position put into the open list
twice (a shorter way found later) is expanded twice.
Caught by: only_f_at_most_c: astar(
"""
import heapq
import itertools


def astar(start, goal, neighbours, h):
    counter = itertools.count()
    open_list = [(h(start), next(counter), 0, start)]
    parent = {start: None}
    best_g = {start: 0}
    while open_list:
        _, _, g, state = heapq.heappop(open_list)
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        for child in neighbours(state):
            if child not in best_g or g + 1 < best_g[child]:
                best_g[child] = g + 1
                parent[child] = state
                heapq.heappush(open_list, (g + 1 + h(child), next(counter), g + 1, child))
    return None
