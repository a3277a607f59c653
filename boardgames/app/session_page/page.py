"""The shared session page: shows ANY plug-in whose rules implement
:class:`~boardgames.core.grid.GridGame` and whose descriptor has no view of its own (Qt).

The page is thin: a :class:`~boardgames.core.session.GameSession` holds the record and the
flow (whose turn, computer moves, undo, jumps), a :class:`~boardgames.app.tasks.QtRunner`
runs the players off the GUI thread, :class:`~boardgames.app.session_undo.SessionUndo`
keeps the window's Undo/Redo in step. The page draws the session's state on a
:class:`~boardgames.app.grid_board.GridBoard`, turns clicks into moves with the rules'
``move_at``, and renders the session's events as translated text in its side panel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from boardgames.app.game_view import GameView, ViewContext
from boardgames.app.grid_board import GridBoard, disc_icon
from boardgames.app.i18n import arg, decimal
from boardgames.app.session_page.panel import SeatOption, SessionPanel
from boardgames.app.session_page.students import StudentsHooks
from boardgames.app.session_undo import SessionUndo
from boardgames.app.settings import read_choice
from boardgames.app.tasks import QtRunner
from boardgames.core import events as ev
from boardgames.core import record as R
from boardgames.core.grid import GridGame
from boardgames.core.players import Analysis, Player, PlayerChoice, choice_by_id
from boardgames.core.plugins import GamePlugin
from boardgames.core.session import GameSession

#: The seat-list key of a human (never a player id: "@" is not used in ids).
HUMAN = "@human"
#: Seconds a computer's move takes at least to appear (so a class sees who moved).
MOVE_DELAY = 0.35


class SessionPage(StudentsHooks, GameView):
    """The generic game page (see the module docstring).

    Args:
        context: what the window hands a view.
        plugin: the game's descriptor (its rules and players are loaded here).

    Raises:
        ValueError: when the plug-in has no rules or its rules do not implement
            ``GridGame`` (the window shows the message and stays as it was).
    """

    def __init__(self, context: ViewContext, plugin: GamePlugin):
        super().__init__(context)
        self.plugin = plugin
        game = plugin.load_rules()
        if game is None or not isinstance(game, GridGame):
            raise ValueError(f"'{plugin.id}' has no view of its own, and its rules do not "
                             "implement GridGame (grid, move_at)")
        self.game: Any = game
        self.choices: list[PlayerChoice] = plugin.load_players()
        self.runner = QtRunner(self)
        self.session: GameSession[Any, Any] = GameSession(game, runner=self.runner, move_delay=MOVE_DELAY)
        self.analyst: Player | None = self._make_analyst()
        self.labels: dict[int, tuple[str, str]] = {}
        self.labels_state: Any = None
        self.progress_text = ""
        self.search_summary = ""  # what the last computer move's search did
        self.board = GridBoard()
        self.panel = SessionPanel([(self.seat_name(s), disc_icon(s)) for s in range(game.num_players)],
                                  self._options())
        self.panel.show_thinking.setEnabled(self.analyst is not None)
        self.undo = SessionUndo(self.session, context.undo_stack, self._describe, self)
        self._unsubscribe = self.session.subscribe(self._on_event)
        self._connect()
        self._restore_seats()
        self.refresh()

    # -- set-up ---------------------------------------------------------------------------
    def _translate(self, text: str) -> str:
        return QCoreApplication.translate(self.plugin.id, text)

    def seat_name(self, seat: int | None) -> str:
        """The translated name of ``seat`` (the game's ``seat_names``, in its context)."""
        names = self.game.seat_names
        if seat is None or not names:
            return ""
        return self._translate(names[seat % len(names)])

    def _options(self) -> list[SeatOption]:
        options = [SeatOption(HUMAN, self.tr("Human"), self.tr("Clicks on the board play this seat"))]
        for choice in self.choices:
            tip = self._translate(choice.description) if choice.description else ""
            options.append(SeatOption(choice.id, self._translate(choice.title), tip))
        return options

    def _make_analyst(self) -> Player | None:
        """The player that explains the moves for "Show thinking": the last (strongest)
        offered player that is not random."""
        searching = [c for c in self.choices if c.id != "random"]
        return searching[-1].make(self.game) if searching else None

    def _connect(self) -> None:
        panel = self.panel
        self.board.cell_clicked.connect(self._cell_clicked)
        panel.seat_chosen.connect(self._seat_chosen)
        panel.ply_chosen.connect(self.session.jump)
        panel.new_button.clicked.connect(self.new_game)
        panel.show_thinking.toggled.connect(self._show_thinking_toggled)
        panel.play_button.clicked.connect(self._play_or_pause)
        panel.step_button.clicked.connect(lambda: self._then_refresh(self.session.step))
        panel.cancel_button.clicked.connect(lambda: self._then_refresh(self.session.cancel))

    def _settings_key(self, seat: int) -> str:
        return f"{self.plugin.id}/seat{seat}"

    def _restore_seats(self) -> None:
        """Seats as last chosen; the first time, a human against the first searching player."""
        default = next((c.id for c in self.choices if c.id != "random"), HUMAN)
        players: list[Player | None] = []
        for seat in range(self.game.num_players):
            key = read_choice(self.context.settings, self._settings_key(seat), HUMAN if seat == 0 else default,
                              [HUMAN] + [c.id for c in self.choices])
            choice = choice_by_id(self.choices, key)
            players.append(choice.make(self.game) if choice else None)
            self.panel.set_seat(seat, choice.id if choice else HUMAN)
        self.session.set_seats(players)

    # -- user input -----------------------------------------------------------------------
    def _cell_clicked(self, cell: int) -> None:
        session = self.session
        if not session.is_human_turn() or session.thinking.purpose == ev.MOVE:
            return
        move = self.game.move_at(session.state, cell)
        if move is not None:
            session.play(move)

    def _seat_chosen(self, seat: int, key: str) -> None:
        choice = choice_by_id(self.choices, key)
        self.context.settings.setValue(self._settings_key(seat), choice.id if choice else HUMAN)
        seats = list(self.session.seats)
        seats[seat] = choice.make(self.game) if choice else None
        self.session.set_seats(seats)
        self.refresh()

    def _play_or_pause(self) -> None:
        if self._waiting_for_play():
            self.session.resume()
        else:
            self.session.pause()
        self.refresh()

    def _then_refresh(self, action: Callable[[], None]) -> None:
        action()
        self.refresh()  # pausing sets no event of its own

    def _show_thinking_toggled(self, on: bool) -> None:
        if on:
            self._ask_analysis()
        elif self.session.thinking.purpose == ev.ANALYSIS:
            self.session.cancel()
        self.refresh()

    def new_game(self) -> None:
        """Start again from the game's initial state (undoable)."""
        self.session.new_game()

    # -- events ---------------------------------------------------------------------------
    def _on_event(self, event: ev.Event) -> None:
        if isinstance(event, ev.SearchProgress):
            self.progress_text = self._progress(event)
            self.panel.progress.setText(self.progress_text)
            return
        if isinstance(event, ev.ThinkingStarted):
            self.progress_text = ""
            self.busy_changed.emit(True)
        elif isinstance(event, (ev.DecisionReady, ev.ThinkingStopped)):
            self.busy_changed.emit(False)
        if isinstance(event, ev.DecisionReady) and event.purpose == ev.ANALYSIS:
            self.labels, self.labels_state = self._labels(event.decision.analysis), self.session.state
        elif isinstance(event, ev.DecisionReady) and event.purpose == ev.MOVE:
            self.search_summary = self._summary(event.seat, event.decision.analysis)
        elif isinstance(event, ev.ThinkingStopped) and event.reason == ev.FAILED:
            self.status_message.emit(arg(self.tr("The computer player failed: %1"), event.error))
        elif isinstance(event, (ev.MovePlayed, ev.PositionChanged)):
            if not (isinstance(event, ev.MovePlayed) and event.by_computer):
                self.search_summary = ""
            QTimer.singleShot(0, self, self._ask_analysis)
        self.refresh()
        self.report_result(event)

    def _ask_analysis(self) -> None:
        """Ask the analyst about the position when a human is to move and nothing thinks."""
        session = self.session
        if (self.panel.show_thinking.isChecked() and self.analyst is not None and session.is_human_turn()
                and not session.thinking.is_thinking() and self.labels_state != session.state):
            session.request(self.analyst, ev.ANALYSIS)

    # -- drawing --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Draw the session's position and bring the panel up to date."""
        session, game = self.session, self.game
        last = session.line.moves[session.ply - 1] if session.ply else None
        self.board.set_grid(game.grid(session.state, last))
        self.board.set_interactive(session.is_human_turn() and session.thinking.purpose != ev.MOVE,
                                   session.seat_to_move(), self._landing)
        showing = (self.panel.show_thinking.isChecked() and self.labels_state == session.state
                   and not self.students)
        self.board.set_labels(self.labels if showing else {})
        self.panel.status.setText(self._status())
        self.show_turn()
        self.panel.progress.setText(self.progress_text if session.thinking.is_thinking() else self.search_summary)
        self.panel.set_moves(self._move_rows(), session.ply)
        computers = any(seat is not None for seat in session.seats)
        self.panel.play_button.setText(self.tr("Play") if self._waiting_for_play() else self.tr("Pause"))
        self.panel.play_button.setEnabled(computers and not session.is_over())
        self.panel.step_button.setEnabled(computers and session.player_to_move() is not None
                                          and not session.thinking.is_thinking())
        self.panel.cancel_button.setEnabled(session.thinking.is_thinking())

    def _waiting_for_play(self) -> bool:
        """True when a computer is to move but waits for Play (paused, or back in the record)."""
        session = self.session
        return session.paused or (session.player_to_move() is not None and session.line.can_redo()
                                  and not session.thinking.is_thinking())

    def _landing(self, cell: int) -> int | None:
        """The cell a click on ``cell`` fills (for the board's preview)."""
        state = self.session.state
        move = self.game.move_at(state, cell)
        return None if move is None else self.game.grid(self.game.apply(state, move), move).last

    def _status(self) -> str:
        session = self.session
        outcome = session.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return self.tr("Draw")
            if self.game.num_players == 1:
                return self.tr("Solved!")
            return arg(self.tr("%1 wins!"), self.seat_name(outcome.winner))
        name = self.seat_name(session.seat_to_move())
        if session.thinking.purpose == ev.MOVE:
            return arg(self.tr("%1 is thinking…"), name)
        if session.player_to_move() is not None and self._waiting_for_play():
            return arg(self.tr("%1 (computer) waits: press Play or Step"), name)
        return arg(self.tr("%1 to move"), name)

    def _searched(self, nodes: int, seconds: float) -> str:
        return arg(self.tr("%1 in %2 s"), self.tr("%Ln positions", "", nodes), decimal(seconds, 1))

    def _summary(self, seat: int | None, analysis: Analysis | None) -> str:
        """What the search behind a computer's move did ("" for players that do not search)."""
        if analysis is None or not analysis.depth:
            return ""
        return arg(self.tr("%1 looked %n plies ahead: %2", "", analysis.depth), self.seat_name(seat),
                   self._searched(analysis.nodes, analysis.seconds))

    def _progress(self, progress: ev.SearchProgress) -> str:
        text = self._searched(progress.nodes, progress.seconds)
        if self.session.thinking.purpose == ev.ANALYSIS:
            return arg(self.tr("Weighing the moves: %1"), text)
        return text

    def _move_rows(self) -> list[str]:
        session = self.session
        rows = [self.tr("Start")]
        for ply, move in enumerate(session.line.moves, start=1):
            before = session.line.state_at(ply - 1)
            rows.append(arg(self.tr("%1. %2: %3"), ply, self.seat_name(self.game.to_move(before)),
                            self.game.move_to_str(before, move)))
        return rows

    def _labels(self, analysis: Analysis | None) -> dict[int, tuple[str, str]]:
        """Cell -> (text, kind) for every move the analysis valued: the cell each move
        fills carries the move's value for the player to move."""
        if analysis is None:
            return {}
        state, labels = self.session.state, {}
        for move, value in analysis.values.items():
            cell = self.game.grid(self.game.apply(state, move), move).last
            if cell is not None:
                labels[cell] = self._value_label(value, analysis.exact, analysis.plies.get(move))
        return labels

    def _value_label(self, value: float, exact: bool, plies: int | None) -> tuple[str, str]:
        """A move's label: a proven win or loss says in how many of the mover's own moves
        (a win) or the opponent's (a loss) the game ends; else the value in percent."""
        if value >= 1.0 and plies:
            own_moves = (plies + 1) // 2
            return self.tr("win\nin %n", "", own_moves), "win"
        if value <= -1.0 and plies:
            their_moves = max(1, plies // 2)
            return self.tr("loss\nin %n", "", their_moves), "loss"
        if value >= 1.0:
            return self.tr("win"), "win"
        if value <= -1.0:
            return self.tr("loss"), "loss"
        if exact and value == 0:
            return self.tr("draw"), "draw"
        return ("+" if value > 0 else "") + decimal(value * 100, 0), "value"

    def _describe(self, event: ev.Event, session: GameSession[Any, Any]) -> str:
        """The Undo/Redo text of a change."""
        if isinstance(event, ev.MovePlayed):
            before = session.line.state_at(event.ply - 1)
            return arg(self.tr("%1 plays %2"), self.seat_name(event.seat),
                       self.game.move_to_str(before, event.move))
        if isinstance(event, ev.PositionChanged) and event.cause == ev.JUMP:
            return arg(self.tr("Go to move %1"), event.ply)
        return self.tr("New game")

    # -- saved games ----------------------------------------------------------------------
    def game_record(self) -> dict[str, Any] | None:
        """The game shown; its options are who plays each seat (``seats``: ``"@human"``
        or a player id of the plug-in)."""
        seats = [str(combo.currentData() or HUMAN) for combo in self.panel.seat_lists]
        record, steps = self.undo.full_record()
        return R.dump(self.plugin.id, {"seats": seats}, self.game, record, steps)

    def open_record(self, saved: R.SavedGame) -> None:
        """Show the saved game with its seats and undo steps.

        Raises:
            RecordError: ``bad-option`` (seats), ``bad-start``, ``bad-move``; nothing
                changes then.
        """
        keys = saved.options.get("seats")
        allowed = {HUMAN, *(choice.id for choice in self.choices)}
        if (not isinstance(keys, list) or len(keys) != self.game.num_players
                or not all(isinstance(key, str) and key in allowed for key in keys)):
            raise R.RecordError(R.BAD_OPTION, ("seats",))
        record = R.rebuild(saved, self.game)
        self.session.set_seats([None] * len(keys))  # no computer moves on the old position
        for seat, key in enumerate(keys):
            self.panel.set_seat(seat, key)
            self.context.settings.setValue(self._settings_key(seat), key)
        choices = [choice_by_id(self.choices, key) for key in keys]
        self.session.set_seats([choice.make(self.game) if choice else None for choice in choices])
        self.undo.open_record(record, saved.undo_steps)
        self.refresh()

    def shutdown(self) -> None:
        """Stop every search; the page stops listening to its session."""
        self.runner.shutdown()
        self._unsubscribe()
        self.undo.detach()
