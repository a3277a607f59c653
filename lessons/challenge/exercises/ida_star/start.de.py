"""Iterative Vertiefung von start zu goal. neighbours(state): die Zustände einen Zug
entfernt; h(state): eine Schätzung der restlichen Züge, die nie zu hoch ist
(noch nicht verwendet)."""


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound):
        state = path[-1]
        if state == goal:
            return True
        if g == bound:                   # die Schranke gilt nur für die Tiefe
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
        bound += 1                       # jedes Mal eins tiefer
    return None
