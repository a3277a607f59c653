"""The sliding puzzle as a :class:`boardgames.core.game.Game` (Qt-free)."""

from __future__ import annotations

import random

from boardgames.core.game import Game, Outcome
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.options import Option
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.parsing import board_text, parse_position
from boardgames.games.fifteen.shuffle import random_solvable, random_walk


class SlidingPuzzle(Game[B.Board, str]):
    """A rows x cols sliding puzzle. States are boards (tuples of ints, 0 = blank); moves
    are the direction words of :mod:`boardgames.games.fifteen.board` (the way the tile
    slides). The goal (tiles in order, blank last) is the only terminal state.

    Raises:
        ValueError: for a size outside 2..8 per side or a start of the wrong length.
    """

    num_players = 1
    seat_names = ("Player",)

    def __init__(self, rows: int = 4, cols: int = 4, start: B.Board | None = None):
        B.check_size(rows, cols)
        self.rows, self.cols = rows, cols
        self.start = start if start is not None else B.goal(rows, cols)
        if len(self.start) != rows * cols:
            raise ValueError(f"a {rows}x{cols} board needs {rows * cols} cells, got {len(self.start)}")

    def initial_state(self) -> B.Board:
        return self.start

    def legal_moves(self, state: B.Board) -> list[str]:
        return [] if B.is_goal(state) else B.legal_moves(state, self.rows, self.cols)

    def apply(self, state: B.Board, move: str) -> B.Board:
        return B.apply_move(state, self.rows, self.cols, move)

    def is_terminal(self, state: B.Board) -> bool:
        return B.is_goal(state)

    def outcome(self, state: B.Board) -> Outcome | None:
        return Outcome(0, (1.0,)) if B.is_goal(state) else None

    def move_to_str(self, state: B.Board, move: str) -> str:
        return f"{B.moved_tile(state, self.cols, move)} {move.lower()}"

    def state_to_text(self, state: B.Board) -> str:
        """The board row by row, ``"1 2 3 / 4 5 6 / 7 8 0"`` (what the position field and
        the command line read)."""
        return board_text(state, self.cols)

    def state_from_text(self, text: str) -> B.Board:
        """Read a board of this size in any form :func:`~.parsing.parse_position` accepts.

        Raises:
            PositionError: (a ValueError) when ``text`` is not a rows x cols board.
        """
        board, _, _ = parse_position(text, (self.rows, self.cols))
        return board


#: The start of :func:`create`: the challenge's position T1, 15 moves from the goal.
T1: B.Board = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)


def create(rows: int = 4, cols: int = 4) -> SlidingPuzzle:
    """Factory named in the plug-in descriptor: a ``rows`` x ``cols`` puzzle; the 4x4 one
    starts from :data:`T1`, others from the goal (a solved start would leave generic
    players and playouts nothing to do; the game page starts from :func:`new_start`).

    Raises:
        ValueError: a side outside 2..8.
    """
    return SlidingPuzzle(rows, cols, T1 if (rows, cols) == (4, 4) else None)


#: The options of the game page, of levels and of saved games: the board's size.
OPTIONS = (
    Option("rows", QT_TRANSLATE_NOOP("fifteen", "Rows"), 4, B.MIN_SIDE, B.MAX_SIDE),
    Option("cols", QT_TRANSLATE_NOOP("fifteen", "Columns"), 4, B.MIN_SIDE, B.MAX_SIDE),
)


def new_start(game: SlidingPuzzle, rng: random.Random, shuffle: int = 0) -> B.Board:
    """A new puzzle: ``shuffle`` random moves from the goal (never the goal itself), or
    with 0 a uniformly random solvable position (:func:`~.shuffle.random_solvable`)."""
    if shuffle <= 0:
        return random_solvable(game.rows, game.cols, rng)
    for _ in range(20):
        board = random_walk(game.rows, game.cols, shuffle, rng)
        if not B.is_goal(board):
            return board
    return random_walk(game.rows, game.cols, shuffle | 1, rng)  # an odd walk never ends on the goal
