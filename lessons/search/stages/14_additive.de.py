"""Suche nach der Lösung, Schritt 14: eine additive Musterdatenbank.

Schritt 7 nahm die größere von zwei Datenbanken, weil jede alle Züge zählte.
Hier zählt jede Datenbank nur die Züge IHRER EIGENEN Plättchen (Züge der
x-Aufkleber sind gratis), so teilen die beiden Antworten nie einen Zug und dürfen
addiert werden. Gebaut wird eine mit einer Breitensuche, in der manche Züge 0
kosten: Diese Positionen kommen an den Anfang der Warteschlange („0-1-BFS“).
"""
import sys
import time
from collections import deque

START = "518342760"  # die Position, die wir lösen
GOAL = "123456780"   # das gelöste Puzzle
SIZE = 3             # 3 x 3 Felder
POSITIONS = [START, "548206173", "867254301"]


def show(state):
    """Eine Position in 3 Zeilen ausgeben; die Lücke ist ein Punkt."""
    for row in range(SIZE):
        line = state[row * SIZE:(row + 1) * SIZE]
        print(" ".join(line).replace("0", "."))


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
    """Bei 3 x 3 Feldern: lösbar, wenn die Zahl der Inversionen gerade ist."""
    tiles = state.replace("0", "")
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions % 2 == 0


def manhattan(state):
    """Für jedes Plättchen: Zeilen und Spalten bis zu seinem Platz, alles addiert."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


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


PATTERNS = ["1234", "5678"]  # zwei Gruppen von Plättchen, eine Datenbank für jede


def simplify(state, pattern):
    """Plättchen des Musters und die Lücke behalten; alle anderen werden zu x."""
    result = ""
    for tile in state:
        if tile in pattern or tile == "0":
            result += tile
        else:
            result += "x"
    return result


def build_database(pattern):
    """Die Datenbank aus Schritt 7: jeder Zug zählt."""
    start = simplify(GOAL, pattern)
    distance = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in distance:
                distance[next_state] = distance[state] + 1
                queue.append(next_state)
    return distance


def build_additive(pattern):
    """Nur Züge der Plättchen des Musters zählen. 0-1-BFS vom Ziel aus: Ein Gratiszug
    stellt die Position an den ANFANG der Warteschlange, ein gezählter ans Ende,
    so gibt die Warteschlange immer die billigsten Positionen zuerst heraus."""
    start = simplify(GOAL, pattern)
    cost = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            moved = next_state[state.index("0")]  # das in die Lücke gerutschte Plättchen
            step = 1 if moved in pattern else 0
            if next_state not in cost or cost[state] + step < cost[next_state]:
                cost[next_state] = cost[state] + step
                if step == 0:
                    queue.appendleft(next_state)
                else:
                    queue.append(next_state)
    # Wo die Lücke ist, spielt keine Rolle mehr: die kleinsten Kosten behalten
    database = {}
    for state, moves in cost.items():
        key = state.replace("0", "x")
        if key not in database or moves < database[key]:
            database[key] = moves
    return database


DATABASES = []  # die aus Schritt 7, eine pro Muster
ADDITIVE = []   # die additiven


def biggest(state):
    """Schritt 7: die größere Antwort der beiden Datenbanken."""
    best = 0
    for pattern, database in zip(PATTERNS, DATABASES):
        best = max(best, database[simplify(state, pattern)])
    return best


def added(state):
    """Die Antworten der additiven Datenbanken, addiert."""
    total = 0
    for pattern, database in zip(PATTERNS, ADDITIVE):
        total += database[simplify(state, pattern).replace("0", "x")]
    return total


def main():
    positions = POSITIONS
    if len(sys.argv) > 1:
        positions = sys.argv[1:]
    for pattern in PATTERNS:
        DATABASES.append(build_database(pattern))
        ADDITIVE.append(build_additive(pattern))
    print("Einträge: Schritt 7:", len(DATABASES[0]), "je Datenbank, additive:",
          len(ADDITIVE[0]), "je Datenbank")
    for start in positions:
        print()
        show(start)
        if not is_solvable(start):
            print("Diese Position ist nicht lösbar.")
            continue
        print(f"Schätzungen: Manhattan {manhattan(start)}, größere von zwei {biggest(start)}, "
              f"Summe {added(start)}")
        for name, estimate in [("Manhattan distance", manhattan),
                               ("bigger of two databases", biggest),
                               ("additive databases", added)]:
            begin = time.time()
            path, nodes = ida_star(start, estimate)
            print(f"  IDA* ({name}): Länge: {len(path) - 1} Züge, Knoten: {nodes}, "
                  f"Zeit: {time.time() - begin:.2f} s")


if __name__ == "__main__":
    main()
