"""The last-moves enhancement of the linear-conflict lower bound (Qt-free).

Korf and Taylor (1996, "Finding optimal solutions to the twenty-four puzzle") observed
that the last move of every solution puts the blank into its goal corner, so it moves
either tile ``x`` (whose goal is left of the corner) right or tile ``y`` (whose goal is
above it) down. Just before it, ``x`` or ``y`` stands in the corner. When ``x`` is not in
the last column, its Manhattan distance misses the two horizontal moves into the last
column and back; when ``y`` is not in the last row, the same holds vertically. So when
both are away, every solution makes two moves more than the Manhattan distance counts.

Added to the linear-conflict bound it stays admissible only where linear conflict has not
counted the same detour: :func:`last_moves_bonus` leaves it out when ``x`` stands in its
goal column and the fewest tiles that column must give up is smaller without ``x``
(the detour may be the one linear conflict already counts), and likewise for ``y`` in its
goal row. Boards are tuples of ``rows * cols`` ints, row-major, 0 = blank.
"""

from __future__ import annotations

from boardgames.games.fifteen.board import Board, is_goal
from boardgames.games.fifteen.search.common import check_board
from boardgames.games.fifteen.search.heuristics import LineConflicts, get_heuristic


def last_moves_bonus(board: Board, rows: int, cols: int, lines: LineConflicts) -> int:
    """0 or 2: the moves a solution of ``board`` needs beyond Manhattan distance plus
    linear conflict because of its last move (``lines`` is ``LineConflicts(rows, cols)``).
    0 for the goal itself (no last move)."""
    n = rows * cols
    x, y = n - 1, n - cols  # the tiles whose goals are left of and above the blank's corner
    where_x, where_y = board.index(x), board.index(y)
    if where_x % cols == cols - 1 or where_y // cols == rows - 1:
        return 0  # one of them can reach the corner without a detour
    if is_goal(board):
        return 0
    column = cols - 2
    if where_x % cols == column:
        cells = board[column::cols]
        if lines.column_from_cells(column, [t for t in cells if t != x]) \
                != lines.column_from_cells(column, cells):
            return 0
    row = rows - 2
    if where_y // cols == row:
        cells = board[row * cols:(row + 1) * cols]
        if lines.row_from_cells(row, [t for t in cells if t != y]) \
                != lines.row_from_cells(row, cells):
            return 0
    return 2


def lower_bound(board: Board, rows: int, cols: int) -> int:
    """An admissible lower bound of ``board``'s solution length, in moves: Manhattan
    distance plus linear conflict (Hansson, Mayer and Yung 1992) plus the last-moves
    enhancement (Korf and Taylor 1996). For boards without pattern databases (above 5x5).

    Raises:
        ValueError: from :func:`.common.check_board`: a side outside 2..8, the wrong number
            of cells, or not a permutation of 0..rows*cols-1.
    """
    board = check_board(board, rows, cols)
    return (get_heuristic("linear-conflict", rows, cols).h(board)
            + last_moves_bonus(board, rows, cols, LineConflicts(rows, cols)))
