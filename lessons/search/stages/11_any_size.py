"""Searching for the solution, stage 11: which positions can be solved, on any board?

A board has ROWS x COLS cells. The rule:
- odd width (3, 5, ... columns): the number of inversions must be even;
- even width (2, 4, ... columns): the inversions plus the row of the empty
  cell, counted from the bottom (1, 2, ...), must be odd.
The program checks the rule against breadth-first search on small boards:
it finds every position reachable from the goal and compares.
"""
import sys
from collections import deque
from itertools import permutations

SIZES = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)]  # (rows, columns) to check


def goal(rows, cols):
    """1, 2, ..., then the empty cell 0 in the bottom-right corner."""
    return tuple(list(range(1, rows * cols)) + [0])


def neighbours(state, rows, cols):
    """All positions one move away."""
    result = []
    blank = state.index(0)
    row, col = blank // cols, blank % cols
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row, new_col = row + step_row, col + step_col
        if 0 <= new_row < rows and 0 <= new_col < cols:
            other = new_row * cols + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append(tuple(cells))
    return result


def reachable(rows, cols):
    """Every position breadth-first search reaches from the goal."""
    start = goal(rows, cols)
    seen = {start}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state, rows, cols):
            if next_state not in seen:
                seen.add(next_state)
                queue.append(next_state)
    return seen


def inversions(state):
    """Pairs of tiles in the wrong order, reading row by row (the empty cell skipped)."""
    tiles = [tile for tile in state if tile != 0]
    count = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                count += 1
    return count


def is_solvable(state, rows, cols):
    """The rule for a board of any size."""
    if cols % 2 == 1:
        return inversions(state) % 2 == 0
    blank_row_from_bottom = rows - state.index(0) // cols
    return (inversions(state) + blank_row_from_bottom) % 2 == 1


def check(rows, cols):
    found = reachable(rows, cols)
    agree = 0
    total = 0
    for state in permutations(range(rows * cols)):
        total += 1
        if is_solvable(state, rows, cols) == (state in found):
            agree += 1
    print(f"{rows} x {cols}: {total} positions, {len(found)} reachable, "
          f"the rule agrees on {agree}")


def main():
    for rows, cols in SIZES:
        check(rows, cols)
    # A position of your own: python 11_any_size.py ROWS COLS numbers...
    if len(sys.argv) > 3:
        rows, cols = int(sys.argv[1]), int(sys.argv[2])
        state = tuple(int(x) for x in sys.argv[3:])
        verdict = "solvable" if is_solvable(state, rows, cols) else "NOT solvable"
        print("Your position:", inversions(state), "inversions,", verdict)
    fifteen = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0)
    print("The 14-15 puzzle:", inversions(fifteen), "inversion, empty cell in row 1 from the "
          "bottom:", "solvable" if is_solvable(fifteen, 4, 4) else "NOT solvable")


if __name__ == "__main__":
    main()
