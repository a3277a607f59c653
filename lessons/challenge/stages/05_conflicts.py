"""The solver challenge, stage 5: IDA* with linear conflicts.

Shortest answers again (no weight), but with a better estimate: the
Manhattan distance plus 2 moves for every tile that must step out of its
row or column to let another tile of that line pass (see the search lesson).
A move changes only the two lines the tile leaves and enters, so only
those are counted again.
Change WHICH (or run: python FILE.py T5) to try another position.
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
WHICH = "T4"  # the position to solve
SIZE = 4

# How the blank moves, and the word for the move: the direction the TILE slides.
# If the blank goes up, the tile above it slides down: that move is "Down".
MOVES = [(-1, 0, "Down"), (1, 0, "Up"), (0, -1, "Right"), (0, 1, "Left")]
nodes = 0  # how many positions the search has looked at


def distance(tile, place):
    """How many rows and columns is place away from the home of tile?"""
    home = tile - 1  # tile 1 belongs at place 0, tile 2 at place 1, ...
    return abs(place // SIZE - home // SIZE) + abs(place % SIZE - home % SIZE)


def manhattan(cells):
    """For every tile: how many rows and columns is it from its place?"""
    total = 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            total += distance(tile, place)
    return total


# The cells of every row and every column
LINES = {}
for number in range(SIZE):
    LINES["row", number] = [number * SIZE + k for k in range(SIZE)]
    LINES["column", number] = [k * SIZE + number for k in range(SIZE)]


def must_leave(homes):
    """homes: where in the line its own tiles want to be, in the order they stand.
    How many must step out so that the others are in order?
    The longest chain in order may stay; the rest must leave."""
    longest = []  # longest[i]: the longest chain in order that ends with homes[i]
    for i in range(len(homes)):
        best = 1
        for j in range(i):
            if homes[j] < homes[i] and longest[j] + 1 > best:
                best = longest[j] + 1
        longest.append(best)
    return len(homes) - max(longest, default=0)


KNOWN = {}  # line_conflict remembers its answers: (line, its 4 tiles) -> extra moves


def line_conflict(cells, line):
    """Extra moves for one row or column: 2 for every tile that must leave it."""
    places = LINES[line]
    key = (line, cells[places[0]], cells[places[1]], cells[places[2]], cells[places[3]])
    if key not in KNOWN:
        KNOWN[key] = count_line_conflict(cells, line)
    return KNOWN[key]


def count_line_conflict(cells, line):
    kind, number = line
    homes = []
    for place in LINES[line]:
        tile = cells[place]
        if tile != 0:
            home = tile - 1
            if kind == "row" and home // SIZE == number:
                homes.append(home % SIZE)  # it belongs in this row: which column?
            if kind == "column" and home % SIZE == number:
                homes.append(home // SIZE)  # it belongs in this column: which row?
    return 2 * must_leave(homes)


def conflicts(cells):
    """Extra moves of all rows and columns."""
    total = 0
    for line in LINES:
        total += line_conflict(cells, line)
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
    limit = manhattan(cells) + conflicts(cells)
    while True:
        result = dig(cells, cells.index(0), manhattan(cells), conflicts(cells), moves, limit)
        if result == "found":
            return moves
        limit = result  # nothing found: allow a longer path and start again


def dig(cells, blank, distance_sum, extra, moves, limit):
    """Depth-first search: try moves until moves so far + estimate > limit.
    The estimate is distance_sum (the Manhattan distance) + extra (the
    linear conflicts); both are kept up to date as moves are made."""
    global nodes
    nodes += 1
    if distance_sum == 0:  # every tile is at home: solved!
        return "found"
    total = len(moves) + distance_sum + extra
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
        tile = cells[other]  # this tile slides from other to blank
        new_sum = distance_sum - distance(tile, other) + distance(tile, blank)
        if step_row != 0:  # the tile goes to another row: only these two rows change
            lines = [("row", other // SIZE), ("row", blank // SIZE)]
        else:  # the tile goes to another column
            lines = [("column", other % SIZE), ("column", blank % SIZE)]
        new_extra = extra - line_conflict(cells, lines[0]) - line_conflict(cells, lines[1])
        cells[blank], cells[other] = cells[other], cells[blank]  # make the move
        new_extra += line_conflict(cells, lines[0]) + line_conflict(cells, lines[1])
        moves.append(word)
        result = dig(cells, other, new_sum, new_extra, moves, limit)
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
