"""Searching for the solution, stage 10: consistent estimates.

An estimate is consistent when one move never changes it by more than 1:
estimate(position) <= 1 + estimate(neighbour). The program checks this for
every one of the 181 440 solvable positions, for four estimates, and shows
what A* has to do with an estimate that is admissible but not consistent:
reopen positions it had already finished.
"""
import heapq
import sys
from collections import deque

START = "518342760"  # the position for A*
GOAL = "123456780"   # the solved puzzle
SIZE = 3             # 3 x 3 cells
HOME = {tile: GOAL.index(tile) for tile in GOAL}  # where each tile belongs


def show(state):
    """Print a position as 3 rows; the empty cell is a dot."""
    for row in range(SIZE):
        line = state[row * SIZE:(row + 1) * SIZE]
        print(" ".join(line).replace("0", "."))


def neighbours(state):
    """All positions we can reach from state with one move."""
    result = []
    blank = state.index("0")
    row = blank // SIZE
    col = blank % SIZE
    # the empty cell can go up, down, left or right
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row = row + step_row
        new_col = col + step_col
        if 0 <= new_row < SIZE and 0 <= new_col < SIZE:
            other = new_row * SIZE + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result


def is_solvable(state):
    """On a 3 x 3 board: solvable when the number of inversions is even."""
    tiles = state.replace("0", "")
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions % 2 == 0


def all_distances():
    """Breadth-first search from the goal: the exact distance of every position."""
    distance = {GOAL: 0}
    queue = deque([GOAL])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in distance:
                distance[next_state] = distance[state] + 1
                queue.append(next_state)
    return distance


def misplaced(state):
    """Tiles not at their place (the empty cell does not count)."""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != "0" and state[i] != GOAL[i]:
            count += 1
    return count


def misplaced_with_blank(state):
    """Like the thesis' program: every cell that differs from the goal, the empty cell too."""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != GOAL[i]:
            count += 1
    return count


def manhattan(state):
    """For every tile: rows plus columns away from its place."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = HOME[tile]
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


def corner_manhattan(state):
    """The Manhattan distance when the empty cell is in a corner, else 0.
    Never too big, but it jumps: not consistent."""
    if state.index("0") in (0, SIZE - 1, SIZE * (SIZE - 1), SIZE * SIZE - 1):
        return manhattan(state)
    return 0


def check(name, estimate, distance):
    """Count the positions where the estimate is too big, and the moves where it
    drops by more than 1 (then it is not consistent)."""
    value = {state: estimate(state) for state in distance}
    too_big = 0
    jumps = 0
    for state in distance:
        if value[state] > distance[state]:
            too_big += 1
        for next_state in neighbours(state):
            if value[state] > 1 + value[next_state]:
                jumps += 1
    print(f"{name:22} too big in {too_big:6} positions, drops by more than 1 in {jumps:6} moves")


def astar(start, estimate):
    """A* that also counts how often a finished position is opened again."""
    moves = {start: 0}
    finished = set()
    heap = [(estimate(start), 0, start)]
    nodes = 0
    reopened = 0
    while heap:
        total, done, state = heapq.heappop(heap)
        if done > moves[state]:
            continue  # an old entry
        if state in finished:
            reopened += 1  # finished before, but now reached with fewer moves
        finished.add(state)
        nodes += 1
        if state == GOAL:
            return done, nodes, reopened
        for next_state in neighbours(state):
            if next_state not in moves or done + 1 < moves[next_state]:
                moves[next_state] = done + 1
                heapq.heappush(heap, (done + 1 + estimate(next_state), done + 1, next_state))
    return None, nodes, reopened


def main():
    start = START
    if len(sys.argv) > 1:
        start = sys.argv[1]
    distance = all_distances()
    print("Solvable positions:", len(distance))
    estimates = [("misplaced tiles", misplaced), ("misplaced with blank", misplaced_with_blank),
                 ("Manhattan distance", manhattan), ("corner Manhattan", corner_manhattan)]
    for name, estimate in estimates:
        check(name, estimate, distance)
    if start not in distance:
        print("The position", start, "cannot be solved.")
        return
    print()
    print("A* from", start)
    for name, estimate in estimates:
        length, nodes, reopened = astar(start, estimate)
        print(f"{name:22} length: {length} moves, nodes: {nodes}, reopened: {reopened}")


if __name__ == "__main__":
    main()
