"""Line-by-line decomposition with real search for large sliding puzzles (Qt-free).

A board larger than the finishing engine's size is shrunk one outer line at a time, as
people do by hand, but each line is placed by a *search*, not tile by tile: weighted A*
(Pohl 1970) over the abstract problem "bring the tiles of this line to their cells",
whose states are only the cells of those tiles and of the blank (every other tile is
interchangeable, so a path in the abstraction is a real sequence of moves). The
heuristic counts only the line's tiles: their Manhattan distances, plus two moves for
each tile that must leave the line to let another pass (linear conflicts, Hansen,
Mayer and Yung 1992), plus the blank's distance to the nearest misplaced line tile minus
one. Lines already placed are never touched again. A long line is placed in two steps
(its first half, then all of it) so each search stays small.

When the rest is at most ``finish_side`` x ``finish_side`` it is handed to a finishing
engine (4x4: IDA* with pattern databases, optimal).
"""

from __future__ import annotations

from collections.abc import Callable

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.core.search.problem import Problem
from boardgames.core.search.result import CANCELLED
from boardgames.core.search.solve import solve
from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.common import Cancelled, move_between
from boardgames.games.fifteen.search.heuristics import tiles_to_remove

#: ``finish(part, height, width) -> moves or None``: solves the bottom-right part (a board
#: of its own, tiles relabelled 1..n-1) and returns its moves.
Finisher = Callable[[Board, int, int], "list[str] | None"]

#: How much a line's result counts the Manhattan distance left in the rest of the board
#: (choosing among the line searches: moves + REST_WEIGHT * distance left).
REST_WEIGHT = 1.0

#: Largest number of nodes one line search may expand before it gives up (default).
LINE_NODE_LIMIT = 60_000
#: Group sizes tried when every configured search of a line gave up.
FALLBACK_CHUNKS = (4, 2)


