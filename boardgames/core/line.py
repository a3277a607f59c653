"""The line of a game: where it started, the moves played (those after the position shown
kept for redo) and the position shown (Qt-free).

A :class:`Line` is the record half of a :class:`~boardgames.core.session.GameSession`:
undo, redo and "jump to ply 7" only move :attr:`Line.ply` through it, like a time-travel
debugger; a new move drops the moves after the position shown. It emits nothing; the
session announces what changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from boardgames.core.game import Game

S = TypeVar("S")
M = TypeVar("M")


@dataclass(frozen=True)
class Record(Generic[S, M]):
    """A game record: the start state, every move of the line kept for redo, and the ply
    shown (``0 <= ply <= len(moves)``). Plain data: saved, restored and compared as is."""

    start: S
    moves: tuple[M, ...]
    ply: int


class Line(Generic[S, M]):
    """The states of a game's line under ``game``'s rules, from ``start``."""

    def __init__(self, game: Game[S, M], start: S):
        self.game = game
        self._states: list[S] = [start]
        self._moves: list[M] = []
        self._ply = 0

    @property
    def start(self) -> S:
        """The state the game started from."""
        return self._states[0]

    @property
    def ply(self) -> int:
        """Moves played up to the position shown."""
        return self._ply

    @property
    def state(self) -> S:
        """The state at the ply shown."""
        return self._states[self._ply]

    @property
    def moves(self) -> tuple[M, ...]:
        """Every move of the line, including those after the ply shown (for redo)."""
        return tuple(self._moves)

    @property
    def played(self) -> tuple[M, ...]:
        """The moves that lead to the position shown."""
        return tuple(self._moves[:self._ply])

    def state_at(self, ply: int) -> S:
        """The state after ``ply`` moves of the line.

        Raises:
            IndexError: when ``ply`` is outside ``0..len(moves)``.
        """
        if not 0 <= ply <= len(self._moves):
            raise IndexError(f"ply {ply} is outside 0..{len(self._moves)}")
        return self._states[ply]

    @property
    def record(self) -> Record[S, M]:
        """The whole line as plain data (see :meth:`reset`)."""
        return Record(self._states[0], tuple(self._moves), self._ply)

    def can_undo(self) -> bool:
        """True when there is a move before the position shown."""
        return self._ply > 0

    def can_redo(self) -> bool:
        """True when moves after the position shown are kept."""
        return self._ply < len(self._moves)

    def push(self, move: M, state: S) -> None:
        """Add ``move`` (which leads to ``state``) at the ply shown; the kept moves after
        it are dropped."""
        del self._moves[self._ply:]
        del self._states[self._ply + 1:]
        self._moves.append(move)
        self._states.append(state)
        self._ply += 1

    def go_to(self, ply: int) -> None:
        """Show the position after ``ply`` moves; nothing is forgotten.

        Raises:
            IndexError: when ``ply`` is outside ``0..len(moves)``.
        """
        self.state_at(ply)
        self._ply = ply

    def reset(self, record: Record[S, M]) -> None:
        """Put the line back to ``record`` (its states replayed under the rules).

        Raises:
            IllegalMoveError: when a move of the record is not legal (nothing changes).
            IndexError: when the record's ply is outside its moves.
        """
        if not 0 <= record.ply <= len(record.moves):
            raise IndexError(f"ply {record.ply} is outside 0..{len(record.moves)}")
        states = [record.start]
        for move in record.moves:
            states.append(self.game.apply(states[-1], move))
        self._states, self._moves, self._ply = states, list(record.moves), record.ply
