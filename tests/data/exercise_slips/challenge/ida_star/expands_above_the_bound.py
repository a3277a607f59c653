"""Slip: expands a position before it compares its f with the bound.
Caught by: only_f_at_most_c: ida_star('
"""

FOUND = -1


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound):
        state = path[-1]
        if state == goal:
            return FOUND
        children = neighbours(state)
        f = g + h(state)
        if f > bound:
            return f
        smallest = float("inf")
        for child in children:
            if child in path:
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
