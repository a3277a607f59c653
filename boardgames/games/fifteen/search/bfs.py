"""Breadth-first search, Qt-free.

Explores the positions in order of their distance from the start (a first-in, first-out
queue), so the first time the goal is generated it is reached by a shortest solution. It
needs no heuristic but remembers every position it has seen: fine for boards of up to
about 9 cells (181,440 positions on 3x3), hopeless for 4x4 (over 10 trillion).
"""

from __future__ import annotations

from collections import deque

from boardgames.games.fifteen.board import Board, goal
from boardgames.games.fifteen.search.best_first import legal_steps, rebuild_path
from boardgames.games.fifteen.search.common import (
    DEFAULT_NODE_LIMIT,
    POLL_EVERY,
    Cancelled,
    Monitor,
    check_board,
    gave_up_message,
    unsolvable_result,
)
from boardgames.games.fifteen.search.result import (
    CANCELLED,
    GAVE_UP,
    SOLVED,
    ProgressCallback,
    SearchResult,
    StopCallback,
)

NAME = "bfs"
TITLE = "Breadth-first search"


def breadth_first(board: Board, rows: int, cols: int, *, node_limit: int | None = None,
                  progress: ProgressCallback | None = None,
                  should_stop: StopCallback | None = None) -> SearchResult:
    """Solve ``board`` (tuple of rows*cols ints, row-major, 0 = blank) by breadth-first
    search; the solution is optimal.

    Status ``"gave_up"`` after ``node_limit`` expansions (default 2,000,000),
    ``"cancelled"`` when ``should_stop()`` returns True (polled every 1,024 expansions),
    ``"unsolvable"`` at once for an unsolvable position. Progress reports give the depth
    being explored as ``bound`` and the queue length as ``open_size``.

    Raises:
        ValueError: for a malformed board.
    """
    board = check_board(board, rows, cols)
    refused = unsolvable_result(board, rows, cols, NAME)
    if refused:
        return refused
    limit = DEFAULT_NODE_LIMIT if node_limit is None else max(1, int(node_limit))
    monitor = Monitor(progress, should_stop, rows * cols)
    search = _BreadthFirst(board, rows, cols)
    status, message = GAVE_UP, gave_up_message(limit)
    try:
        if search.run(limit, monitor):
            status, message = SOLVED, ""
    except Cancelled:
        status, message = CANCELLED, "cancelled"
    found = search.found
    moves = rebuild_path(found, search.parents, cols) if found is not None else []
    return SearchResult(status=status, moves=moves, optimal=status == SOLVED,
                        nodes_expanded=search.expanded, nodes_generated=search.generated,
                        peak_open=search.peak, seconds=monitor.elapsed(), algorithm=NAME,
                        message=message)


class _BreadthFirst:
    """One breadth-first search: the queue, the parents dictionary (board -> ``4 * depth +
    move index``) and the counters (kept when the search is cancelled or gives up)."""

    def __init__(self, board: Board, rows: int, cols: int) -> None:
        self.target = bytes(goal(rows, cols))
        start = bytes(board)
        self.parents: dict[bytes, int] = {start: -1}
        self.queue = deque([start])
        self.moves_from = legal_steps(rows, cols)
        self.expanded = self.generated = self.peak = 0
        self.found: bytes | None = start if start == self.target else None

    def run(self, limit: int, monitor: Monitor) -> bool:
        """Expand boards in first-in, first-out order until the goal is generated (True),
        ``limit`` boards were expanded or the queue ran empty (False).

        Raises:
            Cancelled: when ``monitor`` says the caller asked to stop.
        """
        parents, queue, moves_from, target = self.parents, self.queue, self.moves_from, self.target
        expanded = generated = peak = 0
        found = self.found
        try:
            while queue and found is None:
                if expanded >= limit:
                    break
                key = queue.popleft()
                expanded += 1
                depth1 = (max(parents[key], 0) >> 2) + 1
                if expanded % POLL_EVERY == 0:
                    monitor.poll(expanded, depth1 - 1, len(queue), tuple(key))
                cells = bytearray(key)
                blank = cells.index(0)
                for d, cell in moves_from[blank]:
                    cells[blank] = cells[cell]
                    cells[cell] = 0
                    child = bytes(cells)
                    generated += 1
                    if child not in parents:
                        parents[child] = 4 * depth1 + d
                        if child == target:
                            found = child
                            break
                        queue.append(child)
                    cells[cell] = cells[blank]
                    cells[blank] = 0
                if len(queue) > peak:
                    peak = len(queue)
        finally:
            self.expanded, self.generated, self.peak, self.found = expanded, generated, peak, found
        return found is not None
