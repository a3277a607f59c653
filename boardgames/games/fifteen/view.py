"""The 15-puzzle in the main window (Qt): wires the board widget and the side panel to the
Qt-free rules (``board``, ``solvability``, ``parsing``, ``shuffle``) and to the search
package, which runs in the background."""

from __future__ import annotations

import random

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from boardgames.app.game_view import GameView, ViewContext
from boardgames.app.tasks import BackgroundTask
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.board_widget import PuzzleBoardWidget
from boardgames.games.fifteen.commands import Snapshot, SnapshotCommand
from boardgames.games.fifteen.panel import FifteenPanel
from boardgames.games.fifteen.parsing import PositionError, parse_position
from boardgames.games.fifteen.search_names import search_title
from boardgames.games.fifteen.shuffle import random_solvable, random_walk
from boardgames.games.fifteen.solvability import solvability


def _format_time(ms: int) -> str:
    seconds = ms // 1000
    return f"{seconds // 60}:{seconds % 60:02d}"


def _thousands(n: int) -> str:
    return f"{n:,}"


class FifteenView(GameView):
    """The 15-puzzle view: play, shuffle, set up positions, check solvability, solve.

    Attributes useful to tests and to the window: ``board_widget`` (= ``board``),
    ``panel_widget`` (= ``panel``), ``rows``, ``cols``, ``position``, ``moves_made``,
    ``solution`` (moves still to play back).
    """

    def __init__(self, context: ViewContext, rng: random.Random | None = None):
        super().__init__(context)
        self.rng = rng or random.Random()
        self.board_widget = PuzzleBoardWidget()
        self.panel_widget = FifteenPanel()
        self.board: QWidget = self.board_widget
        self.panel: QWidget = self.panel_widget
        self.rows, self.cols = 4, 4
        self.position: B.Board = B.goal(4, 4)
        self.moves_made = 0
        self.solution: list[str] = []
        self._solution_board: B.Board | None = None
        self._task: BackgroundTask | None = None
        self._task_kind = ""
        self._clock = QElapsedTimer()
        self._elapsed_ms = 0
        self._won = False
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._update_figures)
        self._player = QTimer(self)
        self._player.timeout.connect(self.step_solution)
        self._connect()
        self._fill_solver_choices()
        self._restore_options()
        self._update_speed()
        self.new_game()

    # -- wiring -----------------------------------------------------------------------
    def _connect(self) -> None:
        p = self.panel_widget
        self.board_widget.cell_clicked.connect(self.click_cell)
        self.board_widget.arrow_pressed.connect(self.slide)
        self.board_widget.overlay.new_game_requested.connect(self.new_game)
        p.shuffle_button.clicked.connect(self.new_game)
        p.walk_button.clicked.connect(lambda: self.easy_shuffle(p.walk_spin.value()))
        p.position_button.clicked.connect(self.set_typed_position)
        p.position_edit.returnPressed.connect(self.set_typed_position)
        p.solve_button.clicked.connect(self.solve)
        p.hint_button.clicked.connect(self.hint)
        p.cancel_button.clicked.connect(self.cancel)
        p.play_button.clicked.connect(self.toggle_play)
        p.step_button.clicked.connect(self.step_solution)
        p.speed_slider.valueChanged.connect(self._update_speed)
        p.algorithm_combo.currentIndexChanged.connect(self._algorithm_changed)
        p.compare_button.clicked.connect(self.open_compare)
        for keys, slot in (("Ctrl+R", self.new_game), ("Ctrl+L", self.solve),
                           ("Ctrl+H", self.hint), ("Escape", self.cancel),
                           ("Space", self.toggle_play)):
            shortcut = QShortcut(QKeySequence(keys), self.board_widget)
            shortcut.activated.connect(slot)

    def _fill_solver_choices(self) -> None:
        p = self.panel_widget
        self._algorithms = {}
        p.algorithm_combo.clear()
        p.algorithm_combo.addItem(self.tr("Best (optimal)"), "auto")
        try:
            from boardgames.games.fifteen import search

            algorithms = dict(getattr(search, "ALGORITHMS", {}))
            heuristics = dict(getattr(search, "HEURISTICS", {}))
        except ImportError:
            algorithms, heuristics = {}, {}
        for name, record in algorithms.items():
            p.algorithm_combo.addItem(search_title(record, name), name)
        p.heuristic_combo.clear()
        p.heuristic_combo.addItem(self.tr("Best available"), "auto")
        for name, record in heuristics.items():
            p.heuristic_combo.addItem(search_title(record, name), name)
        self._algorithms = algorithms

    def _algorithm_changed(self) -> None:
        name = self.panel_widget.algorithm_combo.currentData()
        record = self._algorithms.get(name)
        needs = getattr(record, "needs_heuristic", True) if record is not None else True
        self.panel_widget.heuristic_combo.setEnabled(bool(needs))
        self.context.settings.setValue("fifteen/algorithm", name)

    def _restore_options(self) -> None:
        s = self.context.settings
        p = self.panel_widget
        try:
            rows = int(s.value("fifteen/rows", 4))
            cols = int(s.value("fifteen/cols", 4))
        except (TypeError, ValueError):
            rows = cols = 4
        if B.MIN_SIDE <= rows <= B.MAX_SIDE and B.MIN_SIDE <= cols <= B.MAX_SIDE:
            p.rows_spin.setValue(rows)
            p.cols_spin.setValue(cols)
        index = p.algorithm_combo.findData(s.value("fifteen/algorithm", "auto"))
        if index >= 0:
            p.algorithm_combo.setCurrentIndex(index)

    # -- positions --------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        """The current board, size and move count."""
        return Snapshot(self.position, self.rows, self.cols, self.moves_made)

    def _restore(self, snap: Snapshot, animate: bool) -> None:
        resized = (snap.rows, snap.cols) != (self.rows, self.cols)
        self.rows, self.cols, self.position, self.moves_made = snap.rows, snap.cols, snap.board, snap.moves
        self.board_widget.set_board(snap.board, snap.rows, snap.cols, animate=animate and not resized)
        self.board_widget.set_highlight(())
        if self.panel_widget.rows_spin.value() != snap.rows:
            self.panel_widget.rows_spin.setValue(snap.rows)
        if self.panel_widget.cols_spin.value() != snap.cols:
            self.panel_widget.cols_spin.setValue(snap.cols)
        if self._solution_board is not None and snap.board != self._solution_board:
            self._drop_solution()
        self._update_solvability()
        self._check_victory()
        self._update_figures()

    def _new_position(self, board: B.Board, rows: int, cols: int, text: str) -> None:
        self.cancel()
        self._drop_solution()
        before = self.snapshot()
        after = Snapshot(board, rows, cols, 0)
        self._reset_clock()
        self.undo_stack.push(SnapshotCommand(text, before, after, self._restore, animate=False))
        self.context.settings.setValue("fifteen/rows", rows)
        self.context.settings.setValue("fifteen/cols", cols)
        self.board_widget.setFocus()

    def new_game(self) -> None:
        """A uniformly random solvable position of the size chosen in the panel."""
        rows, cols = self.panel_widget.rows_spin.value(), self.panel_widget.cols_spin.value()
        self._new_position(random_solvable(rows, cols, self.rng), rows, cols, self.tr("Shuffle"))
        self.status_message.emit(self.tr("Shuffled: a random position that can be solved."))

    def easy_shuffle(self, moves: int) -> None:
        """A random walk of ``moves`` moves from the solved board (an easy puzzle)."""
        rows, cols = self.panel_widget.rows_spin.value(), self.panel_widget.cols_spin.value()
        board = random_walk(rows, cols, moves, self.rng)
        self._new_position(board, rows, cols, self.tr("Easy shuffle"))
        self.status_message.emit(self.tr("Easy shuffle: %1 random moves from the goal.")
                                 .replace("%1", str(moves)))

    def set_position(self, board: B.Board, rows: int, cols: int) -> None:
        """Show a given position (solvable or not) as a new game."""
        self._new_position(tuple(board), rows, cols, self.tr("Set position"))

    def set_typed_position(self) -> bool:
        """Parse the panel's position field; show the problem in the panel if it is bad.

        The board on screen is kept when the text is bad. Returns True when set.
        """
        p = self.panel_widget
        try:
            board, rows, cols = parse_position(p.position_edit.text(),
                                               flat_size=(p.rows_spin.value(), p.cols_spin.value()))
        except PositionError as exc:
            p.position_error.setText(self.tr("This position cannot be used: %1.").replace("%1", str(exc)))
            p.position_error.show()
            self.status_message.emit(p.position_error.text())
            return False
        p.position_error.hide()
        self.set_position(board, rows, cols)
        verdict = solvability(board, rows, cols)
        self.status_message.emit(self.tr("Position set up.") if verdict.solvable else
                                 self.tr("Position set up. It cannot be solved: see the panel."))
        return True

    # -- moves ------------------------------------------------------------------------
    def click_cell(self, cell: int) -> None:
        """A click on a tile in the blank's row or column slides the whole run."""
        moves = B.slide_run(self.position, self.rows, self.cols, cell)
        if moves:
            self.play_moves(moves)

    def slide(self, move: str) -> bool:
        """Slide one tile (a direction word). Returns False if no tile can slide that way."""
        if move not in B.legal_moves(self.position, self.rows, self.cols):
            return False
        self.play_moves([move])
        return True

    def play_moves(self, moves: list[str], from_solution: bool = False) -> None:
        """Apply ``moves`` as one undoable step, counted as ``len(moves)`` moves."""
        if self._won or not moves:
            return
        if not from_solution:
            self._player.stop()
            self._drop_solution_if_off_track(moves)
        before = self.snapshot()
        board = B.apply_moves(self.position, self.rows, self.cols, moves)
        after = Snapshot(board, self.rows, self.cols, self.moves_made + len(moves))
        if not self._clock.isValid():
            self._clock.start()
            self._tick.start()
        tiles = B.tiles_of(self.position, self.rows, self.cols, moves)
        text = self.tr("Slide %1").replace("%1", ", ".join(str(t) for t in tiles))
        if from_solution:
            self._solution_board = board
        self.undo_stack.push(SnapshotCommand(text, before, after, self._restore, animate=True))

    def _drop_solution_if_off_track(self, moves: list[str]) -> None:
        if self.solution and moves == self.solution[:len(moves)]:
            self.solution = self.solution[len(moves):]
            self._solution_board = B.apply_moves(self.position, self.rows, self.cols, moves)
            self._update_playback_buttons()
        else:
            self._drop_solution()

    # -- figures, solvability, victory --------------------------------------------------
    def _reset_clock(self) -> None:
        self._clock.invalidate()
        self._tick.stop()
        self._elapsed_ms = 0
        self._won = False
        self.board_widget.overlay.hide()

    def elapsed_ms(self) -> int:
        """Milliseconds since the first move (frozen at victory)."""
        if self._won or not self._clock.isValid():
            return self._elapsed_ms
        return int(self._clock.elapsed())

    def _update_figures(self) -> None:
        p = self.panel_widget
        p.moves_label.setText(self.tr("Moves: %1").replace("%1", str(self.moves_made)))
        p.time_label.setText(self.tr("Time: %1").replace("%1", _format_time(self.elapsed_ms())))

    def _update_solvability(self) -> None:
        p = self.panel_widget
        v = solvability(self.position, self.rows, self.cols)
        p.inversions_label.setText(self.tr("Inversions: %1").replace("%1", str(v.inversions)))
        p.blank_row_label.setText(self.tr("Blank's row from the bottom: %1")
                                  .replace("%1", str(v.blank_row_from_bottom)))
        p.verdict_label.setText(self.explain(v))
        p.verdict_label.setProperty("role", "good" if v.solvable else "bad")
        p.verdict_label.style().unpolish(p.verdict_label)
        p.verdict_label.style().polish(p.verdict_label)

    def explain(self, v) -> str:
        """One translated sentence explaining a :class:`Solvability` verdict."""
        if v.even_width:
            total = v.inversions + v.blank_row_from_bottom
            text = (self.tr("The board has an even number of columns, so add the inversions "
                            "and the blank's row from the bottom: %1 + %2 = %3 is odd, so it "
                            "can be solved.") if v.solvable else
                    self.tr("The board has an even number of columns, so add the inversions "
                            "and the blank's row from the bottom: %1 + %2 = %3 is even, so it "
                            "cannot be solved."))
            return (text.replace("%1", str(v.inversions))
                    .replace("%2", str(v.blank_row_from_bottom)).replace("%3", str(total)))
        text = (self.tr("The board has an odd number of columns, so only the inversions count: "
                        "%1 is even, so it can be solved.") if v.solvable else
                self.tr("The board has an odd number of columns, so only the inversions count: "
                        "%1 is odd, so it cannot be solved."))
        return text.replace("%1", str(v.inversions))

    def _check_victory(self) -> None:
        if not B.is_goal(self.position) or self.moves_made == 0:
            if self._won:  # undone back out of the solved position
                self._won = False
                self.board_widget.overlay.hide()
                if self._clock.isValid():
                    self._tick.start()
            return
        if self._won:
            return
        self._elapsed_ms = self.elapsed_ms()
        self._won = True
        self._tick.stop()
        self._player.stop()
        self._update_playback_buttons()
        self.board_widget.overlay.show_result(
            self.tr("Solved!"),
            self.tr("%1 moves in %2").replace("%1", str(self.moves_made))
            .replace("%2", _format_time(self._elapsed_ms)),
            self.tr("New game"))
        self.status_message.emit(self.tr("Solved in %1 moves.").replace("%1", str(self.moves_made)))

    @property
    def won(self) -> bool:
        """True while the victory overlay is shown."""
        return self._won

    # -- solving ----------------------------------------------------------------------
    def _start_task(self, kind: str, work) -> None:
        self.cancel()
        p = self.panel_widget
        self._task_kind = kind
        task = BackgroundTask(work, self)
        task.progress.connect(self._on_progress)
        task.finished.connect(self._on_finished)
        task.failed.connect(self._on_failed)
        task.cancelled.connect(self._on_cancelled)
        self._task = task
        p.cancel_button.setEnabled(True)
        p.solve_button.setEnabled(False)
        p.hint_button.setEnabled(False)
        p.result_label.clear()
        p.progress_label.setText(self.tr("Searching…"))
        self.busy_changed.emit(True)
        if self.rows * self.cols > 16 and self._searches_optimally(kind):
            self.status_message.emit(self.tr(
                "A shortest solution on a board this large can take a very long time. "
                "Esc cancels; the divide-and-conquer method answers at once."))
        task.start()

    def _searches_optimally(self, kind: str) -> bool:
        if kind == "hint":
            return True
        name = self.panel_widget.algorithm_combo.currentData() or "auto"
        return name in ("auto", "a*", "ida*", "bfs", "ida*-pdb")

    def _refuse_unsolvable(self) -> bool:
        v = solvability(self.position, self.rows, self.cols)
        if v.solvable:
            return False
        p = self.panel_widget
        p.result_label.setText(self.tr("Solve refuses this position: %1").replace("%1", self.explain(v)))
        self.status_message.emit(self.tr("This position cannot be solved."))
        return True

    def solve(self) -> None:
        """Search for a solution of the current position in the background."""
        if self._task is not None and self._task.is_running():
            return
        if B.is_goal(self.position):
            self.panel_widget.result_label.setText(self.tr("The puzzle is already solved."))
            return
        if self._refuse_unsolvable():
            return
        from boardgames.games.fifteen import search

        board, rows, cols = self.position, self.rows, self.cols
        algorithm = self.panel_widget.algorithm_combo.currentData() or "auto"
        heuristic = self.panel_widget.heuristic_combo.currentData() or "auto"
        if not self.panel_widget.heuristic_combo.isEnabled():
            heuristic = "auto"

        def work(report, cancelled):
            result = search.solve(board, rows, cols, algorithm=algorithm, heuristic=heuristic,
                                  progress=report, should_stop=cancelled)
            return board, result

        self._start_task("solve", work)

    def hint(self) -> None:
        """Find the next move of a shortest solution and outline that tile."""
        if self._task is not None and self._task.is_running():
            return
        if B.is_goal(self.position) or self._refuse_unsolvable():
            return
        if self.solution and self._solution_board == self.position:
            self._show_hint(self.solution[0])
            return
        from boardgames.games.fifteen import search

        board, rows, cols = self.position, self.rows, self.cols

        def work(report, cancelled):
            result = search.solve(board, rows, cols, progress=report, should_stop=cancelled)
            return board, result

        self._start_task("hint", work)

    def _show_hint(self, move: str) -> None:
        tile = B.moved_tile(self.position, self.cols, move)
        self.board_widget.set_highlight([self.position.index(tile)])
        text = self.tr("Hint: slide %1 %2.").replace("%1", str(tile)).replace("%2", self._direction_word(move))
        self.panel_widget.result_label.setText(text)
        self.status_message.emit(text)

    def _direction_word(self, move: str) -> str:
        return {B.UP: self.tr("up"), B.DOWN: self.tr("down"),
                B.LEFT: self.tr("left"), B.RIGHT: self.tr("right")}[move]

    def cancel(self) -> None:
        """Stop a running search (it stops within a fraction of a second) or playback."""
        if self._task is not None and self._task.is_running():
            self._task.cancel()
            self.panel_widget.progress_label.setText(self.tr("Cancelling…"))
        elif self._player.isActive():
            self.toggle_play()

    def is_searching(self) -> bool:
        """True while a search runs in the background."""
        return self._task is not None and self._task.is_running()

    def _on_progress(self, progress) -> None:
        p = self.panel_widget
        fraction = getattr(progress, "fraction", None)
        if fraction is not None:  # the pattern databases are being built (first use only)
            p.build_bar.show()
            p.build_bar.setValue(int(fraction * 100))
            p.progress_label.setText(
                self.tr("Building the pattern databases (only the first time): part %1 of %2")
                .replace("%1", str(max(1, getattr(progress, "pattern", 1))))
                .replace("%2", str(getattr(progress, "patterns", 3))))
            return
        p.build_bar.hide()
        bound = getattr(progress, "bound", None)
        nodes = _thousands(getattr(progress, "nodes_expanded", 0))
        seconds = f"{getattr(progress, 'seconds', 0.0):.1f}"
        if bound is not None:
            text = (self.tr("Trying at most %1 moves: %2 nodes, %3 s")
                    .replace("%1", str(bound)).replace("%2", nodes).replace("%3", seconds))
        else:
            text = self.tr("%1 nodes, %2 s").replace("%1", nodes).replace("%2", seconds)
        p.progress_label.setText(text)
        preview = getattr(progress, "board", None)
        if preview is not None and p.show_search_check.isChecked():
            self.board_widget.set_preview(preview)

    def _task_ended(self) -> None:
        p = self.panel_widget
        p.cancel_button.setEnabled(False)
        p.solve_button.setEnabled(True)
        p.hint_button.setEnabled(True)
        p.build_bar.hide()
        self._task = None
        self.board_widget.set_preview(None)
        self.busy_changed.emit(False)

    def _on_finished(self, payload) -> None:
        kind = self._task_kind
        self._task_ended()
        board, result = payload
        p = self.panel_widget
        p.progress_label.clear()
        if board != self.position:
            return  # the position changed meanwhile: the answer no longer applies
        if not result.solved:
            if result.status == "gave_up":
                p.result_label.setText(self.tr("No solution found: %1. Try IDA* or a better heuristic.")
                                       .replace("%1", result.message))
            elif result.status == "cancelled":
                p.result_label.setText(self.tr("Search cancelled."))
            else:
                p.result_label.setText(result.message)
            return
        if kind == "hint":
            self.solution = list(result.moves) if result.optimal else []
            self._solution_board = board if result.optimal else None
            self._update_playback_buttons()
            self._show_hint(result.moves[0])
            return
        summary = (self.tr("Found %1 moves (shortest possible) in %2 s, %3 nodes expanded.")
                   if result.optimal else
                   self.tr("Found %1 moves (not guaranteed shortest) in %2 s, %3 nodes expanded."))
        p.result_label.setText(summary.replace("%1", str(result.length))
                               .replace("%2", f"{result.seconds:.2f}")
                               .replace("%3", _thousands(result.nodes_expanded)))
        self.status_message.emit(p.result_label.text())
        self.solution = list(result.moves)
        self._solution_board = board
        self._update_playback_buttons()
        self.start_playback()

    def _on_failed(self, message: str) -> None:
        self._task_ended()
        self.panel_widget.progress_label.clear()
        self.panel_widget.result_label.setText(self.tr("The search stopped with an error: %1").replace("%1", message))

    def _on_cancelled(self) -> None:
        self._task_ended()
        self.panel_widget.progress_label.clear()
        self.panel_widget.result_label.setText(self.tr("Search cancelled."))
        self.status_message.emit(self.tr("Search cancelled."))

    # -- playback ---------------------------------------------------------------------
    def _drop_solution(self) -> None:
        self.solution = []
        self._solution_board = None
        self._player.stop()
        self._update_playback_buttons()

    def _update_playback_buttons(self) -> None:
        p = self.panel_widget
        has = bool(self.solution) and not self._won
        p.play_button.setEnabled(has)
        p.step_button.setEnabled(has)
        p.play_button.setText(self.tr("Pause") if self._player.isActive() else self.tr("Play"))

    def _update_speed(self) -> None:
        speed = self.panel_widget.speed_slider.value()
        self.panel_widget.speed_value.setText(self.tr("%1 moves/s").replace("%1", str(speed)))
        interval = int(1000 / speed)
        self._player.setInterval(interval)
        self.board_widget.duration_ms = max(40, min(160, int(interval * 0.7)))

    def start_playback(self) -> None:
        """Play the found solution move by move at the chosen speed."""
        if self.solution:
            self._player.start()
            self._update_playback_buttons()

    def toggle_play(self) -> None:
        """Play or pause the solution (Space)."""
        if self._player.isActive():
            self._player.stop()
            self._update_playback_buttons()
        else:
            self.start_playback()

    def step_solution(self) -> None:
        """Play the next move of the found solution."""
        if not self.solution or self._solution_board != self.position:
            self._drop_solution()
            return
        move = self.solution.pop(0)
        self.play_moves([move], from_solution=True)
        if not self.solution:
            self._player.stop()
        self._update_playback_buttons()

    # -- comparison ---------------------------------------------------------------------
    def open_compare(self):
        """Open (or raise) the Compare window on the current position."""
        from boardgames.games.fifteen.compare import CompareWindow

        if getattr(self, "compare_window", None) is None:
            self.compare_window = CompareWindow(self.context.parent)
        window = self.compare_window
        if not window.is_running():
            window.set_position(self.position, self.rows, self.cols)
        window.show()
        window.raise_()
        return window

    # -- window hooks -------------------------------------------------------------------
    def shutdown(self) -> None:
        """Cancel background work and timers (the window is closing)."""
        self._player.stop()
        self._tick.stop()
        if self._task is not None and self._task.is_running():
            self._task.cancel()
        if getattr(self, "compare_window", None) is not None:
            self.compare_window.stop_all()
            self.compare_window.close()


def create_view(context: ViewContext) -> FifteenView:
    """Factory named in the plug-in descriptor."""
    return FifteenView(context)
