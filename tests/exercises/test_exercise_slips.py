"""The classic slips of every exercise fail its checks with a message that names the
position, and correct variants pass (issue 18, item 3).

Each file under ``tests/data/exercise_slips/<lesson>/<exercise>/`` is a student's file: a
slip (a wrong but plausible solution) that says, in its docstring or in comments, which
checks catch it and what each message shows (``Caught by: CHECK: TEXT``: TEXT the input as
it is written in the message, ``re:REGEX`` for a random position, nothing when any message
will do), or a correct variant ``ok_*.py`` that must pass. Every file is checked with two
seeds, so the random positions differ, through the checker the app uses.
"""

import re
from pathlib import Path

import pytest

from boardgames.exercises import checker, loader

SLIPS = Path(__file__).parent.parent / "data" / "exercise_slips"
SEEDS = (181, 7259)
FOUND = loader.find_exercises()
FILES = sorted(SLIPS.glob("*/*/*.py"))


def _files(correct):
    return [path for path in FILES if path.name.startswith("ok_") == correct]


def _id(path):
    return f"{path.parent.parent.name}/{path.parent.name}/{path.stem}"


def _exercise(path):
    return FOUND.get(f"{path.parent.parent.name}/{path.parent.name}")


def caught_by(path):
    """The ``(check id, text)`` pairs a slip names (text "" matches any message)."""
    text = path.read_text(encoding="utf-8")
    return [(check, (said or "").strip())
            for check, said in re.findall(r"^(?:# )?Caught by: (\w+):(?: (.*))?$", text, re.MULTILINE)]


def _shows(message, said):
    return re.search(said[3:], message) is not None if said.startswith("re:") else said in message


def test_the_corpus_covers_every_exercise():
    covered = {f"{p.parent.parent.name}/{p.parent.name}" for p in _files(False)}
    assert covered == {e.key for e in FOUND.exercises}
    assert all(_exercise(p) is not None for p in FILES)
    for exercise in FOUND.exercises:
        assert list((SLIPS / exercise.key).glob("ok_*.py")), f"{exercise.key}: no correct variant"


@pytest.mark.parametrize("path", _files(False), ids=_id)
def test_a_slip_fails_and_the_message_names_the_position(path):
    expected = caught_by(path)
    assert expected, f"{path.name}: say 'Caught by: CHECK: TEXT' in it"
    for seed in SEEDS:
        report = checker.check_file(_exercise(path), path, seed=seed)
        failed = {c.id: c.message.english() for c in report.checks if not c.passed}
        assert not report.passed
        for check_id, said in expected:
            assert check_id in failed, (seed, failed)
            assert _shows(failed[check_id], said), (seed, failed[check_id])


@pytest.mark.parametrize("path", _files(True), ids=_id)
def test_a_correct_variant_passes(path):
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
