"""The game record and its flow, for every game (Qt-free).

A :class:`GameSession` keeps a game's start state and the list of moves played, the ply
the board shows (so undo, redo and "jump to ply 7" are moves through the same record, like
a time-travel debugger), who plays each seat (``None`` = a human, or a
:class:`~boardgames.core.players.Player`) and when a computer must move. Humans and
computers enter moves through the same :meth:`GameSession.play`. Everything that happens
is announced as an event of :mod:`boardgames.core.events` to the listeners: the GUI's
widgets, the command line, the tests and the lessons.

Long thinking goes through a :class:`~boardgames.core.runner.Runner`: the GUI passes one
built on Qt's thread pool, everything else the synchronous runner. A decision that
arrives after the position changed (undo, a new game) is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from boardgames.core import events as ev
from boardgames.core.game import Game, IllegalMoveError, Outcome
from boardgames.core.players import Budget, Decision, Player, Refusal
from boardgames.core.runner import Handle, Runner, SyncRunner

S = TypeVar("S")
M = TypeVar("M")

Listener = Callable[[ev.Event], None]


@dataclass(frozen=True)
class Record(Generic[S, M]):
    """A game record: the start state, every move of the line kept for redo, and the ply
    shown (``0 <= ply <= len(moves)``). Plain data: saved, restored and compared as is."""

    start: S
    moves: tuple[M, ...]
    ply: int


class GameSession(Generic[S, M]):
    """One game being played: its record, its seats and its flow.

    Args:
        game: the rules.
        seats: one entry per player: ``None`` for a human, or a computer player. Default:
            humans everywhere.
        start: the start state (default ``game.initial_state()``).
        runner: runs the players' thinking (default: :class:`SyncRunner`).
        move_delay: seconds a computer's move takes at least to appear (a pause so a class
            sees who moved; runners without a clock ignore it).

    Raises:
        ValueError: when ``seats`` does not have ``game.num_players`` entries.
    """

    def __init__(self, game: Game[S, M], seats: Sequence[Player | None] | None = None, *,
                 start: S | None = None, runner: Runner | None = None, move_delay: float = 0.0):
        self.game = game
        self._seats: list[Player | None] = self._checked_seats(seats)
        self.runner: Runner = runner if runner is not None else SyncRunner()
        self.move_delay = move_delay
        self._listeners: list[Listener] = []
        self._start: S = start if start is not None else game.initial_state()
        self._states: list[S] = [self._start]
        self._moves: list[M] = []
        self._ply = 0
        self._job: Handle | None = None
        self._job_purpose = ""
        self._token = 0
        self._plan: list[M] = []
        self.paused = False
        self._stepping = False
        self._advancing = False

    def _checked_seats(self, seats: Sequence[Player | None] | None) -> list[Player | None]:
        if seats is None:
            return [None] * self.game.num_players
        if len(seats) != self.game.num_players:
            raise ValueError(f"this game has {self.game.num_players} seats, got {len(seats)}")
        return list(seats)

    # -- listening ----------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(event)`` for every event from now on; returns the unsubscriber."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _emit(self, event: ev.Event) -> None:
        for listener in list(self._listeners):
            listener(event)

    # -- reading ------------------------------------------------------------------------
    @property
    def state(self) -> S:
        """The state at the ply shown."""
        return self._states[self._ply]

    @property
    def start(self) -> S:
        """The state the game started from."""
        return self._start

    @property
    def ply(self) -> int:
        """Moves played up to the position shown."""
        return self._ply

    @property
    def moves(self) -> tuple[M, ...]:
        """Every move of the record, including those after the ply shown (for redo)."""
        return tuple(self._moves)

    @property
    def played(self) -> tuple[M, ...]:
        """The moves that lead to the position shown."""
        return tuple(self._moves[:self._ply])

    def state_at(self, ply: int) -> S:
        """The state after ``ply`` moves of the record (``0 <= ply <= len(moves)``)."""
        return self._states[ply]

    @property
    def record(self) -> Record[S, M]:
        """The whole record as plain data (see :meth:`restore`)."""
        return Record(self._start, tuple(self._moves), self._ply)

    @property
    def seats(self) -> tuple[Player | None, ...]:
        """Who plays each seat: ``None`` for a human."""
        return tuple(self._seats)

    def is_over(self) -> bool:
        """True when the position shown is terminal."""
        return self.game.is_terminal(self.state)

    def outcome(self) -> Outcome | None:
        """The outcome of the position shown, ``None`` while the game goes on."""
        return self.game.outcome(self.state)

    def seat_to_move(self) -> int | None:
        """The seat whose turn it is (0-based), ``None`` when the game is over."""
        return self.game.to_move(self.state)

    def player_to_move(self) -> Player | None:
        """The computer player whose turn it is, ``None`` for a human or a finished game."""
        seat = self.seat_to_move()
        return None if seat is None else self._seats[seat]

    def is_human_turn(self) -> bool:
        """True when the game goes on and a human is to move (clicks are welcome)."""
        return self.seat_to_move() is not None and self.player_to_move() is None

    def is_thinking(self) -> bool:
        """True while a player's decision is awaited."""
        return self._job is not None

    @property
    def thinking_purpose(self) -> str:
        """What the running thinking is for (``""`` when none runs)."""
        return self._job_purpose if self._job is not None else ""

    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return self._ply > 0

    def can_redo(self) -> bool:
        """True when moves after the position shown are kept."""
        return self._ply < len(self._moves)

    @property
    def plan(self) -> tuple[M, ...]:
        """Moves of a found solution still to be played back (empty when none is kept)."""
        return tuple(self._plan)

    # -- playing ------------------------------------------------------------------------
    def play(self, move: M, *, by_computer: bool = False) -> None:
        """Play ``move`` at the ply shown; later moves of the record are dropped.

        Any thinking in progress is cancelled (its answer would be stale). A move that
        follows the kept solution keeps the rest of it; any other move drops it.

        Raises:
            IllegalMoveError: when the game is over or ``move`` is not legal (the record
                is unchanged).
        """
        state = self.state
        seat = self.game.to_move(state)
        if seat is None:
            raise IllegalMoveError("the game is over")
        new_state = self.game.apply(state, move)
        self._cancel_job()
        del self._moves[self._ply:]
        del self._states[self._ply + 1:]
        self._moves.append(move)
        self._states.append(new_state)
        self._ply += 1
        self._follow_plan(move)
        self._emit(ev.MovePlayed(move, self._ply, seat, by_computer))
        self._announce_end()
        self.advance()

    def _follow_plan(self, move: M) -> None:
        if not self._plan:
            return
        if self._plan[0] == move:
            self._plan.pop(0)
        else:
            self._plan.clear()
        self._emit(ev.PlanChanged(len(self._plan)))

    def _announce_end(self) -> None:
        outcome = self.outcome()
        if outcome is not None:
            self._emit(ev.GameEnded(outcome))

    def set_seat(self, seat: int, player: Player | None) -> None:
        """Put ``player`` (or a human, ``None``) on ``seat``; a computer now to move starts.

        Raises:
            IndexError: for a seat the game does not have.
        """
        self._seats[seat] = player
        if self.thinking_purpose == ev.MOVE:
            self._cancel_job()
        self.advance()

    def set_seats(self, seats: Sequence[Player | None]) -> None:
        """Replace every seat at once (see :meth:`set_seat`)."""
        self._seats = self._checked_seats(seats)
        if self.thinking_purpose == ev.MOVE:
            self._cancel_job()
        self.advance()

    # -- moving through the record ------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last move; with a human seat, back to that human's last turn
        (so a computer's reply goes too). Returns False when there is nothing to undo."""
        if not self.can_undo():
            return False
        target = self._ply - 1
        while target > 0 and self._has_human() and not self._human_at(target):
            target -= 1
        self._go_to(target, ev.UNDO)
        return True

    def redo(self) -> bool:
        """Replay the next kept move (and the computer replies up to a human's turn).
        Returns False when there is nothing to redo."""
        if not self.can_redo():
            return False
        target = self._ply + 1
        while target < len(self._moves) and self._has_human() and not self._human_at(target):
            target += 1
        self._go_to(target, ev.REDO)
        return True

    def jump(self, ply: int) -> None:
        """Show the position after ``ply`` moves of the record; nothing is forgotten.

        Raises:
            IndexError: when ``ply`` is outside ``0..len(moves)``.
        """
        if not 0 <= ply <= len(self._moves):
            raise IndexError(f"ply {ply} is outside 0..{len(self._moves)}")
        self._go_to(ply, ev.JUMP)

    def _has_human(self) -> bool:
        return any(seat is None for seat in self._seats)

    def _human_at(self, ply: int) -> bool:
        seat = self.game.to_move(self._states[ply])
        return seat is not None and self._seats[seat] is None

    def _go_to(self, ply: int, cause: str) -> None:
        self._cancel_job()
        self._ply = ply
        self._drop_plan()
        self._emit(ev.PositionChanged(cause, ply))
        self._announce_end()
        self.advance()

    def new_game(self, start: S | None = None) -> None:
        """Start again from ``start`` (default: the game's initial state)."""
        self._reset(Record(start if start is not None else self.game.initial_state(), (), 0), ev.NEW_GAME)

    def restore(self, record: Record[S, M]) -> None:
        """Put the session back to ``record`` (from :attr:`record`: undo, a saved game).

        Raises:
            IllegalMoveError: when a move of the record is not legal (nothing changes).
            IndexError: when the record's ply is outside its moves.
        """
        if not 0 <= record.ply <= len(record.moves):
            raise IndexError(f"ply {record.ply} is outside 0..{len(record.moves)}")
        self._reset(record, ev.RESTORE)

    def _reset(self, record: Record[S, M], cause: str) -> None:
        states = [record.start]
        for move in record.moves:
            states.append(self.game.apply(states[-1], move))
        self._cancel_job()
        self._start, self._states = record.start, states
        self._moves, self._ply = list(record.moves), record.ply
        self._drop_plan()
        self._emit(ev.PositionChanged(cause, self._ply))
        self._announce_end()
        self.advance()

    def _drop_plan(self) -> None:
        if self._plan:
            self._plan.clear()
            self._emit(ev.PlanChanged(0))

    # -- computers ------------------------------------------------------------------------
    def advance(self) -> None:
        """If a computer is to move (and the session is not paused), let it think.

        Called after every change; a view never decides whose turn it is. Computers move
        only at the end of the record: after an undo or a jump back, the kept moves stay
        until a human plays, or :meth:`step` or :meth:`resume` continues from there. With
        the synchronous runner, computer moves follow one another in a loop, not by
        recursion.
        """
        if self._advancing:
            return
        self._advancing = True
        try:
            while self._job is None and (self._stepping or not (self.paused or self.can_redo())):
                player = self.player_to_move()
                if player is None:
                    break
                self._stepping = False
                ply = self._ply
                self.request(player, ev.MOVE)
                if self._ply == ply:  # the answer will come later (or never)
                    break
        finally:
            self._advancing = False

    def pause(self) -> None:
        """Stop computers from moving on their own (a demonstration's Pause)."""
        self.paused = True
        if self.thinking_purpose == ev.MOVE:
            self._cancel_job()

    def resume(self) -> None:
        """Let computers move on their own again (Play), from the position shown."""
        self.paused = False
        if self.can_redo() and self._job is None and self.player_to_move() is not None:
            self._stepping = True  # continue from here: the kept moves give way
        self.advance()
        self._stepping = False

    def step(self) -> None:
        """Let the computer to move make exactly one move, then stay paused."""
        self.paused = True
        if self._job is None and self.player_to_move() is not None:
            self._stepping = True
            self.advance()
            self._stepping = False

    def request(self, player: Player, purpose: str, budget_seconds: float | None = None) -> None:
        """Ask ``player`` about the position shown, for ``purpose`` (:data:`~.events.MOVE`,
        ``HINT``, ``SOLVE`` or ``ANALYSIS``). Thinking already running is cancelled.

        Events: ``ThinkingStarted``, then ``SearchProgress`` now and then, then either
        ``DecisionReady`` (and for a move, the move is played; for a decision with a plan,
        ``SolutionReady``) or ``ThinkingStopped``.
        """
        self._cancel_job()
        self._token += 1
        token, game, state = self._token, self.game, self.state
        self._job_purpose = purpose
        self._emit(ev.ThinkingStarted(player.name, purpose, self.seat_to_move()))

        def job(report: Callable[[Any], None], cancelled: Callable[[], bool]) -> Decision:
            return player.choose(game, state, Budget(budget_seconds, cancelled, report))

        delay = self.move_delay if purpose == ev.MOVE else 0.0
        self._job = _PENDING
        handle = self.runner.start(
            job, lambda d: self._decided(token, purpose, d),
            lambda exc: self._failed(token, purpose, exc),
            lambda: self._stopped(token, purpose, ev.CANCELLED, ""),
            lambda progress: self._progress(token, progress), min_seconds=delay)
        if self._token == token and self._job is _PENDING:
            self._job = handle

    def cancel(self) -> None:
        """Stop any thinking in progress (its answer will be ignored)."""
        purpose = self.thinking_purpose
        if self._cancel_job() and purpose:
            self._emit(ev.ThinkingStopped(ev.CANCELLED, purpose))
        if purpose == ev.MOVE:
            self.paused = True  # else the computer would start again at once

    def _cancel_job(self) -> bool:
        job, self._job = self._job, None
        self._token += 1
        if job is not None and job is not _PENDING:
            job.cancel()
        return job is not None

    def _progress(self, token: int, progress: Any) -> None:
        if token == self._token and isinstance(progress, ev.SearchProgress):
            self._emit(progress)

    def _failed(self, token: int, purpose: str, exc: BaseException) -> None:
        code, values = (exc.code, exc.values) if isinstance(exc, Refusal) else ("", ())
        self._stopped(token, purpose, ev.FAILED, f"{type(exc).__name__}: {exc}", code, values)

    def _stopped(self, token: int, purpose: str, reason: str, error: str, code: str = "",
                 values: tuple[Any, ...] = ()) -> None:
        if token != self._token:
            return
        self._job = None
        self._emit(ev.ThinkingStopped(reason, purpose, error, code, values))

    def _decided(self, token: int, purpose: str, decision: Decision) -> None:
        if token != self._token:
            return  # the position changed meanwhile: the answer no longer applies
        self._job = None
        self._emit(ev.DecisionReady(decision, purpose, self.seat_to_move()))
        if purpose == ev.MOVE:
            self.play(decision.move, by_computer=True)
        elif decision.plan and purpose == ev.SOLVE:
            self._plan = list(decision.plan)
            self._emit(ev.SolutionReady(tuple(decision.plan), decision.optimal))
            self._emit(ev.PlanChanged(len(self._plan)))

    # -- playing back a solution ----------------------------------------------------------
    def keep_plan(self, moves: Sequence[M]) -> None:
        """Keep ``moves`` as the solution to play back from the position shown."""
        self._plan = list(moves)
        self._emit(ev.PlanChanged(len(self._plan)))

    def step_plan(self) -> bool:
        """Play the next move of the kept solution. Returns False when none is left."""
        if not self._plan or self.is_over():
            return False
        self.play(self._plan[0], by_computer=True)
        return True


class _Pending:
    """Stands for a job whose runner has not returned its handle yet."""

    def cancel(self) -> None:
        return None


_PENDING = _Pending()
