"""Correct: a plain list as the queue, read with an index."""


def bfs(start, goal, neighbours):
    parent = {start: None}
    queue = [start]
    i = 0
    while i < len(queue):
        state = queue[i]
        i += 1
        if state == goal:
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            path.reverse()
            return path
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    return None
