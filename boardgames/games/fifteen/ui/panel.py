"""The 15-puzzle's side panel (Qt): game figures, board size, shuffles, typed positions,
the solvability verdict, and the solver's controls. Widgets only; the view wires them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames.games.fifteen.board import MAX_SIDE, MIN_SIDE


def _label(text: str = "", role: str = "", wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(Qt.TextSelectableByMouse)
    if role:
        label.setProperty("role", role)
    return label


def _button(text: str, primary: bool = False) -> QPushButton:
    button = QPushButton(text)
    if primary:
        button.setProperty("role", "primary")
    button.setCursor(Qt.PointingHandCursor)
    return button


class MovesSpin(QSpinBox):
    """A spin box for a number of moves, written with the language's plural form
    ("1 move", "10 moves"; never "1 moves")."""

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt's name)
        return self.tr("%n moves", "", value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 (Qt's name)
        digits = "".join(ch for ch in text if ch.isdigit())
        return int(digits) if digits else self.minimum()

    def validate(self, text: str, pos: int) -> object:
        digits = "".join(ch for ch in text if ch.isdigit())
        fits = bool(digits) and self.minimum() <= int(digits) <= self.maximum()
        return (QValidator.Acceptable if fits else QValidator.Intermediate, text, pos)


class FifteenPanel(QWidget):
    """All controls of the side panel, as attributes the view connects to."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("fifteenPanel")
        self.setMinimumWidth(330)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(10)
        for box in (self._figures(), self._board_box(), self._solve_box(), self._position_box(),
                    self._solvability_box()):
            layout.addWidget(box)
        layout.addStretch(1)

    def _figures(self) -> QGroupBox:
        figures = QGroupBox(self.tr("Game"))
        row = QHBoxLayout(figures)
        self.moves_label = _label(role="big", wrap=False)
        self.time_label = _label(role="big", wrap=False)
        row.addWidget(self.moves_label)
        row.addStretch(1)
        row.addWidget(self.time_label)
        return figures

    def _board_box(self) -> QGroupBox:
        """Board size and shuffles."""
        board_box = QGroupBox(self.tr("Board"))
        form = QFormLayout(board_box)
        size_row = QHBoxLayout()
        self.rows_spin = QSpinBox()
        self.cols_spin = QSpinBox()
        for spin in (self.rows_spin, self.cols_spin):
            spin.setRange(MIN_SIDE, MAX_SIDE)
            spin.setValue(4)
        self.rows_spin.setAccessibleName(self.tr("Rows"))
        self.cols_spin.setAccessibleName(self.tr("Columns"))
        size_row.addWidget(self.rows_spin)
        size_row.addWidget(QLabel("×"))
        size_row.addWidget(self.cols_spin)
        size_row.addStretch(1)
        form.addRow(self.tr("Rows × columns:"), size_row)
        self.shuffle_button = _button(self.tr("Shuffle"), primary=True)
        self.shuffle_button.setToolTip(self.tr("A random position that can be solved (Ctrl+R)"))
        form.addRow(self.shuffle_button)
        walk_row = QHBoxLayout()
        self.walk_spin = MovesSpin()
        self.walk_spin.setRange(1, 500)
        self.walk_spin.setValue(10)
        self.walk_button = _button(self.tr("Easy shuffle"))
        self.walk_button.setToolTip(self.tr("Make this many random moves from the solved board"))
        walk_row.addWidget(self.walk_button)
        walk_row.addWidget(self.walk_spin)
        form.addRow(walk_row)
        return board_box

    def _solve_box(self) -> QGroupBox:
        """The solver: algorithm, heuristic, buttons, progress, playback, Compare."""
        solve_box = QGroupBox(self.tr("Solve"))
        sv = QVBoxLayout(solve_box)
        solver_form = QFormLayout()
        self.algorithm_combo = QComboBox()
        self.heuristic_combo = QComboBox()
        for combo in (self.algorithm_combo, self.heuristic_combo):  # long names must not widen the panel
            combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        solver_form.addRow(self.tr("Algorithm:"), self.algorithm_combo)
        solver_form.addRow(self.tr("Heuristic:"), self.heuristic_combo)
        self.time_limit_spin = QSpinBox()
        self.time_limit_spin.setRange(1, 600)
        self.time_limit_spin.setValue(10)
        self.time_limit_spin.setSuffix(self.tr(" s"))
        self.time_limit_spin.setToolTip(self.tr(
            "Boards larger than 4x4: how long Solve keeps looking for shorter solutions"))
        solver_form.addRow(self.tr("Time limit:"), self.time_limit_spin)
        self._solver_form = solver_form
        solver_form.setRowVisible(self.time_limit_spin, False)
        sv.addLayout(solver_form)
        buttons = QHBoxLayout()
        self.solve_button = _button(self.tr("Solve"), primary=True)
        self.solve_button.setToolTip(self.tr("Find a solution in the background (Ctrl+L)"))
        self.hint_button = _button(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the next move of a shortest solution (Ctrl+H)"))
        self.cancel_button = _button(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        for b in (self.solve_button, self.hint_button, self.cancel_button):
            buttons.addWidget(b)
        sv.addLayout(buttons)
        self.play_best_button = _button(self.tr("Play best so far"))
        self.play_best_button.setToolTip(self.tr(
            "Play the best solution found so far while the search looks for a shorter one"))
        self.play_best_button.setEnabled(False)
        self.play_best_button.hide()
        sv.addWidget(self.play_best_button)
        self.progress_label = _label(role="muted")
        self.result_label = _label()
        self.build_bar = QProgressBar()
        self.build_bar.setRange(0, 100)
        self.build_bar.setAccessibleName(self.tr("Building the pattern databases"))
        self.build_bar.hide()
        sv.addWidget(self.progress_label)
        sv.addWidget(self.build_bar)
        sv.addWidget(self.result_label)
        self._playback_rows(sv)
        return solve_box

    def show_time_limit(self, visible: bool) -> None:
        """Show the time-limit row and "Play best so far" (they matter only on boards
        where Solve is anytime)."""
        self._solver_form.setRowVisible(self.time_limit_spin, visible)
        self.play_best_button.setVisible(visible)

    def _playback_rows(self, sv: QVBoxLayout) -> None:
        play_row = QHBoxLayout()
        self.play_button = _button(self.tr("Play"))
        self.step_button = _button(self.tr("Step"))
        self.play_button.setEnabled(False)
        self.step_button.setEnabled(False)
        play_row.addWidget(self.play_button)
        play_row.addWidget(self.step_button)
        sv.addLayout(play_row)
        speed_row = QHBoxLayout()
        speed_row.addWidget(QLabel(self.tr("Speed:")))
        self.speed_slider = QSlider(Qt.Horizontal)
        self.speed_slider.setRange(1, 20)
        self.speed_slider.setValue(4)
        self.speed_slider.setAccessibleName(self.tr("Playback speed in moves per second"))
        self.speed_value = QLabel()
        speed_row.addWidget(self.speed_slider, 1)
        speed_row.addWidget(self.speed_value)
        sv.addLayout(speed_row)
        self.show_search_check = QCheckBox(self.tr("Show the search on the board"))
        self.show_search_check.setToolTip(
            self.tr("Draw the position being expanded while the search runs (boards up to 3x3)"))
        sv.addWidget(self.show_search_check)
        self.compare_button = _button(self.tr("Compare searches…"))
        self.compare_button.setToolTip(self.tr("Run several algorithms and heuristics on this position"))
        sv.addWidget(self.compare_button)
        self.stepper_button = _button(self.tr("Step through a search…"))  # the search stepper
        self.stepper_button.setToolTip(self.tr("Watch BFS, A* and IDA* expand one node at a time on an 8-puzzle"))
        sv.addWidget(self.stepper_button)

    def _position_box(self) -> QGroupBox:
        """A typed position and its error line."""
        position_box = QGroupBox(self.tr("Set up a position"))
        pos = QVBoxLayout(position_box)
        self.position_edit = QLineEdit()
        self.position_edit.setPlaceholderText(self.tr("e.g. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12"))
        self.position_edit.setClearButtonEnabled(True)
        self.position_edit.setAccessibleName(self.tr("Position to set up"))
        pos_row = QHBoxLayout()
        pos_row.addWidget(self.position_edit, 1)
        self.position_button = _button(self.tr("Set"))
        pos_row.addWidget(self.position_button)
        pos.addLayout(pos_row)
        self.position_error = _label(role="error")
        self.position_error.hide()
        pos.addWidget(self.position_error)
        return position_box

    def _solvability_box(self) -> QGroupBox:
        solv_box = QGroupBox(self.tr("Can it be solved?"))
        solv = QVBoxLayout(solv_box)
        self.inversions_label = _label()
        self.blank_row_label = _label()
        self.verdict_label = _label()
        for widget in (self.inversions_label, self.blank_row_label, self.verdict_label):
            solv.addWidget(widget)
        return solv_box
