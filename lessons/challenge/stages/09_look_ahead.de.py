"""Die Löser-Challenge, Schritt 9: Erst schauen, dann gehen.

Die Suche von Schritt 8 geht zu einer Position und merkt erst dann, dass ihre
bisherigen Züge + Schätzung über dem Limit liegen. Hier berechnet dig() die
Schätzung jeder nächsten Position, BEVOR es dorthin geht, aus den Änderungen
des Zugs, und geht nur dorthin, wo die Summe im Limit bleibt. Die Knoten sind
fast dieselben; jeder kostet weniger, weil für eine Position, die sofort
abgewiesen wird, kein Aufruf mehr nötig ist.
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
TRY = ["T1", "T2", "T3", "T4", "T5"]  # die Positionen, die main() löst
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


# Lineare Konflikte mit "Liniennummern". In einer Zeile bekommt jedes Feld eine
# Ziffer: die Spalte, in die sein Plättchen gehört, wenn es in diese Zeile gehört,
# sonst 4 (auch für die Lücke). Die vier Ziffern ergeben eine Zahl von 0 bis 624
# (Basis 5), und die Tabelle CONFLICT gibt die Extrazüge jeder Zahl an.
# Dasselbe für die Spalten, mit der Zeile, in die das Plättchen gehört.
PLACE = [125, 25, 5, 1]  # der Wert einer Ziffer an Stelle 0, 1, 2, 3 einer Linie
OUTSIDER = 4  # Ziffer eines Plättchens, das nicht in die Linie gehört (oder der Lücke)


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


CONFLICT = []
for line_number in range(5 ** SIZE):
    digits = [line_number // PLACE[k] % 5 for k in range(SIZE)]
    CONFLICT.append(2 * must_leave([d for d in digits if d != OUTSIDER]))

# ROW_DIGIT[row][tile]: Ziffer von tile in dieser Zeile; COLUMN_DIGIT ebenso für Spalten
ROW_DIGIT = [[OUTSIDER] * (SIZE * SIZE) for _ in range(SIZE)]
COLUMN_DIGIT = [[OUTSIDER] * (SIZE * SIZE) for _ in range(SIZE)]
for tile in range(1, SIZE * SIZE):
    home = tile - 1
    ROW_DIGIT[home // SIZE][tile] = home % SIZE
    COLUMN_DIGIT[home % SIZE][tile] = home // SIZE


def line_numbers(cells):
    """Die Nummern der 4 Zeilen und der 4 Spalten."""
    rows, columns = [0] * SIZE, [0] * SIZE
    for place in range(SIZE * SIZE):
        row, col = place // SIZE, place % SIZE
        rows[row] += ROW_DIGIT[row][cells[place]] * PLACE[col]
        columns[col] += COLUMN_DIGIT[col][cells[place]] * PLACE[row]
    return rows, columns


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


# Für jedes Feld: die Felder daneben, mit dem Wort für den Zug, der das Plättchen
# von dort in die Lücke bringt.
NEXT_TO = []
for place in range(SIZE * SIZE):
    near = []
    for step_row, step_col, word in MOVES:
        row, col = place // SIZE + step_row, place % SIZE + step_col
        if 0 <= row < SIZE and 0 <= col < SIZE:
            near.append((row * SIZE + col, word))
    NEXT_TO.append(near)
OPPOSITE = {"Up": "Down", "Down": "Up", "Left": "Right", "Right": "Left", None: None}


def solve(board):
    """board: 4 Listen mit je 4 Zahlen, 0 ist die Lücke.
    Gibt die Liste der Züge zurück, zum Beispiel ["Down", "Left", ...]."""
    global nodes
    cells = []  # mit einer flachen Liste von 16 Zahlen arbeitet es sich leichter
    for row in board:
        cells.extend(row)
    rows = NUMBERS[row_picture(cells)]
    columns = NUMBERS[column_picture(cells)]
    down, across = distances(cells)
    row_lines, column_lines = line_numbers(cells)
    lines = row_lines + column_lines  # lines[row] und lines[SIZE + column]
    in_rows = sum(CONFLICT[number] for number in row_lines)
    in_columns = sum(CONFLICT[number] for number in column_lines)
    moves = []
    limit = max(WALK[rows], down + in_rows) + max(WALK[columns], across + in_columns)
    nodes = 1  # die Startposition
    if limit == 0:
        return moves  # schon gelöst
    while True:
        result = dig(cells, lines, cells.index(0), rows, columns, down, across,
                     in_rows, in_columns, moves, limit)
        if result == "found":
            return moves
        limit = result  # nichts gefunden: längeren Weg erlauben, neu anfangen


def dig(cells, lines, blank, rows, columns, down, across, in_rows, in_columns, moves, limit):
    """Tiefensuche ab einer Position, deren bisherige Züge + Schätzung innerhalb von
    limit liegen. Sie berechnet die Schätzung jeder nächsten Position, BEVOR sie
    dorthin geht, und geht nur dorthin, wo Züge + Schätzung innerhalb von limit bleiben.
    rows, columns: die Zeilen- und Spaltenbilder (Laufdistanz), als Nummer;
    down, across: die Manhattan-Distanz in Zeilen und in Spalten;
    in_rows, in_columns: die linearen Konflikte der Zeilen und der Spalten;
    lines: die Liniennummern der Zeilen und der Spalten. Sie alle und cells
    werden aktualisiert, wenn Züge gemacht und zurückgenommen werden.
    Gibt "found" zurück oder die kleinste Summe, die über dem Limit lag."""
    global nodes
    smallest = 1000
    back = OPPOSITE[moves[-1] if moves else None]  # macht den letzten Zug rückgängig
    for other, word in NEXT_TO[blank]:
        if word == back:
            continue  # nicht einfach den letzten Zug zurücknehmen
        nodes += 1
        tile = cells[other]  # dieses Plättchen gleitet von other nach blank
        new_rows, new_columns, new_down, new_across = rows, columns, down, across
        new_in_rows, new_in_columns = in_rows, in_columns
        if word == "Down" or word == "Up":  # senkrecht: nur Zeilenteile ändern sich
            col = blank % SIZE
            was, now = other // SIZE, blank // SIZE  # verlassene und betretene Zeile
            goal = (tile - 1) // SIZE  # die Zeile, in die es gehört
            new_rows = (BLANK_UP if was < now else BLANK_DOWN)[rows][goal]
            new_down = down - 1 if abs(now - goal) < abs(was - goal) else down + 1
            line_was = lines[was] + (OUTSIDER - ROW_DIGIT[was][tile]) * PLACE[col]
            line_now = lines[now] + (ROW_DIGIT[now][tile] - OUTSIDER) * PLACE[col]
            new_in_rows += CONFLICT[line_was] + CONFLICT[line_now] - \
                CONFLICT[lines[was]] - CONFLICT[lines[now]]
            cross = SIZE + col  # die Spalte des Zugs: ihre Ordnung bleibt
            line_cross = lines[cross] + \
                (COLUMN_DIGIT[col][tile] - OUTSIDER) * (PLACE[now] - PLACE[was])
        else:  # waagerecht: nur Spaltenteile ändern sich
            row = blank // SIZE
            was, now = other % SIZE, blank % SIZE  # verlassene und betretene Spalte
            goal = (tile - 1) % SIZE  # die Spalte, in die es gehört
            new_columns = (BLANK_UP if was < now else BLANK_DOWN)[columns][goal]
            new_across = across - 1 if abs(now - goal) < abs(was - goal) else across + 1
            line_was = lines[SIZE + was] + (OUTSIDER - COLUMN_DIGIT[was][tile]) * PLACE[row]
            line_now = lines[SIZE + now] + (COLUMN_DIGIT[now][tile] - OUTSIDER) * PLACE[row]
            new_in_columns += CONFLICT[line_was] + CONFLICT[line_now] - \
                CONFLICT[lines[SIZE + was]] - CONFLICT[lines[SIZE + now]]
            was, now = SIZE + was, SIZE + now  # wo diese Linien in lines stehen
            cross = row  # die Zeile des Zugs: ihre Ordnung bleibt
            line_cross = lines[cross] + \
                (ROW_DIGIT[row][tile] - OUTSIDER) * (PLACE[now - SIZE] - PLACE[was - SIZE])
        guess = max(WALK[new_rows], new_down + new_in_rows) + \
            max(WALK[new_columns], new_across + new_in_columns)
        if guess == 0:  # dieser Zug bringt jedes Plättchen nach Hause: gelöst!
            moves.append(word)
            return "found"
        total = len(moves) + 1 + guess
        if total > limit:  # zu weit: gar nicht erst hingehen
            smallest = min(smallest, total)
            continue
        saved = lines[was], lines[now], lines[cross]
        lines[was], lines[now], lines[cross] = line_was, line_now, line_cross
        cells[blank], cells[other] = tile, 0  # den Zug machen
        moves.append(word)
        result = dig(cells, lines, other, new_rows, new_columns, new_down, new_across,
                     new_in_rows, new_in_columns, moves, limit)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        moves.pop()
        cells[blank], cells[other] = 0, tile  # ihn zurücknehmen
        lines[was], lines[now], lines[cross] = saved
    return smallest


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