class LineSearch:
    """Weighted A* that places the tiles ``tiles`` on the cells ``targets`` inside the
    region of cells ``(r, c)`` with ``r >= top`` and ``c >= left`` of a rows x cols board.

    ``run(board)`` returns the moves (direction words) or ``None`` when the node limit was
    reached; raises :class:`Cancelled` when ``budget`` is cancelled (or its seconds, from
    each run, are up).
    """

    def __init__(self, rows: int, cols: int, top: int, left: int,
                 tiles: list[int], targets: list[int], horizontal: bool,
                 weight: float, budget: Budget = NO_LIMIT,
                 locked: frozenset[int] = frozenset()) -> None:
        self.cols = cols
        self.tiles, self.targets, self.horizontal = tiles, targets, horizontal
        self.weight = weight
        self.budget = budget
        inside = [r * cols + c for r in range(top, rows) for c in range(left, cols)
                  if r * cols + c not in locked]
        region = set(inside)
        self.near = {cell: [n for n in (cell - cols, cell + cols, cell - 1, cell + 1)
                            if n in region and _adjacent(cell, n, cols)] for cell in inside}
        self.line = targets[0] // cols if horizontal else targets[0] % cols

    def h(self, state: tuple[int, ...]) -> int:
        """Admissible estimate of the moves left (Manhattan + line conflicts + blank)."""
        cols = self.cols
        blank, cells = state[0], state[1:]
        total, gap = 0, 1 << 30
        in_line = []
        for i, cell in enumerate(cells):
            target = self.targets[i]
            if cell == target:
                continue
            r, c = divmod(cell, cols)
            tr, tc = divmod(target, cols)
            total += abs(r - tr) + abs(c - tc)
            br, bc = divmod(blank, cols)
            gap = min(gap, abs(r - br) + abs(c - bc) - 1)
        if total == 0:
            return 0
        for i, cell in enumerate(cells):
            r, c = divmod(cell, cols)
            if (r if self.horizontal else c) == self.line:
                in_line.append((c if self.horizontal else r, i))
        if len(in_line) > 1:
            in_line.sort()
            total += 2 * tiles_to_remove([i for _, i in in_line])
        return total + gap

    def run(self, board: Board, node_limit: int = LINE_NODE_LIMIT) -> list[str] | None:
        """Search from ``board`` with the core's weighted A*
        (:func:`boardgames.core.search.solve.solve`); the moves that put every line tile
        on its cell, or ``None`` after ``node_limit`` expansions.

        Raises:
            Cancelled: when the budget was cancelled.
        """
        where = {t: i for i, t in enumerate(board)}
        start = (where[0],) + tuple(where[t] for t in self.tiles)
        goal_cells = tuple(self.targets)
        problem = Problem(start, self._successors, lambda state: state[1:] == goal_cells, self.h)
        result = solve(problem, "weighted-a*", weight=max(1.0, self.weight), node_limit=node_limit,
                       budget=self.budget)
        if result.status == CANCELLED:
            raise Cancelled
        if not result.solved:
            return None
        blanks = [start[0], *result.moves]
        return [move_between(a, b, self.cols) for a, b in zip(blanks, blanks[1:], strict=False)]

    def _successors(self, state: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        """``(cell the blank moves to, state after)`` for each move of the blank."""
        blank, cells = state[0], state[1:]
        out = []
        for nb in self.near[blank]:
            if nb in cells:
                i = cells.index(nb)
                out.append((nb, (nb,) + cells[:i] + (blank,) + cells[i + 1:]))
            else:
                out.append((nb, (nb,) + cells))
        return out


def _adjacent(a: int, b: int, cols: int) -> bool:
    return abs(a - b) == cols or (abs(a - b) == 1 and a // cols == b // cols)


def _goal_tile(cell: int, rows: int, cols: int) -> int:
    return 0 if cell == rows * cols - 1 else cell + 1


def line_steps(count: int, chunk: int) -> list[int]:
    """How many of a line's ``count`` tiles each search places: ``chunk`` more each time,
    the last search the whole line (e.g. 8 tiles, chunk 4: ``[4, 8]``)."""
    steps = list(range(chunk, count, chunk))
    if steps and count - steps[-1] < 2:
        steps.pop()  # the last two tiles of a line go together
    return steps + [count]


def place_line(board: Board, rows: int, cols: int, top: int, left: int, horizontal: bool,
               configs: list[tuple[float, int]], budget: Budget = NO_LIMIT,
               node_limit: int = LINE_NODE_LIMIT) -> list[str] | None:
    """The shortest moves found that put the top row (``horizontal``) or the left column
    of the region ``r >= top, c >= left`` in place: one search per ``(weight, chunk)`` of
    ``configs`` (each expands at most ``node_limit`` nodes per group of tiles); when all
    of them give up, smaller groups (:data:`FALLBACK_CHUNKS`); ``None`` when those give up
    too.

    Raises:
        Cancelled: when ``budget`` was cancelled.
    """
    best: list[str] | None = None
    best_score = 0.0
    after = (top + 1, left) if horizontal else (top, left + 1)
    heaviest = max(weight for weight, _ in configs)
    fallbacks = [(heaviest, chunk) for chunk in FALLBACK_CHUNKS]
    for i, (weight, chunk) in enumerate(configs + fallbacks):
        if i >= len(configs) and best is not None:
            break
        moves = _place_line_once(board, rows, cols, top, left, horizontal, weight, chunk,
                                 budget, node_limit)
        if moves is None:
            continue
        score = len(moves) + REST_WEIGHT * rest_distance(_play(board, cols, moves), rows,
                                                         cols, *after)
        if best is None or score < best_score:
            best, best_score = moves, score
    return best


def rest_distance(board: Board, rows: int, cols: int, top: int, left: int) -> int:
    """The Manhattan distance of the tiles of the region ``r >= top, c >= left``."""
    total = 0
    for r in range(top, rows):
        for c in range(left, cols):
            tile = board[r * cols + c]
            if tile:
                gr, gc = divmod(tile - 1, cols)
                total += abs(gr - r) + abs(gc - c)
    return total


def _place_line_once(board: Board, rows: int, cols: int, top: int, left: int,
                     horizontal: bool, weight: float, chunk: int,
                     budget: Budget, node_limit: int) -> list[str] | None:
    if horizontal:
        targets = [top * cols + c for c in range(left, cols)]
    else:
        targets = [r * cols + left for r in range(top, rows)]
    tiles = [_goal_tile(cell, rows, cols) for cell in targets]
    moves: list[str] = []
    done = 0
    for count in line_steps(len(tiles), chunk):
        search = LineSearch(rows, cols, top, left, tiles[done:count], targets[done:count],
                            horizontal, weight, budget, frozenset(targets[:done]))
        done = count
        part = search.run(board, node_limit)
        if part is None:
            return None
        board = _play(board, cols, part)
        moves += part
    return moves


def _play(board: Board, cols: int, moves: list[str]) -> Board:
    from boardgames.games.fifteen.board import BLANK_STEP

    cells = list(board)
    blank = cells.index(0)
    for move in moves:
        dr, dc = BLANK_STEP[move]
        target = blank + dr * cols + dc
        cells[blank], cells[target] = cells[target], 0
        blank = target
    return tuple(cells)


def sub_board(board: Board, rows: int, cols: int, top: int, left: int) -> Board:
    """The bottom-right part ``r >= top, c >= left`` as a board of its own (its tiles
    relabelled so that its goal is the usual one)."""
    height, width = rows - top, cols - left
    local = {}
    for i in range(height):
        for j in range(width):
            local[_goal_tile((top + i) * cols + left + j, rows, cols)] = \
                _goal_tile(i * width + j, height, width)
    return tuple(local[board[(top + i) * cols + left + j]]
                 for i in range(height) for j in range(width))


def decompose(board: Board, rows: int, cols: int, *, configs: list[tuple[float, int]],
              finish: Finisher, finish_side: int = 4, rows_first: bool = True,
              budget: Budget = NO_LIMIT, node_limit: int = LINE_NODE_LIMIT) -> list[str] | None:
    """Solve ``board`` by placing outer lines with :func:`place_line` (each line: the
    shortest of the searches ``configs``, pairs ``(weight, tiles per search)``; the longer side of
    the rest first; ties: a row when ``rows_first``) until at most ``finish_side`` rows
    and columns remain, then ``finish`` the rest. Returns the whole solution, or ``None``
    when the finisher gave up (a line whose searches all gave up is placed by the
    "human" method).

    Raises:
        Cancelled: when ``budget`` was cancelled (polled by the line searches).
    """
    top = left = 0
    moves: list[str] = []
    while rows - top > finish_side or cols - left > finish_side:
        height, width = rows - top, cols - left
        horizontal = height > width or (height == width and rows_first)
        if height <= finish_side:
            horizontal = False
        elif width <= finish_side:
            horizontal = True
        part = place_line(board, rows, cols, top, left, horizontal, configs, budget,
                          node_limit)
        if part is None:
            part = human_line(board, rows, cols, top, left, horizontal)
        board = _play(board, cols, part)
        moves += part
        top, left = (top + 1, left) if horizontal else (top, left + 1)
    rest = finish(sub_board(board, rows, cols, top, left), rows - top, cols - left)
    return None if rest is None else moves + rest


def human_line(board: Board, rows: int, cols: int, top: int, left: int,
               horizontal: bool) -> list[str]:
    """The "human" solver's moves for the top row / left column of the region."""
    from boardgames.games.fifteen.search import human
    from boardgames.games.fifteen.search.placement import Workbench

    bench = Workbench(board, rows, cols)
    locked = {r * cols + c for r in range(rows) for c in range(cols) if r < top or c < left}
    if horizontal:
        human._solve_row(bench, top, left, locked)
    else:
        human._solve_column(bench, left, top, locked)
    return list(bench.moves)


def remove_cycles(board: Board, cols: int, moves: list[str]) -> list[str]:
    """``moves`` without the detours that come back to a board already passed (a move and
    its undo at the border of two lines, or longer loops); still a path from ``board`` to
    the same end."""
    seen = {board: 0}
    path: list[str] = []
    boards = [board]
    for move in moves:
        board = _play(board, cols, [move])
        if board in seen:
            keep = seen[board]
            for dropped in boards[keep + 1:]:
                del seen[dropped]
            del path[keep:]
            del boards[keep + 1:]
            continue
        path.append(move)
        boards.append(board)
        seen[board] = len(path)
    return path
