"""Making the end of a 24-puzzle solution optimal, ever further back (Qt-free).

Beam search chooses well near the goal, where the pattern databases are nearly exact,
less well far from it; and IDA* with the databases proves a position with a short
distance optimal quickly. :class:`Tail` therefore takes the best solution known and runs
IDA* (Korf 1985; :mod:`engines.kernel24` at weight 1, pruning ``g + h >= the tail's
length``) from the board ``k`` moves before its end: a shorter path found there replaces
the tail; a search that ends without one proves the last ``k`` moves optimal, and the
next search starts :data:`STEP` moves further back. The work is done in slices, so the
caller can share the time with other searches.
"""

from __future__ import annotations

from boardgames.games.fifteen.board import DIRECTIONS, apply_moves
from boardgames.games.fifteen.search.engines import kernel24 as pdb24_kernel
from boardgames.games.fifteen.search.engines.kernel import Tables

#: The first tail's length, and how much longer each next one is (moves).
FIRST = 24
STEP = 6
#: Scale of the kernel's f values (weight 1: f = SCALE * (g + h)).
SCALE = 100


class Tail:
    """Optimal searches on longer and longer tails of the best solution.

    Attributes:
        path: the solution worked on (move indexes); ``boards`` its boards.
        start: where the tail being searched begins (a move index in ``path``).
        optimal_from: the moves of ``path`` from this index on are proved a shortest way
            from the board there (``len(path)`` while nothing is proved).
        proved: True once the whole path is proved optimal.
    """

    def __init__(self, tables: Tables, board: tuple[int, ...]) -> None:
        self.tables, self.board = tables, board
        self.rows, self.cols = tables.layout.rows, tables.layout.cols
        self.path: list[int] = []
        self.boards: list[tuple[int, ...]] = []
        self.start = 0
        self.state: pdb24_kernel.WidaState | None = None
        self.bound = 0
        self.proved = False  # the tail from move 0, the whole path, is optimal
        self.optimal_from = 0  # the path from this move on is proved optimal

    def follow(self, path: list[int], keep_start: bool = False) -> None:
        """Work on ``path`` (move indexes) from now on; ``keep_start`` when only its
        tail changed (the part before :attr:`start` is the same)."""
        self.path = list(path)
        self.boards = [self.board]
        for k in self.path:
            self.boards.append(apply_moves(self.boards[-1], self.rows, self.cols, [DIRECTIONS[k]]))
        if not keep_start:
            self.start = max(0, len(self.path) - FIRST)
        self.start = min(self.start, len(self.path))
        # a new tail (keep_start) was found by IDA* from the start board: it is optimal
        self.optimal_from = self.start if keep_start else len(self.path)
        self.state, self.proved = None, False

    @property
    def done(self) -> bool:
        """True once the whole path is proved optimal (or there is none)."""
        return not self.path or (self.start == 0 and self.state is None and self.proved)

    def step(self, budget: int) -> list[int] | None:
        """Search the current tail for at most ``budget`` generated nodes; a whole shorter
        solution (move indexes) when one turns up."""
        if self.done:
            return None
        limit = len(self.path) - self.start
        if self.state is None:
            self.proved = False
            self.state = pdb24_kernel.WidaState(self.tables, self.boards[self.start])
            self.bound = SCALE * self.state.root_h
        status = pdb24_kernel.BUDGET
        if self.bound < SCALE * limit:
            status = pdb24_kernel.run(self.tables, self.state, SCALE, SCALE, self.bound, limit,
                                      budget)
        if status == pdb24_kernel.FOUND:
            return self.path[:self.start] + self.state.moves()
        if status == pdb24_kernel.EXHAUSTED:
            self.bound = int(self.state.scal[4])
            self.state.restart()
        if self.bound >= SCALE * limit:  # no shorter tail: this one is optimal
            self.proved = self.start == 0
            self.optimal_from = min(self.optimal_from, self.start)
            self.start = max(0, self.start - STEP)
            self.state = None
        return None
