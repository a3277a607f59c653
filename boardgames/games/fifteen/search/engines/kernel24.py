"""The compiled inner loop of anytime weighted IDA* with pattern databases (Qt-free, numba).

One call of :func:`wida_steps` continues one depth-first iteration for at most ``budget``
generated nodes and returns; the search's whole state lives in :class:`WidaState`, so
Python can report progress, honour a deadline and a cancel, and call again.

The iteration is weighted IDA* (Korf 1993; Pohl's weighting f = g + w h): a node is
entered when ``wden * g + wnum * h <= bound``. On top of that every node with
``g + h >= limit`` is pruned, ``limit`` being the length of the best solution known, so
every solution found is strictly shorter than the one before (the pruning of anytime
heuristic search, Hansen and Zhou 2007). After a solution is returned the search can be
resumed: the goal node counts as exhausted and ``limit`` may have been lowered.

Children are ordered by their heuristic value (smallest first), which finds solutions
of weighted iterations much sooner. The heuristic is updated incrementally as in
:mod:`engines.kernel`: a move changes one tile's cell, so one table entry of the direct
lookup and one of the mirrored lookup are read again (:mod:`engines.child_step`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
from numba import njit

from boardgames.games.fifteen.search.engines.child_step import I64, OPPOSITE, child_h, child_step
from boardgames.games.fifteen.search.engines.kernel import Tables

#: Deepest path the arrays hold.
MAX_DEPTH = 400
#: Return codes of :func:`wida_steps`.
EXHAUSTED, FOUND, BUDGET = 0, 1, 2
#: Columns of the per-child array ``kid``: move, h, direct index, direct value, direct
#: sum, mirrored index, mirrored value, mirrored sum.
K_MOVE, K_H, K_I, K_V, K_S, K_RI, K_RV, K_RS = range(8)


class WidaState:
    """The resumable state of one search (numpy arrays the kernel updates in place).

    Attributes:
        board: ``int64[cells]`` the board at the end of the current depth-first path.
        scal: ``int64[8]``: depth, blank cell, nodes expanded, nodes generated, smallest
            scaled f above the bound seen in this iteration.
        path: move index taken at each depth.
        idx, hv, ridx, rhv: ``[depth, pattern]`` placement index and table value of the
            direct and the mirrored lookups; ``hsum``, ``rhsum``: their sums per depth;
            ``hcur``: the heuristic value of the node at each depth.
        kid: ``[depth, 4, 8]`` the children made at each depth, sorted by h (see ``K_*``);
            ``nkid``: how many; ``slot``: the next one to try; ``made``: 1 once made.
    """

    def __init__(self, tables: Tables, board: Sequence[int]) -> None:
        layout = tables.layout
        npat = tables.npat
        depth = MAX_DEPTH + 1
        self.board = np.array(board, dtype=np.int64)
        self.scal = np.zeros(8, dtype=np.int64)
        self.path = np.zeros(depth, dtype=np.int64)
        self.idx = np.zeros((depth, npat), dtype=np.int64)
        self.hv = np.zeros((depth, npat), dtype=np.int64)
        self.ridx = np.zeros((depth, npat), dtype=np.int64)
        self.rhv = np.zeros((depth, npat), dtype=np.int64)
        self.hsum = np.zeros(depth, dtype=np.int64)
        self.rhsum = np.zeros(depth, dtype=np.int64)
        self.hcur = np.zeros(depth, dtype=np.int64)
        self.kid = np.zeros((depth, 4, 8), dtype=np.int64)
        self.nkid = np.zeros(depth, dtype=np.int64)
        self.slot = np.zeros(depth, dtype=np.int64)
        self.made = np.zeros(depth, dtype=np.int64)
        direct = layout.indexes(board)
        mirrored = layout.reflected_indexes(board) if layout.reflect else direct
        for p in range(npat):
            self.idx[0, p] = direct[p]
            self.hv[0, p] = tables.flat[tables.offsets[p] + direct[p]]
            self.ridx[0, p] = mirrored[p]
            self.rhv[0, p] = tables.flat[tables.offsets[p] + mirrored[p]]
        self.hsum[0] = self.hv[0].sum()
        self.rhsum[0] = self.rhv[0].sum()
        self.root_board = self.board.copy()
        self.root_blank = list(board).index(0)
        h = int(max(self.hsum[0], self.rhsum[0]))
        if (h ^ int(tables.bpar[self.root_blank])) & 1:
            h += 1
        self.hcur[0] = h
        self.restart()

    @property
    def root_h(self) -> int:
        """Heuristic value of the start position in moves."""
        return int(self.hcur[0])

    def restart(self) -> None:
        """Prepare a new iteration from the start position (counters are kept)."""
        self.board[:] = self.root_board
        self.scal[0] = 0
        self.scal[1] = self.root_blank
        self.scal[4] = 1 << 60
        self.made[0] = 0

    def moves(self) -> list[int]:
        """Move indexes of the current path (the solution after FOUND)."""
        return [int(k) for k in self.path[:int(self.scal[0])]]


@njit(cache=True, nogil=True)
def _make_kids(depth: int, blank: int, board: I64, st_idx: I64, st_hv: I64, st_ridx: I64,
               st_rhv: I64, hsum: I64, rhsum: I64, path: I64, kid: I64,
               flat: npt.NDArray[np.uint8], offsets: I64, pat_of: I64, mul_of: I64,
               rpat_of: I64, rmul_of: I64, rcell: I64, reflect: int, nbr: I64,
               bpar: I64) -> int:
    """Fill ``kid[depth]`` with the legal children (not undoing the last move), sorted by
    h; returns how many."""
    n = 0
    for k in range(4):
        if depth > 0 and k == OPPOSITE[path[depth - 1]]:
            continue
        nb = nbr[blank, k]
        if nb < 0:
            continue
        t = board[nb]
        ni, nv, s = child_step(depth, pat_of[t], (blank - nb) * mul_of[t], st_idx, st_hv, hsum,
                               flat, offsets)
        nri, nrv, rs = np.int64(0), np.int64(0), s
        if reflect:
            nri, nrv, rs = child_step(depth, rpat_of[t], (rcell[blank] - rcell[nb]) * rmul_of[t],
                                      st_ridx, st_rhv, rhsum, flat, offsets)
        h = child_h(s, rs, bpar[nb])
        j = n
        while j > 0 and kid[depth, j - 1, 1] > h:
            for c in range(8):
                kid[depth, j, c] = kid[depth, j - 1, c]
            j -= 1
        kid[depth, j, 0] = k
        kid[depth, j, 1] = h
        kid[depth, j, 2] = ni
        kid[depth, j, 3] = nv
        kid[depth, j, 4] = s
        kid[depth, j, 5] = nri
        kid[depth, j, 6] = nrv
        kid[depth, j, 7] = rs
        n += 1
    return n


@njit(cache=True, nogil=True)
def wida_steps(board: I64, scal: I64, path: I64, idx: I64, hv: I64, ridx: I64, rhv: I64,
               hsum: I64, rhsum: I64, hcur: I64, kid: I64, nkid: I64, slot: I64, made: I64,
               flat: npt.NDArray[np.uint8], offsets: I64, npat: int, pat_of: I64,
               mul_of: I64, rpat_of: I64, rmul_of: I64, rcell: I64, reflect: int, nbr: I64,
               bpar: I64, wnum: int, wden: int, bound: int, limit: int, budget: int) -> int:
    """Continue the current iteration (bound on ``wden * g + wnum * h``, pruning
    ``g + h >= limit``) for at most ``budget`` generated nodes. Returns FOUND (the path is
    ``path[:scal[0]]``; calling again goes on with the search), EXHAUSTED (``scal[4]`` is
    the smallest scaled f above the bound) or BUDGET (call again)."""
    depth = scal[0]
    blank = scal[1]
    expanded = scal[2]
    generated = scal[3]
    minex = scal[4]
    stop_at = generated + budget
    status = BUDGET
    while generated < stop_at:
        if made[depth] == 0:
            made[depth] = 1
            slot[depth] = 0
            nkid[depth] = 0
            if hcur[depth] == 0:
                status = FOUND
                break
            if depth >= MAX_DEPTH - 1:
                continue
            nkid[depth] = _make_kids(depth, blank, board, idx, hv, ridx, rhv, hsum, rhsum,
                                     path, kid, flat, offsets, pat_of, mul_of, rpat_of,
                                     rmul_of, rcell, reflect, nbr, bpar)
            generated += nkid[depth]
            expanded += 1
        j = slot[depth]
        if j >= nkid[depth]:
            if depth == 0:
                status = EXHAUSTED
                break
            depth -= 1
            prev = nbr[blank, OPPOSITE[path[depth]]]
            board[blank] = board[prev]
            board[prev] = 0
            blank = prev
            continue
        slot[depth] = j + 1
        h = kid[depth, j, 1]
        if depth + 1 + h >= limit:
            continue
        f = wden * (depth + 1) + wnum * h
        if f > bound:
            if f < minex:
                minex = f
            continue
        k = kid[depth, j, 0]
        nb = nbr[blank, k]
        t = board[nb]
        d1 = depth + 1
        for q in range(npat):
            idx[d1, q] = idx[depth, q]
            hv[d1, q] = hv[depth, q]
            ridx[d1, q] = ridx[depth, q]
            rhv[d1, q] = rhv[depth, q]
        p = pat_of[t]
        idx[d1, p] = kid[depth, j, 2]
        hv[d1, p] = kid[depth, j, 3]
        hsum[d1] = kid[depth, j, 4]
        if reflect:
            rp = rpat_of[t]
            ridx[d1, rp] = kid[depth, j, 5]
            rhv[d1, rp] = kid[depth, j, 6]
            rhsum[d1] = kid[depth, j, 7]
        hcur[d1] = h
        board[blank] = t
        board[nb] = 0
        path[depth] = k
        blank = nb
        depth = d1
        made[depth] = 0
    scal[0] = depth
    scal[1] = blank
    scal[2] = expanded
    scal[3] = generated
    scal[4] = minex
    return status


def run(tables: Tables, st: WidaState, wnum: int, wden: int, bound: int, limit: int,
        budget: int) -> int:
    """Call :func:`wida_steps` with the arrays of ``tables`` and ``st``."""
    return int(wida_steps(
        st.board, st.scal, st.path, st.idx, st.hv, st.ridx, st.rhv, st.hsum, st.rhsum,
        st.hcur, st.kid, st.nkid, st.slot, st.made, tables.flat, tables.offsets, tables.npat,
        tables.pat_of, tables.mul_of, tables.rpat_of, tables.rmul_of, tables.rcell,
        tables.reflect, tables.nbr, tables.bpar, wnum, wden, bound, limit, budget))
