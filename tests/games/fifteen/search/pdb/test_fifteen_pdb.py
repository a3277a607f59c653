"""Pattern databases: stored safely, rebuilt when damaged, and admissible."""

from __future__ import annotations

import json
from collections import deque

import numpy as np
import pytest

from boardgames.games.fifteen.board import goal, neighbours
from boardgames.games.fifteen.engine_cli import load_benchmark
from boardgames.games.fifteen.search.pdb import store as pdb_store
from boardgames.games.fifteen.search.pdb.tables import (
    BuildCancelled,
    forget_loaded,
    load_databases,
    pdb_heuristic,
)


@pytest.fixture
def folder(tmp_path):
    forget_loaded()
    yield tmp_path / "dbs"
    forget_loaded()


@pytest.fixture(scope="session")
def dbs44():
    """The real 4x4 databases, built once per test session into the test cache folder."""
    return load_databases(4, 4)


def bfs_distances(rows: int, cols: int) -> dict:
    """True distance to the goal of every solvable position (breadth-first search)."""
    start = goal(rows, cols)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        d = dist[board] + 1
        for _, nxt in neighbours(board, rows, cols):
            if nxt not in dist:
                dist[nxt] = d
                queue.append(nxt)
    return dist


def manhattan(board, rows: int, cols: int) -> int:
    total = 0
    for cell, tile in enumerate(board):
        if tile:
            r, c = divmod(cell, cols)
            gr, gc = divmod(tile - 1, cols)
            total += abs(r - gr) + abs(c - gc)
    return total


@pytest.mark.parametrize("rows, cols", [(3, 3), (2, 4)])
def test_small_board_heuristic_is_admissible_and_zero_only_at_goal(folder, rows, cols):
    dbs = load_databases(rows, cols, folder=folder)
    dist = bfs_distances(rows, cols)
    exact = 0
    for board, d in dist.items():
        h = dbs.h(board)
        assert h <= d, (board, h, d)
        assert (h == 0) == (d == 0)
        assert h >= manhattan(board, rows, cols)
        exact += h == d
    # the databases carry real information: exact on a good share of the positions
    assert exact > len(dist) // 10


def _first_build(folder, rows=3, cols=3):
    dbs = load_databases(rows, cols, folder=folder)
    assert [s.action for s in dbs.statuses] == ["built"] * len(dbs.statuses)
    forget_loaded()
    return dbs


def _reload(folder, rows=3, cols=3):
    forget_loaded()
    return load_databases(rows, cols, folder=folder)


def test_intact_files_are_loaded_not_rebuilt(folder):
    first = _first_build(folder)
    again = _reload(folder)
    assert [s.action for s in again.statuses] == ["loaded", "loaded"]
    for a, b in zip(first.tables, again.tables, strict=False):
        assert np.array_equal(a, b)
    assert not list(folder.glob("*.tmp"))  # atomic writes leave no temporary files


@pytest.mark.parametrize("damage, reason", [
    ("flip", "checksum mismatch"),
    ("truncate", "wrong file size (truncated?)"),
    ("delete", "missing"),
    ("json", "metadata unreadable"),
])
def test_damaged_or_missing_file_is_detected_and_rebuilt(folder, damage, reason):
    first = _first_build(folder)
    npy, meta = pdb_store.paths(first.layout, 1, folder)
    if damage == "flip":
        data = bytearray(npy.read_bytes())
        for i in range(len(data) // 2, len(data) // 2 + 8):
            data[i] ^= 0xFF
        npy.write_bytes(bytes(data))
    elif damage == "truncate":
        npy.write_bytes(npy.read_bytes()[:-100])
    elif damage == "delete":
        npy.unlink()
    else:
        meta.write_text("{not json", encoding="utf-8")
    again = _reload(folder)
    assert again.statuses[0].action == "loaded"
    status = again.statuses[1]
    assert status.action == ("built" if damage == "delete" else "rebuilt")
    assert status.reason == reason
    assert np.array_equal(again.tables[1], first.tables[1])
    # what was rebuilt is stored intact again
    assert [s.action for s in _reload(folder).statuses] == ["loaded", "loaded"]


def test_file_of_another_partition_or_format_is_not_trusted(folder):
    first = _first_build(folder)
    _, meta = pdb_store.paths(first.layout, 0, folder)
    info = json.loads(meta.read_text())
    info["format"] = pdb_store.FORMAT_VERSION + 1
    meta.write_text(json.dumps(info))
    table, why = pdb_store.load(first.layout, 0, folder)
    assert table is None and "format" in why


def test_build_reports_progress_to_completion(folder):
    seen = []
    load_databases(3, 3, folder=folder, progress=seen.append)
    assert seen and all(p.phase == "build" for p in seen)
    fractions = [p.fraction for p in seen]
    assert fractions == sorted(fractions)
    assert fractions[-1] == pytest.approx(1.0)
    assert {p.part for p in seen} == {1, 2} and {p.parts for p in seen} == {2}


def test_build_can_be_cancelled_and_leaves_no_file(folder):
    with pytest.raises(BuildCancelled):
        load_databases(3, 3, folder=folder, should_stop=lambda: True)
    assert not list(folder.glob("*.npy")) and not list(folder.glob("*.tmp"))


def test_cache_folder_follows_environment_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path / "mine"))
    forget_loaded()
    try:
        assert pdb_store.cache_dir() == tmp_path / "mine" / pdb_store.SUBDIR
        dbs = load_databases(2, 3)
        assert all(s.path.parent == pdb_store.cache_dir() for s in dbs.statuses)
        assert all(s.path.exists() for s in dbs.statuses)
    finally:
        forget_loaded()


