"""Slip: gives back the path from the goal to the start.
Caught by: small_graph_path: neighbours = {'S': ['A', 'B']
Caught by: small_graph_path: bfs('S', 'G', neighbours)
"""
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
            return path
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    return None
