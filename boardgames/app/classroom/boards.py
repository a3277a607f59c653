"""The class view's two boards: the class tournament's standings and the challenge
leaderboard (Qt; the numbers come from :class:`~boardgames.classroom.live.Snapshot`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.classroom.texts import plain_tip
from boardgames.classroom.leaderboard import Entry
from boardgames.classroom.tournament import Standing
from boardgames.kit.i18n import arg, decimal
from boardgames.kit.table_titles import Title, league_titles, set_titles

#: A student's name as shown (a number when names are hidden).
Namer = Callable[[str], str]


class Board(QGroupBox):
    """A titled table with a line of news under it."""

    def __init__(self, title: str, columns: Sequence[Title], parent: QWidget | None = None):
        super().__init__(title, parent)
        self.table = QTableWidget(0, len(columns))
        set_titles(self.table, columns)  # numbers' columns titled short: the names fit
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.Stretch)  # the names take the room left
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.news = QLabel()
        self.news.setWordWrap(True)
        self.foot = QHBoxLayout()
        self.foot.addWidget(self.news, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(self.foot)

    def fill(self, ranks: Sequence[str], rows: Sequence[Sequence[str]], tips: Sequence[str]) -> None:
        """Show ``rows`` (texts by column; a short row's last text spans the columns left)
        headed by ``ranks``; ``tips[i]`` is row ``i``'s tooltip ("": none)."""
        self.table.clearSpans()
        self.table.clearContents()
        self.table.setRowCount(len(rows))
        columns = self.table.columnCount()
        for r, (row, tip) in enumerate(zip(rows, tips, strict=True)):
            if len(row) < columns:
                self.table.setSpan(r, len(row) - 1, 1, columns - len(row) + 1)
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                spans = c == len(row) - 1 < columns - 1
                item.setTextAlignment((Qt.AlignLeft if c == 0 else Qt.AlignHCenter if spans
                                       else Qt.AlignRight) | Qt.AlignVCenter)
                if tip:
                    item.setToolTip(plain_tip(tip))  # a program's error: as it is
                self.table.setItem(r, c, item)
        self.table.setVerticalHeaderLabels(list(ranks))

    def rank(self, row: int) -> str:
        """The rank heading ``row`` ("" for a player that cannot play)."""
        item = self.table.verticalHeaderItem(row)
        return item.text() if item is not None else ""

    def cell(self, row: int, column: int) -> str:
        """The text of a cell ("" when empty)."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""


class StandingsBoard(Board):
    """The class tournament: student, wins, draws, losses, points (rows headed by rank),
    and a Replays… button (a double click on a student's line shows their games)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Class tournament (tic-tac-toe)"),
                         [self.tr("Student"), *(league_titles()[key]
                                                for key in ("wins", "draws", "losses", "points"))],
                         parent)
        self.setObjectName("classStandings")
        self.replays_button = QPushButton(self.tr("&Replays…"))
        self.replays_button.setToolTip(self.tr("Watch the games of the class tournament move by "
                                               "move (double-click a student for theirs)"))
        self.replays_button.setEnabled(False)
        self.foot.addWidget(self.replays_button, 0, Qt.AlignTop)

    def show_standings(self, standings: Sequence[Standing], name: Namer) -> None:
        """Show ``standings`` (best first), each student's name through ``name``."""
        rows, tips = [], []
        for s in standings:
            if s.error:
                rows.append([name(s.student), self.tr("cannot play")])
                tips.append(s.error)
                continue
            rows.append([name(s.student), str(s.wins), str(s.draws), str(s.losses), str(s.points)])
            tips.append(self.tr("%n games played", "", s.games) + (
                "\n" + self.tr("%n games lost by a move that went wrong", "", s.forfeits)
                if s.forfeits else ""))
        self.fill([str(n) if not s.error else "" for n, s in enumerate(standings, 1)], rows, tips)
        pending = sum(s.pending for s in standings)
        self.news.setText(self.tr("Playing: %n pairings left…", "", pending) if pending else
                          self.tr("Every pairing is played.") if standings else
                          self.tr("No tic-tac-toe player sent yet."))


class LeaderboardBoard(Board):
    """The challenge leaderboard: student, positions solved, total moves, time (rows headed
    by rank)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Challenge leaderboard (15-puzzle)"),
                         [self.tr("Student"), self.tr("Solved"),
                          (self.tr("Moves", "column: total moves, abbreviated"), self.tr("Total moves")),
                          self.tr("Time (s)")], parent)
        self.setObjectName("classLeaderboard")

    def show_entries(self, entries: Sequence[Entry], scoring: int, name: Namer) -> None:
        """Show ``entries`` (best first); ``scoring`` solvers are still being scored."""
        rows = [[name(e.student), arg(self.tr("%1 of %2"), e.valid, e.positions), str(e.moves),
                 decimal(e.seconds, 2)] for e in entries]
        self.fill([str(n) for n in range(1, len(entries) + 1)], rows, [e.error for e in entries])
        self.news.setText(self.tr("Scoring: %n solvers left…", "", scoring) if scoring else
                          "" if entries else self.tr("No 15-puzzle solver sent yet."))
