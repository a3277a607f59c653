"""A solver for the challenge: breadth-first search over positions.

solve(board) gets the board as a list of rows (0 is the blank) and returns the moves.
A move names the way a TILE slides into the blank: "Down" slides the tile above the
blank down. Breadth-first search finds a shortest answer, but only for small boards or
positions close to the goal.
"""

from collections import deque

STEPS = {"Up": (1, 0), "Down": (-1, 0), "Left": (0, 1), "Right": (0, -1)}


def solve(board):
    rows, cols = len(board), len(board[0])
    start = tuple(tile for row in board for tile in row)
    goal = tuple(range(1, rows * cols)) + (0,)
    came_from = {start: None}
    frontier = deque([start])
    while frontier:
        state = frontier.popleft()
        if state == goal:
            break
        r, c = divmod(state.index(0), cols)
        for move, (dr, dc) in STEPS.items():
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                cells = list(state)
                cells[r * cols + c], cells[nr * cols + nc] = cells[nr * cols + nc], 0
                nxt = tuple(cells)
                if nxt not in came_from:
                    came_from[nxt] = (state, move)
                    frontier.append(nxt)
    moves = []
    state = goal
    while came_from[state] is not None:
        state, move = came_from[state]
        moves.append(move)
    return moves[::-1]
