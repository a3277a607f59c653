"""Slip: gives back an empty list instead of None when the goal cannot be reached.
Caught by: unreachable_goal: neighbours = {'S': ['A', 'B']
Caught by: unreachable_goal: bfs('S', 'X', neighbours)
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
            return path[::-1]
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    return []
