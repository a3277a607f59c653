"""IDA* from start to goal. neighbours(state): the states one move away;
h(state): an estimate of the moves left that never overestimates."""

FOUND = -1


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound):
        """FOUND, or the smallest f above the bound seen below this position."""
        state = path[-1]
        f = g + h(state)
        if f > bound:
            return f                     # not expanded: too far for this pass
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
        bound = result                   # the smallest f that was above the bound
