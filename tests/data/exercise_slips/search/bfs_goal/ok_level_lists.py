"""Correct: one list per level instead of a queue, children sorted, paths kept whole."""


def bfs(start, goal, neighbours):
    paths = {start: [start]}
    level = [start]
    while level:
        next_level = []
        for state in level:
            if state == goal:
                return paths[state]
            for next_state in sorted(neighbours(state), key=repr):
                if next_state not in paths:
                    paths[next_state] = paths[state] + [next_state]
                    next_level.append(next_state)
        level = next_level
    return None
