"""The "human" divide-and-conquer solver for any board from 2x2 to 8x8 (Qt-free).

The method people use by hand (and the thesis's "divide and conquer" for large boards):
put the top row in place, then the left column, and never touch them again; the unsolved
part shrinks by one row or column each time, the longer side first. The last two tiles of
a line need the usual trick: park the line's last tile in the second-to-last cell and the
second-to-last tile just beside it (below for a row, to the right for a column), then
turn both into place with two moves. When at most 3x3 cells remain, IDA* with walking
distance finishes them optimally.

The solution is valid but not optimal (on 4x4 typically 1.5 to 2 times the shortest);
it takes a few milliseconds even on 8x8.
"""

from __future__ import annotations

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.common import (
    Cancelled,
    Monitor,
    check_board,
    unsolvable_result,
)
from boardgames.games.fifteen.search.engines.ida_lines import ida_star
from boardgames.games.fifteen.search.placement import PlacementError, Workbench
from boardgames.games.fifteen.search.result import CANCELLED, SOLVED, SearchResult

NAME = "human"
TITLE = "Divide and conquer (row by row, column by column)"


def human_solve(board: Board, rows: int, cols: int, *, checked: bool = False,
                budget: Budget = NO_LIMIT) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) line by line.

    Returns a SearchResult with ``optimal=False`` (unless nothing but the last small part
    had to be solved), ``algorithm="human"`` and the nodes of the final IDA*;
    ``"unsolvable"`` at once for an unsolvable position (unless ``checked`` says the
    caller applied the solvability rule already, as ``search.solve`` does); ``"cancelled"`` when
    ``budget`` is cancelled or its seconds are up (polled after every line; a progress
    report then goes to ``budget.report`` when due).

    Raises:
        ValueError: for a malformed board.
    """
    board = check_board(board, rows, cols)
    refused = None if checked else unsolvable_result(board, rows, cols, NAME)
    if refused:
        return refused
    monitor = Monitor(budget, rows * cols)
    bench = Workbench(board, rows, cols)
    nodes = generated = 0
    optimal = False
    try:
        top, left = _solve_lines(bench, monitor)
        rest = _finish(bench, top, left, monitor.budget)
        nodes, generated = rest.nodes_expanded, rest.nodes_generated
        optimal = top == 0 and left == 0  # the whole board was solved by IDA*
        status, message = SOLVED, ""
        if rest.status == CANCELLED:
            raise Cancelled
    except Cancelled:
        status, message = CANCELLED, "cancelled"
    return SearchResult(status=status, moves=list(bench.moves) if status == SOLVED else [],
                        optimal=optimal, nodes_expanded=nodes, nodes_generated=generated,
                        seconds=monitor.elapsed(), algorithm=NAME, message=message)


def _solve_lines(bench: Workbench, monitor: Monitor) -> tuple[int, int]:
    """Place whole rows (from the top) and columns (from the left), the longer side first,
    until at most 3x3 cells are left; ``(top, left)``, the first row and column left.

    Raises:
        Cancelled: when the monitor's budget says so (polled after every line).
    """
    rows, cols = bench.rows, bench.cols
    locked: set[int] = set()
    top, left = 0, 0
    while rows - top > 3 or cols - left > 3:
        height, width = rows - top, cols - left
        if height >= 3 and height >= width:
            _solve_row(bench, top, left, locked)
            top += 1
        else:
            _solve_column(bench, left, top, locked)
            left += 1
        monitor.poll(len(bench.moves), None, 0, bench.board())
    return top, left


def _goal_tile(cell: int, rows: int, cols: int) -> int:
    return 0 if cell == rows * cols - 1 else cell + 1


def _solve_row(bench: Workbench, r: int, left: int, locked: set[int]) -> None:
    """Place the tiles of row ``r`` from column ``left`` to the end; lock them."""
    rows, cols = bench.rows, bench.cols
    for c in range(left, cols - 2):
        cell = r * cols + c
        bench.tile_to(_goal_tile(cell, rows, cols), cell, locked)
        locked.add(cell)
    first, last = r * cols + cols - 2, r * cols + cols - 1
    a, b = _goal_tile(first, rows, cols), _goal_tile(last, rows, cols)
    if not (bench.where[a] == first and bench.where[b] == last):
        below = first + cols
        bench.tile_to(b, first, locked)
        try:
            bench.tile_to(a, below, locked | {first})
            bench.blank_to(last, locked | {first, below})
            bench.step(first)   # b slides right into the corner
            bench.step(below)   # a slides up beside it
        except PlacementError:  # a or the blank is caught in the corner
            window = [first + dr * cols + dc for dr in range(3) for dc in range(2)]
            _untangle(bench, a, b, first, last, window, locked)
    locked.update((first, last))


def _solve_column(bench: Workbench, c: int, top: int, locked: set[int]) -> None:
    """Place the tiles of column ``c`` from row ``top`` to the bottom; lock them."""
    rows, cols = bench.rows, bench.cols
    for r in range(top, rows - 2):
        cell = r * cols + c
        bench.tile_to(_goal_tile(cell, rows, cols), cell, locked)
        locked.add(cell)
    first, last = (rows - 2) * cols + c, (rows - 1) * cols + c
    a, b = _goal_tile(first, rows, cols), _goal_tile(last, rows, cols)
    if not (bench.where[a] == first and bench.where[b] == last):
        beside = first + 1
        bench.tile_to(b, first, locked)
        try:
            bench.tile_to(a, beside, locked | {first})
            bench.blank_to(last, locked | {first, beside})
            bench.step(first)   # b slides down into the corner
            bench.step(beside)  # a slides left above it
        except PlacementError:  # a or the blank is caught in the corner
            window = [first + dr * cols + dc for dr in range(2) for dc in range(3)]
            _untangle(bench, a, b, first, last, window, locked)
    locked.update((first, last))


def _untangle(bench: Workbench, a: int, b: int, first: int, last: int, window: list[int],
              locked: set[int]) -> None:
    """Bring ``a`` to ``first`` and ``b`` to ``last`` when the two-move trick is blocked
    (the blank or ``a`` walled into the corner): a breadth-first search over the
    arrangements of a 3x2 (row) or 2x3 (column) ``window`` that holds both tiles."""
    if bench.where[a] not in window:
        bench.tile_to(a, next(c for c in window if c not in (first, last)), locked | {first})
    if bench.blank not in window:
        bench.blank_to(next(c for c in window if bench.cells[c] not in (a, b)),
                       locked | {bench.where[a], bench.where[b]})
    bench.arrange({a: first, b: last}, window)


def _finish(bench: Workbench, top: int, left: int, budget: Budget) -> SearchResult:
    """Solve the remaining bottom-right part (at most 3x3) optimally with IDA* and play it."""
    rows, cols = bench.rows, bench.cols
    height, width = rows - top, cols - left
    local = {}
    for i in range(height):
        for j in range(width):
            t = _goal_tile((top + i) * cols + left + j, rows, cols)
            local[t] = _goal_tile(i * width + j, height, width)
    part = tuple(local[bench.cells[(top + i) * cols + left + j]]
                 for i in range(height) for j in range(width))
    quiet = Budget(None, budget.cancelled)  # the lines' reports only
    result = ida_star(part, height, width, "walking-distance", budget=quiet,
                      checked=True)  # the rest of a solvable board
    if result.solved:
        bench.play(result.moves)
    return result
