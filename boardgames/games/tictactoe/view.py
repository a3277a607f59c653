"""Tic-tac-toe in the main window (Qt): connects the board widget and the side panel to the
Qt-free rules, players and searches.

Moves are kept as a list of cells in the order played; the board follows from it and from
the mark that started. Every move goes on the window's undo stack as a
:class:`~.commands.MovesCommand`; in human-vs-computer games one command holds the human
move and the computer's reply, so Undo takes back both. Computer moves that search run in
a :class:`~boardgames.app.tasks.BackgroundTask`, and appear after a short "thinking" pause
(or the demonstration's speed) so the class sees what happened.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QThreadPool, QTimer
from PySide6.QtWidgets import QWidget

from boardgames.app.game_view import GameView, ViewContext
from boardgames.app.tasks import BackgroundTask
from boardgames.games.tictactoe.board import EMPTY, Board, O, X, geometry, other, to_bitboards
from boardgames.games.tictactoe.board_widget import TicTacToeBoard
from boardgames.games.tictactoe.commands import MovesCommand
from boardgames.games.tictactoe.panel import TicTacToePanel
from boardgames.games.tictactoe.players import PLAYERS, Decision, Player, make_player, players_for
from boardgames.games.tictactoe.players.rules_based import (
    BlockerPlayer,
    CentrePlayer,
    DummyPlayer,
    ForkPlayer,
    RandomPlayer,
    WinnerPlayer,
)
from boardgames.games.tictactoe.rules import MNKGame, State, winning_cells
from boardgames.games.tictactoe.search.deepening import iterative_deepening
from boardgames.games.tictactoe.search.minimax import FULL_TREE_NODES_3X3
from boardgames.games.tictactoe.search.scores import SearchResult, game_value, own_moves, plies_to_end
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.session import (
    COMPUTER_VS_COMPUTER,
    MODES,
    STARTS,
    Session,
    is_computer,
    starter_for,
)

#: Players that answer at once (no search): they run in the GUI thread.
INSTANT = (DummyPlayer, CentrePlayer, WinnerPlayer, BlockerPlayer, ForkPlayer, RandomPlayer)

#: Usual k for each board side (the teacher may change it).
DEFAULT_K = {3: 3, 4: 3, 5: 4, 6: 4, 7: 5}

#: Time budget of the "show thinking" analysis on large boards, in milliseconds.
ANALYSIS_BUDGET_MS = 700

_PREFIX = "tictactoe/"


def player_title(name: str) -> str:
    """The translated title of the player called ``name``."""
    return QCoreApplication.translate("TicTacToePlayers", PLAYERS[name].title)


def player_description(name: str) -> str:
    """The translated one-line description of the player called ``name``."""
    return QCoreApplication.translate("TicTacToePlayers", PLAYERS[name].description)


class TicTacToeView(GameView):
    """Tic-tac-toe and m,n,k-games: human or computer on either side, show thinking,
    search statistics, running score.

    Useful to tests: ``board_widget``/``panel_widget`` (= ``board``/``panel``), ``moves``
    (cells played), ``position()``, ``session`` (score), ``last_decision``.
    """

    def __init__(self, context: ViewContext, rng: random.Random | None = None):
        super().__init__(context)
        self.rng = rng or random.Random()
        self.board_widget = TicTacToeBoard()
        self.panel_widget = TicTacToePanel()
        self.board: QWidget = self.board_widget
        self.panel: QWidget = self.panel_widget
        self.session = Session()
        self.geo = geometry(3, 3, 3)
        self.starter = X
        self.moves: list[int] = []
        self.last_decision: Decision | None = None
        self._players: dict[int, Player] = {}
        self._generation = 0
        self._pending_before: tuple[int, ...] | None = None
        self._ready: Decision | None = None
        self._task: BackgroundTask | None = None
        self._analysis: BackgroundTask | None = None
        self._thinking_result: SearchResult | None = None
        self._pushing = False
        self._started = False
        self._demo_paused = False
        self._stepping = False
        self._clock = QElapsedTimer()
        self._move_timer = QTimer(self)
        self._move_timer.setSingleShot(True)
        self._move_timer.timeout.connect(self._place_ready_move)
        self._restore_options()
        self._fill_players()
        self._connect()
        self._update_mode_widgets()
        self.new_game()

    # -- options ------------------------------------------------------------------------
    def _connect(self) -> None:
        p = self.panel_widget
        self.board_widget.cell_activated.connect(self.click_cell)
        p.size_combo.currentIndexChanged.connect(self._size_changed)
        p.k_spin.valueChanged.connect(self._options_changed_new_game)
        p.mode_combo.currentIndexChanged.connect(self._mode_changed)
        p.start_combo.currentIndexChanged.connect(self._save_options)
        p.x_player_combo.currentIndexChanged.connect(self._players_changed)
        p.o_player_combo.currentIndexChanged.connect(self._players_changed)
        p.error_slider.valueChanged.connect(self._players_changed)
        p.pause_spin.valueChanged.connect(self._save_options)
        p.speed_slider.valueChanged.connect(self._save_options)
        p.random_opening_check.toggled.connect(self._save_options)
        p.thinking_check.toggled.connect(self._thinking_toggled)
        p.play_button.clicked.connect(self.toggle_demo)
        p.step_button.clicked.connect(self.step)
        p.rematch_button.clicked.connect(self.rematch)
        p.reset_score_button.clicked.connect(self.reset_score)

    def _restore_options(self) -> None:
        s, p = self.context.settings, self.panel_widget

        def number(key: str, default: int, low: int, high: int) -> int:
            try:
                value = int(s.value(_PREFIX + key, default))
            except (TypeError, ValueError):
                return default
            return value if low <= value <= high else default

        size = number("size", 3, 3, 7)
        p.size_combo.setCurrentIndex(p.size_combo.findData(size))
        p.k_spin.setRange(3, size)
        p.k_spin.setValue(number("k", DEFAULT_K[size], 3, size))
        for combo, key, default in ((p.mode_combo, "mode", MODES[1]), (p.start_combo, "start", STARTS[0])):
            index = combo.findData(str(s.value(_PREFIX + key, default)))
            combo.setCurrentIndex(max(0, index))
        p.error_slider.setValue(number("error", 20, 0, 100))
        p.pause_spin.setValue(number("pause", 400, 0, 5000))
        p.speed_slider.setValue(number("speed", 5, 1, 10))
        p.thinking_check.setChecked(str(s.value(_PREFIX + "thinking", "false")) == "true")
        p.random_opening_check.setChecked(str(s.value(_PREFIX + "random_opening", "false")) == "true")
        p.error_value.setText(f"{p.error_slider.value()} %")

    def _save_options(self) -> None:
        s, p = self.context.settings, self.panel_widget
        for key, value in (("size", self.side()), ("k", p.k_spin.value()),
                           ("mode", p.mode_combo.currentData()), ("start", p.start_combo.currentData()),
                           ("x_player", p.x_player_combo.currentData()),
                           ("o_player", p.o_player_combo.currentData()),
                           ("error", p.error_slider.value()), ("pause", p.pause_spin.value()),
                           ("speed", p.speed_slider.value()),
                           ("thinking", "true" if p.thinking_check.isChecked() else "false"),
                           ("random_opening", "true" if p.random_opening_check.isChecked() else "false")):
            if value is not None:
                s.setValue(_PREFIX + key, value)

    def _fill_players(self) -> None:
        """Offer the players that can play on the chosen board (exact ones need 3x3)."""
        p, s = self.panel_widget, self.context.settings
        geo = geometry(self.side(), self.side(), p.k_spin.value())
        small = geo.cells <= 9
        defaults = {p.x_player_combo: ("x_player", "minimax" if small else "deep"),
                    p.o_player_combo: ("o_player", "alphabeta-tt" if small else "deep")}
        for combo, (key, default) in defaults.items():
            wanted = combo.currentData() or str(s.value(_PREFIX + key, default))
            combo.blockSignals(True)
            combo.clear()
            for cls in players_for(geo):
                combo.addItem(player_title(cls.name), cls.name)
                combo.setItemData(combo.count() - 1, player_description(cls.name), Qt.ToolTipRole)
            index = combo.findData(wanted)
            combo.setCurrentIndex(index if index >= 0 else max(0, combo.findData(default)))
            combo.blockSignals(False)
        self._update_player_info()

    def _update_player_info(self) -> None:
        p = self.panel_widget
        for combo, info in ((p.x_player_combo, p.x_player_info), (p.o_player_combo, p.o_player_info)):
            name = combo.currentData()
            info.setText(player_description(name) if name else "")
        fallible = "fallible" in (p.x_player_combo.currentData(), p.o_player_combo.currentData())
        p.error_slider.setEnabled(fallible)
        p.error_label.setEnabled(fallible)
        p.error_value.setText(f"{p.error_slider.value()} %")

    def _update_mode_widgets(self) -> None:
        p = self.panel_widget
        mode = self.mode
        for mark, widgets in ((X, (p.x_player_label, p.x_player_combo, p.x_player_info)),
                              (O, (p.o_player_label, p.o_player_combo, p.o_player_info))):
            for widget in widgets:
                widget.setVisible(is_computer(mode, mark))
        p.demo_group.setEnabled(mode == COMPUTER_VS_COMPUTER)
        p.play_button.setText(self.tr("Play") if self._demo_paused else self.tr("Pause"))

    def side(self) -> int:
        """The board side chosen in the panel (3..7)."""
        return int(self.panel_widget.size_combo.currentData() or 3)

    def _size_changed(self) -> None:
        p = self.panel_widget
        size = self.side()
        p.k_spin.blockSignals(True)
        p.k_spin.setRange(3, size)
        p.k_spin.setValue(DEFAULT_K[size])
        p.k_spin.blockSignals(False)
        self._options_changed_new_game()

    def _options_changed_new_game(self) -> None:
        self._fill_players()
        self._save_options()
        self.new_game()

    def _mode_changed(self) -> None:
        self._demo_paused = False
        self._update_mode_widgets()
        self._save_options()
        self.new_game()

    def _players_changed(self) -> None:
        self._update_player_info()
        self._save_options()
        self._build_players()
        if not self._busy():
            self._after_change()

    def _thinking_toggled(self) -> None:
        self._save_options()
        self._show()
        if not self._busy():
            self._after_change()

    # -- properties ---------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """The chosen mode (see :mod:`.session`)."""
        return self.panel_widget.mode_combo.currentData() or MODES[1]

    @property
    def game(self) -> MNKGame:
        """The rules of the current game."""
        return MNKGame(self.geo.rows, self.geo.cols, self.geo.k, self.starter)

    def position(self) -> Board:
        """The current board (a tuple of rows*cols cells, row-major, 0 / X=1 / O=2)."""
        board = [EMPTY] * self.geo.cells
        mark = self.starter
        for cell in self.moves:
            board[cell] = mark
            mark = other(mark)
        return tuple(board)

    def state(self) -> State:
        """The current :class:`~.rules.State`."""
        return State(self.position(), self.starter)

    def to_move(self) -> int:
        """The mark whose turn it is."""
        return self.starter if len(self.moves) % 2 == 0 else other(self.starter)

    def is_over(self) -> bool:
        """True once somebody won or no line can be completed."""
        return self.game.is_terminal(self.state())

    def is_thinking(self) -> bool:
        """True while a computer move is being searched or waits for its pause."""
        return self._busy()

    def _busy(self) -> bool:
        return self._pending_before is not None or self._move_timer.isActive() or (
            self._task is not None and self._task.is_running())

    def _delay_ms(self) -> int:
        """The pause before a computer move appears, in milliseconds: the thinking pause,
        or in a demonstration the speed slider's delay (1 = 1980 ms ... 10 = no delay)."""
        p = self.panel_widget
        if self.mode == COMPUTER_VS_COMPUTER:
            return (10 - p.speed_slider.value()) * 220
        return p.pause_spin.value()

    # -- games --------------------------------------------------------------------------
    def new_game(self) -> None:
        """Start a new game with the panel's options (a finished game is counted first)."""
        self._cancel_computer()
        if self._started:
            self.session.next_game()
        self._started = True
        p = self.panel_widget
        self.geo = geometry(self.side(), self.side(), p.k_spin.value())
        self.starter = starter_for(p.start_combo.currentData() or "x", self.session.game_index, self.rng)
        self.moves = []
        self.last_decision = None
        self._clear_stats()
        self._build_players()
        self.undo_stack.clear()
        self._show()
        self._after_change()
        self.board_widget.setFocus()

    def rematch(self) -> None:
        """Count the finished game and play again (who starts follows the panel's rule)."""
        self.new_game()

    def reset_score(self) -> None:
        """Forget the session's score."""
        self.session.reset()
        self._show()

    def _build_players(self) -> None:
        p = self.panel_widget
        error = p.error_slider.value() / 100.0
        self._players = {}
        for mark, combo in ((X, p.x_player_combo), (O, p.o_player_combo)):
            name = combo.currentData()
            if name and name in PLAYERS and not (PLAYERS[name].exact and self.geo.cells > 9):
                self._players[mark] = make_player(name, self.geo, self.rng, error=error)

    # -- moves --------------------------------------------------------------------------
    def click_cell(self, cell: int) -> None:
        """A human places the side to move's mark on ``cell``. Ignored when the cell is
        taken, the game is over, or it is the computer's turn."""
        if self._busy() or self.is_over() or is_computer(self.mode, self.to_move()):
            return
        if not 0 <= cell < self.geo.cells or self.position()[cell] != EMPTY:
            return
        before = tuple(self.moves)
        self.moves.append(cell)
        if self.is_over() or not is_computer(self.mode, self.to_move()):
            self._push(before, tuple(self.moves))
            return
        self._pending_before = before  # pushed together with the computer's reply
        self._show()
        self._start_computer_turn()

    def _push(self, before: tuple[int, ...], after: tuple[int, ...]) -> None:
        names = []
        mark = self.starter if len(before) % 2 == 0 else other(self.starter)
        for cell in after[len(before):]:
            row, col = divmod(cell, self.geo.cols)
            names.append(self.tr("%1 at row %2, column %3").replace("%1", "XO"[mark - 1])
                         .replace("%2", str(row + 1)).replace("%3", str(col + 1)))
            mark = other(mark)
        self._pending_before = None
        self._pushing = True
        try:
            self.undo_stack.push(MovesCommand("; ".join(names), before, after, self._restore_moves))
        finally:
            self._pushing = False

    def _restore_moves(self, moves: tuple[int, ...]) -> None:
        """Called by the undo commands: show ``moves``; an Undo/Redo stops a running
        computer turn and pauses a demonstration."""
        from_user = not self._pushing
        self._cancel_computer()
        self.moves = list(moves)
        if from_user and self.mode == COMPUTER_VS_COMPUTER:
            self._demo_paused = True
            self._update_mode_widgets()
        self._show()
        self._after_change()

    def _after_change(self) -> None:
        """Decide what happens next: count a finished game, or let the computer move."""
        if self.is_over():
            return
        mark = self.to_move()
        if is_computer(self.mode, mark):
            if self.mode == COMPUTER_VS_COMPUTER and self._demo_paused and not self._stepping:
                self._show()
                return
            self._start_computer_turn()
        elif self.panel_widget.thinking_check.isChecked() and not self._uses_table():
            self._start_analysis()

    def toggle_demo(self) -> None:
        """Pause or continue the computer-vs-computer demonstration."""
        self._demo_paused = not self._demo_paused
        self._update_mode_widgets()
        if not self._demo_paused and not self._busy():
            self._after_change()
        self._show()

    def step(self) -> None:
        """Let the computer make exactly one move (pauses the demonstration)."""
        if self.mode != COMPUTER_VS_COMPUTER:
            return
        self._demo_paused = True
        self._update_mode_widgets()
        if self._busy() or self.is_over():
            return
        self._stepping = True
        try:
            self._start_computer_turn()
        finally:
            self._stepping = False

    # -- the computer's turn ------------------------------------------------------------
    def _start_computer_turn(self) -> None:
        mark = self.to_move()
        player = self._players.get(mark)
        if player is None:  # no usable player chosen: keep a pending human move
            if self._pending_before is not None:
                self._push(self._pending_before, tuple(self.moves))
            return
        self._generation += 1
        generation = self._generation
        self._clock.start()
        self._show(thinking=True)
        board = self.position()
        if not self.moves and self.panel_widget.random_opening_check.isChecked():
            cell = self.rng.randrange(self.geo.cells)
            self._decision_ready(generation, Decision(cell, "random opening", reason="random opening"))
            return
        if isinstance(player, INSTANT):
            self._decision_ready(generation, player.decide(board, mark))
            return
        self.busy_changed.emit(True)

        def work(report, cancelled):
            return player.decide(board, mark, should_stop=cancelled)

        task = BackgroundTask(work, parent=self)
        task.finished.connect(lambda decision, g=generation: self._decision_ready(g, decision))
        task.failed.connect(lambda message, g=generation: self._computer_failed(g, message))
        task.cancelled.connect(lambda: self.busy_changed.emit(False))
        self._task = task
        task.start()

    def _decision_ready(self, generation: int, decision: Decision) -> None:
        self.busy_changed.emit(False)
        if generation != self._generation:
            return  # the position changed meanwhile (undo, new game)
        self._ready = decision
        if decision.result is not None and not self._uses_table():
            self._thinking_result = decision.result
            self._show(thinking=True)
        self._move_timer.start(max(0, self._delay_ms() - self._clock.elapsed()))

    def _computer_failed(self, generation: int, message: str) -> None:
        self.busy_changed.emit(False)
        if generation != self._generation:
            return
        text = self.tr("The computer could not move: %1").replace("%1", message)
        self.panel_widget.status_label.setText(text)
        self.status_message.emit(text)
        if self._pending_before is not None:
            self._push(self._pending_before, tuple(self.moves))

    def _place_ready_move(self) -> None:
        decision, self._ready = self._ready, None
        if decision is None or self.position()[decision.move] != EMPTY:
            return
        before = self._pending_before if self._pending_before is not None else tuple(self.moves)
        self.moves.append(decision.move)
        self.last_decision = decision
        self._show_stats(decision)
        self._thinking_result = None
        self._push(before, tuple(self.moves))

    def _cancel_computer(self) -> None:
        self._generation += 1
        self._move_timer.stop()
        self._ready = None
        self._thinking_result = None
        if self._pending_before is not None:
            self.moves = list(self._pending_before)
            self._pending_before = None
        for task in (self._task, self._analysis):
            if task is not None and task.is_running():
                task.cancel()
        self._task = None
        self._analysis = None

    # -- show thinking ------------------------------------------------------------------
    def _uses_table(self) -> bool:
        return self.geo.cells == 9

    def _start_analysis(self) -> None:
        """On boards larger than 3x3, search the current position briefly for the labels."""
        generation = self._generation
        x_mask, o_mask = to_bitboards(self.position())
        me, them = (x_mask, o_mask) if self.to_move() == X else (o_mask, x_mask)
        geo = self.geo

        def work(report, cancelled):
            return iterative_deepening(geo, me, them, ANALYSIS_BUDGET_MS, should_stop=cancelled,
                                       exact_root=True)

        task = BackgroundTask(work, parent=self)
        task.finished.connect(lambda result, g=generation: self._analysis_ready(g, result))
        self._analysis = task
        task.start()

    def _analysis_ready(self, generation: int, result: SearchResult) -> None:
        if generation != self._generation or self.is_over():
            return
        self._thinking_result = result
        self._show()

    def thinking_labels(self) -> dict[int, tuple[str, str]]:
        """Labels of the free cells for the side to move: on 3x3 the perfect-play value
        ("win in 2", "draw", "loss in 1", counted in the mover's own moves for wins and the
        opponent's for losses); on larger boards the heuristic scores of the depth reached
        (a refuted move shows only a bound, ``≤``)."""
        if self.is_over():
            return {}
        if self._uses_table():
            x_mask, o_mask = to_bitboards(self.position())
            me, them = (x_mask, o_mask) if self.to_move() == X else (o_mask, x_mask)
            scores = solved_table().move_scores(me, them)
            return {cell: self._label_for(score, True) for cell, score in scores.items()}
        result = self._thinking_result
        if result is None:
            return {}
        board = self.position()
        labels = {}
        for cell, score in result.scores.items():
            label = self._label_for(score, result.exact.get(cell, False))
            if board[cell] == EMPTY and label is not None:
                labels[cell] = label
        return labels

    def _label_for(self, score: int, exact: bool) -> tuple[str, str] | None:
        """(text, kind) of one cell's score; ``None`` for a bound that says nothing (a
        refuted move "at most a win")."""
        plies = plies_to_end(score)
        value = game_value(score)
        if plies is not None and value > 0:
            if not exact:
                return None
            return self.tr("win\nin %1").replace("%1", str(own_moves(plies))), "win"
        if plies is not None:
            prefix = "" if exact else "≤ "
            return prefix + self.tr("loss\nin %1").replace("%1", str(max(1, plies // 2))), "loss"
        if self._uses_table():
            return self.tr("draw"), "draw"
        return (f"{score:+d}" if exact else f"≤ {score:+d}"), "bound"

    # -- display ------------------------------------------------------------------------
    def _show(self, thinking: bool = False) -> None:
        p = self.panel_widget
        state = self.state()
        game = self.game
        over = game.is_terminal(state)
        won = game.winner(state)
        self.session.result = (won if won else EMPTY) if over else None
        self.session.result_mode = self.mode
        last = self.moves[-1] if self.moves else None
        self.board_widget.set_position(state.board, self.geo.rows, self.geo.cols,
                                       winning_cells(self.geo, state.board), last)
        mark = "XO"[self.to_move() - 1]
        computer_turn = not over and is_computer(self.mode, self.to_move())
        self.board_widget.set_interactive(not over and not computer_turn and self._pending_before is None)
        if won:
            status = self.tr("%1 wins!").replace("%1", "XO"[won - 1])
        elif over:
            status = self.tr("Draw: no line can be completed")
        elif computer_turn and (thinking or self._busy()):
            status = self.tr("%1 is thinking…").replace("%1", mark)
        elif computer_turn and self.mode == COMPUTER_VS_COMPUTER and self._demo_paused:
            status = self.tr("%1 to move: press Play or Step").replace("%1", mark)
        elif self.mode in (MODES[1], MODES[2]):
            status = self.tr("%1 to move (you)").replace("%1", mark)
        else:
            status = self.tr("%1 to move").replace("%1", mark)
        if p.status_label.text() != status:
            p.status_label.setText(status)
            self.status_message.emit(status)
        show = p.thinking_check.isChecked()
        self.board_widget.set_labels(self.thinking_labels() if show else {})
        self._update_caption(show)
        self._show_score()

    def _update_caption(self, show: bool) -> None:
        p = self.panel_widget
        if not show or self.is_over():
            p.thinking_caption.hide()
            return
        mark = "XO"[self.to_move() - 1]
        if self._uses_table():
            text = self.tr("Values for %1 with perfect play: green wins, grey draws, red loses "
                           "(in how many moves).").replace("%1", mark)
        elif self._thinking_result is not None:
            text = self.tr("Scores for %1 after searching %2 plies: open lines count, "
                           "higher is better (≤: refuted, only a bound).") \
                .replace("%1", mark).replace("%2", str(self._thinking_result.depth))
        else:
            text = self.tr("Searching…")
        p.thinking_caption.setText(text)
        p.thinking_caption.show()

    def _show_score(self) -> None:
        p = self.panel_widget
        score = self.session.score
        p.score_x.setText(str(score.x_wins))
        p.score_o.setText(str(score.o_wins))
        p.score_draws.setText(str(score.draws))
        if score.human_wins or score.computer_wins or score.human_draws or self.mode in MODES[1:3]:
            p.score_human.setText(self.tr("You %1 : %2 computer (%3 draws)")
                                  .replace("%1", str(score.human_wins))
                                  .replace("%2", str(score.computer_wins))
                                  .replace("%3", str(score.human_draws)))
        else:
            p.score_human.setText("")

    def _clear_stats(self) -> None:
        p = self.panel_widget
        for label in (p.stats_player, p.stats_nodes, p.stats_time):
            label.setText("-")
        p.stats_note.setText("")

    def _show_stats(self, d: Decision) -> None:
        p = self.panel_widget
        title = player_title(d.player) if d.player in PLAYERS else self.tr("Random opening")
        p.stats_player.setText(title)
        p.stats_nodes.setText(f"{d.nodes:,}")
        p.stats_time.setText(self.tr("%1 ms").replace("%1", f"{d.millis:,.1f}"))
        if d.full_tree and d.player == "minimax":
            note = self.tr("Minimax searched the whole game tree: %1 nodes.") \
                .replace("%1", f"{FULL_TREE_NODES_3X3:,}")
        elif d.erred:
            note = self.tr("A deliberate mistake!")
        elif d.result is not None and d.result.depth:
            note = self.tr("Searched %1 plies deep.").replace("%1", str(d.result.depth))
        elif d.nodes == 0:
            note = self.tr("Rules of thumb, no search: %1.").replace(
                "%1", QCoreApplication.translate("TicTacToeReasons", d.reason or "-"))
        else:
            note = ""
        p.stats_note.setText(note)

    # -- window hooks -------------------------------------------------------------------
    def shutdown(self) -> None:
        """Stop timers and background searches (waits up to 3 s for a search to notice)."""
        self._cancel_computer()
        QThreadPool.globalInstance().waitForDone(3000)
        QCoreApplication.processEvents()


def create_view(context: ViewContext) -> TicTacToeView:
    """Factory named in the plug-in descriptor."""
    return TicTacToeView(context)
