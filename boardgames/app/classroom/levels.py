"""The class's levels (the teacher's Levels… in the class view): a level per game for the
whole class, and a lock that keeps the students who follow the teacher on it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from boardgames.kit.i18n import arg


@dataclass(frozen=True)
class LevelGame:
    """A game with levels, as the dialog offers it: its id, its title and its levels'
    titles (translated), easiest first."""

    id: str
    title: str
    levels: tuple[str, ...]


class LevelsDialog(QDialog):
    """Choose a level per game (or the students' own choice) and whether to lock them."""

    def __init__(self, games: Sequence[LevelGame], levels: dict[str, int], locked: bool,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The class's levels"))
        self.setMinimumWidth(420)
        note = QLabel(self.tr("The students who follow the teacher (File > Follow the teacher) "
                              "play at these levels."))
        note.setWordWrap(True)
        form = QFormLayout()
        self.choices: dict[str, QComboBox] = {}
        for game in games:
            box = QComboBox()
            box.addItem(self.tr("their own choice"), 0)
            for number, title in enumerate(game.levels, 1):
                box.addItem(arg(self.tr("%1. %2"), number, title), number)
            box.setCurrentIndex(max(0, box.findData(levels.get(game.id, 0))))
            form.addRow(f"{game.title}:", box)
            self.choices[game.id] = box
        self.lock = QCheckBox(self.tr("&Lock: students cannot choose another level"))
        self.lock.setChecked(locked)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.lock)
        layout.addWidget(buttons)

    def levels(self) -> dict[str, int]:
        """``{game id: level}`` of the games given a level."""
        chosen = {game: int(box.currentData()) for game, box in self.choices.items()}
        return {game: level for game, level in chosen.items() if level}
