"""The exercises window of a lesson, opened from the lesson page."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from boardgames.app.exercises.panel import ExercisesPanel
from boardgames.exercises.loader import find_exercises
from boardgames.exercises.progress import ProgressStore
from boardgames.kit.fitting import fit_to_screen
from boardgames.kit.i18n import arg

#: The window's size (pixels) where the screen has room; smaller screens get less.
DEFAULT_SIZE = (1100, 760)


class ExercisesWindow(QDialog):
    """A non-modal window holding an :class:`ExercisesPanel`."""

    def __init__(self, store: ProgressStore | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exercisesWindow")
        self.panel = ExercisesPanel(store, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.panel)
        fit_to_screen(self, *DEFAULT_SIZE)

    def show_lesson(self, lesson_id: str, lesson_title: str, language: str) -> int:
        """Load the exercises of ``lesson_id`` and show the window; returns how many there
        are."""
        found = find_exercises()
        exercises = [e for e in found.exercises if e.lesson == lesson_id]
        self.setWindowTitle(arg(self.tr("Exercises: %1"), lesson_title))
        if [e.key for e in exercises] != [e.key for e in self.panel.exercises] \
                or language != self.panel.language:
            self.panel.set_exercises(exercises, language)
        self.panel.follow_class()
        self.show()
        self.raise_()
        self.activateWindow()
        return len(exercises)

    def show_sequence(self, keys: list[str], student: str, language: str) -> int:
        """Show the class's fixed sequence of exercises ``keys`` (the installed ones, in
        order) for ``student`` (the name the passed ones are remembered under, when none is
        typed yet), on the first one not passed; returns how many are shown."""
        found = {e.key: e for e in find_exercises().exercises}
        exercises = [found[key] for key in keys if key in found]
        self.setWindowTitle(self.tr("Exercises: the class's sequence"))
        if student and not self.panel.name_edit.text().strip():
            self.panel.name_edit.setText(student)
        changed = not self.panel.in_sequence or language != self.panel.language or \
            [e.key for e in exercises] != [e.key for e in self.panel.exercises]
        if changed or not self.isVisible():  # opened again: on the first not passed
            self.panel.set_sequence(exercises, language)
        self.show()
        self.raise_()
        return len(exercises)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.panel.cancel()
        self.panel.save_draft()
        super().closeEvent(event)
