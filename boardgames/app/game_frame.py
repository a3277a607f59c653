"""What every game page shares around its board (issue 14): the bar with the level control,
the game's goal in one line, whose turn (in the player's colour) and the "?" button; the
result overlay on the board; and the game's levels, remembered per game.

The window wraps each game view's board in a :class:`GameFrame`. The frame applies a level
through :meth:`boardgames.kit.game_view.GameView.apply_level`, listens to the view's
``game_over`` signal, shows the shared :class:`~boardgames.app.result_overlay.ResultOverlay`
and, when "advance after a win" is on, moves to the next level.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from boardgames.app.level_control import LevelControl
from boardgames.app.result_overlay import ResultOverlay
from boardgames.core.levels import SOLVED, WIN, Level, clamp_level, next_level
from boardgames.core.plugins import GamePlugin
from boardgames.kit.game_view import GameView
from boardgames.kit.settings import read_bool, read_int

#: Settings key of the "advance to the next level after a win" option.
AUTO_ADVANCE_KEY = "levels/auto_advance"


class GameFrame(QWidget):
    """The bar above a game's board, the overlay on it, and its levels.

    Signals:
        help_requested(): the "?" button was pressed.
        level_won(game, level): a level (not a game of one's own options) was won or solved
            (a joined class hears of it).
    """

    help_requested = Signal()
    level_won = Signal(str, int)

    def __init__(self, view: GameView, plugin: GamePlugin, settings: QSettings,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("gameFrame")
        self.view, self.plugin, self.settings = view, plugin, settings
        self.levels: list[Level] = _levels_of(plugin)
        self.level = clamp_level(read_int(settings, self._key, 1, 1, max(1, len(self.levels))),
                                 self.levels)
        self.level_control = LevelControl()
        self.level_control.set_levels([QCoreApplication.translate(plugin.id, lv.title)
                                       for lv in self.levels], self.level)
        self.level_control.level_changed.connect(self.choose_level)
        self._make_labels(plugin)
        self._make_help_button()
        self.overlay = ResultOverlay(view.board)
        self._result_index = -1  # the undo index when the result was shown
        self._connect_view(view)
        self._lay_out()
        self.applied = self.played = self.level
        self.class_lock: int | None = None  # the level the class's teacher holds this game on
        if self.levels:
            view.apply_level(self.levels[self.level - 1].settings)

    def _make_labels(self, plugin: GamePlugin) -> None:
        """The game's goal, whose turn (rich text, in the player's colour) and the score."""
        self.goal = QLabel(QCoreApplication.translate(plugin.id, _goal_of(plugin)))
        self.goal.setObjectName("gameGoal")
        self.goal.setWordWrap(True)
        self.turn = QLabel()
        self.turn.setObjectName("gameTurn")
        self.turn.setTextFormat(Qt.RichText)
        self.turn.setWordWrap(True)
        self.score = QLabel()  # one place for the score, beside whose turn
        self.score.setObjectName("gameScore")
        self.score.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.score.setWordWrap(True)
        self.score.hide()

    def _make_help_button(self) -> None:
        """The "?" button: it emits :attr:`help_requested`."""
        self.help_button = QToolButton()
        self.help_button.setText("?")
        self.help_button.setObjectName("helpButton")
        self.help_button.setCursor(Qt.PointingHandCursor)
        self.help_button.setToolTip(self.tr("How to play (F1)"))
        self.help_button.setAccessibleName(self.tr("How to play"))
        self.help_button.clicked.connect(self.help_requested)

    def _connect_view(self, view: GameView) -> None:
        """The overlay's buttons and the view's signals to the frame's labels and levels."""
        self.overlay.rematch.connect(self.rematch)
        self.overlay.next_level.connect(self.go_next)
        view.game_over.connect(self.on_game_over)
        view.result_withdrawn.connect(self.overlay.hide)  # a new position: the result is gone
        view.turn_changed.connect(self.turn.setText)
        view.score_changed.connect(self._show_score)
        view.custom_changed.connect(self.level_control.set_custom)
        view.undo_stack.indexChanged.connect(self._undo_moved)

    @property
    def _key(self) -> str:
        return f"levels/{self.plugin.id}"

    def _lay_out(self) -> None:
        """The level, the goal and "?" on top; whose turn and the score in a line of their
        own under them (the whole width, so neither is squeezed into a thin column)."""
        bar = QHBoxLayout()
        bar.addWidget(self.level_control)
        bar.addSpacing(12)
        bar.addWidget(self.goal, 1)
        bar.addWidget(self.help_button, 0, Qt.AlignVCenter)
        turn = QHBoxLayout()
        turn.addWidget(self.turn, 1)
        turn.addWidget(self.score)
        header = QVBoxLayout()
        header.setContentsMargins(8, 4, 8, 4)
        header.setSpacing(2)
        header.addLayout(bar)
        header.addLayout(turn)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(header)
        layout.addWidget(self.view.board, 1)

    def _show_score(self, text: str) -> None:
        self.score.setText(text)
        self.score.setVisible(bool(text))

    def follow_class_level(self, level: int | None, locked: bool) -> None:
        """The class's teacher set ``level`` for this game (None: none): go there; when
        ``locked`` the student stays there (the level control is off) until unlocked."""
        self.class_lock = clamp_level(level, self.levels) if level and locked and self.levels \
            else None
        self.level_control.setEnabled(self.class_lock is None)
        self.level_control.setToolTip(self.tr("The teacher holds the class on this level")
                                      if self.class_lock is not None else "")
        if level and self.levels and clamp_level(level, self.levels) != self.level:
            self.choose_level(level)

    def choose_level(self, level: int) -> None:
        """Go to ``level`` (clamped; the class's level while the teacher holds it there),
        remember it and start a new game there."""
        self._set_level(level if self.class_lock is None else self.class_lock)
        self.overlay.hide()
        self.applied = self.played = self.level
        if self.levels:
            self.view.apply_level(self.levels[self.level - 1].settings)
        else:
            self.view.new_game()

    def _set_level(self, level: int, shown: bool = True) -> None:
        """Choose ``level`` and remember it; ``shown=False`` keeps the control on the level
        of the board still shown (the next level after a win, until it is played)."""
        self.level = clamp_level(level, self.levels)
        self.settings.setValue(self._key, self.level)
        if shown:
            self.level_control.set_level(self.level)

    def new_game(self) -> None:
        """A new game at the level shown (the window's New game)."""
        if self.level != self.applied:
            self.choose_level(self.level)
        else:
            self.overlay.hide()
            self.view.new_game()

    def rematch(self) -> None:
        """The level just played, again."""
        if self.played != self.level:
            self.choose_level(self.played)
        else:
            self.new_game()

    def go_next(self) -> None:
        """The next level (already chosen when auto-advance moved up after a win)."""
        self.choose_level(self.level if self.level != self.played else self.level + 1)

    def auto_advance(self) -> bool:
        """True when a win moves to the next level by itself (the default)."""
        return read_bool(self.settings, AUTO_ADVANCE_KEY, True)

    def on_game_over(self, result: str, details: str) -> None:
        """Show the overlay for ``result`` (a :mod:`boardgames.core.levels` code). After a
        win with auto-advance on, the next level is chosen and remembered at once; the
        overlay's Next level plays it, Rematch goes back to the level just played."""
        self.played = self.applied
        if self.levels and result in (WIN, SOLVED) and not self.level_control.is_custom:
            self.level_won.emit(self.plugin.id, self.played)
        after = next_level(self.played, result, self.levels,
                           self.auto_advance() and self.class_lock is None)
        if after != self.level:
            self._set_level(after, shown=False)  # the control changes with the board
        moved = self.level != self.played
        can_next = moved or (self.level < len(self.levels) and result in (WIN, SOLVED)
                             and self.class_lock is None)
        self._result_index = self.view.undo_stack.index()
        self.overlay.show_result(result, details, can_advance=can_next, advance_first=moved,
                                 puzzle=self.view.is_puzzle)

    def _undo_moved(self, index: int) -> None:
        """Undo (or a new game that clears the history) went back before the end of the
        game: the result no longer stands. (A move that ends a game inside an undo macro
        moves the index up once more, which keeps the result.)"""
        if self.overlay.isVisible() and index <= self._result_index:
            self.overlay.hide()


def _levels_of(plugin: GamePlugin) -> list[Level]:
    try:
        return plugin.load_levels()
    except Exception:  # a plug-in's broken levels must not break its page
        return []


def _goal_of(plugin: GamePlugin) -> str:
    try:
        return plugin.load_how_to_play().goal
    except Exception:
        return plugin.description
