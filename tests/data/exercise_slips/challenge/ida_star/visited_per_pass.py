"""Slip: one visited set for each pass (a position reached once in a pass is never
entered again in that pass, even by a shorter way).
Caught by: visited_per_pass: ida_star('
"""

FOUND = -1


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound, visited):
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
            result = search(g + 1, bound, visited)
            if result == FOUND:
                return FOUND
            smallest = min(smallest, result)
            path.pop()
        return smallest

    bound = h(start)
    while True:
        result = search(0, bound, set())
        if result == FOUND:
            return path
        if result == float("inf"):
            return None
        bound = result
