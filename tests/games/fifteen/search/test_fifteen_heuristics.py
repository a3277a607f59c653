"""Heuristics: admissible ones never over-estimate, on every position of small boards."""

from __future__ import annotations

from collections import deque

import pytest

from boardgames.games.fifteen.board import goal
from boardgames.games.fifteen.search import HEURISTICS
from boardgames.games.fifteen.search.heuristics import get_heuristic, tiles_to_remove
from boardgames.games.fifteen.search.walking_distance import WalkingDistance, supports

LOCAL = [name for name in HEURISTICS if name != "pdb"]  # pdb: 4x4 only, tested elsewhere


def exact_distances(rows: int, cols: int) -> dict[bytes, int]:
    """Breadth-first search from the goal over every solvable position: board -> moves."""
    start = bytes(goal(rows, cols))
    dist = {start: 0}
    queue = deque([start])
    n = rows * cols
    steps = []
    for blank in range(n):
        r, c = divmod(blank, cols)
        steps.append([blank + d for d, ok in ((-cols, r > 0), (cols, r < rows - 1),
                                              (-1, c > 0), (1, c < cols - 1)) if ok])
    while queue:
        key = queue.popleft()
        d = dist[key] + 1
        cells = bytearray(key)
        blank = cells.index(0)
        for other in steps[blank]:
            cells[blank], cells[other] = cells[other], 0
            child = bytes(cells)
            if child not in dist:
                dist[child] = d
                queue.append(child)
            cells[other], cells[blank] = cells[blank], 0
    return dist


@pytest.fixture(scope="module")
def distances_3x3():
    return exact_distances(3, 3)


def test_the_3x3_state_space_has_181440_positions(distances_3x3):
    assert len(distances_3x3) == 181440
    assert max(distances_3x3.values()) == 31  # the hardest 8-puzzle positions


@pytest.mark.parametrize("name", LOCAL)
def test_admissible_heuristics_never_overestimate_on_every_3x3_position(name, distances_3x3):
    h = get_heuristic(name, 3, 3)
    assert h.h(goal(3, 3)) == 0
    worse = [(key, d) for key, d in distances_3x3.items() if h.h(tuple(key)) > d]
    if h.admissible:
        assert not worse, f"{name} over-estimates e.g. {worse[:3]}"
    else:
        assert worse, f"{name} is labelled inadmissible but never over-estimates"


@pytest.mark.parametrize("rows, cols", [(2, 4), (4, 2), (2, 3)])
@pytest.mark.parametrize("name", ["linear-conflict", "walking-distance", "walking-distance-lc"])
def test_line_heuristics_stay_admissible_on_non_square_boards(name, rows, cols):
    h = get_heuristic(name, rows, cols)
    for key, d in exact_distances(rows, cols).items():
        assert h.h(tuple(key)) <= d


def test_heuristics_grow_stronger_in_the_expected_order(distances_3x3):
    names = ["hamming", "manhattan", "linear-conflict", "walking-distance-lc"]
    funcs = {n: get_heuristic(n, 3, 3).h for n in names}
    totals = {n: 0 for n in names}
    for key in list(distances_3x3)[::50]:
        board = tuple(key)
        values = {n: funcs[n](board) for n in names}
        assert values["manhattan"] <= values["linear-conflict"] <= values["walking-distance-lc"]
        assert get_heuristic("euclidean", 3, 3).h(board) <= values["manhattan"]
        for n in names:
            totals[n] += values[n]
    assert totals["hamming"] < totals["manhattan"] < totals["linear-conflict"]


def test_linear_conflict_counts_tiles_to_remove_not_pairs():
    # three tiles of one row in reverse order: 3 pairs conflict, but removing 2 tiles
    # suffices, so the admissible bonus is 2 * 2 = 4, not 2 * 3 = 6
    assert tiles_to_remove([2, 1, 0]) == 2
    assert tiles_to_remove([0, 1, 2]) == 0
    board = (3, 2, 1, 4, 5, 6, 7, 8, 0)
    assert get_heuristic("manhattan", 3, 3).h(board) == 4
    assert get_heuristic("linear-conflict", 3, 3).h(board) == 4 + 2 * 2


