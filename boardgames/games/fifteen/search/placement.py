"""Moving single tiles to chosen cells, as a person does (Qt-free).

A :class:`Workbench` is a mutable board that records every move. It can walk the blank to
a cell along a shortest path that avoids *blocked* cells (already placed tiles, the tile
being moved), and carry a tile to a target cell one step at a time: bring the blank to the
next cell on the tile's path, then slide the tile into it. The divide-and-conquer solver
(:mod:`.human`) is built on these two routines.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.common import move_between, neighbour_cells


class PlacementError(RuntimeError):
    """The blank or a tile cannot reach its target without crossing a blocked cell."""


class Workbench:
    """A board being solved by hand.

    Attributes:
        cells: the board as a list (row-major, 0 = blank).
        where: ``where[t]`` is the cell of tile ``t``.
        blank: the blank's cell.
        moves: the direction words played so far.
    """

    def __init__(self, board: Board, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        self.cells = list(board)
        self.where = [0] * len(board)
        for cell, t in enumerate(board):
            self.where[t] = cell
        self.blank = self.where[0]
        self.moves: list[str] = []
        self._near = neighbour_cells(rows, cols)

    def board(self) -> Board:
        """The current board as a tuple."""
        return tuple(self.cells)

    def step(self, cell: int) -> None:
        """Move the blank to the neighbouring ``cell`` (its tile slides into the blank)."""
        t = self.cells[cell]
        self.moves.append(move_between(self.blank, cell, self.cols))
        self.cells[self.blank] = t
        self.where[t] = self.blank
        self.cells[cell] = 0
        self.where[0] = cell
        self.blank = cell

    def play(self, moves: Iterable[str]) -> None:
        """Play direction words (e.g. a sub-board's solution) on the workbench."""
        step = {"Up": self.cols, "Down": -self.cols, "Left": 1, "Right": -1}
        for move in moves:
            self.step(self.blank + step[move])

    def route(self, start: int, target: int, blocked: set[int]) -> list[int] | None:
        """Cells of a shortest path from ``start`` to ``target`` (excluding ``start``) that
        avoids ``blocked``, or ``None`` when there is none. Breadth-first search on the grid."""
        if start == target:
            return []
        came = {start: -1}
        queue = deque([start])
        near = self._near
        while queue:
            cell = queue.popleft()
            for nxt in near[cell]:
                if nxt in came or nxt in blocked:
                    continue
                came[nxt] = cell
                if nxt == target:
                    path = [nxt]
                    while came[path[-1]] != start:
                        path.append(came[path[-1]])
                    path.reverse()
                    return path
                queue.append(nxt)
        return None

    def blank_to(self, target: int, blocked: set[int]) -> None:
        """Walk the blank to ``target`` without disturbing ``blocked`` cells.

        Raises:
            PlacementError: when every path crosses a blocked cell.
        """
        path = self.route(self.blank, target, blocked)
        if path is None:
            raise PlacementError(f"the blank cannot reach cell {target}")
        for cell in path:
            self.step(cell)

    def tile_to(self, tile: int, target: int, locked: set[int]) -> None:
        """Carry ``tile`` to ``target`` without disturbing ``locked`` cells.

        Raises:
            PlacementError: when the tile or the blank is walled in.
        """
        while self.where[tile] != target:
            here = self.where[tile]
            path = self.route(here, target, locked)
            if not path:
                raise PlacementError(f"tile {tile} cannot reach cell {target}")
            self.blank_to(path[0], locked | {here})
            self.step(here)

    def arrange(self, targets: dict[int, int], window: list[int]) -> None:
        """Bring each tile of ``targets`` (tile -> cell) to its cell by moves that stay
        inside ``window`` (a list of cells holding the blank and those tiles; the other
        tiles there are treated as interchangeable). Breadth-first search over the
        positions of the blank and the chosen tiles.

        Raises:
            PlacementError: when the blank or a tile is outside the window, or no
                arrangement of the window reaches the targets.
        """
        tiles = list(targets)
        inside = set(window)
        if self.blank not in inside or any(self.where[t] not in inside for t in tiles):
            raise PlacementError("the blank and the tiles must be inside the window")
        goal = tuple(targets[t] for t in tiles)
        start = (self.blank,) + tuple(self.where[t] for t in tiles)
        blanks = _blank_route(start, goal, inside, self._near)
        if blanks is None:
            raise PlacementError("the tiles cannot be arranged inside the window")
        for cell in blanks:
            self.step(cell)


def _blank_route(start: tuple[int, ...], goal: tuple[int, ...], inside: set[int],
                 near: Sequence[Sequence[int]]) -> list[int] | None:
    """Breadth-first search over states ``(blank's cell, the chosen tiles' cells...)`` with
    the blank kept ``inside``: the cells the blank steps to, in order, to bring the tiles
    from ``start[1:]`` to ``goal`` (``[]`` when they are there); None when it cannot."""
    came: dict[tuple[int, ...], tuple[int, ...] | None] = {start: None}
    queue = deque([start])
    found = start if start[1:] == goal else None
    while queue and found is None:
        state = queue.popleft()
        blank = state[0]
        for nxt in near[blank]:
            if nxt not in inside:
                continue
            moved = tuple(blank if p == nxt else p for p in state[1:])
            child = (nxt,) + moved
            if child in came:
                continue
            came[child] = state
            if moved == goal:
                found = child
                break
            queue.append(child)
    if found is None:
        return None
    blanks = []
    state, before = found, came[found]
    while before is not None:
        blanks.append(state[0])
        state, before = before, came[before]
    return blanks[::-1]
