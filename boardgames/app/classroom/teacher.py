"""The teacher's class view (File > Start a class…): the pupils' web page's address and the
class code, large, for the projector, with the page's QR code (:mod:`.pupils_page`), a live
grid of students x exercises (passed, failing, not started; a click on a cell shows the
student's last file and its checks), the class tournament's standings of the students'
tic-tac-toe players (with replays of its games: Replays…, or a double click on a
student's line) and the challenge leaderboard of their 15-puzzle solvers. Names can be
hidden. The tournament players students sent can be saved into a folder, or opened in the
game's own students' tournament.

The class is served in a thread of its own (:class:`~boardgames.classroom.server.ClassServer`)
for as long as the window is open; :class:`~boardgames.classroom.live.ClassLive` reads the
class file and plays the tournament in threads of their own and hands the view snapshots,
so the window never waits on the database or on a student's code.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.classroom.boards import LeaderboardBoard, StandingsBoard
from boardgames.app.classroom.levels import LevelGame, LevelsDialog
from boardgames.app.classroom.pupils_page import PupilsPage
from boardgames.app.classroom.replay import ReplayDialog
from boardgames.app.classroom.sequence import SequenceDialog
from boardgames.app.classroom.texts import error_text, interface_language, plain_tip
from boardgames.classroom.discovery import Announcer
from boardgames.classroom.live import ClassLive, Snapshot
from boardgames.classroom.model import FAILED, PASSED, ClassError, Grid, Submission
from boardgames.classroom.server import DEFAULT_PORT, ClassServer
from boardgames.classroom.store import ClassStore
from boardgames.core.plugins import TOURNAMENT, Discovery, discover
from boardgames.exercises.loader import find_exercises
from boardgames.kit import theme
from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.i18n import arg
from boardgames.kit.tasks import BackgroundTask
from boardgames.kit.web_board import PainterBoards

_KINDS = {PASSED: "win", FAILED: "loss"}  # their tint and ink: the theme's "show thinking" ones


def open_class(store: ClassStore, port: int = DEFAULT_PORT, host: str = "0.0.0.0",
               code: str | None = None, discovery: Discovery | None = None) -> ClassServer:
    """Serve ``store`` on ``host``:``port`` (the teacher chose them in the Start a class
    dialog; ``host`` ``::`` or ``0.0.0.0``: every address, ``127.0.0.1``: this computer
    only; port 0: any free one) with the class code ``code`` (None: the class's own, or a new one),
    offering the games of ``discovery`` (None: found now).

    The pupils' web page it serves draws the games with their own painters
    (:class:`~boardgames.kit.web_board.PainterBoards`, in the server's threads).

    Raises:
        OSError: that port cannot be listened on there (e.g. it is in use: ``EADDRINUSE``,
            or ``host`` is not this computer's: ``EADDRNOTAVAIL``).
    """
    return ClassServer(store, host=host, port=port, code=code, boards=PainterBoards(),
                       discovery=discovery).start(wait=False)  # the window need not wait


class ClassWindow(QDialog):
    """The class view of a running class (closing it ends the class and its announcement
    on the network; all is stored).

    Signals:
        tournament_wanted(game): the teacher asked for the tournament of ``game``'s players.
    """

    tournament_wanted = Signal(str)
    #: a new :class:`Snapshot`, from ClassLive's threads to the GUI thread
    changed = Signal(object)

    def __init__(self, store: ClassStore, server: ClassServer, parent: QWidget | None = None,
                 announcer: Announcer | None = None, games: Sequence[LevelGame] = (),
                 discovery: Discovery | None = None):
        super().__init__(parent)
        self.announcer = announcer
        found = discovery if discovery is not None else discover()
        self._tournament_game = found.with_contest(TOURNAMENT)
        self.replays: ReplayDialog | None = None
        self.level_games = list(games)
        self.setObjectName("classWindow")
        self.setWindowTitle(self.tr("Class"))
        self.store, self.server = store, server
        self.snapshot = Snapshot()
        self.titles: dict[str, str] = {}  # read once the window shows (22 manifests: 40 ms)
        QTimer.singleShot(0, self, self._read_titles)
        self._make_widgets()
        self._lay_out()
        self.changed.connect(self.show_snapshot)
        self.show_snapshot(self.snapshot)  # empty, until the first read of the class
        self.live = ClassLive(store, store.path.with_name(f"{store.path.stem}-players"),
                              self.changed.emit, discovery=found).start()
        fit_to_screen(self, 1100, 760)

    def _read_titles(self) -> None:
        self.titles = exercise_titles()
        self.show_snapshot(self.snapshot)

    @property
    def grid(self) -> Grid:
        """The grid shown."""
        return self.snapshot.grid

    def _make_widgets(self) -> None:
        self.pupils_page = PupilsPage(self.server.address, self.server.code)
        self.address, self.code = self.pupils_page.address, self.pupils_page.code
        self.hide_names = QCheckBox(self.tr("&Hide names"))
        self.hide_names.setToolTip(self.tr("Show the students as numbers, for the projector"))
        self.hide_names.toggled.connect(lambda _: self.show_snapshot(self.snapshot))
        self.summary = QLabel()
        self.summary.setWordWrap(True)  # the buttons beside it keep the view within 1024 px
        self.players_button = QPushButton(self.tr("Save &players…"))
        self.players_button.setToolTip(self.tr("Write the tournament players the students sent "
                                               "into a folder, one file per student"))
        self.players_button.clicked.connect(lambda: self.save_players())
        self.tournament_button = QPushButton(self.tr("&Tournament…"))
        self.tournament_button.setToolTip(self.tr("Open the game's students' tournament with "
                                                  "the players the students sent (with replays)"))
        self.tournament_button.clicked.connect(self._ask_tournament)
        self.levels_button = QPushButton(self.tr("&Levels…"))
        self.levels_button.setToolTip(self.tr("Set the class's level in each game, and lock it"))
        self.levels_button.clicked.connect(lambda: self.ask_levels())
        self.levels_button.setVisible(bool(self.level_games))
        self.sequence_button = QPushButton(self.tr("&Sequence…"))
        self.sequence_button.setToolTip(self.tr("Give the class a fixed sequence of exercises"))
        self.sequence_button.clicked.connect(lambda: self.ask_sequence())
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.cellClicked.connect(self.show_cell)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setMaximumSectionSize(190)  # long titles: elided
        self.table.horizontalHeader().setTextElideMode(Qt.ElideRight)
        self.standings = StandingsBoard()
        self.standings.replays_button.clicked.connect(lambda: self.show_replays())
        self.standings.table.cellDoubleClicked.connect(self._standing_clicked)
        self.leaderboard = LeaderboardBoard()

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.pupils_page)
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        row.addWidget(self.players_button)
        row.addWidget(self.tournament_button)
        row.addWidget(self.levels_button)
        row.addWidget(self.sequence_button)
        row.addWidget(self.hide_names)
        layout.addLayout(row)
        boards = QSplitter(Qt.Horizontal)
        boards.addWidget(self.standings)
        boards.addWidget(self.leaderboard)
        boards.setStretchFactor(0, 1)
        boards.setStretchFactor(1, 1)
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.table)
        split.addWidget(boards)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)

    def shown_name(self, row: int) -> str:
        """The name of the student in ``row`` as shown (a number when names are hidden)."""
        if self.hide_names.isChecked():
            return arg(self.tr("Student %1"), row + 1)
        return self.grid.students[row]

    def shown_student(self, student: str) -> str:
        """``student``'s name as shown (their row's number when names are hidden)."""
        students = self.grid.students
        return self.shown_name(students.index(student)) if student in students else student

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """Show ``snapshot``: the grid, the standings and the leaderboard."""
        self.snapshot = snapshot
        self._show_grid(snapshot.grid)
        players = len(snapshot.players)
        summary = arg(self.tr("Students: %1, checks: %2, tournament players: %3"),
                      len(snapshot.grid.students), snapshot.checks, players)
        if "quota.class" in snapshot.grid.class_flags:  # new items are refused: say so
            summary += "\n" + error_text(ClassError("quota.class"))
        self.summary.setText(summary)
        self.players_button.setEnabled(players > 0)
        self.tournament_button.setEnabled(players > 0)
        self.standings.show_standings(snapshot.standings, self.shown_student)
        self.standings.replays_button.setEnabled(bool(snapshot.games))
        if self.replays is not None and self.replays.isVisible():
            self.replays.set_games(snapshot.games)
        self.leaderboard.show_entries(snapshot.leaderboard, snapshot.scoring, self.shown_student)

    def _show_grid(self, grid: Grid) -> None:
        games = grid.games
        self.table.setRowCount(len(grid.students))
        self.table.setColumnCount(len(grid.exercises) + len(games))
        for column, key in enumerate(grid.exercises):
            header = QTableWidgetItem(self.titles.get(key, key))
            header.setToolTip(f"{self.titles.get(key, key)}\n{key}")
            self.table.setHorizontalHeaderItem(column, header)
        for column, game in enumerate(games, len(grid.exercises)):
            title = next((g.title for g in self.level_games if g.id == game), game)
            self.table.setHorizontalHeaderItem(column, QTableWidgetItem(
                arg(self.tr("%1: level"), title)))
        for row, student in enumerate(grid.students):
            self.table.setVerticalHeaderItem(row, self._row_header(grid, row))
            for column, exercise in enumerate(grid.exercises):
                self.table.setItem(row, column, self._item(grid, student, exercise))
            for column, game in enumerate(games, len(grid.exercises)):
                level = grid.levels.get((student, game))
                item = QTableWidgetItem("" if level is None else str(level))
                item.setTextAlignment(Qt.AlignCenter)
                self.table.setItem(row, column, item)

    def _row_header(self, grid: Grid, row: int) -> QTableWidgetItem:
        """The heading of ``row``: the student's name as shown (an item's text is plain
        text: a name ``<b>x</b>`` shows as typed), marked ⚠ when the grid flags the student,
        the flags' texts on hover and to screen readers."""
        item = QTableWidgetItem(self.shown_name(row))
        flags = grid.flags.get(grid.students[row], ())
        if flags:
            text = "\n".join(error_text(ClassError(code)) for code in flags)
            item.setText(f"⚠ {item.text()}")
            item.setToolTip(plain_tip(text))
            item.setData(Qt.AccessibleDescriptionRole, text)
        return item

    def _item(self, grid: Grid, student: str, exercise: str) -> QTableWidgetItem:
        cell = grid.cell(student, exercise)
        texts = {PASSED: self.tr("passed"), FAILED: self.tr("failing")}
        item = QTableWidgetItem(texts.get(cell.status, ""))
        if cell.attempts:
            item.setToolTip(self.tr("%n checks sent", "", cell.attempts))
        if cell.status in _KINDS:
            tint, ink = theme.current().thinking[_KINDS[cell.status]]
            item.setBackground(QColor(tint))
            item.setForeground(QColor(ink))
        item.setTextAlignment(Qt.AlignCenter)
        return item

    def show_cell(self, row: int, column: int) -> QDialog | None:
        """Show the last file a student sent for an exercise, with its checks (read from
        the class file off the GUI thread; the dialog says so meanwhile)."""
        if column >= len(self.grid.exercises):  # a game's level: nothing more to show
            return None
        student, exercise = self.grid.students[row], self.grid.exercises[column]
        if not self.grid.cell(student, exercise).attempts:
            return None
        dialog = QDialog(self)
        dialog.setWindowTitle(f"{self.shown_name(row)} — {self.titles.get(exercise, exercise)}")
        view = QTextBrowser()
        view.setPlainText(self.tr("Loading…"))
        QVBoxLayout(dialog).addWidget(view)
        dialog.resize(700, 600)
        store = self.store
        task = BackgroundTask(lambda report, cancelled: store.submissions(student, exercise), dialog)
        task.finished.connect(lambda sent: sent and view.setHtml(_cell_html(sent[-1])))
        task.start()
        dialog.show()
        return dialog

    def show_replays(self, student: str | None = None) -> ReplayDialog | None:
        """Open the class tournament's replays (non-modal; one window, raised when open),
        of ``student``'s games when given (None: everyone's); None when the game's plug-in
        is not installed."""
        if self.replays is None:
            plugin = self._tournament_game
            if plugin is None:
                return None
            self.replays = ReplayDialog(plugin, self.snapshot.games, self.shown_student, student, self)
        else:
            self.replays.set_games(self.snapshot.games, student)
        self.replays.show()
        self.replays.raise_()
        return self.replays

    def _standing_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.snapshot.standings):
            self.show_replays(self.snapshot.standings[row].student)

    def ask_levels(self) -> LevelsDialog:
        """Open the class's levels (non-modal); OK tells the students who follow."""
        stage = self.server.class_app.stage
        dialog = LevelsDialog(self.level_games, dict(stage.get("levels", {})),
                              bool(stage.get("locked")), self)
        dialog.accepted.connect(lambda: self.server.set_levels(dialog.levels(),
                                                               dialog.lock.isChecked()))
        dialog.show()
        return dialog

    def ask_sequence(self) -> SequenceDialog:
        """Open the class's sequence of exercises (non-modal); OK keeps it in the class file
        and tells the students who follow."""
        dialog = SequenceDialog(list(self.titles.items()), self.server.class_app.stage["sequence"],
                                self, lessons=lesson_groups())
        dialog.accepted.connect(lambda: self.server.set_sequence(dialog.keys()))
        dialog.show()
        return dialog

    def player_games(self) -> list[str]:
        """The games the students sent players for."""
        return sorted({player.game for _, player in self.snapshot.players})

    def _ask_tournament(self) -> None:
        games = self.player_games()
        if len(games) > 1:
            game, ok = QInputDialog.getItem(self, self.tr("Tournament"), self.tr("Which game?"),
                                            games, 0, False)
            games = [game] if ok else []
        if games:
            self.tournament_wanted.emit(games[0])

    def save_players(self, folder: str | None = None) -> list[Path]:
        """Write the newest player of each student into ``folder`` (asked for when None) as
        ``GAME/NAME.py``; returns the files written."""
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, self.tr("Save the players in"))
            if not folder:
                return []
        try:
            written = self.store.export_players(folder)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Class"), arg(self.tr("The players could not be "
                                                                    "saved: %1"), str(error)))
            return []
        self.summary.setText(arg(self.tr("%1 players saved in %2: open them in the game's "
                                         "Students' tournament…"), len(written), folder))
        return written

    def closeEvent(self, event) -> None:  # noqa: N802
        self.live.stop()
        if self.announcer is not None:  # its goodbye takes a moment: not in the GUI thread
            threading.Thread(target=self.announcer.stop, daemon=True).start()
            self.announcer = None
        self.server.stop()
        self.store.close()
        super().closeEvent(event)


