"""Searching for the solution, stage 6: IDA*, a search that hardly needs any memory.

We use the small 8-puzzle (3 x 3). A position is a string of 9 digits,
read row by row; "0" is the empty cell. Change START to try another one,
or give a position on the command line:  python 06_ida_star.py 123456708
"""
import heapq
import sys
import time
from collections import deque

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


def bfs(start):
    """Breadth-first search: look at all positions 1 move away,
    then all positions 2 moves away, and so on.
    Gives back the path to the goal and the number of nodes looked at."""
    parent = {start: None}  # where we came from to reach each position
    queue = deque([start])
    nodes = 0
    while queue:
        state = queue.popleft()  # the oldest position in the queue
        nodes += 1
        if state == GOAL:
            return path_to(state, parent), nodes
        for next_state in neighbours(state):
            if next_state not in parent:  # a position we have not seen yet
                parent[next_state] = state
                queue.append(next_state)
    return None, nodes


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


def must_leave(homes):
    """homes: where the tiles of one line belong, in the order they stand.
    How many tiles must step out of the line so the others are in order?"""
    # longest[i]: the longest chain in order that ends with tile i
    longest = []
    for i in range(len(homes)):
        longest.append(1)
        for j in range(i):
            if homes[j] < homes[i]:
                longest[i] = max(longest[i], longest[j] + 1)
    if not homes:
        return 0
    return len(homes) - max(longest)


def linear_conflict(state):
    """Manhattan distance, plus 2 moves for every tile that must step out
    of its row or column to let another tile pass."""
    extra = 0
    for line in range(SIZE):
        row_homes = []  # tiles in this row that belong to this row
        col_homes = []  # tiles in this column that belong to this column
        for k in range(SIZE):
            tile = state[line * SIZE + k]
            if tile != "0" and GOAL.index(tile) // SIZE == line:
                row_homes.append(GOAL.index(tile) % SIZE)
            tile = state[k * SIZE + line]
            if tile != "0" and GOAL.index(tile) % SIZE == line:
                col_homes.append(GOAL.index(tile) // SIZE)
        extra += must_leave(row_homes) + must_leave(col_homes)
    return manhattan(state) + 2 * extra


nodes = 0  # IDA* counts its nodes here


def ida_star(start, estimate):
    """IDA*: a depth-first search that stops when moves + estimate
    goes over a limit. If the goal is not found, raise the limit and
    start again. It only remembers the current path."""
    global nodes
    nodes = 0
    limit = estimate(start)
    path = [start]
    while True:
        result = dig(path, 0, limit, estimate)
        if result == "found":
            return path, nodes
        limit = result  # the smallest total that went over the limit


def dig(path, done, limit, estimate):
    global nodes
    nodes += 1
    state = path[-1]
    total = done + estimate(state)
    if total > limit:
        return total
    if state == GOAL:
        return "found"
    smallest = 1000  # the smallest total over the limit found below here
    for next_state in neighbours(state):
        if next_state in path:
            continue  # do not walk in circles
        path.append(next_state)
        result = dig(path, done + 1, limit, estimate)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        path.pop()
    return smallest


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

    begin = time.time()
    path, nodes = bfs(start)
    report("Breadth-first search", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, misplaced)
    report("A* with misplaced tiles", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, manhattan)
    report("A* with Manhattan distance", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, linear_conflict)
    report("A* with linear conflicts", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = ida_star(start, linear_conflict)
    report("IDA* with linear conflicts", path, nodes, time.time() - begin)


if __name__ == "__main__":
    main()
