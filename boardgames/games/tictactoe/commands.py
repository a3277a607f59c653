"""Undo commands of the tic-tac-toe view (Qt's undo framework, ``QtGui``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand


class MovesCommand(QUndoCommand):
    """Switches the game between two move lists (cells in the order played).

    One command holds one human move, or a human move and the computer's reply (so Undo
    takes both back), or one computer move in a demonstration. ``restore(moves)`` shows a
    move list; both directions set the whole list, so the command cannot drift.
    """

    def __init__(self, text: str, before: tuple[int, ...], after: tuple[int, ...],
                 restore: Callable[[tuple[int, ...]], None]):
        super().__init__(text)
        self.before, self.after = tuple(before), tuple(after)
        self._restore = restore

    def redo(self) -> None:
        self._restore(self.after)

    def undo(self) -> None:
        self._restore(self.before)
