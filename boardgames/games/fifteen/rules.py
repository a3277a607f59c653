"""The sliding puzzle as a :class:`boardgames.core.game.Game` (Qt-free)."""

from __future__ import annotations

from boardgames.core.game import Game, Outcome
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.parsing import board_text, parse_position


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


def create() -> SlidingPuzzle:
    """Factory named in the plug-in descriptor: a 4x4 puzzle starting from :data:`T1` (a
    solved start would leave generic players and playouts nothing to do)."""
    return SlidingPuzzle(4, 4, T1)
