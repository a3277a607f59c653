"""Searching for the solution, stage 9: the Euclidean distance.

We use the small 8-puzzle (3 x 3). A position is a string of 9 digits,
read row by row; "0" is the empty cell. Change START to try another one,
or give a position on the command line:  python 09_euclid.py 123456708
"""
import heapq
import math
import sys
import time

START = "518342760"  # the position to solve
GOAL = "123456780"   # the solved puzzle
SIZE = 3             # 3 x 3 cells


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


def path_to(state, parent):
    """Walk back from state to the start, then turn the list around."""
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    path.reverse()
    return path


def tiles_moved(path):
    """Which tile slides at each step of the path."""
    tiles = []
    for i in range(1, len(path)):
        tiles.append(path[i - 1][path[i].index("0")])
    return tiles


def report(name, path, nodes, seconds):
    print(name)
    print("  nodes:", nodes)
    print(f"  time: {seconds:.3f} s")
    print("  length:", len(path) - 1, "moves")
    print("  tiles to slide:", " ".join(tiles_moved(path)))


def misplaced(state):
    """How many tiles are not at their place? (The empty cell does not count.)"""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != "0" and state[i] != GOAL[i]:
            count += 1
    return count


def astar(start, estimate):
    """A* search: always go on from the position with the smallest
    moves so far + estimated moves still needed."""
    moves = {start: 0}      # fewest moves found so far to each position
    parent = {start: None}
    heap = [(estimate(start), 0, start)]
    nodes = 0
    while heap:
        total, done, state = heapq.heappop(heap)  # the smallest total
        if done > moves[state]:
            continue  # an old entry: we found a shorter way here later
        nodes += 1
        if state == GOAL:
            return path_to(state, parent), nodes
        for next_state in neighbours(state):
            if next_state not in moves or done + 1 < moves[next_state]:
                moves[next_state] = done + 1
                parent[next_state] = state
                heapq.heappush(heap, (done + 1 + estimate(next_state), done + 1, next_state))
    return None, nodes


def manhattan(state):
    """Add up, for every tile, how many rows and columns it is from its place."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


def euclid(state):
    """Add up, for every tile, the straight-line distance to its place
    (as the crow flies: the square root of rows squared + columns squared)."""
    total = 0.0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            rows = i // SIZE - home // SIZE
            cols = i % SIZE - home % SIZE
            total += math.sqrt(rows * rows + cols * cols)
    return total


def main():
    start = START
    if len(sys.argv) > 1:
        start = sys.argv[1]
    print("Start:")
    show(start)
    if not is_solvable(start):
        print("This position cannot be solved.")
        return
    print()

    print(f"Estimates of the start: misplaced {misplaced(start)}, "
          f"Euclidean {euclid(start):.2f}, Manhattan {manhattan(start)}")
    print()
    for name, estimate in [("misplaced tiles", misplaced), ("Euclidean distance", euclid),
                           ("Manhattan distance", manhattan)]:
        begin = time.time()
        path, nodes = astar(start, estimate)
        report("A* with " + name, path, nodes, time.time() - begin)

if __name__ == "__main__":
    main()
