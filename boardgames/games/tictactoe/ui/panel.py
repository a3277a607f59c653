"""The side panel of the tic-tac-toe view (Qt): options, statistics, score, status.

Only widgets live here; :mod:`.view` connects them. Every visible string goes through
``tr()``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.i18n import arg
from boardgames.games.tictactoe.match import (
    COMPUTER_VS_COMPUTER,
    HUMAN_O_VS_COMPUTER,
    HUMAN_VS_HUMAN,
    HUMAN_X_VS_COMPUTER,
)


def _compact(combo: QComboBox) -> QComboBox:
    """Let a combo box shrink with a narrow panel instead of widening it."""
    combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(8)
    return combo


def _label(text: str = "", role: str | None = None, wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    if role:
        label.setProperty("role", role)
    return label


class TicTacToePanel(QWidget):
    """Controls of the game. Attributes are the widgets (the view and tests use them)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(10)

        self.status_label = _label(self.tr("X to move"), "big")
        self.status_label.setObjectName("tictactoeStatus")
        self.status_label.setAccessibleName(self.tr("Game status"))
        layout.addWidget(self.status_label)

        layout.addWidget(self._score_group())
        layout.addWidget(self._players_group())
        layout.addWidget(self._game_group())
        layout.addWidget(self._stats_group())
        layout.addWidget(self._demo_group())
        self.tournament_button = QPushButton(self.tr("Students' tournament…"))
        self.tournament_button.setToolTip(self.tr("Play students' choose_move(board) files against the "
                                                  "computer players and each other"))
        layout.addWidget(self.tournament_button)
        layout.addStretch(1)

    # -- groups ---------------------------------------------------------------------------
    def _game_group(self) -> QGroupBox:
        box = QGroupBox(self.tr("Game"))
        form = QFormLayout(box)
        size_row = QHBoxLayout()
        self.size_combo = _compact(QComboBox())
        for side in range(3, 8):
            self.size_combo.addItem(arg(self.tr("%1 × %1"), side), side)
        self.size_combo.setAccessibleName(self.tr("Board size"))
        self.k_spin = QSpinBox()
        self.k_spin.setRange(3, 3)
        self.k_spin.setPrefix(self.tr("k = "))
        self.k_spin.setAccessibleName(self.tr("Marks in a row to win"))
        size_row.addWidget(self.size_combo)
        size_row.addWidget(self.k_spin)
        form.addRow(self.tr("Board:"), size_row)
        self.start_combo = _compact(QComboBox())
        for text, data in ((self.tr("X starts"), "x"), (self.tr("O starts"), "o"),
                           (self.tr("Alternate every game"), "alternate"),
                           (self.tr("At random"), "random")):
            self.start_combo.addItem(text, data)
        form.addRow(self.tr("Who starts:"), self.start_combo)
        self.thinking_check = QCheckBox(self.tr("Show thinking (values of the free cells)"))
        form.addRow(self.thinking_check)
        self.thinking_caption = _label("", "muted")
        self.thinking_caption.hide()
        form.addRow(self.thinking_caption)
        return box

    def _players_group(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        form = QFormLayout(box)
        self.mode_combo = QComboBox()  # its texts are short: shown whole, never clipped
        self.mode_combo.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        for text, data in ((self.tr("Human vs human"), HUMAN_VS_HUMAN),
                           (self.tr("You play X vs computer"), HUMAN_X_VS_COMPUTER),
                           (self.tr("You play O vs computer"), HUMAN_O_VS_COMPUTER),
                           (self.tr("Computer vs computer (demo)"), COMPUTER_VS_COMPUTER)):
            self.mode_combo.addItem(text, data)
        form.addRow(self.tr("Mode:"), self.mode_combo)
        self.x_player_label = QLabel(self.tr("Computer X:"))
        self.x_player_combo = _compact(QComboBox())
        self.x_player_info = _label("", "muted")
        form.addRow(self.x_player_label, self.x_player_combo)
        form.addRow(self.x_player_info)
        self.o_player_label = QLabel(self.tr("Computer O:"))
        self.o_player_combo = _compact(QComboBox())
        self.o_player_info = _label("", "muted")
        form.addRow(self.o_player_label, self.o_player_combo)
        form.addRow(self.o_player_info)
        error_row = QHBoxLayout()
        self.error_slider = QSlider(Qt.Horizontal)
        self.error_slider.setRange(0, 100)
        self.error_slider.setValue(20)
        self.error_slider.setAccessibleName(self.tr("Error probability of the fallible player"))
        self.error_value = QLabel()
        error_row.addWidget(self.error_slider, 1)
        error_row.addWidget(self.error_value)
        self.error_label = QLabel(self.tr("Mistakes:"))
        form.addRow(self.error_label, error_row)
        self.pause_spin = QSpinBox()
        self.pause_spin.setRange(0, 5000)
        self.pause_spin.setSingleStep(100)
        self.pause_spin.setValue(400)
        self.pause_spin.setSuffix(self.tr(" ms"))
        form.addRow(self.tr("Thinking pause:"), self.pause_spin)
        self.random_opening_check = QCheckBox(self.tr("Computer opens on a random cell"))
        form.addRow(self.random_opening_check)
        return box

    def _demo_group(self) -> QGroupBox:
        box = QGroupBox(self.tr("Demonstration"))
        self.demo_group = box
        grid = QGridLayout(box)
        grid.addWidget(QLabel(self.tr("Speed:")), 0, 0)
        self.speed_slider = QSlider(Qt.Horizontal)
        self.speed_slider.setRange(1, 10)
        self.speed_slider.setValue(5)
        self.speed_slider.setAccessibleName(self.tr("Demonstration speed"))
        grid.addWidget(self.speed_slider, 0, 1, 1, 2)
        self.play_button = QPushButton(self.tr("Pause"))
        self.step_button = QPushButton(self.tr("Step"))
        self.step_button.setToolTip(self.tr("Let the computer make one move"))
        grid.addWidget(self.play_button, 1, 1)
        grid.addWidget(self.step_button, 1, 2)
        return box

    def _stats_group(self) -> QGroupBox:
        box = QGroupBox(self.tr("Last computer move"))
        form = QFormLayout(box)
        self.stats_player = _label("-")
        self.stats_nodes = _label("-")
        self.stats_time = _label("-")
        self.stats_note = _label("", "muted")
        form.addRow(self.tr("Player:"), self.stats_player)
        form.addRow(self.tr("Nodes searched:"), self.stats_nodes)
        form.addRow(self.tr("Time:"), self.stats_time)
        form.addRow(self.stats_note)
        self.tree_button = QPushButton(self.tr("Show the game tree…"))  # the minimax tree viewer
        self.tree_button.setToolTip(self.tr("This position's game tree: minimax values, alpha-beta cut-offs"))
        form.addRow(self.tree_button)
        return box

    def _score_group(self) -> QGroupBox:
        box = QGroupBox(self.tr("Score"))
        grid = QGridLayout(box)
        self.score_x = _label("", "big", wrap=False)
        self.score_draws = _label("", "big", wrap=False)
        self.score_o = _label("", "big", wrap=False)
        for column, (title, label) in enumerate(((self.tr("X"), self.score_x),
                                                 (self.tr("Draws"), self.score_draws),
                                                 (self.tr("O"), self.score_o))):
            head = QLabel(title)
            head.setAlignment(Qt.AlignCenter)
            label.setAlignment(Qt.AlignCenter)
            grid.addWidget(head, 0, column)
            grid.addWidget(label, 1, column)
        self.score_human = _label("", "muted")
        grid.addWidget(self.score_human, 2, 0, 1, 3)
        self.rematch_button = QPushButton(self.tr("Rematch"))
        self.rematch_button.setProperty("role", "primary")
        self.reset_score_button = QPushButton(self.tr("Reset score"))
        grid.addWidget(self.rematch_button, 3, 0, 1, 2)
        grid.addWidget(self.reset_score_button, 3, 2)
        return box
