"""The solver challenge, stage 6: IDA* with the walking distance.

The Manhattan distance looks at every tile alone. The walking distance
looks at how the tiles of the rows must pass the blank: for every row it
only counts how many of its tiles belong in row 1, 2, 3 and 4, and a
breadth-first search over these "row pictures" finds how many vertical moves
are needed at least. The same for the columns. The table is built once,
at the start; during the search the estimate is two look-ups.
Change WHICH (or run: python FILE.py T5) to try another position.
"""
import sys
import time
from collections import deque

# The five challenge positions (the same as in positions.tsv); 0 is the blank
POSITIONS = {
    "T1": [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
    "T2": [[2, 5, 13, 12], [1, 0, 3, 15], [9, 7, 14, 6], [10, 11, 8, 4]],
    "T3": [[5, 2, 4, 8], [10, 0, 3, 14], [13, 6, 11, 12], [1, 15, 9, 7]],
    "T4": [[11, 4, 12, 2], [5, 10, 3, 15], [14, 1, 6, 7], [0, 9, 8, 13]],
    "T5": [[5, 8, 7, 11], [1, 6, 12, 2], [9, 0, 13, 10], [14, 3, 4, 15]],
}
WHICH = "T3"  # the position to solve
SIZE = 4

# How the blank moves, and the word for the move: the direction the TILE slides.
# If the blank goes up, the tile above it slides down: that move is "Down".
MOVES = [(-1, 0, "Down"), (1, 0, "Up"), (0, -1, "Right"), (0, 1, "Left")]
nodes = 0  # how many positions the search has looked at


# A "picture" of the rows: picture[row * SIZE + goal] = how many tiles of that
# row belong in row goal. The row of the blank holds one tile less.
# The same kind of picture of the columns uses columns instead of rows.
def row_picture(cells):
    picture = [0] * (SIZE * SIZE)
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            picture[place // SIZE * SIZE + (tile - 1) // SIZE] += 1
    return tuple(picture)


def column_picture(cells):
    picture = [0] * (SIZE * SIZE)
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            picture[place % SIZE * SIZE + (tile - 1) % SIZE] += 1
    return tuple(picture)


def blank_row(picture):
    """The row of the blank: the one with a tile less."""
    for row in range(SIZE):
        if sum(picture[row * SIZE:row * SIZE + SIZE]) == SIZE - 1:
            return row


def next_picture(picture, row, goal, blank):
    """A tile that belongs in row goal moves from row into the blank's row."""
    changed = list(picture)
    changed[row * SIZE + goal] -= 1
    changed[blank * SIZE + goal] += 1
    return tuple(changed)


def build_walking_distance():
    """Breadth-first search over pictures, from the goal's picture.
    Gives back: the list of pictures, their numbers, the walking distance of
    each, and two tables: BLANK_UP[number][goal] is the number of the picture
    after the blank goes up one row and a tile that belongs in row goal comes
    down (None if there is no such tile); BLANK_DOWN the same, the other way."""
    goal = row_picture(list(range(1, SIZE * SIZE)) + [0])
    pictures, numbers, walk = [goal], {goal: 0}, [0]
    queue = deque([goal])
    while queue:
        picture = queue.popleft()
        blank = blank_row(picture)
        for row in (blank - 1, blank + 1):
            if 0 <= row < SIZE:
                for goal_row in range(SIZE):
                    if picture[row * SIZE + goal_row] > 0:
                        after = next_picture(picture, row, goal_row, blank)
                        if after not in numbers:
                            numbers[after] = len(pictures)
                            pictures.append(after)
                            walk.append(walk[numbers[picture]] + 1)
                            queue.append(after)
    up, down = [], []
    for picture in pictures:
        blank = blank_row(picture)
        for table, row in ((up, blank - 1), (down, blank + 1)):
            goes = [None] * SIZE
            if 0 <= row < SIZE:
                for goal_row in range(SIZE):
                    if picture[row * SIZE + goal_row] > 0:
                        goes[goal_row] = numbers[next_picture(picture, row, goal_row, blank)]
            table.append(goes)
    return pictures, numbers, walk, up, down


PICTURES, NUMBERS, WALK, BLANK_UP, BLANK_DOWN = build_walking_distance()


def solve(board):
    """board: 4 lists of 4 numbers, 0 is the blank.
    Gives back the list of moves, for example ["Down", "Left", ...]."""
    global nodes
    nodes = 0
    cells = []  # one flat list of 16 numbers is easier to work with
    for row in board:
        cells.extend(row)
    rows = NUMBERS[row_picture(cells)]
    columns = NUMBERS[column_picture(cells)]
    moves = []
    limit = WALK[rows] + WALK[columns]
    while True:
        result = dig(cells, cells.index(0), rows, columns, moves, limit)
        if result == "found":
            return moves
        limit = result  # nothing found: allow a longer path and start again


def dig(cells, blank, rows, columns, moves, limit):
    """Depth-first search: try moves until moves so far + estimate > limit.
    rows and columns are the numbers of the row and column pictures; the
    estimate is their walking distances added up."""
    global nodes
    nodes += 1
    estimate = WALK[rows] + WALK[columns]
    if estimate == 0:  # every tile is in its row and column: solved!
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
        tile = cells[other]  # this tile slides from other to blank
        new_rows, new_columns = rows, columns
        if step_row == -1:  # the blank goes up, the tile comes down
            new_rows = BLANK_UP[rows][(tile - 1) // SIZE]
        elif step_row == 1:
            new_rows = BLANK_DOWN[rows][(tile - 1) // SIZE]
        elif step_col == -1:  # the blank goes left: in the column picture, "up"
            new_columns = BLANK_UP[columns][(tile - 1) % SIZE]
        else:
            new_columns = BLANK_DOWN[columns][(tile - 1) % SIZE]
        cells[blank], cells[other] = cells[other], cells[blank]  # make the move
        moves.append(word)
        result = dig(cells, other, new_rows, new_columns, moves, limit)
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
    print(f"(the walking distance table has {len(PICTURES)} pictures, up to {max(WALK)} moves)")


if __name__ == "__main__":
    main()
