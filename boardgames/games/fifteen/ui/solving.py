"""The 15-puzzle view's solver side (Qt): Solve, Hint, Cancel and the playback of a found
solution, all through the game session (``session.request`` with a
:class:`~boardgames.games.fifteen.players.SolverPlayer`, ``session.step_plan``), and the
rendering of the session's thinking events (progress, results, refusals).

Its strings are translated in the ``FifteenView`` context, like the view's own."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer

from boardgames.app.game_view import ViewContext
from boardgames.app.i18n import arg
from boardgames.app.settings import read_bool
from boardgames.core import events as ev
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.players import SolverPlayer
from boardgames.games.fifteen.solvability import solvability
from boardgames.games.fifteen.ui import texts
from boardgames.games.fifteen.ui.continuing import ContinuingView
from boardgames.games.fifteen.ui.search_names import search_title
from boardgames.games.fifteen.ui.warmup import DatabaseWarmup

#: Algorithms whose answer is a shortest solution (slow on large boards).
OPTIMAL_SEARCHES = ("auto", "a*", "ida*", "bfs", "ida*-pdb")
#: Seconds of an anytime Solve (boards above 4x4) when the panel has no control for it.
DEFAULT_SECONDS = 10.0
#: Seconds the anytime solver looks for a hint on boards above 4x4.
HINT_SECONDS = 1.0


class SolvingView(ContinuingView):
    """Base of :class:`~.view.FifteenView` holding its solver controls. Subclasses provide
    ``session``, ``bridge``, ``board_widget``, ``panel_widget``, ``position``, ``rows``,
    ``cols`` and ``won``."""

    session: Any
    bridge: Any
    board_widget: Any
    panel_widget: Any
    position: B.Board
    rows: int
    cols: int
    won: bool

    def __init__(self, context: ViewContext):
        super().__init__(context)
        self._solver: SolverPlayer | None = None
        self._best_so_far = 0
        self._building = False
        self._busy = False
        self._algorithms: dict[str, Any] = {}

    def setup_solving(self) -> None:
        """Connect the solver controls and fill the algorithm lists."""
        p = self.panel_widget
        p.solve_button.clicked.connect(self.solve)
        p.hint_button.clicked.connect(self.hint)
        p.cancel_button.clicked.connect(self.cancel)
        p.play_best_button.clicked.connect(self.play_best_so_far)
        p.play_button.clicked.connect(self.toggle_play)
        p.step_button.clicked.connect(self.step_solution)
        p.speed_slider.valueChanged.connect(self._update_speed)
        p.algorithm_combo.currentIndexChanged.connect(self._algorithm_changed)
        p.compare_button.clicked.connect(self.open_compare)
        for spin in (p.rows_spin, p.cols_spin):  # the board's size is shown there too
            spin.valueChanged.connect(self._show_time_limit)
        self._fill_solver_choices()
        self._show_time_limit()
        self._last_progress: ev.SearchProgress | None = None
        self._search_clock = QElapsedTimer()
        self._heartbeat = QTimer(self)  # the seconds keep counting between reports
        self._heartbeat.setInterval(500)
        self._heartbeat.timeout.connect(self._tick_progress)

    def setup_warmup(self) -> None:
        """Make the background build of the pattern databases (:mod:`.warmup`); it runs
        only when the window asks for background work (``MainWindow(background_work=
        True)``, as ``main()`` does; never in tests or screenshots) and the setting
        ``fifteen/build_in_background`` is not false."""
        window = self.context.parent
        self.warmup = DatabaseWarmup(window, self)
        self.warmup.message = self.status_message.emit
        self._warm = bool(getattr(window, "background_work", False)) and read_bool(
            self.context.settings, "fifteen/build_in_background", True)

    def warm_up(self) -> None:
        """Queue the background build of the tables this board size uses (if enabled)."""
        if getattr(self, "_warm", False):
            self.warmup.want_for(self.rows, self.cols)

    def _show_time_limit(self) -> None:
        p = self.panel_widget
        p.show_time_limit(SolverPlayer().is_anytime(p.rows_spin.value(), p.cols_spin.value()))
        self._update_speed()

    def open_compare(self) -> Any:
        raise NotImplementedError

    def _fill_solver_choices(self) -> None:
        from boardgames.games.fifteen import search

        p = self.panel_widget
        p.algorithm_combo.clear()
        p.algorithm_combo.addItem(QCoreApplication.translate("FifteenView", "Best (optimal)"), "auto")
        p.algorithm_combo.setItemData(0, QCoreApplication.translate(
            "FifteenView", "Shortest solutions up to 4x4; on larger boards a solution at once, "
                           "then shorter ones until the time limit"), Qt.ItemDataRole.ToolTipRole)
        for name, record in search.ALGORITHMS.items():
            p.algorithm_combo.addItem(search_title(record, name), name)
        p.heuristic_combo.clear()
        p.heuristic_combo.addItem(QCoreApplication.translate("FifteenView", "Best available"), "auto")
        for name, h in search.HEURISTICS.items():
            p.heuristic_combo.addItem(search_title(h, name), name)
        self._algorithms = dict(search.ALGORITHMS)

    def _algorithm_changed(self) -> None:
        name = self.panel_widget.algorithm_combo.currentData()
        record = self._algorithms.get(name)
        # "Best" chooses its own heuristic: a choice left over from another algorithm
        # (misplaced tiles, say) must not slow it down.
        self.panel_widget.heuristic_combo.setEnabled(record is not None and record.needs_heuristic)
        self.context.settings.setValue("fifteen/algorithm", name)

    # -- asking the solver --------------------------------------------------------------
    @property
    def solution(self) -> list[str]:
        """The moves of the found solution still to play back."""
        return list(self.session.thinking.plan)

    def is_searching(self) -> bool:
        """True while a search runs in the background (also one going on behind the
        playback of its best solution so far, see :mod:`.continuing`)."""
        return bool(self.session.thinking.is_thinking()) or self.is_continuing()

    def _refused_at_once(self) -> bool:
        """Refuse a solved or unsolvable position without searching."""
        p = self.panel_widget
        if B.is_goal(self.position):
            p.result_label.setText(texts.refusal("solved", ()))
            return True
        verdict = solvability(self.position, self.rows, self.cols)
        if verdict.solvable:
            return False
        refuses = QCoreApplication.translate("FifteenView", "Solve refuses this position: %1")
        p.result_label.setText(arg(refuses, texts.explain(verdict)))
        self.status_message.emit(QCoreApplication.translate("FifteenView", "This position cannot be solved."))
        return True

    def solve(self) -> None:
        """Search for a solution of the current position in the background."""
        if self.is_searching() or self._refused_at_once():
            return
        p = self.panel_widget
        algorithm = p.algorithm_combo.currentData() or "auto"
        heuristic = p.heuristic_combo.currentData() or "auto"
        if not p.heuristic_combo.isEnabled():
            heuristic = "auto"
        solver = SolverPlayer(algorithm, heuristic, time_limit=self.solve_seconds())
        optimal = algorithm in OPTIMAL_SEARCHES and not solver.is_anytime(self.rows, self.cols)
        self._ask(solver, ev.SOLVE, optimal)

    def solve_seconds(self) -> float:
        """The anytime solver's time budget in seconds (the panel's control, if any)."""
        box = getattr(self.panel_widget, "time_limit_spin", None)
        return float(box.value()) if box is not None else DEFAULT_SECONDS

    def hint(self) -> None:
        """Find the next move of a shortest solution and outline that tile."""
        if self.is_searching() or self._refused_at_once():
            return
        if self.session.thinking.plan:
            self._show_hint(self.session.thinking.plan[0])
            return
        solver = SolverPlayer(time_limit=HINT_SECONDS)
        self._ask(solver, ev.HINT, not solver.is_anytime(self.rows, self.cols))

    def _ask(self, solver: SolverPlayer, purpose: str, optimal: bool) -> None:
        self.stop_playback()
        self._solver = solver
        if self.rows * self.cols > 16 and optimal:
            self.status_message.emit(QCoreApplication.translate("FifteenView", 
                "A shortest solution on a board this large can take a very long time. "
                "Esc cancels; the divide-and-conquer method answers at once."))
        self.session.request(solver, purpose)

    def _show_hint(self, move: str) -> None:
        tile = B.moved_tile(self.position, self.cols, move)
        self.board_widget.set_highlight([self.position.index(tile)])
        text = texts.hint(tile, move)
        self.panel_widget.result_label.setText(text)
        self.status_message.emit(text)

    def cancel(self) -> None:
        """Stop a running search (it stops within a fraction of a second) or playback."""
        if self.is_searching():
            solver = self._solver
            if (solver is not None and self._best_so_far
                    and solver.is_anytime(self.rows, self.cols)):
                self.panel_widget.progress_label.setText(texts.stopping())
                solver.finish_now()  # it answers with its best solution at once
                return
            self.panel_widget.progress_label.setText(QCoreApplication.translate("FifteenView", "Cancelling…"))
            self.session.cancel()
        elif self._player.isActive():
            self.toggle_play()

    # -- the session's thinking events ----------------------------------------------------
    def on_thinking_event(self, event: ev.Event) -> None:
        """Render a thinking event of the session (progress, an answer, a refusal)."""
        p = self.panel_widget
        if not isinstance(event, (ev.ThinkingStarted, ev.SearchProgress)):
            self._heartbeat.stop()
        if isinstance(event, ev.ThinkingStarted):
            self._best_so_far = 0
            self._building = False
            self._last_progress = None
            self._search_clock.start()
            self._heartbeat.start()
            p.result_label.clear()
            p.progress_label.setText(QCoreApplication.translate("FifteenView", "Searching…"))
        elif isinstance(event, ev.SearchProgress):
            self._on_progress(event)
        elif isinstance(event, ev.DecisionReady):
            self._on_decision(event)
        elif isinstance(event, ev.SolutionReady):
            self.start_playback()
        elif isinstance(event, ev.PlanChanged):
            if event.remaining == 0:
                self._player.stop()
            self.update_playback_buttons()
        elif isinstance(event, ev.ThinkingStopped):
            self._on_stopped(event)

    def _tick_progress(self) -> None:
        """Redraw the last anytime report with the time searched so far."""
        last = self._last_progress
        if last is not None and last.best_so_far is not None and self.is_searching():
            seconds = max(last.seconds, self._search_clock.elapsed() / 1000)
            self.panel_widget.progress_label.setText(texts.progress(replace(last, seconds=seconds)))

    def _on_progress(self, progress: ev.SearchProgress) -> None:
        p = self.panel_widget
        self._last_progress = progress
        self._best_so_far = progress.best_so_far or self._best_so_far
        p.progress_label.setText(texts.progress(progress))
        p.play_best_button.setEnabled(self.can_play_best())
        if progress.phase == "build":
            self._building = True
            p.build_bar.show()
            p.build_bar.setValue(texts.percent(progress.fraction))
            return
        if self._building:  # the build is over: the search's clock starts now
            self._building = False
            p.build_bar.hide()
            self._search_clock.start()
        if progress.preview is not None and p.show_search_check.isChecked():
            self.board_widget.set_preview(progress.preview)

    def _on_decision(self, event: ev.DecisionReady) -> None:
        decision = event.decision
        self.panel_widget.progress_label.clear()
        if event.purpose == ev.HINT:
            if decision.optimal:
                self.session.thinking.keep_plan(decision.plan)
            self._show_hint(decision.move)
            return
        analysis = decision.analysis
        found = getattr(analysis, "detail", None)
        if found is not None and hasattr(found, "improvements"):  # the anytime solver's
            summary = texts.anytime_summary(len(decision.plan), found.seconds,
                                            found.lower_bound, decision.optimal)
        else:
            summary = texts.solution_summary(
                len(decision.plan), analysis.seconds if analysis else 0.0,
                analysis.nodes if analysis else 0, decision.optimal)
        summary = texts.with_build(summary, float(getattr(found, "build_seconds", 0.0)))
        self.panel_widget.result_label.setText(summary)
        self.status_message.emit(summary)

    def _on_stopped(self, event: ev.ThinkingStopped) -> None:
        p = self.panel_widget
        if self.is_continuing():  # detached by Play best so far: the search goes on
            return
        p.progress_label.clear()
        if event.reason == ev.CANCELLED:
            p.result_label.setText(QCoreApplication.translate("FifteenView", "Search cancelled."))
            self.status_message.emit(QCoreApplication.translate("FifteenView", "Search cancelled."))
            return
        if event.code:
            p.result_label.setText(texts.refusal(event.code, event.values))
        else:
            p.result_label.setText(texts.refusal("error", (event.error,)))

    def sync_busy(self) -> None:
        """Enable the buttons for the session's state; tell the window when busy changes."""
        busy = self.is_searching()
        p = self.panel_widget
        p.cancel_button.setEnabled(busy)
        p.solve_button.setEnabled(not busy)
        p.hint_button.setEnabled(not busy)
        p.play_best_button.setEnabled(self.can_play_best())
        if busy == self._busy:
            return
        self._busy = busy
        if not busy:  # also when a move or a new position cancelled it without a word
            p.build_bar.hide()
            p.progress_label.clear()
            self.board_widget.set_preview(None)
        self.busy_changed.emit(busy)
