"""Replays of the class tournament (the class view's Replays…, or a double click on a
student's line of the standings): the games so far, one student's or everyone's, and the
chosen game on the game's own board, move by move (first, back, play, forward, last).

The board, the rules and the computer players' titles come through the game's plug-in
(the shell never imports a game); the games are the live snapshot's
:class:`~boardgames.classroom.tournament.ClassGame` records.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.classroom.texts import plain_tip
from boardgames.classroom.tournament import COMPUTER, ClassGame
from boardgames.core.plugins import GamePlugin, load_attribute
from boardgames.kit.board import BoardWidget
from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.i18n import arg
from boardgames.kit.painter import Look
from boardgames.kit.replay_steps import can_step, step_buttons, stepped

#: Milliseconds between two moves while a game plays by itself.
PLAY_MS = 700


class ReplayDialog(QDialog):
    """The class tournament's games and a replay of the selected one.

    Args:
        plugin: the tournament's game (its rules, painter and computer players).
        games: the games so far (see :meth:`set_games`).
        name: a student's name as the class view shows it (a number when names are hidden).
        student: show this student's games only (None: everyone's).

    Useful to tests: ``games_table``, ``board``, ``ply``, ``game``, :meth:`select`,
    :meth:`step`, ``play_button``.
    """

    def __init__(self, plugin: GamePlugin, games: Sequence[ClassGame], name: Callable[[str], str],
                 student: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("classReplays")
        self.setWindowTitle(self.tr("Class tournament: replays"))
        self.rules = plugin.load_rules()
        self.name = name
        self.computers = {p.id: QCoreApplication.translate(plugin.id, p.title)
                          for p in plugin.load_players()}
        self.all_games: list[ClassGame] = []
        self.shown: list[ClassGame] = []
        self.game: ClassGame | None = None
        self.ply = 0
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_MS)
        self.timer.timeout.connect(self._tick)
        self._make_widgets(load_attribute(str(plugin.painter))(self.rules))
        self._lay_out()
        self.set_games(games, student)
        fit_to_screen(self, 900, 600)

    def _make_widgets(self, painter: Any) -> None:
        self.who = QComboBox()
        self.who.setToolTip(self.tr("Show the games of one student, or everyone's"))
        self.who.currentIndexChanged.connect(lambda _: self._fill())
        self.games_table = QTableWidget(0, 4)
        self.games_table.setHorizontalHeaderLabels([self.tr("Game"), self.tr("X (moves first)"),
                                                    self.tr("O"), self.tr("Result")])
        self.games_table.verticalHeader().setVisible(False)
        self.games_table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.games_table.setSelectionBehavior(QTableWidget.SelectRows)
        self.games_table.setSelectionMode(QTableWidget.SingleSelection)
        self.games_table.setWordWrap(False)  # long names and results end in "…"; whole on hover
        header = self.games_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        self.games_table.itemSelectionChanged.connect(self._selected)
        self.board = BoardWidget(painter)
        self.board.setFocusPolicy(Qt.NoFocus)
        self.board.setMinimumSize(260, 260)
        self.board.setMaximumWidth(380)  # the list keeps room for both players and the result
        self.label = QLabel()
        self.label.setTextFormat(Qt.PlainText)  # students' names as they are
        self.label.setWordWrap(True)
        self.label.setMinimumHeight(self.label.fontMetrics().height() * 4)
        self.label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.step_buttons = step_buttons(self.step, play=True)
        self.play_button = self.step_buttons["play"]

    def _lay_out(self) -> None:
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Games of:")))
        row.addWidget(self.who, 1)
        column.addLayout(row)
        column.addWidget(self.games_table, 1)
        right = QWidget()
        replay = QVBoxLayout(right)
        replay.setContentsMargins(0, 0, 0, 0)
        replay.addWidget(self.board, 1)
        buttons = QHBoxLayout()
        for button in self.step_buttons.values():
            buttons.addWidget(button)
        replay.addLayout(buttons)
        replay.addWidget(self.label)
        split = QSplitter(Qt.Horizontal)
        split.setChildrenCollapsible(False)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([640, 380])
        QVBoxLayout(self).addWidget(split)

    # -- the games --------------------------------------------------------------------
    def set_games(self, games: Sequence[ClassGame], student: str | None = None) -> None:
        """Show ``games`` (the class's so far); ``student``: show theirs (None: keep the
        choice). The game being replayed stays selected while it is still there."""
        self.all_games = list(games)
        wanted = student if student is not None else self.who.currentData()
        students = sorted({n for g in games for n, kind in ((g.x, g.x_kind), (g.o, g.o_kind))
                           if kind != COMPUTER}, key=self.name)
        self.who.blockSignals(True)
        self.who.clear()
        self.who.addItem(self.tr("everyone"), None)
        for name in students:
            self.who.addItem(self.name(name), name)
        self.who.setCurrentIndex(max(0, self.who.findData(wanted)) if wanted else 0)
        self.who.blockSignals(False)
        self._fill()

    def _fill(self) -> None:
        student = self.who.currentData()
        self.shown = [g for g in self.all_games if student is None or g.plays(student)]
        table = self.games_table
        table.blockSignals(True)
        table.setRowCount(len(self.shown))
        for row, game in enumerate(self.shown):
            texts = [str(game.number), self.player(game.x, game.x_kind),
                     self.player(game.o, game.o_kind), self.result(game)]
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tip(text))  # students' names as they are
                if column == 0:
                    item.setTextAlignment(Qt.AlignCenter)
                table.setItem(row, column, item)
        table.blockSignals(False)
        numbers = [g.number for g in self.shown]
        if self.game is not None and self.game.number in numbers:
            table.selectRow(numbers.index(self.game.number))
        elif self.shown:
            table.selectRow(0)
        else:
            self.game = None
            self._show()

    def select(self, number: int) -> None:
        """Replay game ``number`` (1-based, as the list numbers them), shown at its end."""
        numbers = [g.number for g in self.shown]
        if number in numbers:
            self.games_table.selectRow(numbers.index(number))

    def _selected(self) -> None:
        rows = self.games_table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.shown):
            return
        game = self.shown[rows[0].row()]
        if game != self.game:
            self.game, self.ply = game, len(game.moves)
            self.timer.stop()
        self._show()

    # -- the replay -------------------------------------------------------------------
    def step(self, where: str) -> None:
        """Move the replay: ``"first"``, ``"back"``, ``"forward"``, ``"last"``, or
        ``"play"`` (start playing move by move from here, the start at the end; or pause)."""
        if self.game is None:
            return
        end = len(self.game.moves)
        if where == "play":
            if self.timer.isActive():
                self.timer.stop()
            else:
                self.ply = 0 if self.ply >= end else self.ply
                self.timer.start()
        else:
            self.timer.stop()
            self.ply = stepped(self.ply, end, where)
        self._show()

    def _tick(self) -> None:
        if self.game is None or self.ply >= len(self.game.moves):
            self.timer.stop()
        else:
            self.ply += 1
        if self.game is not None and self.ply >= len(self.game.moves):
            self.timer.stop()
        self._show()

    def _show(self) -> None:
        game = self.game
        state = self.rules.initial_state()
        moves = game.moves[:self.ply] if game is not None else ()
        for move in moves:
            try:
                state = self.rules.apply(state, move)
            except ValueError:  # a record that does not fit the rules: show up to there
                break
        self.board.show_state(state, Look(last_move=moves[-1] if moves else None))
        end = len(game.moves) if game is not None else 0
        for key, button in self.step_buttons.items():
            button.setEnabled(can_step(key, self.ply, end if game is not None else None))
        self.play_button.setText("❚❚" if self.timer.isActive() else "▶")
        self.label.setText(self.describe())

    def describe(self) -> str:
        """What the label under the board says: the game, who plays X and O, the move, and
        at the end the result."""
        game = self.game
        if game is None:
            return self.tr("No game played yet.") if not self.shown else \
                self.tr("Select a game to replay it.")
        text = arg(self.tr("Game %1: %2 plays X, %3 plays O."), game.number,
                   self.player(game.x, game.x_kind), self.player(game.o, game.o_kind))
        text += "\n" + arg(self.tr("Move %1 of %2."), self.ply, len(game.moves))
        if self.ply == len(game.moves):
            text += " " + self.result(game)
        return text

    def player(self, name: str, kind: str) -> str:
        """A student's name as shown, or a computer player's translated title."""
        if kind == COMPUTER:
            return arg(self.tr("Computer “%1”"), self.computers.get(name, name))
        return self.name(name)

    def result(self, game: ClassGame) -> str:
        """How ``game`` ended, translated."""
        if not game.winner:
            return self.tr("Draw.")
        if game.ending == "forfeit":
            loser = game.o if game.winner == "x" else game.x
            kind = game.o_kind if game.winner == "x" else game.x_kind
            return arg(self.tr("%1 wins: a move of %2 went wrong."), game.winner.upper(),
                       self.player(loser, kind))
        return self.tr("X wins.") if game.winner == "x" else self.tr("O wins.")

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.timer.stop()
        super().closeEvent(event)
