"""The running score of a game page: games won per seat and drawn, and, against the
computer, the human's wins, losses and draws (Qt-free)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from boardgames.core.game import Outcome


@dataclass
class Score:
    """Finished games counted since the page opened (or :meth:`reset`).

    Attributes:
        wins: games won per seat (index = seat).
        draws: games nobody won.
        human_wins, human_losses, human_draws: games between a human and the computer.
    """

    wins: list[int] = field(default_factory=list)
    draws: int = 0
    human_wins: int = 0
    human_losses: int = 0
    human_draws: int = 0

    def count(self, outcome: Outcome, humans: Sequence[int], seats: int) -> None:
        """Count a finished game: ``humans`` are the seats a human played (of ``seats``)."""
        if len(self.wins) < seats:
            self.wins += [0] * (seats - len(self.wins))
        against_computer = 0 < len(humans) < seats
        if outcome.winner is None:
            self.draws += 1
            self.human_draws += against_computer
            return
        self.wins[outcome.winner] += 1
        if against_computer:
            if outcome.winner in humans:
                self.human_wins += 1
            else:
                self.human_losses += 1

    def plus(self, outcome: Outcome, humans: Sequence[int], seats: int) -> Score:
        """A copy of this score with one more game counted (see :meth:`count`)."""
        copy = Score(list(self.wins), self.draws, self.human_wins, self.human_losses, self.human_draws)
        copy.count(outcome, humans, seats)
        return copy

    @property
    def games(self) -> int:
        """Games counted."""
        return sum(self.wins) + self.draws

    def reset(self) -> None:
        """Forget every game."""
        self.wins, self.draws = [], 0
        self.human_wins = self.human_losses = self.human_draws = 0
