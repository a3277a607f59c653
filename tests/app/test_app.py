"""The main window as a user meets it: cards, shortcuts, zoom, full screen, remembered
settings, and the headless screenshot command."""

import subprocess
import sys

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage

from boardgames.kit import style


def test_start_page_shows_cards_and_opens_game_by_click(window, qtbot):
    page = window.start_page
    assert window.stack.currentWidget() is page
    assert {"fifteen", "tictactoe", "lessons"} <= set(page.cards)
    qtbot.mouseClick(page.cards["fifteen"], Qt.LeftButton)
    assert window.current_id == "fifteen"
    assert window.stack.currentWidget() is window.game_area
    assert "15-puzzle" in window.windowTitle()
    window.home_action.trigger()
    assert window.stack.currentWidget() is page


def test_card_opens_with_keyboard(window, qtbot):
    card = window.start_page.cards["fifteen"]
    card.setFocus()
    qtbot.keyClick(card, Qt.Key_Space)
    assert window.current_id == "fifteen"


def test_zoom_shortcuts_scale_fonts(window, qtbot):
    window.open_game("fifteen")
    label = window.current_view().puzzle.figures
    before = label.fontInfo().pointSizeF()
    qtbot.keyClick(window, Qt.Key_Plus, Qt.ControlModifier)
    assert window.zoom > 1.0
    assert label.fontInfo().pointSizeF() > before
    qtbot.keyClick(window, Qt.Key_Minus, Qt.ControlModifier)
    qtbot.keyClick(window, Qt.Key_Minus, Qt.ControlModifier)
    assert window.zoom < 1.0
    for _ in range(30):
        window.zoom_out()
    assert window.zoom == style.MIN_ZOOM
    window.set_zoom(1.0)


def test_full_screen_toggles(window):
    window.full_screen_action.trigger()
    assert window.isFullScreen()
    window.full_screen_action.trigger()
    assert not window.isFullScreen()


def test_size_zoom_and_last_game_are_remembered(qtbot, settings):
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    create_application()
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 520)  # within the offscreen screen (800x600)
    first.set_zoom(1.5)
    first.open_game("fifteen")
    first.close()

    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.show()
    assert abs(second.zoom - 1.5) < 1e-6
    assert second.size() == QSize(700, 520)
    assert second.last_game() == "fifteen"
    second.set_zoom(1.0)


def test_screenshot_command_writes_png(tmp_path):
    out = tmp_path / "shot.png"
    proc = subprocess.run([sys.executable, "-m", "boardgames", "--screenshot", str(out),
                           "--game", "fifteen", "--window-size", "1000x700"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    # the board's dark frame is there: a good share of dark pixels
    dark = sum(1 for x in range(0, 1000, 10) for y in range(0, 700, 10)
               if QImage.pixelColor(image, x, y).lightness() < 60)
    assert dark > 300


def test_bad_command_line_exits_2_with_one_line(tmp_path):
    for args in (["--screenshot", str(tmp_path / "x.jpg")],
                 ["--screenshot", str(tmp_path / "x.png"), "--game", "chess"],
                 ["chess"]):
        proc = subprocess.run([sys.executable, "-m", "boardgames", *args],
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, args
        assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert "Traceback" not in proc.stderr


def test_list_shows_installed_games():
    proc = subprocess.run([sys.executable, "-m", "boardgames", "--list"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert "fifteen" in proc.stdout and "tictactoe" in proc.stdout
