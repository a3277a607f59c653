"""The Qt-free game contract shared by every game plug-in.

A game is described by a :class:`Game` object (the rules) and immutable, hashable states.
Nothing here imports Qt, so the rules run in tests, on the command line and in benchmarks.
The shape follows the usual textbook split (Russell and Norvig's ``Game``; OpenSpiel's
Game/State): ``initial_state``, ``legal_moves``, ``apply``, ``is_terminal``, ``outcome``,
``to_move``.
"""

from __future__ import annotations

import abc
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

S = TypeVar("S", bound=Hashable)
M = TypeVar("M", bound=Hashable)


class IllegalMoveError(ValueError):
    """Raised by :meth:`Game.apply` when a move is not legal in the given state."""


class PositionError(ValueError):
    """A position (typed by a person, read from a file or the command line) that is not a
    position of its game: malformed, or one that no game can reach.

    Attributes:
        code: what is wrong, one of the raising game's codes (``"out-of-range"``...; each
            game lists its own and what its values are).
        values: the numbers and short texts the code's sentence needs.

    ``str()`` is the English sentence the game gives (the command line, logs); a view
    builds its own, translated, from ``code`` and ``values``.
    """

    def __init__(self, code: str, values: tuple[Any, ...] = (), sentence: str = ""):
        self.code = code
        self.values = tuple(values)
        super().__init__(sentence or " ".join([code, *map(str, self.values)]))


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``winner`` is the index of the winning player (0-based) or ``None`` for a draw.
    ``returns`` holds one number per player: 1.0 win, 0.0 draw, -1.0 loss (a one-player
    puzzle that is solved has ``winner == 0`` and ``returns == (1.0,)``).
    """

    winner: int | None
    returns: tuple[float, ...]


class Game(abc.ABC, Generic[S, M]):
    """The rules of one game.

    States (type ``S``) are immutable and hashable; moves (type ``M``) are hashable values.
    Implementations must not mutate a state: :meth:`apply` returns a new one.
    """

    #: Number of players: 1 for a puzzle, 2 for tic-tac-toe.
    num_players: int = 1

    #: True when one player's gain is the other's loss (the returns add up to 0); the
    #: generic alpha-beta player needs it.
    zero_sum: bool = True

    #: Short English names of the seats, in seat order (``("X", "O")``); the UI
    #: translates them in the plug-in's context. Empty: "Player 1", "Player 2", ...
    seat_names: tuple[str, ...] = ()

    @abc.abstractmethod
    def initial_state(self) -> S:
        """Return the state a new game starts from."""

    @abc.abstractmethod
    def legal_moves(self, state: S) -> Sequence[M]:
        """Return the moves allowed in ``state`` (empty when the state is terminal)."""

    @abc.abstractmethod
    def apply(self, state: S, move: M) -> S:
        """Return the state after ``move``.

        Raises:
            IllegalMoveError: if ``move`` is not among ``legal_moves(state)``.
        """

    @abc.abstractmethod
    def is_terminal(self, state: S) -> bool:
        """True when the game is over in ``state`` (won, lost, drawn or solved)."""

    @abc.abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The :class:`Outcome` of a terminal state, ``None`` while the game goes on."""

    def to_move(self, state: S) -> int | None:
        """Index of the player to move (0-based), ``None`` in a terminal state.

        The default suits one-player puzzles: player 0 moves until the end.
        """
        return None if self.is_terminal(state) else 0

    def symmetries(self, state: S) -> Sequence[S]:
        """The states equivalent to ``state`` under the board's symmetries (rotations,
        reflections): the images of ``state`` under every symmetry, ``state`` itself
        may be among them. Equivalent states must have the same value for every player and
        the same player to move; searches use them to share what they learn (a
        transposition table keyed by the set of images).

        The default declares none: ``()``.
        """
        return ()

    def seat_name(self, seat: int) -> str:
        """The English name of ``seat`` (0-based): from :attr:`seat_names`, else "Player N"."""
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else f"Player {seat + 1}"

    def move_to_str(self, state: S, move: M) -> str:
        """A short notation of ``move`` in ``state`` (for move lists, logs and the CLI);
        notation, not a sentence, so it needs no translation."""
        return str(move)

    def move_to_json(self, move: M) -> int | str:
        """``move`` as a JSON value for a saved game (:mod:`boardgames.core.record`).

        The default keeps ints and strings as they are; games with other moves override
        it together with :meth:`move_from_json`.

        Raises:
            ValueError: when ``move`` has no JSON form.
        """
        if isinstance(move, (int, str)) and not isinstance(move, bool):
            return move
        raise ValueError(f"{type(self).__name__} cannot save the move {move!r}")

    def move_from_json(self, value: object) -> M:
        """The move saved by :meth:`move_to_json` (its legality is checked by :meth:`apply`).

        Raises:
            ValueError: when ``value`` is not the JSON form of a move of this game.
        """
        if isinstance(value, (int, str)) and not isinstance(value, bool):
            return value  # type: ignore[return-value]
        raise ValueError(f"{value!r} is not a move of {type(self).__name__}")

    def state_to_text(self, state: S) -> str:
        """``state`` as one line of text that :meth:`state_from_text` reads back (saved
        games, the command line, the conformance test).

        Raises:
            NotImplementedError: when the game has no text form (the default).
        """
        raise NotImplementedError(f"{type(self).__name__} has no text form of its states")

    def state_from_text(self, text: str) -> S:
        """The state written by :meth:`state_to_text`.

        Raises:
            PositionError: (a ValueError) when ``text`` is not a state of this game (its
                code says why; its message in English).
            NotImplementedError: when the game has no text form (the default).
        """
        raise NotImplementedError(f"{type(self).__name__} has no text form of its states")
