"""Correct: stops as soon as the goal is generated (one level earlier than the statement's
way, so it expands fewer positions)."""
from collections import deque


def path_to(state, parent):
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    return path[::-1]


def bfs(start, goal, neighbours):
    if start == goal:
        return [start]
    parent = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                if next_state == goal:
                    return path_to(next_state, parent)
                queue.append(next_state)
    return None
