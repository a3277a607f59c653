"""Searching for the solution, stage 12: the fifteen puzzle (4 x 4).

The same IDA* and estimates as before; only SIZE and GOAL change. A position
is a string of 16 characters row by row; the tiles 10 to 15 are written as
the letters A to F, so every tile is one character, and "0" is the empty
cell. Give a position on the command line to try it:
python 12_fifteen.py 123456789ABCDEF0
"""
import sys
import time

# The thesis' example (18 moves), a challenge position (15 moves) and a harder one
POSITIONS = ["713425A8069BDEFC", "517392B4D6F80AEC", "063728F419ACE5DB"]
GOAL = "123456789ABCDEF0"  # the solved puzzle
SIZE = 4                   # 4 x 4 cells


def show(state):
    """Print a position as 4 rows of numbers; the empty cell is a dot."""
    for row in range(SIZE):
        line = ""
        for tile in state[row * SIZE:(row + 1) * SIZE]:
            line += "  ." if tile == "0" else str(int(tile, 16)).rjust(3)
        print(line)


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
    """The rule for an even width: inversions + row of the empty cell counted
    from the bottom must be odd. (int(tile, 16) reads "A" as 10, "F" as 15.)"""
    tiles = [int(tile, 16) for tile in state if tile != "0"]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    blank_row_from_bottom = SIZE - state.index("0") // SIZE
    return (inversions + blank_row_from_bottom) % 2 == 1


def tiles_moved(path):
    """Which tile slides at each step of the path."""
    tiles = []
    for i in range(1, len(path)):
        tiles.append(path[i - 1][path[i].index("0")])
    return tiles


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
    positions = POSITIONS
    if len(sys.argv) > 1:
        positions = sys.argv[1:]
    for start in positions:
        print("Start:")
        show(start)
        if not is_solvable(start):
            print("This position cannot be solved.")
            continue
        for name, estimate in [("Manhattan distance", manhattan),
                               ("linear conflicts", linear_conflict)]:
            begin = time.time()
            path, nodes = ida_star(start, estimate)
            print(f"  IDA* with {name}: length: {len(path) - 1} moves, nodes: {nodes}, "
                  f"time: {time.time() - begin:.2f} s")
        tiles = [str(int(tile, 16)) for tile in tiles_moved(path)]
        print("  tiles to slide:", " ".join(tiles))
        print()


if __name__ == "__main__":
    main()
