"""24-puzzle pattern databases and the anytime 5x5 improver: admissible, cached safely,
and every solution replays to the goal, each shorter than the last, on time.

The tests build a small 5x5 partition (six 4-tile tables, about 0.5 s) into pytest's
temporary folder; the real 5-5-5-5-4 tables take about 20 s and are left to the
benchmark.
"""

from __future__ import annotations

import random
import time

import numpy as np
import pytest

from boardgames.core.players import Budget
from boardgames.games.fifteen import search
from boardgames.games.fifteen.board import apply_moves, goal, is_goal
from boardgames.games.fifteen.search.engines.anytime24 import improve_5x5, search_with_databases
from boardgames.games.fifteen.search.pdb import store as pdb_store
from boardgames.games.fifteen.search.pdb.tables24 import (
    PARTITION_24,
    BuildCancelled,
    forget_loaded_24,
    layout_24,
    load_databases_24,
)
from boardgames.games.fifteen.shuffle import random_solvable, random_walk

#: A quick partition of the 24 tiles: rows of four.
SMALL = ((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16), (17, 18, 19, 20),
         (21, 22, 23, 24))


@pytest.fixture(scope="session")
def small_dbs(tmp_path_factory):
    from boardgames.games.fifteen.search.engines.anytime24 import warm_up

    warm_up()  # compiles the loops once, so the timed tests measure the search
    folder = tmp_path_factory.mktemp("pdb24")
    return load_databases_24(layout_24(5, 5, SMALL), folder=folder)


@pytest.fixture(scope="session")
def known():
    """Random walks of 20-30 moves from the goal with their optimal lengths."""
    rng = random.Random(24)
    out = []
    for n in (20, 22, 24, 26, 28, 30, 30, 30):
        board = random_walk(5, 5, n, rng)
        result = search.solve(board, 5, 5, algorithm="ida*", heuristic="linear-conflict")
        assert result.optimal
        out.append((board, len(result.moves)))
    return out


def mirror(board):
    """The board reflected about the main diagonal (tiles renamed to match)."""
    def cell(c):
        r, k = divmod(c, 5)
        return k * 5 + r
    out = [0] * 25
    for c, t in enumerate(board):
        out[cell(c)] = 0 if t == 0 else cell(t - 1) + 1
    return tuple(out)


def test_default_partition_is_5_5_5_5_4_and_fits_the_disk_budget():
    layout = layout_24()
    assert sorted(len(g) for g in layout.patterns) == [4, 5, 5, 5, 5]
    assert layout.patterns == PARTITION_24 and layout.reflect
    assert sum(layout.entries(p) for p in range(5)) < 50_000_000  # bytes, well under 150 MB
    with pytest.raises(ValueError):
        layout_24(5, 5, ((1, 2, 3, 4, 5, 6),) + tuple((t,) for t in range(7, 25)))


def test_heuristic_is_zero_at_goal_and_admissible(small_dbs, known):
    assert small_dbs.h(goal(5, 5)) == 0
    for board, optimal in known:
        assert 0 < small_dbs.h(board) <= optimal


def test_heuristic_is_the_same_on_the_mirrored_board(small_dbs):
    rng = random.Random(5)
    differ = 0
    for _ in range(30):
        board = random_solvable(5, 5, rng)
        direct, reflected = small_dbs.sums(board)
        differ += direct != reflected  # the partition is not symmetric: the mirror helps
        assert small_dbs.h(mirror(board)) == small_dbs.h(board)
        assert small_dbs.sums(mirror(board)) == (reflected, direct)
    assert differ > 0


def test_improver_proves_short_positions_optimal(small_dbs, known):
    for board, optimal in known[:4]:
        best, lower, proved = improve_5x5(board, None, time.monotonic() + 20,
                                          lambda m, b: None,
                                          databases=small_dbs)
        assert proved and len(best) == optimal == lower
        assert is_goal(apply_moves(board, 5, 5, best))


def test_late_branch_and_bound_finds_and_proves_the_shortest(small_dbs, known):
    # No weight-1 IDA* lane: from the start on (late_after=0), the proof can only come
    # from the depth-first branch and bound ending without a shorter solution.
    for board, optimal in known[4:]:
        assert small_dbs.h(board) < optimal  # the bound alone proves nothing here
        best, lower, proved = improve_5x5(board, None, time.monotonic() + 30,
                                          lambda m, b: None,
                                          databases=small_dbs, weights=(1.5,), late_after=0.0)
        assert proved and len(best) == optimal == lower
        assert is_goal(apply_moves(board, 5, 5, best))


