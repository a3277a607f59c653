"""The solver challenge, stage 2: a starter solver.

It uses IDA* with the Manhattan distance, so its answers are as short as
possible. It is simple, and fast enough for the easy positions only.
Change WHICH (or run: python FILE.py T3) to try another position.
"""
import sys
import time

# The five challenge positions (the same as in positions.tsv); 0 is the blank
POSITIONS = {
    "T1": [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
    "T2": [[2, 5, 13, 12], [1, 0, 3, 15], [9, 7, 14, 6], [10, 11, 8, 4]],
    "T3": [[5, 2, 4, 8], [10, 0, 3, 14], [13, 6, 11, 12], [1, 15, 9, 7]],
    "T4": [[11, 4, 12, 2], [5, 10, 3, 15], [14, 1, 6, 7], [0, 9, 8, 13]],
    "T5": [[5, 8, 7, 11], [1, 6, 12, 2], [9, 0, 13, 10], [14, 3, 4, 15]],
}
WHICH = "T1"  # the position to solve
SIZE = 4

# How the blank moves, and the word for the move: the direction the TILE slides.
# If the blank goes up, the tile above it slides down: that move is "Down".
MOVES = [(-1, 0, "Down"), (1, 0, "Up"), (0, -1, "Right"), (0, 1, "Left")]
nodes = 0  # how many positions the search has looked at


def manhattan(cells):
    """For every tile: how many rows and columns is it from its place?"""
    total = 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            home = tile - 1  # tile 1 belongs at place 0, tile 2 at place 1, ...
            total += abs(place // SIZE - home // SIZE) + abs(place % SIZE - home % SIZE)
    return total


def solve(board):
    """board: 4 lists of 4 numbers, 0 is the blank.
    Gives back the list of moves, for example ["Down", "Left", ...]."""
    global nodes
    nodes = 0
    cells = []  # one flat list of 16 numbers is easier to work with
    for row in board:
        cells.extend(row)
    moves = []
    limit = manhattan(cells)
    while True:
        result = dig(cells, cells.index(0), moves, limit)
        if result == "found":
            return moves
        limit = result  # nothing found: allow a longer path and start again


def dig(cells, blank, moves, limit):
    """Depth-first search: try moves until moves so far + estimate > limit.
    The moves are made on cells and taken back on the way out."""
    global nodes
    nodes += 1
    estimate = manhattan(cells)
    if estimate == 0:  # every tile is at home: solved!
        return "found"
    total = len(moves) + estimate
    if total > limit:
        return total
    smallest = 1000
    for step_row, step_col, word in MOVES:
        row = blank // SIZE + step_row
        col = blank % SIZE + step_col
        if row < 0 or row >= SIZE or col < 0 or col >= SIZE:
            continue  # off the board
        if moves and is_undo(moves[-1], word):
            continue  # do not just take back the last move
        other = row * SIZE + col
        cells[blank], cells[other] = cells[other], cells[blank]  # make the move
        moves.append(word)
        result = dig(cells, other, moves, limit)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        moves.pop()
        cells[blank], cells[other] = cells[other], cells[blank]  # take it back
    return smallest


def is_undo(last, word):
    """Does word take back the move last?"""
    opposite = {"Up": "Down", "Down": "Up", "Left": "Right", "Right": "Left"}
    return opposite[last] == word


def main():
    which = WHICH
    if len(sys.argv) > 1:  # a position name on the command line: python FILE.py T3
        which = sys.argv[1]
    board = POSITIONS[which]
    print("Position", which)
    for row in board:
        print(" ".join(str(number).rjust(2) for number in row))
    begin = time.time()
    moves = solve(board)
    seconds = time.time() - begin
    for number, word in enumerate(moves, start=1):
        print(f"{number}: {word}")
    print(f"{len(moves)} moves in {seconds:.2f} s, {nodes} nodes")


if __name__ == "__main__":
    main()
