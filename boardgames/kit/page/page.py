"""The one game page: any plug-in's game, around its session (Qt).

The page is thin. A :class:`~boardgames.core.session.GameSession` holds the line and the
flow (whose turn, computer moves, undo, jumps, the plan of a solution); a
:class:`~boardgames.kit.tasks.QtRunner` runs the players off the GUI thread;
:class:`~boardgames.kit.session_undo.SessionUndo` keeps the window's Undo/Redo in step.
The page draws the session's state with the plug-in's painter on a
:class:`~boardgames.kit.board.BoardWidget`, plays the moves the board reports, and
renders the session's events as translated text. Its parts: the options box (board size),
the seats, the game box (New game, the computers' flow, "Show thinking"), for puzzles the
puzzle box (Solve, Hint, playback, moves and time), the move list, the plug-in's own panels
and tools; levels, the result overlay and the students' view work for every game.

A change of options (another board size) makes new rules and a new session; it is one undo
step, and undoing it shows the previous session with its own line and undo steps.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from boardgames.core import events as ev
from boardgames.core.game import Game
from boardgames.core.plugins import GamePlugin, load_attribute
from boardgames.core.record import SavedGame
from boardgames.core.session import GameSession, Record
from boardgames.core.setup import Setup
from boardgames.kit.board import BoardWidget, make_painter
from boardgames.kit.game_view import GameView, ViewContext
from boardgames.kit.grid_painter import disc_icon
from boardgames.kit.page import saving
from boardgames.kit.page.announcer import Announcer
from boardgames.kit.page.flow import FlowBox
from boardgames.kit.page.hooks import EventListener, RefreshingPanel, ShuttingDownPanel, SolverPanel
from boardgames.kit.page.moves import MovesBox
from boardgames.kit.page.options import OptionsBox
from boardgames.kit.page.progress import ProgressLine
from boardgames.kit.page.puzzle import PuzzleBox
from boardgames.kit.page.score import PageScore
from boardgames.kit.page.seats import SeatsBox
from boardgames.kit.page.students import Students
from boardgames.kit.page.texts import PageTexts
from boardgames.kit.page.thinking import ShowThinking
from boardgames.kit.painter import Look
from boardgames.kit.session_undo import SessionUndo
from boardgames.kit.settings import read_choice, read_int
from boardgames.kit.tasks import QtRunner
from boardgames.kit.tools import ToolsBox, generic_tools

#: What the page shows: the options' values, the rules made from them, and the session's bridge.
_Shown = tuple[dict[str, Any], Game[Any, Any], SessionUndo]


class _SwitchRules(QUndoCommand):
    """Other options (another board size): the page shows another session; undo shows the
    one before, with its options, its own line and its undo steps."""

    def __init__(self, page: GamePage, text: str, before: _Shown, after: _Shown):
        super().__init__(text)
        self.page, self.before, self.after = page, before, after

    def redo(self) -> None:
        self.page.show_bridge(*self.after)

    def undo(self) -> None:
        self.page.show_bridge(*self.before)


class GamePage(GameView):
    """The game page (see the module text).

    Args:
        context: what the window hands a page.
        plugin: the game's descriptor.
        rng: the random generator of new games (inject a seeded one in tests).

    Raises:
        ValueError: the plug-in has no rules, or no painter for rules that are not a grid
            (the window says so and stays as it was).
    """

    def __init__(self, context: ViewContext, plugin: GamePlugin, rng: random.Random | None = None):
        super().__init__(context)
        self.plugin, self.setup, self.rng = plugin, Setup(plugin), rng or random.Random()
        self.choices = plugin.load_players()
        self.reasons: Mapping[str, str] = load_attribute(plugin.reasons) if plugin.reasons else {}
        self.runner = QtRunner(self)
        self.level_settings: dict[str, Any] = {}
        self.students, self.hint, self.number = False, None, 0
        self.scores = PageScore(self)
        self.custom = False  # the game shown is not the level's (see set_custom)
        self.last_decision: Any = None  # the last computer move's, for the summary and tests
        self._new_text = ""
        values = self._stored_values()
        self.game = self.setup.rules(values)
        self.texts = PageTexts(plugin.id, tuple(self.game.seat_names), self)
        self.board = BoardWidget(make_painter(plugin, self.game))
        self.flow = FlowBox(self)
        self.bridge = self._new_bridge(self.game, self.setup.start(self.game, values, self.rng))
        self._make_parts(values)
        self._unsubscribe = self.session.subscribe(self._on_event)
        self.seats.restore(context.settings)
        self.session.set_seats(self._players(self.game))
        self.refresh()

    # -- set-up ---------------------------------------------------------------------------
    def _stored_values(self) -> dict[str, Any]:
        settings, stored = self.context.settings, {}
        for option in self.setup.options:
            key = f"{self.plugin.id}/option/{option.key}"
            if option.is_choice:
                stored[option.key] = read_choice(settings, key, str(option.default),
                                                  [v for v, _ in option.choices])
            else:
                stored[option.key] = read_int(settings, key, int(option.default), option.low, option.high)
        return self.setup.values(stored)

    def _make_parts(self, values: Mapping[str, Any]) -> None:
        players = self.game.num_players
        self.status = QLabel()
        self.announcer = Announcer(self.board, self)
        self.status.setProperty("role", "big")
        self.status.setWordWrap(True)
        self.progress = ProgressLine(lambda progress: self.texts.progress_words(
            progress, self.session.thinking.purpose, self.extra))
        self.options = OptionsBox(self.plugin.id, self.setup.options)
        self.options.set_values(values)
        icons = [disc_icon(self.board.painter.seat_colour(s)) for s in range(players)]
        self.seats = SeatsBox(self.plugin.id, [(self.texts.seat_name(s), icons[s]) for s in range(players)],
                              self.choices)
        self.seats.fit(self.game)
        if players == 1:  # a puzzle has no seats to choose
            self.seats.hide()
        self.puzzle = PuzzleBox(self) if players == 1 else None
        self.is_puzzle = self.puzzle is not None
        self.moves = MovesBox()
        self.analysis = ShowThinking(self, self)
        self.students_part = Students(self, self)
        self.extra = [load_attribute(spec)(self) for spec in self.plugin.panels]
        own = [load_attribute(spec) for spec in self.plugin.tools]
        self.tools = ToolsBox(self.plugin.id, own + generic_tools(self), self)
        self.panel = self._panel()
        self._connect()

    def _panel(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(8, 8, 8, 8)
        # (the status is the bar's above the board: whose turn, who won; not said twice)
        # At 1024x768 what a teacher uses is in view without scrolling: the tools (one
        # row) first, then the board, the position and the actions; the move list,
        # which takes the room left, last.
        solvers = [panel for panel in self.extra if isinstance(panel, SolverPanel)]
        parts = [self.tools, self.options, *(panel for panel in self.extra if panel not in solvers), self.seats]
        if self.puzzle is not None:  # a panel that chooses the solver sits in the Solve box
            self.puzzle.add_parts(solvers, self.progress)
            parts += [self.puzzle, self.flow]
        else:
            parts += [self.flow, self.progress]
        for part in parts:
            layout.addWidget(part)
        layout.addWidget(self.moves, 1)
        return panel

    def _connect(self) -> None:
        self.board.moves_chosen.connect(self.play_moves)
        self.options.changed.connect(self.change_options)
        self.seats.changed.connect(self._seats_changed)
        self.moves.ply_chosen.connect(lambda ply: self.session.jump(ply))
        self.flow.changed.connect(self.refresh)
        self.flow.show_thinking.toggled.connect(lambda on: (self.analysis.toggled(on), self.refresh()))
        if self.puzzle is not None:
            self.puzzle.changed.connect(self.refresh)

    def _new_bridge(self, game: Game[Any, Any], start: Any) -> SessionUndo:
        session: GameSession[Any, Any] = GameSession(game, runner=self.runner, start=start,
                                                     move_delay=self.flow.move_delay)
        return SessionUndo(session, self.undo_stack, self._describe, self)

    @property
    def session(self) -> GameSession[Any, Any]:
        """The session shown."""
        return self.bridge.session

    # -- what the user does ---------------------------------------------------------------
    def new_game(self) -> None:
        """A new game with the options shown (and the level's own settings)."""
        custom = self.custom
        self.new_position(None, {}, self.texts.new_game())
        self.set_custom(custom)  # another game of the same kind

    def set_custom(self, custom: bool) -> None:
        """Say whether the game shown is no longer the level's (the window's level line
        then says so): options, players or a position the teacher chose."""
        if custom != self.custom:
            self.custom = custom
            self.custom_changed.emit(custom)

    def new_position(self, start: Any, settings: Mapping[str, Any], text: str) -> None:
        """A new game from ``start`` (None: the plug-in's start for ``settings``: a level's
        or a panel's, such as how far to shuffle); options among ``settings`` (another
        board size) make new rules. One undo step called ``text``. A position set up this
        way is not the level's (:meth:`set_custom`)."""
        self.set_custom(True)
        values = self.setup.values({**self.options.values(), **settings})
        self.number += 1
        if values != self.options.values():
            self._switch(values, start, settings, text, undoable=True)
            return
        self.scores.commit()  # the game shown counts once it is left
        self.hint, self._new_text = None, text
        if start is None:
            start = self.setup.start(self.game, {**values, **self.level_settings, **settings}, self.rng, self.number)
        self.session.new_game(start)

    def change_options(self, values: Mapping[str, Any], undoable: bool = True) -> None:
        """New rules for ``values`` (another board size) and a new game with them (not the
        level's: see :meth:`set_custom`)."""
        self.set_custom(True)
        self._switch(self.setup.values(values), None, {}, self.texts.new_board(), undoable)

    def _switch(self, values: dict[str, Any], start: Any, settings: Mapping[str, Any], text: str,
                undoable: bool) -> None:
        self.scores.commit()  # the game shown counts once it is left
        game = self.setup.rules(values)
        if start is None:
            start = self.setup.start(game, {**values, **self.level_settings, **settings}, self.rng, self.number)
        before = (self.options.values(), self.game, self.bridge)
        after = (values, game, self._new_bridge(game, start))
        self.hint = None
        if undoable:
            self.undo_stack.push(_SwitchRules(self, text, before, after))
        else:
            self.undo_stack.clear()
            self.show_bridge(*after)

    def show_bridge(self, values: dict[str, Any], game: Game[Any, Any], bridge: SessionUndo) -> None:
        """Show the session of ``bridge`` (under ``game``'s rules, made for the options'
        ``values``, which the options box shows and the settings keep) and follow its events."""
        self.options.set_values(values)
        for key, value in values.items():
            self.context.settings.setValue(f"{self.plugin.id}/option/{key}", value)
        if bridge is self.bridge:
            return
        self.session.cancel()
        self._unsubscribe()
        self.progress.finished()  # what the other session's search did is not this one's
        self.students_part.withdraw_result()  # another board: the last one's result is gone
        self.game, self.bridge = game, bridge
        self.board.set_painter(make_painter(self.plugin, game))
        self.seats.fit(game)
        self._unsubscribe = self.session.subscribe(self._on_event)
        self.session.set_seats(self._players(game))
        self.refresh()

    def show_rules(self, values: Mapping[str, Any], game: Game[Any, Any], record: Record[Any, Any],
                   steps: Sequence[int]) -> None:
        """Show ``record`` under ``game``'s rules (an opened game), with a fresh undo history."""
        self.undo_stack.clear()
        self.show_bridge(dict(values), game, self._new_bridge(game, record.start))
        self.session.set_seats([None] * game.num_players)  # no computer moves on the old position
        self.bridge.open_record(record, steps)
        self.session.set_seats(self._players(game))
        self.refresh()

    def play_moves(self, moves: Sequence[Any], plan: bool = False) -> None:
        """Play ``moves`` (a click's, or the plan's next with ``plan``) as one undo step."""
        session = self.session
        if not moves or not (session.is_human_turn() or plan or (session.is_over() and session.ply == 0)):
            return
        self.hint = None
        if len(moves) == 1:  # one step, which a computer's reply joins
            self._play_one(moves[0], plan)
            return
        text = self._describe(ev.MovePlayed(moves[0], session.ply + 1, session.seat_to_move()), session)
        with self.bridge.group(text):
            for move in moves:
                self._play_one(move, plan)

    def _play_one(self, move: Any, plan: bool) -> None:
        if plan:
            self.session.step_plan()
        else:
            self.session.play(move)

    def _players(self, game: Game[Any, Any]) -> list[Any]:
        return self.seats.players(game, self.options.values())

    def _seats_changed(self) -> None:
        self.set_custom(True)
        self.seats.save(self.context.settings)
        self.session.set_seats(self._players(self.game))
        self.refresh()

    # -- drawing --------------------------------------------------------------------------
    def look(self) -> Look:
        """How the board draws the position shown."""
        session = self.session
        played = session.line.played
        return Look(last_move=played[-1] if played else None, labels=self.analysis.current(),
                    interactive=(session.is_human_turn() or (session.is_over() and session.ply == 0))
                    and session.thinking.purpose != ev.MOVE,
                    seat=session.seat_to_move(), hint=self.hint)

    def refresh(self, animate_from: Any = None) -> None:
        """Draw the session's position and bring every part up to date."""
        session = self.session
        self.board.show_state(session.state, self.look(), animate_from)
        waiting = self.flow.waiting_for_play() and session.player_to_move() is not None
        playing = self.puzzle is not None and self.puzzle.timer.isActive()
        status = self.texts.status(session.outcome(), self.game.num_players == 1, session.seat_to_move(),
                                   session.thinking.purpose, waiting, playing)
        self.status.setText(status)
        self.students_part.show_turn(status)
        self.moves.set_moves(self.texts.move_rows(self.game, session.line), session.ply)
        self.flow.refresh()
        if self.puzzle is not None:
            self.puzzle.refresh()
        for panel in self.extra:
            if isinstance(panel, RefreshingPanel):
                panel.refresh()

    def _describe(self, event: ev.Event, session: GameSession[Any, Any]) -> str:
        """An undo step's name for ``event``."""
        new_text = self._new_text if isinstance(event, ev.PositionChanged) else ""
        return self.texts.describe(event, session, self.board.painter, new_text)

    # -- the session's events ---------------------------------------------------------------
    def _on_event(self, event: ev.Event) -> None:
        if isinstance(event, ev.MovePlayed):  # said before the status it leads to
            self.announcer.move(self._describe(event, self.session))
        if isinstance(event, ev.SearchProgress):
            self.progress.report(event)
        elif isinstance(event, ev.ThinkingStarted):
            self.busy_changed.emit(True)
            self.progress.started()
        elif isinstance(event, (ev.DecisionReady, ev.ThinkingStopped)):
            self.busy_changed.emit(False)
            if isinstance(event, ev.DecisionReady) and event.purpose == ev.MOVE:
                self.last_decision = event.decision
            self.progress.finished(self.texts.decision_summary(event, self.reasons))
        elif isinstance(event, ev.PositionChanged) and event.cause == ev.NEW_GAME:
            self.progress.finished()  # what the last game's search did is not this game's
        for part in (self.analysis, self.puzzle, *self.extra):
            if isinstance(part, EventListener):
                part.on_event(event)
        self.announcer.search_event(event, self.progress.text(),
                                    lambda: self.puzzle.result.text() if self.puzzle is not None else "")
        if isinstance(event, ev.SearchProgress):
            return  # the board shows the game's position, or the search's (the puzzle box)
        before = self.session.line.state_at(event.ply - 1) if isinstance(event, ev.MovePlayed) else None
        self.refresh(animate_from=before)
        if not isinstance(event, ev.PlanChanged):  # (which comes before its move is told)
            self.announcer.status(self.status.text(), result=self.session.outcome() is not None)
        self.students_part.report_result(event)
        if isinstance(event, ev.PositionChanged) and event.cause == ev.RESTORE:
            QTimer.singleShot(0, self, self._computer_continues)

    def _computer_continues(self) -> None:
        """After an undo back to a computer's turn in a game against a human, the computer
        plays on from there (a human game never waits on a computer's turn)."""
        session = self.session
        if (None in session.seats and session.player_to_move() is not None
                and not session.thinking.is_thinking()):
            session.resume()

    # -- the window's hooks -------------------------------------------------------------------
    def apply_level(self, settings: Mapping[str, Any]) -> None:
        """Play at a level (see :class:`~boardgames.kit.page.students.Students`)."""
        self.students_part.apply_level(settings)

    def set_students_view(self, on: bool) -> None:
        """No "show thinking" values on the board in the students' view."""
        self.students = on
        self.refresh()
        self.analysis.ask()  # the teacher's window shows the values again

    def game_record(self) -> dict[str, Any] | None:
        """The game shown as a saved game (see :mod:`.saving`)."""
        return saving.game_record(self)

    def open_record(self, saved: SavedGame) -> None:
        """Show a saved game (see :mod:`.saving`)."""
        saving.open_record(self, saved)

    def shutdown(self) -> None:
        """Stop every search and timer; the page stops listening to its session."""
        if self.puzzle is not None:
            self.puzzle.shutdown()
        for panel in self.extra:
            if isinstance(panel, ShuttingDownPanel):
                panel.shutdown()
        self.runner.shutdown()
        self._unsubscribe()
        self.bridge.detach()
