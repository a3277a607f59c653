"""Plumbing shared by the 15-puzzle searches (Qt-free): input checks, the refusal of
unsolvable positions, move names between cells, and the :class:`Monitor` that polls a
search's :class:`~boardgames.core.players.Budget` (its cancel flag and its seconds, raising
the core's :class:`~boardgames.core.runner.Cancelled`, which the searches catch) and sends
its progress reports.

Every 15-puzzle search takes the core's ``Budget``, as the core's own searches do
(:func:`boardgames.core.search.solve.solve`): ``budget.cancelled()`` is polled, and once
``budget.seconds`` have passed since the call the search stops as if cancelled (status
``"cancelled"``); ``budget.report`` receives the core's
:class:`~boardgames.core.events.SearchProgress`. A search hands the searches it runs inside
:func:`from_now` of its budget, so the time limit is the outer call's.
"""

from __future__ import annotations

import time
from typing import Any

from boardgames.core.players import Budget
from boardgames.core.runner import Cancelled
from boardgames.games.fifteen import messages
from boardgames.games.fifteen.board import DOWN, LEFT, RIGHT, UP, Board, check_size
from boardgames.games.fifteen.search.result import UNSOLVABLE, SearchProgress, SearchResult
from boardgames.games.fifteen.solvability import solvability

__all__ = ["Cancelled", "Monitor", "SearchRefused", "check_board", "from_now", "unsolvable_result"]

#: Default cap of the searches that keep nodes in memory (breadth-first search, A*,
#: weighted A*, greedy best-first search): nodes expanded before they give up.
DEFAULT_NODE_LIMIT = 2_000_000

#: How often (in expansions) a search polls its budget and the clock. A pure-Python
#: expansion costs 2 to 20 microseconds, so 1,024 of them take well under 0.2 s.
POLL_EVERY = 1024

#: Seconds between two progress reports.
PROGRESS_INTERVAL = 0.1

#: Boards with at most this many cells send the expanded board with each progress report.
SHOW_BOARD_CELLS = 9


class SearchRefused(ValueError):
    """:func:`boardgames.games.fifteen.search.solve` will not run this request.

    Attributes:
        code: ``"unknown-algorithm"`` (name, known names), ``"unknown-heuristic"`` (name,
            known names), ``"not-installed"`` (algorithm title), ``"pdb-needs-4x4"`` (rows,
            cols), ``"walking-distance-too-big"`` (rows, cols) or ``"pdb-too-big"`` (rows,
            cols, most cells).
        values: the names and numbers of the code, in that order.

    ``str()`` is the English sentence (command line); the GUI translates the code.
    """

    def __init__(self, code: str, values: tuple[Any, ...] = ()):
        self.code = code
        self.values = values
        super().__init__(messages.refusal(code, values))


def check_board(board: Board, rows: int, cols: int) -> Board:
    """Return ``board`` as a tuple after checking it is a permutation of ``0 .. rows*cols-1``.

    Raises:
        ValueError: if the size is outside 2..8 per side, or the board has the wrong number
            of cells, or is not a permutation.
    """
    check_size(rows, cols)
    board = tuple(int(t) for t in board)
    n = rows * cols
    if len(board) != n:
        raise ValueError(f"a {rows}x{cols} board has {n} cells but {len(board)} were given")
    if sorted(board) != list(range(n)):
        raise ValueError(f"a {rows}x{cols} board must hold each of 0 to {n - 1} exactly once")
    return board


def unsolvable_result(board: Board, rows: int, cols: int, algorithm: str,
                      heuristic: str = "") -> SearchResult | None:
    """An ``"unsolvable"`` result, or ``None`` when ``board`` can be solved (the numbers
    of the verdict come from :func:`~boardgames.games.fifteen.solvability.solvability`;
    ``message`` holds the English explanation for the command line)."""
    verdict = solvability(board, rows, cols)
    if verdict.solvable:
        return None
    return SearchResult(status=UNSOLVABLE, algorithm=algorithm, heuristic=heuristic,
                        message=messages.solvability_text(verdict))


