"""Correct: Korf's way, skipping only the position it came from (not the whole path)."""


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound, came_from):
        state = path[-1]
        f = g + h(state)
        if f > bound:
            return f, False
        if state == goal:
            return f, True
        smallest = None
        for child in neighbours(state):
            if child == came_from:
                continue
            path.append(child)
            value, found = search(g + 1, bound, state)
            if found:
                return value, True
            path.pop()
            if smallest is None or value < smallest:
                smallest = value
        return smallest, False

    bound = h(start)
    while True:
        value, found = search(0, bound, None)
        if found:
            return path
        if value is None:
            return None
        bound = value
