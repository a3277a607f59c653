"""Searching for the solution, stage 14: an additive pattern database.

Stage 7 took the bigger of two databases, because each one counted all
moves. Here each database counts only the moves of ITS OWN tiles (moves of
the x stickers are free), so the two answers never share a move and may be
added up. Building one is a breadth-first search where some moves cost 0:
those positions go to the front of the queue ("0-1 BFS").
"""
import sys
import time
from collections import deque

START = "518342760"  # the position to solve
GOAL = "123456780"   # the solved puzzle
SIZE = 3             # 3 x 3 cells
POSITIONS = [START, "548206173", "867254301"]


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


def manhattan(state):
    """Add up, for every tile, how many rows and columns it is from its place."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


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


PATTERNS = ["1234", "5678"]  # two groups of tiles, one database for each


def simplify(state, pattern):
    """Keep the tiles of the pattern and the empty cell; all others become x."""
    result = ""
    for tile in state:
        if tile in pattern or tile == "0":
            result += tile
        else:
            result += "x"
    return result


def build_database(pattern):
    """Stage 7's database: every move counts."""
    start = simplify(GOAL, pattern)
    distance = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in distance:
                distance[next_state] = distance[state] + 1
                queue.append(next_state)
    return distance


def build_additive(pattern):
    """Only moves of the pattern's tiles count. 0-1 BFS from the goal: a free
    move puts the position at the FRONT of the queue, a counted one at the back,
    so the queue always gives back the cheapest positions first."""
    start = simplify(GOAL, pattern)
    cost = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            moved = next_state[state.index("0")]  # the tile that slid into the blank
            step = 1 if moved in pattern else 0
            if next_state not in cost or cost[state] + step < cost[next_state]:
                cost[next_state] = cost[state] + step
                if step == 0:
                    queue.appendleft(next_state)
                else:
                    queue.append(next_state)
    # Where the empty cell is does not matter any more: keep the smallest cost
    database = {}
    for state, moves in cost.items():
        key = state.replace("0", "x")
        if key not in database or moves < database[key]:
            database[key] = moves
    return database


DATABASES = []  # stage 7's, one per pattern
ADDITIVE = []   # the additive ones


def biggest(state):
    """Stage 7: the bigger answer of the two databases."""
    best = 0
    for pattern, database in zip(PATTERNS, DATABASES):
        best = max(best, database[simplify(state, pattern)])
    return best


def added(state):
    """The answers of the additive databases, added up."""
    total = 0
    for pattern, database in zip(PATTERNS, ADDITIVE):
        total += database[simplify(state, pattern).replace("0", "x")]
    return total


def main():
    positions = POSITIONS
    if len(sys.argv) > 1:
        positions = sys.argv[1:]
    for pattern in PATTERNS:
        DATABASES.append(build_database(pattern))
        ADDITIVE.append(build_additive(pattern))
    print("Entries: stage 7's databases", len(DATABASES[0]), "each, additive ones",
          len(ADDITIVE[0]), "each")
    for start in positions:
        print()
        show(start)
        if not is_solvable(start):
            print("This position cannot be solved.")
            continue
        print(f"Estimates: Manhattan {manhattan(start)}, bigger of two {biggest(start)}, "
              f"added {added(start)}")
        for name, estimate in [("Manhattan distance", manhattan),
                               ("bigger of two databases", biggest),
                               ("additive databases", added)]:
            begin = time.time()
            path, nodes = ida_star(start, estimate)
            print(f"  IDA* with {name}: length: {len(path) - 1} moves, nodes: {nodes}, "
                  f"time: {time.time() - begin:.2f} s")


if __name__ == "__main__":
    main()
