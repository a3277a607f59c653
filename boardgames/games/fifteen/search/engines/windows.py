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
from collections.abc import Sequence

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import Board, apply_moves
from boardgames.games.fifteen.search.engines import ida_lines

#: Window lengths tried, in moves, shortest first; windows start every third of a length.
WIDTHS = (10, 20, 30, 40, 50, 60, 70)
#: Generated nodes one window's search may use before the window is left as it is.
WINDOW_NODES = 2_000_000


def shorten_by_windows(board: Board, rows: int, cols: int, moves: Sequence[str], deadline: float,
                       budget: Budget = NO_LIMIT, widths: Sequence[int] = WIDTHS,
                       window_nodes: int = WINDOW_NODES) -> list[str]:
    """A solution from ``board`` to the same end as ``moves``, never longer, shortened by
    window searches (see the module text) until ``deadline`` (a ``time.monotonic()``
    value), a cancel of ``budget`` (polled between windows; its seconds are not read)
    or every window of every length in ``widths`` was tried.

    Args:
        board: tuple of rows*cols ints, row-major, 0 = blank.
        moves: direction words (see ``board.apply_moves``).
        window_nodes: generated nodes per window search (a few hundredths of a second).
    """
    path = list(moves)
    boards = _boards(board, rows, cols, path)  # boards[i]: the board after path[:i]
    for width in widths:
        start = 0
        while start + width <= len(path):
            if time.monotonic() >= deadline or budget.cancelled():
                return path
            shorter = shortest_between(boards[start], boards[start + width], rows, cols,
                                       width, window_nodes)
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
    path = ida_lines.Path(a, rows, cols, ida_lines.tables_towards(b, rows, cols))
    return path.moves() if path.solve_below(limit, budget) else None


def _boards(board: Board, rows: int, cols: int, moves: Sequence[str]) -> list[Board]:
    """``board`` and the board after each of ``moves``."""
    out = [tuple(board)]
    for move in moves:
        out.append(apply_moves(out[-1], rows, cols, [move]))
    return out
