"""The best-first search shared by A*, weighted A* and greedy best-first search (Qt-free).

Nodes wait in a binary heap (the open set) ordered by a priority built from g (moves
made) and h (the heuristic's estimate of the moves left): ``g + h`` for A*,
``g + w * h`` for weighted A*, ``h`` for greedy search; ties go to the larger g (deeper
nodes first). A dictionary holds the best g found for every board seen and the move that
reached it (the closed set and the path in one); boards are stored as ``bytes`` to keep
memory down. The goal test is made when a node is taken from the open set.
"""

from __future__ import annotations

import heapq

from boardgames.games.fifteen.board import DIRECTIONS, Board, is_goal
from boardgames.games.fifteen.search.common import (
    DEFAULT_NODE_LIMIT,
    POLL_EVERY,
    Cancelled,
    Monitor,
    check_board,
    gave_up_message,
    unsolvable_result,
)
from boardgames.games.fifteen.search.heuristics import HFunction, get_heuristic
from boardgames.games.fifteen.search.result import (
    CANCELLED,
    GAVE_UP,
    SOLVED,
    ProgressCallback,
    SearchResult,
    StopCallback,
)


def blank_steps(cols: int) -> list[int]:
    """Index change of the blank for each move of :data:`DIRECTIONS` (Up, Down, Left, Right)."""
    return [cols, -cols, 1, -1]


def rebuild_path(found: bytes, parents: dict[bytes, int], cols: int) -> list[str]:
    """Walk back from ``found`` through ``parents`` (board -> ``4 * g + move index``,
    ``-1`` for the start) and return the moves from the start, in order."""
    steps = blank_steps(cols)
    moves: list[str] = []
    cells = bytearray(found)
    key = found
    while True:
        code = parents[key]
        if code < 0:
            break
        d = code & 3
        moves.append(DIRECTIONS[d])
        blank = cells.index(0)
        prev = blank - steps[d]
        cells[blank], cells[prev] = cells[prev], 0
        key = bytes(cells)
    moves.reverse()
    return moves


def legal_steps(rows: int, cols: int) -> list[list[tuple[int, int]]]:
    """For each blank cell, the ``(move index, cell the blank moves to)`` pairs."""
    steps = blank_steps(cols)
    out = []
    for blank in range(rows * cols):
        r, c = divmod(blank, cols)
        pairs = []
        for d, (dr, dc) in enumerate(((1, 0), (-1, 0), (0, 1), (0, -1))):
            if 0 <= r + dr < rows and 0 <= c + dc < cols:
                pairs.append((d, blank + steps[d]))
        out.append(pairs)
    return out


def best_first(board: Board, rows: int, cols: int, heuristic: str, *, g_weight: float,
               h_weight: float, algorithm: str, optimal_if_admissible: bool,
               node_limit: int | None = None,
               progress: ProgressCallback | None = None,
               should_stop: StopCallback | None = None) -> SearchResult:
    """Best-first search with priority ``g_weight * g + h_weight * h``.

    Args:
        board: tuple of rows*cols ints, row-major, 0 = blank.
        heuristic: a name from ``heuristics.HEURISTICS``.
        algorithm: the name written into the result.
        optimal_if_admissible: True for A*; the result is then optimal when the heuristic
            is admissible.
        node_limit: give up after this many expansions (default
            :data:`~.common.DEFAULT_NODE_LIMIT`).

    Returns:
        SearchResult; ``bound`` in progress reports is the smallest priority in the open set.

    Raises:
        ValueError: for a malformed board or a heuristic that does not fit the size.
    """
    board = check_board(board, rows, cols)
    bound_h = get_heuristic(heuristic, rows, cols)
    refused = unsolvable_result(board, rows, cols, algorithm, heuristic)
    if refused:
        return refused
    limit = DEFAULT_NODE_LIMIT if node_limit is None else max(1, int(node_limit))
    monitor = Monitor(progress, should_stop, rows * cols)
    search = _BestFirst(board, rows, cols, bound_h.h, g_weight, h_weight)
    status, message = GAVE_UP, gave_up_message(limit)
    try:
        if search.run(limit, monitor):
            status, message = SOLVED, ""
    except Cancelled:
        status, message = CANCELLED, "cancelled"
    moves = rebuild_path(search.found, search.parents, cols) if search.found is not None else []
    return SearchResult(
        status=status, moves=moves,
        optimal=status == SOLVED and optimal_if_admissible and bound_h.admissible,
        nodes_expanded=search.expanded, nodes_generated=search.generated,
        peak_open=search.peak, seconds=monitor.elapsed(), algorithm=algorithm,
        heuristic=heuristic, message=message)


class _BestFirst:
    """One best-first search: the open set, the parents dictionary and the counters (kept
    when the search is cancelled or gives up)."""

    def __init__(self, board: Board, rows: int, cols: int, h: HFunction, g_weight: float,
                 h_weight: float) -> None:
        self.h, self.g_weight, self.h_weight = h, g_weight, h_weight
        self.moves_from = legal_steps(rows, cols)
        start = bytes(board)
        # board -> 4 * g + index of the move that reached it (-1 for the start): both the
        # best g found so far and the way back
        self.parents: dict[bytes, int] = {start: -1}
        self.open_heap: list[tuple[float, int, bytes]] = [(h_weight * h(board), 0, start)]
        self.expanded = self.generated = self.peak = 0
        self.found: bytes | None = None

    def run(self, limit: int, monitor: Monitor) -> bool:
        """Expand nodes in order of priority until the goal leaves the open set (True) or
        ``limit`` nodes were expanded or the open set ran empty (False).

        Raises:
            Cancelled: when ``monitor`` says the caller asked to stop.
        """
        h, g_weight, h_weight = self.h, self.g_weight, self.h_weight
        parents, open_heap, moves_from = self.parents, self.open_heap, self.moves_from
        integral = float(g_weight).is_integer() and float(h_weight).is_integer()
        expanded = generated = peak = 0
        try:
            while open_heap:
                priority, neg_g, key = heapq.heappop(open_heap)
                g = -neg_g
                code = parents[key]
                if code >= 0 and code >> 2 < g:
                    continue  # a stale entry: a shorter path to this board was found later
                cells = list(key)
                if is_goal(cells):
                    self.found = key
                    return True
                if expanded >= limit:
                    return False
                expanded += 1
                if expanded % POLL_EVERY == 0:
                    monitor.poll(expanded, int(priority) if integral else None, len(open_heap),
                                 tuple(cells))
                blank = cells.index(0)
                g1 = g + 1
                for d, target in moves_from[blank]:
                    cells[blank] = cells[target]
                    cells[target] = 0
                    child = bytes(cells)
                    generated += 1
                    known = parents.get(child)
                    if known is None or g1 < known >> 2:
                        parents[child] = 4 * g1 + d
                        heapq.heappush(open_heap,
                                       (g_weight * g1 + h_weight * h(tuple(cells)), -g1, child))
                    cells[target] = cells[blank]
                    cells[blank] = 0
                if len(open_heap) > peak:
                    peak = len(open_heap)
            return False
        finally:
            self.expanded, self.generated, self.peak = expanded, generated, peak
