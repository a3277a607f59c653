"""The child step the compiled pattern-database searches share (engines.child_step): the
heuristic it updates move by move equals the tables' sums computed from scratch, in the
step itself and in each of the three searches that inline it."""

from __future__ import annotations

import random

import numpy as np
import pytest

from boardgames.games.fifteen.search.engines import kernel, kernel24
from boardgames.games.fifteen.search.engines.beam24 import Beam
from boardgames.games.fifteen.search.engines.child_step import child_h, child_step
from boardgames.games.fifteen.search.engines.kernel import Tables
from boardgames.games.fifteen.search.pdb.tables import load_databases
from boardgames.games.fifteen.search.pdb.tables24 import layout_24, load_databases_24
from boardgames.games.fifteen.shuffle import random_solvable

#: Quick partitions: 5x5 in rows of four, and a 3x4 board (no mirrored lookup).
ROWS_OF_FOUR = ((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16),
                (17, 18, 19, 20), (21, 22, 23, 24))
THREE_BY_FOUR = ((1, 2, 3, 4, 5), (6, 7, 8, 9, 10), (11,))


@pytest.fixture(scope="module")
def boards_tables(tmp_path_factory):
    """``{(rows, cols): Tables}`` for 4x4 (the shipped 6-6-3 set), 5x5 and 3x4."""
    folder = tmp_path_factory.mktemp("child-step")
    return {(4, 4): Tables(load_databases(4, 4)),
            (5, 5): Tables(load_databases_24(layout_24(5, 5, ROWS_OF_FOUR), folder=folder)),
            (3, 4): Tables(load_databases_24(layout_24(3, 4, THREE_BY_FOUR), folder=folder))}


def from_scratch(tables, board):
    """``(direct sum, mirrored sum, h)`` of ``board`` by the layout's own lookups (Python,
    no incremental step): each pattern's value at its tiles' cells, summed; h the larger
    sum raised to the parity of the blank's distance from its goal cell."""
    layout = tables.layout
    sums = []
    for mirrored in (False, True) if layout.reflect else (False,):
        where = layout.tile_cells(board, mirrored)
        sums.append(sum(layout.value(tables.flat, p, [where[t] for t in tiles],
                                     int(tables.offsets[p]))
                        for p, tiles in enumerate(layout.patterns)))
    direct, mirror = sums[0], sums[-1]
    row, col = divmod(board.index(0), layout.cols)
    parity = (layout.rows - 1 - row + layout.cols - 1 - col) & 1
    h = max(direct, mirror)
    return direct, mirror, h + ((h ^ parity) & 1)


def slide(board, blank, nb):
    """``board`` after the tile on ``nb`` slides into the blank's cell."""
    out = list(board)
    out[blank], out[nb] = out[nb], 0
    return tuple(out)


@pytest.mark.parametrize("size", [(4, 4), (5, 5), (3, 4)])
def test_the_step_gives_the_sums_and_h_of_the_tables_along_random_walks(boards_tables, size):
    tables = boards_tables[size]
    layout = tables.layout
    rng = random.Random(45)
    for _ in range(4):
        board = random_solvable(*size, rng)
        idx = np.array([layout.indexes(board)], dtype=np.int64)
        ridx = np.array([layout.reflected_indexes(board) if layout.reflect
                         else layout.indexes(board)], dtype=np.int64)
        hv = np.array([[tables.flat[tables.offsets[p] + i] for p, i in enumerate(idx[0])]],
                      dtype=np.int64)
        rhv = np.array([[tables.flat[tables.offsets[p] + i] for p, i in enumerate(ridx[0])]],
                       dtype=np.int64)
        hsum, rhsum = hv.sum(axis=1), rhv.sum(axis=1)
        for _ in range(60):
            blank = board.index(0)
            nb = rng.choice([int(c) for c in tables.nbr[blank] if c >= 0])
            t = board[nb]
            p, rp = tables.pat_of[t], tables.rpat_of[t]
            ni, nv, s = child_step(0, p, (blank - nb) * tables.mul_of[t], idx, hv, hsum,
                                   tables.flat, tables.offsets)
            rs = s
            if layout.reflect:
                shift = (tables.rcell[blank] - tables.rcell[nb]) * tables.rmul_of[t]
                nri, nrv, rs = child_step(0, rp, shift, ridx, rhv, rhsum, tables.flat,
                                          tables.offsets)
            board = slide(board, blank, nb)
            assert (s, rs, child_h(s, rs, tables.bpar[nb])) == from_scratch(tables, board)
            assert ni == layout.indexes(board)[p]
            idx[0, p], hv[0, p], hsum[0] = ni, nv, s
            if layout.reflect:
                assert nri == layout.reflected_indexes(board)[rp]
                ridx[0, rp], rhv[0, rp], rhsum[0] = nri, nrv, rs


def test_h_is_the_larger_sum_raised_to_the_parity_of_the_blanks_distance():
    assert [child_h(40, 43, 1), child_h(40, 43, 0), child_h(44, 41, 0), child_h(7, 7, 0)] == [
        43, 44, 44, 8]


def test_the_4x4_ida_keeps_the_sums_of_the_board_it_stands_on(boards_tables):
    tables = boards_tables[(4, 4)]
    rng = random.Random(7)
    for _ in range(3):
        st = kernel.KernelState(tables, random_solvable(4, 4, rng))
        st.restart()
        bound = st.root_h(tables) + 10  # an iteration far longer than the budgets below
        for budget in (37, 500, 2000, 5000):
            assert kernel.run(tables, st, bound, budget) == kernel.BUDGET
            depth = int(st.scal[0])
            assert depth > 0
            board = tuple(int(c) for c in st.board)
            direct, mirror, _ = from_scratch(tables, board)
            assert (st.hsum[depth], st.rhsum[depth]) == (direct, mirror)


@pytest.mark.parametrize("size", [(5, 5), (3, 4)])
def test_the_weighted_ida_orders_children_by_their_h_from_scratch(boards_tables, size):
    tables = boards_tables[size]
    rng = random.Random(11)
    for _ in range(5):
        board = random_solvable(*size, rng)
        st = kernel24.WidaState(tables, board)
        blank = board.index(0)
        n = kernel24._make_kids(0, blank, st.board, st.idx, st.hv, st.ridx, st.rhv, st.hsum,
                                st.rhsum, st.path, st.kid, tables.flat, tables.offsets,
                                tables.pat_of, tables.mul_of, tables.rpat_of,
                                tables.rmul_of, tables.rcell, tables.reflect, tables.nbr,
                                tables.bpar)
        made = [(int(st.kid[0, j, kernel24.K_H]), int(st.kid[0, j, kernel24.K_MOVE]))
                for j in range(n)]
        expected = [(from_scratch(tables, slide(board, blank, int(tables.nbr[blank, k])))[2], k)
                    for k in range(4) if tables.nbr[blank, k] >= 0]
        assert made == sorted(expected, key=lambda hk: hk[0])  # ties in move order


@pytest.mark.parametrize("size", [(5, 5), (3, 4)])
def test_a_beam_layer_holds_the_sums_of_its_boards(boards_tables, size):
    tables = boards_tables[size]
    beam = Beam(tables, random_solvable(*size, random.Random(3)), 50, kernel24.MAX_DEPTH)
    for _ in range(6):
        beam.step(kernel24.MAX_DEPTH)
        layer = beam.cur
        for j in range(beam.n):
            board = tuple(int(c) for c in layer.board[j])
            direct, mirror, _ = from_scratch(tables, board)
            assert layer.hs[j] == direct
            if tables.reflect:
                assert layer.rhs[j] == mirror
