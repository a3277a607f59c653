"""Shortening a long solution piece by piece: optimal searches over short windows of it
(Qt-free, numba).

A solution found by beam search on a large board (:mod:`anytime_frames`) is made of pieces
searched one after the other, so it often takes a few moves more than needed between two
of its own boards. :func:`shorten_by_windows` looks at windows of the solution: for the
boards ``a`` (move ``i``) and ``b`` (move ``i + w``) it searches for a way from ``a`` to
``b`` shorter than ``w`` moves, and puts it in place of the window when there is one (the
windowing of Ratner and Pohl 1986: a path improved by optimal searches over its
segments). The search is IDA* (Korf 1985) with the Manhattan distance and linear
conflicts (Hansson, Mayer and Yung 1992) measured towards ``b`` instead of the goal: the
compiled kernel of :mod:`engines.ida_lines` with tables made for ``b``. A window already
shortest is proved so quickly (the heuristic is nearly exact over a few dozen moves);
each search has a node budget, so a hard window is left as it was.

Measured on the 8x8 benchmark positions (``benchmarks/anytime.py``, 2026-11-25): the
10 s solutions came to 553.2 moves instead of 559.2 after about 2 s of windows of 10 to
70 moves.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import numpy as np

from boardgames.games.fifteen.board import Board, apply_moves
from boardgames.games.fifteen.search.common import move_between
from boardgames.games.fifteen.search.engines import ida_lines

#: Window lengths tried, in moves, shortest first; windows start every third of a length.
WIDTHS = (10, 20, 30, 40, 50, 60, 70)
#: Generated nodes one window's search may use before the window is left as it is.
WINDOW_NODES = 2_000_000
#: The heuristic's parts the kernel uses: Manhattan distance and linear conflicts.
_FLAGS = np.array([1, 1, 0], dtype=np.int64)


def shorten_by_windows(board: Board, rows: int, cols: int, moves: Sequence[str], deadline: float,
                       should_stop: Callable[[], bool] = lambda: False,
                       widths: Sequence[int] = WIDTHS, budget: int = WINDOW_NODES) -> list[str]:
    """A solution from ``board`` to the same end as ``moves``, never longer, shortened by
    window searches (see the module text) until ``deadline`` (a ``time.monotonic()``
    value), ``should_stop()`` or every window of every length in ``widths`` was tried.

    Args:
        board: tuple of rows*cols ints, row-major, 0 = blank.
        moves: direction words (see ``board.apply_moves``).
        budget: generated nodes per window search (a few hundredths of a second).
    """
    path = list(moves)
    boards = _boards(board, rows, cols, path)  # boards[i]: the board after path[:i]
    for width in widths:
        start = 0
        while start + width <= len(path):
            if time.monotonic() >= deadline or should_stop():
                return path
            shorter = shortest_between(boards[start], boards[start + width], rows, cols,
                                       width, budget)
            if shorter is None:
                start += max(1, width // 3)
            else:  # the boards after the window stay as they were
                path[start:start + width] = shorter
                boards[start:start + width + 1] = _boards(boards[start], rows, cols, shorter)
    return path


def shortest_between(a: Board, b: Board, rows: int, cols: int, limit: int,
                     budget: int) -> list[str] | None:
    """A shortest way from board ``a`` to board ``b`` when it takes fewer than ``limit``
    moves (direction words), else None; None too when the search used ``budget``
    generated nodes first."""
    if a == b:
        return []
    search = _Towards(b, rows, cols)
    cells = search.run(a, limit, budget)
    if cells is None:
        return None
    return [move_between(p, q, cols) for p, q in zip(cells, cells[1:], strict=False)]


def _boards(board: Board, rows: int, cols: int, moves: Sequence[str]) -> list[Board]:
    """``board`` and the board after each of ``moves``."""
    out = [tuple(board)]
    for move in moves:
        out.append(apply_moves(out[-1], rows, cols, [move]))
    return out


class _Towards:
    """The kernel's tables for the Manhattan distance and linear conflicts towards the
    board ``target`` (tile ``t``'s goal is its cell in ``target``)."""

    def __init__(self, target: Board, rows: int, cols: int) -> None:
        self.rows, self.cols = rows, cols
        cells = rows * cols
        where = np.empty(cells, dtype=np.int64)
        where[np.asarray(target, dtype=np.int64)] = np.arange(cells)
        self.goal_row, self.goal_col = where // cols, where % cols
        row, col = np.arange(cells) // cols, np.arange(cells) % cols
        self.mdt = (np.abs(row[None, :] - self.goal_row[:, None])
                    + np.abs(col[None, :] - self.goal_col[:, None])).astype(np.int64)
        self.mdt[0, :] = 0  # the blank does not count
        self.lines = ida_lines.kernel_tables(rows, cols)

    def run(self, start: Board, limit: int, budget: int) -> list[int] | None:
        """IDA* from ``start`` with bounds below ``limit``: the blank's cells along a
        shortest way to the target, or None (none that short, or over ``budget``)."""
        rows, cols = self.rows, self.cols
        board = np.asarray(start, dtype=np.int64).copy()
        tails = np.empty(max(rows, cols), dtype=np.int64)
        lines = np.array([ida_lines.line_conflicts(board, k, rows, cols, self.goal_row,
                                                   self.goal_col, tails)
                          for k in range(rows + cols)], dtype=np.int64)
        md0 = int(self.mdt[board, np.arange(rows * cols)].sum())
        bound, used = md0 + 2 * int(lines.sum()), 0
        blanks, nextk, md, lc, vid, hid, oldf, oldt = (np.zeros(limit + 8, dtype=np.int64)
                                                       for _ in range(8))
        blanks[0], md[0], lc[0] = list(start).index(0), md0, int(lines.sum())
        scal = np.zeros(4, dtype=np.int64)
        while bound < limit and used < budget:
            board[:] = start
            nextk[0], scal[:] = 0, 0
            scal[3] = ida_lines.NO_BOUND
            code = ida_lines.line_steps(board, blanks, nextk, md, lc, vid, hid, lines.copy(), oldf,
                                        oldt, scal, self.lines.nbr, self.mdt, self.goal_row,
                                        self.goal_col, rows, cols, _FLAGS, *self.lines.walking,
                                        bound, budget - used)
            used += int(scal[2])
            if code == ida_lines.FOUND:
                return [int(c) for c in blanks[:int(scal[0]) + 1]]
            if code != ida_lines.EXHAUSTED:
                return None
            bound = int(scal[3])
        return None
