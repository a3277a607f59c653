"""The classic slips of the search and challenge exercises fail their checks with a message
that names the position, and correct variants pass (issue 18, item 3).

Each file under ``tests/data/exercise_slips/<lesson>/<exercise>/`` is a student's file: a
slip (a wrong but plausible solution) whose docstring says which check catches it and what
that check's message shows (``Caught by: CHECK: TEXT``, TEXT the input as it is written in
the message), or a correct variant ``ok_*.py`` that must pass. Every file is checked with
two seeds, so the random positions differ.
"""

import re
from pathlib import Path

import pytest

from boardgames.exercises import checker, loader

SLIPS = Path(__file__).parent / "data" / "exercise_slips"
LESSONS = ("search", "challenge")
SEEDS = (181, 7259)
FOUND = loader.find_exercises()
#: The exercises whose slips are here.
EXERCISES = ["search/neighbours", "search/bfs_goal", "search/misplaced", "search/manhattan",
             "search/astar", "challenge/apply_moves", "challenge/ida_star",
             "challenge/linear_conflict", "challenge/moves_from_path"]


def _files(correct):
    return [path for lesson in LESSONS for path in sorted((SLIPS / lesson).glob("*/*.py"))
            if path.name.startswith("ok_") == correct]


def _id(path):
    return f"{path.parent.parent.name}/{path.parent.name}/{path.stem}"


def _exercise(path):
    return FOUND.get(f"{path.parent.parent.name}/{path.parent.name}")


def caught_by(path):
    """The ``(check id, text)`` pairs of a slip's docstring."""
    text = path.read_text(encoding="utf-8")
    return re.findall(r"^Caught by: (\w+): (.+)$", text, re.MULTILINE)


def test_the_corpus_covers_the_exercises():
    covered = {f"{p.parent.parent.name}/{p.parent.name}" for p in _files(False)}
    assert covered == set(EXERCISES)
    assert all(_exercise(p) is not None for p in _files(False) + _files(True))
    for key in EXERCISES:
        assert list((SLIPS / key).glob("ok_*.py")), f"{key}: no correct variant"


@pytest.mark.parametrize("path", _files(False), ids=_id)
def test_a_slip_fails_and_the_message_names_the_position(path, private_tmp):
    expected = caught_by(path)
    assert expected, f"{path.name}: say 'Caught by: CHECK: TEXT' in its docstring"
    for seed in SEEDS:
        report = checker.check_file(_exercise(path), path, seed=seed)
        failed = {c.id: c.message.english() for c in report.checks if not c.passed}
        assert not report.passed
        for check_id, text in expected:
            assert check_id in failed, (seed, failed)
            assert text in failed[check_id], (seed, failed[check_id])


@pytest.mark.parametrize("path", _files(True), ids=_id)
def test_a_correct_variant_passes(path, private_tmp):
    for seed in SEEDS:
        report = checker.check_file(_exercise(path), path, seed=seed)
        assert report.passed, (seed, [c.message.english() for c in report.checks
                                      if not c.passed])


# ------------------------------------------------------------------ the judgements alone


def _bfs_order(graph, start, rng):
    """The expansions of a breadth-first search from ``start`` that queues each node's
    children in a random order."""
    seen, queue, order = {start}, [start], []
    for node in queue:
        order.append(node)
        children = list(graph[node])
        rng.shuffle(children)
        for child in children:
            if child not in seen:
                seen.add(child)
                queue.append(child)
    return order


def test_any_order_within_a_level_passes_and_a_deeper_node_first_fails():
    import random

    from boardgames.exercises import harness
    from boardgames.exercises import search_checks as sc

    rng = random.Random(5)
    for _ in range(200):
        graph = sc.random_graph(rng, rng.randint(4, 12), rng.randint(0, 12))
        depth = sc.distances(0, sc.graph_function(graph))
        order = _bfs_order(graph, 0, rng)
        sc.check_levels("bfs", order, 0, None, depth)   # None: a goal it never meets
        deeper = next((i for i in range(1, len(order) - 1)
                       if depth[order[i + 1]] > depth[order[i]]), None)
        if deeper is not None:
            swapped = order[:deeper] + [order[deeper + 1], order[deeper]] + order[deeper + 2:]
            with pytest.raises(harness.Fail) as failure:
                sc.check_levels("bfs", swapped, 0, None, depth)
            assert failure.value.code == "check.deeper_first"


def test_ida_bounds_grow_to_the_smallest_f_above_the_last():
    from boardgames.exercises import search_checks as sc

    assert sc.ida_bounds("012356478", sc.GOAL, sc.puzzle_neighbours, sc.manhattan) == [8, 10, 12]
    assert sc.ida_bounds("123456708", sc.GOAL, sc.puzzle_neighbours, sc.manhattan) == [1]
    for depth in (4, 10, 16):
        start = sc.positions_at(depth)[0]
        assert sc.ida_bounds(start, sc.GOAL, sc.puzzle_neighbours, sc.manhattan)[-1] == depth
