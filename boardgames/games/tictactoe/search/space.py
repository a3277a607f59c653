"""The m,n,k-game on bitboards as a search space of the core alpha-beta (Qt-free).

A position is ``(me, them, last)``: the bitboards of the side to move and of the other
side (bit ``i`` = a mark on cell ``i``) and the cell just played (-1 at a root). The pair
does not depend on which mark started, so one table serves both "X starts" and "O starts"
games. :class:`MNKSpace` gives the core search (:func:`boardgames.core.alphabeta.search`)
the moves, the results, a table key and the open-lines evaluation; its options choose
between the textbook search the course counts nodes of (cells in row-major order, a game
that ends only at a line or a full board) and the fastest one (centre first, a draw as soon
as no line can be completed, positions merged under the board's symmetries).
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence
from functools import cache
from typing import Any

import numpy as np

from boardgames.core.alphabeta import ALL_BEST, EVERY_MOVE, ONE_BEST, SearchSpace, Table, search
from boardgames.core.gametree import TreeSearchResult
from boardgames.core.players import NO_LIMIT, Budget
from boardgames.core.runner import Cancelled
from boardgames.games.tictactoe.board import Geometry, symmetries, to_bitboards
from boardgames.games.tictactoe.evaluation import evaluate
from boardgames.games.tictactoe.search.common import TABLE_CELLS, line_table

#: A position: (bitboard of the side to move, of the other side, the cell just played).
Position = tuple[int, int, int]

#: Move orders: ascending cells (the course's searches and the tree viewer) or nearest
#: the centre first (the strongest).
ROW_MAJOR, CENTRE_FIRST = "row-major", "centre-first"

#: Boards with at most this many cells are searched with every free cell as a move; on
#: larger ones only the free cells at most :data:`RADIUS` steps from a mark.
FULL_WIDTH_CELLS = 25
RADIUS = 2


@cache
def centre_order(geo: Geometry) -> tuple[int, ...]:
    """Cells sorted by distance from the board's centre (ties row-major)."""
    cr, cc = (geo.rows - 1) / 2, (geo.cols - 1) / 2
    return tuple(sorted(range(geo.cells),
                        key=lambda i: (max(abs(i // geo.cols - cr), abs(i % geo.cols - cc)), i)))


@cache
def _neighbourhoods(geo: Geometry, radius: int) -> tuple[int, ...]:
    """Per cell, the mask of cells within ``radius`` steps (king moves), itself excluded."""
    out = []
    for cell in range(geo.cells):
        r, c = divmod(cell, geo.cols)
        mask = 0
        for dr in range(-radius, radius + 1):
            for dc in range(-radius, radius + 1):
                rr, cc = r + dr, c + dc
                if (dr or dc) and 0 <= rr < geo.rows and 0 <= cc < geo.cols:
                    mask |= 1 << (rr * geo.cols + cc)
        out.append(mask)
    return tuple(out)


def candidate_moves(geo: Geometry, me: int, them: int, radius: int = RADIUS) -> list[int]:
    """Free cells worth searching, nearest the centre first: all free cells on boards of at
    most 25 cells, else the free cells within ``radius`` of a mark (the centre cell on an
    empty board)."""
    occupied = me | them
    order = centre_order(geo)
    if geo.cells <= FULL_WIDTH_CELLS:
        return [c for c in order if not occupied >> c & 1]
    if not occupied:
        return [geo.centre]
    near = _neighbourhoods(geo, radius)
    zone = 0
    rest = occupied
    while rest:
        low = rest & -rest
        zone |= near[low.bit_length() - 1]
        rest ^= low
    zone &= ~occupied
    return [c for c in order if zone >> c & 1]


@cache
def _blocking_table(geo: Geometry) -> bytes:
    """``table[mask]`` is 1 when bitboard ``mask`` has a mark on every line of ``geo`` (its
    opponent can complete none); boards of at most 16 cells."""
    masks = np.arange(1 << geo.cells, dtype=np.int64)
    blocks = np.ones(1 << geo.cells, dtype=bool)
    for line in geo.lines:
        blocks &= (masks & line) != 0
    return blocks.astype(np.uint8).tobytes()


@cache
def _threat_table(geo: Geometry) -> tuple[int, ...]:
    """``table[mask]``: the cells that complete a line for a player holding ``mask`` (free
    or not: intersect with the free cells); boards of at most 16 cells."""
    masks = np.arange(1 << geo.cells, dtype=np.int64)
    table = np.zeros(1 << geo.cells, dtype=np.int64)
    for line in geo.lines:
        for cell in range(geo.cells):
            if line >> cell & 1:
                rest = line ^ 1 << cell
                table[(masks & rest) == rest] |= 1 << cell
    return tuple(table.tolist())


#: Rows of a table turned into Python objects at a time: each piece is one call that holds
#: the interpreter lock, so the pieces stay short enough (a few milliseconds) for the
#: window's thread to run in between; 65,536 rows at once held it for 50-100 ms.
PIECE_ROWS = 4096


@cache
def _image_table(geo: Geometry) -> list[tuple[int, ...]]:
    """``table[mask]``: the images of bitboard ``mask`` under every symmetry of the board
    (the identity first); boards of at most 16 cells."""
    masks = np.arange(1 << geo.cells, dtype=np.int64)
    perms = symmetries(geo)
    images = np.zeros((len(masks), len(perms)), dtype=np.int64)
    for column, perm in enumerate(perms):
        for cell, target in enumerate(perm):
            images[:, column] |= ((masks >> cell) & 1) << target
    table: list[tuple[int, ...]] = []
    for start in range(0, len(masks), PIECE_ROWS):
        table.extend(map(tuple, images[start:start + PIECE_ROWS].tolist()))
    return table


class MNKSpace(SearchSpace[Position, int]):
    """An m,n,k-game for the core alpha-beta.

    Args:
        geo: the board (any size; the options marked "16 cells" work on boards of at most
            16 cells and are ignored on larger ones).
        order: :data:`ROW_MAJOR` or :data:`CENTRE_FIRST` (the default). On boards of more
            than 25 cells only the free cells near a mark are searched (see
            :func:`candidate_moves`), so a "win" found there is proven only against those
            replies.
        early_draws: the game is a draw as soon as neither side can complete a line any
            more (16 cells), instead of only on a full board.
        symmetric: the table key merges positions that are images of each other under the
            board's symmetries (16 cells).
        forced: a side that can complete a line plays there, and one that cannot but
            faces a threat blocks it: the only move searched (16 cells; the value stays the
            same, as no other move wins sooner or loses later).
    """

    def __init__(self, geo: Geometry, order: str = CENTRE_FIRST, early_draws: bool = True,
                 symmetric: bool = True, forced: bool = True):
        self.geo, self.cells, self.full = geo, geo.cells, geo.full
        small = geo.cells <= TABLE_CELLS
        self.has_line = line_table(geo)
        self.blocking = _blocking_table(geo) if early_draws and small else None
        self.images = _image_table(geo) if symmetric and small else None
        self.threats = _threat_table(geo) if forced and small else None
        self.order = tuple(range(geo.cells)) if order == ROW_MAJOR else centre_order(geo)
        #: the free cells in order, by occupied mask (kept on boards of at most 16 cells)
        self.free: dict[int, tuple[int, ...]] | None = {} if small else None

    def position(self, state: Any) -> Position:
        """``state``: a tic-tac-toe :class:`~..rules.State` of this board.

        Raises:
            ValueError: for a board of another size.
        """
        if len(state.board) != self.geo.cells:
            raise ValueError(f"the board has {len(state.board)} cells, expected {self.geo.cells}")
        x_mask, o_mask = to_bitboards(state.board)
        me, them = (x_mask, o_mask) if state.to_move == 1 else (o_mask, x_mask)
        return me, them, -1

    def outcome(self, position: Position) -> int | None:
        me, them, last = position
        has_line = self.has_line
        if has_line is not None:
            if has_line[them]:
                return -1
        elif self.geo.wins(them, last) if last >= 0 else self.geo.has_line(them):
            return -1
        if last < 0 and self.geo.has_line(me):
            return 1  # a root where the side to move has a line (it cannot arise in a game)
        if me | them == self.full:
            return 0
        blocking = self.blocking
        if blocking is not None and blocking[me] and blocking[them]:
            return 0
        return None

    def moves(self, position: Position) -> Sequence[int]:
        me, them, _ = position
        occupied = me | them
        threats = self.threats
        if threats is not None:
            empty = self.full & ~occupied
            forced = threats[me] & empty or threats[them] & empty
            if forced:
                return ((forced & -forced).bit_length() - 1,)
        free = self.free
        if free is None:
            return self.all_moves(position)
        cells = free.get(occupied)
        if cells is None:
            cells = free[occupied] = tuple(c for c in self.order if not occupied >> c & 1)
        return cells

    def all_moves(self, position: Position) -> list[int]:
        """Every free cell worth searching in the space's order, forced or not."""
        me, them, _ = position
        if self.cells > FULL_WIDTH_CELLS:
            return candidate_moves(self.geo, me, them)
        occupied = me | them
        return [c for c in self.order if not occupied >> c & 1]

    def play(self, position: Position, move: int) -> Position:
        return position[1], position[0] | 1 << move, move

    def key(self, position: Position) -> Hashable:
        """``me | them << cells``; with ``symmetric``, the least such key among the
        position's images."""
        me, them, _ = position
        images = self.images
        if images is not None:
            them, me = min(zip(images[them], images[me], strict=True))
        return me | them << self.cells

    def evaluate(self, position: Position) -> int:
        """The open-lines evaluation (:func:`..evaluation.evaluate`)."""
        return evaluate(self.geo, position[0], position[1])


def textbook_space(geo: Geometry) -> MNKSpace:
    """The course's alpha-beta (ladder rungs 6 and 7, the tree viewer's counts): cells in
    row-major order, a game that ends only at a line or a full board, no symmetries, no
    forced moves; from the empty 3x3 board 20,866 nodes without a table, 5,473 with one
    (textbook root window)."""
    return MNKSpace(geo, ROW_MAJOR, early_draws=False, symmetric=False, forced=False)


def textbook_alphabeta(geo: Geometry, me: int, them: int, table: Table | None = None,
                       all_best: bool = True) -> TreeSearchResult[int]:
    """The core alpha-beta on :func:`textbook_space` to the end of the game, from ``(me,
    them)`` (the side to move and the other side).

    Args:
        table: a transposition table to use and fill (``{}`` for a fresh one; the same dict
            again reuses what an earlier search proved). ``None``: no table.
        all_best: score every move that ties with the best exactly (root window
            ``(best - 1, +inf)``). False: the textbook root window ``(best, +inf)``, which
            finds one best move with fewer nodes.

    Returns:
        The best moves' scores are exact and equal to minimax's; a refuted move's score is
        an upper bound. ``nodes`` counts every call, the root and table hits included.
    """
    return search(textbook_space(geo), (me, them, -1), window=ALL_BEST if all_best else ONE_BEST,
                  table=table, transpositions=table is not None)


#: Kept tables of proven entries, one per board, at most this many entries each.
SOLVED_ENTRIES = 2_000_000
_SOLVED: dict[Geometry, tuple[MNKSpace, Table]] = {}


def solve(geo: Geometry, me: int, them: int, budget: Budget = NO_LIMIT,
          window: str = ALL_BEST) -> TreeSearchResult[int]:
    """The exact value of the free cells of ``(me, them)`` (with ``window``
    :data:`~boardgames.core.alphabeta.ALL_BEST`: the ties with the best exactly, worse
    moves as upper bounds) on a board of at most 16 cells, by the core alpha-beta on the
    fastest :class:`MNKSpace`. What it proves is kept for the process (proven entries hold
    in every later position), so a game's later moves cost little.

    Raises:
        Cancelled: when ``budget.cancelled()`` became true (what was proven is kept).
        ValueError: for a board of more than 16 cells.
    """
    if geo.cells > TABLE_CELLS:
        raise ValueError(f"an exact search needs a board of at most {TABLE_CELLS} cells, not {geo.cells}")
    if geo not in _SOLVED or len(_SOLVED[geo][1]) > SOLVED_ENTRIES:
        _SOLVED[geo] = (MNKSpace(geo), {})
    space, table = _SOLVED[geo]
    root = (me, them, -1)
    return _dead_draw(space, root) or search(space, root, budget=Budget(None, budget.cancelled, budget.report),
                                             window=window, table=table)


def deepening(geo: Geometry, me: int, them: int, budget_ms: float, budget: Budget = NO_LIMIT,
              every_move: bool = False) -> TreeSearchResult[int]:
    """The best move within ``budget_ms`` milliseconds: on boards of at most 16 cells first
    :func:`solve` for half of it (then ``depth`` is the number of free cells); else, or
    when that runs out, iterative deepening of the core alpha-beta on :class:`MNKSpace`
    (the first iteration always finishes), scoring heuristic leaves by open lines
    (:mod:`..evaluation`).

    Args:
        budget: the cancel flag and the progress reports.
        every_move: score every root move exactly (for "show thinking"); else one best move.

    Returns:
        The exact solution or the deepest finished iteration: ``depth`` plies, the root
        moves' scores (the best exact), ``complete`` when they are proven (never on boards
        over 25 cells, where only the cells near a mark are searched).

    Raises:
        Cancelled: when ``budget.cancelled()`` became true.
    """
    window = EVERY_MOVE if every_move else ONE_BEST
    started = time.perf_counter()
    if geo.cells <= TABLE_CELLS:
        halfway = started + budget_ms / 2000
        try:
            result = solve(geo, me, them, Budget(None, lambda: budget.cancelled() or time.perf_counter() > halfway,
                                                 budget.report), window)
        except Cancelled:
            if budget.cancelled():
                raise
        else:
            result.depth = geo.cells - (me | them).bit_count()
            return result
    left = budget_ms / 1000 - (time.perf_counter() - started)
    space = MNKSpace(geo)
    root = (me, them, -1)
    result = _dead_draw(space, root) or search(
        space, root, budget=Budget(max(left, 0.0), budget.cancelled, budget.report), window=window)
    result.complete = result.complete and geo.cells <= FULL_WIDTH_CELLS
    return result


def _dead_draw(space: MNKSpace, root: Position) -> TreeSearchResult[int] | None:
    """For a board with free cells where no line can be completed any more (a draw by the
    rules), every free cell scored as the draw it is; ``None`` for any other position."""
    if space.outcome(root) != 0 or root[0] | root[1] == space.full:
        return None
    free = space.all_moves(root)
    return TreeSearchResult({c: 0 for c in free}, {c: True for c in free}, free, nodes=1)
