"""The list of lessons: working lessons by title, broken ones greyed with their message."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from boardgames.kit import theme
from boardgames.kit.i18n import arg
from boardgames.kit.lesson_messages import message_text
from boardgames.lessons.loader import LessonEntry
from boardgames.lessons.model import BrokenLesson

ID_ROLE = Qt.UserRole
BROKEN_ROLE = Qt.UserRole + 1


class LessonList(QListWidget):
    """One row per lesson; a broken lesson's row is grey, shows what is wrong and cannot be
    opened.

    Signals:
        lesson_chosen(str): a working lesson was activated (click, Enter) — its id.
    """

    lesson_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lessonList")
        self.setWordWrap(True)
        self.setTextElideMode(Qt.ElideNone)
        self.setSpacing(2)
        self.itemActivated.connect(self._activated)
        self.itemClicked.connect(self._activated)

    def set_entries(self, entries: list[LessonEntry], language: str) -> None:
        """Fill the list; titles in ``language`` where the lesson has it."""
        current = self.current_id()
        self.clear()
        for entry in entries:
            if isinstance(entry, BrokenLesson):
                problem = message_text(entry.error.where())
                text = arg(self.tr("%1 (cannot be opened)\n%2"), entry.id, problem)
                item = QListWidgetItem(text)
                item.setForeground(QBrush(theme.current().colour("error")))
                item.setToolTip(arg(self.tr("%1\nFix the file and choose Reload."),
                                    f"{entry.error.path}\n{problem}"))
                item.setData(BROKEN_ROLE, True)
                item.setFlags(Qt.ItemIsEnabled)  # listed and readable, not selectable
            else:
                lang = entry.language_or_default(language)
                text = entry.title_in(lang)
                summary = entry.summary_in(lang)
                tip = summary or text
                if entry.user and entry.id != entry.path.name:  # named like a built-in one
                    text = arg(self.tr("%1 (your version)"), text)
                    tip += "\n" + arg(self.tr("Your lesson folder '%1' has the same name as a "
                                              "built-in lesson; both are listed."), entry.path.name)
                elif entry.user:
                    tip += "\n" + self.tr("(from your lesson folder)")
                item = QListWidgetItem(text)
                item.setToolTip(tip)
                item.setData(BROKEN_ROLE, False)
            item.setData(ID_ROLE, entry.id)
            self.addItem(item)
        if current:
            self.select_id(current)

    def current_id(self) -> str | None:
        """The id of the selected lesson, or None."""
        item = self.currentItem()
        return None if item is None or item.data(BROKEN_ROLE) else item.data(ID_ROLE)

    def select_id(self, lesson_id: str) -> None:
        """Select the row of ``lesson_id`` without emitting :attr:`lesson_chosen`."""
        for i in range(self.count()):
            item = self.item(i)
            if item.data(ID_ROLE) == lesson_id and not item.data(BROKEN_ROLE):
                self.blockSignals(True)
                self.setCurrentItem(item)
                self.blockSignals(False)
                return

    def broken_messages(self) -> dict[str, str]:
        """Lesson id -> the text shown for each broken lesson."""
        return {self.item(i).data(ID_ROLE): self.item(i).text()
                for i in range(self.count()) if self.item(i).data(BROKEN_ROLE)}

    def _activated(self, item: QListWidgetItem) -> None:
        if not item.data(BROKEN_ROLE):
            self.lesson_chosen.emit(item.data(ID_ROLE))
