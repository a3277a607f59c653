"""Games played on a rectangular grid of cells, drawn by the app's shared grid board.

A game that also implements :class:`GridGame` needs no Qt code of its own: the app draws
its states with one board widget and turns clicks on cells into moves (Qt-free).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

#: Cell codes of :attr:`Grid.cells`: empty, or a piece of seat 0, 1, ... (code = seat + 1).
EMPTY = 0


@dataclass(frozen=True)
class Grid:
    """What a grid board shows.

    Attributes:
        rows, cols: the board's size in cells.
        cells: ``rows * cols`` codes, row-major from the top left: 0 empty, ``seat + 1``
            a piece of that seat.
        highlight: cells to mark (a winning line).
        last: the cell of the last move, or ``None``.
    """

    rows: int
    cols: int
    cells: tuple[int, ...]
    highlight: tuple[int, ...] = ()
    last: int | None = None


@runtime_checkable
class GridGame(Protocol):
    """The two methods a game adds so that the shared grid board can show it."""

    def grid(self, state: Any, last_move: Any = None) -> Grid:
        """The cells of ``state``; ``last_move`` (the move that led to it, or ``None``)
        lets the board mark where it landed."""
        ...

    def move_at(self, state: Any, cell: int) -> Any:
        """The legal move a click on ``cell`` (row-major index) makes, or ``None``."""
        ...