def _cell_html(last: Submission) -> str:
    """A submission's checks and file, as the cell's dialog shows them."""
    checks = "".join(f"<li>{'✔' if c.passed else '✘'} {html.escape(c.id)}"
                     f"{'' if c.passed else ' — ' + html.escape(c.code)}</li>" for c in last.checks)
    return f"<ul>{checks}</ul><pre>{html.escape(last.file)}</pre>"


def exercise_titles() -> dict[str, str]:
    """``{exercise key: its title}`` in the interface's language (else the exercise's
    first language), for the installed exercises."""
    language = interface_language()
    return {e.key: e.text(e.title, language) for e in find_exercises().exercises}


def lesson_groups() -> list[tuple[str, list[str]]]:
    """``(lesson title, exercise keys)`` of the installed exercises, in the lessons' order
    (titles in the interface's language; a lesson that cannot be loaded is named by its
    folder)."""
    from boardgames.lessons.loader import find_lessons
    from boardgames.lessons.model import Lesson

    keys: dict[str, list[str]] = {}
    for exercise in find_exercises().exercises:
        keys.setdefault(exercise.lesson, []).append(exercise.key)
    language = interface_language()
    groups = [(entry.title_in(language) if isinstance(entry, Lesson) else entry.id,
               keys.pop(entry.id)) for entry in find_lessons() if entry.id in keys]
    return groups + [(lesson, members) for lesson, members in keys.items()]
