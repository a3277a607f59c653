"""A match: the modes (who plays X and O), who starts, and the running score (Qt-free).

The view keeps one :class:`Match` for as long as it is open; every Rematch adds the
finished game's result to the score. (The game flow itself is the core
:class:`~boardgames.core.session.GameSession`.)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from boardgames.core.players import Player
from boardgames.games.tictactoe.board import EMPTY, O, X

#: Modes: who controls X and O.
HUMAN_VS_HUMAN = "hvh"
HUMAN_X_VS_COMPUTER = "hx"   # the human plays X, the computer O
HUMAN_O_VS_COMPUTER = "ho"   # the human plays O, the computer X
COMPUTER_VS_COMPUTER = "cvc"
MODES = (HUMAN_VS_HUMAN, HUMAN_X_VS_COMPUTER, HUMAN_O_VS_COMPUTER, COMPUTER_VS_COMPUTER)

#: Who starts a game: always X, always O, alternately (X first), or at random.
STARTS = ("x", "o", "alternate", "random")


def is_computer(mode: str, mark: int) -> bool:
    """True when ``mark`` (1 = X, 2 = O) is played by the computer in ``mode``."""
    if mode == COMPUTER_VS_COMPUTER:
        return True
    if mode == HUMAN_X_VS_COMPUTER:
        return mark == O
    if mode == HUMAN_O_VS_COMPUTER:
        return mark == X
    return False


def starter_for(policy: str, game_index: int, rng: random.Random) -> int:
    """The mark that moves first in game number ``game_index`` (0-based) under ``policy``.

    Raises:
        ValueError: for a policy not in :data:`STARTS`.
    """
    if policy == "x":
        return X
    if policy == "o":
        return O
    if policy == "alternate":
        return X if game_index % 2 == 0 else O
    if policy == "random":
        return rng.choice((X, O))
    raise ValueError(f"unknown start policy '{policy}'; choose one of: {', '.join(STARTS)}")


@dataclass
class Score:
    """Games counted so far: per mark and, for human-vs-computer games, per side.

    Attributes:
        x_wins, o_wins, draws: every finished game.
        human_wins, computer_wins, human_draws: only games between a human and the computer.
    """

    x_wins: int = 0
    o_wins: int = 0
    draws: int = 0
    human_wins: int = 0
    computer_wins: int = 0
    human_draws: int = 0

    def add(self, winner: int, mode: str) -> Score:
        """A new score with one more game: ``winner`` is X, O or 0 (a draw)."""
        s = Score(**vars(self))
        if winner == X:
            s.x_wins += 1
        elif winner == O:
            s.o_wins += 1
        else:
            s.draws += 1
        if mode in (HUMAN_X_VS_COMPUTER, HUMAN_O_VS_COMPUTER):
            if winner == EMPTY:
                s.human_draws += 1
            elif is_computer(mode, winner):
                s.computer_wins += 1
            else:
                s.human_wins += 1
        return s

    @property
    def games(self) -> int:
        """Number of games counted."""
        return self.x_wins + self.o_wins + self.draws


def seats_for(mode: str, x_player: Player | None, o_player: Player | None) -> list[Player | None]:
    """The seats (X, O) of a :class:`~boardgames.core.session.GameSession` in ``mode``:
    the given player where the computer plays, ``None`` (a human) elsewhere."""
    return [x_player if is_computer(mode, X) else None, o_player if is_computer(mode, O) else None]


@dataclass
class Match:
    """The games of one sitting.

    Attributes:
        committed: the score of the games before the current one.
        game_index: how many games were started before the current one.
        result: the current game's result once it is over (X, O or 0), else ``None``.
        result_mode: the mode the current game was played in.
    """

    committed: Score = field(default_factory=Score)
    game_index: int = 0
    result: int | None = None
    result_mode: str = HUMAN_VS_HUMAN

    @property
    def score(self) -> Score:
        """The running score: the committed games plus the current one if it is over."""
        if self.result is None:
            return self.committed
        return self.committed.add(self.result, self.result_mode)

    def next_game(self) -> None:
        """Count the current game if it is over, and start counting a new one."""
        self.committed = self.score
        self.result = None
        self.game_index += 1

    def reset(self) -> None:
        """Forget every game of the session."""
        self.committed = Score()
        self.result = None
