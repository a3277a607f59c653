"""Suche nach der Lösung, Schritt 11: Welche Positionen sind lösbar, auf jedem Brett?

Ein Brett hat ROWS x COLS Felder. Die Regel:
- ungerade Breite (3, 5, ... Spalten): die Zahl der Inversionen muss gerade sein;
- gerade Breite (2, 4, ... Spalten): die Inversionen plus die Zeile der Lücke,
  von unten gezählt (1, 2, ...), müssen ungerade sein.
Das Programm prüft die Regel mit Breitensuche auf kleinen Brettern: Es findet
jede Position, die vom Ziel aus erreichbar ist, und vergleicht.
"""
import sys
from collections import deque
from itertools import permutations

SIZES = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)]  # (Zeilen, Spalten), die geprüft werden


def goal(rows, cols):
    """1, 2, ..., dann die Lücke 0 in der Ecke unten rechts."""
    return tuple(list(range(1, rows * cols)) + [0])


def neighbours(state, rows, cols):
    """Alle Positionen, die einen Zug entfernt sind."""
    result = []
    blank = state.index(0)
    row, col = blank // cols, blank % cols
    for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        new_row, new_col = row + step_row, col + step_col
        if 0 <= new_row < rows and 0 <= new_col < cols:
            other = new_row * cols + new_col
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append(tuple(cells))
    return result


def reachable(rows, cols):
    """Jede Position, die die Breitensuche vom Ziel aus erreicht."""
    start = goal(rows, cols)
    seen = {start}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for next_state in neighbours(state, rows, cols):
            if next_state not in seen:
                seen.add(next_state)
                queue.append(next_state)
    return seen


def inversions(state):
    """Plättchenpaare in falscher Reihenfolge, zeilenweise gelesen (ohne die Lücke)."""
    tiles = [tile for tile in state if tile != 0]
    count = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                count += 1
    return count


def is_solvable(state, rows, cols):
    """Die Regel für ein Brett beliebiger Größe."""
    if cols % 2 == 1:
        return inversions(state) % 2 == 0
    blank_row_from_bottom = rows - state.index(0) // cols
    return (inversions(state) + blank_row_from_bottom) % 2 == 1


def check(rows, cols):
    found = reachable(rows, cols)
    agree = 0
    total = 0
    for state in permutations(range(rows * cols)):
        total += 1
        if is_solvable(state, rows, cols) == (state in found):
            agree += 1
    print(f"{rows} x {cols}: {total} Positionen, {len(found)} erreichbar, "
          f"die Regel stimmt überein bei {agree}")


def main():
    for rows, cols in SIZES:
        check(rows, cols)
    # Eine eigene Position: python 11_any_size.py ROWS COLS Zahlen...
    if len(sys.argv) > 3:
        rows, cols = int(sys.argv[1]), int(sys.argv[2])
        state = tuple(int(x) for x in sys.argv[3:])
        verdict = "lösbar" if is_solvable(state, rows, cols) else "NICHT lösbar"
        print("Deine Position:", inversions(state), "Inversionen,", verdict)
    fifteen = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0)
    print("Das 14-15-Puzzle:", inversions(fifteen), "Inversion, Lücke in Zeile 1 von "
          "unten:", "lösbar" if is_solvable(fifteen, 4, 4) else "NICHT lösbar")


if __name__ == "__main__":
    main()
