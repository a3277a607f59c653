"""Who plays each seat of the game page: a list per seat (a human, or one of the plug-in's
computer players) and, for a player that takes a number (a fallible player's mistakes), a
control beside it shown only for that player (Qt).

The choices are remembered per game (``<id>/seat<N>`` and ``<id>/seat<N>/<parameter>``);
the first time, a human plays against the plug-in's first searching player.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from boardgames.core.options import for_call
from boardgames.core.players import Player, PlayerChoice, choice_by_id
from boardgames.kit.settings import read_choice, read_int

#: The seat-list key of a human (never a player id: "@" is not used in ids).
HUMAN = "@human"


class SeatsBox(QGroupBox):
    """The seat lists.

    Args:
        plugin_id: the plug-in (translation context of the players' titles, settings keys).
        seats: ``(name, icon)`` of each seat, translated.
        choices: the plug-in's computer players.

    Signals:
        changed(): the user chose another player or parameter for a seat.
    """

    changed = Signal()

    def __init__(self, plugin_id: str, seats: Sequence[tuple[str, QIcon]],
                 choices: Sequence[PlayerChoice], parent: QWidget | None = None):
        super().__init__(parent)
        self.setTitle(self.tr("Players"))
        self.plugin_id, self.choices = plugin_id, list(choices)
        self._filling = False
        layout = QVBoxLayout(self)
        self.lists: list[QComboBox] = []
        self.parameters: list[QSpinBox] = []
        self.parameter_labels: list[QLabel] = []
        for seat, (name, icon) in enumerate(seats):
            self._add_seat(layout, seat, name, icon)

    def _translate(self, text: str) -> str:
        return QCoreApplication.translate(self.plugin_id, text)

    def _add_seat(self, layout: QVBoxLayout, seat: int, name: str, icon: QIcon) -> None:
        combo = QComboBox()
        combo.addItem(self.tr("Human"), HUMAN)
        combo.setItemData(0, self.tr("Clicks on the board play this seat"), Qt.ToolTipRole)
        for choice in self.choices:
            combo.addItem(self._translate(choice.title), choice.id)
            if choice.description:
                combo.setItemData(combo.count() - 1, self._translate(choice.description), Qt.ToolTipRole)
        combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)  # long titles
        combo.setMinimumContentsLength(12)  # must not widen the panel (the list shows them whole)
        combo.setAccessibleName(name)
        combo.currentIndexChanged.connect(self._user_changed)
        label, swatch = QLabel(name), QLabel()
        label.setBuddy(combo)
        swatch.setPixmap(icon.pixmap(22, 22))
        row = QHBoxLayout()  # ● X [Human      v]
        row.addWidget(swatch)
        row.addWidget(label)
        row.addWidget(combo, 1)
        layout.addLayout(row)
        spin, spin_label = QSpinBox(), QLabel()
        spin.valueChanged.connect(self._user_changed)
        spin_label.setBuddy(spin)
        param_row = QHBoxLayout()
        param_row.addWidget(spin_label, 1)
        param_row.addWidget(spin)
        layout.addLayout(param_row)
        self.lists.append(combo)
        self.parameters.append(spin)
        self.parameter_labels.append(spin_label)
        self._show_parameter(seat)

    # -- reading --------------------------------------------------------------------------
    def key(self, seat: int) -> str:
        """The chosen key of ``seat``: :data:`HUMAN` or a player id."""
        return str(self.lists[seat].currentData() or HUMAN)

    def choice(self, seat: int) -> PlayerChoice | None:
        """The computer player chosen for ``seat``, None for a human."""
        return choice_by_id(self.choices, self.key(seat))

    def parameter(self, seat: int) -> dict[str, int]:
        """The chosen player's parameter as a keyword (empty without one)."""
        choice = self.choice(seat)
        if choice is None or choice.parameter is None:
            return {}
        return {choice.parameter.key: self.parameters[seat].value()}

    def players(self, game: Any, options: Mapping[str, Any]) -> list[Player | None]:
        """A player (or None for a human) per seat, made for ``game``; a player's factory
        gets its parameter and the game's ``options`` it names (a random opening)."""
        made: list[Player | None] = []
        for seat in range(len(self.lists)):
            choice = self.choice(seat)
            if choice is None:
                made.append(None)
                continue
            made.append(choice.make(game, **for_call(choice.make, options), **self.parameter(seat)))
        return made

    def keys(self) -> list[str]:
        """The chosen key of every seat."""
        return [self.key(seat) for seat in range(len(self.lists))]

    def fit(self, game: Any) -> None:
        """Offer only the players that play ``game`` (an exact search on a small board);
        a seat whose player does not fit gets the strongest one that does."""
        from PySide6.QtGui import QStandardItemModel

        fitting = [c.id for c in self.choices if c.plays(game)]
        for seat, combo in enumerate(self.lists):
            model = combo.model()
            if isinstance(model, QStandardItemModel):
                for row in range(1, combo.count()):
                    model.item(row).setEnabled(combo.itemData(row) in fitting)
            if self.key(seat) != HUMAN and self.key(seat) not in fitting and fitting:
                strongest = [key for key in fitting if key != "random"] or fitting
                self.set_seat(seat, strongest[-1])

    # -- setting --------------------------------------------------------------------------
    def set_seat(self, seat: int, key: str, value: int | None = None) -> None:
        """Show ``key`` (and the parameter ``value``) for ``seat`` without :attr:`changed`."""
        self._filling = True
        try:
            self.lists[seat].setCurrentIndex(max(0, self.lists[seat].findData(key)))
            self._show_parameter(seat)
            if value is not None:
                self.parameters[seat].setValue(value)
        finally:
            self._filling = False

    def restore(self, settings: QSettings) -> None:
        """The choices last made; the first time, a human against the first player that is
        not the random one."""
        default = next((c.id for c in self.choices if c.id != "random"), HUMAN)
        for seat in range(len(self.lists)):
            key = read_choice(settings, self._key(seat), HUMAN if seat == 0 else default,
                              [HUMAN] + [c.id for c in self.choices])
            self.set_seat(seat, key)
            option = self._option(seat)
            if option is not None:
                self.set_seat(seat, key, read_int(settings, f"{self._key(seat)}/{option.key}",
                                                  int(option.default), option.low, option.high))

    def save(self, settings: QSettings) -> None:
        """Remember the choices."""
        for seat in range(len(self.lists)):
            settings.setValue(self._key(seat), self.key(seat))
            option = self._option(seat)
            if option is not None:
                settings.setValue(f"{self._key(seat)}/{option.key}", self.parameters[seat].value())

    def _key(self, seat: int) -> str:
        return f"{self.plugin_id}/seat{seat}"

    def _option(self, seat: int) -> Any:
        choice = self.choice(seat)
        return None if choice is None else choice.parameter

    def _show_parameter(self, seat: int) -> None:
        option, spin, label = self._option(seat), self.parameters[seat], self.parameter_labels[seat]
        spin.setVisible(option is not None)
        label.setVisible(option is not None)
        if option is None:
            return
        spin.blockSignals(True)
        fresh = spin.minimum() != option.low or spin.maximum() != option.high
        spin.setRange(option.low, option.high)
        if fresh:
            spin.setValue(int(option.default))
        spin.blockSignals(False)
        label.setText(self._translate(option.title))

    def _user_changed(self) -> None:
        for seat in range(len(self.lists)):
            self._show_parameter(seat)
        if not self._filling:
            self.changed.emit()
