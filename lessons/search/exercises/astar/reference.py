"""A* search from start to goal. neighbours(state): the states one move away;
h(state): an estimate of the moves left that never overestimates."""
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
    counter = itertools.count()          # breaks ties between equal priorities
    open_list = [(h(start), next(counter), 0, start)]
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
                f = child_g + h(child)   # f = g + h
                heapq.heappush(open_list, (f, next(counter), child_g, child))
    return None
