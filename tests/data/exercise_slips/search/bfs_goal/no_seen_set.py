"""Slip: remembers no position, so positions come back into the queue again and again.
Caught by: small_graph_path: neighbours = {'S': ['A', 'B']
Caught by: small_graph_path: bfs('S', 'G', neighbours)
"""
from collections import deque


def bfs(start, goal, neighbours):
    queue = deque([[start]])
    while queue:
        path = queue.popleft()
        if path[-1] == goal:
            return path
        for next_state in neighbours(path[-1]):
            queue.append(path + [next_state])
    return None
