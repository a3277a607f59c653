"""The search laboratory: every algorithm against exact distances, caps, cancel, refusal."""

from __future__ import annotations

import functools
import random
import time
from collections import deque

import pytest

from boardgames.core.players import Budget
from boardgames.games.fifteen.board import apply_moves, goal, is_goal
from boardgames.games.fifteen.search import (
    ALGORITHMS,
    HEURISTICS,
    SearchProgress,
    next_move_hint,
    solve,
)
from boardgames.games.fifteen.shuffle import random_solvable
from tests import paths

DATA = paths.DATA
ADMISSIBLE = [n for n, h in HEURISTICS.items() if h.admissible and n != "pdb"]


@functools.cache
def exact_distances(rows: int, cols: int) -> dict[tuple, int]:
    """Breadth-first search from the goal over the whole state space: board -> moves."""
    start = goal(rows, cols)
    dist = {bytes(start): 0}
    queue = deque([bytes(start)])
    while queue:
        key = queue.popleft()
        cells = bytearray(key)
        blank = cells.index(0)
        r, c = divmod(blank, cols)
        for other, ok in ((blank - cols, r > 0), (blank + cols, r < rows - 1),
                          (blank - 1, c > 0), (blank + 1, c < cols - 1)):
            if ok:
                cells[blank], cells[other] = cells[other], 0
                child = bytes(cells)
                if child not in dist:
                    dist[child] = dist[key] + 1
                    queue.append(child)
                cells[other], cells[blank] = cells[blank], 0
    return {tuple(k): d for k, d in dist.items()}


def sample(rows: int, cols: int, count: int, seed: int = 1, farthest: bool = True):
    """``count`` positions of a small board with their exact distances, including the
    farthest one (when ``farthest``); every position when ``count`` is None."""
    dist = exact_distances(rows, cols)
    boards = sorted(dist)
    if count is None:
        return [(b, dist[b]) for b in boards]
    picked = random.Random(seed).sample(boards, count - farthest)
    if farthest:
        picked.append(max(boards, key=dist.get))
    return [(b, dist[b]) for b in picked]


def replays(board, rows, cols, result) -> bool:
    return is_goal(apply_moves(board, rows, cols, result.moves))


SMALL = [(2, 2, None), (2, 3, 30), (3, 2, 30), (3, 3, 8), (2, 4, 6)]


@pytest.mark.parametrize("rows, cols, count", SMALL)
@pytest.mark.parametrize("algorithm, heuristic", [("bfs", "auto"), ("a*", "manhattan"),
                                                  ("a*", "linear-conflict")]
                         + [("ida*", h) for h in ADMISSIBLE])
def test_optimal_algorithms_match_breadth_first_distances(algorithm, heuristic, rows, cols,
                                                          count):
    hard = True
    if heuristic == "hamming" and rows * cols > 6:
        count, hard = 3, False  # misplaced tiles is a weak guide: skip the hardest
    for board, distance in sample(rows, cols, count, farthest=hard):
        result = solve(board, rows, cols, algorithm, heuristic)
        assert result.solved and result.optimal, (board, result.message)
        assert result.length == distance, board
        assert replays(board, rows, cols, result)


@pytest.mark.parametrize("rows, cols, count", SMALL)
@pytest.mark.parametrize("algorithm", ["weighted-a*", "greedy", "human"])
def test_other_algorithms_give_valid_solutions_no_shorter_than_optimal(algorithm, rows, cols,
                                                                       count):
    for board, distance in sample(rows, cols, count):
        result = solve(board, rows, cols, algorithm, weight=3.0)
        assert result.solved, (board, result.message)
        assert result.length >= distance
        assert replays(board, rows, cols, result)


