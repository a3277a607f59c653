"""Positions and moves of the sliding puzzle, Qt-free.

A *board* is a tuple of ``rows * cols`` ints in row-major order from the top-left cell;
``0`` is the blank and the tiles are ``1 .. rows*cols - 1``. The goal has the tiles in
order with the blank in the bottom-right cell.

A *move* is named by the direction the **tile** slides (as in the solver challenge):
``"Down"`` slides the tile above the blank down into it, so the blank moves up.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from boardgames.core.game import IllegalMoveError

Board = tuple[int, ...]

#: Smallest and largest supported side lengths.
MIN_SIDE, MAX_SIDE = 2, 8

UP, DOWN, LEFT, RIGHT = "Up", "Down", "Left", "Right"
#: All move names, in a fixed order.
DIRECTIONS: tuple[str, ...] = (UP, DOWN, LEFT, RIGHT)

#: For each move, where the blank goes: (row delta, column delta).
BLANK_STEP: dict[str, tuple[int, int]] = {
    UP: (1, 0),      # the tile below the blank slides up
    DOWN: (-1, 0),   # the tile above the blank slides down
    LEFT: (0, 1),    # the tile right of the blank slides left
    RIGHT: (0, -1),  # the tile left of the blank slides right
}

#: The move that undoes each move.
OPPOSITE: dict[str, str] = {UP: DOWN, DOWN: UP, LEFT: RIGHT, RIGHT: LEFT}


def check_size(rows: int, cols: int) -> None:
    """Raise ValueError unless ``MIN_SIDE <= rows, cols <= MAX_SIDE``."""
    for name, value in (("rows", rows), ("columns", cols)):
        if not MIN_SIDE <= value <= MAX_SIDE:
            raise ValueError(
                f"{value} {name} is not supported: boards are {MIN_SIDE} to {MAX_SIDE} "
                f"cells on each side"
            )


def goal(rows: int, cols: int) -> Board:
    """The solved board: ``(1, 2, ..., rows*cols - 1, 0)``."""
    n = rows * cols
    return tuple(range(1, n)) + (0,)


def is_goal(board: Sequence[int]) -> bool:
    """True when ``board`` (a board, or its cells as a list) is the solved board of its
    size."""
    n = len(board)
    return board[-1] == 0 and all(board[i] == i + 1 for i in range(n - 1))


def legal_moves(board: Board, rows: int, cols: int) -> list[str]:
    """The moves possible on ``board``, in :data:`DIRECTIONS` order (2 to 4 of them)."""
    r, c = divmod(board.index(0), cols)
    moves = []
    for d in DIRECTIONS:
        dr, dc = BLANK_STEP[d]
        if 0 <= r + dr < rows and 0 <= c + dc < cols:
            moves.append(d)
    return moves


def apply_move(board: Board, rows: int, cols: int, move: str) -> Board:
    """Return the board after ``move``.

    Raises:
        IllegalMoveError: if ``move`` is not a direction word or no tile can slide that way.
    """
    if move not in BLANK_STEP:
        raise IllegalMoveError(f"'{move}' is not a move; use one of {', '.join(DIRECTIONS)}")
    blank = board.index(0)
    r, c = divmod(blank, cols)
    dr, dc = BLANK_STEP[move]
    nr, nc = r + dr, c + dc
    if not (0 <= nr < rows and 0 <= nc < cols):
        raise IllegalMoveError(f"no tile can slide {move.lower()} here")
    target = nr * cols + nc
    cells = list(board)
    cells[blank], cells[target] = cells[target], 0
    return tuple(cells)


def apply_moves(board: Board, rows: int, cols: int, moves: Iterable[str]) -> Board:
    """Apply a sequence of moves in turn. Raises IllegalMoveError at the first illegal one."""
    for move in moves:
        board = apply_move(board, rows, cols, move)
    return board


def moved_tile(board: Board, cols: int, move: str) -> int:
    """The number of the tile that ``move`` slides (the board must allow the move)."""
    r, c = divmod(board.index(0), cols)
    dr, dc = BLANK_STEP[move]
    return board[(r + dr) * cols + (c + dc)]


def tiles_of(board: Board, rows: int, cols: int, moves: Iterable[str]) -> list[int]:
    """The tile slid at each move of ``moves`` played from ``board``."""
    tiles = []
    for move in moves:
        tiles.append(moved_tile(board, cols, move))
        board = apply_move(board, rows, cols, move)
    return tiles


def slide_run(board: Board, rows: int, cols: int, cell: int) -> list[str]:
    """The moves that bring the blank to ``cell`` when ``cell`` is in the blank's row or
    column: clicking a tile there slides the whole run of tiles between it and the blank,
    one move per tile. Returns ``[]`` when ``cell`` is the blank or not in line with it.
    """
    br, bc = divmod(board.index(0), cols)
    r, c = divmod(cell, cols)
    if (r, c) == (br, bc):
        return []
    if r == br:
        return [LEFT if c > bc else RIGHT] * abs(c - bc)
    if c == bc:
        return [UP if r > br else DOWN] * abs(r - br)
    return []


def neighbours(board: Board, rows: int, cols: int) -> Iterator[tuple[str, Board]]:
    """Yield ``(move, next_board)`` for every legal move."""
    for move in legal_moves(board, rows, cols):
        yield move, apply_move(board, rows, cols, move)


def format_board(board: Board, cols: int) -> str:
    """The board as text, one row per line, blank shown as ``.``; columns aligned."""
    width = len(str(len(board) - 1))
    lines = []
    for start in range(0, len(board), cols):
        row = board[start:start + cols]
        lines.append(" ".join(("." if t == 0 else str(t)).rjust(width) for t in row))
    return "\n".join(lines)
