"""The compiled inner loop of IDA* with additive pattern databases (Qt-free, numba).

One call of :func:`ida_steps` continues one depth-first iteration of IDA* (Korf 1985) for
at most ``budget`` generated nodes and returns; every bit of the search's state lives in
the :class:`KernelState` arrays, so Python can report progress and honour a cancel
between calls and then simply call again.

The heuristic is updated incrementally: a move changes the cell of one tile, so only the
table of the pattern holding that tile is looked up again (and, for the mirrored lookup,
only the pattern holding the mirrored tile). A sparse placement index changes by one
addition (see :mod:`pdb.layout`); a ranked pattern (7 tiles) is ranked afresh from the
cells of its tiles (:func:`_ranked_value`). The sparse step is
:func:`.child_step.child_step`, which the 24-puzzle's searches share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
from numba import njit

from boardgames.games.fifteen.search.engines.child_step import OPPOSITE, child_h, child_step

if TYPE_CHECKING:
    from boardgames.games.fifteen.search.pdb.layout import Layout
    from boardgames.games.fifteen.search.pdb.tables import PatternDatabases

#: The kernel's arrays (numba compiles the function for the dtypes it is called with).
I64 = npt.NDArray[np.int64]

#: Deepest path the arrays hold (the hardest 15-puzzle position needs 80 moves).
MAX_DEPTH = 400
#: Return codes of :func:`ida_steps`.
EXHAUSTED, FOUND, BUDGET = 0, 1, 2


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
        ranked: per pattern, 1 when it is stored ranked with 4-bit entries.
        ptiles, plen: each pattern's tiles (padded) and how many.
        mdist: ``[cell, tile]`` Manhattan distance of a tile standing on a cell.
        rtile: the mirrored tile of each tile.
        popcount: the number of set bits of every 16-bit value.
    """

    def __init__(self, dbs: PatternDatabases) -> None:
        from boardgames.games.fifteen.search.pdb.build import neighbour_table

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
        self._ranked_arrays(layout)

    def _ranked_arrays(self, layout: Layout) -> None:
        """The arrays :func:`_ranked_value` needs (small; made for every layout)."""
        cells, npat = layout.cells, len(layout.patterns)
        self.ranked = np.array([1 if layout.ranked(p) else 0 for p in range(npat)],
                               dtype=np.int64)
        self.plen = np.array([len(t) for t in layout.patterns], dtype=np.int64)
        self.ptiles = np.zeros((npat, int(self.plen.max())), dtype=np.int64)
        for p, tiles in enumerate(layout.patterns):
            self.ptiles[p, :len(tiles)] = tiles
        self.mdist = np.zeros((cells, cells), dtype=np.int64)
        for c in range(cells):
            for t in range(1, cells):
                g = layout.goal_cell(t)
                self.mdist[c, t] = abs(c // layout.cols - g // layout.cols) + abs(
                    c % layout.cols - g % layout.cols)
        self.rtile = np.array([layout.reflect_tile(t) if layout.reflect else t
                               for t in range(cells)], dtype=np.int64)
        bits = 16 if self.ranked.any() else 1
        self.popcount = np.array([bin(v).count("1") for v in range(1 << bits)], dtype=np.uint8)


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
        where: the cell of every tile on the current board.
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
        start_values(tables, board, self.idx, self.hv, self.ridx, self.rhv)
        self.hsum[0] = self.hv[0].sum()
        self.rhsum[0] = self.rhv[0].sum()
        self.scal[1] = list(board).index(0)
        self.root_board = self.board.copy()
        self.where = np.array(layout.tile_cells(board), dtype=np.int64)
        self.root_where = self.where.copy()

    def root_h(self, tables: Tables) -> int:
        """Heuristic value of the start position in moves."""
        h = int(max(self.hsum[0], self.rhsum[0]))
        if (h ^ int(tables.bpar[self.scal[1]])) & 1:
            h += 1
        return h

    def restart(self) -> None:
        """Prepare a new iteration from the start position (counters are kept)."""
        self.board[:] = self.root_board
        self.where[:] = self.root_where
        self.scal[0] = 0
        self.scal[1] = int(np.flatnonzero(self.root_board == 0)[0])
        self.scal[4] = 1 << 60
        self.nextk[0] = 0


