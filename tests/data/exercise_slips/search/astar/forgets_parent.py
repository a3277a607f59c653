"""Slip: lowers a position's g when it finds a shorter way, but keeps its old parent.
Caught by: improves_g: neighbours = {'S': ['Q', 'A']
Caught by: improves_g: astar('S', 'G', neighbours, h)
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
        for child in neighbours(state):
            if child not in best_g or g + 1 < best_g[child]:
                if child not in parent:
                    parent[child] = state
                best_g[child] = g + 1
                heapq.heappush(open_list, (g + 1 + h(child), next(counter), g + 1, child))
    return None
