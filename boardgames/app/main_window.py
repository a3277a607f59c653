"""The main window: start page, game area with side panel, lessons, and the shared actions
(New game, Undo/Redo, zoom, full screen) with their keyboard shortcuts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from boardgames.app.classroom.menu import ClassActions
from boardgames.app.game_frame import AUTO_ADVANCE_KEY, GameFrame
from boardgames.app.saved_games import SavedGames
from boardgames.app.start_page import StartPage
from boardgames.app.theme_menu import ThemeMenu
from boardgames.core.i18n import LANGUAGES
from boardgames.core.plugins import Discovery, GamePlugin, discover
from boardgames.kit import settings as stored
from boardgames.kit import style
from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.game_view import GameView, ViewContext
from boardgames.kit.i18n import arg
from boardgames.kit.sandbox_note import UnconfinedSetting

if TYPE_CHECKING:  # imported when the lessons are first shown (the window starts sooner)
    from boardgames.app.lessons.page import LessonsPage


class MainWindow(QMainWindow):
    """The application window.

    Args:
        settings: where the window's size, zoom and last game are remembered.
        discovery: the plug-ins to offer (default: :func:`discover` of installed ones).
        background_work: let game views start optional work of their own in the
            background (the 15-puzzle builds its pattern databases); ``main()`` passes
            True, tests and screenshots leave it False. Views read :attr:`background_work`
            and cancel such work in their ``shutdown`` (called when the window closes).
    """

    def __init__(self, settings: QSettings, discovery: Discovery | None = None,
                 parent: QWidget | None = None, background_work: bool = False):
        super().__init__(parent)
        self.settings = settings
        self.background_work = background_work
        self.discovery = discovery if discovery is not None else discover()
        self.views: dict[str, GameView] = {}
        self.frames: dict[str, GameFrame] = {}
        self.students_view = False
        self.current_id: str | None = None
        self.lessons_page: LessonsPage | None = None  # made when first shown
        self.undo_group = QUndoGroup(self)
        self.zoom = 1.0
        self.setWindowTitle(self.tr("Board games"))
        self.setMinimumSize(640, 480)

        _build_pages(self)

        self._make_actions()
        self.sandbox_setting = UnconfinedSetting(settings, self)
        self.saved_games = SavedGames(self)
        self.class_actions = ClassActions(self, lambda: _exercises_window(self))
        self.theme_menu = ThemeMenu(self, settings, lambda: self.zoom, lambda: self.views.values())
        self._make_menus_and_toolbar()
        self.status_label = QLabel()
        self.statusBar().addWidget(self.status_label, 1)
        self._restore_settings()
        self._update_actions()
        for error in self.discovery.errors:
            self.show_status(arg(self.tr("Plug-in '%1' failed to load: %2"), error.name, error.message))

    # -- actions ----------------------------------------------------------------------
    def _make_actions(self) -> None:
        def action(text: str, shortcut, slot, tip: str = "") -> QAction:
            act = QAction(text, self)
            if shortcut:
                shortcuts = shortcut if isinstance(shortcut, list) else [shortcut]
                act.setShortcuts([QKeySequence(s) for s in shortcuts])
            act.setToolTip(tip or text.replace("&", ""))
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.home_action = action(self.tr("&Home"), ["Alt+Home", "Ctrl+Shift+H"], self.show_home,
                                  self.tr("Back to the list of games"))
        self.new_action = action(self.tr("&New game"), QKeySequence.New, self.new_game)
        self.quit_action = action(self.tr("&Quit"), QKeySequence.Quit, self.close)
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts(QKeySequence.Undo)
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        # the toolbar keeps a short label; the menu and the tooltip name the step undone
        self.undo_action.setIconText(self.tr("Undo"))
        self.redo_action.setIconText(self.tr("Redo"))
        self.zoom_in_action = action(self.tr("Zoom &in"), ["Ctrl++", "Ctrl+="], self.zoom_in)
        self.zoom_out_action = action(self.tr("Zoom &out"), ["Ctrl+-"], self.zoom_out)
        self.zoom_reset_action = action(self.tr("&Normal size"), ["Ctrl+0"],
                                        lambda: self.set_zoom(1.0))
        self.full_screen_action = action(self.tr("&Full screen"), ["F11"], self.toggle_full_screen)
        self.full_screen_action.setCheckable(True)
        self.about_action = action(self.tr("&About"), None, self.show_about)
        self.how_to_play_action = action(self.tr("&How to play"), ["F1"], self.show_how_to_play)
        self.students_action = action(self.tr("&Students' view"), ["F9"], self.toggle_students_view,
                                      self.tr("Just the board, the level and the ? (F9 switches back)"))
        self.students_action.setCheckable(True)
        self.advance_action = action(self.tr("&Advance a level after a win"), None,
                                     self._set_auto_advance)
        self.advance_action.setCheckable(True)
        self.advance_action.setChecked(stored.read_bool(self.settings, AUTO_ADVANCE_KEY, True))

    def _make_menus_and_toolbar(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addAction(self.saved_games.open_action)
        file_menu.addMenu(self.saved_games.recent_menu)
        file_menu.addAction(self.saved_games.save_action)
        file_menu.addSeparator()
        file_menu.addAction(self.class_actions.start_action)
        file_menu.addAction(self.class_actions.join_action)
        file_menu.addAction(self.class_actions.player_action)
        file_menu.addAction(self.class_actions.follow_action)
        file_menu.addAction(self.class_actions.sequence_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        game = bar.addMenu(self.tr("&Game"))
        for act in (self.home_action, self.new_action):
            game.addAction(act)
        game.addSeparator()
        game.addAction(self.advance_action)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        view = bar.addMenu(self.tr("&View"))
        for act in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            view.addAction(act)
        view.addSeparator()
        view.addAction(self.full_screen_action)
        view.addAction(self.students_action)
        view.addSeparator()
        view.addMenu(self.theme_menu.menu)
        _add_language_menu(self, view)
        bar.addMenu(self.tr("&Settings")).addAction(self.sandbox_setting.action)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.how_to_play_action)
        help_menu.addAction(self.about_action)

        self.toolbar = _make_toolbar(self)

    def _update_actions(self) -> None:
        in_game = self.stack.currentWidget() is self.game_area and self.current_id is not None
        self.new_action.setEnabled(in_game)
        self.how_to_play_action.setEnabled(in_game)
        self.saved_games.save_action.setEnabled(in_game)
        self.home_action.setEnabled(self.stack.currentWidget() is not self.start_page)

    # -- pages ------------------------------------------------------------------------
    def show_home(self) -> None:
        """Show the start page with the game cards."""
        if self.lessons_page is not None and self.stack.currentWidget() is self.lessons_page:
            self.lessons_page.set_presenter_mode(False)
        self.stack.setCurrentWidget(self.start_page)
        self.undo_group.setActiveStack(None)
        self.setWindowTitle(self.tr("Board games"))
        self._update_actions()
        self.start_page.setFocus()

    def open_game(self, plugin_id: str) -> bool:
        """Show the game ``plugin_id`` (creating its view on first use).

        Returns False, after telling the user why, if the game is unknown or its view fails
        to load; the window stays as it was.
        """
        plugin = self.discovery.get(plugin_id)
        if plugin is None:
            known = ", ".join(p.id for p in self.discovery.plugins)
            self._warn(arg(self.tr("There is no game called '%1'. Installed games: %2"), plugin_id, known))
            return False
        view = self.views.get(plugin_id) or self._load_view(plugin)
        if view is None:
            return False
        self.current_id = plugin_id
        self.board_holder.setCurrentWidget(self.frames[plugin_id])
        for other in self.views.values():  # hidden panels must not widen the side area
            other.panel.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Ignored)
        view.panel.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.panel_holder.setCurrentWidget(view.panel)
        self.panel_scroll.verticalScrollBar().setValue(0)  # a panel opens at its top (its tools)
        self.undo_group.setActiveStack(view.undo_stack)
        self.stack.setCurrentWidget(self.game_area)
        self._fit_panel(view.panel)
        title = QCoreApplication.translate(plugin.id, plugin.title)
        self.setWindowTitle(arg(self.tr("%1 — Board games"), title))
        self.settings.setValue("app/last_game", plugin_id)
        self._update_actions()
        view.board.setFocus()
        return True

    def _load_view(self, plugin: GamePlugin) -> GameView | None:
        """Create and install the view of ``plugin``; ``None`` (after a warning) if it fails."""
        stack = QUndoStack(self)
        self.undo_group.addStack(stack)
        context = ViewContext(stack, self.settings, self, plugin.id)
        try:
            view = self._create_view(plugin, context)
        except Exception as exc:  # a broken plug-in must not take the app with it
            import traceback

            traceback.print_exc()
            self.undo_group.removeStack(stack)
            self._warn(arg(self.tr("The game '%1' could not be started: %2"),
                           QCoreApplication.translate(plugin.id, plugin.title), f"{type(exc).__name__}: {exc}"))
            return None
        view.status_message.connect(self.show_status)
        self.views[plugin.id] = view
        frame = GameFrame(view, plugin, self.settings)
        frame.help_requested.connect(self.show_how_to_play)
        frame.level_won.connect(self.class_actions.level_won)
        self.class_actions.game_opened(frame)
        self.frames[plugin.id] = frame
        self.board_holder.addWidget(frame)
        self.panel_holder.addWidget(view.panel)
        view.set_zoom(self.zoom)
        view.set_students_view(self.students_view)
        return view

    @staticmethod
    def _create_view(plugin: GamePlugin, context: ViewContext) -> GameView:
        """The plug-in's own view, or the game page when it has none."""
        factory = plugin.load_view_factory()
        if factory is None:
            from boardgames.kit.page import GamePage

            return GamePage(context, plugin)
        view: GameView = factory(context)
        return view

    def open_lessons(self, lesson_id: str | None = None) -> bool:
        """Show the lesson player (optionally opening ``lesson_id``)."""
        if self.lessons_page is None:
            try:
                from boardgames.app.lessons.page import LessonsPage

                self.lessons_page = LessonsPage(self.settings, self, read_later=True)
            except Exception as exc:
                import traceback

                traceback.print_exc()
                self._warn(arg(self.tr("The lessons could not be opened: %1"), f"{type(exc).__name__}: {exc}"))
                return False
            self.lessons_page.presenter_mode_changed.connect(self._presenter_mode)
            self.lessons_page.stage_shown.connect(self.class_actions.stage_shown)
            self.stack.addWidget(self.lessons_page)
        self.stack.setCurrentWidget(self.lessons_page)
        self.undo_group.setActiveStack(None)
        self.setWindowTitle(self.tr("Lessons — Board games"))
        self._update_actions()
        self.lessons_page.setFocus()
        if lesson_id:
            return bool(self.lessons_page.open_lesson(lesson_id))
        return True

    def _fit_panel(self, panel: QWidget) -> None:
        """Give the side panel the width it needs; the board takes the rest."""
        need = panel.minimumSizeHint().width() + self.panel_scroll.verticalScrollBar().sizeHint().width() + 8
        self.panel_scroll.setMinimumWidth(need)
        self.panel_scroll.setMaximumWidth(need + 140)  # the board keeps the lion's share
        total = max(self.game_area.width(), self.width())
        self.game_area.setSizes([max(300, total - need), need])

    def current_view(self) -> GameView | None:
        """The view of the game being shown, or None on the start page."""
        if self.stack.currentWidget() is self.game_area and self.current_id:
            return self.views.get(self.current_id)
        return None

    def new_game(self) -> None:
        """New game in the current game, at the level shown."""
        if self.current_view() is not None and self.current_id in self.frames:
            self.frames[self.current_id].new_game()

    # -- students' view, levels, How to play ----------------------------------------------
    def toggle_students_view(self) -> None:
        """Switch the students' view on or off (F9)."""
        self.set_students_view(not self.students_view)

    def set_students_view(self, on: bool) -> None:
        """Just the board, whose turn, the level and the "?" (on), or the teacher's window
        with menus, toolbar and side panel (off). Remembered."""
        self.students_view = on
        self.students_action.setChecked(on)
        self.settings.setValue("app/students_view", on)
        for widget in (self.menuBar(), self.toolbar, self.panel_scroll, self.statusBar()):
            widget.setVisible(not on)
        for view in self.views.values():
            view.set_students_view(on)

    def _set_auto_advance(self, on: bool) -> None:
        self.settings.setValue(AUTO_ADVANCE_KEY, bool(on))

    def show_how_to_play(self) -> None:
        """The current game's "How to play" card (F1)."""
        plugin = self.discovery.get(self.current_id or "")
        if plugin is None or self.current_view() is None:
            return
        from boardgames.app.how_to_play import HowToPlayDialog

        try:
            card = plugin.load_how_to_play()
        except Exception as exc:  # a broken card must not break the window
            self._warn(f"{type(exc).__name__}: {exc}")
            return
        dialog = HowToPlayDialog(card, plugin.id, QCoreApplication.translate(plugin.id, plugin.title),
                                 self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.open()
        self.how_to_play_dialog = dialog

    def show_status(self, text: str) -> None:
        """Show ``text`` in the status bar."""
        self.status_label.setText(text)

    def warn(self, text: str) -> None:
        """Show ``text`` (translated) in a warning box and in the status bar."""
        self._warn(text)

    def _warn(self, text: str) -> None:
        self.show_status(text)
        box = QMessageBox(QMessageBox.Warning, self.tr("Board games"), text, QMessageBox.Ok, self)
        box.setModal(True)
        box.open()

    # -- zoom and full screen -----------------------------------------------------------
    def set_zoom(self, factor: float) -> None:
        """Scale the window's text by ``factor`` (clamped to the zoom limits)."""
        self.zoom = style.clamp_zoom(factor)
        self._apply_zoom()
        for view in self.views.values():
            view.set_zoom(self.zoom)
        view = self.current_view()
        if view is not None:
            self._fit_panel(view.panel)
        self.settings.setValue("window/zoom", self.zoom)
        self.show_status(arg(self.tr("Zoom %1%"), round(self.zoom * 100)))

    def zoom_in(self) -> None:
        """Make everything larger (Ctrl+Plus)."""
        self.set_zoom(self.zoom * style.ZOOM_STEP)

    def zoom_out(self) -> None:
        """Make everything smaller (Ctrl+Minus)."""
        self.set_zoom(self.zoom / style.ZOOM_STEP)

    def toggle_full_screen(self) -> None:
        """Switch full screen on or off (F11)."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def _presenter_mode(self, on: bool) -> None:
        if on and not self.isFullScreen():
            self.showFullScreen()
        elif not on and self.isFullScreen():
            self.showNormal()
        self.full_screen_action.setChecked(self.isFullScreen())

    # -- settings ---------------------------------------------------------------------
    def _restore_settings(self) -> None:
        geometry = self.settings.value("window/geometry")
        if not (isinstance(geometry, (QByteArray, bytes)) and geometry and self.restoreGeometry(geometry)):
            fit_to_screen(self, 1280, 800)
        self.zoom = stored.read_float(self.settings, "window/zoom", 1.0, style.MIN_ZOOM, style.MAX_ZOOM)
        self._apply_zoom()
        if stored.read_bool(self.settings, "app/students_view", False):
            self.set_students_view(True)

    def _apply_zoom(self) -> None:
        app = QApplication.instance()
        if app is not None:  # widgets that set their own font (boards, plates) keep it
            font = app.font()
            font.setPointSizeF(style.base_font_size(self.zoom))
            app.setFont(font)
            app.setStyleSheet(style.style_sheet(self.zoom))

    def last_game(self) -> str | None:
        """The id of the game shown when the app was last closed, if any."""
        value = stored.read_str(self.settings, "app/last_game", "", 200)
        return value or None

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/zoom", self.zoom)
        if self.stack.currentWidget() is self.start_page:
            self.settings.remove("app/last_game")
        for view in self.views.values():
            view.shutdown()
        if self.lessons_page is not None:
            self.lessons_page.shutdown()
        self.settings.sync()
        super().closeEvent(event)

    def choose_language(self, code: str) -> None:
        """Remember the interface language (``""`` = the system's); used at the next start."""
        self.settings.setValue("app/language", code)
        self.show_status(self.tr("The new language is used when the app starts again."))

    def show_about(self) -> None:
        """The About box: version and installed games."""
        from boardgames import __version__

        games = "\n".join(f"• {QCoreApplication.translate(p.id, p.title)}"
                          for p in self.discovery.plugins)
        text = (arg(self.tr("Board games %1: a toolkit for teaching programming and algorithms "
                            "with board games."), __version__)
                + "\n\n" + self.tr("Installed games:") + "\n" + games)
        QMessageBox.about(self, self.tr("About Board games"), text)


def _build_pages(window: MainWindow) -> None:
    """The window's central stack: the start page, and the game area (the board beside
    the game's side panel, which scrolls)."""
    window.stack = QStackedWidget()
    window.start_page = StartPage(window.discovery)
    window.start_page.game_chosen.connect(window.open_game)
    window.start_page.lessons_chosen.connect(window.open_lessons)
    window.stack.addWidget(window.start_page)
    window.game_area = QSplitter(Qt.Horizontal)
    window.game_area.setChildrenCollapsible(False)
    window.board_holder = QStackedWidget()
    window.panel_scroll = QScrollArea()
    window.panel_scroll.setObjectName("sidePanel")
    window.panel_scroll.setWidgetResizable(True)
    window.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    window.panel_holder = QStackedWidget()
    window.panel_scroll.setWidget(window.panel_holder)
    window.game_area.addWidget(window.board_holder)
    window.game_area.addWidget(window.panel_scroll)
    window.game_area.setStretchFactor(0, 3)
    window.game_area.setStretchFactor(1, 1)
    window.stack.addWidget(window.game_area)
    window.setCentralWidget(window.stack)


def _add_language_menu(window: MainWindow, view_menu) -> None:
    """The Language submenu of ``view_menu``: the system's or one of :data:`LANGUAGES`,
    the chosen one checked (the choice applies at the next start)."""
    languages = view_menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    chosen = stored.read_choice(window.settings, "app/language", "",
                                [code for code, _ in LANGUAGES])
    for code, name in (("", QCoreApplication.translate("MainWindow", "System default")),) + LANGUAGES:
        act = languages.addAction(name)
        act.setCheckable(True)
        act.setChecked(code == chosen)
        act.triggered.connect(lambda _=False, c=code: window.choose_language(c))


def _make_toolbar(window: MainWindow) -> QToolBar:
    """The main toolbar (text only): Home, New game, Undo, Redo | zoom and full screen."""
    toolbar = QToolBar(QCoreApplication.translate("MainWindow", "Main"))
    toolbar.setObjectName("mainToolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonTextOnly)
    for act in (window.home_action, window.new_action, window.undo_action, window.redo_action):
        toolbar.addAction(act)
    toolbar.addSeparator()
    for act in (window.zoom_out_action, window.zoom_in_action, window.full_screen_action):
        toolbar.addAction(act)
    window.addToolBar(Qt.TopToolBarArea, toolbar)
    return toolbar


def _exercises_window(window: QWidget) -> QWidget:
    """A new Exercises window of ``window``'s (for the class's sequence of exercises; the
    class's menu cannot import it: the Exercises window imports the class's link)."""
    from boardgames.app.exercises.window import ExercisesWindow  # the editor: when needed

    return ExercisesWindow(parent=window)
