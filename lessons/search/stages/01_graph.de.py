"""Suche nach der Lösung, Schritt 1: Positionen und ihre Nachbarn.

Wir nehmen das kleine 8-Puzzle (3 x 3). Eine Position ist eine Folge von 9 Ziffern,
Zeile für Zeile gelesen; "0" ist die Lücke. Ändere START, um eine andere zu
probieren, oder gib eine Position in der Kommandozeile an:
python 01_graph.py 123456708
"""
import sys

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
    print("Ihre Nachbarn (einen Zug entfernt):")
    for position in neighbours(start):
        print()
        show(position)
    print()
    print("Anzahl der Nachbarn:", len(neighbours(start)))
    print("Nachbarn des Ziels:", neighbours(GOAL))


if __name__ == "__main__":
    main()
