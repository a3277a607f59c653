"""The one "Level ‹ N ›" control every game page shows (issue 14; GCompris's idea).

The control shows the level number large, with ‹ and › buttons, and the level's title (what
it means: "3x3, 3 moves from solved") in small type below. The window owns one per game page
and applies the chosen level through the game's view.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from boardgames.kit.i18n import arg, number


class LevelControl(QWidget):
    """Level ‹ N › with the level's title.

    Signals:
        level_changed(int): the user chose another level (1-based).
    """

    level_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("levelControl")
        self._titles: list[str] = []
        self._level = 1
        self._custom = False
        self.down = self._arrow("‹", self.tr("Easier level"))
        self.up = self._arrow("›", self.tr("Harder level"))
        self.label = QLabel()
        self.label.setObjectName("levelNumber")
        self.label.setAlignment(Qt.AlignCenter)  # sizes: the app's style sheet (zoom)
        self.title = QLabel()
        self.title.setObjectName("levelTitle")
        self.title.setAlignment(Qt.AlignCenter)
        self.title.setWordWrap(True)
        self._lay_out()
        self._refresh()
        for label in (self.label, self.title):
            label.installEventFilter(self)

    def _arrow(self, text: str, tip: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setObjectName("levelArrow")
        button.setAutoRaise(True)
        button.setCursor(Qt.PointingHandCursor)
        button.clicked.connect(lambda: self.set_level(self._level + (1 if text == "›" else -1),
                                                      by_user=True))
        return button

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.down)
        row.addWidget(self.label, 1)
        row.addWidget(self.up)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(row)
        layout.addWidget(self.title)

    @property
    def level(self) -> int:
        """The level shown (1-based)."""
        return self._level

    def set_levels(self, titles: list[str], level: int) -> None:
        """Offer the levels with these (translated) titles and show ``level``; no signal."""
        self._titles = list(titles)
        self._level = min(max(1, level), max(1, len(self._titles)))
        self._refresh()

    def set_level(self, level: int, by_user: bool = False) -> None:
        """Show ``level`` (clamped to the levels offered); ``level_changed`` is emitted
        only when ``by_user`` and the level really changed."""
        level = min(max(1, level), max(1, len(self._titles)))
        changed = level != self._level
        self._level = level
        self._refresh()
        if changed and by_user:
            self.level_changed.emit(level)

    @property
    def is_custom(self) -> bool:
        """True while the game shown is one of the teacher's own options."""
        return self._custom

    def set_custom(self, custom: bool) -> None:
        """Say that the game shown is the teacher's own, not the level's (True), or the
        level's again (False): the line under the level number follows."""
        self._custom = custom
        self._refresh()

    def _refresh(self) -> None:
        count = len(self._titles)
        self._show_if_levels()
        self._fix_widths()
        self.label.setText(arg(self.tr("Level %1"), number(self._level)))
        self.label.setAccessibleName(arg(self.tr("Level %1 of %2"), number(self._level),
                                         number(count)))
        title = self._titles[self._level - 1] if count else ""
        self.title.setText(self.tr("Your own game (not the level's)") if self._custom and count else title)
        self.down.setEnabled(self._level > 1)
        self.up.setEnabled(self._level < count)

    def _fix_widths(self) -> None:
        """Give the number and the line under it the width of their widest text over all
        the levels (measured with their fonts, the style sheet's): the arrows stay put
        while the level changes, so repeated clicks on › land on it."""
        self.ensurePolished()
        for label in (self.label, self.title):
            label.ensurePolished()
        numbers = self.label.fontMetrics()
        count = max(1, len(self._titles))
        widest = max(numbers.horizontalAdvance(arg(self.tr("Level %1"), number(n)))
                     for n in range(1, count + 1))
        self.label.setFixedWidth(widest + numbers.averageCharWidth())
        # the line under it as wide as "‹ Level 10 ›" at most (a longer title wraps): it
        # never widens the control, whose arrows then stay put, nor squeezes the goal
        row = self.down.sizeHint().width() + self.label.width() + self.up.sizeHint().width()
        lines = self.title.fontMetrics()
        texts = [*self._titles, self.tr("Your own game (not the level's)")]
        longest = max(lines.horizontalAdvance(text) for text in texts) + lines.averageCharWidth()
        self.title.setFixedWidth(min(longest, row))

    def _show_if_levels(self) -> None:
        """Hidden without levels; shown with them, once it has a parent (showing a
        parentless widget would open a window of its own and take the focus)."""
        if not self._titles:
            self.hide()
        elif self.parentWidget() is not None and self.isHidden():
            self.show()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.ParentChange:
            self._show_if_levels()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The number's or the title's font changed (zoom: the style sheet's sizes):
        measure the widths again."""
        if watched in (self.label, self.title) and event.type() in (QEvent.FontChange, QEvent.StyleChange):
            self._fix_widths()
        return super().eventFilter(watched, event)
