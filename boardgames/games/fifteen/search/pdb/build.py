"""Building one pattern database by breadth-first search (Qt-free, numba).

The search runs backwards from the goal in the *abstract* puzzle where only the pattern's
tiles and the blank exist (Culberson and Schaeffer 1998). As in additive pattern databases
(Korf and Felner 2002; Felner, Korf and Hanan 2004) only moves of pattern tiles cost a
move; the blank wanders through the other cells for free. An abstract state is therefore
the placement of the pattern's tiles plus the *region* of free cells the blank can reach,
named by its lowest cell. All edges then cost 1 and plain breadth-first search by levels
gives the exact abstract distance; a placement's entry is the level at which it is first
reached.

A state packs the cell of pattern tile i in bits ``5 + 5i .. 9 + 5i`` and the region's
lowest cell in bits 0..4, so boards of up to 32 cells fit (the 4x4 puzzle and the
24-puzzle); the visited set keeps one bit per (placement, region) in a ``uint32``
(a ``uint16`` up to 16 cells, which halves the memory of a 7-tile 4x4 build). The
work is done level by level in chunks of states, so the caller can report progress and
cancel between chunks.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt
from numba import njit

from boardgames.games.fifteen.search.pdb.layout import Layout

#: Entry value of a placement not reached (never left in a finished table).
UNSET = 255
#: States handled per call of the compiled kernel (about 0.05 to 0.1 s of work).
CHUNK = 100_000
#: Largest board this builder handles, in cells (a region's lowest cell needs 5 bits and
#: the visited bits a ``uint32``).
MAX_BUILD_CELLS = 32


#: The arrays of the build (numba compiles the kernels for the dtypes they are called with).
I64 = npt.NDArray[np.int64]


#: build progress callback: ``(placements done, placements in all)``
BuildCallback = Callable[[int, int], None]


class BuildCancelled(Exception):
    """The caller's ``should_stop`` asked to stop a database build; nothing was written."""


def neighbour_table(rows: int, cols: int) -> npt.NDArray[np.int8]:
    """``int8[cells, 4]``: the cell the blank moves to for each move in
    ``board.DIRECTIONS`` order (Up, Down, Left, Right), or -1 off the board."""
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
    table = np.full((rows * cols, 4), -1, dtype=np.int8)
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        for k, (dr, dc) in enumerate(steps):
            if 0 <= r + dr < rows and 0 <= c + dc < cols:
                table[cell, k] = (r + dr) * cols + c + dc
    return table


@njit(cache=True, nogil=True)
def _region(start: int, free: int, cols: int, full: int, not_first: int, not_last: int) -> int:
    """Bit mask of the free cells connected to cell ``start`` (``start`` included)."""
    region = np.int64(1) << start
    while True:
        grown = (((region & not_last) << 1) | ((region & not_first) >> 1)
                 | (region << cols) | (region >> cols)) & free & full
        grown |= region
        if grown == region:
            return region  # type: ignore[no-any-return]  # an int64 inside numba
        region = grown


@njit(cache=True, nogil=True)
def _lowest(mask: int, cells: int) -> int:
    for c in range(cells):
        if (mask >> c) & 1:
            return c
    return -1


