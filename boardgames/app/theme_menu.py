"""View > Theme: Automatic (the system's light or dark), Light, Dark, High contrast (Qt).

The choice is kept in the settings (``app/theme``) and applied at once: the colours of
:mod:`boardgames.kit.theme` for the painters and the widgets, and the style sheet again.
"Automatic" follows the system when it switches between light and dark while the app runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QActionGroup, QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from boardgames.kit import settings as stored
from boardgames.kit import style, theme
from boardgames.kit.game_view import GameView

#: The settings key of the choice.
KEY = "app/theme"


class ThemeMenu(QObject):
    """The Theme menu of ``window``; the stored theme is in use once it is made.

    ``zoom()`` gives the window's zoom (1.0 = normal), which sizes the style sheet's fonts;
    ``views()`` the game views to redraw (:meth:`~boardgames.kit.game_view.GameView.refresh`)
    when the theme changes."""

    def __init__(self, window: QWidget, settings: QSettings, zoom: Callable[[], float],
                 views: Callable[[], Iterable[GameView]]):
        super().__init__(window)
        self.window, self.settings = window, settings
        self.zoom, self.views = zoom, views
        self.choice = stored.read_choice(settings, KEY, theme.AUTO, theme.THEMES)
        self.menu = QMenu(self.tr("&Theme"), window)
        self.group = QActionGroup(self)
        names = {theme.AUTO: self.tr("Automatic (as the system: light or dark)"),
                 theme.LIGHT: self.tr("Light"), theme.DARK: self.tr("Dark"),
                 theme.CONTRAST: self.tr("High contrast")}
        for key in theme.THEMES:
            action = self.menu.addAction(names[key])
            action.setCheckable(True)
            action.setChecked(key == self.choice)
            action.setData(key)
            self.group.addAction(action)
            action.triggered.connect(lambda _=False, k=key: self.choose(k))
        theme.apply(self.choice)  # (the window sets the style sheet when it applies its zoom)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)

    def choose(self, key: str) -> None:
        """Use theme ``key`` (one of :data:`boardgames.kit.theme.THEMES`) and remember it."""
        self.choice = key
        self.settings.setValue(KEY, key)
        for action in self.group.actions():
            action.setChecked(action.data() == key)
        self.apply()

    def apply(self) -> None:
        """Bring the chosen theme's colours on every widget and board now (the game pages
        redraw what they coloured themselves)."""
        theme.apply(self.choice)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setStyleSheet(style.style_sheet(self.zoom()))
            for widget in app.allWidgets():
                widget.update()
        for view in self.views():  # what a page coloured itself (whose turn, the moves)
            view.refresh()

    def _system_changed(self, scheme: Qt.ColorScheme) -> None:
        if self.choice == theme.AUTO:
            self.apply()