def test_column_conflicts_count_too():
    board = (7, 2, 3, 4, 5, 6, 1, 8, 0)  # first column reads 7, 4, 1: all reversed
    assert get_heuristic("manhattan", 3, 3).h(board) == 4
    assert get_heuristic("linear-conflict", 3, 3).h(board) == 4 + 2 * 2
    board = (1, 2, 3, 7, 5, 6, 4, 8, 0)  # 4 and 7 swapped: one tile must step aside
    assert get_heuristic("linear-conflict", 3, 3).h(board) == 2 + 2


def test_walking_distance_refuses_boards_whose_tables_are_too_big():
    assert supports(4, 4) and supports(3, 5) and not supports(4, 5) and not supports(5, 5)
    with pytest.raises(ValueError, match="too big"):
        get_heuristic("walking-distance", 5, 5)
    with pytest.raises(ValueError, match="too big"):
        WalkingDistance.for_size(4, 5)


def test_walking_distance_on_4x4_is_at_least_manhattan_on_challenge_t1():
    t1 = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)
    wd = get_heuristic("walking-distance", 4, 4).h(t1)
    assert get_heuristic("manhattan", 4, 4).h(t1) <= wd <= 15


def test_unknown_heuristic_names_the_choices():
    with pytest.raises(ValueError, match="unknown heuristic 'foo'.*manhattan"):
        get_heuristic("foo", 3, 3)


def test_every_heuristic_has_a_title_and_admissible_flag():
    for name, record in HEURISTICS.items():
        assert record.name == name and record.title and isinstance(record.admissible, bool)


# -- the last-moves enhancement (Korf and Taylor 1996) ------------------------------------


@pytest.mark.parametrize("rows, cols", [(3, 3), (2, 4), (4, 2), (2, 3), (3, 2)])
def test_linear_conflict_plus_last_moves_never_overestimates_and_adds_moves(rows, cols):
    """Every solvable position; without leaving out the detours linear conflict already
    counts, 63 positions of 3x3 would be over-estimated."""
    from boardgames.games.fifteen.search.last_moves import lower_bound

    lc = get_heuristic("linear-conflict", rows, cols)
    exact = exact_distances(rows, cols)
    raised = 0
    for key, d in exact.items():
        board = tuple(key)
        bound = lower_bound(board, rows, cols)
        assert bound <= d, (board, bound, d)
        assert bound - lc.h(board) in (0, 2)
        raised += bound > lc.h(board)
    assert lower_bound(goal(rows, cols), rows, cols) == 0
    assert raised > len(exact) // 10  # it is not a term that is never there


def test_last_moves_counts_the_detour_into_the_corner():
    from boardgames.games.fifteen.search.last_moves import lower_bound

    # 3x3: tile 8 (goal left of the corner) and tile 6 (goal above it) are both in place,
    # tiles 7 and 0 swapped along the bottom row: one move, no detour needed
    assert lower_bound((1, 2, 3, 4, 5, 6, 7, 0, 8), 3, 3) == 1
    # tile 8 in the first column and tile 6 in the first row: neither is next to the corner
    board = (6, 2, 3, 4, 5, 1, 8, 7, 0)
    lc = get_heuristic("linear-conflict", 3, 3).h(board)
    assert lower_bound(board, 3, 3) == lc + 2
    assert exact_distances(3, 3)[bytes(board)] >= lc + 2


def test_lower_bound_refuses_a_board_that_is_not_a_permutation():
    from boardgames.games.fifteen.search.last_moves import lower_bound

    with pytest.raises(ValueError, match="each of 0 to 8 exactly once"):
        lower_bound((1, 1, 3, 4, 5, 6, 7, 8, 0), 3, 3)


def test_last_moves_bound_stays_below_korfs_100_optimal_lengths():
    from boardgames.games.fifteen.engine_cli import load_benchmark
    from boardgames.games.fifteen.search.last_moves import lower_bound

    lc = get_heuristic("linear-conflict", 4, 4)
    instances = load_benchmark("korf")
    assert len(instances) == 100
    assert all(lower_bound(board, 4, 4) <= optimal for _, optimal, board in instances)
    assert sum(lower_bound(board, 4, 4) > lc.h(board) for _, _, board in instances) > 30
