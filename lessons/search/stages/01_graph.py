"""Searching for the solution, stage 1: positions and their neighbours.

We use the small 8-puzzle (3 x 3). A position is a string of 9 digits,
read row by row; "0" is the empty cell. Change START to try another one,
or give a position on the command line:  python 01_graph.py 123456708
"""
import sys

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
    print("Its neighbours (one move away):")
    for position in neighbours(start):
        print()
        show(position)
    print()
    print("Number of neighbours:", len(neighbours(start)))
    print("Neighbours of the goal:", neighbours(GOAL))


if __name__ == "__main__":
    main()
