"""Slip: marks a position as seen only when it is taken from the queue, so a position
already in the queue gets a new parent from a position of its own level.
Caught by: edges_inside_a_level: neighbours = {'S': ['A', 'B'], 'A': ['S', 'B', 'C']
Caught by: edges_inside_a_level: neighbours)
"""
from collections import deque


def bfs(start, goal, neighbours):
    parent = {start: None}
    done = set()
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state in done:
            continue
        done.add(state)
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        for next_state in neighbours(state):
            if next_state not in done:
                parent[next_state] = state
                queue.append(next_state)
    return None
