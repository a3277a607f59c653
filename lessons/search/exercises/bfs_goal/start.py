"""Breadth-first search from start to goal on any graph.
neighbours(state) gives the states one move away."""
from collections import deque


def path_to(state, parent):
    """Walk back from state to the start, then turn the list around."""
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    path.reverse()
    return path


def bfs(start, goal, neighbours):
    parent = {start: None}       # where we came from to reach each state
    queue = deque([start])
    while queue:
        state = queue.popleft()  # the oldest state in the queue
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    # every reachable state has been seen: only now do we look for the goal
    if goal in parent:
        return path_to(goal, parent)
    return None
