"""Suche nach der Lösung, Schritt 9: die euklidische Distanz.

Wir nehmen das kleine 8-Puzzle (3 x 3). Eine Position ist eine Folge von 9 Ziffern,
Zeile für Zeile gelesen; "0" ist die Lücke. Ändere START, um eine andere zu
probieren, oder gib eine Position in der Kommandozeile an:
python 09_euclid.py 123456708
"""
import heapq
import math
import sys
import time

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


def euclid(state):
    """Für jedes Plättchen die gerade Entfernung zu seinem Platz addieren
    (Luftlinie: die Wurzel aus Zeilen zum Quadrat + Spalten zum Quadrat)."""
    total = 0.0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = GOAL.index(tile)
            rows = i // SIZE - home // SIZE
            cols = i % SIZE - home % SIZE
            total += math.sqrt(rows * rows + cols * cols)
    return total


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

    print(f"Schätzungen für den Start: falsch platziert {misplaced(start)}, "
          f"euklidisch {euclid(start):.2f}, Manhattan {manhattan(start)}")
    print()
    for name, estimate in [("misplaced tiles", misplaced), ("Euclidean distance", euclid),
                           ("Manhattan distance", manhattan)]:
        begin = time.time()
        path, nodes = astar(start, estimate)
        report("A* with " + name, path, nodes, time.time() - begin)

if __name__ == "__main__":
    main()
