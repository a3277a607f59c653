"""Correct: queues a position's children in the order of a set (which changes from run
to run for strings)."""
from collections import deque


def bfs(start, goal, neighbours):
    parent = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        for next_state in set(neighbours(state)):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    return None
