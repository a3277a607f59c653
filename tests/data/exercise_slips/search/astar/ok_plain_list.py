"""Correct: the open list is a plain dict of f values, searched with min() (slow, but
fine for these sizes); paths kept whole."""


def astar(start, goal, neighbours, h):
    g = {start: 0}
    paths = {start: [start]}
    open_f = {start: h(start)}
    closed = set()
    while open_f:
        state = min(open_f, key=lambda s: (open_f[s], -g[s]))
        del open_f[state]
        if state == goal:
            return paths[state]
        closed.add(state)
        for child in neighbours(state):
            if child in closed:
                continue
            if child not in g or g[state] + 1 < g[child]:
                g[child] = g[state] + 1
                paths[child] = paths[state] + [child]
                open_f[child] = g[child] + h(child)
    return None
