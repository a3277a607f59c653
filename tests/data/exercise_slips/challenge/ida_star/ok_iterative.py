"""Correct: each pass is a depth-first search with an explicit stack of child lists."""


def ida_star(start, goal, neighbours, h):
    bound = h(start)
    while True:
        path = [start]
        if start == goal:
            return path
        stack = [list(reversed(neighbours(start)))]
        smallest = None
        while stack:
            if not stack[-1]:
                stack.pop()
                path.pop()
                continue
            child = stack[-1].pop()
            if child in path:
                continue
            f = len(path) + h(child)
            if f > bound:
                smallest = f if smallest is None else min(smallest, f)
                continue
            path.append(child)
            if child == goal:
                return path
            stack.append(list(reversed(neighbours(child))))
        if smallest is None:
            return None
        bound = smallest
