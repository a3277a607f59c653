"""What every tic-tac-toe computer player is (Qt-free).

A player is built for one board geometry with an injected :class:`random.Random` (so a
seed reproduces its games). It implements the shared protocol
:meth:`boardgames.core.players.Player.choose` ``(game, state, budget) -> Decision``, whose
:class:`~boardgames.core.players.Analysis` carries the game's own :class:`MoveReport` as
``detail``: the cell, what it cost (nodes searched, milliseconds) and found (the search
result, when it searched) and a reason code. ``choose`` is a player's only public way to
move: "what would O play here" is a :class:`~boardgames.games.tictactoe.rules.State` whose
``starter`` makes it O's turn.

Reason codes (``Decision.reason``; the UI and the CLI turn them into words):
``"first-free"``, ``"centre"``, ``"win"``, ``"block"``, ``"block-lost"`` (blocks one of two
threats: the game is lost), ``"fork"``, ``"prevent-fork"``, ``"block-fork"``,
``"preference"`` (centre, then corners, then edges), ``"random"``, ``"best-value"`` (a
search's best move), ``"mistake"`` (the fallible player erred), ``"random-opening"``.
"""

from __future__ import annotations

import abc
import random
import time
from dataclasses import dataclass, replace
from typing import Any

from boardgames.core.gametree import TreeSearchResult
from boardgames.core.gametree import analysis_of as tree_analysis
from boardgames.core.players import NO_LIMIT, Analysis, Budget, Decision, Player
from boardgames.games.tictactoe.board import EMPTY, MAX_SIDE, Board, Geometry, to_bitboards
from boardgames.games.tictactoe.rules import MNKGame, State

#: Every reason code a player gives (see the module docstring).
REASON_CODES = ("first-free", "centre", "win", "block", "block-lost", "fork", "prevent-fork", "block-fork",
                "preference", "random", "best-value", "mistake", "random-opening")

@dataclass
class MoveReport:
    """A player's choice and its statistics, in the game's own terms.

    Attributes:
        move: the chosen cell (0-based, row-major).
        player: the player's name (``"minimax"``).
        nodes: positions searched (0 for rule-of-thumb players).
        millis: wall time of the decision in milliseconds.
        result: the search result behind it, if any (scores per cell).
        full_tree: True when plain minimax searched the whole game tree from the empty
            board (the textbook node count).
        erred: True when a "fallible" player deliberately made a mistake.
        reason: a reason code (see the module docstring), never a sentence.
    """

    move: int
    player: str
    nodes: int = 0
    millis: float = 0.0
    result: TreeSearchResult[int] | None = None
    full_tree: bool = False
    erred: bool = False
    reason: str = ""


class MarkPlayer(Player):
    """A computer player of m,n,k-games for one board geometry: the core's
    :class:`~boardgames.core.players.Player` (``choose``); each subclass decides on the
    bitboards of the mark to move and of the other (``_decide``, the form the course's
    rungs are written in).

    Class attributes:
        name: the short name used on the command line (``"blocker"``).
        title: a few English words for menus (``"Blocker"``), translated by the UI in the
            context ``"TicTacToePlayers"``.
        description: one English line saying exactly what it does (same context).
        rung: its place on the course's ladder (1..7), or ``None`` for the extras.
        exact: True when it searches to the end of the game.
        max_cells: the largest board it plays, in cells (9: 3x3 only; 16: up to 4x4).

    Raises:
        ValueError: (constructor) a board larger than ``max_cells``.
    """

    title: str = ""
    description: str = ""
    rung: int | None = None
    exact: bool = False
    max_cells: int = MAX_SIDE * MAX_SIDE

    def __init__(self, geo: Geometry, rng: random.Random | None = None):
        if not self.fits(geo):
            board = "a 3x3 board" if self.max_cells == 9 else f"a board of at most {self.max_cells} cells"
            raise ValueError(f"the '{self.name}' player searches to the end of the game and "
                             f"needs {board}; use 'deep' on {geo.rows}x{geo.cols}")
        self.geo = geo
        self.rng = rng if rng is not None else random.Random()

    @classmethod
    def fits(cls, geo: Geometry) -> bool:
        """True when the player plays on ``geo`` (at most :attr:`max_cells` cells)."""
        return geo.cells <= cls.max_cells

    def choose(self, game: Any, state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """The shared protocol: a move for ``state`` of ``game`` (an :class:`MNKGame` of
        this player's geometry), with an :class:`Analysis` whose ``detail`` is the
        :class:`MoveReport`.

        Raises:
            ValueError: another game or geometry, or a finished game.
            Cancelled: when ``budget.cancelled()`` became true.
        """
        if not isinstance(game, MNKGame) or game.geo != self.geo or not isinstance(state, State):
            raise ValueError(f"the '{self.name}' player plays m,n,k-games on "
                             f"{self.geo.rows}x{self.geo.cols} with k={self.geo.k}")
        if game.is_terminal(state):
            raise ValueError("the game is over: no move to make")
        budget.check()
        report = self._report(state.board, state.to_move, budget)
        budget.check()
        return Decision(report.move, analysis=analysis_of(report, self.geo, state.board),
                        reason=report.reason)

    def _report(self, board: Board, mark: int, budget: Budget) -> MoveReport:
        """Pick a cell for ``mark`` (1 = X, 2 = O) on ``board`` (a tuple of ``rows * cols``
        cells, row-major, 0 empty / 1 X / 2 O; not full: :meth:`choose` checked it)."""
        x_mask, o_mask = to_bitboards(board)
        me, them = (x_mask, o_mask) if mark == 1 else (o_mask, x_mask)
        start = time.perf_counter()
        report = self._decide(me, them, budget)
        report.player = self.name
        if not report.millis:
            report.millis = (time.perf_counter() - start) * 1000
        return report

    @abc.abstractmethod
    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        """Pick a move on bitboards (``me`` to move); implemented by each player."""


def analysis_of(report: MoveReport, geo: Geometry, board: Board) -> Analysis:
    """The shared :class:`Analysis` of ``report``: its search result's values (see
    :func:`boardgames.core.gametree.analysis_of`; the depth of a search to the end is the
    number of free cells), the report's time; ``detail`` is ``report`` itself."""
    result = report.result
    if result is None:
        return Analysis(nodes=report.nodes, seconds=report.millis / 1000, detail=report)
    empties = sum(1 for c in board if c == EMPTY)
    depth = result.depth if result.depth is not None else empties
    return replace(tree_analysis(result, report.millis / 1000, depth, report), nodes=report.nodes)


__all__ = ["REASON_CODES", "MoveReport", "MarkPlayer", "analysis_of"]
