"""Correct: queues a position's children in a random order."""
import random
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
        children = list(neighbours(state))
        random.shuffle(children)
        for next_state in children:
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    return None
