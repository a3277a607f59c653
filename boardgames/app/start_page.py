"""The start page: every installed game (and the lessons) as a large card."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from boardgames.core.plugins import Discovery, GamePlugin
from boardgames.kit.fitting import vertical_scroll
from boardgames.kit.i18n import arg

#: A card's picture, in pixels: two rows of cards fit a 768-pixel high screen.
ICON = 96


class Card(QPushButton):
    """A large, keyboard-focusable button showing an icon, a title and a description.

    ``key`` is the game id (or ``"lessons"``); Enter or Space activates a focused card.
    """

    def __init__(self, key: str, title: str, description: str, icon: QIcon | None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.setObjectName("card")
        self.setAccessibleName(title)
        self.setAccessibleDescription(description)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        self.setMinimumSize(240, 230)  # three cards side by side fit 1024 pixels
        self.setMaximumHeight(420)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setCursor(Qt.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 24, 16, 24)
        layout.setSpacing(12)
        picture = QLabel()
        picture.setAlignment(Qt.AlignCenter)
        if icon is not None and not icon.isNull():
            picture.setPixmap(icon.pixmap(QSize(ICON, ICON)))
        self.title_label = QLabel(title)
        self.title_label.setObjectName("cardTitle")
        self.title_label.setAlignment(Qt.AlignCenter)
        self.title_label.setWordWrap(True)  # a long title in a narrow window takes two lines
        self.text_label = QLabel(description)
        self.text_label.setObjectName("cardText")
        self.text_label.setWordWrap(True)
        self.text_label.setAlignment(Qt.AlignHCenter | Qt.AlignTop)
        for widget in (picture, self.title_label, self.text_label):
            widget.setAttribute(Qt.WA_TransparentForMouseEvents)
            layout.addWidget(widget)
        layout.addStretch(1)


def card_columns(count: int) -> int:
    """Cards per row: all of them up to three, two rows of two for four, else three (three
    cards of their minimum width fit a 1024-pixel screen; a fourth would not)."""
    return 2 if count == 4 else max(1, min(3, count))


class StartPage(QWidget):
    """Cards for the games found by plug-in discovery, a Lessons card, and a line for
    every plug-in that failed to load.

    Signals:
        game_chosen(str): the id of the game whose card was activated.
        lessons_chosen(): the Lessons card was activated.
    """

    game_chosen = Signal(str)
    lessons_chosen = Signal()

    def __init__(self, discovery: Discovery, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("startPage")
        self.cards: dict[str, Card] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 24, 24, 24)
        heading = QLabel(self.tr("Choose a game"))
        heading.setObjectName("heading")
        heading.setAlignment(Qt.AlignCenter)
        outer.addWidget(heading)
        sub = QLabel(self.tr("Play, shuffle, solve, and see how the computer thinks."))
        sub.setAlignment(Qt.AlignCenter)
        sub.setObjectName("subheading")
        outer.addWidget(sub)

        outer.addSpacing(24)
        cards = QWidget()
        grid = QGridLayout(cards)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(16)
        grid.setAlignment(Qt.AlignTop)
        outer.addWidget(vertical_scroll(cards, "startCards"), 1)  # many plug-ins: more rows
        entries = [self._game_card(p) for p in discovery.plugins]
        lessons = Card("lessons", self.tr("Lessons"),
                       self.tr("Step through the tutorials stage by stage, "
                               "with every stage's program live."),
                       _resource_icon("lessons.svg"), self)
        lessons.clicked.connect(self.lessons_chosen)
        self.cards["lessons"] = lessons
        entries.append(lessons)
        columns = card_columns(len(entries))
        for index, card in enumerate(entries):
            grid.addWidget(card, index // columns, index % columns)

        outer.addWidget(self._error_lines(discovery))
        if entries:
            self.setFocusProxy(entries[0])

    def _error_lines(self, discovery: Discovery) -> QLabel:
        """A line for every plug-in that failed to load (hidden when none did)."""
        self.errors = QLabel()
        self.errors.setObjectName("pluginErrors")
        self.errors.setWordWrap(True)
        self.errors.setTextFormat(Qt.PlainText)
        lines = [
            arg(self.tr("The game plug-in '%1' could not be loaded: %2"), e.name, e.message)
            for e in discovery.errors
        ]
        self.errors.setText("\n".join(lines))
        self.errors.setVisible(bool(lines))
        return self.errors

    def _game_card(self, plugin: GamePlugin) -> Card:
        title = QCoreApplication.translate(plugin.id, plugin.title)
        description = QCoreApplication.translate(plugin.id, plugin.description)
        icon = None
        try:
            path = plugin.icon_path()
            if path and os.path.isfile(path):
                icon = QIcon(path)
        except Exception:  # a missing icon is not worth failing the card
            icon = None
        card = Card(plugin.id, title, description, icon, self)
        card.clicked.connect(lambda _=False, pid=plugin.id: self.game_chosen.emit(pid))
        self.cards[plugin.id] = card
        return card


def _resource_icon(name: str) -> QIcon | None:
    from boardgames.resources import resource

    try:
        path = resource("icons", name)
    except FileNotFoundError:
        return None
    return QIcon(str(path)) if path.exists() else None
