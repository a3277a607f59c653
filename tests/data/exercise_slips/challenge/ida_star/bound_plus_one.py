"""Slip: the next bound is the last one + 1, not the smallest f above it (with the
Manhattan distance every other pass repeats the one before).
Caught by: bound_plus_one: ida_star('
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
        bound += 1