def test_boards_over_16_cells_are_refused_with_a_sentence():
    with pytest.raises(ValueError, match="at most 16 cells"):
        pdb_heuristic(5, 4)


def test_4x4_heuristic_is_a_lower_bound_on_known_optimal_lengths(dbs44):
    assert dbs44.h(goal(4, 4)) == 0
    positions = load_benchmark("challenge") + load_benchmark("korf")[:20]
    for ident, optimal, board in positions:
        h = dbs44.h(board)
        assert manhattan(board, 4, 4) <= h <= optimal, (ident, h, optimal)
        assert (h - optimal) % 2 == 0


def test_pdb_heuristic_object_matches_the_contract(dbs44):
    heuristic = pdb_heuristic(4, 4)
    assert heuristic.name == "pdb" and heuristic.admissible is True
    assert "6-6-3" in heuristic.title
    board = load_benchmark("challenge")[1][2]
    assert heuristic.h(board) == dbs44.h(board) > 0
    assert heuristic.h(goal(4, 4)) == 0


def test_unwritable_cache_still_gives_a_working_heuristic(folder, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(pdb_store, "save", refuse)
    dbs = load_databases(2, 3, folder=folder)
    assert [s.saved for s in dbs.statuses] == [False]
    assert "not saved" in dbs.statuses[0].reason
    assert dbs.h((1, 2, 3, 4, 0, 5)) == 1


def test_leftover_temporary_files_of_a_killed_build_are_removed(folder):
    import os

    folder.mkdir(parents=True)
    old = folder / "3x3-1-2-3-4.npy.abc123.tmp"
    fresh = folder / "3x3-1-2-3-4.npy.def456.tmp"  # maybe another process writing now
    old.write_bytes(b"half a file")
    fresh.write_bytes(b"half a file")
    os.utime(old, (0, 0))
    load_databases(3, 3, folder=folder)
    assert not old.exists() and fresh.exists()


def test_a_build_waits_for_the_one_another_process_holds_the_lock_for(folder):
    """While another builder holds a table's lock, load_databases waits, then loads the
    other builder's file instead of building the table a second time."""
    import threading
    import time

    from boardgames.games.fifteen.search.pdb import build as pdb_build
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    layout = layout_for(2, 3)
    result = {}
    with pdb_store.build_lock(folder, layout.key(0)) as locked:
        assert locked
        waiter = threading.Thread(target=lambda: result.setdefault(
            "dbs", load_databases(2, 3, folder=folder)))
        waiter.start()
        time.sleep(0.5)
        assert waiter.is_alive()  # waiting for the lock, not building
        pdb_store.save(layout, 0, pdb_build.build_table(layout, 0), 0.0, folder)
    waiter.join(30)
    assert not waiter.is_alive()
    assert [s.action for s in result["dbs"].statuses] == ["loaded"]
    assert result["dbs"].h((1, 2, 3, 4, 0, 5)) == 1


def test_unwritable_cache_is_reported_once_per_process(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(pdb_store, "_warned_unwritable", set())
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    for _ in range(2):
        forget_loaded()
        dbs = load_databases(2, 3, folder=blocker / "dbs")
        assert [s.saved for s in dbs.statuses] == [False]
    forget_loaded()
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1, lines
    assert "cannot be saved" in lines[0] and str(blocker / "dbs") in lines[0]


# --- tables shipped in the package (pdb_shipped) ---------------------------------------


def test_default_tables_are_shipped_and_unpack_exactly_as_the_builder_makes_them():
    from boardgames.games.fifteen.search.pdb import build as pdb_build
    from boardgames.games.fifteen.search.pdb import shipped as pdb_shipped
    from boardgames.games.fifteen.search.pdb.layout import layout_for
    from boardgames.games.fifteen.search.pdb.tables24 import layout_24

    for layout in (layout_for(4, 4), layout_24()):
        assert pdb_shipped.is_shipped(layout), layout.key(0)
    small = layout_24()  # the 4-tile 24-puzzle table builds in a fraction of a second
    p = len(small.patterns) - 1
    assert np.array_equal(pdb_shipped.unpack(small, p), pdb_build.build_table(small, p))
    assert pdb_shipped.unpack(layout_for(4, 4), 0)[layout_for(4, 4).goal_index(0)] == 0


def _packed(tmp_path):
    from boardgames.games.fifteen.search.pdb import build as pdb_build
    from boardgames.games.fifteen.search.pdb import shipped as pdb_shipped
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    layout = layout_for(3, 3)
    tables = [pdb_build.build_table(layout, p) for p in range(len(layout.patterns))]
    pdb_shipped.pack(layout, tables, tmp_path)
    return layout, tables


def test_a_damaged_or_foreign_shipped_table_is_never_trusted(tmp_path):
    from boardgames.games.fifteen.search.pdb import shipped as pdb_shipped
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    layout, tables = _packed(tmp_path)
    assert np.array_equal(pdb_shipped.unpack(layout, 1, tmp_path), tables[1])
    xz = tmp_path / f"{layout.key(1)}.u8.xz"
    data = bytearray(xz.read_bytes())
    data[len(data) // 2] ^= 0x40
    xz.write_bytes(bytes(data))
    assert pdb_shipped.unpack(layout, 1, tmp_path) is None  # flipped bits
    xz.write_bytes(bytes(data[: len(data) // 2]))
    assert pdb_shipped.unpack(layout, 1, tmp_path) is None  # truncated
    other = layout_for(3, 3, ((1, 2, 3, 5), (4, 6, 7, 8)))
    assert pdb_shipped.unpack(other, 0, tmp_path) is None  # another partition
    manifest = tmp_path / "manifest.json"
    info = json.loads(manifest.read_text())
    info[layout.key(0)]["sha256"] = "0" * 64
    manifest.write_text(json.dumps(info))
    assert pdb_shipped.unpack(layout, 0, tmp_path) is None  # checksum differs
    assert not pdb_shipped.is_shipped(layout, tmp_path / "nowhere")


def test_an_empty_cache_unpacks_shipped_tables_and_builds_when_they_are_damaged(
        tmp_path, folder, monkeypatch):
    from boardgames.games.fifteen.search.pdb import shipped as pdb_shipped

    layout, tables = _packed(tmp_path / "shipped")
    monkeypatch.setattr(pdb_shipped, "SHIPPED_DIR", tmp_path / "shipped")
    dbs = load_databases(3, 3, folder=folder)
    assert [s.action for s in dbs.statuses] == ["unpacked", "unpacked"]
    assert all(np.array_equal(a, b) for a, b in zip(dbs.tables, tables, strict=True))
    forget_loaded()
    assert [s.action for s in load_databases(3, 3, folder=folder).statuses] == ["loaded"] * 2
    forget_loaded()
    xz = tmp_path / "shipped" / f"{layout.key(0)}.u8.xz"
    xz.write_bytes(xz.read_bytes()[:100])
    dbs = load_databases(3, 3, folder=tmp_path / "fresh")
    assert [s.action for s in dbs.statuses] == ["built", "unpacked"]
    assert np.array_equal(dbs.tables[0], tables[0])


# --- ranked 7-tile patterns (the larger 4x4 set, tried on 3x3 where it builds fast) ------

RANKED_3X3 = ((1, 2, 3, 4, 5, 6, 7), (8,))


def test_ranking_numbers_every_placement_once():
    from boardgames.games.fifteen.search.pdb.layout import layout_for

    layout = layout_for(3, 3, ((1, 2, 3), (4, 5, 6, 7, 8)))
    ranks = set()
    from itertools import permutations

    for cells in permutations(range(9), 3):
        ranks.add(layout.rank(0, cells))
    assert ranks == set(range(9 * 8 * 7))


def test_ranked_tables_give_the_same_values_and_optimal_solutions(tmp_path):
    from boardgames.games.fifteen.board import apply_moves, is_goal
    from boardgames.games.fifteen.search.engines import ida_pdb as engine
    from boardgames.games.fifteen.search.pdb import build as pdb_build
    from boardgames.games.fifteen.search.pdb.layout import layout_for
    from boardgames.games.fifteen.search.pdb.tables import PatternDatabases

    ranked = layout_for(3, 3, RANKED_3X3)
    assert ranked.ranked(0) and not ranked.ranked(1)
    assert ranked.entries(0) == (9 * 8 * 7 * 6 * 5 * 4 * 3 + 1) // 2
    dbs = PatternDatabases(ranked, [pdb_build.build_table(ranked, p) for p in range(2)])
    full = pdb_build.sparse_table(ranked, 0)
    dist = bfs_distances(3, 3)
    for board, d in list(dist.items())[::97]:
        for mirrored in (False, True):
            where = ranked.tile_cells(board, mirrored)
            cells = [where[t] for t in RANKED_3X3[0]]
            assert ranked.value(dbs.tables[0], 0, cells) == full[sum(c * 9 ** i for i, c in enumerate(cells))]
        result = engine.search(dbs, board, 0.0)
        assert result.length == d and is_goal(apply_moves(board, 3, 3, result.moves))
        assert dbs.h(board) <= d


def test_warming_up_with_the_tables_compiles_what_their_search_runs():
    from boardgames.games.fifteen.search.engines import ida_pdb as engine
    from boardgames.games.fifteen.search.engines import kernel
    from boardgames.games.fifteen.search.pdb import build as pdb_build
    from boardgames.games.fifteen.search.pdb.layout import layout_for
    from boardgames.games.fifteen.search.pdb.tables import PatternDatabases

    board = (8, 7, 6, 5, 4, 3, 2, 1, 0)
    for patterns in (RANKED_3X3, ((1, 2, 3, 4), (5, 6, 7, 8))):
        layout = layout_for(3, 3, patterns)
        dbs = PatternDatabases(layout, [pdb_build.build_table(layout, p) for p in range(2)])
        assert engine.warm_up(dbs) >= 0.0
        compiled = len(kernel.ida_steps.signatures)
        assert engine.search(dbs, board, 0.0).length == 30
        assert len(kernel.ida_steps.signatures) == compiled  # nothing left to compile
    assert len(kernel.ida_steps.signatures) == 2  # ranked tables and the others apart


def test_the_solver_prefers_the_larger_tables_once_they_are_stored(tmp_path, monkeypatch):
    from boardgames.games.fifteen.search.engines import ida_pdb as engine
    from boardgames.games.fifteen.search.pdb import layout as pdb_layout
    from boardgames.games.fifteen.search.pdb.tables import load_layout

    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    monkeypatch.setitem(pdb_layout.LARGE_PARTITIONS, (3, 3), RANKED_3X3)
    forget_loaded()
    board = (8, 6, 7, 2, 5, 4, 3, 0, 1)  # 31 moves, the hardest 3x3 position
    try:
        assert engine.strongest_stored(3, 3) is None  # never built on the fly
        plain = engine.solve_with_databases(board, 3, 3)
        stored = load_layout(pdb_layout.large_layout(3, 3))
        assert [s.action for s in stored.statuses] == ["built", "built"]
        forget_loaded()
        assert engine.strongest_stored(3, 3).layout.patterns == RANKED_3X3  # from the disk
        strong = engine.solve_with_databases(board, 3, 3)
    finally:
        forget_loaded()
    assert plain.length == strong.length == 31
    assert strong.nodes_expanded < plain.nodes_expanded


def test_damaged_larger_tables_are_not_used(tmp_path, monkeypatch):
    from boardgames.games.fifteen.search.engines import ida_pdb as engine
    from boardgames.games.fifteen.search.pdb import layout as pdb_layout
    from boardgames.games.fifteen.search.pdb import store as pdb_store
    from boardgames.games.fifteen.search.pdb.tables import load_layout

    monkeypatch.setenv("BOARDGAMES_CACHE_DIR", str(tmp_path))
    monkeypatch.setitem(pdb_layout.LARGE_PARTITIONS, (3, 3), RANKED_3X3)
    forget_loaded()
    try:
        layout = pdb_layout.large_layout(3, 3)
        load_layout(layout)
        forget_loaded()
        npy, _ = pdb_store.paths(layout, 0)
        data = bytearray(npy.read_bytes())
        data[-7] ^= 0x10
        npy.write_bytes(bytes(data))
        assert engine.strongest_stored(3, 3) is None
        result = engine.solve_with_databases((8, 6, 7, 2, 5, 4, 3, 0, 1), 3, 3)
    finally:
        forget_loaded()
    assert result.length == 31
