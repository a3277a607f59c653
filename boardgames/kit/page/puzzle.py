"""The puzzle box of the game page, for one-player games (Qt): the moves and the time,
Solve, Hint, Cancel and "Play best so far", the result of a search, the progress of a
table's preparation, "show the search on the board", and the playback of a found solution
(Play/Pause, Step, speed).

The solver is the page's (:meth:`GamePage.solver`: a plug-in panel's choice, else the
plug-in's first player). Everything goes through the session: ``session.request`` asks,
the session keeps the plan, ``session.step_plan`` plays it, ``thinking.continue_behind``
plays the best plan so far while an anytime search goes on.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from boardgames.core import events as ev
from boardgames.kit.clock import GameClock
from boardgames.kit.fitting import scroll_into_view
from boardgames.kit.i18n import arg, clock
from boardgames.kit.page.hooks import AnytimePanel, RefusingPanel, ResultWordingPanel, SolverPanel
from boardgames.kit.page.progress import QuietLabel
from boardgames.kit.painter import Look

#: Lines of room kept under the Solve button for the search's progress and its result.
REPORT_LINES = 3


class ReportRoom(QWidget):
    """The room under Solve for the search's progress line, the tables' build and the
    result: :data:`REPORT_LINES` lines of ``measured``'s font (the result's) kept from the
    start, so that a Solve moves nothing below it; it follows the font (a zoom)."""

    def __init__(self, measured: QWidget):
        super().__init__()
        self.measured = measured
        self.reserve()

    def reserve(self) -> None:
        """Keep :data:`REPORT_LINES` lines of the measured widget's font."""
        self.setMinimumHeight(REPORT_LINES * self.measured.fontMetrics().lineSpacing())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """The font or style changed (a zoom): the room follows."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.reserve()


class PuzzleBox(QGroupBox):
    """The puzzle's figures, its solver's controls and the playback.

    Signals:
        changed(): the plan or the search changed (the page redraws).
    """

    changed = Signal()

    def __init__(self, page: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self._first_report = False  # the running search has not reported yet
        self.playing = 0  # moves of the best solution so far that Play best so far started
        self.computer_plies: dict[int, bool] = {}  # ply -> played by the computer (a solution)
        self.setTitle(self.tr("Solve"))
        self.clock = GameClock(self)
        self.timer = QTimer(self)  # the playback
        self.timer.timeout.connect(self.step)
        self._make_widgets()
        self._lay_out()
        self.clock.ticked.connect(self.show_figures)
        self._speed_changed()
        for keys, slot in (("Ctrl+L", self.solve), ("Ctrl+H", self.hint), ("Escape", self.cancel),
                           ("Space", self.toggle_play)):
            QShortcut(QKeySequence(keys), page.board).activated.connect(slot)

    def _make_widgets(self) -> None:
        self.figures = QLabel()
        self.figures.setObjectName("puzzleFigures")
        self.figures.setProperty("role", "big")
        self.figures.setWordWrap(True)  # "Moves: 12 + 31 by the computer" in a narrow panel
        self.figures.installEventFilter(self)  # it grows when it wraps: the result under it stays in view
        self.solve_button = QPushButton(self.tr("Solve"))
        self.solve_button.setProperty("role", "primary")
        self.hint_button = QPushButton(self.tr("Hint"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.play_best_button = QPushButton(self.tr("Play best so far"))
        self.play_best_button.setToolTip(self.tr("Play the best solution found yet; the search goes on"))
        self.result = QuietLabel()
        self.result.setObjectName("solverResult")  # one handle for a screen reader and a test
        self.result.setAccessibleName(self.tr("Solver result"))
        self.build_bar = QProgressBar()
        self.build_bar.setRange(0, 100)
        self.build_bar.hide()
        self.show_search = QCheckBox(self.tr("Show the search on the board"))
        self.play_button = QPushButton(self.tr("Play"))
        self.step_button = QPushButton(self.tr("Step"))
        self.speed = QSlider(Qt.Horizontal)
        self.speed.setRange(1, 20)
        self.speed.setValue(4)
        self.speed.setAccessibleName(self.tr("Playback speed (moves per second)"))
        self.speed_value = QLabel()
        for button, slot in ((self.solve_button, self.solve), (self.hint_button, self.hint),
                             (self.cancel_button, self.cancel), (self.play_best_button, self.play_best),
                             (self.play_button, self.toggle_play), (self.step_button, self.step)):
            button.clicked.connect(slot)
        self.speed.valueChanged.connect(self._speed_changed)

    def _lay_out(self) -> None:
        """The actions first (Solve, Hint, Cancel), under them the search's report, the
        playback and the figures; the solver's choices (a panel's) at the bottom. The
        report's room is kept from the start (:data:`REPORT_LINES` lines): a Solve that
        starts, reports and ends moves nothing under it."""
        layout = self.column = QVBoxLayout(self)
        row = QHBoxLayout()
        for button in (self.solve_button, self.hint_button, self.cancel_button):
            row.addWidget(button)
        layout.addLayout(row)
        self.report = ReportRoom(self.result)  # the progress line, the tables' build, the result
        report = self.report_layout = QVBoxLayout(self.report)
        report.setContentsMargins(0, 0, 0, 0)
        report.addWidget(self.build_bar)
        report.addWidget(self.result)
        report.addStretch(1)
        layout.addWidget(self.report)
        layout.addWidget(self.play_best_button)
        playback = QHBoxLayout()
        for widget in (self.play_button, self.step_button):
            playback.addWidget(widget)
        layout.addLayout(playback)
        speed = QHBoxLayout()  # its own row: beside the buttons, longer words crushed it
        self.speed.setMinimumWidth(120)
        speed.addWidget(self.speed, 1)
        speed.addWidget(self.speed_value)
        layout.addLayout(speed)
        layout.addWidget(self.figures)
        layout.addWidget(self.show_search)

    def add_parts(self, below: list[QWidget], progress: QWidget) -> None:
        """Put ``below`` (a panel that chooses the solver) under everything and the
        search's ``progress`` line at the top of the report's room."""
        for widget in below:
            self.column.addWidget(widget)
        self.report_layout.insertWidget(0, progress)

    # -- asking ---------------------------------------------------------------------------
    def solve(self) -> None:
        """Search for a solution of the position shown (in the background)."""
        self._ask(ev.SOLVE)

    def hint(self) -> None:
        """The next move of a solution: the kept plan's, else a short search's."""
        plan = self.page.session.thinking.plan
        if plan:
            self.show_hint(plan[0])
            return
        self._ask(ev.HINT)

    def _ask(self, purpose: str) -> None:
        session = self.page.session
        if session.thinking.is_thinking() or session.thinking.is_continuing():
            return
        refusal = self.refusal()
        if refusal:
            self.result.setText(refusal)
            return
        player = self.solver(purpose)
        if player is None:
            return
        self.stop_playback()
        session.request(player, purpose)

    # -- what the plug-in's panels answer (their hooks: :mod:`.hooks`) ---------------------
    def solver(self, purpose: str) -> Any:
        """The player that solves (or hints): a panel's choice, else the first offered."""
        page = self.page
        for panel in page.extra:
            if isinstance(panel, SolverPanel):
                return panel.solver(purpose)
        return page.choices[0].make(page.game) if page.choices else None

    def refusal(self) -> str:
        """A panel's reason not to search this position at all (solved, unsolvable), or ""."""
        state = self.page.session.state
        for panel in self.page.extra:
            refused = panel.refuse(state) if isinstance(panel, RefusingPanel) else ""
            if refused:
                return str(refused)
        return self.page.texts.solved() if self.page.session.is_over() else ""

    def anytime(self) -> bool:
        """True when Solve on the position shown runs an anytime search (a panel says so):
        its best solution so far can be played while it goes on."""
        return any(isinstance(panel, AnytimePanel) and panel.anytime() for panel in self.page.extra)

    def show_hint(self, move: Any) -> None:
        """Point out ``move`` on the board and say it."""
        page = self.page
        page.hint = move
        page.refresh()
        self.result.setText(page.texts.hint(page.board.painter.move_words(page.session.state, move)))

    def result_text(self, event: ev.Event) -> str:
        """The box's line after a search ended (a panel may word it)."""
        page = self.page
        for panel in page.extra:
            text = panel.result_text(event) if isinstance(panel, ResultWordingPanel) else ""
            if text:
                return str(text)
        if isinstance(event, ev.DecisionReady) and event.purpose == ev.SOLVE:
            analysis = event.decision.analysis
            return page.texts.solution(len(event.decision.plan), event.decision.optimal,
                                       analysis.seconds if analysis else 0.0, analysis.nodes if analysis else 0)
        if isinstance(event, ev.DecisionReady) and event.purpose == ev.HINT:
            self.show_hint(event.decision.move)
            if event.decision.optimal and event.decision.plan:
                page.session.thinking.keep_plan(event.decision.plan)
            return self.result.text()
        if isinstance(event, ev.ThinkingStopped):
            return page.texts.stopped(event, len(page.session.thinking.plan), page.progress.lower_bound)
        return ""

    def cancel(self) -> None:
        """Stop a search (its best solution so far stays, to play or not) or the playback."""
        session = self.page.session
        if session.thinking.is_thinking() or session.thinking.is_continuing():
            session.cancel()
        elif self.timer.isActive():
            self.stop_playback()
        self.changed.emit()

    def play_best(self) -> bool:
        """Play the best solution found so far while the search goes on."""
        if not self.page.session.thinking.continue_behind():
            return False
        self.playing = len(self.page.session.thinking.plan)
        self.result.setText(self.page.texts.playing_best(self.playing))
        self.start_playback()
        self.changed.emit()
        return True

    # -- playback -------------------------------------------------------------------------
    def start_playback(self) -> None:
        """Play the kept plan move by move at the chosen speed (the result and the Pause
        button under it are scrolled into view)."""
        if self.page.session.thinking.plan:
            self.timer.start()
            self.changed.emit()  # the page's status says the computer plays
            self._keep_in_view()

    def stop_playback(self) -> None:
        """Pause the playback (the plan is kept)."""
        if self.timer.isActive():
            self.timer.stop()
            self.changed.emit()

    def toggle_play(self) -> None:
        """Play or pause the plan (Space)."""
        if self.timer.isActive():
            self.stop_playback()
        else:
            self.start_playback()

    def step(self) -> None:
        """Play the next move of the plan (one undo step)."""
        plan = self.page.session.thinking.plan
        if plan:
            self.page.play_moves([plan[0]], plan=True)
        if not self.page.session.thinking.plan:
            self.timer.stop()
        self.refresh()

    def _speed_changed(self) -> None:
        speed = self.speed.value()
        self.speed_value.setText(arg(self.tr("%1 moves/s"), speed))
        self.timer.setInterval(int(1000 / speed))

    # -- the session's events -----------------------------------------------------------------
    def on_event(self, event: ev.Event) -> None:
        """Follow the session: the clock, search results, the build's progress."""
        if isinstance(event, ev.MovePlayed):
            self.clock.start()
            self.computer_plies[event.ply] = event.by_computer
        elif isinstance(event, ev.PositionChanged) and event.cause in (ev.NEW_GAME, ev.RESTORE):
            self.clock.reset()
            self.computer_plies.clear()
        elif isinstance(event, ev.ThinkingStarted):
            self.result.clear()
            self._first_report = True
        elif isinstance(event, ev.SearchProgress):
            self._bring_into_view()
            self.build_bar.setVisible(event.phase == "build")
            self.build_bar.setValue(round(100 * (event.fraction or 0.0)))
            if event.preview is not None and self.show_search.isChecked():
                self.page.board.show_state(event.preview, Look(searching=True))
            if event.purpose == ev.CONTINUED and event.best_so_far and event.best_so_far < self.playing:
                self.result.setText(self.page.texts.shorter_found(event.best_so_far, self.playing))
            self.refresh()  # a best solution so far can be played now
        elif isinstance(event, ev.SolutionReady):
            self.start_playback()
        elif isinstance(event, (ev.DecisionReady, ev.ThinkingStopped)):
            self.build_bar.hide()
            self.result.setText(self.result_text(event))
            self._keep_in_view()
        if isinstance(event, (ev.GameEnded, ev.MovePlayed, ev.PositionChanged)):
            self._follow_solved()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """When the figures grow (a solution's first move adds "+ n by the computer" and the
        line wraps), what is under them is scrolled back into view."""
        if (watched is self.figures and event.type() == QEvent.Type.Resize
                and isinstance(event, QResizeEvent) and event.size().height() > event.oldSize().height()
                and not self.result.isHidden()):
            self._keep_in_view()
        return super().eventFilter(watched, event)

    def _keep_in_view(self) -> None:
        """Soon (once the layouts have followed the change), scroll the side panel to show
        the lowest of what matters now: the Play/Pause button while a solution plays, else
        the result, else "Play best so far" (an anytime search; when it is hidden, the
        progress line above it shows itself)."""
        def scroll() -> None:
            lowest = (self.play_button if self.timer.isActive()
                      else self.result if not self.result.isHidden() else self.play_best_button)
            if not lowest.isHidden():
                scroll_into_view(lowest)
        QTimer.singleShot(0, self, scroll)

    def _bring_into_view(self) -> None:
        """At a search's first report (its progress line has just appeared above the
        buttons), :meth:`_keep_in_view`. Once: a user who scrolls away while the search
        runs is not pulled back."""
        if self._first_report:
            self._keep_in_view()
        self._first_report = False

    def _follow_solved(self) -> None:
        if self.page.session.is_over() and self.page.session.ply > 0:
            self.clock.freeze()
        else:
            self.clock.thaw()

    def solved_details(self) -> str:
        """The overlay's line under the solved puzzle: moves and time, or that the
        computer's solution solved it."""
        ply = self.page.session.ply
        return self.page.texts.solved_details(ply, clock(self.clock.elapsed_ms()), self._by_computer())

    def _by_computer(self) -> int:
        """How many of the moves played since the start were the computer's."""
        return sum(1 for p in range(1, self.page.session.ply + 1) if self.computer_plies.get(p))

    def show_figures(self) -> None:
        """Moves and time of the game shown; the computer's moves (a solution played)
        counted apart from the player's."""
        ply = self.page.session.ply
        by_computer = self._by_computer()
        moves = (arg(self.tr("%1 + %2 by the computer"), ply - by_computer, by_computer)
                 if by_computer else str(ply))
        # Two lines from the start: the time never wraps away from its value, and the
        # computer's share (its own line on a narrow panel) moves less under it.
        self.figures.setText(arg(self.tr("Moves: %1"), moves) + "\n"
                             + arg(self.tr("Time: %1"), clock(self.clock.elapsed_ms())))

    def refresh(self) -> None:
        """Enable the controls for the session's state."""
        session = self.page.session
        busy = session.thinking.is_thinking() or session.thinking.is_continuing()
        solved = session.is_over() and session.ply > 0
        self.solve_button.setEnabled(not busy)
        self.hint_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy or self.timer.isActive())
        self.play_best_button.setVisible(self.anytime() or session.thinking.is_continuing())
        self.play_best_button.setEnabled(bool(session.thinking.best_so_far)
                                         and not session.thinking.is_continuing())
        has_plan = bool(session.thinking.plan) and not solved
        self.play_button.setEnabled(has_plan)
        self.step_button.setEnabled(has_plan)
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        self.show_figures()

    def shutdown(self) -> None:
        """Stop the timers (the page closes)."""
        self.timer.stop()
        self.clock.stop()
