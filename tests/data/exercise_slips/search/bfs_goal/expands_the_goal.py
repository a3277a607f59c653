"""Slip: expands a position before it looks whether it is the goal.
Caught by: stops_at_goal: neighbours = {'S': ['A', 'B']
Caught by: stops_at_goal: bfs('S', 'A', neighbours)
"""
from collections import deque


def bfs(start, goal, neighbours):
    parent = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
    return None
