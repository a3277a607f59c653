"""Saved games in the main window (Qt): File > Open game…, Save game…, Open recent.

Reading and checking a file is :mod:`boardgames.core.record` (Qt-free); the game's view
applies it (``GameView.open_record``) and writes its options (``GameView.game_record``).
This module owns the dialogs, the translated messages built from the error codes, atomic
writing with ``QSaveFile``, and the recent-files list in QSettings (``app/recent_files``,
up to :data:`MAX_RECENT`, newest first). A file that cannot be opened changes nothing:
the game that was shown stays, with its moves and undo history.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

from boardgames.core import record as R
from boardgames.core.plugins import Discovery
from boardgames.kit.files import write_atomically
from boardgames.kit.i18n import arg
from boardgames.kit.settings import read_str, read_str_list

#: How many recently used files the File menu lists.
MAX_RECENT = 8
_RECENT_KEY = "app/recent_files"
_FOLDER_KEY = "app/saved_games_folder"


class SavedGames(QObject):
    """The window's saved-game actions (``open_action``, ``save_action``) and its
    ``recent_menu``; :meth:`open_file` is also what ``boardgames --open FILE`` uses."""

    def __init__(self, window: Any):  # the MainWindow (which imports this module)
        super().__init__(window)
        self.window = window
        self.open_action = self._action(self.tr("&Open game…"), QKeySequence.Open, self.open_dialog)
        self.save_action = self._action(self.tr("&Save game…"), QKeySequence.Save, self.save_dialog)
        self.recent_menu = QMenu(self.tr("Open &recent"), window)
        self.fill_recent_menu()

    def _action(self, text: str, keys: Any, slot: Any) -> QAction:
        action = QAction(text, self.window)
        action.setShortcut(QKeySequence(keys))
        action.setToolTip(text.replace("&", "").rstrip("…"))
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def file_filter(self) -> str:
        """The dialogs' filter: saved games first, then every file."""
        return (arg(self.tr("Saved games (*%1)"), R.EXTENSION) + ";;"
                + self.tr("All files (*)"))

    # -- recent files -----------------------------------------------------------------
    def recent_files(self) -> list[str]:
        """The recently opened or saved files, newest first (bad settings: none)."""
        return read_str_list(self.window.settings, _RECENT_KEY, MAX_RECENT)

    def _set_recent(self, paths: list[str]) -> None:
        self.window.settings.setValue(_RECENT_KEY, paths[:MAX_RECENT])
        self.fill_recent_menu()

    def remember(self, path: str) -> None:
        """Put ``path`` first in the recent files."""
        path = os.path.abspath(path)
        self._set_recent([path] + [p for p in self.recent_files() if p != path])
        self.window.settings.setValue(_FOLDER_KEY, os.path.dirname(path))

    def fill_recent_menu(self) -> None:
        """List the recent files in the menu (numbered, with their folder as tip)."""
        menu = self.recent_menu
        menu.clear()
        paths = self.recent_files()
        for number, path in enumerate(paths, start=1):
            action = menu.addAction(arg("&%1 %2", number, os.path.basename(path)))
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        if paths:
            menu.addSeparator()
            menu.addAction(self.tr("&Clear the list"), lambda: self._set_recent([]))
        menu.setEnabled(bool(paths))

    def open_recent(self, path: str) -> bool:
        """Open a recent file; a file that is gone is dropped from the list, with a message."""
        if not os.path.isfile(path):
            self._set_recent([p for p in self.recent_files() if p != path])
            self.window.warn(arg(self.tr("The file %1 no longer exists; it was removed from the "
                                         "recent files."), path))
            return False
        return self.open_path(path)

    # -- opening ----------------------------------------------------------------------
    def open_dialog(self) -> bool:
        """File > Open game…: choose a file and open it."""
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open game"), self._folder(),
                                              self.file_filter())
        return self.open_path(path) if path else False

    def open_path(self, path: str) -> bool:
        """Open ``path``; on failure say why in a dialog (the game shown stays)."""
        ok, message = self.open_file(path)
        if not ok and message:
            self.window.warn(message)
        return ok

    def open_file(self, path: str) -> tuple[bool, str]:
        """Open the saved game ``path`` in its game's page, with its moves and undo steps.

        Returns ``(True, "")``, or ``(False, message)`` with a translated message (empty
        when the window already told the user); nothing that was open changes then.
        """
        saved, message = check_file(path, self.window.discovery)
        if saved is None:
            return False, message
        return self._show(path, saved)

    def _show(self, path: str, saved: R.SavedGame) -> tuple[bool, str]:
        """Switch to the saved game's page and open it there; go back on failure."""
        window = self.window
        page, current = window.stack.currentWidget(), window.current_id
        if not window.open_game(saved.game_id):
            return False, ""
        view = window.views[saved.game_id]
        try:
            view.open_record(saved)
        except Exception as exc:  # a RecordError, or a plug-in's own failure
            if page is window.lessons_page:
                window.open_lessons()
            elif page is not window.game_area or current is None:
                window.show_home()
            elif current != saved.game_id:
                window.open_game(current)
            if not isinstance(exc, R.RecordError):
                exc = R.RecordError("", (f"{type(exc).__name__}: {exc}",))
            return False, cannot_open(path, exc, self.window.discovery)
        self.remember(path)
        window.show_status(arg(self.tr("Opened %1"), os.path.basename(path)))
        return True, ""

    # -- saving -----------------------------------------------------------------------
    def save_dialog(self) -> bool:
        """File > Save game…: choose a file name and save the game shown."""
        view, plugin_id = self.window.current_view(), self.window.current_id
        if view is None or plugin_id is None:
            self.window.warn(self.tr("Choose a game first: there is no game to save."))
            return False
        suggested = os.path.join(self._folder(), plugin_id + R.EXTENSION)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), suggested,
                                              self.file_filter())
        if not path:
            return False
        if not os.path.splitext(path)[1]:
            path += R.EXTENSION
        return self.save_file(path)

    def save_file(self, path: str) -> bool:
        """Write the game shown to ``path`` atomically (``QSaveFile``: a failed write
        leaves an existing file as it was); say why in a dialog when it fails."""
        view = self.window.current_view()
        try:
            data = view.game_record() if view is not None else None
        except (NotImplementedError, ValueError):
            data = None
        if data is None:
            self.window.warn(self.tr("This game cannot be saved."))
            return False
        error = write_atomically(path, R.to_text(data).encode("utf-8"))
        if error:
            self.window.warn(arg(self.tr("The game could not be saved to %1: %2"), path, error))
            return False
        self.remember(path)
        self.window.show_status(arg(self.tr("Saved %1"), os.path.basename(path)))
        return True

    def _folder(self) -> str:
        folder = read_str(self.window.settings, _FOLDER_KEY)
        return folder if folder and os.path.isdir(folder) else os.path.expanduser("~")


