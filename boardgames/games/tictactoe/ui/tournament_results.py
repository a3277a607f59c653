"""The tournament's results (Qt): the table of entrants, the list of games, and a replay
of the selected game on a small board, one move at a time."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.games.tictactoe.rules import MNKGame, State
from boardgames.games.tictactoe.tournament import FORFEIT, STUDENT, GameRecord, TournamentResult, replay
from boardgames.games.tictactoe.tournament_report import standing_rows
from boardgames.games.tictactoe.ui.painter import TicTacToePainter
from boardgames.games.tictactoe.ui.tournament_texts import entrant_text, result_text
from boardgames.kit import theme
from boardgames.kit.board import BoardWidget
from boardgames.kit.i18n import arg, number
from boardgames.kit.painter import Look
from boardgames.kit.replay_steps import can_step, step_buttons, stepped
from boardgames.kit.table_titles import Title, league_titles, set_titles, two_lines


def _table(columns: list[Title], name: str, stretch: tuple[int, ...]) -> QTableWidget:
    """A read-only table whose ``stretch`` columns share the width left by the others (long
    names are shortened in the middle, whole on hover): every column stays in view. A
    column given as ``(short, whole)`` shows ``short`` (a league table's "W"), see
    :func:`~boardgames.kit.table_titles.set_titles`; a whole title of several words is
    shown on two lines."""
    table = QTableWidget(0, len(columns))
    table.setObjectName(name)
    set_titles(table, [title if isinstance(title, tuple) else (two_lines(title), title)
                       for title in columns])
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectRows)
    table.setSelectionMode(QTableWidget.SingleSelection)
    table.setMinimumHeight(80)
    table.setTextElideMode(Qt.ElideMiddle)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeToContents)
    for column in stretch:
        header.setSectionResizeMode(column, QHeaderView.Stretch)
    return table


def _item(text: str, centre: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if centre:
        item.setTextAlignment(Qt.AlignCenter)
    return item


class TournamentResults(QWidget):
    """Shows a :class:`~boardgames.games.tictactoe.tournament.TournamentResult`.

    Useful to tests: ``standings`` and ``games`` (the tables), ``board`` (the replay's
    board widget), ``ply`` (moves shown of the selected game), :meth:`select_game`,
    :meth:`step`.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.result: TournamentResult | None = None
        self.game: GameRecord | None = None
        self.ply = 0
        self.standings = _table(self._standing_columns(), "tournamentStandings", (1,))
        self.games = _table([self.tr("Game"), self.tr("X (moves first)"), self.tr("O"), self.tr("Result")],
                            "tournamentGames", (1, 2))
        self.games.setWordWrap(False)  # names shortened in the middle; whole on hover
        self.standings.setAccessibleName(self.tr("Standings"))
        self.games.setAccessibleName(self.tr("Games of the tournament"))
        self.games.itemSelectionChanged.connect(self._game_selected)
        self._make_replay()
        splitter = self.splitter = QSplitter(Qt.Vertical)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.standings)
        lower = QSplitter(Qt.Horizontal)
        lower.addWidget(self.games)
        lower.addWidget(self.replay_box)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        splitter.addWidget(lower)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

    def _standing_columns(self) -> list[Title]:
        """The standings' titles: the numbers' columns abbreviated as in a league table
        ("P W D L Pts", whole on hover), so that the players' names have the width."""
        league = league_titles()
        return [league["rank"], self.tr("Player"),
                *(league[key] for key in ("games", "wins", "draws", "losses", "forfeits", "points"))]

    def _make_replay(self) -> None:
        self.replay_box = QWidget()
        self.board = BoardWidget(TicTacToePainter(MNKGame()))
        self.board.setMinimumSize(120, 120)
        self.replay_box.setMaximumWidth(220)
        self.board.setFocusPolicy(Qt.NoFocus)
        self.board.setToolTip(self.tr("The selected game; step through its moves with the buttons."))
        self.replay_label = QLabel(self.tr("Select a game to replay it."))
        self.replay_label.setWordWrap(True)
        buttons = QHBoxLayout()
        self.step_buttons = step_buttons(self.step)
        for button in self.step_buttons.values():
            buttons.addWidget(button)
        layout = QVBoxLayout(self.replay_box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.replay_label)
        self._update_replay()

    # -- filling ----------------------------------------------------------------------
    def show_result(self, result: TournamentResult) -> None:
        """Fill both tables with ``result``; the selected game stays selected."""
        selected = self.game.number if self.game is not None else None
        self.result = result
        self._fill_standings(result)
        self._show_every_standing()
        self.games.blockSignals(True)
        self.games.setRowCount(len(result.games))
        for row, game in enumerate(result.games):
            self._fill_game(row, game)
        self.games.blockSignals(False)
        if selected is not None and selected <= len(result.games):
            self.games.selectRow(selected - 1)
        else:
            self.game = None
            self._update_replay()

    def clear(self) -> None:
        """Empty tables and no game to replay."""
        self.result, self.game = None, None
        self.standings.setRowCount(0)
        self.games.setRowCount(0)
        self._update_replay()

    def _name(self, name: str) -> str:
        kinds = {e.name: e.kind for e in self.result.entrants} if self.result else {}
        return entrant_text(name, kinds.get(name, STUDENT))

    def _fill_standings(self, result: TournamentResult) -> None:
        rows = standing_rows(result)
        self.standings.setRowCount(len(rows))
        for row, (rank, s) in enumerate(rows):
            cells = [number(rank), entrant_text(s.name, s.kind), number(s.games), number(s.wins),
                     number(s.draws), number(s.losses), number(s.forfeits), number(s.points)]
            for column, text in enumerate(cells):
                item = _item(text, centre=column != 1)
                if column == 1 and s.kind == STUDENT:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if column == 6 and s.forfeits:
                    item.setForeground(theme.current().colour("error"))
                self.standings.setItem(row, column, item)

    def _show_every_standing(self) -> None:
        """Give the standings the height of all their rows (up to 60 % of the results):
        the teacher sees every entrant without scrolling, the games list takes the rest."""
        table, total = self.standings, sum(self.splitter.sizes())
        if total <= 0:
            return
        need = table.horizontalHeader().height() + 2 * table.frameWidth() + 4 + \
            table.rowCount() * table.verticalHeader().defaultSectionSize()
        if table.horizontalScrollBar().isVisible():
            need += table.horizontalScrollBar().height()
        top = min(need, int(total * 0.6))
        self.splitter.setSizes([top, total - top])

    def _fill_game(self, row: int, game: GameRecord) -> None:
        result = _item(result_text(game))
        if game.ending == FORFEIT:
            result.setForeground(theme.current().colour("error"))
        for column, item in enumerate((_item(number(game.number), True), _item(self._name(game.x)),
                                       _item(self._name(game.o)), result)):
            item.setToolTip(item.text())
            self.games.setItem(row, column, item)

    # -- replay -----------------------------------------------------------------------
    def select_game(self, number_: int) -> None:
        """Replay game ``number_`` (1-based), shown at its end."""
        self.games.selectRow(number_ - 1)

    def _game_selected(self) -> None:
        rows = self.games.selectionModel().selectedRows()
        if not rows or self.result is None or rows[0].row() >= len(self.result.games):
            return
        game = self.result.games[rows[0].row()]
        if self.game is None or game.number != self.game.number or game != self.game:
            self.game = game
            self.ply = len(game.moves)
        self._update_replay()

    def step(self, where: str) -> None:
        """Move the replay: ``"first"``, ``"back"``, ``"forward"`` or ``"last"``."""
        if self.game is None:
            return
        end = len(self.game.moves)
        self.ply = stepped(self.ply, end, where)
        self._update_replay()

    def _update_replay(self) -> None:
        game = self.game
        boards = replay(game) if game is not None else [(0,) * 9]
        board = boards[self.ply] if game is not None else boards[0]
        last = game.moves[self.ply - 1] if game is not None and self.ply > 0 else None
        self.board.show_state(State(board), Look(last_move=last))
        for key, button in self.step_buttons.items():
            button.setEnabled(can_step(key, self.ply, len(game.moves) if game is not None else None))
        if game is None:
            self.replay_label.setText(self.tr("Select a game to replay it."))
            return
        text = arg(self.tr("Game %1, move %2 of %3."), game.number, self.ply, len(game.moves))
        if self.ply == len(game.moves):
            text += " " + result_text(game)
        self.replay_label.setText(text)
