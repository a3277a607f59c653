"""Playing the best-so-far solution while the anytime search goes on (Qt).

The session cancels its thinking whenever a move is played (its answer would be stale), so
"Play best so far" first *detaches* the running search from the session: the view's
:class:`DetachableRunner` stops passing the session's cancel to that job, the session is
told to stop thinking, and the solver's best solution so far becomes the session's kept
plan, played back move by move. The detached search keeps running in its worker thread;
the view follows it directly (its progress and its final answer) until it ends, is
cancelled (Cancel / Esc: it stops at once), or a new position makes it pointless.

If a shorter solution turns up while the board plays, the board keeps playing the one it
started (it is already part of the way along it) and the panel says so, with the length
of the shorter one; Solve again from the position reached uses the search afresh.

Its strings are translated in the ``FifteenView`` context, like the view's own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames.app.game_view import ViewContext
from boardgames.app.tasks import BackgroundTask, QtRunner
from boardgames.core import events as ev
from boardgames.games.fifteen.ui import texts
from boardgames.games.fifteen.ui.playback import PlaybackView


class _Handle:
    """The session's handle of a job: ``cancel()`` reaches the task unless detached."""

    def __init__(self, task: BackgroundTask):
        self.task = task
        self.detached = False

    def cancel(self) -> None:
        if not self.detached:
            self.task.cancel()


class DetachableRunner(QtRunner):
    """A :class:`~boardgames.app.tasks.QtRunner` whose latest job can be detached from
    the session that started it (:meth:`detach_latest`). :meth:`shutdown` still cancels
    every job, detached or not."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self._latest: _Handle | None = None

    def start(self, job: Callable[..., Any], on_done: Callable[[Any], None],
              on_error: Callable[[BaseException], None], on_cancelled: Callable[[], None],
              on_progress: Callable[[Any], None], min_seconds: float = 0.0) -> Any:
        """As :meth:`QtRunner.start`; the handle returned ignores ``cancel()`` once
        detached."""
        task = super().start(job, on_done, on_error, on_cancelled, on_progress, min_seconds)
        self._latest = _Handle(task)
        return self._latest

    def detach_latest(self) -> BackgroundTask | None:
        """Detach the latest job, if it still runs; returns its task (its signals carry
        the job's progress and answer; ``cancel()`` on it still stops it)."""
        handle = self._latest
        if handle is None or not handle.task.is_running():
            return None
        handle.detached = True
        return handle.task


class ContinuingView(PlaybackView):
    """Base of :class:`~.solving.SolvingView`: the "Play best so far" action. Subclasses
    provide ``runner`` (a :class:`DetachableRunner`), ``_solver``, ``_on_progress``,
    ``_heartbeat`` and ``sync_busy``, besides what :class:`PlaybackView` needs."""

    runner: Any
    _solver: Any
    _heartbeat: Any

    def __init__(self, context: ViewContext):
        super().__init__(context)
        self._continuing: BackgroundTask | None = None
        self._played_length = 0

    def is_continuing(self) -> bool:
        """True while a detached search goes on behind the playback."""
        return self._continuing is not None

    def can_play_best(self) -> bool:
        """True when an anytime Solve runs and has a solution to play."""
        solver = self._solver
        return (self.session.thinking.is_thinking() and self.session.thinking.purpose == ev.SOLVE
                and solver is not None and bool(solver.best_so_far())
                and not self.is_continuing())

    def play_best_so_far(self) -> bool:
        """Play the best solution found so far while the search goes on; False (nothing
        done) when there is none or no anytime Solve runs."""
        if not self.can_play_best():
            return False
        moves = self._solver.best_so_far()
        task = self.runner.detach_latest()
        if task is None:
            return False
        self._continuing, self._played_length = task, len(moves)
        task.progress.connect(self._continued_progress)
        task.finished.connect(self._continued_answer)
        task.cancelled.connect(self._continued_end)
        task.failed.connect(lambda _message: self._continued_end())
        self.session.cancel()  # the session stops waiting; the search itself goes on
        self.session.thinking.keep_plan(moves)
        self.start_playback()
        self._heartbeat.start()
        self.panel_widget.result_label.setText(texts.playing_best(len(moves)))
        self.status_message.emit(self.panel_widget.result_label.text())
        self.sync_busy()
        return True

    def stop_continuing(self) -> None:
        """Stop a detached search (a new position makes its answer pointless)."""
        task = self._continuing
        if task is not None:
            task.cancel()
            self._continued_end()

    def _continued_progress(self, progress: Any) -> None:
        if self._continuing is None or not isinstance(progress, ev.SearchProgress):
            return
        self._on_progress(progress)
        best = progress.best_so_far
        if best is not None and best < self._played_length:
            self.panel_widget.result_label.setText(
                texts.shorter_found(best, self._played_length))

    def _continued_answer(self, decision: Any) -> None:
        if self._continuing is None:
            return
        found = getattr(decision.analysis, "detail", None)
        bound = int(getattr(found, "lower_bound", 0))
        text = texts.continued_result(len(decision.plan), self._played_length, bound,
                                      decision.optimal)
        self._continued_end()
        self.panel_widget.result_label.setText(text)
        self.status_message.emit(text)

    def _continued_end(self) -> None:
        if self._continuing is None:
            return
        self._continuing = None
        self._heartbeat.stop()
        self.sync_busy()