def test_weighted_a_star_is_optimal_only_with_weight_one():
    board, distance = (8, 6, 7, 2, 5, 4, 3, 0, 1), 31  # a hardest 8-puzzle position
    exact = solve(board, 3, 3, "weighted-a*", "manhattan", weight=1.0)
    assert exact.optimal and exact.length == distance
    heavy = solve(board, 3, 3, "weighted-a*", "manhattan", weight=5.0)
    assert not heavy.optimal and heavy.nodes_expanded <= exact.nodes_expanded
    with pytest.raises(ValueError, match="at least 1"):
        solve(board, 3, 3, "weighted-a*", weight=0.5)


def test_ida_star_reports_its_growing_bounds():
    board = (8, 6, 7, 2, 5, 4, 3, 0, 1)  # one of the two hardest 8-puzzle positions
    result = solve(board, 3, 3, "ida*", "manhattan")
    assert result.length == 31 and result.optimal
    assert result.bounds == sorted(result.bounds) and result.bounds[-1] == 31
    assert result.peak_open == 0


def test_the_node_cap_stops_a_star_cleanly():
    t2 = (2, 5, 13, 12, 1, 0, 3, 15, 9, 7, 14, 6, 10, 11, 8, 4)
    result = solve(t2, 4, 4, "a*", "manhattan", node_limit=1000)
    assert result.status == "gave_up" and not result.solved
    assert result.message == "gave up after 1,000 nodes"
    assert (result.limit, result.limit_unit) == (1000, "nodes")  # the GUI's numbers
    assert result.nodes_expanded == 1000 and result.moves == []
    assert result.peak_open > 0


@pytest.mark.parametrize("algorithm, heuristic", [("bfs", "auto"), ("a*", "hamming"),
                                                  ("ida*", "hamming"), ("weighted-a*", "euclidean"),
                                                  ("ida*", "linear-conflict")])
def test_a_cancelled_budget_stops_within_a_fraction_of_a_second(algorithm, heuristic):
    board = (15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1, 2, 0)
    start = time.perf_counter()
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return time.perf_counter() - start > 0.3

    result = solve(board, 4, 4, algorithm, heuristic, budget=Budget(cancelled=cancelled))
    assert result.status == "cancelled" and result.moves == []
    assert calls and time.perf_counter() - start < 0.3 + 1.0  # (a busy CI machine is slow)


@pytest.mark.parametrize("algorithm", [name for name in ALGORITHMS if name != "ida*-pdb"])
def test_unsolvable_positions_are_refused_at_once(algorithm):
    board = (1, 2, 3, 4, 5, 6, 8, 7, 0)  # two tiles swapped
    result = solve(board, 3, 3, algorithm)
    assert result.status == "unsolvable" and result.nodes_expanded == 0
    assert "cannot be solved" in result.message


def test_progress_reports_arrive_with_the_board_on_small_boards():
    reports: list[SearchProgress] = []
    board = (8, 6, 7, 2, 5, 4, 3, 0, 1)
    result = solve(board, 3, 3, "bfs", budget=Budget(report=reports.append))
    assert result.length == 31
    assert reports, "a full breadth-first search of 3x3 takes long enough to report"
    last = reports[-1]
    assert last.nodes > 0 and last.open_size > 0 and last.seconds > 0
    assert last.preview is not None and sorted(last.preview) == list(range(9))


def test_solve_refuses_unknown_names_and_misfits():
    board = goal(3, 3)
    with pytest.raises(ValueError, match="unknown algorithm 'quantum'"):
        solve(board, 3, 3, "quantum")
    with pytest.raises(ValueError, match="unknown heuristic 'psychic'"):
        solve(board, 3, 3, "a*", "psychic")
    big = random_solvable(5, 5, random.Random(2))
    with pytest.raises(ValueError, match="walking distance") as info:
        solve(big, 5, 5, "ida*", "walking-distance")
    assert (info.value.code, info.value.values) == ("walking-distance-too-big", (5, 5))
    with pytest.raises(ValueError, match="at most 16 cells") as info:
        solve(big, 5, 5, "a*", "pdb")
    assert (info.value.code, info.value.values) == ("pdb-too-big", (5, 5, 16))
    with pytest.raises(ValueError):
        solve((1, 2, 3), 3, 3)  # wrong number of cells