@njit(cache=True, nogil=True)
def _expand(cur: I64, start: int, stop: int, nxt: I64, count: int,
              visited: npt.NDArray[np.unsignedinteger], table: npt.NDArray[np.uint8], level: int,
              ntiles: int, cells: int, nbr: npt.NDArray[np.int8],
              cols: int) -> tuple[int, int, int]:
    """Expand ``cur[start:stop]`` into ``nxt`` (5 bits per cell, see the module text).

    Returns ``(next position in cur, fill of nxt, new table entries)``; stops early when
    ``nxt`` is full (re-expanding a state later is harmless: visited states are skipped).
    """
    full = (np.int64(1) << cells) - 1
    first = np.int64(0)
    for c in range(0, cells, cols):
        first |= np.int64(1) << c
    last = first << (cols - 1)
    not_first = full & ~first
    not_last = full & ~last
    pos = np.empty(ntiles, dtype=np.int64)
    pows = np.empty(ntiles, dtype=np.int64)
    p = np.int64(1)
    for i in range(ntiles):
        pows[i] = p
        p *= cells
    new = 0
    cap = nxt.shape[0]
    for j in range(start, stop):
        code = cur[j]
        packed = code >> 5
        canon = code & 31
        index = np.int64(0)
        occ = np.int64(0)
        for i in range(ntiles):
            pos[i] = (packed >> (5 * i)) & 31
            index += pos[i] * pows[i]
            occ |= np.int64(1) << pos[i]
        free = full & ~occ
        region = _region(canon, free, cols, full, not_first, not_last)
        for i in range(ntiles):
            a = pos[i]
            for d in range(4):
                b = nbr[a, d]
                if b < 0 or ((region >> b) & 1) == 0:
                    continue
                nindex = index + (b - a) * pows[i]
                nfree = (free | (np.int64(1) << a)) & ~(np.int64(1) << b)
                ncanon = _lowest(_region(a, nfree, cols, full, not_first, not_last), cells)
                bit = np.uint32(1) << np.uint32(ncanon)
                if visited[nindex] & bit:
                    continue
                if count >= cap:
                    return j, count, new
                visited[nindex] |= bit
                nxt[count] = ((packed + ((b - a) << (5 * i))) << 5) | ncanon
                count += 1
                if table[nindex] == UNSET:
                    table[nindex] = level + 1
                    new += 1
    return stop, count, new


def _goal_region(layout: Layout, p: int, nbr: npt.NDArray[np.int8]) -> int:
    """Lowest cell of the blank's free region in the goal of pattern ``p``."""
    occupied = {layout.goal_cell(t) for t in layout.patterns[p]}
    region, stack = {layout.cells - 1}, [layout.cells - 1]
    while stack:
        c = stack.pop()
        for d in range(4):
            n = int(nbr[c, d])
            if n >= 0 and n not in occupied and n not in region:
                region.add(n)
                stack.append(n)
    return min(region)


def build_table(layout: Layout, p: int, progress: BuildCallback | None = None,
                should_stop: Callable[[], bool] | None = None) -> npt.NDArray[np.uint8]:
    """Build the table of pattern ``p`` of ``layout`` (up to 32 cells) by breadth-first
    search, tracking the blank's region.

    Args:
        layout: board and partition (any :class:`Layout`; indexes as in :mod:`pdb.layout`).
        p: which pattern (0-based).
        progress: called about every 0.1 s and at the end with ``(placements reached,
            placements in all)``.
        should_stop: polled between chunks (about every 0.05 s); True stops the build.

    Returns:
        ``uint8[cells ** k]``: the fewest moves of pattern tiles from each placement to the
        goal; entries of impossible placements (two tiles in one cell) are 255. A ranked
        pattern (7 tiles, :meth:`Layout.ranked`) gives its 4-bit ranked form instead
        (``layout.entries(p)`` bytes; the sparse table is built first: 268 MB plus 1 GB
        of visited bits for a minute or two).

    Raises:
        BuildCancelled: ``should_stop`` returned True.
        ValueError: the board has more than :data:`MAX_BUILD_CELLS` cells.
    """
    table = sparse_table(layout, p, progress, should_stop)
    return ranked_table(layout, p, table) if layout.ranked(p) else table


def sparse_table(layout: Layout, p: int, progress: BuildCallback | None = None,
                should_stop: Callable[[], bool] | None = None) -> npt.NDArray[np.uint8]:
    """The sparse table of pattern ``p`` of ``layout`` (up to 32 cells) by breadth-first
    search, tracking the blank's region (:func:`build_table` gives the stored form).

    Args:
        layout: board and partition (any :class:`Layout`; indexes as in :mod:`pdb.layout`).
        p: which pattern (0-based).
        progress: called about every 0.1 s and at the end with ``(placements reached,
            placements in all)``.
        should_stop: polled between chunks (about every 0.05 s); True stops the build.

    Returns:
        ``uint8[cells ** k]``: the fewest moves of pattern tiles from each placement to the
        goal; entries of impossible placements (two tiles in one cell) are 255.

    Raises:
        BuildCancelled: ``should_stop`` returned True.
        ValueError: the board has more than :data:`MAX_BUILD_CELLS` cells.
    """
    if layout.cells > MAX_BUILD_CELLS:
        raise ValueError(f"boards of more than {MAX_BUILD_CELLS} cells are not supported")
    nbr = neighbour_table(layout.rows, layout.cols)
    table, visited, cur = _search_start(layout, p, nbr)
    total = layout.placements(p)
    done, level, last = 1, 0, time.monotonic()
    while len(cur):
        cur, done, last = _next_level(layout, p, cur, visited, table, level, nbr, done, last,
                                      progress, should_stop)
        level += 1
    if progress is not None:
        progress(total, total)
    return table


