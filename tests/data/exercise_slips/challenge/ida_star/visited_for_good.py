"""Slip: one visited set for all passes, never emptied: a later pass cannot enter the
positions an earlier one saw.
Caught by: bound_plus_one: ida_star('012356478'
"""

FOUND = -1


def ida_star(start, goal, neighbours, h):
    path = [start]
    visited = set()

    def search(g, bound):
        state = path[-1]
        f = g + h(state)
        if f > bound:
            return f
        if state == goal:
            return FOUND
        visited.add(state)
        smallest = float("inf")
        for child in neighbours(state):
            if child in visited:
                continue
            path.append(child)
            result = search(g + 1, bound)
            if result == FOUND:
                return FOUND
            smallest = min(smallest, result)
            path.pop()
        return smallest

    bound = h(start)
    while True:
        result = search(0, bound)
        if result == FOUND:
            return path
        if result == float("inf"):
            return None
        bound = result
