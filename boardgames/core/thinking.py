"""A session's players at work (Qt-free): one decision awaited at a time, the plan of a
found solution, and an anytime search that goes on behind the playback of its best plan.

The thinking half of a :class:`~boardgames.core.session.GameSession`. A decision is asked
through a :class:`~boardgames.core.runner.Runner` (a worker thread in the GUI, a plain call
elsewhere) and dropped when the position changes before it arrives. A puzzle's solution is
kept as the *plan* and played back move by move. An anytime search (one that reports the
best solution so far in :attr:`~boardgames.core.events.SearchProgress.plan`) leaves that
solution as the plan when it is cancelled (:meth:`Thinking.cancel`: stop, and offer to play
the best found), and can go on *behind* its playback (:meth:`Thinking.continue_behind`):
the plan becomes the best so far and is played while the search keeps looking from the
position it was asked about; its reports and its answer then come with the purpose
:data:`~boardgames.core.events.CONTINUED` (the plan being played is kept: the board is
already part of the way along it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from boardgames.core import events as ev
from boardgames.core.game import Game
from boardgames.core.players import Budget, Decision, Player, Refusal
from boardgames.core.runner import Handle, Runner

Emit = Callable[[ev.Event], None]


class _Pending:
    """Stands for a job whose runner has not returned its handle yet."""

    def cancel(self) -> None:
        return None


_PENDING = _Pending()


class Thinking:
    """The decisions, plan and anytime search of one session.

    Args:
        emit: announces an event to the session's listeners.
        runner: runs the players' thinking.
        decided: called with ``(purpose, decision)`` when a decision arrives in time (the
            session plays a move, keeps a solution).
    """

    def __init__(self, emit: Emit, runner: Runner, decided: Callable[[str, Decision], None]):
        self.emit, self.runner, self.decided = emit, runner, decided
        self.move_delay = 0.0
        self._job: Handle | None = None
        self._purpose = ""
        self._token = 0
        self._best: tuple[Any, ...] = ()
        self._behind: Handle | None = None
        self._behind_token = -1
        self._plan: list[Any] = []

    # -- reading ------------------------------------------------------------------------
    def is_thinking(self) -> bool:
        """True while a player's decision is awaited (not counting a search behind the
        playback)."""
        return self._job is not None

    @property
    def purpose(self) -> str:
        """What the awaited decision is for (``""`` when none is)."""
        return self._purpose if self._job is not None else ""

    @property
    def best_so_far(self) -> tuple[Any, ...]:
        """The best solution the running anytime search has reported (empty: none)."""
        return self._best if self._job is not None or self._behind is not None else ()

    def is_continuing(self) -> bool:
        """True while an anytime search goes on behind the playback of its best plan."""
        return self._behind is not None

    @property
    def plan(self) -> tuple[Any, ...]:
        """Moves of a found solution still to be played back (empty when none is kept)."""
        return tuple(self._plan)

    # -- asking -------------------------------------------------------------------------
    def start(self, player: Player, purpose: str, game: Game[Any, Any], state: Any,
              seat: int | None, budget_seconds: float | None = None) -> None:
        """Ask ``player`` about ``state`` for ``purpose``; thinking already running is
        dropped. Events: ``ThinkingStarted``, ``SearchProgress`` now and then, then
        ``DecisionReady`` or ``ThinkingStopped``."""
        self.drop()
        self._token += 1
        token = self._token
        self._purpose, self._best = purpose, ()
        self._job = _PENDING  # (thinking already, for whoever hears ThinkingStarted)
        self.emit(ev.ThinkingStarted(player.name, purpose, seat))
        if self._token != token:  # a listener dropped it
            return

        def job(report: Callable[[Any], None], cancelled: Callable[[], bool]) -> Decision:
            return player.choose(game, state, Budget(budget_seconds, cancelled, report))

        delay = self.move_delay if purpose == ev.MOVE else 0.0
        handle = self.runner.start(
            job, lambda d: self._decided(token, d), lambda exc: self._failed(token, exc),
            lambda: self._stopped(token, ev.CANCELLED, ""),
            lambda progress: self._progress(token, progress), min_seconds=delay)
        if self._token == token and self._job is _PENDING:
            self._job = handle

    def drop(self) -> bool:
        """Forget the awaited decision without a word (the position changed); True when
        one was awaited."""
        job, self._job = self._job, None
        self._token += 1
        if job is not None and job is not _PENDING:
            job.cancel()
        return job is not None

    def cancel(self) -> str:
        """The user stops the thinking: ``ThinkingStopped(CANCELLED)``; a solution found
        so far stays as the plan (to play it or not). Returns the purpose stopped ("")."""
        purpose, best = self.purpose, self.best_so_far
        if self.drop() and purpose:
            if best and purpose == ev.SOLVE:  # (kept before the word, which tells of it)
                self.keep_plan(best)
            self.emit(ev.ThinkingStopped(ev.CANCELLED, purpose))
        if self._behind is not None:
            self.stop_continuing()
        return purpose

    # -- a search behind the playback ---------------------------------------------------------
    def continue_behind(self) -> bool:
        """Keep the running anytime Solve going behind the playback of its best plan so
        far, which becomes the plan; False when there is none."""
        if self.purpose != ev.SOLVE or not self._best or self._job is _PENDING:
            return False
        self._behind, self._behind_token = self._job, self._token
        self._job = None
        self._token += 1
        self.keep_plan(self._best)
        return True

    def stop_continuing(self) -> None:
        """Stop the search behind the playback (a new position makes it pointless)."""
        behind, self._behind = self._behind, None
        self._behind_token = -1
        if behind is not None:
            behind.cancel()
            self.emit(ev.ThinkingStopped(ev.CANCELLED, ev.CONTINUED))

    # -- the runner's callbacks --------------------------------------------------------------
    def _progress(self, token: int, progress: Any) -> None:
        if not isinstance(progress, ev.SearchProgress):
            return
        if progress.plan and token in (self._token, self._behind_token):
            self._best = tuple(progress.plan)
        if token == self._token:
            self.emit(progress)
        elif token == self._behind_token:
            self.emit(replace(progress, purpose=ev.CONTINUED))

    def _failed(self, token: int, exc: BaseException) -> None:
        code, values = (exc.code, exc.values) if isinstance(exc, Refusal) else ("", ())
        self._stopped(token, ev.FAILED, f"{type(exc).__name__}: {exc}", code, values)

    def _stopped(self, token: int, reason: str, error: str, code: str = "",
                 values: tuple[Any, ...] = ()) -> None:
        if token == self._behind_token:
            self._behind, self._behind_token = None, -1
            self.emit(ev.ThinkingStopped(reason, ev.CONTINUED, error, code, values))
        elif token == self._token:
            purpose, self._job = self._purpose, None
            self.emit(ev.ThinkingStopped(reason, purpose, error, code, values))

    def _decided(self, token: int, decision: Decision) -> None:
        if token == self._behind_token:
            self._behind, self._behind_token = None, -1
            self.emit(ev.DecisionReady(decision, ev.CONTINUED, None))
        elif token == self._token:
            self._job = None
            self.decided(self._purpose, decision)

    # -- the plan -----------------------------------------------------------------------------
    def keep_plan(self, moves: Sequence[Any]) -> None:
        """Keep ``moves`` as the solution to play back from the position shown."""
        self._plan = list(moves)
        self.emit(ev.PlanChanged(len(self._plan)))

    def follow(self, move: Any) -> None:
        """``move`` was played: the plan loses its first move if it is that one, else it
        is dropped."""
        if not self._plan:
            return
        if self._plan[0] == move:
            self._plan.pop(0)
        else:
            self._plan.clear()
        self.emit(ev.PlanChanged(len(self._plan)))

    def drop_plan(self) -> None:
        """Forget the plan (the position changed otherwise)."""
        if self._plan:
            self._plan.clear()
            self.emit(ev.PlanChanged(0))
