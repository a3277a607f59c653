"""Plug-in discovery: a second game installed with pip appears with no change to the app,
and a plug-in that fails to load is reported by name while the others still work."""

import importlib
import textwrap

import pytest
from PySide6.QtCore import Qt

from boardgames.core.plugins import ENTRY_POINT_GROUP, GamePlugin, discover


def _install_fake_distribution(root, dist, entry_points, modules):
    """Write what `pip install` leaves behind: modules and a .dist-info with entry points."""
    info = root / f"{dist}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 0.1\n")
    lines = [f"[{ENTRY_POINT_GROUP}]"] + [f"{k} = {v}" for k, v in entry_points.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n")
    for name, source in modules.items():
        (root / f"{name}.py").write_text(textwrap.dedent(source))


TINY_GAME = '''
from boardgames.core.plugins import GamePlugin

PLUGIN = GamePlugin(id="tiny", title="Tiny game", description="A one-button game.",
                    view="tinygame:create_view", order=5)

def create_view(context):
    from PySide6.QtWidgets import QLabel, QPushButton
    from boardgames.kit.game_view import GameView

    class TinyView(GameView):
        def __init__(self, context):
            super().__init__(context)
            self.board = QPushButton("press me")
            self.panel = QLabel("tiny panel")
            self.games = 0
        def new_game(self):
            self.games += 1

    return TinyView(context)
'''


@pytest.fixture
def extra_plugins(tmp_path, monkeypatch):
    _install_fake_distribution(
        tmp_path, "tinygame", {"tiny": "tinygame:PLUGIN"}, {"tinygame": TINY_GAME})
    _install_fake_distribution(
        tmp_path, "brokengame",
        {"broken": "brokengame:PLUGIN", "notaplugin": "brokengame_ok:VALUE"},
        {"brokengame": "raise ImportError('needs the missing package frobnicate')\n",
         "brokengame_ok": "VALUE = 42\n"})
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield
    importlib.invalidate_caches()


def test_shipped_games_are_found():
    found = discover()
    ids = [p.id for p in found.plugins]
    assert "fifteen" in ids and "tictactoe" in ids
    assert all(isinstance(p, GamePlugin) for p in found.plugins)


def test_second_plugin_appears_and_broken_ones_are_reported(extra_plugins):
    found = discover()
    ids = [p.id for p in found.plugins]
    assert ids[0] == "tiny"  # order=5 sorts it first
    assert "fifteen" in ids
    errors = {e.name: e.message for e in found.errors}
    assert "frobnicate" in errors["broken"]
    assert "not a GamePlugin" in errors["notaplugin"]


def test_window_lists_new_plugin_and_opens_it(extra_plugins, qtbot, settings):
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    create_application()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    page = win.start_page
    assert "tiny" in page.cards and "fifteen" in page.cards
    assert page.errors.isVisible()
    assert "broken" in page.errors.text() and "frobnicate" in page.errors.text()
    qtbot.mouseClick(page.cards["tiny"], Qt.LeftButton)
    assert win.current_id == "tiny"
    frame = win.board_holder.currentWidget()
    assert frame is win.frames["tiny"] and win.views["tiny"].board.text() == "press me"
    win.new_action.trigger()
    assert win.views["tiny"].games == 1
    # the other games still work
    assert win.open_game("fifteen")
    assert win.current_view().game.rows == 3  # level 1's board


def test_unknown_game_is_refused_with_message(window):
    assert not window.open_game("chess")
    assert "chess" in window.status_label.text()
    assert window.stack.currentWidget() is window.start_page
