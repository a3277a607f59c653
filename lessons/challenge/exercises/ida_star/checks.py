"""Hidden checks of challenge/ida_star, on 8-puzzle positions with the Manhattan distance
(every call of neighbours is recorded): a shortest path; no expansion with f = g + h above
the solution's length (g the true distance from the start); depth-first passes, each from
the start, never stepping back onto the path; one pass for each of IDA*'s bounds (each the
smallest f above the last), none expanding a position whose f (g its depth on the path) is
above its bound. The positions are chosen with a Manhattan distance at most 8 below the
true one, so that skipping only the position one came from (Korf 1985) is never a
different search from skipping the whole path (the shortest cycle has 12 moves)."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc

#: At most this many moves between the Manhattan distance and the true distance.
SLACK = 8


def search(start):
    """The student's ida_star from ``start`` to the goal, judged."""
    best = sc.goal_distances()[start]
    what = f"ida_star({start!r}, {sc.GOAL!r}, neighbours, manhattan)"
    allowed = sc.f_region(start, sc.puzzle_neighbours, sc.manhattan, best)
    recorder = sc.Recorder(sc.puzzle_neighbours, allowed)
    path = sc.search("ida_star", what, recorder, start, sc.GOAL, recorder, sc.manhattan)
    sc.check_f(what, recorder.calls, start, sc.puzzle_neighbours, sc.manhattan, best)
    sc.check_path(what, path, start, sc.GOAL, sc.puzzle_neighbours, best)
    if start != sc.GOAL:
        bounds = sc.ida_bounds(start, sc.GOAL, sc.puzzle_neighbours, sc.manhattan)
        sc.check_passes(what, recorder.calls, start, sc.puzzle_neighbours, sc.manhattan,
                        bounds)


def starts(depths, below=True):
    """The first position (in sorted order) at each distance, with a Manhattan distance
    below it (more than one pass) unless ``below`` is False."""
    return [next(s for s in sc.positions_at(depth)
                 if depth - SLACK <= sc.manhattan(s) < depth or not below)
            for depth in depths]


def random_start(rng, depth):
    while True:
        start = sc.random_position(rng, depth)
        if depth - sc.manhattan(start) <= SLACK:
            return start


def shortest_paths():
    for start in [sc.GOAL] + starts([1, 2, 6, 10], below=False):
        search(start)


def only_f_at_most_c():
    for start in starts([8, 12, 16]):
        search(start)


def restarts_per_bound():
    for start in starts([14, 18]):
        search(start)


def bound_plus_one():
    """Bounds 8, 10, 12 and 8, 10, ..., 16: a next bound of the last + 1 makes every
    other pass again."""
    for start in ("012356478", "012345786"):
        search(start)


def visited_per_pass():
    """Keeping one visited set for a whole pass gives 19 and 17 moves instead of 15."""
    for start in ("102563847", "102534786"):
        search(start)


def random_puzzles():
    rng = h.rng()
    for depth in (3, 6, 9, 12, 14, 16, 18, 20):
        search(random_start(rng, depth))


CHECKS = [("shortest_paths", shortest_paths), ("only_f_at_most_c", only_f_at_most_c),
          ("restarts_per_bound", restarts_per_bound), ("bound_plus_one", bound_plus_one),
          ("visited_per_pass", visited_per_pass), ("random_puzzles", random_puzzles)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["ida_star"], max(seconds, 8.0))
