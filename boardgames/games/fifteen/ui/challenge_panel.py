"""The challenge panel: load a student's solver, run it on the test positions in the
background, and show the score table (valid, moves, optimal, seconds) with a total."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.games.fifteen import challenge as ch
from boardgames.kit import theme
from boardgames.kit.fitting import FlowLayout, vertical_scroll
from boardgames.kit.i18n import arg, decimal, number
from boardgames.kit.lesson_messages import message_text
from boardgames.kit.sandbox_note import SandboxNote, refused
from boardgames.kit.settings import read_float, read_str
from boardgames.kit.tasks import BackgroundTask


class ChallengePanel(QWidget):
    """Scores solvers on a list of positions.

    Signals:
        scoring_finished(object): the final :class:`~boardgames.games.fifteen.challenge.ChallengeResult`.
    """

    scoring_finished = Signal(object)

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("challengePanel")
        self.settings = settings
        self.positions: list[ch.Position] = []
        self.positions_file: Path | None = None
        self.solver: Path | None = None
        self.result: ch.ChallengeResult | None = None
        self._task: BackgroundTask | None = None
        self._make_controls()
        self._make_table()
        self._lay_out()
        self._update_buttons()

    def _make_controls(self) -> None:
        self.title = QLabel(self.tr("Solver challenge"))
        self.title.setObjectName("demoTitle")
        self.intro = QLabel(self.tr(
            "Load a Python file with a function solve(board). It gets the board as a list "
            "of rows (0 is the blank) and returns the moves, e.g. ['Down', 'Left']. "
            "Each position is run on its own, with a time limit."))
        self.intro.setWordWrap(True)
        self.load_button = QPushButton(self.tr("&Load solver…"))
        self.load_button.setProperty("role", "primary")
        self.load_button.setToolTip(self.tr("Choose a student's .py file and score it (F5)"))
        self.load_button.clicked.connect(self.choose_solver)
        self.rerun_button = QPushButton(self.tr("Run a&gain"))
        self.rerun_button.clicked.connect(self.rerun)
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.limit = QDoubleSpinBox()
        self.limit.setRange(0.5, 120.0)
        self.limit.setDecimals(1)
        self.limit.setSuffix(self.tr(" s"))
        self.limit.setValue(read_float(self.settings, "lessons/challenge_time_limit",
                                       ch.DEFAULT_TIME_LIMIT, 0.5, 120.0))
        self.limit.valueChanged.connect(
            lambda v: self.settings.setValue("lessons/challenge_time_limit", v))
        self.limit_label = QLabel(self.tr("Time &limit per position:"))
        self.limit_label.setBuddy(self.limit)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.sandbox_note = SandboxNote()

    def _make_table(self) -> None:
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("scoreTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Position"), self.tr("Result"), self.tr("Moves"), self.tr("Optimal"),
            self.tr("Seconds")])
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.setMinimumHeight(80)  # small windows: the layout must not overlap
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.ElideNone)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.Stretch)
        self.table.itemSelectionChanged.connect(self._show_details)
        self.total = QLabel()
        self.total.setObjectName("challengeTotal")
        self.total.setProperty("role", "big")
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.FixedFont))
        self.details.setPlaceholderText(self.tr(
            "Select a row to see what the solver printed (and its error, if it crashed)."))
        self.details.setMaximumHeight(90)
        self.details.setMinimumHeight(40)

    def _lay_out(self) -> None:
        row = FlowLayout()  # rows that wrap in a narrow window
        row.addWidget(self.load_button)
        row.addWidget(self.rerun_button)
        row.addWidget(self.cancel_button)
        limit_row = QHBoxLayout()
        limit_row.addWidget(self.limit_label)
        limit_row.addWidget(self.limit)
        limit_row.addStretch(1)
        inner = QWidget()  # scrolls when the panel is lower than its text (projector, presenter)
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        layout.addLayout(row)
        layout.addLayout(limit_row)
        layout.addWidget(self.status)
        layout.addWidget(self.sandbox_note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addWidget(self.details)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(vertical_scroll(inner, "challengeScroll"))

    # -- what the lesson page asks (GamePlugin.lesson_panels) ---------------------------
    def show_stage(self, stage: Any) -> None:
        """A challenge stage is shown: its positions file (None: the built-in positions)."""
        self.set_positions_file(stage.positions)

    def run(self) -> None:
        """F5 on the lesson page: choose a solver and score it."""
        self.choose_solver()

    # -- public -----------------------------------------------------------------------
    def set_positions_file(self, path: Path | None) -> None:
        """Use the positions in ``path`` (None: the built-in challenge positions). A bad
        file is reported in the panel and leaves no positions. Showing the same file again
        keeps the last scores."""
        if self.positions and path == self.positions_file and not self.is_running():
            return
        self.positions_file = path
        self.cancel()
        try:
            self.positions = ch.load_positions(path)
        except ch.ChallengeError as exc:
            self.positions = []
            self._say(arg(self.tr("The positions cannot be used: %1"),
                          message_text(exc.problem)), True)
        else:
            self._say(self.tr("%n positions are ready. Load a solver to score it.", "",
                              len(self.positions)), False)
        self._show_result(ch.ChallengeResult())
        self._update_buttons()

    def choose_solver(self) -> None:
        """Ask for a solver file (QFileDialog) and score it."""
        start = read_str(self.settings, "lessons/solver_dir") or str(Path.home())
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Load a solver"), start, self.tr("Python files (*.py);;All files (*)"))
        if name:
            self.settings.setValue("lessons/solver_dir", str(Path(name).parent))
            self.score(Path(name))

    def score(self, solver: Path) -> bool:
        """Start scoring ``solver`` in the background (the table fills as positions end).

        Returns False, with a message in the panel, when the file cannot be used (missing,
        not Python, no ``solve``) or no positions are loaded; the previous table is kept.
        """
        if self.is_running():
            return False
        if not self.positions:
            self._say(self.tr("There are no positions to run."), True)
            return False
        if refused():
            self._say(refused(), True)
            return False
        try:
            ch.check_solver_file(solver)
        except ch.ChallengeError as exc:
            self._say(arg(self.tr("This solver cannot be run: %1"), message_text(exc.problem)),
                      True)
            return False
        self.solver = Path(solver)
        positions, limit = list(self.positions), float(self.limit.value())

        def work(report, cancelled):
            return ch.score_solver(solver, positions, limit, report, cancelled)

        task = BackgroundTask(work, self, interval=0.0)
        # A task cancelled by a newer one may still report: only the current one is shown.
        task.progress.connect(lambda r, t=task: t is self._task and self._show_result(r))
        task.finished.connect(lambda r, t=task: t is self._task and self._on_finished(r))
        task.failed.connect(lambda m, t=task: t is self._task and self._on_failed(m))
        task.cancelled.connect(lambda t=task: t is self._task and self._on_cancelled())
        self._task = task
        self._show_result(ch.ChallengeResult())
        self._say(arg(self.tr("Running %1 on %n positions…", "", len(positions)),
                      self.solver.name), False)
        self._task.start()
        self._update_buttons()
        return True

    def rerun(self) -> None:
        """Score the last solver again (it may have been edited)."""
        if self.solver is not None:
            self.score(self.solver)

    def is_running(self) -> bool:
        """True while a solver is being scored."""
        return self._task is not None and self._task.is_running()

    def cancel(self) -> None:
        """Stop scoring (the running solver process is killed within a moment)."""
        if self.is_running():
            self._task.cancel()

    shutdown = cancel

    # -- results ----------------------------------------------------------------------
    def _on_finished(self, result: ch.ChallengeResult) -> None:
        self._show_result(result)
        self._say(arg(self.tr("Done: %1 of %n positions solved.", "", len(result.rows)),
                      result.valid_count), not result.all_valid)
        self._update_buttons()
        self.scoring_finished.emit(result)

    def _on_failed(self, message: str) -> None:
        self._say(arg(self.tr("Scoring stopped with an error: %1"), message), True)
        self._update_buttons()

    def _on_cancelled(self) -> None:
        self._say(self.tr("Cancelled."), False)
        self._update_buttons()

    def _verdict_text(self, row: ch.ScoreRow) -> str:
        words = {
            ch.VALID: self.tr("solved"),
            ch.CRASHED: self.tr("crashed"),
            ch.TIMED_OUT: self.tr("timed out"),
            ch.ILLEGAL_MOVE: self.tr("illegal move"),
            ch.NOT_SOLVED: self.tr("does not reach the goal"),
            ch.BAD_OUTPUT: self.tr("bad output"),
            ch.NO_SOLVE: self.tr("no solve()"),
            ch.ANSWER_TOO_LONG: self.tr("answer too long"),
            ch.CANCELLED: self.tr("cancelled"),
        }
        word = words.get(row.verdict, row.verdict)
        if row.valid or row.problem is None:
            return word
        return arg(self.tr("%1: %2"), word, message_text(row.problem))

    def _show_result(self, result: ch.ChallengeResult) -> None:
        self.result = result
        done = {row.position: row for row in result.rows}
        self.table.setRowCount(len(self.positions))
        for i, position in enumerate(self.positions):
            self._fill_row(i, position, done.get(position.id))
        self.total.setText(self._total_text(result) if result.rows else "")
        self._show_details()

    def _fill_row(self, i: int, position: ch.Position, row: ch.ScoreRow | None) -> None:
        optimal = "" if position.optimal is None else number(position.optimal)
        cells = [position.id, "", "", optimal, ""]
        if row is not None:
            cells[1] = ("✔ " if row.valid else "✘ ") + self._verdict_text(row)
            cells[2] = "" if row.moves is None else number(row.moves)
            cells[4] = "" if row.seconds is None else decimal(row.seconds, 2)
        elif self.is_running():
            cells[1] = self.tr("waiting…")
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column != 1:
                item.setTextAlignment(Qt.AlignCenter)
            if column == 1 and row is not None:
                item.setForeground(theme.current().colour("good" if row.valid else "error"))
                item.setToolTip(message_text(row.problem) if row.problem else "")
            self.table.setItem(i, column, item)

    def _total_text(self, result: ch.ChallengeResult) -> str:
        optimal = result.total_optimal
        if optimal is None:
            return arg(self.tr("Total: %1 of %2 solved, %n moves", "", result.total_moves),
                       result.valid_count, len(self.positions))
        return arg(self.tr("Total: %1 of %2 solved, %n moves (optimal %3)", "",
                           result.total_moves),
                   result.valid_count, len(self.positions), optimal)

    def _show_details(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or self.result is None:
            self.details.clear()
            return
        pid = self.table.item(rows[0].row(), 0).text()
        for row in self.result.rows:
            if row.position == pid:
                parts = [message_text(row.problem)] if row.problem is not None else []
                if row.stderr.strip():
                    parts.append(row.stderr.rstrip())
                self.details.setPlainText("\n\n".join(parts) or self.tr("(nothing printed)"))
                return
        self.details.clear()

    def _say(self, text: str, error: bool) -> None:
        self.status.setText(text)
        self.status.setProperty("role", "error" if error else "")
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)

    def _update_buttons(self) -> None:
        running = self.is_running()
        self.load_button.setEnabled(not running and bool(self.positions))
        self.rerun_button.setEnabled(not running and self.solver is not None)
        self.cancel_button.setEnabled(running)
        self.limit.setEnabled(not running)
