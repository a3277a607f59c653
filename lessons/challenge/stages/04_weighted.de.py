"""Die Löser-Challenge, Schritt 4: gewichtetes IDA*, schnell, aber nicht immer optimal.

Dasselbe IDA* wie in Schritt 3, aber die Schätzung zählt WEIGHT-mal: Die
Suche glaubt, das Ziel sei weiter weg, als es ist, und gräbt sich gierig
darauf zu. Sie findet Antworten nach viel weniger Knoten, aber sie können
länger als die kürzesten sein. Probiere andere Gewichte: 1 ergibt wieder Schritt 3.
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
WEIGHT = 3  # wie oft die Schätzung zählt (1 = die kürzesten Antworten)
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
    limit = WEIGHT * manhattan(cells)
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
    total = len(moves) + WEIGHT * estimate
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
    weight_text = sys.argv[1] if len(sys.argv) > 1 else str(WEIGHT)
    set_weight(float(weight_text))  # python FILE.py 1.5 probiert ein anderes Gewicht
    print("Gewicht", WEIGHT)
    total = 0
    for name in POSITIONS:
        begin = time.time()
        moves = solve(POSITIONS[name])
        seconds = time.time() - begin
        total += len(moves)
        print(f"{name}: {len(moves)} Züge in {seconds:.2f} s, {nodes} Knoten")
    print("Züge insgesamt:", total)


def set_weight(weight):
    global WEIGHT
    WEIGHT = weight


if __name__ == "__main__":
    main()
