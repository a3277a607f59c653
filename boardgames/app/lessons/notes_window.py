"""The teacher's notes of a stage in a window of their own, off the projected lesson page:
the teacher keeps it on the laptop's screen (or a second screen) while the class sees the
page. In presenter mode it opens by itself on a screen other than the page's when there is
one; N (or the page's Notes button) shows and hides it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.i18n import arg

#: The notes window's default size (pixels), before it is fitted to its screen.
NOTES_SIZE = (560, 480)


class TeacherNotesWindow(QWidget):
    """A top-level window (no parent: it is never part of the projected page) showing one
    stage's notes.

    Signals:
        visibility_changed(bool): the window was shown (True) or hidden (False).
    """

    visibility_changed = Signal(bool)

    def __init__(self) -> None:
        super().__init__(None, Qt.Window)
        self.setObjectName("teacherNotesWindow")
        self.heading = QLabel()
        self.heading.setObjectName("notesTitle")
        self.heading.setWordWrap(True)
        self.notes = QTextBrowser()
        self.notes.setObjectName("teacherNotes")
        self.notes.setOpenExternalLinks(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.notes, 1)
        close = QShortcut(QKeySequence("N"), self)
        close.activated.connect(self.hide)
        self.setStyleSheet("#teacherNotes { background: #fff8e1; border: 2px solid #d28a00; }"
                           "#notesTitle { color: #7a4f00; font-weight: bold; }")
        self._placed = False
        self.set_notes("", "")

    def set_notes(self, stage_title: str, markdown: str) -> None:
        """Show the notes (Markdown) of the stage ``stage_title``."""
        self.setWindowTitle(arg(self.tr("Teacher notes — %1"), stage_title)
                            if stage_title else self.tr("Teacher notes"))
        self.heading.setText(stage_title)
        self.notes.setMarkdown(markdown or self.tr("This stage has no notes."))

    def show_away_from(self, page: QWidget) -> None:
        """Show the window: the first time on a screen other than ``page``'s when there
        is one (the projector shows the page; the notes stay on the teacher's screen),
        else beside the page, fitted to the screen."""
        if not self._placed:
            self._placed = True
            fit_to_screen(self, *NOTES_SIZE)
            other = self.other_screen(page)
            if other is not None:
                frame = self.frameGeometry()
                frame.moveCenter(other.availableGeometry().center())
                self.move(frame.topLeft())
        self.show()
        self.raise_()

    @staticmethod
    def other_screen(page: QWidget):
        """A screen other than the one ``page`` is on, or None (one screen only)."""
        here = page.screen()
        return next((s for s in QGuiApplication.screens() if s is not here), None)

    def toggle_beside(self, page: QWidget) -> None:
        """Show the window (see :meth:`show_away_from`) or hide it."""
        if self.isVisible():
            self.hide()
        else:
            self.show_away_from(page)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.visibility_changed.emit(True)

    def hideEvent(self, event) -> None:  # noqa: N802
        super().hideEvent(event)
        self.visibility_changed.emit(False)