def move_between(blank: int, cell: int, cols: int) -> str:
    """The move that brings the blank from ``blank`` to the neighbouring ``cell`` (the tile
    in ``cell`` slides the other way)."""
    diff = cell - blank
    if diff == cols:
        return UP
    if diff == -cols:
        return DOWN
    if diff == 1:
        return LEFT
    if diff == -1:
        return RIGHT
    raise ValueError(f"cells {blank} and {cell} are not neighbours on a {cols}-wide board")


def neighbour_cells(rows: int, cols: int) -> list[list[int]]:
    """For each cell (row-major index), the indices of its 2 to 4 orthogonal neighbours."""
    out = []
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        near = []
        if r > 0:
            near.append(cell - cols)
        if r < rows - 1:
            near.append(cell + cols)
        if c > 0:
            near.append(cell - 1)
        if c < cols - 1:
            near.append(cell + 1)
        out.append(near)
    return out


def gave_up_message(limit: int, unit: str = "nodes") -> str:
    """``"gave up after 2,000,000 nodes"`` for ``limit == 2_000_000``, or with ``unit``
    ``"moves"`` ``"gave up: no solution within 80 moves"`` (English, for the command line
    and logs; the result's ``limit`` carries the number)."""
    return messages.gave_up(limit, unit)


def from_now(budget: Budget) -> Budget:
    """``budget`` with its ``seconds`` counted from now: a budget without seconds whose
    ``cancelled()`` is also true once they have passed (``budget`` itself when it has no
    seconds). A search calls it on entry and hands the result to the searches it runs, so
    that theirs is the same deadline."""
    if budget.seconds is None:
        return budget
    end = time.perf_counter() + budget.seconds
    cancelled = budget.cancelled

    def stop() -> bool:
        return cancelled() or time.perf_counter() > end

    return Budget(None, stop, budget.report)


class Monitor:
    """Polls one search's budget and sends its :class:`SearchProgress` reports.

    Args:
        budget: the search's budget (its seconds count from now, :func:`from_now`).
        cells: the board's cells (small boards send the expanded board: ``preview``).

    Call :meth:`poll` every :data:`POLL_EVERY` expansions; it raises :class:`Cancelled`
    when the budget is cancelled or its time is up and calls ``budget.report`` at most
    every :data:`PROGRESS_INTERVAL` seconds. :attr:`budget` is the budget to hand the
    searches run inside (the same deadline).
    """

    def __init__(self, budget: Budget, cells: int):
        self.budget = from_now(budget)
        self.show_board = cells <= SHOW_BOARD_CELLS
        self.start = time.perf_counter()
        self._next_report = self.start + PROGRESS_INTERVAL

    def elapsed(self) -> float:
        """Seconds since the search started."""
        return time.perf_counter() - self.start

    def stopped(self) -> bool:
        """True when the search must stop: cancelled, or its time is up."""
        return self.budget.cancelled()

    def poll(self, nodes: int, bound: int | None, open_size: int = 0,
             board: Board | None = None) -> None:
        """Check for a stop (raises :class:`Cancelled`) and report progress when due."""
        if self.budget.cancelled():
            raise Cancelled
        now = time.perf_counter()
        if now >= self._next_report:
            self._next_report = now + PROGRESS_INTERVAL
            self.report(nodes, bound, open_size, board, now)

    def report(self, nodes: int, bound: int | None, open_size: int = 0,
               board: Board | None = None, now: float | None = None) -> None:
        """Send one progress report now."""
        now = time.perf_counter() if now is None else now
        shown = tuple(board) if (self.show_board and board is not None) else None
        self.budget.report(SearchProgress(nodes=nodes, bound=bound, seconds=now - self.start,
                                          open_size=open_size, preview=shown))
