"""The solver challenge, stage 7: both estimates, one for each direction.

Every move is vertical or horizontal. A solution needs at least as many
vertical moves as the walking distance of the rows (stage 6), and at least
as many as the Manhattan distance in rows plus the linear conflicts of the
rows (stage 5): so at least the bigger of these two. The same holds for the
horizontal moves, with the columns. The estimate adds up the two bigger
parts: never too big, so the answers are still the shortest.
Change TRY (or run: python FILE.py T2 T4) to choose the positions.
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
TRY = ["T3", "T4", "T5"]  # the positions main() solves (T2 takes longer)
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


def conflicts(cells, kind):
    """Extra moves of all rows (kind "row") or of all columns (kind "column")."""
    total = 0
    for number in range(SIZE):
        total += line_conflict(cells, (kind, number))
    return total


def distances(cells):
    """The Manhattan distance in two parts: rows to go, columns to go."""
    down, across = 0, 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            home = tile - 1
            down += abs(place // SIZE - home // SIZE)
            across += abs(place % SIZE - home % SIZE)
    return down, across


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
    down, across = distances(cells)
    in_rows, in_columns = conflicts(cells, "row"), conflicts(cells, "column")
    moves = []
    limit = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
    while True:
        result = dig(cells, cells.index(0), rows, columns, down, across,
                     in_rows, in_columns, moves, limit)
        if result == "found":
            return moves
        limit = result  # nothing found: allow a longer path and start again


def dig(cells, blank, rows, columns, down, across, in_rows, in_columns, moves, limit):
    """Depth-first search: try moves until moves so far + estimate > limit.
    rows, columns: the row and column pictures (walking distance), by number;
    down, across: the Manhattan distance in rows and in columns;
    in_rows, in_columns: the linear conflicts of the rows and of the columns.
    The estimate: the bigger vertical part + the bigger horizontal part."""
    global nodes
    nodes += 1
    estimate = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
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
        tile = cells[other]  # this tile slides from other to blank
        new_rows, new_columns, new_down, new_across = rows, columns, down, across
        new_in_rows, new_in_columns = in_rows, in_columns
        if step_row != 0:  # a vertical move: only row parts change
            was, now = other // SIZE, blank // SIZE  # the rows the tile leaves and enters
            goal = (tile - 1) // SIZE  # the row where the tile belongs
            new_rows = (BLANK_UP if was < now else BLANK_DOWN)[rows][goal]
            new_down = down - 1 if abs(now - goal) < abs(was - goal) else down + 1
            lines = [("row", was), ("row", now)]
        else:  # a horizontal move: only column parts change
            was, now = other % SIZE, blank % SIZE  # the columns the tile leaves and enters
            goal = (tile - 1) % SIZE  # the column where the tile belongs
            new_columns = (BLANK_UP if was < now else BLANK_DOWN)[columns][goal]
            new_across = across - 1 if abs(now - goal) < abs(was - goal) else across + 1
            lines = [("column", was), ("column", now)]
        change = -line_conflict(cells, lines[0]) - line_conflict(cells, lines[1])
        cells[blank], cells[other] = cells[other], cells[blank]  # make the move
        change += line_conflict(cells, lines[0]) + line_conflict(cells, lines[1])
        if step_row != 0:
            new_in_rows += change
        else:
            new_in_columns += change
        moves.append(word)
        result = dig(cells, other, new_rows, new_columns, new_down, new_across,
                     new_in_rows, new_in_columns, moves, limit)
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
    names = TRY
    if len(sys.argv) > 1:  # position names on the command line: python FILE.py T2 T4
        names = sys.argv[1:]
    total = 0
    for name in names:
        begin = time.time()
        moves = solve(POSITIONS[name])
        seconds = time.time() - begin
        total += len(moves)
        print(f"{name}: {len(moves)} moves in {seconds:.2f} s, {nodes} nodes")
        print("   ", " ".join(moves))
    print("Moves in all:", total)


if __name__ == "__main__":
    main()
