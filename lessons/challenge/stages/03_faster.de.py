"""Die Löser-Challenge, Schritt 3: ein schnellerer Löser für den Anfang.

Dasselbe IDA* mit der Manhattan-Distanz, aber wir zählen nicht mehr nach
jedem Zug die Distanz aller 15 Plättchen: Nur ein Plättchen hat sich bewegt,
also ändert sich nur seine Distanz, um einen Schritt mehr oder weniger.
Ändere WHICH (oder starte: python FILE.py T3), um eine andere Position zu testen.
"""
import sys
import time

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


def distance(tile, place):
    """Wie viele Zeilen und Spalten ist place vom Zuhause von tile entfernt?"""
    home = tile - 1  # Plättchen 1 gehört auf Platz 0, Plättchen 2 auf 1, ...
    return abs(place // SIZE - home // SIZE) + abs(place % SIZE - home % SIZE)


def manhattan(cells):
    """Für jedes Plättchen: Wie viele Zeilen und Spalten ist es von seinem Platz weg?"""
    total = 0
    for place in range(SIZE * SIZE):
        tile = cells[place]
        if tile != 0:
            total += distance(tile, place)
    return total


def solve(board):
    """board: 4 Listen mit je 4 Zahlen, 0 ist die Lücke.
    Gibt die Liste der Züge zurück, zum Beispiel ["Down", "Left", ...]."""
    global nodes
    nodes = 0
    cells = []  # mit einer flachen Liste von 16 Zahlen arbeitet es sich leichter
    for row in board:
        cells.extend(row)
    moves = []
    limit = manhattan(cells)
    while True:
        result = dig(cells, cells.index(0), manhattan(cells), moves, limit)
        if result == "found":
            return moves
        limit = result  # nichts gefunden: längeren Weg erlauben, neu anfangen


def dig(cells, blank, estimate, moves, limit):
    """Tiefensuche: Züge probieren, bis bisherige Züge + Schätzung > limit.
    Die Züge werden auf cells gemacht und auf dem Rückweg zurückgenommen.
    estimate ist die Manhattan-Distanz von cells und wird laufend aktualisiert."""
    global nodes
    nodes += 1
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
        new_estimate = estimate - distance(tile, other) + distance(tile, blank)
        cells[blank], cells[other] = cells[other], cells[blank]  # den Zug machen
        moves.append(word)
        result = dig(cells, other, new_estimate, moves, limit)
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


if __name__ == "__main__":
    main()
