"""Slip: looks for the goal only among the children, so a start that is the goal is
searched past.
Caught by: start_is_goal: neighbours = {'S': ['A', 'B']
Caught by: start_is_goal: bfs('S', 'S', neighbours)
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
                if next_state == goal:
                    path = []
                    while next_state is not None:
                        path.append(next_state)
                        next_state = parent[next_state]
                    return path[::-1]
                queue.append(next_state)
    return None
