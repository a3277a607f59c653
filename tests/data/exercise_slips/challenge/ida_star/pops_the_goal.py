"""Slip: takes the last position off the path before it looks whether the goal was found,
so the path it gives back has lost its end.
Caught by: shortest_paths: ida_star('
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
            if child in path:
                continue
            path.append(child)
            result = search(g + 1, bound)
            path.pop()
            if result == FOUND:
                return FOUND
            smallest = min(smallest, result)
        return smallest

    bound = h(start)
    while True:
        result = search(0, bound)
        if result == FOUND:
            return path
        if result == float("inf"):
            return None
        bound = result
