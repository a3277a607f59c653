"""The solved 3x3 game: a table of the perfect-play score of every reachable position.

Built once by memoized negamax (retrograde analysis in effect: every position's score
comes from its children's, each position computed once) over the 5,478 positions reachable
from the empty board, 4,520 of them not yet over. Keys are compact integers
``me | them << 9`` (the bitboards of the side to move and of the other side), so the same
table serves games where X starts and games where O starts. Scores are depth-adjusted and
node-relative (see :mod:`boardgames.core.gametree`): ``WIN - n`` for a win in ``n`` plies.

After the build (a few tens of milliseconds), a position's best moves are a handful of
dictionary look-ups: thousands of positions per millisecond-range batch.
"""

from __future__ import annotations

import sys
import time

from boardgames.core.gametree import WIN, TreeSearchResult, parent_score
from boardgames.games.tictactoe.board import Geometry, geometry
from boardgames.games.tictactoe.search.common import require_line_table, single_bits


class SolvedTable:
    """Perfect-play scores of every reachable position of one small board (3x3).

    Attributes:
        geo: the geometry (3x3, k=3).
        scores: dict ``me | them << cells`` -> node-relative score for the side to move;
            a position already won by ``them`` scores ``-WIN``, a full board 0.
        build_millis: how long the build took, in milliseconds.
    """

    def __init__(self, geo: Geometry | None = None):
        self.geo = geo or geometry(3, 3, 3)
        if self.geo.cells > 9:
            raise ValueError("the solved table is only built for 3x3 boards")
        start = time.perf_counter()
        self.scores: dict[int, int] = _solve(self.geo)
        self.build_millis = (time.perf_counter() - start) * 1000

    def __len__(self) -> int:
        return len(self.scores)

    def score(self, me: int, them: int) -> int:
        """Node-relative score of the position for the side to move (``me``).

        Raises:
            KeyError: if the position cannot arise in a game.
        """
        return self.scores[me | them << self.geo.cells]

    def move_scores(self, me: int, them: int) -> dict[int, int]:
        """Score of every free cell for the side to move (empty once the game is over)."""
        geo, scores = self.geo, self.scores
        shift = geo.cells
        if scores[me | them << shift] == -WIN or (me | them) == geo.full:
            return {}
        occupied = me | them
        out = {}
        for cell in range(geo.cells):
            bit = 1 << cell
            if not occupied & bit:
                out[cell] = parent_score(scores[them | (me | bit) << shift])
        return out

    def result(self, me: int, them: int) -> TreeSearchResult[int]:
        """The position's :class:`~boardgames.core.gametree.TreeSearchResult` (``nodes`` =
        cells looked up)."""
        start = time.perf_counter()
        moves = self.move_scores(me, them)
        res = TreeSearchResult(scores=moves, exact={c: True for c in moves}, nodes=len(moves) + 1)
        if moves:
            best = max(moves.values())
            res.best_moves = [c for c, v in moves.items() if v == best]
        res.seconds = time.perf_counter() - start
        return res


def _solve(geo: Geometry) -> dict[int, int]:
    has_line = require_line_table(geo)
    full = geo.full
    cell_bits = single_bits(geo)
    shift = geo.cells
    table: dict[int, int] = {}
    get = table.get

    def value(me: int, them: int) -> int:
        key = me | them << shift
        known = get(key)
        if known is not None:
            return known
        if has_line[them]:
            table[key] = -WIN
            return -WIN
        occupied = me | them
        if occupied == full:
            table[key] = 0
            return 0
        best = -WIN - 1
        for bit in cell_bits:
            if not occupied & bit:
                child = value(them, me | bit)
                # parent_score inlined: the opponent's win/loss is ours one ply later
                score = -child + 1 if child > 0 else (-child - 1 if child < 0 else 0)
                if score > best:
                    best = score
        table[key] = best
        return best

    limit = sys.getrecursionlimit()
    if limit < 200:  # pragma: no cover - the tree is only 10 plies deep
        sys.setrecursionlimit(200)
    value(0, 0)
    return table


_TABLE: SolvedTable | None = None


def solved_table() -> SolvedTable:
    """The solved 3x3 table, built on first use and then kept for the process."""
    global _TABLE
    if _TABLE is None:
        _TABLE = SolvedTable()
    return _TABLE
