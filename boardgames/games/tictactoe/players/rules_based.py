"""The course's rule-of-thumb players, rungs 1 to 5, and a random player (Qt-free).

Each rung adds exactly one rule to the one before (stages 15-22 of the course):

1. :class:`DummyPlayer` takes the first free cell (row-major).
2. :class:`CentrePlayer`: the centre if free, else the first free cell.
3. :class:`WinnerPlayer`: plus, wins at once when it can.
4. :class:`BlockerPlayer`: plus, never allows an immediate loss: it blocks a threat.
5. :class:`ForkPlayer`: plus, makes a fork when it can and prevents the opponent's forks;
   it prefers centre, then corners, then edges.

Rules are checked in the order win, block, fork, stop forks, centre, then fallback.
"""

from __future__ import annotations

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.players import Budget
from boardgames.games.tictactoe.players.base import MarkPlayer, MoveReport
from boardgames.games.tictactoe.tactics import (
    fork_moves,
    free_cells,
    preference_order,
    stops_forks,
    threats,
)


class DummyPlayer(MarkPlayer):
    """Rung 1, the course's "dummy": always the first free cell in row-major order."""

    name = "dummy"
    title = QT_TRANSLATE_NOOP("tictactoe", "Dummy")
    rung = 1
    description = QT_TRANSLATE_NOOP("tictactoe", "takes the first free cell (rung 1)")

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        return MoveReport(free_cells(self.geo, me, them)[0], self.name, reason="first-free")


class CentrePlayer(MarkPlayer):
    """Rung 2: the centre cell when it is free, else the first free cell."""

    name = "centre"
    title = QT_TRANSLATE_NOOP("tictactoe", "Centre first")
    rung = 2
    description = QT_TRANSLATE_NOOP("tictactoe", "takes the centre if free, else the first free cell (rung 2)")

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        return self._fallback(me, them)

    def _fallback(self, me: int, them: int) -> MoveReport:
        centre = self.geo.centre
        if not (me | them) >> centre & 1:
            return MoveReport(centre, self.name, reason="centre")
        return MoveReport(free_cells(self.geo, me, them)[0], self.name, reason="first-free")


class WinnerPlayer(CentrePlayer):
    """Rung 3: completes a line at once when it can; otherwise like rung 2."""

    name = "winner"
    title = QT_TRANSLATE_NOOP("tictactoe", "Winner")
    rung = 3
    description = QT_TRANSLATE_NOOP(
        "tictactoe", "wins at once when it can; else centre, else first free cell "
                            "(rung 3)")

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        wins = threats(self.geo, me, them)
        if wins:
            return MoveReport(wins[0], self.name, reason="win")
        return self._fallback(me, them)


class BlockerPlayer(WinnerPlayer):
    """Rung 4: wins at once if it can, else never allows an immediate loss: it plays a cell
    after which the opponent cannot complete a line (if there is none, it blocks the first
    threat anyway); otherwise like rung 2. It has no answer to a fork."""

    name = "blocker"
    title = QT_TRANSLATE_NOOP("tictactoe", "Blocker")
    rung = 4
    description = QT_TRANSLATE_NOOP(
        "tictactoe", "wins at once, else blocks the opponent's line; else centre, "
                            "else first free (rung 4)")

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        wins = threats(self.geo, me, them)
        if wins:
            return MoveReport(wins[0], self.name, reason="win")
        block = self._block(me, them)
        if block is not None:
            return block
        return self._fallback(me, them)

    def _block(self, me: int, them: int) -> MoveReport | None:
        danger = threats(self.geo, them, me)
        if not danger:
            return None
        for cell in free_cells(self.geo, me, them):
            if not threats(self.geo, them, me | 1 << cell):
                return MoveReport(cell, self.name, reason="block")
        return MoveReport(danger[0], self.name, reason="block-lost")


class ForkPlayer(BlockerPlayer):
    """Rung 5: like rung 4, and also makes its own fork when it can, and otherwise picks the
    first cell (centre, corners, edges) after which the opponent cannot fork: either it
    leaves them no fork move, or it makes a threat whose forced block gives them no fork."""

    name = "forker"
    title = QT_TRANSLATE_NOOP("tictactoe", "Fork master")
    rung = 5
    description = QT_TRANSLATE_NOOP(
        "tictactoe", "wins, blocks, makes forks and prevents the opponent's forks "
                            "(rung 5)")

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        geo = self.geo
        wins = threats(geo, me, them)
        if wins:
            return MoveReport(wins[0], self.name, reason="win")
        block = self._block(me, them)
        if block is not None:
            return block
        forks = fork_moves(geo, me, them)
        if forks:
            return MoveReport(forks[0], self.name, reason="fork")
        occupied = me | them
        order = [c for c in preference_order(geo) if not occupied >> c & 1]
        their_forks = fork_moves(geo, them, me)
        if their_forks:
            for cell in order:
                if stops_forks(geo, me, them, cell):
                    return MoveReport(cell, self.name, reason="prevent-fork")
            return MoveReport(their_forks[0], self.name, reason="block-fork")
        return MoveReport(order[0], self.name, reason="preference")


class RandomCellPlayer(MarkPlayer):
    """Any free cell, uniformly at random (from the injected ``random.Random``)."""

    name = "random"
    title = QT_TRANSLATE_NOOP("tictactoe", "Random")
    description = QT_TRANSLATE_NOOP("tictactoe", "plays a random free cell")

    def _decide(self, me: int, them: int, budget: Budget) -> MoveReport:
        return MoveReport(self.rng.choice(free_cells(self.geo, me, them)), self.name, reason="random")
