"""The 15-puzzle in the main window (Qt): a thin view over a Qt-free game session.

The board and the record live in a :class:`~boardgames.core.session.GameSession` of the
:class:`~boardgames.games.fifteen.rules.SlidingPuzzle`; Undo/Redo go through
:class:`~boardgames.app.session_undo.SessionUndo`. Clicks and arrow keys become
``session.play(move)``; the view draws what the session's events say. Solving, hints and
playback are in :mod:`.solving`.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtGui import QKeySequence, QShortcut, QUndoCommand
from PySide6.QtWidgets import QWidget

from boardgames.app.game_view import ViewContext
from boardgames.app.i18n import arg, clock
from boardgames.app.session_undo import RecordCommand, SessionUndo
from boardgames.app.settings import read_choice, read_int
from boardgames.core import events as ev
from boardgames.core.session import GameSession, Record
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.parsing import PositionError, parse_position
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.shuffle import random_solvable, random_walk
from boardgames.games.fifteen.solvability import solvability
from boardgames.games.fifteen.ui import texts
from boardgames.games.fifteen.ui.board_widget import PuzzleBoardWidget
from boardgames.games.fifteen.ui.clock import GameClock
from boardgames.games.fifteen.ui.continuing import DetachableRunner
from boardgames.games.fifteen.ui.panel import FifteenPanel
from boardgames.games.fifteen.ui.saving import SavedGames
from boardgames.games.fifteen.ui.solving import SolvingView
from boardgames.games.fifteen.ui.stepper import open_stepper
from boardgames.games.fifteen.ui.students import StudentsHooks, level_walk

Board = B.Board


class _SwitchBoard(QUndoCommand):
    """A new board size: the view shows another session (one per size); undo shows the
    previous one again, with its own record and undo steps intact."""

    def __init__(self, view: FifteenView, text: str, before: SessionUndo, after: SessionUndo):
        super().__init__(text)
        self.view, self.before, self.after = view, before, after

    def redo(self) -> None:
        self.view.show_session(self.after)

    def undo(self) -> None:
        self.view.show_session(self.before)


class FifteenView(SavedGames, StudentsHooks, SolvingView):
    """The 15-puzzle view: play, shuffle, set up positions, check solvability, solve.

    Attributes useful to tests and to the window: ``board_widget`` (= ``board``),
    ``panel_widget`` (= ``panel``), ``session``, ``rows``, ``cols``, ``position``,
    ``moves_made``, ``solution`` (moves still to play back), ``won``.
    """

    def __init__(self, context: ViewContext, rng: random.Random | None = None):
        super().__init__(context)
        self.rng = rng or random.Random()
        self.board_widget = PuzzleBoardWidget()
        self.panel_widget = FifteenPanel()
        self.board: QWidget = self.board_widget
        self.panel: QWidget = self.panel_widget
        self.runner = DetachableRunner(self)
        self.clock = GameClock(self)
        self.clock.ticked.connect(self._update_figures)
        self._won = False
        self._new_text = ""
        self.bridge = self._make_bridge(3, 3, B.goal(3, 3))
        self._unsubscribe = self.bridge.session.subscribe(self._on_event)
        self._connect()
        self.setup_solving()
        self.setup_warmup()
        self._restore_options()
        self.new_game()

    # -- reading ----------------------------------------------------------------------
    @property
    def session(self) -> GameSession[Board, str]:
        """The session of the board shown."""
        return self.bridge.session

    @property
    def rows(self) -> int:
        return int(self.session.game.rows)  # type: ignore[attr-defined]

    @property
    def cols(self) -> int:
        return int(self.session.game.cols)  # type: ignore[attr-defined]

    @property
    def position(self) -> Board:
        """The board shown."""
        return self.session.state

    @property
    def moves_made(self) -> int:
        """Moves played since the position was set up (the session's ply)."""
        return self.session.ply

    @property
    def won(self) -> bool:
        """True while the puzzle shown is solved after moves (the result was shown)."""
        return self._won

    # -- wiring -----------------------------------------------------------------------
    def _connect(self) -> None:
        p = self.panel_widget
        self.board_widget.cell_clicked.connect(self.click_cell)
        self.board_widget.arrow_pressed.connect(self.slide)
        p.shuffle_button.clicked.connect(self.shuffle)
        p.walk_button.clicked.connect(lambda: self.easy_shuffle(p.walk_spin.value()))
        p.position_button.clicked.connect(self.set_typed_position)
        p.position_edit.returnPressed.connect(self.set_typed_position)
        p.stepper_button.clicked.connect(lambda: open_stepper(self.context.parent, self.position, self.rows, self.cols))
        for keys, slot in (("Ctrl+R", self.shuffle), ("Ctrl+L", self.solve),
                           ("Ctrl+H", self.hint), ("Escape", self.cancel),
                           ("Space", self.toggle_play)):
            shortcut = QShortcut(QKeySequence(keys), self.board_widget)
            shortcut.activated.connect(slot)

    def _restore_options(self) -> None:
        s, p = self.context.settings, self.panel_widget
        p.rows_spin.setValue(read_int(s, "fifteen/rows", 3, B.MIN_SIDE, B.MAX_SIDE))  # level 1's
        p.cols_spin.setValue(read_int(s, "fifteen/cols", 3, B.MIN_SIDE, B.MAX_SIDE))
        algorithms = [p.algorithm_combo.itemData(i) for i in range(p.algorithm_combo.count())]
        index = p.algorithm_combo.findData(read_choice(s, "fifteen/algorithm", "auto", algorithms))
        if index >= 0:
            p.algorithm_combo.setCurrentIndex(index)

    # -- sessions ---------------------------------------------------------------------
    def _make_bridge(self, rows: int, cols: int, board: Board) -> SessionUndo:
        session: GameSession[Board, str] = GameSession(SlidingPuzzle(rows, cols, board),
                                                       runner=self.runner)
        return SessionUndo(session, self.undo_stack, self._describe, self)

    def _describe(self, event: ev.Event, session: GameSession[Any, Any]) -> str:
        if isinstance(event, ev.MovePlayed):
            before = session.line.state_at(event.ply - 1)
            return texts.slide([B.moved_tile(before, self.cols, event.move)])
        return self._new_text

    def show_session(self, bridge: SessionUndo) -> None:
        """Show the session of ``bridge`` (a board of another size) and follow its events."""
        if bridge is self.bridge:
            return
        self.session.cancel()
        self.stop_playback()
        self.stop_continuing()
        self._unsubscribe()
        self.bridge = bridge
        self._unsubscribe = bridge.session.subscribe(self._on_event)
        self.clock.reset()
        self.board_widget.set_highlight(())
        self._render(animate=False)

    # -- positions --------------------------------------------------------------------
    def _new_position(self, board: Board, rows: int, cols: int, text: str) -> None:
        self.stop_playback()
        self.stop_continuing()
        self._new_text = text
        if (rows, cols) == (self.rows, self.cols):
            self.session.new_game(start=board)
        else:
            self.undo_stack.push(_SwitchBoard(self, text, self.bridge,
                                              self._make_bridge(rows, cols, board)))
        self.context.settings.setValue("fifteen/rows", rows)
        self.context.settings.setValue("fifteen/cols", cols)
        self.board_widget.setFocus()
        self.warm_up()

    def new_game(self) -> None:
        """A new puzzle like the level's (:attr:`level_shuffle` moves from solved), or
        without a level a uniformly random one, of the size chosen in the panel."""
        if self.level_shuffle <= 0:
            self.shuffle()
            return
        rows, cols = self.panel_widget.rows_spin.value(), self.panel_widget.cols_spin.value()
        board = level_walk(rows, cols, self.level_shuffle, self.rng)
        self._new_position(board, rows, cols, self.tr("Easy shuffle"))

    def shuffle(self) -> None:
        """A uniformly random solvable position of the size chosen in the panel."""
        rows, cols = self.panel_widget.rows_spin.value(), self.panel_widget.cols_spin.value()
        self._new_position(random_solvable(rows, cols, self.rng), rows, cols, self.tr("Shuffle"))
        self.status_message.emit(self.tr("Shuffled: a random position that can be solved."))

    def easy_shuffle(self, moves: int) -> None:
        """A random walk of ``moves`` moves from the solved board (an easy puzzle)."""
        rows, cols = self.panel_widget.rows_spin.value(), self.panel_widget.cols_spin.value()
        board = random_walk(rows, cols, moves, self.rng)
        self._new_position(board, rows, cols, self.tr("Easy shuffle"))
        self.status_message.emit(self.tr("Easy shuffle: %n random moves from the goal.", "", moves))

    def set_position(self, board: Board, rows: int, cols: int) -> None:
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
            p.position_error.setText(arg(self.tr("This position cannot be used: %1."),
                                         texts.position_error(exc.code, exc.values)))
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

    def play_moves(self, moves: list[str]) -> None:
        """Play ``moves`` as one undo step, counted as ``len(moves)`` moves."""
        if self._won or not moves:
            return
        self.stop_playback()
        self.clock.start()
        with self.bridge.group(texts.slide(B.tiles_of(self.position, self.rows, self.cols, moves))):
            if self.session.is_over():  # a solved board was set up: play on from it
                self._leave_solved_start(moves)
            else:
                for move in moves:
                    self.session.play(move)

    def _leave_solved_start(self, moves: list[str]) -> None:
        """The rules end the game on the goal, so moves from a solved start go into the
        record directly (one undo step all the same)."""
        before = self.session.line.record
        after = Record(before.start, before.moves[:before.ply] + tuple(moves), before.ply + len(moves))
        self.bridge.put_back(after)
        self.undo_stack.push(RecordCommand(self.bridge, "", before, after, mergeable=False))

    # -- drawing ----------------------------------------------------------------------
    def _on_event(self, event: ev.Event) -> None:
        self.track_help(event)
        if isinstance(event, ev.MovePlayed):
            self.board_widget.set_highlight(())
            self._render(animate=True)
            self.report_result(event)
        elif isinstance(event, ev.PositionChanged):
            if event.cause == ev.NEW_GAME:
                self.clock.reset()
            self.board_widget.set_highlight(())
            self._render(animate=event.cause != ev.NEW_GAME)
        elif isinstance(event, ev.GameEnded):
            self._update_victory()
        else:
            self.on_thinking_event(event)
        self.sync_busy()

    def _render(self, animate: bool) -> None:
        board, rows, cols = self.position, self.rows, self.cols
        changed = sum(1 for a, b in zip(board, self.board_widget.board, strict=False) if a != b)
        self.board_widget.set_board(board, rows, cols, animate=animate and changed <= max(rows, cols) + 1)
        p = self.panel_widget
        for spin, value in ((p.rows_spin, rows), (p.cols_spin, cols)):
            if spin.value() != value:
                spin.setValue(value)
        self._update_solvability()
        self._update_victory()
        self._update_figures()
        self.update_playback_buttons()

    def elapsed_ms(self) -> int:
        """Milliseconds since the first move (frozen at victory)."""
        return self.clock.elapsed_ms()

    def _update_figures(self) -> None:
        p = self.panel_widget
        p.moves_label.setText(arg(self.tr("Moves: %1"), self.moves_made))
        p.time_label.setText(arg(self.tr("Time: %1"), clock(self.elapsed_ms())))
        self.show_turn()

    def _update_solvability(self) -> None:
        p = self.panel_widget
        v = solvability(self.position, self.rows, self.cols)
        p.inversions_label.setText(arg(self.tr("Inversions: %1"), v.inversions))
        p.blank_row_label.setText(arg(self.tr("Blank's row from the bottom: %1"), v.blank_row_from_bottom))
        p.verdict_label.setText(texts.explain(v))
        p.verdict_label.setProperty("role", "good" if v.solvable else "bad")
        p.verdict_label.style().unpolish(p.verdict_label)
        p.verdict_label.style().polish(p.verdict_label)

    # -- comparison and closing -----------------------------------------------------------
    def open_compare(self) -> Any:
        """Open (or raise) the Compare window on the current position."""
        from boardgames.games.fifteen.ui.compare import CompareWindow

        if getattr(self, "compare_window", None) is None:
            self.compare_window = CompareWindow(self.context.parent)
        window = self.compare_window
        if not window.is_running():
            window.set_position(self.position, self.rows, self.cols)
        window.show()
        window.raise_()
        return window

    def shutdown(self) -> None:
        """Cancel background work and timers (the window is closing)."""
        self.stop_playback()
        self.clock.stop()
        self.session.cancel()
        self.warmup.shutdown()
        self.runner.shutdown()
        if getattr(self, "compare_window", None) is not None:
            self.compare_window.stop_all()
            self.compare_window.close()


def create_view(context: ViewContext) -> FifteenView:
    """Factory named in the plug-in descriptor."""
    return FifteenView(context)
