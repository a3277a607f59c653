"""Slip: does not skip the positions on the path, so it steps back to where it came from.
Caught by: bound_plus_one: ida_star('012356478'
"""

FOUND = -1


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound):
        state = path[-1]
        f = g + h(state)
        if f > bound:
            return f
        if state == goal:
            return FOUND
        smallest = float("inf")
        for child in neighbours(state):
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
        bound = result
