"""The child step shared by the compiled pattern-database searches (Qt-free, numba).

A move slides one tile ``t`` from cell ``nb`` into the blank's cell ``blank``, so of the
additive pattern databases (Korf and Felner 2002) only the table of the pattern holding
``t`` gets a new entry, and for the mirrored lookup (the board mirrored about the main
diagonal, their "reflection") only the table of the pattern holding the mirrored tile.
:func:`child_step` is that incremental step for one lookup: the pattern's new sparse
placement index, its table entry, and the parent's sum with that one entry exchanged;
:func:`child_h` makes the child's heuristic value of the direct and the mirrored sum.
The 4x4 IDA* (:mod:`engines.kernel`), the 24-puzzle's weighted IDA*
(:mod:`engines.kernel24`) and its beam search (:mod:`engines.beam24`) all call them, and
numba inlines them into each search (``inline="always"``, at the level of numba's IR).

They are kept free of branches and loops on purpose: inlined code that branches leaves
the reference counting of every array it is given in the search's inner loop (numba
counts each array the inlined function binds; its pruning of those counts gives up on
branching code), which made the 24-puzzle's weighted IDA* 8 times slower in a trial; an
ordinary (not inlined) call, with every array passed as seven machine words, cost as much.
So the searches keep their own branches (the mirrored lookup made only where the direct
one cannot prune, 4x4's ranked 7-tile tables) and their own copying of a child's row (a
shared copying loop, inlined, made the weighted IDA* 1.5 times slower).

numba's cache does not notice a change of this file in the searches that inline it
(numba documents it: "cache invalidation fails to recognize changes in functions defined
in a different file"; numba/numba#1833): after editing it, touch ``kernel.py``,
``kernel24.py`` and ``beam24.py`` so that numba compiles them again.

The lookup arrays have one row per node (a depth of the depth-first path, or a node of a
beam layer) and one column per pattern: ``idx`` the sparse placement index
(``sum(cell_i * cells**i)`` over the pattern's tiles), ``hv`` the table value (moves),
``hsum`` the row's sum of ``hv``; the mirrored lookup has the same three arrays.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from numba import njit

#: The kernels' arrays (numba compiles a function for the dtypes it is called with).
I64 = npt.NDArray[np.int64]
#: Opposite of each move index (Up, Down, Left, Right).
OPPOSITE = np.array([1, 0, 3, 2], dtype=np.int64)


@njit(cache=True, inline="always")
def child_step(row: int, p: int, shift: int, idx: I64, hv: I64, hsum: I64,
               flat: npt.NDArray[np.uint8], offsets: I64) -> tuple[int, int, int]:
    """One lookup's part of a child of the node in row ``row``: ``(placement index, table
    value, sum)`` after the moved tile's pattern ``p`` changes its sparse placement index
    by ``shift``.

    A sparse index is ``sum(cell_i * cells**i)`` over the pattern's tiles, so the tile
    at position i of ``p`` moving by ``blank - nb`` cells changes it by ``(blank - nb) *
    cells**i``: ``(blank - nb) * mul_of[t]`` with ``p = pat_of[t]`` for the direct lookup,
    ``(rcell[blank] - rcell[nb]) * rmul_of[t]`` with ``p = rpat_of[t]`` for the mirrored
    one (arrays of :class:`engines.kernel.Tables`). The sum is the row's sum with ``p``'s
    entry exchanged. Arrays: ``idx``, ``hv`` ``int64[rows, patterns]`` and ``hsum``
    ``int64[rows]`` (module text; the mirrored lookup's for the mirrored step); ``flat``
    ``uint8[total]`` all tables one after the other, ``offsets`` ``int64[patterns]``
    where each starts. Korf and Felner (2002), additive pattern databases, updated
    incrementally."""
    ni = idx[row, p] + shift
    nv = np.int64(flat[offsets[p] + ni])
    return ni, nv, hsum[row] - hv[row, p] + nv


@njit(cache=True, inline="always")
def child_h(s: int, rs: int, parity: int) -> int:
    """The heuristic value (moves) of a child whose direct sum is ``s`` and mirrored sum
    ``rs`` (``rs = s`` without the mirrored lookup): the larger of the two (both are
    admissible; Korf and Felner 2002), raised by one where its parity differs from
    ``parity``, that of the blank's distance from its goal cell: every move changes that
    distance by one, so every solution's length has its parity. (A sum over a partition
    of all tiles already has it, each table's value having the parity of its tiles'
    Manhattan distance, so the raise is a safeguard for tables that lack it.)"""
    h = max(s, rs)
    return h + ((h ^ parity) & 1)
