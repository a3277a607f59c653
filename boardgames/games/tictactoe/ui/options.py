"""The tic-tac-toe panel's options (Qt): read from and written to the app's settings, the
player lists that fit the chosen board, and the seats and move delay they ask for."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox

from boardgames.app.i18n import arg
from boardgames.app.settings import read_bool, read_choice, read_int, read_str
from boardgames.core.players import Player
from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.match import COMPUTER_VS_COMPUTER, MODES, STARTS, seats_for
from boardgames.games.tictactoe.players import PLAYERS, RandomOpening, make_player, players_for
from boardgames.games.tictactoe.ui.panel import TicTacToePanel
from boardgames.games.tictactoe.ui.texts import player_description, player_title

PREFIX = "tictactoe/"

#: Usual k for each board side (the teacher may change it).
DEFAULT_K = {3: 3, 4: 3, 5: 4, 6: 4, 7: 5}


def _number(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """An integer setting within ``low..high``, else ``default``."""
    return read_int(settings, PREFIX + key, default, low, high)


def _flag(settings: QSettings, key: str) -> bool:
    return read_bool(settings, PREFIX + key, False)


def restore(panel: TicTacToePanel, settings: QSettings) -> None:
    """Set the panel's widgets from ``settings`` (bad or missing values: the defaults)."""
    p, s = panel, settings
    size = _number(s, "size", 3, 3, 7)
    p.size_combo.setCurrentIndex(p.size_combo.findData(size))
    p.k_spin.setRange(3, size)
    p.k_spin.setValue(_number(s, "k", DEFAULT_K[size], 3, size))
    for combo, key, default in ((p.mode_combo, "mode", MODES[1]), (p.start_combo, "start", STARTS[0])):
        choices = [combo.itemData(i) for i in range(combo.count())]
        index = combo.findData(read_choice(s, PREFIX + key, default, choices))
        combo.setCurrentIndex(max(0, index))
    p.error_slider.setValue(_number(s, "error", 20, 0, 100))
    p.pause_spin.setValue(_number(s, "pause", 400, 0, 5000))
    p.speed_slider.setValue(_number(s, "speed", 5, 1, 10))
    p.thinking_check.setChecked(_flag(s, "thinking"))
    p.random_opening_check.setChecked(_flag(s, "random_opening"))
    show_error(panel)


def save(panel: TicTacToePanel, settings: QSettings) -> None:
    """Write the panel's options to ``settings``."""
    p = panel
    for key, value in (("size", p.size_combo.currentData()), ("k", p.k_spin.value()),
                       ("mode", p.mode_combo.currentData()), ("start", p.start_combo.currentData()),
                       ("x_player", p.x_player_combo.currentData()),
                       ("o_player", p.o_player_combo.currentData()),
                       ("error", p.error_slider.value()), ("pause", p.pause_spin.value()),
                       ("speed", p.speed_slider.value()),
                       ("thinking", "true" if p.thinking_check.isChecked() else "false"),
                       ("random_opening", "true" if p.random_opening_check.isChecked() else "false")):
        if value is not None:
            settings.setValue(PREFIX + key, value)


def fill_players(panel: TicTacToePanel, settings: QSettings, geo: Geometry) -> None:
    """Offer the players that can play on ``geo`` (exact ones need 3x3), keeping the
    chosen ones where possible (else the saved or the default ones)."""
    p = panel
    small = geo.cells <= 9
    defaults = {p.x_player_combo: ("x_player", "minimax" if small else "deep"),
                p.o_player_combo: ("o_player", "dummy" if small else "deep")}  # level 1
    for combo, (key, default) in defaults.items():
        wanted = combo.currentData() or read_str(settings, PREFIX + key, default, 64)
        _fill(combo, geo, wanted, default)
    update_player_info(panel)


def _fill(combo: QComboBox, geo: Geometry, wanted: str, default: str) -> None:
    combo.blockSignals(True)
    combo.clear()
    for cls in players_for(geo):
        combo.addItem(player_title(cls.name), cls.name)
        combo.setItemData(combo.count() - 1, player_description(cls.name), Qt.ToolTipRole)
    index = combo.findData(wanted)
    combo.setCurrentIndex(index if index >= 0 else max(0, combo.findData(default)))
    combo.blockSignals(False)


def update_player_info(panel: TicTacToePanel) -> None:
    """The description under each player list; the mistakes slider only for "fallible"."""
    p = panel
    for combo, info in ((p.x_player_combo, p.x_player_info), (p.o_player_combo, p.o_player_info)):
        name = combo.currentData()
        info.setText(player_description(name) if name else "")
    fallible = "fallible" in (p.x_player_combo.currentData(), p.o_player_combo.currentData())
    p.error_slider.setEnabled(fallible)
    p.error_label.setEnabled(fallible)
    show_error(panel)


def show_error(panel: TicTacToePanel) -> None:
    """The mistakes slider's value as a percentage."""
    panel.error_value.setText(arg("%1 %", panel.error_slider.value()))  # locale digits, no words


def delay_seconds(panel: TicTacToePanel, mode: str) -> float:
    """The pause before a computer move appears: the thinking pause, or in a
    demonstration the speed slider's delay (1 = 1.98 s ... 10 = no delay)."""
    if mode == COMPUTER_VS_COMPUTER:
        return (10 - panel.speed_slider.value()) * 0.22
    return panel.pause_spin.value() / 1000


def seats(panel: TicTacToePanel, mode: str, geo: Geometry, rng: random.Random) -> list[Player | None]:
    """The session's seats (X, O) for ``mode`` and the chosen players on ``geo``."""
    return seats_for(mode, _player(panel, panel.x_player_combo.currentData(), geo, rng),
                     _player(panel, panel.o_player_combo.currentData(), geo, rng))


def _player(panel: TicTacToePanel, name: Any, geo: Geometry, rng: random.Random) -> Player | None:
    """The chosen player (behind a random opening when asked), ``None`` when none fits."""
    if not name or name not in PLAYERS or (not PLAYERS[name].fits(geo)):
        return None
    player: Player = make_player(name, geo, rng, error=panel.error_slider.value() / 100)
    if panel.random_opening_check.isChecked():
        player = RandomOpening(player, rng)
    return player
