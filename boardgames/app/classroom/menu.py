"""The window's class actions: File > Start a class… and File > Join a class…."""

from __future__ import annotations

import sqlite3
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from boardgames.app.classroom.student import JoinDialog, current_link
from boardgames.app.classroom.teacher import ClassWindow, open_class
from boardgames.app.classroom.texts import error_text
from boardgames.classroom.model import ClassError
from boardgames.classroom.server import DEFAULT_PORT
from boardgames.classroom.store import ClassStore
from boardgames.kit.i18n import arg


class ClassActions(QObject):
    """``start_action`` opens the class view (one per app), ``join_action`` the join dialog.

    Attributes:
        port: the port a class is served on (another one when it is taken).
    """

    port = DEFAULT_PORT

    def __init__(self, window: Any):  # the MainWindow (which imports this module)
        super().__init__(window)
        self.window = window
        self.class_window: ClassWindow | None = None
        self.start_action = QAction(self.tr("Start a &class…"), window)
        self.start_action.setToolTip(self.tr("Serve a class on the local network: students' "
                                             "apps send their checks to this one"))
        self.start_action.triggered.connect(self.start_class)
        self.join_action = QAction(self.tr("&Join a class…"), window)
        self.join_action.setToolTip(self.tr("Send your exercise checks to the teacher's app"))
        self.join_action.triggered.connect(lambda: self.join_class())

    def start_class(self) -> ClassWindow | None:
        """Open the class view (serving the class), or raise the one already open."""
        if self.class_window is not None and self.class_window.isVisible():
            self.class_window.raise_()
            return self.class_window
        try:
            store = ClassStore()
        except (ClassError, OSError, sqlite3.Error) as error:
            return self._warn(error)
        try:
            server = open_class(store, self.port)
        except OSError as error:
            store.close()
            return self._warn(error)
        self.class_window = ClassWindow(store, server, self.window)
        self.class_window.show()
        return self.class_window

    def _warn(self, error: Exception) -> None:
        text = error_text(error) if isinstance(error, ClassError) else str(error)
        QMessageBox.warning(self.window, self.tr("Class"),
                            arg(self.tr("The class cannot be started: %1"), text))
        return None

    def join_class(self, address: str = "") -> JoinDialog:
        """Show the join dialog (non-modal), with ``address`` filled in when given."""
        dialog = JoinDialog(getattr(self.window, "settings", None), self.window)
        if address:
            dialog.address.setText(address)
            dialog.code.setFocus()
        dialog.accepted.connect(self._joined)
        dialog.show()
        return dialog

    def _joined(self) -> None:
        link = current_link()
        if link is not None and hasattr(self.window, "show_status"):
            self.window.show_status(arg(self.tr("Joined the class at %1 as %2"),
                                        link.client.address, link.client.name))
