"""The teacher's class view (File > Start a class…): the class's address and code, large,
for the projector, and a live grid of students x exercises (passed, failing, not started);
a click on a cell shows the student's last file and its checks. Names can be hidden. The
tournament players students sent are saved into a folder for the game's tournament.

The class is served in a thread of its own (:class:`~boardgames.classroom.server.ClassServer`)
for as long as the window is open; the grid is redrawn when the class file changed.
"""

from __future__ import annotations

import html
import threading
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
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from boardgames.classroom.discovery import Announcer
from boardgames.classroom.model import FAILED, PASSED, Grid
from boardgames.classroom.server import DEFAULT_PORT, ClassServer, lan_address
from boardgames.classroom.store import ClassStore
from boardgames.kit import theme
from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.i18n import arg

#: How often the grid looks for news, in milliseconds.
REFRESH_MS = 250
_KINDS = {PASSED: "win", FAILED: "loss"}  # their tint and ink: the theme's "show thinking" ones


def open_class(store: ClassStore, port: int = DEFAULT_PORT) -> ClassServer:
    """Serve ``store`` on ``port``, or on any free port when that one is taken.

    Raises:
        OSError: no port can be listened on.
    """
    try:
        server = ClassServer(store, port=port)
    except OSError:
        server = ClassServer(store, port=0)
    return server.start()


class ClassWindow(QDialog):
    """The class view of a running class (closing it ends the class and its announcement
    on the network; all is stored).

    Signals:
        tournament_wanted(game): the teacher asked for the tournament of ``game``'s players.
    """

    tournament_wanted = Signal(str)

    def __init__(self, store: ClassStore, server: ClassServer, parent: QWidget | None = None,
                 announcer: Announcer | None = None):
        super().__init__(parent)
        self.announcer = announcer
        self.setObjectName("classWindow")
        self.setWindowTitle(self.tr("Class"))
        self.store, self.server = store, server
        self.grid = Grid()
        self.address = QLabel(arg(self.tr("Address: %1"), f"{lan_address()}:{server.port}"))
        self.code = QLabel(arg(self.tr("Class code: %1"), server.code))
        for label in (self.address, self.code):
            label.setTextInteractionFlags(Qt.TextSelectableByMouse)
            label.setStyleSheet("font-size: 30pt; font-weight: bold;")
        self.hide_names = QCheckBox(self.tr("&Hide names"))
        self.hide_names.setToolTip(self.tr("Show the students as numbers, for the projector"))
        self.hide_names.toggled.connect(lambda _: self.refresh(force=True))
        self.summary = QLabel()
        self.players_button = QPushButton(self.tr("Save &players…"))
        self.players_button.setToolTip(self.tr("Write the tournament players the students sent "
                                               "into a folder, one file per student"))
        self.players_button.clicked.connect(lambda: self.save_players())
        self.tournament_button = QPushButton(self.tr("&Tournament…"))
        self.tournament_button.setToolTip(self.tr("Open the game's students' tournament with "
                                                  "the players the students sent"))
        self.tournament_button.clicked.connect(self._ask_tournament)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.cellClicked.connect(self.show_cell)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self._lay_out()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(REFRESH_MS)
        self.refresh(force=True)
        fit_to_screen(self, 1100, 760)

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.address)
        layout.addWidget(self.code)
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        row.addWidget(self.players_button)
        row.addWidget(self.tournament_button)
        row.addWidget(self.hide_names)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)

    def shown_name(self, row: int) -> str:
        """The name of the student in ``row`` as shown (a number when names are hidden)."""
        if self.hide_names.isChecked():
            return arg(self.tr("Student %1"), row + 1)
        return self.grid.students[row]

    def refresh(self, force: bool = False) -> None:
        """Redraw the grid when the class changed (or when ``force``)."""
        if not force and self.store.version() == self.grid.version:
            return
        self.grid = self.store.grid()
        grid = self.grid
        games = grid.games
        self.table.setRowCount(len(grid.students))
        self.table.setColumnCount(len(grid.exercises) + len(games))
        self.table.setHorizontalHeaderLabels(
            grid.exercises + [arg(self.tr("%1: level"), game) for game in games])
        self.table.setVerticalHeaderLabels([self.shown_name(r) for r in range(len(grid.students))])
        for row, student in enumerate(grid.students):
            for column, exercise in enumerate(grid.exercises):
                self.table.setItem(row, column, self._item(grid, student, exercise))
            for column, game in enumerate(games, len(grid.exercises)):
                level = grid.levels.get((student, game))
                item = QTableWidgetItem("" if level is None else str(level))
                item.setTextAlignment(Qt.AlignCenter)
                self.table.setItem(row, column, item)
        players = len(self.store.players())
        self.summary.setText(arg(self.tr("Students: %1, checks: %2, tournament players: %3"),
                                 len(grid.students), self.store.count(), players))
        self.players_button.setEnabled(players > 0)
        self.tournament_button.setEnabled(players > 0)

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
        """Show the last file a student sent for an exercise, with its checks."""
        if column >= len(self.grid.exercises):  # a game's level: nothing more to show
            return None
        student, exercise = self.grid.students[row], self.grid.exercises[column]
        sent = self.store.submissions(student, exercise)
        if not sent:
            return None
        last = sent[-1]
        checks = "".join(f"<li>{'✔' if c.passed else '✘'} {html.escape(c.id)}"
                         f"{'' if c.passed else ' — ' + html.escape(c.code)}</li>"
                         for c in last.checks)
        dialog = QDialog(self)
        dialog.setWindowTitle(f"{self.shown_name(row)} — {exercise}")
        view = QTextBrowser()
        view.setHtml(f"<ul>{checks}</ul><pre>{html.escape(last.file)}</pre>")
        QVBoxLayout(dialog).addWidget(view)
        dialog.resize(700, 600)
        dialog.show()
        return dialog

    def player_games(self) -> list[str]:
        """The games the students sent players for."""
        return sorted({player.game for _, player in self.store.players()})

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
        self.timer.stop()
        if self.announcer is not None:  # its goodbye takes a moment: not in the GUI thread
            threading.Thread(target=self.announcer.stop, daemon=True).start()
            self.announcer = None
        self.server.stop()
        self.store.close()
        super().closeEvent(event)
