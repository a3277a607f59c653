"""Suche nach der Lösung, Schritt 13: Teile und herrsche, für jede Größe.

Statt einer Suche für das ganze Puzzle viele kleine: die oberste Zeile an ihren
Platz bringen (Plättchen für Plättchen, die letzten zwei zusammen), dann die linke
Spalte und so weiter; eine fertige Linie wird eingefroren und nie wieder berührt,
so schrumpft das Brett, das noch zu lösen ist: 5 x 5 -> 4 x 4 -> 3 x 3 -> ...
Jede kleine Teilaufgabe ist eine Breitensuche, die nur die Plättchen, die sie gerade
platziert, und die Lücke verfolgt. Die Antworten sind lang, aber jede Größe
ist im Nu gelöst.
python 13_divide.py 6   löst ein zufälliges Brett mit 6 x 6 Feldern
"""
import random
import sys
from collections import deque

# Das Beispiel (4 x 4) der Abschlussarbeit; 0 ist die Lücke
EXAMPLE = [7, 1, 3, 4, 2, 5, 10, 8, 0, 6, 9, 11, 13, 14, 15, 12]


def inversions(board):
    tiles = [tile for tile in board if tile != 0]
    count = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                count += 1
    return count


def is_solvable(board, size):
    """Die Regel aus Schritt 11 für ein Brett mit size x size Feldern."""
    if size % 2 == 1:
        return inversions(board) % 2 == 0
    blank_row_from_bottom = size - board.index(0) // size
    return (inversions(board) + blank_row_from_bottom) % 2 == 1


def random_board(size, seed):
    """Zufälliges lösbares Brett: mischen; falls unlösbar, zwei Plättchen tauschen."""
    board = list(range(size * size))
    random.Random(seed).shuffle(board)
    if not is_solvable(board, size):
        first, second = [i for i in range(len(board)) if board[i] != 0][:2]
        board[first], board[second] = board[second], board[first]
    return board


def plan(size):
    """Die Teilziele der Reihe nach: Listen von Plättchen, die zusammen hineinkommen."""
    steps = []
    top, left = 0, 0  # das noch zu lösende Brett beginnt in Zeile top, Spalte left
    while size - top > 2 or size - left > 2:
        if size - top >= size - left:  # die oberste Zeile des Rests lösen
            line = [top * size + col + 1 for col in range(left, size)]
            top += 1
        else:  # die linke Spalte des Rests lösen
            line = [row * size + left + 1 for row in range(top, size)]
            left += 1
        for tile in line[:-2]:
            steps.append([tile])
        steps.append(line[-2:])  # die letzten zwei einer Linie müssen zusammen hinein
    last = [row * size + col + 1 for row in (top, top + 1) for col in (left, left + 1)]
    steps.append(last[:-1])  # die letzte Ecke mit 2 x 2 Feldern: ihre drei Plättchen
    return steps


def place(board, size, tiles, frozen):
    """Breitensuche, die tiles heimbringt, ohne eingefrorene Felder zu berühren.
    Ein Zustand ist (wo jedes der tiles steht, wo die Lücke ist): andere Plättchen
    sehen alle gleich aus. Macht die Züge auf board; gibt die Züge (die Felder, zu denen
    die Lücke geht) und die Zahl der Knoten zurück."""
    homes = tuple(tile - 1 for tile in tiles)
    start = tuple(board.index(tile) for tile in tiles) + (board.index(0),)
    parent = {start: None}
    queue = deque([start])
    nodes = 0
    while queue:
        state = queue.popleft()
        nodes += 1
        if state[:-1] == homes:
            break
        blank = state[-1]
        row, col = blank // size, blank % size
        for step_row, step_col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            new_row, new_col = row + step_row, col + step_col
            other = new_row * size + new_col
            if 0 <= new_row < size and 0 <= new_col < size and other not in frozen:
                # ein verfolgtes Plättchen auf other rutscht nach blank;
                # andere Plättchen verfolgen wir nicht
                places = [blank if place == other else place for place in state[:-1]]
                next_state = tuple(places) + (other,)
                if next_state not in parent:
                    parent[next_state] = state
                    queue.append(next_state)
    else:
        raise ValueError("this position cannot be solved")
    path = []  # die Felder, zu denen die Lücke geht, vom Ziel zurück zum Start
    while parent[state] is not None:
        path.append(state[-1])
        state = parent[state]
    path.reverse()
    for other in path:  # die Züge auf dem echten Brett machen
        blank = board.index(0)
        board[blank], board[other] = board[other], 0
    return path, nodes


def solve(board, size):
    """Mit Teilzielen lösen. Gibt die Zahl der Züge und der Knoten zurück."""
    board = board[:]
    frozen = set()
    moves, nodes = 0, 0
    for tiles in plan(size):
        path, searched = place(board, size, tiles, frozen)
        moves += len(path)
        nodes += searched
        frozen.update(tile - 1 for tile in tiles)  # ihre Felder sind fertig
    assert board == list(range(1, size * size)) + [0], "not solved"
    return moves, nodes


def main():
    sizes = [3, 4, 5, 6]
    if len(sys.argv) > 1:
        sizes = [int(sys.argv[1])]
    print("Teilziele für ein Brett mit 4 x 4 Feldern:", plan(4))
    moves, nodes = solve(EXAMPLE, 4)
    print(f"Beispiel der Abschlussarbeit (optimal 18 Züge): {moves} Züge, {nodes} Knoten")
    for size in sizes:
        board = random_board(size, seed=size)
        moves, nodes = solve(board, size)
        print(f"Zufälliges Brett {size} x {size}: {moves} Züge, {nodes} Knoten")


if __name__ == "__main__":
    main()
