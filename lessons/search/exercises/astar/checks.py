"""Hidden checks of search/astar: a shortest path, each position expanded at most once,
never the goal, and none with f = g + h above the solution's length (every call of
neighbours is recorded; g is the true distance from the start). On 8-puzzle positions with
the Manhattan distance, and on small graphs with odd cycles and a consistent estimate,
where a search that never improves a position's g (or closes positions when it generates
them) gives longer paths."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc

#: Every move costs 1, the estimate H is consistent, and S A P X Q is an odd cycle: A*
#: reaches X first from P (g = 3) and must lower it to 2 when it expands Q. A search that
#: closes positions when it generates them, or never lowers g, gives S A P X G (4 moves)
#: instead of S Q X G (3), whatever its tie-breaking (no two f are equal here).
IMPROVE = {"S": ["Q", "A"], "Q": ["S", "X"], "A": ["S", "P"], "P": ["A", "X"],
           "X": ["P", "Q", "G"], "G": ["X"]}
IMPROVE_H = {"S": 2, "Q": 2, "A": 1, "P": 0, "X": 1, "G": 0}


def search(start, goal, function, estimate, best, what):
    """The student's astar on one input, judged: its expansions, then its path."""
    allowed = sc.f_region(start, function, estimate, best)
    recorder = sc.Recorder(function, allowed, len(allowed))
    path = sc.search("astar", what, recorder, start, goal, recorder, estimate)
    sc.check_best_first(what, recorder.calls, start, goal, function, estimate, best)
    sc.check_path(what, path, start, goal, function, best)


def on_puzzle(start):
    what = f"astar({start!r}, {sc.GOAL!r}, neighbours, manhattan)"
    search(start, sc.GOAL, sc.puzzle_neighbours, sc.manhattan, sc.goal_distances()[start],
           what)


def on_graph(start, goal, graph, estimate):
    what = sc.on_graph(f"h = {estimate!r}.get; astar({start!r}, {goal!r}, neighbours, h)", graph)
    best = sc.distances(start, sc.graph_function(graph))[goal]
    search(start, goal, sc.graph_function(graph), estimate.__getitem__, best, what)


def starts(depths):
    return [sc.positions_at(depth)[0] for depth in depths]


def shortest_paths():
    for start in starts([1, 4, 8, 12]):
        on_puzzle(start)


def only_f_at_most_c():
    for start in starts([10, 14, 18, 22]):
        on_puzzle(start)


def improves_g():
    on_graph("S", "G", IMPROVE, IMPROVE_H)


def random_graphs():
    rng = h.rng()
    for _ in range(60):
        size = rng.randint(5, 12)
        graph = sc.random_graph(rng, size, rng.randint(2, size + 2))
        start, goal = rng.sample(sorted(graph), 2)
        on_graph(start, goal, graph, sc.landmark_estimate(rng, graph, goal))


def lure(rng):
    """A random graph like IMPROVE: from the start, a short way (m moves) and a long way
    (m + 1 moves) to X, then x moves to the goal; the estimate stays x + 1 on the short
    way and drops to x - 1 on the long one, so A* reaches X by the long way first and must
    lower its g. Leaves hang on random positions (they change no distance). Returns
    (graph, estimate, start, goal) with the positions numbered at random."""
    m, x = rng.randint(2, 4), rng.randint(1, 3)
    short = [f"s{i}" for i in range(1, m)]
    long = [f"l{i}" for i in range(1, m + 1)]
    tail = [f"t{i}" for i in range(1, x)] + ["goal"]
    estimate = {"start": x + 1, "X": x, **{v: x + 1 for v in short},
                **{v: (x if i == 0 else x - 1) for i, v in enumerate(long)},
                **{v: x - 1 - i for i, v in enumerate(tail)}}
    edges = list(zip(["start"] + short, short + ["X"], strict=True))
    edges += list(zip(["start"] + long, long + ["X"], strict=True))
    edges += list(zip(["X"] + tail[:-1], tail, strict=True))
    for i in range(rng.randint(0, 4)):   # leaves
        stem = rng.choice(sorted(estimate))
        estimate[f"leaf{i}"] = max(0, estimate[stem] + rng.choice((-1, 0, 1)))
        edges.append((stem, f"leaf{i}"))
    names = list(range(len(estimate)))
    rng.shuffle(names)
    number = dict(zip(sorted(estimate), names, strict=True))
    graph = {number[v]: [] for v in estimate}
    for a, b in edges:
        graph[number[a]].append(number[b])
        graph[number[b]].append(number[a])
    for node in graph.values():
        rng.shuffle(node)
    return (dict(sorted(graph.items())), {number[v]: e for v, e in sorted(estimate.items())},
            number["start"], number["goal"])


def improves_g_everywhere():
    rng = h.rng()
    for _ in range(20):
        graph, estimate, start, goal = lure(rng)
        on_graph(start, goal, graph, dict(sorted(estimate.items())))


def random_puzzles():
    rng = h.rng()
    for depth in (5, 9, 13, 16, 19, 21):
        on_puzzle(sc.random_position(rng, depth))


CHECKS = [("shortest_paths", shortest_paths), ("only_f_at_most_c", only_f_at_most_c),
          ("improves_g", improves_g), ("improves_g_everywhere", improves_g_everywhere),
          ("random_graphs", random_graphs),
          ("random_puzzles", random_puzzles)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["astar"], max(seconds, 8.0))
