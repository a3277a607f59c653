"""The score of a game page (Qt-free in what it does, kept beside the page it serves):
the games finished on the page, and the one shown counted while it stands."""

from __future__ import annotations

from typing import Any

from boardgames.core.score import Score


class PageScore:
    """Wins and draws of the games played on a page, for the header's score.

    Args:
        page: the game page (its session, rules and texts are read).
    """

    def __init__(self, page: Any):
        self.page = page
        self.committed = Score()

    def current(self) -> Score:
        """The games finished on the page, the one shown counted while it stands (an undo
        out of its end takes it back)."""
        session, game = self.page.session, self.page.game
        outcome = session.outcome()
        if outcome is None or game.num_players < 2 or not session.ply:
            return self.committed
        humans = [seat for seat, player in enumerate(session.seats) if player is None]
        return self.committed.plus(outcome, humans, game.num_players)

    def commit(self) -> None:
        """The game shown counts for good (it is being left)."""
        self.committed = self.current()

    def text(self) -> str:
        """The running score for the header ("" for puzzles)."""
        players = self.page.game.num_players
        return self.page.texts.score(self.current(), players) if players > 1 else ""
