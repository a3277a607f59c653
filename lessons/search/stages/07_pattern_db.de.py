"""Suche nach der Lösung, Schritt 7: eine Musterdatenbank, gebaut mit Breitensuche.

Wir nehmen das kleine 8-Puzzle (3 x 3). Eine Position ist eine Folge von 9 Ziffern,
Zeile für Zeile gelesen; "0" ist die Lücke. Ändere START, um eine andere zu
probieren, oder gib eine Position in der Kommandozeile an:
python 07_pattern_db.py 123456708
"""
import heapq
import sys
import time
from collections import deque

START = "518342760"  # die Position, die wir lösen
GOAL = "123456780"   # das gelöste Puzzle
SIZE = 3             # 3 x 3 Felder


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


def path_to(state, parent):
    """Von state zurück zum Start gehen, dann die Liste umdrehen."""
    path = []
    while state is not None:
        path.append(state)
        state = parent[state]
    path.reverse()
    return path


def tiles_moved(path):
    """Welches Plättchen bei jedem Schritt des Wegs geschoben wird."""
    tiles = []
    for i in range(1, len(path)):
        tiles.append(path[i - 1][path[i].index("0")])
    return tiles


def report(name, path, nodes, seconds):
    print(name)
    print("  Knoten:", nodes)
    print(f"  Zeit: {seconds:.3f} s")
    print("  Länge:", len(path) - 1, "Züge")
    print("  zu schiebende Plättchen:", " ".join(tiles_moved(path)))


def bfs(start):
    """Breitensuche: alle Positionen ansehen, die 1 Zug entfernt sind,
    dann alle, die 2 Züge entfernt sind, und so weiter.
    Gibt den Weg zum Ziel und die Zahl der angesehenen Knoten zurück."""
    parent = {start: None}  # woher wir zu jeder Position gekommen sind
    queue = deque([start])
    nodes = 0
    while queue:
        state = queue.popleft()  # die älteste Position in der Warteschlange
        nodes += 1
        if state == GOAL:
            return path_to(state, parent), nodes
        for next_state in neighbours(state):
            if next_state not in parent:  # eine noch nicht gesehene Position
                parent[next_state] = state
                queue.append(next_state)
    return None, nodes


def misplaced(state):
    """Wie viele Plättchen sind nicht an ihrem Platz? (Die Lücke zählt nicht.)"""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != "0" and state[i] != GOAL[i]:
            count += 1
    return count


def astar(start, estimate):
    """A*-Suche: immer bei der Position weitermachen, bei der
    bisherige Züge + geschätzte noch nötige Züge am kleinsten ist."""
    moves = {start: 0}      # die wenigsten bisher gefundenen Züge zu jeder Position
    parent = {start: None}
    heap = [(estimate(start), 0, start)]
    nodes = 0
    while heap:
        total, done, state = heapq.heappop(heap)  # die kleinste Summe
        if done > moves[state]:
            continue  # ein alter Eintrag: später fanden wir einen kürzeren Weg hierher
        nodes += 1
        if state == GOAL:
            return path_to(state, parent), nodes
        for next_state in neighbours(state):
            if next_state not in moves or done + 1 < moves[next_state]:
                moves[next_state] = done + 1
                parent[next_state] = state
                heapq.heappush(heap, (done + 1 + estimate(next_state), done + 1, next_state))
    return None, nodes


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
    """Breitensuche vom Ziel aus über das vereinfachte Puzzle.
    Sie findet die genaue Zahl der Züge von jeder vereinfachten Position aus."""
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


DATABASES = []  # wird von main() vor der Suche gefüllt


def pattern_database(state):
    """In jeder Datenbank nachsehen und die größte Antwort nehmen."""
    best = 0
    for pattern, database in zip(PATTERNS, DATABASES):
        best = max(best, database[simplify(state, pattern)])
    return best


def main():
    start = START
    if len(sys.argv) > 1:
        start = sys.argv[1]
    print("Start:")
    show(start)
    if not is_solvable(start):
        print("Diese Position ist nicht lösbar.")
        return
    print()

    begin = time.time()
    path, nodes = bfs(start)
    report("Breitensuche", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, misplaced)
    report("A* mit falsch platzierten Plättchen", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, manhattan)
    report("A* mit Manhattan-Distanz", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = astar(start, linear_conflict)
    report("A* mit linearen Konflikten", path, nodes, time.time() - begin)

    begin = time.time()
    path, nodes = ida_star(start, linear_conflict)
    report("IDA* mit linearen Konflikten", path, nodes, time.time() - begin)

    begin = time.time()
    for pattern in PATTERNS:
        DATABASES.append(build_database(pattern))
    print(f"Datenbanken in {time.time() - begin:.3f} s gebaut,", len(DATABASES[0]), "Einträge je Datenbank")
    begin = time.time()
    path, nodes = ida_star(start, pattern_database)
    report("IDA* mit der Musterdatenbank", path, nodes, time.time() - begin)


if __name__ == "__main__":
    main()
