"""Tic-tac-toe in the main window (Qt): a thin view over the core game session.

The game flow is a :class:`~boardgames.core.session.GameSession` of an
:class:`~boardgames.games.tictactoe.rules.MNKGame`: its seats come from the panel's mode
and player lists, computer thinking runs through a :class:`~boardgames.app.tasks.QtRunner`
(with the thinking pause or the demonstration speed as ``move_delay``), and a
:class:`~boardgames.app.session_undo.SessionUndo` keeps the window's Undo/Redo in step (a
human move and the computer's reply undo together). This view turns clicks into
``session.play(cell)`` and draws what the session's events and state say.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from boardgames.app.game_view import GameView, ViewContext
from boardgames.app.session_undo import SessionUndo
from boardgames.app.tasks import QtRunner
from boardgames.core import events as ev
from boardgames.core.gametree import TreeSearchResult as SearchResult
from boardgames.core.players import Decision
from boardgames.core.session import GameSession
from boardgames.games.tictactoe.board import EMPTY, Board, Geometry, O, X, empty_board, geometry
from boardgames.games.tictactoe.match import COMPUTER_VS_COMPUTER, MODES, Match, is_computer, starter_for
from boardgames.games.tictactoe.players.searching import DeepPlayer
from boardgames.games.tictactoe.rules import MNKGame, State, winning_cells
from boardgames.games.tictactoe.ui import display, options, texts, tools
from boardgames.games.tictactoe.ui.board_widget import TicTacToeBoard
from boardgames.games.tictactoe.ui.labels import thinking_labels
from boardgames.games.tictactoe.ui.panel import TicTacToePanel
from boardgames.games.tictactoe.ui.saving import SavedGames
from boardgames.games.tictactoe.ui.students import StudentsHooks

#: Time budget of the "show thinking" analysis on large boards, in milliseconds.
ANALYSIS_BUDGET_MS = 700


class TicTacToeView(SavedGames, StudentsHooks, GameView):
    """Tic-tac-toe and m,n,k-games: human or computer on either seat, show thinking,
    search statistics, running score.

    Useful to tests: ``board_widget``/``panel_widget`` (= ``board``/``panel``),
    ``session`` (the core game session), ``match`` (the score), ``moves`` (cells played),
    ``position()``, ``last_decision`` (the last computer move's core Decision).
    """

    def __init__(self, context: ViewContext, rng: random.Random | None = None):
        super().__init__(context)
        self.rng = rng or random.Random()
        self.board_widget = TicTacToeBoard()
        self.panel_widget = TicTacToePanel()
        self.board: QWidget = self.board_widget
        self.panel: QWidget = self.panel_widget
        self.match = Match()
        self.runner = QtRunner(self)
        self.session: GameSession[State, int] = GameSession(MNKGame(), runner=self.runner)
        self.undo = SessionUndo(self.session, self.undo_stack, texts.describe, self)
        self._unsubscribe = self.session.subscribe(self._on_event)
        self.last_decision: Decision | None = None
        self._analysis: SearchResult | None = None
        self._error = ""
        self._started = False
        self._busy = False
        options.restore(self.panel_widget, context.settings)
        self._fill_players()
        self._connect()
        self._update_mode_widgets()
        self.new_game()

    def _connect(self) -> None:
        p = self.panel_widget
        self.board_widget.cell_activated.connect(self.click_cell)
        p.size_combo.currentIndexChanged.connect(self._size_changed)
        p.k_spin.valueChanged.connect(self._options_changed_new_game)
        p.mode_combo.currentIndexChanged.connect(self._mode_changed)
        for combo in (p.x_player_combo, p.o_player_combo):
            combo.currentIndexChanged.connect(self._players_changed)
        p.error_slider.valueChanged.connect(self._players_changed)
        p.random_opening_check.toggled.connect(self._players_changed)
        p.start_combo.currentIndexChanged.connect(self._save_options)
        for control in (p.pause_spin, p.speed_slider):
            control.valueChanged.connect(self._delay_changed)
        p.thinking_check.toggled.connect(self._thinking_toggled)
        p.play_button.clicked.connect(self.toggle_demo)
        p.step_button.clicked.connect(self.step)
        p.rematch_button.clicked.connect(self.rematch)
        p.reset_score_button.clicked.connect(self.reset_score)
        tools.connect(self, p)

    # -- reading ------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """The chosen mode (see :mod:`..match`)."""
        return str(self.panel_widget.mode_combo.currentData() or MODES[1])

    @property
    def game(self) -> MNKGame:
        """The rules of the current game."""
        game = self.session.game
        assert isinstance(game, MNKGame)
        return game

    @property
    def geo(self) -> Geometry:
        """The current board's geometry."""
        return self.game.geo

    @property
    def starter(self) -> int:
        """The mark that moved first in the current game."""
        return self.session.line.start.starter

    @property
    def moves(self) -> list[int]:
        """The cells played up to the position shown, in order."""
        return list(self.session.line.played)

    def state(self) -> State:
        """The current :class:`~..rules.State`."""
        return self.session.state

    def position(self) -> Board:
        """The current board (a tuple of rows*cols cells, row-major, 0 / X=1 / O=2)."""
        return self.session.state.board

    def to_move(self) -> int:
        """The mark whose turn it is."""
        return self.session.state.to_move

    def is_over(self) -> bool:
        """True once somebody won or no line can be completed."""
        return self.session.is_over()

    def is_thinking(self) -> bool:
        """True while a computer move (or a "show thinking" analysis) is being searched."""
        return self.session.thinking.is_thinking()

    def side(self) -> int:
        """The board side chosen in the panel (3..7)."""
        return int(self.panel_widget.size_combo.currentData() or 3)

    # -- options ------------------------------------------------------------------------
    def _save_options(self) -> None:
        options.save(self.panel_widget, self.context.settings)

    def _fill_players(self) -> None:
        geo = geometry(self.side(), self.side(), self.panel_widget.k_spin.value())
        options.fill_players(self.panel_widget, self.context.settings, geo)

    def _size_changed(self) -> None:
        p = self.panel_widget
        p.k_spin.blockSignals(True)
        p.k_spin.setRange(3, self.side())
        p.k_spin.setValue(options.DEFAULT_K[self.side()])
        p.k_spin.blockSignals(False)
        self._options_changed_new_game()

    def _options_changed_new_game(self) -> None:
        self._fill_players()
        self._save_options()
        self.new_game()

    def _mode_changed(self) -> None:
        self.session.paused = False
        self._update_mode_widgets()
        self._save_options()
        self.new_game()

    def _players_changed(self) -> None:
        options.update_player_info(self.panel_widget)
        self._save_options()
        self.session.set_seats(options.seats(self.panel_widget, self.mode, self.geo, self.rng))
        self._render()

    def _delay_changed(self) -> None:
        self._save_options()
        self.session.thinking.move_delay = options.delay_seconds(self.panel_widget, self.mode)

    def _thinking_toggled(self) -> None:
        self._save_options()
        self._render()
        self._schedule_analysis()

    def _update_mode_widgets(self) -> None:
        p = self.panel_widget
        for mark, widgets in ((X, (p.x_player_label, p.x_player_combo, p.x_player_info)),
                              (O, (p.o_player_label, p.o_player_combo, p.o_player_info))):
            for widget in widgets:
                widget.setVisible(is_computer(self.mode, mark))
        p.demo_group.setEnabled(self.mode == COMPUTER_VS_COMPUTER)
        p.play_button.setText(self.tr("Play") if self.session.paused else self.tr("Pause"))

    # -- games --------------------------------------------------------------------------
    def new_game(self) -> None:
        """Start a new game with the panel's options (a finished game is counted first)."""
        if self._started:
            self.match.next_game()
        self._started = True
        p = self.panel_widget
        game = MNKGame(self.side(), self.side(), p.k_spin.value())
        if game.geo != self.geo:
            self._replace_session(game)
        starter = starter_for(p.start_combo.currentData() or "x", self.match.game_index, self.rng)
        self.last_decision = None
        display.clear_stats(self.panel_widget)
        self.session.thinking.move_delay = options.delay_seconds(self.panel_widget, self.mode)
        self.session.set_seats([None, None])  # no computer starts on the old position
        self.session.new_game(State(empty_board(game.geo), starter))
        self.undo.reset()
        self.session.set_seats(options.seats(self.panel_widget, self.mode, self.geo, self.rng))
        self._render()
        self.board_widget.setFocus()

    def _replace_session(self, game: MNKGame) -> None:
        """A session for another board (the rules of a session do not change)."""
        old = self.session
        paused = old.paused
        old.cancel()
        self._unsubscribe()
        self.undo.detach()
        self.session = GameSession(game, runner=self.runner)
        self.session.paused = paused
        self.undo = SessionUndo(self.session, self.undo_stack, texts.describe, self)
        self._unsubscribe = self.session.subscribe(self._on_event)

    rematch = new_game  # the panel's Rematch: count the finished game, play again

    def reset_score(self) -> None:
        """Forget the match's score."""
        self.match.reset()
        self._render()

    def click_cell(self, cell: int) -> None:
        """A human places the side to move's mark on ``cell``. Ignored when the cell is
        taken, the game is over, or it is a computer's turn."""
        if not self.session.is_human_turn() or self.session.thinking.purpose == ev.MOVE:
            return
        if 0 <= cell < self.geo.cells and self.position()[cell] == EMPTY:
            self.session.play(cell)

    def toggle_demo(self) -> None:
        """Pause or continue the computer-vs-computer demonstration."""
        if self.session.paused:
            self.session.resume()
        else:
            self.session.pause()
        self._update_mode_widgets()
        self._render()

    def step(self) -> None:
        """Let the computer make exactly one move (pauses the demonstration)."""
        if self.mode != COMPUTER_VS_COMPUTER:
            return
        self.session.step()
        self._update_mode_widgets()
        self._render()

    # -- events -------------------------------------------------------------------------
    def _on_event(self, event: ev.Event) -> None:
        if isinstance(event, (ev.MovePlayed, ev.PositionChanged)):
            self._analysis, self._error = None, ""
            self._schedule_analysis()
        if isinstance(event, ev.PositionChanged) and event.cause == ev.RESTORE and self.mode in MODES[1:3]:
            QTimer.singleShot(0, self, self._computer_continues)
        if isinstance(event, ev.DecisionReady):
            self._decision_ready(event)
        elif isinstance(event, ev.ThinkingStopped):
            if event.reason == ev.FAILED and event.purpose == ev.MOVE:
                self._error = texts.failure_text(event.error)
        self._count_result()
        self._update_mode_widgets()
        self._render()
        self.report_result(event)

    def _decision_ready(self, event: ev.DecisionReady) -> None:
        analysis = event.decision.analysis
        if event.purpose == ev.ANALYSIS:
            self._analysis = analysis.detail.result if analysis is not None else None
        elif event.purpose == ev.MOVE:
            self.last_decision = event.decision
            display.show_stats(self.panel_widget, event.decision)

    def _count_result(self) -> None:
        outcome = self.session.outcome()
        winner = None if outcome is None else (EMPTY if outcome.winner is None else outcome.winner + 1)
        self.match.result, self.match.result_mode = winner, self.mode

    def _computer_continues(self) -> None:
        """After an Undo back to the computer's opening, the computer opens again (as
        before: a human game never waits on a computer's turn)."""
        s = self.session
        if s.player_to_move() is not None and not s.thinking.is_thinking():
            s.resume()

    def _schedule_analysis(self) -> None:
        QTimer.singleShot(0, self, self._start_analysis)

    def _start_analysis(self) -> None:
        """On boards larger than 3x3, search the position briefly for the thinking labels."""
        s = self.session
        if (not self.panel_widget.thinking_check.isChecked() or self.geo.cells == 9 or self._analysis is not None
                or not s.is_human_turn() or s.thinking.is_thinking()):
            return
        s.request(DeepPlayer(self.geo, self.rng, ANALYSIS_BUDGET_MS, exact_root=True), ev.ANALYSIS)

    # -- display ------------------------------------------------------------------------
    def _render(self) -> None:
        s = self.session
        board = self.position()
        self.board_widget.set_position(board, self.geo.rows, self.geo.cols, winning_cells(self.geo, board),
                                       s.line.played[-1] if s.line.played else None)
        self.board_widget.set_interactive(s.is_human_turn() and s.thinking.purpose != ev.MOVE)
        if self._busy != (s.thinking.purpose == ev.MOVE):
            self._busy = not self._busy
            self.busy_changed.emit(self._busy)  # the window's busy indicator
        status = self._error or display.status_line(s, self.mode)
        p = self.panel_widget
        if p.status_label.text() != status:
            p.status_label.setText(status)
            self.status_message.emit(status)
        self.show_turn(status)
        show = p.thinking_check.isChecked() and not s.is_over() and not self.students
        self.board_widget.set_labels(thinking_labels(self.geo, board, self.to_move(), self._analysis) if show else {})
        p.thinking_caption.setVisible(show)
        if show:
            depth = self._analysis.depth if self._analysis is not None else None
            p.thinking_caption.setText(texts.caption_text("XO"[self.to_move() - 1], self.geo.cells == 9, depth))
        display.show_score(self.panel_widget, self.match.score, self.mode)

    # -- window hooks -------------------------------------------------------------------
    def shutdown(self) -> None:
        """Stop the computer and background searches (waits up to 3 s for them to stop)."""
        self.session.cancel()
        self.runner.shutdown()


def create_view(context: ViewContext) -> TicTacToeView:
    """Factory named in the plug-in descriptor."""
    return TicTacToeView(context)