def test_auto_solves_small_boards_optimally_and_the_goal_in_zero_moves():
    for board, distance in sample(3, 3, 4, seed=11) + sample(4, 2, 2, seed=5):
        rows, cols = (3, 3) if len(board) == 9 else (4, 2)
        result = solve(board, rows, cols)
        assert result.optimal and result.length == distance and replays(board, rows, cols,
                                                                         result)
    done = solve(goal(4, 4), 4, 4)
    assert done.solved and done.length == 0


def test_next_move_hint_starts_a_shortest_solution():
    dist = exact_distances(3, 3)
    for board, distance in sample(3, 3, 5, seed=3):
        move = next_move_hint(board, 3, 3)
        assert dist[tuple(apply_moves(board, 3, 3, [move]))] == distance - 1
    assert next_move_hint(goal(3, 3), 3, 3) is None
    assert next_move_hint((1, 2, 3, 4, 5, 6, 8, 7, 0), 3, 3) is None


# -- the five challenge positions --------------------------------------------------------

def challenge():
    lines = (DATA / "challenge.tsv").read_text().splitlines()[1:]
    return [(p[0], int(p[1]), tuple(int(t) for t in p[2].split()))
            for p in (line.split("\t") for line in lines if line.strip())]


def test_challenge_t1_is_solved_in_15_moves():
    name, length, board = challenge()[0]
    assert name == "T1"
    result = solve(board, 4, 4)
    assert result.optimal and result.length == length == 15
    assert replays(board, 4, 4, result)


def test_challenge_t3_with_ida_star_and_walking_distance():
    name, length, board = challenge()[2]
    result = solve(board, 4, 4, "ida*", "walking-distance-lc")
    assert result.optimal and result.length == length == 38
    assert replays(board, 4, 4, result)


@pytest.mark.parametrize("index", [1, 2, 3, 4])
def test_long_challenge_positions_with_the_pattern_database_engine(index):
    pytest.importorskip("boardgames.games.fifteen.search.engines.ida_pdb")
    name, length, board = challenge()[index]
    result = solve(board, 4, 4, "auto")
    assert result.optimal and result.length == length
    assert replays(board, 4, 4, result)


# -- the human method on big boards ------------------------------------------------------

@pytest.mark.parametrize("rows, cols", [(5, 5), (6, 6), (7, 7), (8, 8), (2, 8), (8, 2),
                                        (3, 7), (6, 4)])
def test_human_method_solves_big_boards(rows, cols):
    rng = random.Random(rows * 10 + cols)
    for _ in range(5):
        board = random_solvable(rows, cols, rng)
        result = solve(board, rows, cols, "human")
        assert result.solved and not result.optimal
        assert replays(board, rows, cols, result)


def test_auto_solves_an_easy_4x4_by_linear_conflict_and_a_hard_one_without_that_try(
        monkeypatch, tmp_path):
    from boardgames.games.fifteen.search import laboratory
    from boardgames.games.fifteen.search.engines import ida_lines
    from boardgames.games.fifteen.shuffle import random_walk

    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    easy = random_walk(4, 4, 8, random.Random(3))
    quick = laboratory.solve(easy, 4, 4)
    assert quick.heuristic == "linear-conflict" and is_goal(apply_moves(easy, 4, 4, quick.moves))
    assert not list(tmp_path.iterdir())  # no pattern database unpacked for it

    def refused(*args, **kwargs):
        raise AssertionError("the quick try ran although linear conflict says more moves")

    monkeypatch.setattr(ida_lines, "Path", refused)  # the compiled search, never set up
    hard = (12, 1, 10, 2, 7, 11, 4, 14, 5, 0, 9, 15, 8, 13, 6, 3)  # 51 moves to our goal
    result = laboratory.solve(hard, 4, 4)
    assert result.heuristic == "pdb" and len(result.moves) == 51
    assert is_goal(apply_moves(hard, 4, 4, result.moves))
