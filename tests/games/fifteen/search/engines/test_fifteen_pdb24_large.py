"""The 24-puzzle's larger 6-6-6-6 tables: packed on disk, expanded in memory, preferred once
stored. The real set takes minutes to build, so the tests use a packed layout of 4-tile
rows on 5x5 (built in about a second) through the same code."""

from __future__ import annotations

import random
import threading
import time

import numpy as np
import pytest

from boardgames.core.players import Budget
from boardgames.games.fifteen.board import apply_moves, is_goal
from boardgames.games.fifteen.search.pdb import build as pdb_build
from boardgames.games.fifteen.search.pdb import layout as pdb_layout
from boardgames.games.fifteen.search.pdb import store as pdb_store
from boardgames.games.fifteen.search.pdb import tables as pdb_tables
from boardgames.games.fifteen.search.pdb import tables24 as pdb24
from boardgames.games.fifteen.shuffle import random_walk

#: Rows of four tiles: a packed stand-in for the 6-6-6-6 set.
ROWS_OF_FOUR = ((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16),
                (17, 18, 19, 20), (21, 22, 23, 24))


@pytest.fixture
def packed_rows(tmp_path, monkeypatch):
    """The stand-in as the 5x5 larger set, with its own empty cache folder."""
    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    monkeypatch.setitem(pdb_layout.LARGE_PARTITIONS, (5, 5), ROWS_OF_FOUR)
    pdb_tables.forget_loaded()
    yield pdb_layout.large_layout(5, 5)
    pdb_tables.forget_loaded()


def test_the_larger_set_is_6_6_6_6_packed_and_not_the_same_in_the_mirror():
    layout = pdb_layout.large_layout(5, 5)
    assert layout.packed and layout.reflect
    assert sorted(t for g in layout.patterns for t in g) == list(range(1, 25))
    assert [len(g) for g in layout.patterns] == [6, 6, 6, 6]
    mirrored = {frozenset(layout.reflect_tile(t) for t in g) for g in layout.patterns}
    assert mirrored != {frozenset(g) for g in layout.patterns}  # the mirror adds information
    on_disk = sum(layout.stored_entries(p) for p in range(4))
    in_memory = sum(layout.entries(p) for p in range(4))
    assert on_disk == 4 * 63_756_000 and in_memory == 4 * 25 ** 6


def test_packing_and_expanding_give_back_every_reachable_entry():
    layout = pdb_layout.Layout(5, 5, ROWS_OF_FOUR, reflect=True, packed=True)
    sparse = pdb_build.sparse_table(layout, 2)
    packed = pdb_build.ranked_table(layout, 2, sparse)
    assert packed.size == (25 * 24 * 23 * 22 + 1) // 2
    again = pdb_build.sparse_from_ranked(layout, 2, packed)
    reached = sparse != pdb_build.UNSET
    assert reached.sum() == 25 * 24 * 23 * 22
    assert np.array_equal(again[reached], sparse[reached])


def test_stored_packed_tables_load_as_the_built_ones_and_solve(packed_rows):
    built = pdb_tables.load_layout(packed_rows)
    assert [s.action for s in built.statuses] == ["built"] * 6
    npy, _ = pdb_store.paths(packed_rows, 0)
    assert npy.stat().st_size < packed_rows.sparse_entries(0) * 0.6  # 4 bits per placement
    pdb_tables.forget_loaded()
    loaded = pdb_tables.load_stored(packed_rows)
    assert loaded is not None and loaded is not built
    assert all(t.base is loaded.flat for t in loaded.tables)  # one array, no copy
    rng = random.Random(6)
    for _ in range(40):
        board = random_walk(5, 5, rng.randrange(10, 80), rng)
        assert loaded.sums(board) == built.sums(board)
    from boardgames.games.fifteen.search.engines.anytime24 import search_with_databases

    board = random_walk(5, 5, 40, random.Random(7))
    moves, lower, _ = search_with_databases(board, 3.0, loaded)
    assert moves is not None and is_goal(apply_moves(board, 5, 5, moves))
    assert lower <= len(moves)


def stored_then_damaged(layout, p, at, bit):
    """Build and store ``layout``'s tables, forget them, and flip ``bit`` of the byte
    ``at`` in table ``p``'s file (its checksum then no longer matches)."""
    pdb_tables.load_layout(layout)
    pdb_tables.forget_loaded()
    npy, _ = pdb_store.paths(layout, p)
    data = bytearray(npy.read_bytes())
    data[at] ^= bit
    npy.write_bytes(bytes(data))


def test_a_damaged_packed_table_is_never_used(packed_rows):
    stored_then_damaged(packed_rows, 3, -11, 0x20)
    assert pdb_tables.load_stored(packed_rows) is None
    assert pdb_store.load(packed_rows, 3)[1] == "checksum mismatch"


