"""Breitensuche von start nach goal auf einem beliebigen Graphen.
neighbours(state) gibt die Zustände einen Zug entfernt zurück."""
from collections import deque


def path_to(state, parent):
    """Von state zurück zum Start gehen, dann die Liste umdrehen."""
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    path.reverse()
    return path


def bfs(start, goal, neighbours):
    parent = {start: None}       # woher wir zu jedem Zustand gekommen sind
    queue = deque([start])
    while queue:
        state = queue.popleft()  # der älteste Zustand in der Warteschlange
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    # jeder erreichbare Zustand wurde gesehen: erst jetzt suchen wir das Ziel
    if goal in parent:
        return path_to(goal, parent)
    return None
