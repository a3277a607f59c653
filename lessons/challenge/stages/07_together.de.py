"""Die Löser-Challenge, Schritt 7: beide Schätzungen, eine für jede Richtung.

Jeder Zug ist senkrecht oder waagerecht. Eine Lösung braucht mindestens so viele
senkrechte Züge wie die Laufdistanz der Zeilen (Schritt 6) und mindestens so
viele wie die Manhattan-Distanz in Zeilen plus die linearen Konflikte der Zeilen
(Schritt 5): also mindestens die größere der beiden. Dasselbe gilt für die
waagerechten Züge, mit den Spalten. Die Schätzung addiert die beiden größeren
Teile: nie zu groß, also sind die Antworten weiterhin die kürzesten.
Ändere TRY (oder starte: python FILE.py T2 T4), um die Positionen zu wählen.
"""
import sys
import time
from collections import deque

# Die fünf Positionen der Challenge (dieselben wie in positions.tsv); 0 ist die Lücke
POSITIONS = {
    "T1": [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]],
    "T2": [[2, 5, 13, 12], [1, 0, 3, 15], [9, 7, 14, 6], [10, 11, 8, 4]],
    "T3": [[5, 2, 4, 8], [10, 0, 3, 14], [13, 6, 11, 12], [1, 15, 9, 7]],
    "T4": [[11, 4, 12, 2], [5, 10, 3, 15], [14, 1, 6, 7], [0, 9, 8, 13]],
    "T5": [[5, 8, 7, 11], [1, 6, 12, 2], [9, 0, 13, 10], [14, 3, 4, 15]],
}
TRY = ["T3", "T4", "T5"]  # die Positionen, die main() löst (T2 dauert länger)
SIZE = 4

# Wie sich die Lücke bewegt, und das Wort für den Zug: die Richtung des PLÄTTCHENS.
# Geht die Lücke nach oben, gleitet das Plättchen darüber nach unten: Zug "Down".
MOVES = [(-1, 0, "Down"), (1, 0, "Up"), (0, -1, "Right"), (0, 1, "Left")]
nodes = 0  # wie viele Positionen die Suche angesehen hat


# Ein "Bild" der Zeilen: picture[row * SIZE + goal] = wie viele Plättchen dieser
# Zeile in Zeile goal gehören. Die Zeile der Lücke hat ein Plättchen weniger.
# Das gleiche Bild der Spalten verwendet Spalten statt Zeilen.
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
    """Die Zeile der Lücke: die mit einem Plättchen weniger."""
    for row in range(SIZE):
        if sum(picture[row * SIZE:row * SIZE + SIZE]) == SIZE - 1:
            return row


def next_picture(picture, row, goal, blank):
    """Ein Plättchen, das in Zeile goal gehört, geht von row in die Zeile der Lücke."""
    changed = list(picture)
    changed[row * SIZE + goal] -= 1
    changed[blank * SIZE + goal] += 1
    return tuple(changed)


def build_walking_distance():
    """Breitensuche über Bilder, vom Bild des Ziels aus.
    Gibt zurück: die Liste der Bilder, ihre Nummern, die Laufdistanz von jedem
    und zwei Tabellen: BLANK_UP[number][goal] ist die Nummer des Bildes, nachdem
    die Lücke eine Zeile nach oben geht und ein Plättchen, das in Zeile goal gehört,
    herunterkommt (None, wenn es kein solches Plättchen gibt); BLANK_DOWN genauso,
    in die andere Richtung."""
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


# Die Felder jeder Zeile und jeder Spalte
LINES = {}
for number in range(SIZE):
    LINES["row", number] = [number * SIZE + k for k in range(SIZE)]
    LINES["column", number] = [k * SIZE + number for k in range(SIZE)]


def must_leave(homes):
    """homes: wo die eigenen Plättchen der Linie hinwollen, in der Reihenfolge,
    in der sie stehen.
    Wie viele müssen heraus, damit die anderen in der richtigen Reihenfolge sind?
    Die längste geordnete Kette darf bleiben; der Rest muss hinaus."""
    longest = []  # longest[i]: die längste geordnete Kette, die mit homes[i] endet
    for i in range(len(homes)):
        best = 1
        for j in range(i):
            if homes[j] < homes[i] and longest[j] + 1 > best:
                best = longest[j] + 1
        longest.append(best)
    return len(homes) - max(longest, default=0)


KNOWN = {}  # line_conflict merkt sich Antworten: (Linie, ihre 4 Plättchen) -> Extrazüge


