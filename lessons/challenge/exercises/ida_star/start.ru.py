"""Поиск с постепенным углублением от start до goal. neighbours(state): позиции
в один ход от state; h(state): оценка оставшихся ходов, которая никогда
не бывает больше настоящего числа (пока не используется)."""


def ida_star(start, goal, neighbours, h):
    path = [start]

    def search(g, bound):
        state = path[-1]
        if state == goal:
            return True
        if g == bound:                   # граница стоит только на глубину
            return False
        for child in neighbours(state):
            if child in path:
                continue
            path.append(child)
            if search(g + 1, bound):
                return True
            path.pop()
        return False

    bound = 0
    while bound < 100:
        if search(0, bound):
            return path
        bound += 1                       # каждый раз на один ход глубже
    return None