def test_late_branch_and_bound_keeps_the_deadline(small_dbs):
    board = random_solvable(5, 5, random.Random(13))
    start = time.monotonic()
    best, lower, proved = improve_5x5(board, None, start + 1.0, lambda m, b: None,
                                       databases=small_dbs, late_after=0.2)
    assert time.monotonic() - start < 2.0
    assert not proved and is_goal(apply_moves(board, 5, 5, best))
    assert lower <= len(best)


def test_improvements_replay_get_shorter_and_bounds_are_admissible(small_dbs, known):
    board, optimal = known[-1]
    walk = ("Down", "Up") * 20  # the blank ends in the corner: step up and back
    incumbent = tuple(search.solve(board, 5, 5, algorithm="human").moves) + walk
    seen = []
    best, lower, _ = improve_5x5(board, incumbent, time.monotonic() + 5,
                                 lambda m, b: seen.append((m, b)),
                                 databases=small_dbs)
    assert seen and best == seen[-1][0]
    lengths = [len(incumbent)] + [len(m) for m, _ in seen]
    assert all(a > b for a, b in zip(lengths, lengths[1:], strict=False))
    for moves, bound in seen:
        assert is_goal(apply_moves(board, 5, 5, moves))
        assert bound <= optimal
    assert lower <= optimal <= len(best)


def test_deadline_is_respected_on_a_random_position(small_dbs):
    board = random_solvable(5, 5, random.Random(11))
    start = time.monotonic()
    best, lower, proved = improve_5x5(board, None, start + 1.0, lambda m, b: None,
                                       databases=small_dbs)
    assert time.monotonic() - start < 2.0
    assert not proved and best is not None and is_goal(apply_moves(board, 5, 5, best))
    assert lower <= len(best)


def test_cancel_stops_the_search_and_keeps_the_best(small_dbs):
    board = random_solvable(5, 5, random.Random(12))
    seen = []
    start = time.monotonic()
    best, _, _ = improve_5x5(board, None, start + 30, lambda m, b: seen.append(m),
                             Budget(cancelled=lambda: bool(seen)), databases=small_dbs)
    assert time.monotonic() - start < 5
    assert best == seen[-1]


def test_bad_input_is_refused(small_dbs):
    board = goal(5, 5)
    with pytest.raises(ValueError):
        improve_5x5((2, 1) + board[2:], None, time.monotonic() + 1, lambda m, b: None,
                     databases=small_dbs)
    with pytest.raises(ValueError):
        improve_5x5(random_walk(5, 5, 10, random.Random(1)), ("Up",), time.monotonic() + 1,
                    lambda m, b: None, databases=small_dbs)
    assert improve_5x5(board, None, 0.0, lambda m, b: None,
                       databases=small_dbs) == ((), 0, True)


def test_damaged_file_is_rebuilt_and_progress_is_reported(tmp_path):
    layout = layout_24(5, 5, SMALL)
    calls = []
    forget_loaded_24()
    first = load_databases_24(layout, folder=tmp_path,
                              progress=lambda f, p, n: calls.append((f, p, n)))
    assert [s.action for s in first.statuses] == ["built"] * 6
    assert calls and all(0.0 <= f <= 1.0 and 1 <= p <= n == 6 for f, p, n in calls)
    npy, _ = pdb_store.paths(layout, 2, tmp_path)
    data = bytearray(npy.read_bytes())
    data[-100] ^= 0xFF
    npy.write_bytes(bytes(data))
    forget_loaded_24()
    again = load_databases_24(layout, folder=tmp_path)
    assert [s.action for s in again.statuses].count("rebuilt") == 1
    assert again.statuses[2].reason == "checksum mismatch"
    assert np.array_equal(again.tables[2], first.tables[2])
    forget_loaded_24()


def test_build_can_be_cancelled(tmp_path):
    forget_loaded_24()
    with pytest.raises(BuildCancelled):
        load_databases_24(layout_24(5, 5, SMALL), folder=tmp_path, should_stop=lambda: True)


def test_beam_search_finds_valid_solutions_shorter_than_the_limit(small_dbs):
    from boardgames.games.fifteen.board import DIRECTIONS
    from boardgames.games.fifteen.search.engines.beam24 import Beam
    from boardgames.games.fifteen.search.engines.ida_pdb import kernel_tables

    board = random_solvable(5, 5, random.Random(13))
    beam = Beam(kernel_tables(small_dbs), board, 500, 400)
    while not beam.done:
        beam.step(400)
    assert beam.moves is not None
    first = [DIRECTIONS[k] for k in beam.moves]
    assert is_goal(apply_moves(board, 5, 5, first))
    wider = Beam(kernel_tables(small_dbs), board, 2000, 400, seed=2)
    while not wider.done:
        wider.step(len(first))
    assert wider.moves is None or len(wider.moves) < len(first)
    if wider.moves is not None:
        assert is_goal(apply_moves(board, 5, 5, [DIRECTIONS[k] for k in wider.moves]))


