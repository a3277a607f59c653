"""Slip: keeps the first g found for a position (closes positions when expanded, but never
puts a position into the open list again with a smaller g).
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
            if child not in best_g:
                best_g[child] = g + 1
                parent[child] = state
                heapq.heappush(open_list, (g + 1 + h(child), next(counter), g + 1, child))
    return None
