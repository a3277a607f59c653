"""Correct: the lesson's way (stage 3): no closed set, but an old entry (a shorter way to
its position was found later) is skipped when it comes out."""
import heapq


def astar(start, goal, neighbours, h):
    moves = {start: 0}
    parent = {start: None}
    heap = [(h(start), 0, start)]
    while heap:
        total, done, state = heapq.heappop(heap)
        if done > moves[state]:
            continue
        if state == goal:
            path = []
            while state is not None:
                path.append(state)
                state = parent[state]
            return path[::-1]
        for next_state in neighbours(state):
            if next_state not in moves or done + 1 < moves[next_state]:
                moves[next_state] = done + 1
                parent[next_state] = state
                heapq.heappush(heap, (done + 1 + h(next_state), done + 1, next_state))
    return None
