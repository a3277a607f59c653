"""The shared result overlay every game shows on its board when a game ends (issue 14).

The board is dimmed and a plate in its middle says how the game ended for the player at
the board ("You win!", "The computer wins — try again", "Draw", "Solved!", "Solved by
the computer" when its solution played the last move), with a line of
details (moves, time, the next level) and two buttons: **Rematch** (the same level again;
**Play again** after a puzzle, where there is nobody to have a rematch with) and **Next
level**. A click beside the plate or Esc hides the overlay, so the final board can be
studied.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from boardgames.core.levels import ASSISTED, DRAW, LOSS, OVER, SOLVED, WIN

#: Colour of each result's title (the winner's feeling, not the board's colours).
RESULT_COLOURS = {WIN: "#7ddc8a", SOLVED: "#7ddc8a", LOSS: "#ffb86b", DRAW: "#e8eef5",
                  OVER: "#e8eef5", ASSISTED: "#e8eef5"}


class ResultOverlay(QWidget):
    """A dimming layer over ``board`` with the result plate.

    Signals:
        rematch(): play the same level again.
        next_level(): go to the next level and play.
    """

    rematch = Signal()
    next_level = Signal()

    def __init__(self, board: QWidget):
        super().__init__(board)
        self.setObjectName("resultOverlay")
        self.result = ""
        self.plate = QWidget(self)
        self.plate.setObjectName("resultPlate")
        self.plate.setAttribute(Qt.WA_StyledBackground, True)
        self.plate.setStyleSheet("#resultPlate { background: rgba(20, 30, 45, 235); "
                                 "border-radius: 14px; } QLabel { color: white; }")
        self.title = QLabel()
        self.title.setObjectName("resultTitle")
        self.details = QLabel()
        self.details.setWordWrap(True)
        for label in (self.title, self.details):
            label.setAlignment(Qt.AlignCenter)
        self.rematch_button = QPushButton(self.tr("Rematch"))
        self.next_button = QPushButton(self.tr("Next level"))
        self.rematch_button.clicked.connect(self._on_rematch)
        self.next_button.clicked.connect(self._on_next)
        self._lay_out()
        board.installEventFilter(self)
        self.hide()

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.rematch_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self.plate)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.addWidget(self.title)
        layout.addWidget(self.details)
        layout.addSpacing(8)
        layout.addLayout(buttons)

    def title_for(self, result: str) -> str:
        """The plate's title for a :mod:`boardgames.core.levels` result code."""
        return {WIN: self.tr("You win!"), LOSS: self.tr("The computer wins — try again"),
                DRAW: self.tr("Draw"), SOLVED: self.tr("Solved!"),
                ASSISTED: self.tr("Solved by the computer")}.get(
                    result, self.tr("Game over"))

    def show_result(self, result: str, details: str = "", can_advance: bool = False,
                    advance_first: bool = False, puzzle: bool = False) -> None:
        """Show the plate for ``result`` with a (translated) ``details`` line; "Next level"
        only when ``can_advance``, and as the default button when ``advance_first``;
        "Play again" instead of "Rematch" after a ``puzzle`` (a one-player game)."""
        self.result = result
        self.rematch_button.setText(self.tr("Play again") if puzzle else self.tr("Rematch"))
        self.title.setText(self.title_for(result))
        self.title.setStyleSheet(f"color: {RESULT_COLOURS.get(result, '#ffffff')};")
        self.details.setText(details)
        self.details.setVisible(bool(details))
        self.next_button.setVisible(can_advance)
        first = self.next_button if can_advance and advance_first else self.rematch_button
        for button in (self.rematch_button, self.next_button):
            button.setProperty("role", "primary" if button is first else "")
            button.style().unpolish(button)
            button.style().polish(button)
        self._fit()
        self.show()
        self.raise_()
        first.setFocus()

    def _fit(self) -> None:
        board = self.parentWidget()
        self.setGeometry(board.rect())
        side = max(160, min(board.width(), board.height()))
        room = max(200, int(board.width() * 0.92) - 60)  # the plate's width inside its margins
        self.title.setFont(_fitting_font(self.font(), self.title.text(), max(16.0, side / 14), room))
        small = QFont(self.font())
        small.setPointSizeF(max(11.0, side / 34))
        for widget in (self.details, self.rematch_button, self.next_button):
            widget.setFont(small)
        wanted = QFontMetrics(small).horizontalAdvance(self.details.text()) + 8
        self.details.setMinimumWidth(min(wanted, room))  # one line when the board has room
        self.plate.setMaximumWidth(max(240, int(board.width() * 0.92)))
        self.plate.adjustSize()
        plate = self.plate.sizeHint().boundedTo(self.size())
        self.plate.setGeometry((self.width() - plate.width()) // 2,
                               (self.height() - plate.height()) // 2, plate.width(), plate.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Resize and self.isVisible():
            self._fit()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(10, 16, 24, 120))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.plate.geometry().contains(event.position().toPoint()):
            self.hide()  # look at the final board

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key_Escape:
            self.hide()
            return
        super().keyPressEvent(event)

    def _on_rematch(self) -> None:
        self.hide()
        self.rematch.emit()

    def _on_next(self) -> None:
        self.hide()
        self.next_level.emit()


def _fitting_font(base: QFont, text: str, points: float, width: int) -> QFont:
    """A bold ``base`` of ``points`` points, made smaller (down to 12 points) until
    ``text`` fits in ``width`` pixels: a long title is never cut off."""
    font = QFont(base)
    font.setBold(True)
    font.setPointSizeF(points)
    while points > 12 and QFontMetrics(font).horizontalAdvance(text) > width:
        points *= 0.92
        font.setPointSizeF(points)
    return font
