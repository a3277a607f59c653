"""The options box of the game page: one control per option the plug-in declares (a spin
box for a number, a list for a choice), e.g. the board's size or how many in a row win
(Qt). A change builds the rules anew for a new game; the page makes it undoable."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames.core.options import Option, checked
from boardgames.kit.fitting import FlowLayout


class OptionsBox(QGroupBox):
    """The plug-in's options.

    Signals:
        changed(dict): the user changed an option: the new (checked) values.
    """

    changed = Signal(dict)

    def __init__(self, plugin_id: str, options: Sequence[Option], parent: QWidget | None = None):
        super().__init__(parent)
        self.setTitle(self.tr("Board"))
        self.plugin_id, self.options = plugin_id, list(options)
        self._filling = False
        self.controls: dict[str, QSpinBox | QComboBox] = {}
        for option in self.options:
            self.controls[option.key] = self._control(option)
        self._lay_out()
        if not self.options:  # (hidden before it has a parent: showing it then would open a window)
            self.hide()

    def _lay_out(self) -> None:
        """The numbers side by side in a row that wraps ("Rows [4]  Columns [4]"), each
        box small; under them one row per choice, which takes the width."""
        column = QVBoxLayout(self)
        numbers = FlowLayout()
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)  # a long label puts its choice below it
        for option in self.options:
            control = self.controls[option.key]
            title = QCoreApplication.translate(self.plugin_id, option.title)
            control.setAccessibleName(title)  # a screen reader (and a test) finds "Rows" by name
            if option.is_choice:
                form.addRow(title, control)
                continue
            control.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
            pair = QWidget()
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 8, 0)
            label = QLabel(title)
            label.setBuddy(control)
            row.addWidget(label)
            row.addWidget(control)
            numbers.addWidget(pair)
        column.addLayout(numbers)
        column.addLayout(form)

    def _control(self, option: Option) -> QSpinBox | QComboBox:
        if option.is_choice:
            combo = QComboBox()
            for value, title in option.choices:
                combo.addItem(QCoreApplication.translate(self.plugin_id, title), value)
            combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)  # a long title must not widen the panel
            combo.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)  # but takes the room there is
            combo.currentIndexChanged.connect(self._user_changed)
            return combo
        spin = QSpinBox()
        spin.setKeyboardTracking(False)  # a typed number counts when it is complete
        spin.setRange(option.low, option.high)
        spin.valueChanged.connect(self._user_changed)
        return spin

    def values(self) -> dict[str, Any]:
        """The values shown, checked (an option bounded by another is kept below it)."""
        raw: dict[str, Any] = {}
        for key, control in self.controls.items():
            raw[key] = control.currentData() if isinstance(control, QComboBox) else control.value()
        return checked(self.options, raw)

    def set_values(self, values: Mapping[str, Any]) -> None:
        """Show ``values`` without :attr:`changed`."""
        self._filling = True
        try:
            for option in self.options:
                control, value = self.controls[option.key], values.get(option.key, option.default)
                if isinstance(control, QComboBox):
                    control.setCurrentIndex(max(0, control.findData(value)))
                else:
                    high = values.get(option.at_most, option.high) if option.at_most else option.high
                    control.setMaximum(min(option.high, int(high)))
                    control.setValue(int(value))
        finally:
            self._filling = False

    def _user_changed(self) -> None:
        if self._filling:
            return
        values = self.values()
        self.set_values(values)  # a bound that moved moves the option under it
        self.changed.emit(values)
