"""The pattern-database IDA* engine: optimal, replayable, cancellable; and its commands."""

from __future__ import annotations

import random
import time
from collections import deque

import pytest

from boardgames.core.players import Budget
from boardgames.games.fifteen.board import apply_moves, goal, neighbours
from boardgames.games.fifteen.engine_cli import (
    benchmark_main,
    build_databases_main,
    korf_to_ours,
    load_benchmark,
)
from boardgames.games.fifteen.messages import solvability_text
from boardgames.games.fifteen.search.engines.ida_pdb import solve_pdb, solve_with_databases
from boardgames.games.fifteen.search.pdb.tables import load_databases
from boardgames.games.fifteen.solvability import solvability

GOAL = goal(4, 4)


@pytest.fixture(scope="session")
def dbs44():
    """The real 4x4 databases, built once per test session into the test cache folder."""
    return load_databases(4, 4)


def _korf(ident: str):
    return next(b for i, _, b in load_benchmark("korf") if i == ident)


def test_challenge_positions_are_solved_with_their_optimal_lengths(dbs44):
    for ident, optimal, board in load_benchmark("challenge"):
        result = solve_pdb(board, 4, 4)
        assert result.status == "solved" and result.optimal
        assert result.length == optimal, ident
        assert apply_moves(board, 4, 4, result.moves) == GOAL
        assert result.algorithm == "ida*-pdb" and result.heuristic == "pdb"
        assert result.bounds[-1] == optimal and result.bounds == sorted(result.bounds)
        assert result.nodes_generated >= result.nodes_expanded > 0


def test_first_korf_instances_match_the_published_optimal_lengths(dbs44):
    for ident, optimal, board in load_benchmark("korf")[:8]:
        result = solve_pdb(board, 4, 4)
        assert result.length == optimal, ident
        assert apply_moves(board, 4, 4, result.moves) == GOAL


def test_korf_goal_conversion_follows_the_readme_example():
    first = load_benchmark("korf")[0][2]
    assert first == (13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2)
    assert korf_to_ours(tuple(range(16))) == GOAL


def _bfs(rows, cols):
    start = goal(rows, cols)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for _, nxt in neighbours(board, rows, cols):
            if nxt not in dist:
                dist[nxt] = dist[board] + 1
                queue.append(nxt)
    return dist


@pytest.mark.parametrize("rows, cols, samples", [(2, 4, 150), (3, 3, 60)])
def test_small_boards_match_breadth_first_distances(rows, cols, samples):
    dist = _bfs(rows, cols)
    rng = random.Random(7)
    for board in rng.sample(sorted(dist), samples):
        result = solve_with_databases(board, rows, cols)
        assert result.length == dist[board]
        assert apply_moves(board, rows, cols, result.moves) == goal(rows, cols)


def test_goal_is_solved_with_no_moves(dbs44):
    result = solve_pdb(GOAL, 4, 4)
    assert result.status == "solved" and result.moves == [] and result.optimal


def test_unsolvable_position_is_reported_with_the_rule(dbs44):
    board = GOAL[:13] + (GOAL[14], GOAL[13], 0)
    result = solve_pdb(board, 4, 4)
    assert result.status == "unsolvable" and result.moves == []
    assert result.message == solvability_text(solvability(board, 4, 4))


def test_other_sizes_and_bad_boards_raise_a_clear_value_error():
    with pytest.raises(ValueError, match="4x4 puzzle only"):
        solve_pdb(goal(3, 3), 3, 3)
    with pytest.raises(ValueError, match="exactly once"):
        solve_pdb((1,) * 16, 4, 4)


def test_cancel_stops_the_search_promptly(dbs44):
    board = _korf("88")  # the hardest of the 100 for this engine
    solve_pdb(load_benchmark("challenge")[2][2], 4, 4)  # compiled code warm
    asked = []

    def cancelled():
        if not asked:
            asked.append(time.perf_counter())
        return True

    result = solve_pdb(board, 4, 4, budget=Budget(cancelled=cancelled))
    assert result.status == "cancelled" and result.moves == []
    assert time.perf_counter() - asked[0] < 0.2


def test_progress_is_reported_and_stop_is_polled_often(dbs44):
    board = _korf("88")
    polls, reports = [], []
    start = time.perf_counter()

    def cancelled():
        polls.append(time.perf_counter())
        return polls[-1] - start > 0.6

    result = solve_pdb(board, 4, 4, budget=Budget(cancelled=cancelled, report=reports.append))
    assert reports and all(r.bound in result.bounds for r in reports)
    nodes = [r.nodes for r in reports]
    assert nodes == sorted(nodes)
    gaps = [b - a for a, b in zip([start] + polls, polls, strict=False)]
    assert max(gaps) < 0.25


def test_build_databases_command_reports_folder_and_files(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    assert build_databases_main(["--size", "2x3"]) == 0
    out = capsys.readouterr().out
    assert str(tmp_path) in out and "2x3-1-2-3-4-5.npy" in out and "built 1 of 1" in out
    assert build_databases_main(["--size", "2x3", "--force"]) == 0
    assert "rebuilt" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--size", "6x6"], ["--size", "banana"], ["--bogus"]])
def test_build_databases_bad_input_exits_2_with_one_line(capsys, argv):
    assert build_databases_main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error" in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [["--first", "0"], ["--first", "x"], ["--data", "/nonexistent"]])
def test_benchmark_bad_input_exits_2_with_one_line(capsys, argv):
    assert benchmark_main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_benchmark_prints_the_table_and_passes(capsys, dbs44):
    assert benchmark_main(["--challenge", "--first", "3"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("challenge")]
    assert len(lines) == 4  # three positions and the total
    assert "MISMATCH" not in out and "peak memory" in out


def test_benchmark_marks_a_wrong_published_length_loudly(capsys, tmp_path, dbs44):
    (tmp_path / "challenge.tsv").write_text("id\toptimal_length\ttiles\n"
                                           "X\t17\t5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12\n")
    assert benchmark_main(["--challenge", "--data", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "MISMATCH" in out


def test_build_databases_command_fails_cleanly_when_the_cache_cannot_be_written(
        capsys, tmp_path, monkeypatch):
    from boardgames.games.fifteen.search.pdb import store as pdb_store
    from boardgames.games.fifteen.search.pdb import tables as pdb

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(pdb_store, "save", refuse)
    pdb.forget_loaded()
    try:
        assert build_databases_main(["--size", "2x2"]) == 1
    finally:
        pdb.forget_loaded()
    captured = capsys.readouterr()
    assert "not saved" in captured.out
    assert captured.err.count("\n") == 1 and "BOARDGAMES_CACHE_DIR" in captured.err


def test_cancel_during_the_first_database_build_returns_cancelled(tmp_path, monkeypatch):
    from boardgames.games.fifteen.search.pdb import tables as pdb

    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    pdb.forget_loaded()
    try:
        result = solve_with_databases((1, 2, 3, 4, 5, 6, 0, 7, 8), 3, 3,
                                      budget=Budget(cancelled=lambda: True))
    finally:
        pdb.forget_loaded()
    assert result.status == "cancelled" and "building" in result.message
    assert not list(tmp_path.rglob("*.npy"))