def line_conflict(cells, line):
    """Extrazüge einer Zeile oder Spalte: 2 je Plättchen, das sie verlassen muss."""
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
                homes.append(home % SIZE)  # es gehört in diese Zeile: in welche Spalte?
            if kind == "column" and home % SIZE == number:
                homes.append(home // SIZE)  # es gehört in diese Spalte: in welche Zeile?
    return 2 * must_leave(homes)


def conflicts(cells, kind):
    """Extrazüge aller Zeilen (kind "row") oder aller Spalten (kind "column")."""
    total = 0
    for number in range(SIZE):
        total += line_conflict(cells, (kind, number))
    return total


def distances(cells):
    """Die Manhattan-Distanz in zwei Teilen: Zeilen bis zum Ziel, Spalten bis zum Ziel."""
    down, across = 0, 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            home = tile - 1
            down += abs(place // SIZE - home // SIZE)
            across += abs(place % SIZE - home % SIZE)
    return down, across


def solve(board):
    """board: 4 Listen mit je 4 Zahlen, 0 ist die Lücke.
    Gibt die Liste der Züge zurück, zum Beispiel ["Down", "Left", ...]."""
    global nodes
    nodes = 0
    cells = []  # mit einer flachen Liste von 16 Zahlen arbeitet es sich leichter
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
        limit = result  # nichts gefunden: längeren Weg erlauben, neu anfangen


def dig(cells, blank, rows, columns, down, across, in_rows, in_columns, moves, limit):
    """Tiefensuche: Züge probieren, bis bisherige Züge + Schätzung > limit.
    rows, columns: die Zeilen- und Spaltenbilder (Laufdistanz), als Nummer;
    down, across: die Manhattan-Distanz in Zeilen und in Spalten;
    in_rows, in_columns: die linearen Konflikte der Zeilen und der Spalten.
    Die Schätzung: der größere senkrechte Teil + der größere waagerechte Teil."""
    global nodes
    nodes += 1
    estimate = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
    if estimate == 0:  # jedes Plättchen ist zu Hause: gelöst!
        return "found"
    total = len(moves) + estimate
    if total > limit:
        return total
    smallest = 1000
    for step_row, step_col, word in MOVES:
        row = blank // SIZE + step_row
        col = blank % SIZE + step_col
        if row < 0 or row >= SIZE or col < 0 or col >= SIZE:
            continue  # außerhalb des Bretts
        if moves and is_undo(moves[-1], word):
            continue  # nicht einfach den letzten Zug zurücknehmen
        other = row * SIZE + col
        tile = cells[other]  # dieses Plättchen gleitet von other nach blank
        new_rows, new_columns, new_down, new_across = rows, columns, down, across
        new_in_rows, new_in_columns = in_rows, in_columns
        if step_row != 0:  # senkrecht: nur Zeilenteile ändern sich
            was, now = other // SIZE, blank // SIZE  # verlassene und betretene Zeile
            goal = (tile - 1) // SIZE  # die Zeile, in die es gehört
            new_rows = (BLANK_UP if was < now else BLANK_DOWN)[rows][goal]
            new_down = down - 1 if abs(now - goal) < abs(was - goal) else down + 1
            lines = [("row", was), ("row", now)]
        else:  # waagerecht: nur Spaltenteile ändern sich
            was, now = other % SIZE, blank % SIZE  # verlassene und betretene Spalte
            goal = (tile - 1) % SIZE  # die Spalte, in die es gehört
            new_columns = (BLANK_UP if was < now else BLANK_DOWN)[columns][goal]
            new_across = across - 1 if abs(now - goal) < abs(was - goal) else across + 1
            lines = [("column", was), ("column", now)]
        change = -line_conflict(cells, lines[0]) - line_conflict(cells, lines[1])
        cells[blank], cells[other] = cells[other], cells[blank]  # den Zug machen
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
        cells[blank], cells[other] = cells[other], cells[blank]  # ihn zurücknehmen
    return smallest


def is_undo(last, word):
    """Nimmt word den Zug last zurück?"""
    opposite = {"Up": "Down", "Down": "Up", "Left": "Right", "Right": "Left"}
    return opposite[last] == word


def main():
    names = TRY
    if len(sys.argv) > 1:  # Positionsnamen in der Befehlszeile: python FILE.py T2 T4
        names = sys.argv[1:]
    total = 0
    for name in names:
        begin = time.time()
        moves = solve(POSITIONS[name])
        seconds = time.time() - begin
        total += len(moves)
        print(f"{name}: {len(moves)} Züge in {seconds:.2f} s, {nodes} Knoten")
        print("   ", " ".join(moves))
    print("Züge insgesamt:", total)


if __name__ == "__main__":
    main()
