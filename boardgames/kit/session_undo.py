"""Keeps the window's Undo/Redo (a ``QUndoStack``) in step with a game session.

The session holds the record; the undo stack holds what the user did to it, one command per
step: a move, a human move together with the computer's reply (so Undo takes back both), a
jump to another ply, a new game. Each command stores the session's
:class:`~boardgames.core.session.Record` before and after, and undoing puts the "before"
record back with :meth:`GameSession.restore`. Views never push commands themselves: the
bridge listens to the session's events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
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


def _agree(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    """True when one move list begins the other (both are on one line of play)."""
    n = min(len(a), len(b))
    return a[:n] == b[:n]


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
        self._last = session.line.record
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
            self._last = self.session.line.record

    def _push(self, event: ev.Event, mergeable: bool) -> None:
        before, after = self._last, self.session.line.record
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
        self._last = self.session.line.record

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
        self._last = self.session.line.record

    # -- saved games --------------------------------------------------------------------
    def _after(self, index: int) -> Record[Any, Any] | None:
        """The record after command ``index`` of the stack when it (or, for a macro, its
        last child) is a step of this bridge; ``None`` for any other command."""
        command = self.stack.command(index)
        children = [command.child(i) for i in range(command.childCount())] if command.childCount() else [command]
        mine = [c for c in children if isinstance(c, RecordCommand) and c.bridge is self]
        return mine[-1].after if mine else None

    def full_record(self) -> tuple[Record[Any, Any], tuple[int, ...]]:
        """What a saved game keeps: the session's record with the moves Redo would bring
        back (an Undo drops them from the session), and the plies at which the undo
        steps of that line end (increasing, within ``1..len(moves)``)."""
        current = self.session.line.record
        line, last = current.moves, self.stack.count()
        for index in range(self.stack.index(), self.stack.count()):
            after = self._after(index)
            if after is None or after.start != current.start or not _agree(after.moves, line):
                last = index
                break
            line = max(line, after.moves, key=len)
        ends: list[int] = []
        for index in range(last):
            after = self._after(index)
            if after is None or after.start != current.start or not _agree(after.moves, line):
                ends = []
            else:
                ends = [end for end in ends if end < after.ply] + ([after.ply] if after.ply > 0 else [])
        return Record(current.start, line, current.ply), tuple(ends)

    def default_steps(self, record: Record[Any, Any]) -> tuple[int, ...]:
        """Undo steps as playing makes them: each ends where a human is to move (a human
        move with the computer's reply is one step), or after every move without humans."""
        game, seats = self.session.game, self.session.seats
        humans = any(seat is None for seat in seats)
        ends, state = [], record.start
        for ply, move in enumerate(record.moves, start=1):
            state = game.apply(state, move)
            seat = game.to_move(state)
            if not humans or seat is None or seats[seat] is None:
                ends.append(ply)
        return tuple(ends)

    def open_record(self, record: Record[Any, Any], steps: Sequence[int] = ()) -> None:
        """Show ``record`` (an opened game) with a fresh undo history: one step for each
        stretch between the plies in ``steps`` (default: :meth:`default_steps`), undone
        down to the ply shown and redoable up to its last move.

        Raises:
            IllegalMoveError: when a move of the record is not legal (nothing changes).
        """
        bounds = sorted({0, record.ply, len(record.moves), *(steps or self.default_steps(record))})
        self.put_back(record)
        self.stack.clear()
        self._last = self.session.line.record
        start, moves = record.start, record.moves
        for a, b in zip(bounds, bounds[1:], strict=False):
            seat = self.session.game.to_move(self.session.line.state_at(a))
            text = self.describe(ev.MovePlayed(moves[a], a + 1, seat or 0, False), self.session)
            self.stack.push(RecordCommand(self, text, Record(start, moves, a), Record(start, moves, b), False))
        self.stack.setIndex(bounds.index(record.ply))
        self._last = self.session.line.record

    def detach(self) -> None:
        """Stop listening to the session."""
        self._unsubscribe()
