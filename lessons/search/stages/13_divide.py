"""Searching for the solution, stage 13: divide and conquer, for any size.

Instead of one search for the whole puzzle, many small ones: put the top
row in place (tile by tile, the last two together), then the left column,
and so on; a finished line is frozen and never touched again, so the board
left to solve shrinks: 5 x 5 -> 4 x 4 -> 3 x 3 -> ... Each small step is a
breadth-first search that only follows the tiles it is placing and the
empty cell. The answers are long, but any size is solved in a moment.
python 13_divide.py 6   solves a random 6 x 6 board
"""
import random
import sys
from collections import deque

# The thesis' 4 x 4 example; 0 is the empty cell
EXAMPLE = [7, 1, 3, 4, 2, 5, 10, 8, 0, 6, 9, 11, 13, 14, 15, 12]


def inversions(board):
    tiles = [tile for tile in board if tile != 0]
    count = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                count += 1
    return count


def is_solvable(board, size):
    """The rule of stage 11 for a size x size board."""
    if size % 2 == 1:
        return inversions(board) % 2 == 0
    blank_row_from_bottom = size - board.index(0) // size
    return (inversions(board) + blank_row_from_bottom) % 2 == 1


def random_board(size, seed):
    """A random solvable board: shuffle, and swap two tiles if it cannot be solved."""
    board = list(range(size * size))
    random.Random(seed).shuffle(board)
    if not is_solvable(board, size):
        first, second = [i for i in range(len(board)) if board[i] != 0][:2]
        board[first], board[second] = board[second], board[first]
    return board


def plan(size):
    """The sub-goals in order: lists of tiles to put in place together."""
    steps = []
    top, left = 0, 0  # the board still to solve starts at row top, column left
    while size - top > 2 or size - left > 2:
        if size - top >= size - left:  # solve the top row of what is left
            line = [top * size + col + 1 for col in range(left, size)]
            top += 1
        else:  # solve the left column of what is left
            line = [row * size + left + 1 for row in range(top, size)]
            left += 1
        for tile in line[:-2]:
            steps.append([tile])
        steps.append(line[-2:])  # the last two of a line must come in together
    last = [row * size + col + 1 for row in (top, top + 1) for col in (left, left + 1)]
    steps.append(last[:-1])  # the last 2 x 2 corner: its three tiles
    return steps


def place(board, size, tiles, frozen):
    """Breadth-first search that brings tiles home without touching frozen cells.
    A state is (where each of tiles is, where the empty cell is): other tiles
    all look alike. Makes the moves on board; gives back the moves (the cells
    the empty cell goes to) and the number of nodes."""
    homes = tuple(tile - 1 for tile in tiles)
    start = tuple(board.index(tile) for tile in tiles) + (board.index(0),)
    parent = {start: None}
    queue = deque([start])
    nodes = 0
    while queue:
        state = queue.popleft()
        nodes += 1
        if state[:-1] == homes:
            break
        blank = state[-1]
        row, col = blank // size, blank % size
        for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            new_row, new_col = row + step_row, col + step_col
            other = new_row * size + new_col
            if 0 <= new_row < size and 0 <= new_col < size and other not in frozen:
                # a tile we follow at other slides into blank; others we do not follow
                places = [blank if place == other else place for place in state[:-1]]
                next_state = tuple(places) + (other,)
                if next_state not in parent:
                    parent[next_state] = state
                    queue.append(next_state)
    else:
        raise ValueError("this position cannot be solved")
    path = []  # the cells the empty cell goes to, from the goal back to the start
    while parent[state] is not None:
        path.append(state[-1])
        state = parent[state]
    path.reverse()
    for other in path:  # make the moves on the real board
        blank = board.index(0)
        board[blank], board[other] = board[other], 0
    return path, nodes


def solve(board, size):
    """Solve by sub-goals. Gives back the number of moves and of nodes."""
    board = board[:]
    frozen = set()
    moves, nodes = 0, 0
    for tiles in plan(size):
        path, searched = place(board, size, tiles, frozen)
        moves += len(path)
        nodes += searched
        frozen.update(tile - 1 for tile in tiles)  # their cells are done
    assert board == list(range(1, size * size)) + [0], "not solved"
    return moves, nodes


def main():
    sizes = [3, 4, 5, 6]
    if len(sys.argv) > 1:
        sizes = [int(sys.argv[1])]
    print("Sub-goals on a 4 x 4 board:", plan(4))
    moves, nodes = solve(EXAMPLE, 4)
    print(f"The thesis' example (18 moves at best): {moves} moves, {nodes} nodes")
    for size in sizes:
        board = random_board(size, seed=size)
        moves, nodes = solve(board, size)
        print(f"A random {size} x {size} board: {moves} moves, {nodes} nodes")


if __name__ == "__main__":
    main()