def test_a_beam_ranking_by_h_alone_is_another_beam_that_also_solves(small_dbs):
    from boardgames.games.fifteen.board import DIRECTIONS
    from boardgames.games.fifteen.search.engines.beam24 import Beam
    from boardgames.games.fifteen.search.engines.ida_pdb import kernel_tables

    found = {}
    for seed in range(20, 26):
        board = random_solvable(5, 5, random.Random(seed))
        for h_alone in (False, True):
            beam = Beam(kernel_tables(small_dbs), board, 2000, 400, h_alone=h_alone)
            while not beam.done:
                beam.step(400)
            assert beam.moves is not None
            assert is_goal(apply_moves(board, 5, 5, [DIRECTIONS[k] for k in beam.moves]))
            found[seed, h_alone] = beam.moves
    assert any(found[seed, False] != found[seed, True] for seed in range(20, 26))


def test_the_anytime_solver_hands_5x5_to_the_engine_when_its_databases_exist(small_dbs, monkeypatch):
    from boardgames.games.fifteen.search import anytime
    from boardgames.games.fifteen.search.pdb import tables24 as pdb24

    board = random_solvable(5, 5, random.Random(2))
    human = search.solve(board, 5, 5, algorithm="human")
    calls = []
    real = anytime._improve_5x5

    def spy(run):
        calls.append(run)
        return real(run)

    monkeypatch.setattr(anytime, "_improve_5x5", spy)
    monkeypatch.setattr(pdb24, "databases_available", lambda layout=None, folder=None: True)
    monkeypatch.setattr(pdb24, "load_databases_24", lambda **kwargs: small_dbs)
    result = anytime.solve_anytime(board, 5, 5, time_limit=2.0)
    assert calls and result.status == "solved"
    assert is_goal(apply_moves(board, 5, 5, result.moves))
    assert result.length < len(human.moves)
    assert result.lower_bound <= result.length
    lengths = [i.length for i in result.improvements]
    assert lengths == sorted(lengths, reverse=True) and len(set(lengths)) == len(lengths)


def test_without_the_24_puzzle_databases_anywhere_the_anytime_solver_decomposes(monkeypatch):
    from boardgames.games.fifteen.search import anytime
    from boardgames.games.fifteen.search.pdb import tables24 as pdb24

    monkeypatch.setattr(pdb24, "databases_available", lambda layout=None, folder=None: False)
    built = []
    monkeypatch.setattr(pdb24, "load_databases_24", lambda **kwargs: built.append(1))
    board = random_solvable(5, 5, random.Random(3))
    result = anytime.solve_anytime(board, 5, 5, time_limit=1.0)
    assert not built and is_goal(apply_moves(board, 5, 5, result.moves))


def test_solve_optimal_on_5x5_proves_and_reports_its_progress(capsys):
    from boardgames.games.fifteen.cli import main
    from boardgames.games.fifteen.shuffle import random_walk

    board = random_walk(5, 5, 60, random.Random(8))
    assert main(["solve", ",".join(map(str, board)), "--size", "5x5", "--optimal"]) == 0
    captured = capsys.readouterr()
    last = captured.out.splitlines()[-1]
    assert "(optimal, lower bound" in last
    length = int(last.split()[0])
    assert f"lower bound {length}, best so far {length} moves" in captured.err
    moves = [line.split(": ")[1] for line in captured.out.splitlines()[:-1]]
    assert is_goal(apply_moves(board, 5, 5, moves))


def test_the_tail_search_shortens_a_detour_and_proves_the_end_optimal(small_dbs):
    from boardgames.games.fifteen.board import DIRECTIONS
    from boardgames.games.fifteen.search.engines.ida_pdb import kernel_tables
    from boardgames.games.fifteen.search.engines.tail24 import Tail

    board = random_solvable(5, 5, random.Random(5))
    best, _, _ = search_with_databases(board, 1.0, databases=small_dbs)
    path = [DIRECTIONS.index(m) for m in best]
    k = path[-4]
    detour = path[:-4] + [k, (1, 0, 3, 2)[k]] + path[-4:]  # a move and back, near the end
    assert is_goal(apply_moves(board, 5, 5, [DIRECTIONS[k] for k in detour]))
    tail = Tail(kernel_tables(small_dbs), board)
    tail.follow(detour)
    shorter = None
    while shorter is None and not tail.done:
        shorter = tail.step(1_000_000)
    assert shorter is not None and len(shorter) <= len(path)
    assert is_goal(apply_moves(board, 5, 5, [DIRECTIONS[k] for k in shorter]))