def test_the_solvers_take_the_larger_set_only_once_it_is_stored(packed_rows):
    assert pdb24.strongest_24().layout == pdb24.layout_24()  # never built on the fly
    pdb_tables.load_layout(packed_rows)
    pdb_tables.forget_loaded()
    assert pdb24.strongest_24().layout == packed_rows
    from boardgames.games.fifteen.search.anytime import solve_anytime

    board = random_walk(5, 5, 60, random.Random(8))
    result = solve_anytime(board, 5, 5, time_limit=2.0)
    assert is_goal(apply_moves(board, 5, 5, result.moves))
    assert result.lower_bound <= len(result.moves)


def test_build_databases_5x5_builds_the_larger_set_after_the_default(packed_rows, capsys):
    from boardgames.games.fifteen.engine_cli import build_databases_main

    assert build_databases_main(["--size", "5x5"]) == 0
    out = capsys.readouterr().out
    assert "the larger 4-4-4-4-4-4 set" in out
    assert pdb_tables.load_stored(packed_rows) is not None


def test_without_memory_for_the_larger_set_the_default_one_is_used(packed_rows, monkeypatch):
    pdb_tables.load_layout(packed_rows)
    pdb_tables.forget_loaded()

    def no_memory(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(pdb_tables, "load_stored", no_memory)
    assert pdb24.strongest_24().layout == pdb24.layout_24()


def test_the_larger_set_loads_in_the_background_while_the_default_one_serves(packed_rows):
    ready, pending = pdb24.strongest_24_now()  # not stored: nothing to load
    assert ready is pdb24.strongest_24() and ready.layout == pdb24.layout_24() and pending is None
    pdb_tables.load_layout(packed_rows)
    pdb_tables.forget_loaded()
    ready, pending = pdb24.strongest_24_now()
    assert ready.layout == pdb24.layout_24() and pending is not None
    larger = pending.result(timeout=60)
    assert larger is not None and larger.layout == packed_rows
    again, pending = pdb24.strongest_24_now()  # loaded: no waiting, no future
    assert again is larger and pending is None


def test_a_damaged_larger_set_loads_as_none_and_the_default_one_stays(packed_rows):
    stored_then_damaged(packed_rows, 1, -5, 0x10)
    ready, pending = pdb24.strongest_24_now()
    assert ready.layout == pdb24.layout_24()
    assert pending is not None and pending.result(timeout=60) is None


def test_a_5x5_solve_starts_at_once_and_goes_on_with_the_larger_set_once_loaded(
        packed_rows, monkeypatch):
    from boardgames.games.fifteen.search import anytime
    from boardgames.games.fifteen.search.engines import anytime24

    pdb_tables.load_layout(packed_rows)
    pdb_tables.forget_loaded()
    real_load, loaded = pdb_tables.load_stored, threading.Event()

    def slow_load(*args, **kwargs):
        loaded.wait(30)  # held back until the engine has worked with the default set
        return real_load(*args, **kwargs)

    calls, started = [], []
    real_improve = anytime24.improve_5x5

    def improve(board, incumbent, *args, databases, **kwargs):
        calls.append((databases.layout, len(incumbent)))
        started.append(time.monotonic())
        loaded.set()
        return real_improve(board, incumbent, *args, databases=databases, **kwargs)

    monkeypatch.setattr(pdb_tables, "load_stored", slow_load)
    monkeypatch.setattr(anytime24, "improve_5x5", improve)
    # a board far from the goal: the default set cannot prove its best solution optimal
    # while the larger set loads (a 70-move walk's could, on a busy machine, and the run
    # ended before the larger set was used); stopped half a second into the larger set's
    # run (a minute at most: a fixed time limit made the test depend on the machine's load)
    board = random_walk(5, 5, 400, random.Random(9))
    budget = Budget(cancelled=lambda: len(started) >= 2 and time.monotonic() > started[1] + 0.5)
    result = anytime.solve_anytime(board, 5, 5, time_limit=60.0, budget=budget)
    assert [layout for layout, _ in calls] == [pdb24.layout_24(), packed_rows]
    assert calls[1][1] <= calls[0][1]  # the larger set goes on from the best so far
    assert is_goal(apply_moves(board, 5, 5, result.moves))
    assert len(result.moves) <= calls[1][1] and result.lower_bound <= len(result.moves)


def test_the_apps_warm_up_for_a_5x5_board_loads_the_stored_larger_set(packed_rows, qtbot):
    from boardgames.app.main import create_application
    from boardgames.games.fifteen.ui.warmup import DatabaseWarmup

    create_application()
    warmup = DatabaseWarmup()
    warmup.want([pdb24.layout_24()], delay_ms=0)  # nothing larger stored: nothing loaded
    qtbot.waitUntil(lambda: warmup.done == [pdb24.layout_24()], timeout=60000)
    assert not pdb_tables.is_loaded(packed_rows)
    pdb_tables.load_layout(packed_rows)
    pdb_tables.forget_loaded()
    warmup.done.clear()
    warmup.want([pdb24.layout_24()], delay_ms=0)
    qtbot.waitUntil(lambda: pdb_tables.is_loaded(packed_rows), timeout=60000)
    assert pdb24.strongest_24_now() == (pdb24.strongest_24(), None)
    assert pdb24.strongest_24().layout == packed_rows
    warmup.shutdown()
