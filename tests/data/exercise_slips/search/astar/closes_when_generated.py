"""Slip: closes a position as soon as it is generated, so its first g is never lowered.
Caught by: improves_g: neighbours = {'S': ['Q', 'A']
Caught by: improves_g: astar('S', 'G', neighbours, h)
"""
import heapq
import itertools


def astar(start, goal, neighbours, h):
    counter = itertools.count()
    open_list = [(h(start), next(counter), 0, start)]
    parent = {start: None}
    closed = {start}
    while open_list:
        _, _, g, state = heapq.heappop(open_list)
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        for child in neighbours(state):
            if child not in closed:
                closed.add(child)
                parent[child] = state
                heapq.heappush(open_list, (g + 1 + h(child), next(counter), g + 1, child))
    return None
