"""One player protocol for every game (Qt-free).

A player chooses a move from ``(game, state)`` and may explain itself with an
:class:`Analysis` (a value per move, nodes, seconds). Humans are not players: a session
seat that holds ``None`` is played by clicks. The generic players work on any plug-in
through the :class:`~boardgames.core.game.Game` contract:

* :class:`RandomPlayer` (this module): a uniformly random legal move;
* :class:`~boardgames.core.alphabeta.AlphaBetaPlayer`: depth-limited negamax with
  alpha-beta pruning and a transposition table, for two-player zero-sum games;
* :class:`~boardgames.core.search.player.PuzzleSearchPlayer`: a textbook search (A*,
  breadth-first search, ...) for one-player puzzles.

Game-specific players (the tic-tac-toe ladder, the 15-puzzle's solver) implement the same
protocol. The shape follows aima-python's ``(game, state) -> move`` players and OpenSpiel's
bots, with boardgame.io's idea of attaching the search's data to the move.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.events import SearchProgress
from boardgames.core.game import Game
from boardgames.core.options import Option
from boardgames.core.runner import Cancelled


def _never() -> bool:
    return False


def _ignore(_progress: SearchProgress) -> None:
    return None


class Refusal(ValueError):
    """Raised by a player that gives no move for a reason the user should be told.

    The reason is data, never a sentence: ``code`` (``"unsolvable"``, ``"gave-up"``, a
    game's own code) and ``values`` (its numbers). The session passes both on in its
    ``ThinkingStopped`` event; the UI words them in the user's language.
    """

    def __init__(self, code: str, values: tuple[Any, ...] = ()):
        super().__init__(code, *values)
        self.code, self.values = code, values


@dataclass(frozen=True)
class Budget:
    """What a player may spend on one decision.

    Attributes:
        seconds: wall-clock time allowed (``None``: no limit; players that search to a
            fixed depth may ignore it).
        cancelled: polled often; True means stop now (raise :class:`Cancelled`).
        report: receives a :class:`~boardgames.core.events.SearchProgress` now and then
            (anytime searches put their best solution so far in its ``plan``).
    """

    seconds: float | None = None
    cancelled: Callable[[], bool] = _never
    report: Callable[[SearchProgress], None] = _ignore

    def check(self) -> None:
        """Raise :class:`~boardgames.core.runner.Cancelled` if the caller asked to stop."""
        if self.cancelled():
            raise Cancelled


#: No time limit, never cancelled, progress ignored.
NO_LIMIT = Budget()


@dataclass(frozen=True)
class Analysis:
    """What a player found out while choosing.

    Attributes:
        values: per considered move, its value for the player to move: +1.0 a proven
            win, -1.0 a proven loss, 0.0 a draw, anything between a heuristic estimate.
        plies: per move whose result is proven, the plies until the game ends.
        nodes: positions searched.
        seconds: wall-clock time of the decision.
        depth: the search depth reached in plies (``None`` when it did not search).
        exact: True when every value is proven (the search reached the game's end).
        detail: a game-specific payload (e.g. tic-tac-toe's own search result).
    """

    values: Mapping[Any, float] = field(default_factory=dict)
    plies: Mapping[Any, int] = field(default_factory=dict)
    nodes: int = 0
    seconds: float = 0.0
    depth: int | None = None
    exact: bool = False
    detail: Any = None


@dataclass(frozen=True)
class Decision:
    """A player's answer.

    Attributes:
        move: the chosen move (legal in the state the player was asked about).
        analysis: how it was found, or ``None`` for players that do not search.
        plan: for puzzles, the whole solution from that state (``plan[0] == move``).
        optimal: True when ``plan`` is proven shortest, False when not, ``None`` unknown.
        reason: a short code saying why (``"random"``, ``"best-value"``, a game's own code).
    """

    move: Any
    analysis: Analysis | None = None
    plan: tuple[Any, ...] = ()
    optimal: bool | None = None
    reason: str = ""


class Player(abc.ABC):
    """A computer player. Subclasses set :attr:`name` and implement :meth:`choose`.

    Attributes:
        name: a short id (``"random"``, ``"alphabeta"``), stable across languages.
    """

    name: str = ""

    @abc.abstractmethod
    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """Choose a move in ``state``, which is not terminal.

        Raises:
            Cancelled: when ``budget.cancelled()`` became true.
            ValueError: when the state is terminal or the game is not one it can play.
        """


class RandomPlayer(Player):
    """Plays a uniformly random legal move.

    Args:
        rng: the random generator (inject a seeded one to replay games).
    """

    name = "random"

    def __init__(self, rng: random.Random | None = None):
        self.rng = rng if rng is not None else random.Random()

    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """A random move of ``game.legal_moves(state)``.

        Raises:
            ValueError: when ``state`` has no legal move.
        """
        moves = list(game.legal_moves(state))
        if not moves:
            raise ValueError("no legal move: the game is over")
        return Decision(self.rng.choice(moves), reason="random")


@dataclass(frozen=True)
class PlayerChoice:
    """One computer player a game offers for a seat (in the GUI's seat lists).

    Attributes:
        id: a short, stable id (``"alphabeta-4"``).
        title: an English title; the UI translates it in the plug-in's context.
        make: builds the player for a game: ``make(game) -> Player``, and with a parameter
            ``make(game, **{parameter.key: value})``.
        description: one English line saying what it does (a tooltip).
        parameter: a number the player takes (the share of mistakes of a fallible
            player), shown beside the seat only for this player, or None.
        fits: ``fits(game) -> bool``: whether it plays these rules (a board too large for
            an exact search); None: every game the plug-in offers it for.
    """

    id: str
    title: str
    make: Callable[..., Player]
    description: str = ""
    parameter: Option | None = None
    fits: Callable[[Game[Any, Any]], bool] | None = None

    def plays(self, game: Game[Any, Any]) -> bool:
        """True when this player can play ``game``."""
        return self.fits is None or self.fits(game)


def choice_by_id(choices: Sequence[PlayerChoice], player_id: str) -> PlayerChoice | None:
    """The choice with ``player_id`` in ``choices``, or ``None``."""
    return next((c for c in choices if c.id == player_id), None)
