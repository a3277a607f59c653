"""Suche nach der Lösung, Schritt 10: konsistente Schätzungen.

Eine Schätzung ist konsistent, wenn ein Zug sie nie um mehr als 1 verändert:
estimate(position) <= 1 + estimate(neighbour). Das Programm prüft das für
jede der 181 440 lösbaren Positionen, für vier Schätzungen, und zeigt, was
A* mit einer Schätzung tun muss, die zulässig, aber nicht konsistent ist:
Positionen wieder öffnen, die schon fertig waren.
"""
import heapq
import sys
from collections import deque

START = "518342760"  # die Position für A*
GOAL = "123456780"   # das gelöste Puzzle
SIZE = 3             # 3 x 3 Felder
HOME = {tile: GOAL.index(tile) for tile in GOAL}  # wohin jedes Plättchen gehört


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


def all_distances():
    """Breitensuche vom Ziel aus: die genaue Entfernung jeder Position."""
    distance = {GOAL: 0}
    queue = deque([GOAL])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state):
            if next_state not in distance:
                distance[next_state] = distance[state] + 1
                queue.append(next_state)
    return distance


def misplaced(state):
    """Plättchen, die nicht an ihrem Platz sind (die Lücke zählt nicht)."""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != "0" and state[i] != GOAL[i]:
            count += 1
    return count


def misplaced_with_blank(state):
    """Wie in der Abschlussarbeit: jedes vom Ziel abweichende Feld, auch die Lücke."""
    count = 0
    for i in range(SIZE * SIZE):
        if state[i] != GOAL[i]:
            count += 1
    return count


def manhattan(state):
    """Für jedes Plättchen: Zeilen plus Spalten Abstand von seinem Platz."""
    total = 0
    for i in range(SIZE * SIZE):
        tile = state[i]
        if tile != "0":
            home = HOME[tile]
            total += abs(i // SIZE - home // SIZE) + abs(i % SIZE - home % SIZE)
    return total


def corner_manhattan(state):
    """Die Manhattan-Distanz, wenn die Lücke in einer Ecke ist, sonst 0.
    Nie zu groß, aber sie springt: nicht konsistent."""
    if state.index("0") in (0, SIZE - 1, SIZE * (SIZE - 1), SIZE * SIZE - 1):
        return manhattan(state)
    return 0


def check(name, estimate, distance):
    """Zählt die Positionen, in denen die Schätzung zu groß ist, und die Züge,
    in denen sie um mehr als 1 fällt (dann ist sie nicht konsistent)."""
    value = {state: estimate(state) for state in distance}
    too_big = 0
    jumps = 0
    for state in distance:
        if value[state] > distance[state]:
            too_big += 1
        for next_state in neighbours(state):
            if value[state] > 1 + value[next_state]:
                jumps += 1
    print(f"{name:22} zu groß in {too_big:6} Positionen, fällt um mehr als 1 in {jumps:6} Zügen")


def astar(start, estimate):
    """A*, das auch zählt, wie oft eine fertige Position wieder geöffnet wird."""
    moves = {start: 0}
    finished = set()
    heap = [(estimate(start), 0, start)]
    nodes = 0
    reopened = 0
    while heap:
        total, done, state = heapq.heappop(heap)
        if done > moves[state]:
            continue  # ein alter Eintrag
        if state in finished:
            reopened += 1  # schon fertig, aber jetzt mit weniger Zügen erreicht
        finished.add(state)
        nodes += 1
        if state == GOAL:
            return done, nodes, reopened
        for next_state in neighbours(state):
            if next_state not in moves or done + 1 < moves[next_state]:
                moves[next_state] = done + 1
                heapq.heappush(heap, (done + 1 + estimate(next_state), done + 1, next_state))
    return None, nodes, reopened


def main():
    start = START
    if len(sys.argv) > 1:
        start = sys.argv[1]
    distance = all_distances()
    print("Lösbare Positionen:", len(distance))
    estimates = [("misplaced tiles", misplaced), ("misplaced with blank", misplaced_with_blank),
                 ("Manhattan distance", manhattan), ("corner Manhattan", corner_manhattan)]
    for name, estimate in estimates:
        check(name, estimate, distance)
    if start not in distance:
        print("Die Position", start, "ist nicht lösbar.")
        return
    print()
    print("A* ab", start)
    for name, estimate in estimates:
        length, nodes, reopened = astar(start, estimate)
        print(f"{name:22} Länge: {length} Züge, Knoten: {nodes}, wieder geöffnet: {reopened}")


if __name__ == "__main__":
    main()
