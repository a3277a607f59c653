"""Hidden checks of search/bfs_goal: a shortest path (or None), breadth-first search level
by level (every call of neighbours is recorded; any order within a level is right, since
the statement does not fix the order of a position's children), and no expansion of the
goal or past its level. Fixed graphs name the classic slips; random graphs (most with
edges inside a level), king's-move grids and 8-puzzle positions test everywhere else."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc

#: A bipartite graph (every edge joins two levels) with an unreachable part (X, Y).
GRAPH = {"S": ["A", "B"], "A": ["S", "C", "D"], "B": ["S", "D", "E"], "C": ["A", "F"],
         "D": ["A", "B", "G"], "E": ["B", "G"], "F": ["C"], "G": ["D", "E", "H"], "H": ["G"],
         "X": ["Y"], "Y": ["X"]}
#: Edges inside a level (A-B): a search that sets a position's parent again when it sees
#: it again gives S A B D (or S B A C) instead of S B D (S A C), whatever the order of
#: the children.
SAME_LEVEL = {"S": ["A", "B"], "A": ["S", "B", "C"], "B": ["S", "A", "D"], "C": ["A"],
              "D": ["B"]}
#: A triangle and a longer cycle: the parent of E is C or D, never B.
TRIANGLES = {"S": ["A", "B"], "A": ["S", "B", "C"], "B": ["A", "S", "D", "E"],
             "C": ["A", "D", "E"], "D": ["C", "B"], "E": ["C", "B", "F"], "F": ["E"]}
#: King's moves (8 directions) on a small grid; "#" is a wall. Cells are (row, column).
KING = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def search(start, goal, function, what):
    """The student's bfs on one input, judged: its expansions level by level, then the
    path (``what``: the call as shown)."""
    depth = sc.distances(start, function, target=goal)
    recorder = sc.Recorder(function, depth, len(depth))
    path = sc.search("bfs", what, recorder, start, goal, recorder)
    sc.check_levels(what, recorder.calls, start, goal, depth)
    sc.check_path(what, path, start, goal, function, depth.get(goal))


def on_graph(start, goal, graph):
    what = sc.on_graph(f"bfs({start!r}, {goal!r}, neighbours)", graph)
    search(start, goal, sc.graph_function(graph), what)


def on_puzzle(start, goal, width=3):
    what = f"bfs({start!r}, {goal!r}, neighbours)"
    search(start, goal, lambda s: sc.puzzle_neighbours(s, width), what)


def small_graph_path():
    for goal in ("G", "H", "B", "E"):
        on_graph("S", goal, GRAPH)


def start_is_goal():
    on_graph("S", "S", GRAPH)
    on_puzzle("123456780", "123456780")


def unreachable_goal():
    on_graph("S", "X", GRAPH)
    on_puzzle("123405", "123540", width=3)   # the other half of the 2 x 3 puzzle


def edges_inside_a_level():
    for goal in ("C", "D"):
        on_graph("S", goal, SAME_LEVEL)
    for goal in ("E", "F", "D"):
        on_graph("S", goal, TRIANGLES)


def puzzle_path():
    for start in ("123405", "103425", "413520"):
        on_puzzle(start, "123450")


def stops_at_goal():
    for goal in ("A", "D", "G"):
        on_graph("S", goal, GRAPH)
    for start in ("123405", "120453", "023145"):
        on_puzzle(start, "123450")


def eight_puzzle():
    for start in ("123456708", "123405786", "023145786"):
        on_puzzle(start, sc.GOAL)


def random_graphs():
    rng = h.rng()
    for _ in range(60):
        size = rng.randint(4, 11)
        graph = sc.random_graph(rng, size, rng.randint(1, size))
        start, goal, draw = rng.randrange(size), rng.randrange(size), rng.random()
        if draw < 0.25:   # a part the start cannot reach
            graph.update({size: [size + 1], size + 1: [size]})
            goal = size + 1
        elif draw < 0.35:
            goal = start
        on_graph(start, goal, graph)


def grid(rng, rows, cols):
    """A random grid with walls, as text rows (``.`` free, ``#`` wall)."""
    return ["".join("#" if rng.random() < 0.25 else "." for _ in range(cols))
            for _ in range(rows)]


def king_neighbours(cells):
    def neighbours(cell):
        r, c = cell
        return [(r + dr, c + dc) for dr, dc in KING
                if 0 <= r + dr < len(cells) and 0 <= c + dc < len(cells[0])
                and cells[r + dr][c + dc] == "."]
    return neighbours


def random_grids():
    rng = h.rng()
    for _ in range(25):
        cells = grid(rng, rng.randint(2, 5), rng.randint(3, 6))
        free = [(r, c) for r, row in enumerate(cells) for c, v in enumerate(row) if v == "."]
        if not free:
            continue
        start, goal = rng.choice(free), rng.choice(free)
        what = f"grid = {cells!r}; bfs({start!r}, {goal!r}, king_moves(grid))"
        search(start, goal, king_neighbours(cells), what)


def random_puzzles():
    rng = h.rng()
    for depth in (1, 2, 3, 5, 7, 9):
        on_puzzle(sc.random_position(rng, depth), sc.GOAL)


CHECKS = [("small_graph_path", small_graph_path), ("start_is_goal", start_is_goal),
          ("unreachable_goal", unreachable_goal), ("edges_inside_a_level", edges_inside_a_level),
          ("puzzle_path", puzzle_path), ("stops_at_goal", stops_at_goal),
          ("eight_puzzle", eight_puzzle), ("random_graphs", random_graphs),
          ("random_grids", random_grids), ("random_puzzles", random_puzzles)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["bfs"], max(seconds, 5.0))