def _search_start(layout: Layout, p: int, nbr: npt.NDArray[np.int8]
                  ) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.unsignedinteger], I64]:
    """The breadth-first search's start for pattern ``p``: the table (the goal placement 0,
    the rest unset), the visited regions (one bit per blank region, named by its lowest
    cell; the goal's set) and the first level, the goal as ``packed cells << 5 | region``."""
    table = np.full(layout.sparse_entries(p), UNSET, dtype=np.uint8)
    # one bit per region (named by its lowest cell): 16 bits suffice up to 16 cells
    visited = np.zeros(layout.sparse_entries(p), dtype=np.uint16 if layout.cells <= 16 else np.uint32)
    goal_index = layout.goal_index(p)
    table[goal_index] = 0
    canon = _goal_region(layout, p, nbr)
    visited[goal_index] |= visited.dtype.type(1 << canon)
    packed = sum(layout.goal_cell(t) << (5 * i) for i, t in enumerate(layout.patterns[p]))
    return table, visited, np.array([(packed << 5) | canon], dtype=np.int64)


def ranked_table(layout: Layout, p: int, sparse: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """The 4-bit ranked form (see :mod:`pdb.layout`) of pattern ``p``'s sparse table;
    a :attr:`Layout.packed` layout ranks the tiles last to first (:func:`_walk_ranked`).

    Raises:
        ValueError: an entry does not fit 4 bits or has the wrong parity (a defect).
    """
    out = np.zeros(layout.ranked_entries(p), dtype=np.uint8)
    bad = _walk_ranked(out, sparse, *_rank_arrays(layout, p), layout.cells, layout.cols, True)
    if bad:
        raise ValueError(f"{bad} entries of {layout.key(p)} do not fit the ranked form")
    return out


def sparse_from_ranked(layout: Layout, p: int, ranked: npt.NDArray[np.uint8],
                       out: npt.NDArray[np.uint8] | None = None) -> npt.NDArray[np.uint8]:
    """Pattern ``p``'s sparse table (``uint8[cells ** k]``) from its 4-bit ranked form
    (``layout.ranked_entries(p)`` bytes, as :func:`ranked_table` makes it): its inverse,
    about 0.3 s for a 6-tile table of the 24-puzzle when the layout is
    :attr:`Layout.packed`. Written into ``out`` when given (then the entries of
    impossible placements, two tiles in one cell, are left as they were: no search
    looks them up), else into a new table where they are 255."""
    sparse = np.full(layout.sparse_entries(p), UNSET, dtype=np.uint8) if out is None else out
    if sparse.shape != (layout.sparse_entries(p),):
        raise ValueError(f"the table of {layout.key(p)} needs {layout.sparse_entries(p)} entries")
    _walk_ranked(ranked, sparse, *_rank_arrays(layout, p), layout.cells, layout.cols, False)
    return sparse


def _rank_arrays(layout: Layout, p: int) -> tuple[I64, I64]:
    """``(tiles, order)``: pattern ``p``'s tiles and the positions of its tiles from the
    rank's most significant digit down: first to last, or last to first when packed (the
    sparse index's fastest digit is then the rank's too, so both walk memory in order)."""
    k = len(layout.patterns[p])
    order = np.arange(k)[::-1] if layout.packed else np.arange(k)
    return (np.array(layout.patterns[p], dtype=np.int64),
            np.ascontiguousarray(order, dtype=np.int64))


@njit(cache=True, nogil=True)
def _walk_ranked(ranked: npt.NDArray[np.uint8], sparse: npt.NDArray[np.uint8], tiles: I64,
                 order: I64, cells: int, cols: int, to_ranked: bool) -> int:
    """Visit every placement in rank order and copy its entry from ``sparse`` into
    ``ranked`` (``to_ranked``: 4 bits of ``(value - Manhattan distance) / 2``) or back.
    The rank reads the tiles in ``order`` (rank digit j is tile ``order[j]``'s cell counted
    among the cells the tiles before it leave free), so the placements in rank order are
    the tuples of distinct cells in lexicographic order: an odometer over the cells. Returns
    how many entries did not fit the ranked form (0 in a sound table)."""
    k = tiles.shape[0]
    at = np.arange(k).astype(np.int64)  # cell of rank digit j; first prefix 0 .. k-2
    taken = (np.int64(1) << (k - 1)) - 1  # the cells of the digits before the last
    pows = np.empty(k, dtype=np.int64)
    dist = np.empty((k, cells), dtype=np.int64)
    for j in range(k):
        pows[j] = cells ** order[j]
        goal = tiles[order[j]] - 1
        for c in range(cells):
            dist[j, c] = abs(c // cols - goal // cols) + abs(c % cols - goal % cols)
    rank, bad, last = 0, 0, k - 1
    while True:
        index, md = 0, 0
        for j in range(last):
            index += at[j] * pows[j]
            md += dist[j, at[j]]
        for c in range(cells):  # the last digit, on every cell the others leave free
            if (taken >> c) & 1:
                continue
            if to_ranked:
                value = sparse[index + c * pows[last]]
                diff = np.int64(value) - md - dist[last, c]
                if value != UNSET and (diff < 0 or diff & 1 or diff > 30):
                    bad += 1
                elif value != UNSET:  # UNSET: never reached (a small board's parity)
                    ranked[rank >> 1] |= np.uint8((diff >> 1) << ((rank & 1) * 4))
            else:
                nibble = (ranked[rank >> 1] >> ((rank & 1) * 4)) & 15
                sparse[index + c * pows[last]] = md + dist[last, c] + 2 * nibble
            rank += 1
        j = last - 1
        while j >= 0:  # the next prefix: advance the last digit before it that can move on
            taken &= ~(np.int64(1) << at[j])
            c = at[j] + 1
            while c < cells and (taken >> c) & 1:
                c += 1
            if c < cells:
                at[j] = c
                taken |= np.int64(1) << c
                c = 0
                for i in range(j + 1, last):  # the digits after it on the lowest free cells
                    while (taken >> c) & 1:
                        c += 1
                    at[i] = c
                    taken |= np.int64(1) << c
                break
            j -= 1
        if j < 0:
            return bad


def _next_level(layout: Layout, p: int, cur: I64, visited: npt.NDArray[np.unsignedinteger],
                table: npt.NDArray[np.uint8], level: int, nbr: npt.NDArray[np.int8],
                done: int, last: float, progress: BuildCallback | None,
                should_stop: Callable[[], bool] | None) -> tuple[I64, int, float]:
    """Expand the states of one level chunk by chunk; returns ``(next level's states,
    placements reached, time of the last report)``.

    Raises:
        BuildCancelled: ``should_stop`` returned True.
    """
    nxt = np.empty(max(1024, 2 * len(cur)), dtype=np.int64)
    count, pos = 0, 0
    total = layout.placements(p)
    while pos < len(cur):
        stop = min(len(cur), pos + CHUNK)
        pos, count, new = _expand(cur, pos, stop, nxt, count, visited, table, level,
                                    len(layout.patterns[p]), layout.cells, nbr, layout.cols)
        done += new
        if count >= len(nxt):
            nxt = np.concatenate([nxt, np.empty(len(nxt), dtype=np.int64)])
        if should_stop is not None and should_stop():
            raise BuildCancelled("the pattern database build was cancelled")
        now = time.monotonic()
        if progress is not None and now - last >= 0.1:
            last = now
            progress(done, total)
    return nxt[:count].copy(), done, last
