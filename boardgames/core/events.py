"""What a :class:`~boardgames.core.session.GameSession` tells its listeners (Qt-free).

Every event is a small frozen dataclass of codes and numbers, never a sentence: the GUI
turns them into translated text, the command line prints them, the tests assert on them
and the lessons replay them. The same stream serves all of them, like boardgame.io's event
log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from boardgames.core.game import Outcome

#: Why a session asked a player to think (``ThinkingStarted.purpose`` and friends);
#: ``CONTINUED``: an anytime Solve going on behind the playback of its best plan.
MOVE, HINT, SOLVE, ANALYSIS, CONTINUED = "move", "hint", "solve", "analysis", "continued"

#: Why the position changed without a move being played (``PositionChanged.cause``).
NEW_GAME, UNDO, REDO, JUMP, RESTORE = "new", "undo", "redo", "jump", "restore"

#: Why thinking ended without a decision (``ThinkingStopped.reason``).
CANCELLED, FAILED = "cancelled", "failed"


@dataclass(frozen=True)
class MovePlayed:
    """A move was added to the record.

    Attributes:
        move: the move (the game's own move value).
        ply: the number of moves played after it (1 for the first move).
        seat: the seat that played it (0-based), ``None`` if the game had no one to move.
        by_computer: True when a computer player chose it (or a solution was played back).
    """

    move: Any
    ply: int
    seat: int | None
    by_computer: bool = False


@dataclass(frozen=True)
class PositionChanged:
    """The current position changed without a new move: one of :data:`NEW_GAME`,
    :data:`UNDO`, :data:`REDO`, :data:`JUMP` or :data:`RESTORE`; ``ply`` is the new ply."""

    cause: str
    ply: int


@dataclass(frozen=True)
class GameEnded:
    """The current position is terminal; ``outcome`` says who won (see :class:`Outcome`)."""

    outcome: Outcome


@dataclass(frozen=True)
class ThinkingStarted:
    """A player started to think about the current position.

    Attributes:
        player: the player's name (its id, e.g. ``"alphabeta"``).
        purpose: :data:`MOVE` (a computer's turn), :data:`HINT`, :data:`SOLVE` or
            :data:`ANALYSIS`.
        seat: the seat to move, ``None`` in a terminal position.
    """

    player: str
    purpose: str
    seat: int | None


@dataclass(frozen=True)
class SearchProgress:
    """How far a search has got; any field a search does not know stays ``None``.

    Attributes:
        nodes: nodes expanded so far.
        seconds: wall-clock seconds since the search started.
        bound: the current cost bound in moves (IDA*'s f-bound, A*'s smallest f) or depth.
        best_so_far: length in moves of the best solution found so far (anytime search).
        lower_bound: a proven lower bound on the solution length in moves.
        fraction: 0.0-1.0 of a preparation step (``phase == "build"``), else ``None``.
        phase: ``"search"``, ``"build"`` while a pattern database is built, or
            ``"compile"`` once before compiled searches are compiled (or loaded from
            their cache) ahead of a timed search.
        part, parts: which preparation step of how many (``phase == "build"``).
        open_size: nodes waiting on the open list (0 when the search keeps none).
        preview: the state being expanded, for drawing the search on small boards.
        plan: the best solution found so far, from the position asked about (anytime
            searches; empty when none or not told).
        purpose: ``""``, or :data:`CONTINUED` for the reports of a search going on behind
            the playback of its best plan.
    """

    nodes: int = 0
    seconds: float = 0.0
    bound: int | None = None
    best_so_far: int | None = None
    lower_bound: int | None = None
    fraction: float | None = None
    phase: str = "search"
    part: int = 0
    parts: int = 0
    open_size: int = 0
    preview: Any = None
    plan: tuple[Any, ...] = ()
    purpose: str = ""


@dataclass(frozen=True)
class DecisionReady:
    """A player's :class:`~boardgames.core.players.Decision` for ``purpose`` arrived (for
    :data:`MOVE` it is played right after this event)."""

    decision: Any
    purpose: str
    seat: int | None


@dataclass(frozen=True)
class SolutionReady:
    """A puzzle's solution is ready to be played back from the current position.

    Attributes:
        moves: the moves from the current position to the goal.
        optimal: True when proven shortest, False when not, ``None`` when unknown.
    """

    moves: tuple[Any, ...]
    optimal: bool | None


@dataclass(frozen=True)
class PlanChanged:
    """The moves left to play back changed (``remaining`` moves; 0 = no solution kept)."""

    remaining: int


@dataclass(frozen=True)
class ThinkingStopped:
    """Thinking ended without a decision.

    Attributes:
        reason: :data:`CANCELLED` or :data:`FAILED`.
        purpose: what the thinking was for.
        error: for :data:`FAILED`, the exception's class name and text (for the log and a
            detail line; the UI shows its own translated sentence).
        code, values: when the player refused with a
            :class:`~boardgames.core.players.Refusal`, its code and numbers.
    """

    reason: str
    purpose: str
    error: str = ""
    code: str = ""
    values: tuple[Any, ...] = ()


Event = (MovePlayed | PositionChanged | GameEnded | ThinkingStarted | SearchProgress
         | DecisionReady | SolutionReady | PlanChanged | ThinkingStopped)
