"""A game being played, for every game (Qt-free): its line, its seats and its flow.

A :class:`GameSession` joins a game's :class:`~boardgames.core.line.Line` (the start, the
moves played, the ply shown: undo, redo and "jump to ply 7" move through it, like a
time-travel debugger), who plays each seat (``None`` = a human, or a
:class:`~boardgames.core.players.Player`) and its players'
:class:`~boardgames.core.thinking.Thinking` (a decision awaited, a solution's plan, an
anytime search going on behind the playback). Humans and computers enter moves through the
same :meth:`GameSession.play`; the session decides when a computer must move. Everything
that happens is announced as an event of :mod:`boardgames.core.events` to the listeners:
the GUI's widgets, the command line, the tests and the lessons.

Long thinking goes through a :class:`~boardgames.core.runner.Runner`: the GUI passes one
built on Qt's thread pool, everything else the synchronous runner. A decision that
arrives after the position changed (undo, a new game) is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from boardgames.core import events as ev
from boardgames.core.game import Game, IllegalMoveError, Outcome
from boardgames.core.line import Line, Record
from boardgames.core.players import Decision, Player
from boardgames.core.runner import Runner, SyncRunner
from boardgames.core.thinking import Thinking

S = TypeVar("S")
M = TypeVar("M")

Listener = Callable[[ev.Event], None]

__all__ = ["GameSession", "Listener", "Record"]


class GameSession(Generic[S, M]):
    """One game being played: its line, its seats and its flow.

    Args:
        game: the rules.
        seats: one entry per player: ``None`` for a human, or a computer player. Default:
            humans everywhere.
        start: the start state (default ``game.initial_state()``).
        runner: runs the players' thinking (default: :class:`SyncRunner`).
        move_delay: seconds a computer's move takes at least to appear (a pause so a class
            sees who moved; runners without a clock ignore it).

    Attributes:
        line: the start, the moves and the ply shown (:class:`~boardgames.core.line.Line`).
        thinking: the players at work and the plan (:class:`~boardgames.core.thinking.Thinking`).
        paused: computers do not move on their own (a demonstration's Pause).

    Raises:
        ValueError: when ``seats`` does not have ``game.num_players`` entries.
    """

    def __init__(self, game: Game[S, M], seats: Sequence[Player | None] | None = None, *,
                 start: S | None = None, runner: Runner | None = None, move_delay: float = 0.0):
        self.game = game
        self._seats = _checked_seats(game, seats if seats is not None else [None] * game.num_players)
        self._listeners: list[Listener] = []
        self.line: Line[S, M] = Line(game, start if start is not None else game.initial_state())
        self.thinking = Thinking(self._emit, runner if runner is not None else SyncRunner(),
                                 self._decided)
        self.thinking.move_delay = move_delay
        self.paused = False
        self._stepping = False
        self._advancing = False

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
        return self.line.state

    @property
    def ply(self) -> int:
        """Moves played up to the position shown."""
        return self.line.ply

    @property
    def seats(self) -> tuple[Player | None, ...]:
        """Who plays each seat: ``None`` for a human."""
        return tuple(self._seats)

    def outcome(self) -> Outcome | None:
        """The outcome of the position shown, ``None`` while the game goes on."""
        return self.game.outcome(self.state)

    def is_over(self) -> bool:
        """True when the position shown is terminal."""
        return self.game.is_terminal(self.state)

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

    # -- playing ------------------------------------------------------------------------
    def play(self, move: M, *, by_computer: bool = False) -> None:
        """Play ``move`` at the ply shown; later moves of the line are dropped.

        Thinking in progress is dropped (its answer would be stale); a search going on
        behind the playback of its plan is not. A move that follows the kept plan keeps
        the rest of it; any other move drops it. A puzzle set up solved may be played on
        from its start (the rules end the game at the goal, not the record).

        Raises:
            IllegalMoveError: when the game is over or ``move`` is not legal (the line is
                unchanged).
        """
        seat = self.game.to_move(self.state)
        if seat is None and self.game.num_players == 1 and self.ply == 0:
            seat = 0  # play on from a solved start
        if seat is None:
            raise IllegalMoveError("the game is over")
        new_state = self.game.apply(self.state, move)
        self.thinking.drop()
        self.line.push(move, new_state)
        self.thinking.follow(move)
        self._emit(ev.MovePlayed(move, self.ply, seat, by_computer))
        self._announce_end()
        self.advance()

    def _announce_end(self) -> None:
        outcome = self.outcome()
        if outcome is not None:
            self._emit(ev.GameEnded(outcome))

    def set_seats(self, seats: Sequence[Player | None]) -> None:
        """Replace every seat at once; a computer now to move starts.

        Raises:
            ValueError: when ``seats`` does not have one entry per seat of the game.
        """
        self._seats = _checked_seats(self.game, seats)
        if self.thinking.purpose == ev.MOVE:
            self.thinking.drop()
        self.advance()

    # -- moving through the line ---------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last move; with a human seat, back to that human's last turn
        (so a computer's reply goes too). Returns False when there is nothing to undo."""
        if not self.line.can_undo():
            return False
        target = self.ply - 1
        while target > 0 and None in self._seats and not self._human_at(target):
            target -= 1
        self._go_to(target, ev.UNDO)
        return True

    def redo(self) -> bool:
        """Replay the next kept move (and the computer replies up to a human's turn).
        Returns False when there is nothing to redo."""
        if not self.line.can_redo():
            return False
        target, last = self.ply + 1, len(self.line.moves)
        while target < last and None in self._seats and not self._human_at(target):
            target += 1
        self._go_to(target, ev.REDO)
        return True

    def jump(self, ply: int) -> None:
        """Show the position after ``ply`` moves of the line; nothing is forgotten.

        Raises:
            IndexError: when ``ply`` is outside ``0..len(moves)``.
        """
        self.line.state_at(ply)
        self._go_to(ply, ev.JUMP)

    def _human_at(self, ply: int) -> bool:
        seat = self.game.to_move(self.line.state_at(ply))
        return seat is not None and self._seats[seat] is None

    def _go_to(self, ply: int, cause: str) -> None:
        self._leave_position()
        self.line.go_to(ply)
        self._emit(ev.PositionChanged(cause, ply))
        self._announce_end()
        self.advance()

    def _leave_position(self) -> None:
        """The position changes otherwise than by a move: thinking, plan and a search
        behind the playback all stop."""
        self.thinking.drop()
        self.thinking.drop_plan()
        if self.thinking.is_continuing():
            self.thinking.stop_continuing()

    def new_game(self, start: S | None = None) -> None:
        """Start again from ``start`` (default: the game's initial state)."""
        self.restore(Record(start if start is not None else self.game.initial_state(), (), 0),
                     ev.NEW_GAME)

    def restore(self, record: Record[S, M], cause: str = ev.RESTORE) -> None:
        """Put the session back to ``record`` (from ``line.record``: undo, a saved game).

        Raises:
            IllegalMoveError: when a move of the record is not legal (nothing changes).
            IndexError: when the record's ply is outside its moves.
        """
        Line(self.game, record.start).reset(record)  # raises before anything changes
        self._leave_position()
        self.line.reset(record)
        self._emit(ev.PositionChanged(cause, self.ply))
        self._announce_end()
        self.advance()

    # -- computers ------------------------------------------------------------------------
    def advance(self) -> None:
        """If a computer is to move (and the session is not paused), let it think.

        Called after every change; a view never decides whose turn it is. Computers move
        only at the end of the line: after an undo or a jump back, the kept moves stay
        until a human plays, or :meth:`step` or :meth:`resume` continues from there. With
        the synchronous runner, computer moves follow one another in a loop, not by
        recursion.
        """
        if self._advancing:
            return
        self._advancing = True
        try:
            while not self.thinking.is_thinking() and (
                    self._stepping or not (self.paused or self.line.can_redo())):
                player = self.player_to_move()
                if player is None:
                    break
                self._stepping = False
                ply = self.ply
                self.request(player, ev.MOVE)
                if self.ply == ply:  # the answer will come later (or never)
                    break
        finally:
            self._advancing = False

    def pause(self) -> None:
        """Stop computers from moving on their own (a demonstration's Pause)."""
        self.paused = True
        if self.thinking.purpose == ev.MOVE:
            self.thinking.drop()

    def resume(self) -> None:
        """Let computers move on their own again (Play), from the position shown."""
        self.paused = False
        if self.line.can_redo() and not self.thinking.is_thinking() and self.player_to_move():
            self._stepping = True  # continue from here: the kept moves give way
        self.advance()
        self._stepping = False

    def step(self) -> None:
        """Let the computer to move make exactly one move, then stay paused."""
        self.paused = True
        if not self.thinking.is_thinking() and self.player_to_move() is not None:
            self._stepping = True
            self.advance()
            self._stepping = False

    def request(self, player: Player, purpose: str, budget_seconds: float | None = None) -> None:
        """Ask ``player`` about the position shown, for ``purpose`` (:data:`~.events.MOVE`,
        ``HINT``, ``SOLVE`` or ``ANALYSIS``); see :meth:`.Thinking.start`. A move is played
        when it arrives; a Solve's plan is kept (``SolutionReady``)."""
        self.thinking.start(player, purpose, self.game, self.state, self.seat_to_move(),
                            budget_seconds)

    def cancel(self) -> None:
        """Stop the thinking in progress (see :meth:`.Thinking.cancel`); a computer's
        move stopped so pauses the session (else it would start again at once)."""
        if self.thinking.cancel() == ev.MOVE:
            self.paused = True

    def _decided(self, purpose: str, decision: Decision) -> None:
        self._emit(ev.DecisionReady(decision, purpose, self.seat_to_move()))
        if purpose == ev.MOVE:
            self.play(decision.move, by_computer=True)
        elif decision.plan and purpose == ev.SOLVE:
            self.thinking.keep_plan(decision.plan)
            self._emit(ev.SolutionReady(tuple(decision.plan), decision.optimal))

    def step_plan(self) -> bool:
        """Play the next move of the kept plan. Returns False when none is left."""
        plan = self.thinking.plan
        if not plan or (self.is_over() and self.ply > 0):
            return False
        self.play(plan[0], by_computer=True)
        return True


def _checked_seats(game: Game[Any, Any], seats: Sequence[Player | None]) -> list[Player | None]:
    if len(seats) != game.num_players:
        raise ValueError(f"this game has {game.num_players} seats, got {len(seats)}")
    return list(seats)
