"""The teacher's notes of a stage in a window of their own, off the projected lesson page:
the teacher keeps it on the laptop's screen (or a second screen) while the class sees the
page. In presenter mode it opens by itself on a screen other than the page's when there is
one; N (or the page's Notes button) shows and hides it, Escape closes it. With one screen
(or a mirrored projector) it is never a window over the lesson: it opens as a panel beside
the lesson, in the splitter the page gives (:meth:`TeacherNotesWindow.show_away_from`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.i18n import arg

#: The notes window's default size (pixels), before it is fitted to its screen.
NOTES_SIZE = (560, 480)
#: The share of the splitter's width the notes take as a panel beside the lesson.
PANEL_SHARE = 0.3


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
        # a window's own keys (as a panel in the page, the page's N and Escape close it)
        self._keys = [QShortcut(QKeySequence(key), self) for key in ("N", "Escape")]
        for shortcut in self._keys:
            shortcut.activated.connect(self.hide)
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

    def show_away_from(self, page: QWidget, dock: QSplitter | None = None) -> None:
        """Show the notes: as a window on a screen other than ``page``'s when there is
        one (the projector shows the page; the notes stay on the teacher's screen), else
        as a panel at the end of the splitter ``dock`` (beside the lesson, never over
        it); with neither, a window fitted to the screen."""
        other = self.other_screen(page)
        if other is None and dock is not None:
            self._dock(dock)
            return
        if not self.isWindow():
            self.hide()
            self.setParent(None, Qt.Window)
            self._placed = False
        for shortcut in self._keys:
            shortcut.setEnabled(True)
        if not self._placed:
            self._placed = True
            fit_to_screen(self, *NOTES_SIZE)
            if other is not None:
                frame = self.frameGeometry()
                frame.moveCenter(other.availableGeometry().center())
                self.move(frame.topLeft())
        self.show()
        self.raise_()

    def is_panel(self) -> bool:
        """True when the notes are a panel in the page (one screen) rather than a window."""
        return not self.isWindow()

    def _dock(self, splitter: QSplitter) -> None:
        if self.parentWidget() is not splitter:
            self.hide()
            splitter.addWidget(self)
            splitter.setCollapsible(splitter.indexOf(self), False)
        for shortcut in self._keys:  # the page's own N and Escape close the panel
            shortcut.setEnabled(False)
        sizes = splitter.sizes()
        total = sum(sizes[:-1]) + sizes[-1]
        self.show()
        if total > 0 and sizes[-1] < total * PANEL_SHARE / 2:
            panel = int(total * PANEL_SHARE)
            rest = sizes[:-1]
            rest[-1] = max(1, rest[-1] - panel)
            splitter.setSizes(rest + [panel])

    @staticmethod
    def other_screen(page: QWidget):
        """A screen other than the one ``page`` is on, or None (one screen only)."""
        here = page.screen()
        return next((s for s in QGuiApplication.screens() if s is not here), None)

    def toggle_beside(self, page: QWidget, dock: QSplitter | None = None) -> None:
        """Show the notes (see :meth:`show_away_from`) or hide them."""
        if self.isVisible():
            self.hide()
        else:
            self.show_away_from(page, dock)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.visibility_changed.emit(True)

    def hideEvent(self, event) -> None:  # noqa: N802
        super().hideEvent(event)
        self.visibility_changed.emit(False)
