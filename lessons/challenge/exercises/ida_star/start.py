"""Iterative deepening from start to goal. neighbours(state): the states one move away;
h(state): an estimate of the moves left that never overestimates (not used yet)."""


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound):
        state = path[-1]
        if state == goal:
            return True
        if g == bound:                   # the bound is on the depth only
            return False
        for child in neighbours(state):
            if child in path:
                continue
            path.append(child)
            if search(g + 1, bound):
                return True
            path.pop()
        return False

    bound = 0
    while bound < 100:
        if search(0, bound):
            return path
        bound += 1                       # one deeper each time
    return None
