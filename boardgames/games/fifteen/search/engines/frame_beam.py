"""Placing the outer frame of a large sliding puzzle by beam search (Qt-free, numba).

A board larger than 5x5 is shrunk frame by frame, as people do by hand, but each frame
(the top row and the left column of the part not yet placed, or only one of them) is
placed by a *search* over whole boards: beam search (Lowerre 1976; for sliding puzzles
e.g. Zhou and Hansen 2005) that keeps, layer after layer, the ``width`` boards with the
smallest estimate of the moves the frame still needs. The estimate counts only the
frame's tiles: for each misplaced one, the fewest moves that would bring it home with the
blank standing where it helps most (:func:`pair_table`: a breadth-first search over the
cells of the tile and the blank, other tiles free), two moves for each tile that must
leave its goal line to let another pass (linear conflicts, Hansen, Mayer and Yung 1992),
and the extra moves the blank needs from where it stands, for the cheapest tile; the beam
ranks boards by that estimate times :data:`REST_WEIGHT` plus the Manhattan distance of
the region's other tiles, so a frame is placed without scattering the rest. Two boards
whose frame tiles and blank stand on the same cells are the same for this search
(Zobrist hashing over those only; the better ranked is kept); a board already kept in an
earlier layer is not kept again (a closed list of hashes), so the beam cannot circle on
a plateau. Cells already placed are never touched again.

The rest is then solved by the finishing engines (:mod:`anytime`: the 24-puzzle engine on
5x5, optimal search up to 16 cells).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
from numba import njit

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import DIRECTIONS, Board

I64 = npt.NDArray[np.int64]
I8 = npt.NDArray[np.int8]
#: Opposite of each move index (Up, Down, Left, Right).
OPPOSITE = np.array([1, 0, 3, 2], dtype=np.int64)
#: Largest estimate a beam keeps (larger children are dropped).
MAX_H = 4000
#: Deepest frame search (moves).
MAX_DEPTH = 1500
#: The beam ranks a board by ``REST_WEIGHT * frame estimate + the Manhattan distance of
#: the region's other tiles``: among boards equally near to the frame in place it keeps
#: those that leave the rest in better order, and it gives up a little of the frame for a
#: lot of the rest. Measured (5 random boards, width 4000): frames plus the rest's lower
#: bound 6% shorter on 8x8 (weight 5 against the frame alone), 3% on 6x6 and 7x7.
REST_WEIGHT = 5


@njit(cache=True, nogil=True)
def _conflicts(goals: I64, n: int) -> int:
    """Tiles to take out of a line so that the rest (goal positions ``goals[:n]`` in the
    order they stand) is increasing: ``n`` minus the longest increasing subsequence."""
    if n < 2:
        return 0
    best = np.ones(n, dtype=np.int64)
    longest = 1
    for i in range(n):
        for j in range(i):
            if goals[j] < goals[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
        if best[i] > longest:
            longest = best[i]
    return n - longest


@njit(cache=True, nogil=True)
def pair_table(goal: int, nbr: I64) -> I64:
    """``[tile cell, blank cell]``: the fewest moves that bring a tile home to ``goal``
    with the blank starting on the other cell, all other tiles being free to move
    (breadth-first search backwards from every state with the tile home); 1 << 20 where
    impossible (the tile on a cell outside the region)."""
    cells = nbr.shape[0]
    far = 1 << 20
    dist = np.full((cells, cells), far, dtype=np.int64)
    queue = np.empty(cells * cells, dtype=np.int64)
    head = tail = 0
    for b in range(cells):
        if b != goal and (nbr[b, 0] >= 0 or nbr[b, 1] >= 0 or nbr[b, 2] >= 0 or nbr[b, 3] >= 0):
            dist[goal, b] = 0
            queue[tail] = goal * cells + b
            tail += 1
    while head < tail:
        t, b = queue[head] // cells, queue[head] % cells
        head += 1
        for k in range(4):
            nb = nbr[b, k]
            if nb < 0:
                continue
            nt = b if nb == t else t  # the blank swaps with the tile, or with another tile
            if dist[nt, nb] == far:
                dist[nt, nb] = dist[t, b] + 1
                queue[tail] = nt * cells + nb
                tail += 1
    return dist


@njit(cache=True, nogil=True)
def _estimate(board: I8, blank: int, goal_of: I64, top: int, left: int, rows: int,
              cols: int, line: I64, pair: I64, base: I64) -> int:
    """The frame estimate of ``board`` (see the module text); 0 exactly when every frame
    tile is home. ``goal_of[t]`` is tile ``t``'s goal cell when it is a frame tile, else
    -1; ``line`` is scratch space."""
    dist = 0
    gap = 1 << 30
    for r in range(top, rows):
        for c in range(left, cols):
            t = board[r * cols + c]
            g = goal_of[t]
            if g < 0 or g == r * cols + c:
                continue
            cell = r * cols + c
            dist += base[t, cell]
            d = pair[t, cell, blank] - base[t, cell]
            if d < gap:
                gap = d
    if dist == 0:
        return 0
    n = 0
    for c in range(left, cols):  # the frame's row
        g = goal_of[board[top * cols + c]]
        if g >= 0 and g // cols == top:
            line[n] = g % cols
            n += 1
    extra = _conflicts(line, n)
    n = 0
    for r in range(top, rows):  # the frame's column
        g = goal_of[board[r * cols + left]]
        if g >= 0 and g % cols == left:
            line[n] = g // cols
            n += 1
    return dist + 2 * (extra + _conflicts(line, n)) + gap


@njit(cache=True, nogil=True)
def _rest_distance(board: I8, goal_of: I64, top: int, left: int, rows: int, cols: int) -> int:
    """Manhattan distance of the region's tiles that are not the frame's (tile ``t``'s
    goal cell is ``t - 1``)."""
    dist = 0
    for r in range(top, rows):
        for c in range(left, cols):
            t = np.int64(board[r * cols + c])
            if t == 0 or goal_of[t] >= 0:
                continue
            g = t - 1
            dist += abs(g // cols - r) + abs(g % cols - c)
    return dist


@njit(cache=True, nogil=True)
def frame_layer(n: int, cb: I8, cblank: I64, clast: I64, chash: I64, ob: I8, oblank: I64,
                olast: I64, ohash: I64, opar: I64, width: int, nbr: I64, goal_of: I64,
                zob: I64, top: int, left: int, rows: int, cols: int,
                closed: I64, pair: I64, base: I64, rest_weight: int) -> tuple[int, int]:
    """Expand the ``n`` boards of one layer (``c*`` arrays) into the next (``o*``): the
    ``width`` children of smallest rank (``rest_weight`` times the frame estimate plus the
    other tiles' Manhattan distance; the estimate alone when ``rest_weight`` is 0), one
    per frame placement and none in
    ``closed`` (an open-addressing set of hashes, 0 = free, kept across layers). Returns
    ``(children kept, index of a child with the frame in place or -1)``; ``opar[j]`` is
    the parent of child ``j``."""
    size = 3 * n + 1
    est = np.empty(size, dtype=np.int64)
    left_ = np.empty(size, dtype=np.int64)
    keys = (MAX_H + 1) * max(rest_weight, 1) + rows * cols * (rows + cols)
    cpar = np.empty(size, dtype=np.int64)
    cmove = np.empty(size, dtype=np.int64)
    chh = np.empty(size, dtype=np.int64)
    count = np.zeros(keys + 2, dtype=np.int64)
    line = np.empty(rows + cols, dtype=np.int64)
    board = np.empty(cb.shape[1], dtype=np.int8)
    m = 0
    for i in range(n):
        blank = cblank[i]
        rest = _rest_distance(cb[i], goal_of, top, left, rows, cols) if rest_weight > 0 else 0
        for k in range(4):
            nb = nbr[blank, k]
            if nb < 0 or (clast[i] >= 0 and k == OPPOSITE[clast[i]]):
                continue
            for c in range(cb.shape[1]):
                board[c] = cb[i, c]
            t = board[nb]
            board[blank] = t
            board[nb] = 0
            h = _estimate(board, nb, goal_of, top, left, rows, cols, line, pair, base)
            if h > MAX_H:
                continue
            hh = chash[i] ^ zob[0, blank] ^ zob[0, nb]
            if goal_of[t] >= 0:
                hh ^= zob[t, nb] ^ zob[t, blank]
            left_[m] = h
            if rest_weight > 0:
                h = h * rest_weight + rest
                if goal_of[t] < 0:  # t, not a frame tile, moved from nb to blank
                    g = t - 1
                    h += (abs(g // cols - blank // cols) + abs(g % cols - blank % cols)
                          - abs(g // cols - nb // cols) - abs(g % cols - nb % cols))
            est[m], cpar[m], cmove[m], chh[m] = h, i, k, hh
            count[h + 1] += 1
            m += 1
    return _keep(m, est, left_, cpar, cmove, chh, count, cb, cblank, ob, oblank, olast,
                 ohash, opar, width, nbr, closed)


@njit(cache=True, nogil=True)
def _keep(m: int, est: I64, left_: I64, cpar: I64, cmove: I64, chh: I64, count: I64, cb: I8,
          cblank: I64, ob: I8, oblank: I64, olast: I64, ohash: I64, opar: I64, width: int,
          nbr: I64, closed: I64) -> tuple[int, int]:
    """Counting-sort the ``m`` children by rank (``est``) and copy the best ``width``
    distinct ones into the ``o*`` arrays (see :func:`frame_layer`); a child whose frame
    estimate (``left_``) is 0 is the goal."""
    for h in range(1, count.shape[0]):
        count[h] += count[h - 1]
    order = np.empty(m, dtype=np.int64)
    for j in range(m):
        order[count[est[j]]] = j
        count[est[j]] += 1
    slots = closed.shape[0]
    seen = closed
    kept, goal = 0, -1
    for o in order:
        if kept >= width:
            break
        key = chh[o] | 1
        at = key & (slots - 1)
        while seen[at] != 0 and seen[at] != key:
            at = (at + 1) & (slots - 1)
        if seen[at] == key:
            continue
        seen[at] = key
        i, k = cpar[o], cmove[o]
        blank = cblank[i]
        nb = nbr[blank, k]
        for c in range(cb.shape[1]):
            ob[kept, c] = cb[i, c]
        ob[kept, blank] = cb[i, nb]
        ob[kept, nb] = 0
        oblank[kept], olast[kept], ohash[kept] = nb, k, chh[o]
        opar[kept] = i
        if left_[o] == 0 and goal < 0:
            goal = kept
        kept += 1
    return kept, goal


def frame_targets(rows: int, cols: int, top: int, left: int, row: bool,
                  column: bool) -> list[int]:
    """The goal cells of a frame: the region's top row and/or its left column."""
    cells = [top * cols + c for c in range(left, cols)] if row else []
    if column:
        cells += [r * cols + left for r in range(top + (1 if row else 0), rows)]
    return cells


def place_frame(board: Board, rows: int, cols: int, top: int, left: int, row: bool,
                column: bool, width: int, seed: int = 1,
                budget: Budget = NO_LIMIT) -> list[str] | None:
    """The moves found by beam search of ``width`` that bring the frame's tiles home
    (the region ``r >= top, c >= left``'s top row when ``row``, its left column when
    ``column``), never moving a tile outside the region; ``None`` when the beam dies out,
    reaches :data:`MAX_DEPTH` first or ``budget`` is cancelled (polled between layers;
    its seconds are not read). The compiled layers release the GIL, so a frame can be searched in a thread of
    its own while another search runs.

    Args:
        board: tuple of rows*cols ints, row-major, 0 = blank (ours: goal 1..n-1, blank
            last).
        width: boards kept per layer (memory about ``width * (cells + 40)`` bytes per
            layer; time about ``width`` times a few microseconds per move).
    """
    cells = rows * cols
    goal_of = np.full(cells, -1, dtype=np.int64)
    for cell in frame_targets(rows, cols, top, left, row, column):
        goal_of[cell + 1 if cell < cells - 1 else 0] = cell
    nbr = _region_moves(rows, cols, top, left)
    zob = np.random.default_rng(seed).integers(1, 1 << 62, size=(cells, cells), dtype=np.int64)
    start = np.array(board, dtype=np.int8)
    blank = int(np.flatnonzero(start == 0)[0])
    pair = np.zeros((cells, cells, cells), dtype=np.int64)
    for t in np.flatnonzero(goal_of >= 0):
        pair[t] = pair_table(int(goal_of[t]), nbr)
    base = pair.min(axis=2)
    if _estimate(start, blank, goal_of, top, left, rows, cols, np.empty(rows + cols, np.int64),
                 pair, base) == 0:
        return []
    return _run_beam(start, blank, nbr, goal_of, zob, top, left, rows, cols, width, pair, base,
                     budget.cancelled)


def _region_moves(rows: int, cols: int, top: int, left: int) -> I64:
    """``[cell, move]``: where the blank goes, -1 off the board or out of the region."""
    from boardgames.games.fifteen.search.pdb.build import neighbour_table

    nbr = neighbour_table(rows, cols).astype(np.int64)
    for cell in range(rows * cols):
        for k in range(4):
            to = nbr[cell, k]
            if to >= 0 and (to // cols < top or to % cols < left):
                nbr[cell, k] = -1
    return nbr


def _run_beam(start: I8, blank: int, nbr: I64, goal_of: I64, zob: I64, top: int, left: int,
              rows: int, cols: int, width: int, pair: I64, base: I64,
              cancelled: Callable[[], bool]) -> list[str] | None:
    """Layer after layer until a layer holds the frame in place (its path's moves)."""
    cells = rows * cols
    cur: list[Any] = [start.reshape(1, cells).copy(), np.array([blank], np.int64),
           np.array([-1], np.int64), np.zeros(1, np.int64)]
    nxt: list[Any] = [np.empty((width, cells), np.int8), np.empty(width, np.int64),
                      np.empty(width, np.int64), np.empty(width, np.int64)]
    opar = np.empty(width, dtype=np.int64)
    closed = np.zeros(_closed_slots(width), dtype=np.int64)
    parents: list[I64] = []
    moves: list[I64] = []
    n = filled = 1
    for depth in range(MAX_DEPTH):
        n, goal = frame_layer(n, cur[0], cur[1], cur[2], cur[3], nxt[0], nxt[1], nxt[2],
                              nxt[3], opar, width, nbr, goal_of, zob, top, left, rows, cols,
                              closed, pair, base, REST_WEIGHT)
        filled += n
        if 2 * (filled + width) > closed.shape[0]:  # soon half full: start afresh
            closed[:] = 0
            filled = 0
        parents.append(opar[:n].copy())
        moves.append(nxt[2][:n].copy())
        if depth == 0:
            cur = [np.empty((width, cells), np.int8), np.empty(width, np.int64),
                   np.empty(width, np.int64), np.empty(width, np.int64)]
        cur, nxt = nxt, cur
        if goal >= 0:
            return _path(parents, moves, goal)
        if n == 0 or cancelled():
            return None
    return None


def _closed_slots(width: int) -> int:
    """Slots of the closed list: a power of two holding about 64 full layers."""
    slots = 1
    while slots < 128 * width:
        slots *= 2
    return slots


def _path(parents: list[I64], moves: list[I64], j: int) -> list[str]:
    """The moves from the start to node ``j`` of the last layer."""
    out = []
    for layer in range(len(moves) - 1, -1, -1):
        out.append(DIRECTIONS[int(moves[layer][j])])
        j = int(parents[layer][j])
    return out[::-1]


def warm_up() -> float:
    """Compile (or load from numba's on-disk cache) the beam's compiled layers by placing
    the frame of a small board; returns the seconds it took (about 5 s on a slow 2-core
    machine the first time after an install, a few hundredths later)."""
    start = time.perf_counter()
    place_frame(tuple(range(15, -1, -1)), 4, 4, 0, 0, True, True, 16)
    return time.perf_counter() - start