def check_file(path: str, discovery: Discovery) -> tuple[R.SavedGame | None, str]:
    """Read and check the saved game ``path`` (its form and its game id; the options and
    moves are checked by the game's view). Needs no QApplication (``--open`` runs it
    first). Returns the saved game and ``""``, or ``None`` and a translated message."""
    try:
        saved = R.parse(R.read_text(path))
    except FileNotFoundError:
        return None, arg(QCoreApplication.translate("SavedGames", "%1 cannot be opened: the file does not exist."),
                         path)
    except OSError as exc:
        return None, arg(QCoreApplication.translate("SavedGames", "%1 cannot be opened: %2"), path,
                         exc.strerror or str(exc))
    except R.RecordError as exc:
        return None, cannot_open(path, exc, discovery)
    if discovery.get(saved.game_id) is None:
        return None, cannot_open(path, R.RecordError(R.UNKNOWN_GAME, (saved.game_id,)), discovery)
    return saved, ""


def cannot_open(path: str, error: R.RecordError, discovery: Discovery) -> str:
    """"FILE cannot be opened: REASON" (translated)."""
    return arg(QCoreApplication.translate("SavedGames", "%1 cannot be opened: %2"), os.path.basename(path),
               explain(error, ", ".join(p.id for p in discovery.plugins)))


def explain(error: R.RecordError, installed: str) -> str:
    """The translated reason of ``error`` (from its code and values); ``installed`` lists
    the installed games' ids for ``unknown-game``."""
    v, code = error.values, error.code
    if code == R.NOT_JSON:
        return QCoreApplication.translate("SavedGames", "the file is damaged (it is not the JSON text "
                                                        "of a saved game).")
    if code == R.NOT_A_GAME_RECORD:
        return QCoreApplication.translate("SavedGames", "it is not a saved game of Board games.")
    if code == R.NEWER_VERSION:
        return arg(QCoreApplication.translate("SavedGames", "it was saved by a newer version of Board games "
                                              "(format %1; this version reads format %2 and older)."), v[0], R.VERSION)
    if code == R.BAD_FIELD:
        return arg(QCoreApplication.translate("SavedGames", "the file is damaged (its field '%1' is "
                                              "missing or wrong)."), v[0])
    if code == R.TOO_LARGE:
        return QCoreApplication.translate("SavedGames", "the file is too large to be a saved game.")
    if code == R.UNKNOWN_GAME:
        return arg(QCoreApplication.translate("SavedGames", "its game '%1' is not installed (installed games: %2)."),
                   v[0], installed)
    return _explain_game(error)


def _explain_game(error: R.RecordError) -> str:
    v, code = error.values, error.code
    if code == R.BAD_OPTION:
        return arg(QCoreApplication.translate("SavedGames", "the game's option '%1' cannot be used."), v[0])
    if code == R.BAD_START:
        return arg(QCoreApplication.translate("SavedGames", "its starting position cannot be read: %1"), v[0])
    if code == R.BAD_MOVE:
        return arg(QCoreApplication.translate("SavedGames", "move %1 (%2) is not legal."), v[0], v[1])
    if code == R.BAD_PLY:
        return arg(QCoreApplication.translate("SavedGames", "the file is damaged (it shows move %1 of %2)."),
                   v[0], v[1])
    detail = str(v[0]) if v else code
    return arg(QCoreApplication.translate("SavedGames", "the game could not open it (%1)."), detail)
