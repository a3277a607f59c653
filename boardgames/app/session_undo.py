"""Keeps the window's Undo/Redo (a ``QUndoStack``) in step with a game session.

The session holds the record; the undo stack holds what the user did to it, one command per
step: a move, a human move together with the computer's reply (so Undo takes back both), a
jump to another ply, a new game. Each command stores the session's
:class:`~boardgames.core.session.Record` before and after, and undoing puts the "before"
record back with :meth:`GameSession.restore`. Views never push commands themselves: the
bridge listens to the session's events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from boardgames.core import events as ev
from boardgames.core.session import GameSession, Record

#: Command id for merging a computer's reply into the human move before it.
_MERGE_ID = 4242


class RecordCommand(QUndoCommand):
    """Switches a session between two records; created already done."""

    def __init__(self, bridge: SessionUndo, text: str, before: Record[Any, Any],
                 after: Record[Any, Any], mergeable: bool, reply: bool = False):
        super().__init__(text)
        self.bridge, self.before, self.after = bridge, before, after
        self.mergeable = mergeable
        self.reply = reply  # a computer's answer that may join the human move before it
        self._first = True

    def id(self) -> int:  # noqa: A003 (Qt's name)
        return _MERGE_ID if self.mergeable else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt's name)
        """Absorb a computer's reply that directly follows this human move."""
        if not isinstance(other, RecordCommand) or not other.reply or other.before != self.after:
            return False
        self.after = other.after
        self.mergeable = False  # one reply per human move
        return True

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self.bridge.put_back(self.after)

    def undo(self) -> None:
        self.bridge.put_back(self.before)


class SessionUndo(QObject):
    """Pushes a :class:`RecordCommand` on ``stack`` for every change of ``session``.

    Args:
        describe: the undo text of a change: ``describe(event, session)`` for a
            ``MovePlayed`` or ``PositionChanged`` event (translated by the view).
    """

    def __init__(self, session: GameSession[Any, Any], stack: QUndoStack,
                 describe: Callable[[ev.Event, GameSession[Any, Any]], str],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.session, self.stack, self.describe = session, stack, describe
        self._last = session.record
        self._restoring = False
        self._unsubscribe = session.subscribe(self._on_event)

    def _on_event(self, event: ev.Event) -> None:
        if self._restoring:
            return
        if isinstance(event, ev.MovePlayed):
            human = not event.by_computer
            self._push(event, mergeable=human)
        elif isinstance(event, ev.PositionChanged) and event.cause in (ev.NEW_GAME, ev.JUMP):
            self._push(event, mergeable=False)
        elif isinstance(event, ev.PositionChanged):
            self._last = self.session.record

    def _push(self, event: ev.Event, mergeable: bool) -> None:
        before, after = self._last, self.session.record
        self._last = after
        top = self.stack.command(self.stack.index() - 1) if self.stack.index() > 0 else None
        joins = (isinstance(event, ev.MovePlayed) and event.by_computer and isinstance(top, RecordCommand)
                 and top.mergeable and top.after == before)
        command = RecordCommand(self, self.describe(event, self.session), before, after,
                                mergeable or joins, reply=joins)
        self.stack.push(command)

    def put_back(self, record: Record[Any, Any]) -> None:
        """Restore ``record`` (an undo or redo); a computer-only game pauses there."""
        if all(seat is not None for seat in self.session.seats):
            self.session.paused = True
        self._restoring = True
        try:
            self.session.restore(record)
        finally:
            self._restoring = False
        self._last = self.session.record

    @contextmanager
    def group(self, text: str) -> Iterator[None]:
        """Make every change inside the ``with`` block one undo step called ``text``
        (a slide of a whole run of tiles, a solution played at once)."""
        self.stack.beginMacro(text)
        try:
            yield
        finally:
            self.stack.endMacro()

    def reset(self) -> None:
        """Forget the undo history (a new game that cannot be undone)."""
        self.stack.clear()
        self._last = self.session.record

    def detach(self) -> None:
        """Stop listening to the session."""
        self._unsubscribe()
