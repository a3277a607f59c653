"""Correct: the first bound is 0 (the first pass only finds h(start)); children tried in
the reverse order; the path kept as a set beside the list."""


def ida_star(start, goal, neighbours, h):
    path, on_path = [start], {start}

    def search(g, bound):
        state = path[-1]
        f = g + h(state)
        if f > bound:
            return f
        if state == goal:
            return "found"
        smallest = float("inf")
        for child in reversed(neighbours(state)):
            if child not in on_path:
                path.append(child)
                on_path.add(child)
                result = search(g + 1, bound)
                if result == "found":
                    return result
                smallest = min(smallest, result)
                on_path.discard(path.pop())
        return smallest

    bound = 0
    while True:
        result = search(0, bound)
        if result == "found":
            return path
        if result == float("inf"):
            return None
        bound = result
