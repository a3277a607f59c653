"""What every computer player is: a named object that picks a cell (Qt-free).

A player is built for one board geometry with an injected :class:`random.Random` (so a
seed reproduces its games) and answers :meth:`Player.decide` with a :class:`Decision`: the
cell, and what it cost (nodes searched, milliseconds) and found (the search result, when
it searched).
"""

from __future__ import annotations

import abc
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from boardgames.games.tictactoe.board import EMPTY, Board, Geometry, to_bitboards
from boardgames.games.tictactoe.search.scores import SearchResult


@dataclass
class Decision:
    """A player's choice and its statistics.

    Attributes:
        move: the chosen cell (0-based, row-major).
        player: the player's name (``"minimax"``).
        nodes: positions searched (0 for rule-of-thumb players).
        millis: wall time of the decision in milliseconds.
        result: the search result behind it, if any (scores per cell).
        full_tree: True when plain minimax searched the whole game tree from the empty
            board (the textbook node count).
        erred: True when a "fallible" player deliberately made a mistake.
        reason: a short English phrase: why this move ("win at once", "block", ...).
    """

    move: int
    player: str
    nodes: int = 0
    millis: float = 0.0
    result: SearchResult | None = None
    full_tree: bool = False
    erred: bool = False
    reason: str = ""


class Player(abc.ABC):
    """A computer player for one board geometry.

    Class attributes:
        name: the short name used on the command line (``"blocker"``).
        title: a few words for menus (``"Blocker"``).
        description: one line saying exactly what it does.
        rung: its place on the course's ladder (1..7), or ``None`` for the extras.
        exact: True when it searches to the end of the game (3x3 boards only).
    """

    name: str = ""
    title: str = ""
    description: str = ""
    rung: int | None = None
    exact: bool = False

    def __init__(self, geo: Geometry, rng: random.Random | None = None):
        if self.exact and geo.cells > 9:
            raise ValueError(f"the '{self.name}' player searches to the end of the game and "
                             f"needs a 3x3 board; use 'deep' on {geo.rows}x{geo.cols}")
        self.geo = geo
        self.rng = rng if rng is not None else random.Random()

    def decide(self, board: Board, mark: int,
               should_stop: Callable[[], bool] | None = None) -> Decision:
        """Pick a cell for ``mark`` (1 = X, 2 = O) on ``board`` (a tuple of ``rows * cols``
        cells, row-major, 0 empty / 1 X / 2 O).

        Raises:
            ValueError: if ``board`` has the wrong length or no free cell.
        """
        if len(board) != self.geo.cells:
            raise ValueError(f"the board has {len(board)} cells, expected {self.geo.cells}")
        if EMPTY not in board:
            raise ValueError("the board is full: no move to make")
        x_mask, o_mask = to_bitboards(board)
        me, them = (x_mask, o_mask) if mark == 1 else (o_mask, x_mask)
        start = time.perf_counter()
        decision = self._decide(me, them, should_stop)
        decision.player = self.name
        if not decision.millis:
            decision.millis = (time.perf_counter() - start) * 1000
        return decision

    def choose(self, board: Board, mark: int) -> int:
        """Just the cell of :meth:`decide`."""
        return self.decide(board, mark).move

    @abc.abstractmethod
    def _decide(self, me: int, them: int, should_stop: Callable[[], bool] | None) -> Decision:
        """Pick a move on bitboards (``me`` to move); implemented by each player."""


