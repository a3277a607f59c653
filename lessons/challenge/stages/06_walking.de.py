"""Die Löser-Challenge, Schritt 6: IDA* mit der Laufdistanz.

Die Manhattan-Distanz betrachtet jedes Plättchen für sich. Die Laufdistanz
betrachtet, wie die Plättchen der Zeilen an der Lücke vorbeimüssen: Für jede
Zeile zählt sie nur, wie viele ihrer Plättchen in Zeile 1, 2, 3 und 4 gehören,
und eine Breitensuche über diese "Zeilenbilder" findet, wie viele senkrechte
Züge mindestens nötig sind. Dasselbe für die Spalten. Die Tabelle wird einmal
am Anfang gebaut; während der Suche ist die Schätzung zweimal Nachschlagen.
Ändere WHICH (oder starte: python FILE.py T5), um eine andere Position zu testen.
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
WHICH = "T3"  # die Position, die gelöst wird
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
    moves = []
    limit = WALK[rows] + WALK[columns]
    while True:
        result = dig(cells, cells.index(0), rows, columns, moves, limit)
        if result == "found":
            return moves
        limit = result  # nichts gefunden: längeren Weg erlauben, neu anfangen


def dig(cells, blank, rows, columns, moves, limit):
    """Tiefensuche: Züge probieren, bis bisherige Züge + Schätzung > limit.
    rows und columns sind die Nummern der Zeilen- und Spaltenbilder; die
    Schätzung ist die Summe ihrer Laufdistanzen."""
    global nodes
    nodes += 1
    estimate = WALK[rows] + WALK[columns]
    if estimate == 0:  # jedes Plättchen ist in seiner Zeile und Spalte: gelöst!
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
        new_rows, new_columns = rows, columns
        if step_row == -1:  # die Lücke geht hoch, das Plättchen runter
            new_rows = BLANK_UP[rows][(tile - 1) // SIZE]
        elif step_row == 1:
            new_rows = BLANK_DOWN[rows][(tile - 1) // SIZE]
        elif step_col == -1:  # die Lücke geht nach links: im Spaltenbild "hoch"
            new_columns = BLANK_UP[columns][(tile - 1) % SIZE]
        else:
            new_columns = BLANK_DOWN[columns][(tile - 1) % SIZE]
        cells[blank], cells[other] = cells[other], cells[blank]  # den Zug machen
        moves.append(word)
        result = dig(cells, other, new_rows, new_columns, moves, limit)
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
    which = WHICH
    if len(sys.argv) > 1:  # ein Positionsname in der Befehlszeile: python FILE.py T3
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
    print(f"{len(moves)} Züge in {seconds:.2f} s, {nodes} Knoten")
    print(f"(die Tabelle der Laufdistanz hat {len(PICTURES)} Bilder, bis zu {max(WALK)} Züge)")


if __name__ == "__main__":
    main()
