"""Slip: orders the open list by h alone (greedy best-first search), forgetting g.
Caught by: only_f_at_most_c: astar('
"""
import heapq
import itertools


def astar(start, goal, neighbours, h):
    counter = itertools.count()
    open_list = [(h(start), next(counter), 0, start)]
    parent = {start: None}
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
            if child not in parent:
                parent[child] = state
                heapq.heappush(open_list, (h(child), next(counter), g + 1, child))
    return None
