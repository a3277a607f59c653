"""Beam search with pattern databases for large sliding puzzles (Qt-free, numba).

Beam search (Lowerre 1976; for sliding puzzles e.g. Zhou and Hansen 2005) is breadth-first
search that keeps only the ``width`` best nodes of each layer. All nodes of a layer have
the same g, so "best" means smallest heuristic value h (the additive pattern databases of
:mod:`pdb.tables24` with the mirrored lookup: the larger of the direct and the mirrored
sum). The children are bucket-sorted by h plus the smaller of the two sums, so that among
children of equal h those the other lookup finds closer come first: on Korf and Felner's
first 20 instances (``benchmarks/pdb24.py --beam 32000 --first 20``) a beam of 32,000
nodes came to 1.054x optimal instead of 1.064x with h alone, about what twice the width
gives (4,000 nodes: 1.100x instead of 1.117x). Duplicates within a layer (same Zobrist hash)
are dropped, and a node whose ``g + h`` reaches the length of the best solution known is
pruned, so a solution found is strictly shorter.
Wider beams find shorter solutions; :class:`Beam` runs one beam layer by layer so the
caller can check its deadline between layers (a layer of 100,000 nodes takes about 0.1 s).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
from numba import njit

from boardgames.games.fifteen.search.engines.child_step import I64, OPPOSITE, child_h, child_step
from boardgames.games.fifteen.search.engines.kernel import Tables

#: Largest heuristic value a beam keeps (larger children are dropped; none is so large on
#: 5x5).
MAX_H = 1000


@njit(cache=True, nogil=True)
def beam_layer(depth: int, n: int, cb: npt.NDArray[np.int8], cblank: I64, clast: I64,
               chash: I64, idx: I64, hv: I64, ridx: I64, rhv: I64, hs: I64, rhs: I64,
               ob: npt.NDArray[np.int8], oblank: I64, olast: I64, ohash: I64, oidx: I64,
               ohv: I64, oridx: I64, orhv: I64, ohs: I64, orhs: I64,
               par: npt.NDArray[np.int32], width: int, limit: int,
               flat: npt.NDArray[np.uint8], offsets: I64, npat: int, pat_of: I64,
               mul_of: I64, rpat_of: I64, rmul_of: I64, rcell: I64, reflect: int, nbr: I64,
               bpar: I64, zob: I64, ch: I64, rank: I64, cval: I64, chash_: I64, cpar: I64,
               cmove: I64, order: I64, seen: I64, h_alone: int) -> tuple[int, int]:
    """Expand layer ``depth`` (``n`` nodes in the ``c*`` arrays and the direct/mirrored
    lookup arrays) into the ``o*`` arrays: the ``width`` children of smallest rank (h plus
    the smaller of the direct and mirrored sums; see the module text), without
    duplicates, with ``depth + 1 + h < limit``. ``par[depth + 1, j]`` gets the parent
    index and ``olast[j]`` the move. With ``h_alone`` the children are ranked by h alone
    (ties in the order made). ``ch`` to ``seen`` are the scratch arrays of
    :class:`_Scratch`, made once per beam (made anew for every layer, the wider beams' ones
    came fresh from the system each time: a page fault every 4 KB). Returns ``(children
    kept, index of a goal child or -1)``."""
    count = np.zeros(2 * MAX_H + 2, dtype=np.int64)
    m = 0
    for i in range(n):
        blank = cblank[i]
        for k in range(4):
            if clast[i] >= 0 and k == OPPOSITE[clast[i]]:
                continue
            nb = nbr[blank, k]
            if nb < 0:
                continue
            t = np.int64(cb[i, nb])
            ni, nv, s = child_step(i, pat_of[t], (blank - nb) * mul_of[t], idx, hv, hs, flat,
                                   offsets)
            nri, nrv, rs = np.int64(0), np.int64(0), s
            if reflect:
                nri, nrv, rs = child_step(i, rpat_of[t], (rcell[blank] - rcell[nb]) * rmul_of[t],
                                          ridx, rhv, rhs, flat, offsets)
            h = child_h(s, rs, bpar[nb])
            if depth + 1 + h >= limit or h > MAX_H:
                continue
            ch[m] = h
            rank[m] = h if h_alone else h + min(s, rs)
            cval[m, 0], cval[m, 1], cval[m, 2] = ni, nv, s
            cval[m, 3], cval[m, 4], cval[m, 5] = nri, nrv, rs
            chash_[m] = chash[i] ^ zob[t, nb] ^ zob[t, blank] ^ zob[0, blank] ^ zob[0, nb]
            cpar[m] = i
            cmove[m] = k
            count[rank[m] + 1] += 1
            m += 1
    for v in range(1, 2 * MAX_H + 2):  # counting sort: count[v] = start of bucket v
        count[v] += count[v - 1]
    for j in range(m):
        order[count[rank[j]]] = j
        count[rank[j]] += 1
    slots = seen.size  # open addressing; hash 0 is treated as seen
    seen[:] = 0
    kept = 0
    goal = -1
    for o in order[:m]:
        if kept >= width:
            break
        key = chash_[o] | 1
        at = key & (slots - 1)
        while seen[at] != 0 and seen[at] != key:
            at = (at + 1) & (slots - 1)
        if seen[at] == key:
            continue
        seen[at] = key
        i = cpar[o]
        k = cmove[o]
        blank = cblank[i]
        nb = nbr[blank, k]
        t = np.int64(cb[i, nb])
        r = (ch[o], cval[o, 0], cval[o, 1], cval[o, 2], cval[o, 3], cval[o, 4], cval[o, 5])
        for c in range(cb.shape[1]):
            ob[kept, c] = cb[i, c]
        ob[kept, blank] = t
        ob[kept, nb] = 0
        oblank[kept] = nb
        olast[kept] = k
        ohash[kept] = chash_[o]
        for q in range(npat):
            oidx[kept, q] = idx[i, q]
            ohv[kept, q] = hv[i, q]
            oridx[kept, q] = ridx[i, q]
            orhv[kept, q] = rhv[i, q]
        p = pat_of[t]
        oidx[kept, p] = r[1]
        ohv[kept, p] = r[2]
        ohs[kept] = r[3]
        if reflect:
            rp = rpat_of[t]
            oridx[kept, rp] = r[4]
            orhv[kept, rp] = r[5]
        orhs[kept] = r[6]
        par[depth + 1, kept] = i
        if r[0] == 0 and goal < 0:
            goal = kept
        kept += 1
    return kept, goal


class _Layer:
    """The arrays of one beam layer (``width`` nodes)."""

    def __init__(self, width: int, cells: int, npat: int) -> None:
        self.board = np.zeros((width, cells), dtype=np.int8)
        self.blank = np.zeros(width, dtype=np.int64)
        self.last = np.full(width, -1, dtype=np.int64)
        self.hash = np.zeros(width, dtype=np.int64)
        self.idx = np.zeros((width, npat), dtype=np.int64)
        self.hv = np.zeros((width, npat), dtype=np.int64)
        self.ridx = np.zeros((width, npat), dtype=np.int64)
        self.rhv = np.zeros((width, npat), dtype=np.int64)
        self.hs = np.zeros(width, dtype=np.int64)
        self.rhs = np.zeros(width, dtype=np.int64)


class _Scratch:
    """The working arrays of :func:`beam_layer` for a beam of ``width`` nodes: room for
    every child of a layer (at most three per node, four at the start) and the table of
    hashes that drops duplicates (a power of two, at least twice the width)."""

    def __init__(self, width: int) -> None:
        size = 3 * width + 1
        self.ch, self.rank, self.chash, self.cpar, self.cmove, self.order = (
            np.empty(size, dtype=np.int64) for _ in range(6))
        self.cval = np.empty((size, 6), dtype=np.int64)
        slots = 1
        while slots < 2 * width:
            slots *= 2
        self.seen = np.zeros(slots, dtype=np.int64)


class Beam:
    """One beam search of a given width, run a layer at a time with :meth:`step`.

    Attributes:
        width: nodes kept per layer.
        depth: the layer reached (moves made).
        moves: the solution's move indexes (Up, Down, Left, Right) once found, else None.
        done: True once a solution was found or the beam died out (all pruned).
        h_alone: rank the children by h alone instead of h plus the smaller sum (the
            module text): a different beam of the same width, which finds optima the
            default one misses and the other way round.
    """

    def __init__(self, tables: Tables, board: Sequence[int], width: int, max_depth: int,
                 seed: int = 1, h_alone: bool = False) -> None:
        layout = tables.layout
        cells, npat = layout.cells, tables.npat
        self.tables, self.width, self.max_depth = tables, width, max_depth
        self.h_alone = h_alone
        self.zob = np.random.default_rng(seed).integers(0, 1 << 62, size=(cells, cells),
                                                        dtype=np.int64)
        self.cur, self.nxt = _Layer(1, cells, npat), _Layer(width, cells, npat)
        self.scratch = _Scratch(width)
        self.cur.board[0] = board
        self.cur.blank[0] = list(board).index(0)
        self.cur.hash[0] = np.bitwise_xor.reduce(self.zob[np.asarray(board), np.arange(cells)])
        direct = layout.indexes(board)
        mirrored = layout.reflected_indexes(board) if layout.reflect else direct
        for p in range(npat):
            self.cur.idx[0, p], self.cur.ridx[0, p] = direct[p], mirrored[p]
            self.cur.hv[0, p] = tables.flat[tables.offsets[p] + direct[p]]
            self.cur.rhv[0, p] = tables.flat[tables.offsets[p] + mirrored[p]]
        self.cur.hs[0], self.cur.rhs[0] = self.cur.hv[0].sum(), self.cur.rhv[0].sum()
        self.par = np.zeros((max_depth + 1, width), dtype=np.int32)
        self.moves_at = np.zeros((max_depth + 1, width), dtype=np.int8)
        self.n, self.depth = 1, 0
        self.moves: list[int] | None = None
        self.done = False

    def step(self, limit: int) -> None:
        """Expand one layer, keeping only nodes that can still lead to a solution shorter
        than ``limit`` moves; sets :attr:`moves` and :attr:`done` when a goal appears."""
        if self.done or self.depth + 1 > min(limit, self.max_depth):
            self.done = True
            return
        t, c, o, w = self.tables, self.cur, self.nxt, self.scratch
        kept, goal = beam_layer(
            self.depth, self.n, c.board, c.blank, c.last, c.hash, c.idx, c.hv, c.ridx, c.rhv,
            c.hs, c.rhs, o.board, o.blank, o.last, o.hash, o.idx, o.hv, o.ridx, o.rhv, o.hs,
            o.rhs, self.par, self.width, limit, t.flat, t.offsets, t.npat, t.pat_of, t.mul_of,
            t.rpat_of, t.rmul_of, t.rcell, t.reflect, t.nbr, t.bpar, self.zob, w.ch, w.rank,
            w.cval, w.chash, w.cpar, w.cmove, w.order, w.seen, int(self.h_alone))
        self.depth += 1
        self.moves_at[self.depth, :kept] = o.last[:kept]
        self.n = kept
        if self.depth == 1:
            self.cur = _Layer(self.width, t.layout.cells, t.npat)
        self.cur, self.nxt = self.nxt, self.cur
        if goal >= 0:
            self.moves = self._path(goal)
            self.done = True
        elif kept == 0:
            self.done = True

    def _path(self, j: int) -> list[int]:
        """The move indexes from the start to node ``j`` of the current layer."""
        out = []
        for layer in range(self.depth, 0, -1):
            out.append(int(self.moves_at[layer, j]))
            j = int(self.par[layer, j])
        return out[::-1]
