"""Suche nach der Lösung, Schritt 12: das 15-Puzzle (4 x 4).

Dasselbe IDA* und dieselben Schätzungen wie vorher; nur SIZE und GOAL ändern sich.
Eine Position ist eine Folge von 16 Zeichen, Zeile für Zeile; die Plättchen 10 bis 15
werden als die Buchstaben A bis F geschrieben, so ist jedes Plättchen ein Zeichen,
und "0" ist die Lücke. Gib eine Position in der Kommandozeile an, um sie zu
probieren:
python 12_fifteen.py 123456789ABCDEF0
"""
import sys
import time

# Das Beispiel der Abschlussarbeit (18 Züge), eine Challenge-Position (15 Züge)
# und eine schwerere
POSITIONS = ["713425A8069BDEFC", "517392B4D6F80AEC", "063728F419ACE5DB"]
GOAL = "123456789ABCDEF0"  # das gelöste Puzzle
SIZE = 4                   # 4 x 4 Felder


def show(state):
    """Eine Position als 4 Zeilen mit Zahlen ausgeben; die Lücke ist ein Punkt."""
    for row in range(SIZE):
        line = ""
        for tile in state[row * SIZE:(row + 1) * SIZE]:
            line += "  ." if tile == "0" else str(int(tile, 16)).rjust(3)
        print(line)


def neighbours(state):
    """Alle Positionen, die wir von state aus mit einem Zug erreichen."""
    result = []
    blank = state.index("0")
    row = blank // SIZE
    col = blank % SIZE
    # die Lücke kann nach oben, unten, links oder rechts
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row = row + step_row
        new_col = col + step_col
        if 0 <= new_row < SIZE and 0 <= new_col < SIZE:
            other = new_row * SIZE + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result


def is_solvable(state):
    """Die Regel für eine gerade Breite: Inversionen + Zeile der Lücke, von unten
    gezählt, müssen ungerade sein. (int(tile, 16) liest "A" als 10, "F" als 15.)"""
    tiles = [int(tile, 16) for tile in state if tile != "0"]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    blank_row_from_bottom = SIZE - state.index("0") // SIZE
    return (inversions + blank_row_from_bottom) % 2 == 1


def tiles_moved(path):
    """Welches Plättchen bei jedem Schritt des Wegs geschoben wird."""
    tiles = []
    for i in range(1, len(path)):
        tiles.append(path[i - 1][path[i].index("0")])
    return tiles


def manhattan(state):
    """Für jedes Plättchen: Zeilen und Spalten bis zu seinem Platz, alles addiert."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


def must_leave(homes):
    """homes: wohin die Plättchen einer Linie gehören, in ihrer jetzigen Reihenfolge.
    Wie viele Plättchen müssen heraus, damit die übrigen geordnet stehen?"""
    # longest[i]: die längste geordnete Kette, die mit Plättchen i endet
    longest = []
    for i in range(len(homes)):
        longest.append(1)
        for j in range(i):
            if homes[j] < homes[i]:
                longest[i] = max(longest[i], longest[j] + 1)
    if not homes:
        return 0
    return len(homes) - max(longest)


def linear_conflict(state):
    """Manhattan-Distanz plus 2 Züge für jedes Plättchen, das aus seiner Zeile
    oder Spalte heraus muss, um ein anderes Plättchen vorbeizulassen."""
    extra = 0
    for line in range(SIZE):
        row_homes = []  # Plättchen in dieser Zeile, die in diese Zeile gehören
        col_homes = []  # Plättchen in dieser Spalte, die in diese Spalte gehören
        for k in range(SIZE):
            tile = state[line * SIZE + k]
            if tile != "0" and GOAL.index(tile) // SIZE == line:
                row_homes.append(GOAL.index(tile) % SIZE)
            tile = state[k * SIZE + line]
            if tile != "0" and GOAL.index(tile) % SIZE == line:
                col_homes.append(GOAL.index(tile) // SIZE)
        extra += must_leave(row_homes) + must_leave(col_homes)
    return manhattan(state) + 2 * extra


nodes = 0  # hier zählt IDA* seine Knoten


def ida_star(start, estimate):
    """IDA*: eine Tiefensuche, die abbricht, wenn Züge + Schätzung
    über eine Grenze geht. Wird das Ziel nicht gefunden, die Grenze erhöhen
    und neu anfangen. Sie merkt sich nur den aktuellen Weg."""
    global nodes
    nodes = 0
    limit = estimate(start)
    path = [start]
    while True:
        result = dig(path, 0, limit, estimate)
        if result == "found":
            return path, nodes
        limit = result  # die kleinste Summe, die über der Grenze lag


def dig(path, done, limit, estimate):
    global nodes
    nodes += 1
    state = path[-1]
    total = done + estimate(state)
    if total > limit:
        return total
    if state == GOAL:
        return "found"
    smallest = 1000  # die kleinste Summe über der Grenze, unterhalb von hier gefunden
    for next_state in neighbours(state):
        if next_state in path:
            continue  # nicht im Kreis laufen
        path.append(next_state)
        result = dig(path, done + 1, limit, estimate)
        if result == "found":
            return "found"
        smallest = min(smallest, result)
        path.pop()
    return smallest


def main():
    positions = POSITIONS
    if len(sys.argv) > 1:
        positions = sys.argv[1:]
    for start in positions:
        print("Start:")
        show(start)
        if not is_solvable(start):
            print("Diese Position ist nicht lösbar.")
            continue
        for name, estimate in [("Manhattan distance", manhattan),
                               ("linear conflicts", linear_conflict)]:
            begin = time.time()
            path, nodes = ida_star(start, estimate)
            print(f"  IDA* ({name}): Länge: {len(path) - 1} Züge, Knoten: {nodes}, "
                  f"Zeit: {time.time() - begin:.2f} s")
        tiles = [str(int(tile, 16)) for tile in tiles_moved(path)]
        print("  zu schiebende Plättchen:", " ".join(tiles))
        print()


if __name__ == "__main__":
    main()