def test_a_beam_restarted_halfway_keeps_the_first_half_and_reaches_the_goal(small_dbs):
    from boardgames.games.fifteen.board import DIRECTIONS
    from boardgames.games.fifteen.search.engines.anytime24 import _Beams, _Run

    board = random_solvable(5, 5, random.Random(13))
    incumbent = tuple(search.solve(board, 5, 5, algorithm="human").moves)
    run = _Run(small_dbs, board, incumbent, time.monotonic() + 5, lambda m, b: None,
                None, time.monotonic())
    beams = _Beams(run)
    beams._one(1000, 0.5)
    moves = beams.take()
    assert moves is not None and len(moves) < len(incumbent)
    half = len(incumbent) // 2
    assert [DIRECTIONS[k] for k in moves[:half]] == list(incumbent[:half])
    assert is_goal(apply_moves(board, 5, 5, [DIRECTIONS[k] for k in moves]))


def test_a_tail_proved_optimal_keeps_the_beams_restarts_before_it(small_dbs):
    from boardgames.games.fifteen.board import DIRECTIONS
    from boardgames.games.fifteen.search.engines.anytime24 import _open_part, _Run

    board = random_solvable(5, 5, random.Random(5))
    best, _, _ = search_with_databases(board, 1.0, databases=small_dbs)
    run = _Run(small_dbs, board, best, time.monotonic() + 5, lambda m, b: None,
                None, time.monotonic())
    assert _open_part(run, best) == len(best)  # nothing proved yet: every move is open
    while run.tail.optimal_from == len(best) and not run.tail.done:
        assert run.tail.step(1_000_000) is None  # the search's own answer has no detour
    proved = run.tail.optimal_from
    assert proved < len(best) and _open_part(run, best) == proved
    # the tail from there is a shortest way: IDA* from its board finds nothing shorter
    tail_board = apply_moves(board, 5, 5, list(best[:proved]))
    shortest, _, optimal = search_with_databases(tail_board, 30.0, databases=small_dbs)
    assert optimal and len(shortest) == len(best) - proved
    other = tuple(DIRECTIONS[k] for k in [0, 1]) + best  # the tail works on another path
    assert _open_part(run, other) == len(other)


def test_a_late_beam_is_as_wide_as_the_time_left_allows():
    from boardgames.games.fifteen.search.engines.anytime24 import MAX_LATE_WIDTH, late_beam_width

    # 2 M nodes a second, 100 layers: a beam of w nodes takes 1.5 * w * 100 / 2e6 seconds
    assert late_beam_width(8000, 2e6, 100, 40.0) == 512000
    assert late_beam_width(8000, 2e6, 100, 4.0) == 32000  # 64,000 would take 4.8 s
    assert late_beam_width(8000, 2e6, 100, 0.5) == 8000  # nothing wider fits
    assert late_beam_width(8000, 1e9, 100, 60.0) <= MAX_LATE_WIDTH


def test_after_late_after_the_beams_run_wider_beams_from_the_start(small_dbs, monkeypatch):
    from boardgames.games.fifteen.search.engines import anytime24

    beams, asked = [], []
    real_one = anytime24._Beams._one

    def one(self, width, fraction, h_alone=False):
        beams.append((time.monotonic(), width, fraction, h_alone))
        real_one(self, width, fraction, h_alone)

    def four_times(widest, rate, length, seconds):
        asked.append((widest, rate, length, seconds))
        return 4 * widest

    monkeypatch.setattr(anytime24._Beams, "_one", one)
    monkeypatch.setattr(anytime24, "late_beam_width", four_times)
    board = random_solvable(5, 5, random.Random(17))
    start = time.monotonic()
    best, lower, _ = improve_5x5(board, None, start + 6.0, lambda m, b: None,
                                 databases=small_dbs, late_after=1.0)
    assert is_goal(apply_moves(board, 5, 5, best)) and lower <= len(best)
    widest, rate, length, seconds = asked[0]
    assert rate > 0 and length >= len(best) and 0 < seconds <= 5.0
    late = [b[1:] for b in beams if b[0] >= start + 1.0]
    # from the start, wider than every beam before, once with each ranking (as soon as a
    # beam has measured the speed)
    first = late.index((4 * widest, 0.0, False))
    assert late[first + 1] == (4 * widest, 0.0, True)
    assert all(b[0] <= widest for b in late[:first])  # none when a beam had measured it
    assert max(b[1] for b in beams if b[0] < start + 1.0) <= widest
