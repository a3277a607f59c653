"""The solver challenge, stage 10: remember positions; a solver for all five.

The solver of stage 9 (IDA* with the bigger vertical part + the bigger
horizontal part of two estimates, line numbers, look before you step), and
one more idea: the same position can be reached by different move orders,
so SEEN remembers after how many moves each position was reached in this
round, and the search does not go on from it a second time with as many
moves or more. Every position of the challenge takes seconds.
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
TRY = ["T1", "T2", "T3", "T4", "T5"]  # the positions main() solves
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


# Linear conflicts with "line numbers". For a row, every cell gets a digit:
# the column where its tile belongs if the tile belongs in this row, else 4
# (also for the blank). The four digits make one number from 0 to 624
# (base 5), and the table CONFLICT gives the extra moves of every number.
# The same for the columns, with the row where the tile belongs.
PLACE = [125, 25, 5, 1]  # the value of a digit at place 0, 1, 2, 3 of a line
OUTSIDER = 4  # the digit of a tile that does not belong in the line (or the blank)


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


CONFLICT = []
for line_number in range(5 ** SIZE):
    digits = [line_number // PLACE[k] % 5 for k in range(SIZE)]
    CONFLICT.append(2 * must_leave([d for d in digits if d != OUTSIDER]))

# ROW_DIGIT[row][tile]: the digit of tile in that row; COLUMN_DIGIT the same for columns
ROW_DIGIT = [[OUTSIDER] * (SIZE * SIZE) for _ in range(SIZE)]
COLUMN_DIGIT = [[OUTSIDER] * (SIZE * SIZE) for _ in range(SIZE)]
for tile in range(1, SIZE * SIZE):
    home = tile - 1
    ROW_DIGIT[home // SIZE][tile] = home % SIZE
    COLUMN_DIGIT[home % SIZE][tile] = home // SIZE


def line_numbers(cells):
    """The numbers of the 4 rows and of the 4 columns."""
    rows, columns = [0] * SIZE, [0] * SIZE
    for place in range(SIZE * SIZE):
        row, col = place // SIZE, place % SIZE
        rows[row] += ROW_DIGIT[row][cells[place]] * PLACE[col]
        columns[col] += COLUMN_DIGIT[col][cells[place]] * PLACE[row]
    return rows, columns


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


# For every cell: the cells next to it, with the move word that brings the tile
# from there into the blank.
NEXT_TO = []
for place in range(SIZE * SIZE):
    near = []
    for step_row, step_col, word in MOVES:
        row, col = place // SIZE + step_row, place % SIZE + step_col
        if 0 <= row < SIZE and 0 <= col < SIZE:
            near.append((row * SIZE + col, word))
    NEXT_TO.append(near)
OPPOSITE = {"Up": "Down", "Down": "Up", "Left": "Right", "Right": "Left", None: None}


# The positions this round of the search has been to, and after how many moves
# (a "transposition table"): the same position can be reached by different
# move orders, and there is no need to search on from it twice.
SEEN = {}


def solve(board):
    """board: 4 lists of 4 numbers, 0 is the blank.
    Gives back the list of moves, for example ["Down", "Left", ...]."""
    global nodes
    cells = []  # one flat list of 16 numbers is easier to work with
    for row in board:
        cells.extend(row)
    SEEN.clear()
    rows = NUMBERS[row_picture(cells)]
    columns = NUMBERS[column_picture(cells)]
    down, across = distances(cells)
    row_lines, column_lines = line_numbers(cells)
    lines = row_lines + column_lines  # lines[row], and lines[SIZE + column]
    in_rows = sum(CONFLICT[number] for number in row_lines)
    in_columns = sum(CONFLICT[number] for number in column_lines)
    moves = []
    limit = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
    nodes = 1  # the start position
    if limit == 0:
        return moves  # solved already
    while True:
        result = dig(cells, lines, cells.index(0), rows, columns, down, across,
                     in_rows, in_columns, moves, limit)
        if result == "found":
            return moves
        SEEN.clear()  # a new round: forget the positions
        limit = result  # nothing found: allow a longer path and start again


def dig(cells, lines, blank, rows, columns, down, across, in_rows, in_columns, moves, limit):
    """Depth-first search from a position whose moves so far + estimate is within
    limit. It works out the estimate of each next position BEFORE going there,
    and goes only where moves + estimate stay within limit.
    rows, columns: the row and column pictures (walking distance), by number;
    down, across: the Manhattan distance in rows and in columns;
    in_rows, in_columns: the linear conflicts of the rows and of the columns;
    lines: the line numbers of the rows and the columns. All of them, and
    cells, are kept up to date as moves are made and taken back.
    Gives back "found", or the smallest total that was over the limit."""
    global nodes
    key = bytes(cells)  # the position as a short byte string, to remember it by
    if SEEN.get(key, 1000) <= len(moves):
        return 1000  # seen this round after as few moves or fewer: nothing new here
    SEEN[key] = len(moves)
    smallest = 1000
    back = OPPOSITE[moves[-1] if moves else None]  # the move that undoes the last one
    for other, word in NEXT_TO[blank]:
        if word == back:
            continue  # do not just take back the last move
        nodes += 1
        tile = cells[other]  # this tile slides from other to blank
        new_rows, new_columns, new_down, new_across = rows, columns, down, across
        new_in_rows, new_in_columns = in_rows, in_columns
        if word == "Down" or word == "Up":  # a vertical move: only row parts change
            col = blank % SIZE
            was, now = other // SIZE, blank // SIZE  # the rows the tile leaves and enters
            goal = (tile - 1) // SIZE  # the row where the tile belongs
            new_rows = (BLANK_UP if was < now else BLANK_DOWN)[rows][goal]
            new_down = down - 1 if abs(now - goal) < abs(was - goal) else down + 1
            line_was = lines[was] + (OUTSIDER - ROW_DIGIT[was][tile]) * PLACE[col]
            line_now = lines[now] + (ROW_DIGIT[now][tile] - OUTSIDER) * PLACE[col]
            new_in_rows += CONFLICT[line_was] + CONFLICT[line_now] - \
                CONFLICT[lines[was]] - CONFLICT[lines[now]]
            cross = SIZE + col  # the column of the move: its order stays the same
            line_cross = lines[cross] + \
                (COLUMN_DIGIT[col][tile] - OUTSIDER) * (PLACE[now] - PLACE[was])
        else:  # a horizontal move: only column parts change
            row = blank // SIZE
            was, now = other % SIZE, blank % SIZE  # the columns the tile leaves and enters
            goal = (tile - 1) % SIZE  # the column where the tile belongs
            new_columns = (BLANK_UP if was < now else BLANK_DOWN)[columns][goal]
            new_across = across - 1 if abs(now - goal) < abs(was - goal) else across + 1
            line_was = lines[SIZE + was] + (OUTSIDER - COLUMN_DIGIT[was][tile]) * PLACE[row]
            line_now = lines[SIZE + now] + (COLUMN_DIGIT[now][tile] - OUTSIDER) * PLACE[row]
            new_in_columns += CONFLICT[line_was] + CONFLICT[line_now] - \
                CONFLICT[lines[SIZE + was]] - CONFLICT[lines[SIZE + now]]
            was, now = SIZE + was, SIZE + now  # where these lines are in lines
            cross = row  # the row of the move: its order stays the same
            line_cross = lines[cross] + \
                (ROW_DIGIT[row][tile] - OUTSIDER) * (PLACE[now - SIZE] - PLACE[was - SIZE])
        guess = max(WALK[new_rows], new_down + new_in_rows) + \
            max(WALK[new_columns], new_across + new_in_columns)
        if guess == 0:  # this move brings every tile home: solved!
            moves.append(word)
            return "found"
        total = len(moves) + 1 + guess
        if total > limit:  # too far: do not even go there
            smallest = min(smallest, total)
            continue
        saved = lines[was], lines[now], lines[cross]
        lines[was], lines[now], lines[cross] = line_was, line_now, line_cross
        cells[blank], cells[other] = tile, 0  # make the move
        moves.append(word)
        result = dig(cells, lines, other, new_rows, new_columns, new_down, new_across,
                     new_in_rows, new_in_columns, moves, limit)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        moves.pop()
        cells[blank], cells[other] = 0, tile  # take it back
        lines[was], lines[now], lines[cross] = saved
    return smallest


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