def start_values(tables: Tables, board: Sequence[int], idx: I64, hv: I64, ridx: I64,
                 rhv: I64) -> None:
    """Row 0 of the lookup arrays for ``board``: each pattern's sparse index (0 for a
    ranked pattern) and value, directly and on the mirrored board."""
    layout = tables.layout
    for mirrored, ix, hx in ((False, idx, hv), (True, ridx, rhv)):
        if mirrored and not layout.reflect:
            ix[0], hx[0] = idx[0], hv[0]
            continue
        where = layout.tile_cells(board, mirrored)
        for p, tiles in enumerate(layout.patterns):
            cells = [where[t] for t in tiles]
            offset = int(tables.offsets[p])
            ix[0, p] = 0 if layout.ranked(p) else sum(
                c * layout.cells ** i for i, c in enumerate(cells))
            hx[0, p] = layout.value(tables.flat, p, cells, offset)


@njit(cache=True, inline="always")
def _ranked_value(p: int, where: I64, mirrored: int, ptiles: I64, plen: I64,
                  flat: npt.NDArray[np.uint8], offsets: I64, mdist: I64, rcell: I64,
                  rtile: I64, popcount: npt.NDArray[np.uint8], cells: int) -> int:
    """The value of ranked pattern ``p`` for the tiles' cells ``where`` (on the board
    mirrored about the main diagonal when ``mirrored``): Manhattan distance plus twice
    the 4-bit entry at the placement's rank."""
    rank = 0
    taken = 0
    dist = 0
    for i in range(plen[p]):
        u = ptiles[p, i]
        c = rcell[where[rtile[u]]] if mirrored else where[u]
        rank = rank * (cells - i) + c - np.int64(popcount[taken & ((1 << c) - 1)])
        taken |= 1 << c
        dist += mdist[c, u]
    byte = np.int64(flat[offsets[p] + (rank >> 1)])
    return dist + 2 * ((byte >> ((rank & 1) * 4)) & 15)  # type: ignore[no-any-return]


@njit(cache=True)
def ida_steps(board: I64, scal: I64, path: I64, nextk: I64, idx: I64, hv: I64, ridx: I64,
              rhv: I64, hsum: I64, rhsum: I64, flat: npt.NDArray[np.uint8], offsets: I64,
              npat: int, pat_of: I64, mul_of: I64, rpat_of: I64, rmul_of: I64, rcell: I64,
              reflect: int, nbr: I64, bpar: I64, bound: int, budget: int, where: I64,
              ranked: I64, ptiles: I64 | None, plen: I64, mdist: I64, rtile: I64,
              popcount: npt.NDArray[np.uint8]) -> int:
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
            where[board[prev]] = blank
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
        cells = board.shape[0]
        where[t] = blank  # the child's cells (put back below when it is pruned)
        if ptiles is not None and ranked[p]:  # no ranked pattern: compiled without
            ni = 0
            nh = _ranked_value(p, where, 0, ptiles, plen, flat, offsets, mdist, rcell,
                               rtile, popcount, cells)
            s = hsum[depth] - hv[depth, p] + nh
        else:
            ni, nh, s = child_step(depth, p, (blank - nb) * mul_of[t], idx, hv, hsum, flat,
                                   offsets)
        h = child_h(s, s, bpar[nb])
        f = depth + 1 + h
        rp = 0
        nri = 0
        nrh = np.int64(0)
        rs = s
        if reflect and f <= bound:  # the mirrored lookup only where the first cannot prune
            rp = rpat_of[t]
            if ptiles is not None and ranked[rp]:
                nri = 0
                nrh = _ranked_value(rp, where, 1, ptiles, plen, flat, offsets, mdist, rcell,
                                    rtile, popcount, cells)
                rs = rhsum[depth] - rhv[depth, rp] + nrh
            else:
                nri, nrh, rs = child_step(depth, rp, (rcell[blank] - rcell[nb]) * rmul_of[t],
                                          ridx, rhv, rhsum, flat, offsets)
            if rs > s:
                h = child_h(s, rs, bpar[nb])
                f = depth + 1 + h
        if f > bound:
            where[t] = nb
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
    """Call :func:`ida_steps` with the arrays of ``tables`` and ``st``. Without a ranked
    pattern ``ptiles`` goes as None: numba then compiles the loop without the ranked
    lookups (half the compile time after an install; the 7-7-1 set gets its own)."""
    return int(ida_steps(st.board, st.scal, st.path, st.nextk, st.idx, st.hv, st.ridx, st.rhv,
                         st.hsum, st.rhsum, tables.flat, tables.offsets, tables.npat,
                         tables.pat_of, tables.mul_of, tables.rpat_of, tables.rmul_of,
                         tables.rcell, tables.reflect, tables.nbr, tables.bpar, bound, budget,
                         st.where, tables.ranked,
                         tables.ptiles if tables.ranked.any() else None, tables.plen,
                         tables.mdist, tables.rtile, tables.popcount))
