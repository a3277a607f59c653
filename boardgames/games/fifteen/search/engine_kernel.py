"""The compiled inner loop of IDA* with additive pattern databases (Qt-free, numba).

One call of :func:`ida_steps` continues one depth-first iteration of IDA* (Korf 1985) for
at most ``budget`` generated nodes and returns; every bit of the search's state lives in
the :class:`KernelState` arrays, so Python can report progress and honour a cancel
between calls and then simply call again.

The heuristic is updated incrementally: a move changes the cell of one tile, so only the
table of the pattern holding that tile is looked up again (and, for the mirrored lookup,
only the pattern holding the mirrored tile). The placement index changes by one addition
(see :mod:`pdb_layout`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
from numba import njit

if TYPE_CHECKING:
    from boardgames.games.fifteen.search.pdb import PatternDatabases

#: The kernel's arrays (numba compiles the function for the dtypes it is called with).
I64 = npt.NDArray[np.int64]

#: Deepest path the arrays hold (the hardest 15-puzzle position needs 80 moves).
MAX_DEPTH = 400
#: Return codes of :func:`ida_steps`.
EXHAUSTED, FOUND, BUDGET = 0, 1, 2
#: Opposite of each move index (Up, Down, Left, Right).
OPPOSITE = np.array([1, 0, 3, 2], dtype=np.int64)


class Tables:
    """Board- and partition-dependent constant arrays for the kernel.

    Attributes (numpy arrays):
        flat, offsets: the tables one after the other and where each starts.
        pat_of, mul_of: for each tile, its pattern and ``cells**i`` of its position i.
        rpat_of, rmul_of: the same for the mirrored tile.
        rcell: mirrored cell of each cell.
        nbr: ``int8[cells, 4]`` cell the blank moves to per move, -1 off the board.
        bpar: parity of the blank's distance from its goal cell, per cell.
        reflect: 1 to use the mirrored lookup.
    """

    def __init__(self, dbs: PatternDatabases) -> None:
        from boardgames.games.fifteen.search.pdb_build import neighbour_table

        layout = dbs.layout
        cells = layout.cells
        self.flat = dbs.flat
        self.offsets = dbs.offsets
        self.npat = len(layout.patterns)
        self.pat_of = np.zeros(cells, dtype=np.int64)
        self.mul_of = np.zeros(cells, dtype=np.int64)
        for p, tiles in enumerate(layout.patterns):
            for i, t in enumerate(tiles):
                self.pat_of[t] = p
                self.mul_of[t] = cells ** i
        self.reflect = 1 if layout.reflect else 0
        self.rcell = np.array([layout.reflect_cell(c) if layout.reflect else c
                               for c in range(cells)], dtype=np.int64)
        self.rpat_of = np.zeros(cells, dtype=np.int64)
        self.rmul_of = np.zeros(cells, dtype=np.int64)
        if layout.reflect:
            for t in range(1, cells):
                m = layout.reflect_tile(t)
                self.rpat_of[t] = self.pat_of[m]
                self.rmul_of[t] = self.mul_of[m]
        self.nbr = neighbour_table(layout.rows, layout.cols).astype(np.int64)
        self.bpar = np.array([(layout.rows - 1 - c // layout.cols + layout.cols - 1
                               - c % layout.cols) & 1 for c in range(cells)], dtype=np.int64)
        self.layout = layout


class KernelState:
    """The resumable state of one IDA* search (numpy arrays the kernel updates in place).

    Attributes:
        board: ``int64[cells]`` the current board of the depth-first path.
        scal: ``int64[8]``: depth, blank cell, nodes expanded, nodes generated, smallest f
            above the bound seen in this iteration.
        path: move index taken at each depth.
        nextk: next move index to try at each depth.
        idx, hv: ``[depth, pattern]`` placement index and table value (direct lookup).
        ridx, rhv: the same for the mirrored lookup.
        hsum, rhsum: ``[depth]`` sums of ``hv`` and ``rhv``.
    """

    def __init__(self, tables: Tables, board: Sequence[int]) -> None:
        layout = tables.layout
        npat = tables.npat
        self.board = np.array(board, dtype=np.int64)
        self.scal = np.zeros(8, dtype=np.int64)
        self.path = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
        self.nextk = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
        self.idx = np.zeros((MAX_DEPTH + 1, npat), dtype=np.int64)
        self.hv = np.zeros((MAX_DEPTH + 1, npat), dtype=np.int64)
        self.ridx = np.zeros((MAX_DEPTH + 1, npat), dtype=np.int64)
        self.rhv = np.zeros((MAX_DEPTH + 1, npat), dtype=np.int64)
        self.hsum = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
        self.rhsum = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
        direct = layout.indexes(board)
        mirrored = layout.reflected_indexes(board) if layout.reflect else direct
        for p in range(npat):
            self.idx[0, p] = direct[p]
            self.hv[0, p] = tables.flat[tables.offsets[p] + direct[p]]
            self.ridx[0, p] = mirrored[p]
            self.rhv[0, p] = tables.flat[tables.offsets[p] + mirrored[p]]
        self.hsum[0] = self.hv[0].sum()
        self.rhsum[0] = self.rhv[0].sum()
        self.scal[1] = list(board).index(0)
        self.root_board = self.board.copy()

    def root_h(self, tables: Tables) -> int:
        """Heuristic value of the start position in moves."""
        h = int(max(self.hsum[0], self.rhsum[0]))
        if (h ^ int(tables.bpar[self.scal[1]])) & 1:
            h += 1
        return h

    def restart(self) -> None:
        """Prepare a new iteration from the start position (counters are kept)."""
        self.board[:] = self.root_board
        self.scal[0] = 0
        self.scal[1] = int(np.flatnonzero(self.root_board == 0)[0])
        self.scal[4] = 1 << 60
        self.nextk[0] = 0


@njit(cache=True)
def ida_steps(board: I64, scal: I64, path: I64, nextk: I64, idx: I64, hv: I64, ridx: I64,
              rhv: I64, hsum: I64, rhsum: I64, flat: npt.NDArray[np.uint8], offsets: I64,
              npat: int, pat_of: I64, mul_of: I64, rpat_of: I64, rmul_of: I64, rcell: I64,
              reflect: int, nbr: I64, bpar: I64, bound: int, budget: int) -> int:
    """Continue the current IDA* iteration with f-bound ``bound`` for at most ``budget``
    generated nodes. Returns FOUND (the path is ``path[:scal[0]]``), EXHAUSTED (no
    solution within the bound; ``scal[4]`` is the next bound) or BUDGET (call again)."""
    depth = scal[0]
    blank = scal[1]
    expanded = scal[2]
    generated = scal[3]
    minex = scal[4]
    stop_at = generated + budget
    status = BUDGET
    while True:
        if generated >= stop_at:
            status = BUDGET
            break
        k = nextk[depth]
        if k >= 4:
            if depth == 0:
                status = EXHAUSTED
                break
            depth -= 1
            prev = nbr[blank, OPPOSITE[path[depth]]]
            board[blank] = board[prev]
            board[prev] = 0
            blank = prev
            continue
        nextk[depth] = k + 1
        if depth > 0 and k == OPPOSITE[path[depth - 1]]:
            continue
        nb = nbr[blank, k]
        if nb < 0:
            continue
        generated += 1
        t = board[nb]
        p = pat_of[t]
        ni = idx[depth, p] + (blank - nb) * mul_of[t]
        nh = np.int64(flat[offsets[p] + ni])
        s = hsum[depth] - hv[depth, p] + nh
        h = s
        rp = 0
        nri = 0
        nrh = np.int64(0)
        rs = s
        if reflect:
            rp = rpat_of[t]
            nri = ridx[depth, rp] + (rcell[blank] - rcell[nb]) * rmul_of[t]
            nrh = np.int64(flat[offsets[rp] + nri])
            rs = rhsum[depth] - rhv[depth, rp] + nrh
            if rs > h:
                h = rs
        if (h ^ bpar[nb]) & 1:
            h += 1
        f = depth + 1 + h
        if f > bound:
            if f < minex:
                minex = f
            continue
        board[blank] = t
        board[nb] = 0
        d1 = depth + 1
        for q in range(npat):
            idx[d1, q] = idx[depth, q]
            hv[d1, q] = hv[depth, q]
        idx[d1, p] = ni
        hv[d1, p] = nh
        hsum[d1] = s
        if reflect:
            for q in range(npat):
                ridx[d1, q] = ridx[depth, q]
                rhv[d1, q] = rhv[depth, q]
            ridx[d1, rp] = nri
            rhv[d1, rp] = nrh
            rhsum[d1] = rs
        path[depth] = k
        blank = nb
        depth = d1
        nextk[depth] = 0
        if h == 0:
            status = FOUND
            break
        expanded += 1
    scal[0] = depth
    scal[1] = blank
    scal[2] = expanded
    scal[3] = generated
    scal[4] = minex
    return status




def run(tables: Tables, st: KernelState, bound: int, budget: int) -> int:
    """Call :func:`ida_steps` with the arrays of ``tables`` and ``st``."""
    return int(ida_steps(st.board, st.scal, st.path, st.nextk, st.idx, st.hv, st.ridx, st.rhv,
                     st.hsum, st.rhsum, tables.flat, tables.offsets, tables.npat,
                     tables.pat_of, tables.mul_of, tables.rpat_of, tables.rmul_of,
                     tables.rcell, tables.reflect, tables.nbr, tables.bpar, bound, budget))
