"""The students' tournament page (Qt), opened by the tic-tac-toe page's "Students'
tournament…" tool: choose students' ``choose_move(board)`` files and computer players, play
the tournament in the background (progress, Cancel), show the results with replays, and
export the table as CSV. The tournament itself is Qt-free (:mod:`..tournament`); this
window collects the choices, runs it through a :class:`~boardgames.kit.tasks.BackgroundTask`
and draws what it reports.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from boardgames.games.tictactoe import tournament as tm
from boardgames.games.tictactoe.tournament_report import to_csv
from boardgames.games.tictactoe.tournament_student import PlayerFileError
from boardgames.games.tictactoe.ui.tournament_results import TournamentResults
from boardgames.games.tictactoe.ui.tournament_texts import entrant_text, file_error_text, player_description
from boardgames.kit.files import ask_save_path, write_atomically
from boardgames.kit.fitting import fit_to_screen, vertical_scroll
from boardgames.kit.i18n import arg
from boardgames.kit.sandbox_note import SandboxNote, refused
from boardgames.kit.settings import read_float, read_int, read_str, read_str_list
from boardgames.kit.tasks import BackgroundTask

KEY = "tictactoe/tournament_"
MAX_FILES = 200


class TournamentDialog(QDialog):
    """The tournament window (not modal).

    Signals:
        tournament_finished(object): the final
            :class:`~boardgames.games.tictactoe.tournament.TournamentResult`.

    Useful to tests: ``files`` (the list), :meth:`add_files`, :meth:`set_rungs`,
    ``games_spin``, ``limit_spin``, :meth:`run`, :meth:`cancel`, :meth:`export_csv`,
    ``results`` (the tables and the replay), ``status``.
    """

    tournament_finished = Signal(object)

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tournamentDialog")
        self.setWindowTitle(self.tr("Students' tournament"))
        self.settings = settings
        self.result: tm.TournamentResult | None = None
        self._task: BackgroundTask | None = None
        self.results = TournamentResults()
        self._make_controls()
        self._lay_out()
        self._restore()
        self._update_buttons()
        fit_to_screen(self, 1100, 700)

    def _make_controls(self) -> None:
        self.intro = QLabel(self.tr(
            "Each student's file has a function choose_move(board): board is a list of 9 "
            "cells, row by row from the top left, each \"X\", \"O\" or \"\" (empty); X always "
            "moves first. It returns the number of a free cell, 0 to 8. A crash, a wrong "
            "answer or no answer in time loses that game."))
        self.intro.setWordWrap(True)
        self.files = QListWidget()
        self.files.setObjectName("tournamentFiles")
        self.files.setSelectionMode(QListWidget.ExtendedSelection)
        self.files.itemSelectionChanged.connect(self._update_buttons)
        self.add_button = QPushButton(self.tr("&Add files…"))
        self.add_button.clicked.connect(self.choose_files)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.rungs = QListWidget()
        self.rungs.setObjectName("tournamentRungs")
        for name in tm.LADDER:
            item = QListWidgetItem(entrant_text(name, tm.COMPUTER))
            item.setData(Qt.UserRole, name)
            item.setToolTip(player_description(name))
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            item.setCheckState(Qt.Unchecked)
            self.rungs.addItem(item)
        self.games_spin = QSpinBox()
        self.games_spin.setRange(1, 20)
        self.games_spin.setToolTip(self.tr("The players take turns to move first."))
        self.limit_spin = QDoubleSpinBox()
        self.limit_spin.setRange(0.5, 30.0)
        self.limit_spin.setDecimals(1)
        self.limit_spin.setSuffix(self.tr(" s"))
        self._make_run_controls()

    def _make_run_controls(self) -> None:
        self.run_button = QPushButton(self.tr("&Run tournament"))
        self.run_button.setProperty("role", "primary")
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.export_button = QPushButton(self.tr("&Export CSV…"))
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.progress = QProgressBar()
        self.status = QLabel()
        self.status.setObjectName("tournamentStatus")
        self.status.setWordWrap(True)
        self.sandbox_note = SandboxNote()

    def _lay_out(self) -> None:
        """The settings on the left (they scroll when the dialog is short), the results
        on the right."""
        settings, results = self._settings_panel(), self._results_panel()
        body = QSplitter(Qt.Horizontal)
        body.setChildrenCollapsible(False)
        body.addWidget(vertical_scroll(settings, "tournamentSettings"))
        body.addWidget(results)
        body.setStretchFactor(1, 1)
        body.setSizes([340, 640])
        QHBoxLayout(self).addWidget(body)

    def _settings_panel(self) -> QWidget:
        """The students' files, the computer players, games per pairing and the time limit,
        Run and Cancel, the progress and the status."""
        files_box = QGroupBox(self.tr("Students' files"))
        files_layout = QVBoxLayout(files_box)
        files_layout.addWidget(self.files, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        files_layout.addLayout(row)
        rungs_box = QGroupBox(self.tr("Computer players"))
        QVBoxLayout(rungs_box).addWidget(self.rungs)
        form = QFormLayout()
        form.addRow(self.tr("&Games per pairing:"), self.games_spin)
        form.addRow(self.tr("&Time limit per move:"), self.limit_spin)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        left = QVBoxLayout()
        for widget in (self.intro, files_box, rungs_box):
            left.addWidget(widget, 1 if widget is not self.intro else 0)
        left.addLayout(form)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.status)
        left.addWidget(self.sandbox_note)
        left.setContentsMargins(0, 0, 6, 0)
        panel = QWidget()
        panel.setLayout(left)
        return panel

    def _results_panel(self) -> QWidget:
        """The results table with Export CSV under it, on the right."""
        right = QVBoxLayout()
        right.addWidget(self.results, 1)
        export_row = QHBoxLayout()
        export_row.addStretch(1)
        export_row.addWidget(self.export_button)
        right.addLayout(export_row)
        right.setContentsMargins(6, 0, 0, 0)
        panel = QWidget()
        panel.setLayout(right)
        return panel

    # -- settings ---------------------------------------------------------------------
    def _restore(self) -> None:
        s = self.settings
        self.games_spin.setValue(read_int(s, KEY + "games", tm.DEFAULT_GAMES, 1, 20))
        self.limit_spin.setValue(read_float(s, KEY + "time_limit", tm.DEFAULT_TIME_LIMIT, 0.5, 30.0))
        rungs = read_str_list(s, KEY + "rungs", len(tm.LADDER), 64) if s.contains(KEY + "rungs") \
            else list(tm.DEFAULT_RUNGS)
        self.set_rungs([r for r in rungs if r in tm.LADDER])
        self.add_files([Path(p) for p in read_str_list(s, KEY + "files", MAX_FILES)], save=False)

    def _save(self) -> None:
        s = self.settings
        s.setValue(KEY + "games", self.games_spin.value())
        s.setValue(KEY + "time_limit", self.limit_spin.value())
        s.setValue(KEY + "rungs", self.chosen_rungs())
        s.setValue(KEY + "files", [str(p) for p in self.file_paths()])

    # -- choices ----------------------------------------------------------------------
    def file_paths(self) -> list[Path]:
        """The students' files, in list order."""
        return [Path(self.files.item(i).data(Qt.UserRole)) for i in range(self.files.count())]

    def add_files(self, paths: list[Path], save: bool = True) -> None:
        """Add ``paths`` to the list (a file already listed is not added twice)."""
        listed = set(self.file_paths())
        for path in paths:
            if path in listed or self.files.count() >= MAX_FILES:
                continue
            item = QListWidgetItem(path.name)
            item.setData(Qt.UserRole, str(path))
            item.setToolTip(str(path))
            self.files.addItem(item)
            listed.add(path)
        if save:
            self._save()
        self._update_buttons()

    def choose_files(self) -> None:
        """Ask for students' .py files (QFileDialog) and add them."""
        start = read_str(self.settings, KEY + "dir") or str(Path.home())
        names, _filter = QFileDialog.getOpenFileNames(
            self, self.tr("Add students' files"), start, self.tr("Python files (*.py);;All files (*)"))
        if names:
            self.settings.setValue(KEY + "dir", str(Path(names[0]).parent))
            self.add_files([Path(n) for n in names])

    def remove_selected(self) -> None:
        """Take the selected files off the list."""
        for item in self.files.selectedItems():
            self.files.takeItem(self.files.row(item))
        self._save()
        self._update_buttons()

    def set_rungs(self, names: list[str]) -> None:
        """Tick exactly the computer players called ``names``."""
        for i in range(self.rungs.count()):
            item = self.rungs.item(i)
            item.setCheckState(Qt.Checked if item.data(Qt.UserRole) in names else Qt.Unchecked)

    def chosen_rungs(self) -> list[str]:
        """The ticked computer players, weakest first."""
        return [self.rungs.item(i).data(Qt.UserRole) for i in range(self.rungs.count())
                if self.rungs.item(i).checkState() == Qt.Checked]

    # -- running ----------------------------------------------------------------------
    def run(self) -> bool:
        """Start the tournament in the background. Returns False, with a message, when a
        file cannot take part or nobody would play; the last results are kept then."""
        if self.is_running():
            return False
        if refused():
            return self._refuse(refused())
        try:
            students = tm.student_entrants(self.file_paths())
        except PlayerFileError as exc:
            return self._refuse(file_error_text(exc))
        rungs = tuple(self.chosen_rungs())
        if not students or (len(students) < 2 and not rungs):
            return self._refuse(self.tr("Add a student's file and tick a computer player, "
                                        "or add two students' files."))
        self._save()
        settings = tm.Settings(self.games_spin.value(), float(self.limit_spin.value()), rungs)

        def work(report, cancelled):
            return tm.run_tournament(students, settings, report, cancelled)

        task = BackgroundTask(work, self, interval=0.0)
        task.progress.connect(lambda r, t=task: t is self._task and self._show(r))
        task.finished.connect(lambda r, t=task: t is self._task and self._on_finished(r))
        task.failed.connect(lambda m, t=task: t is self._task and self._on_failed(m))
        task.cancelled.connect(lambda t=task: t is self._task and self._on_cancelled())
        self._task, self.result = task, None
        self.results.clear()
        self.progress.setRange(0, 0)  # busy until the first game ends
        self._say(self.tr("Playing…"), False)
        task.start()
        self._update_buttons()
        return True

    def _refuse(self, message: str) -> bool:
        self._say(message, True)
        return False

    def is_running(self) -> bool:
        """True while a tournament is being played."""
        return self._task is not None and self._task.is_running()

    def cancel(self) -> None:
        """Stop the tournament (the running student's process is killed within a moment)."""
        if self.is_running():
            self._task.cancel()

    shutdown = cancel

    def _show(self, result: tm.TournamentResult) -> None:
        self.result = result
        self.results.show_result(result)
        self.progress.setMaximum(result.planned)
        self.progress.setValue(len(result.games))
        self._update_buttons()

    def _on_finished(self, result: tm.TournamentResult) -> None:
        self._show(result)
        self._say(self.tr("%n games played.", "", len(result.games)), False)
        self._update_buttons()
        self.tournament_finished.emit(result)

    def _on_failed(self, message: str) -> None:
        self._say(arg(self.tr("The tournament stopped with an error: %1"), message), True)
        self._update_buttons()

    def _on_cancelled(self) -> None:
        played = len(self.result.games) if self.result is not None else 0
        self._say(self.tr("Cancelled after %n games.", "", played), False)
        self._update_buttons()

    # -- export -----------------------------------------------------------------------
    def export_csv(self, path: Path | None = None) -> bool:
        """Write the results table as CSV to ``path`` (asked for when None), all or
        nothing (QSaveFile). Returns True when written; a failure is said in the window."""
        if self.result is None:
            return False
        path = path or ask_save_path(self, self.settings, KEY + "csv_dir", self.tr("Export the results"),
                                     "tournament.csv", self.tr("CSV files (*.csv);;All files (*)"))
        if path is None:
            return False
        error = write_atomically(path, to_csv(self.result).encode("utf-8"))
        if error:
            return self._refuse(arg(self.tr("%1 cannot be written: %2"), path.name, error))
        self._say(arg(self.tr("The table was saved to %1."), path.name), False)
        return True

    # -- helpers ----------------------------------------------------------------------
    def _say(self, text: str, error: bool) -> None:
        self.status.setText(text)
        self.status.setProperty("role", "error" if error else "")
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)

    def _update_buttons(self) -> None:
        running = self.is_running()
        for widget in (self.add_button, self.files, self.rungs, self.games_spin, self.limit_spin):
            widget.setEnabled(not running)
        self.remove_button.setEnabled(not running and bool(self.files.selectedItems()))
        self.run_button.setEnabled(not running and self.files.count() > 0)
        self.cancel_button.setEnabled(running)
        self.export_button.setEnabled(not running and self.result is not None and bool(self.result.games))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.cancel()
        super().closeEvent(event)

