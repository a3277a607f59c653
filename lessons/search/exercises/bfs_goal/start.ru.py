"""Поиск в ширину от start до goal на любом графе.
neighbours(state) даёт позиции в один ход от state."""
from collections import deque


def path_to(state, parent):
    """Идём назад от state до start, потом переворачиваем список."""
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    path.reverse()
    return path


def bfs(start, goal, neighbours):
    parent = {start: None}       # откуда мы пришли в каждую позицию
    queue = deque([start])
    while queue:
        state = queue.popleft()  # самая старая позиция в очереди
        for next_state in neighbours(state):
            if next_state not in parent:
                parent[next_state] = state
                queue.append(next_state)
    # все достижимые позиции уже просмотрены: только теперь ищем цель
    if goal in parent:
        return path_to(goal, parent)
    return None
