"""Slip: takes the newest position from the queue (a stack): depth-first search.
Caught by: small_graph_path: neighbours = {'S': ['A', 'B']
Caught by: small_graph_path: bfs('S', 'G', neighbours)
"""


def bfs(start, goal, neighbours):
    parent = {start: None}
    stack = [start]
    while stack:
        state = stack.pop()
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                stack.append(next_state)
    return None
