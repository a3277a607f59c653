"""Undo commands for the 15-puzzle (Qt's undo framework)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QUndoCommand

from boardgames.games.fifteen.board import Board


@dataclass(frozen=True)
class Snapshot:
    """Everything a move or a new position changes: the board, its size and the move count."""

    board: Board
    rows: int
    cols: int
    moves: int


class SnapshotCommand(QUndoCommand):
    """Switches between two snapshots. ``restore(snapshot, animate)`` shows one.

    Slides animate in both directions; a new position (shuffle, typed, resize) does not.
    """

    def __init__(self, text: str, before: Snapshot, after: Snapshot,
                 restore: Callable[[Snapshot, bool], None], animate: bool):
        super().__init__(text)
        self.before, self.after = before, after
        self._restore = restore
        self._animate = animate

    def redo(self) -> None:
        self._restore(self.after, self._animate)

    def undo(self) -> None:
        self._restore(self.before, self._animate)
