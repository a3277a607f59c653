"""Stored settings are input too: a settings file full of wrong types and absurd numbers
opens every page without an exception, and the damaged values fall back to the defaults."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from boardgames.kit import settings as stored

# Every key the app reads, each with a value of the wrong type or out of range.
DAMAGED = """[app]
language=1, 2, 3
last_game=@Invalid()
recent_files=@Invalid()
saved_games_folder=1, 2

[window]
zoom=abc
geometry=not a geometry

[lessons]
language=999
last=a, b
challenge_time_limit=abc
solver_dir=1, 2
save_dir=-5

[fifteen]
rows=-3
cols=1e309
algorithm=nosuch
option\\rows=-3
option\\cols=1e309
pace=abc

[tictactoe]
size=abc
k=99999999999999999999
mode=1, 2
start=nosuch
x_player=nosuch
o_player=3
error=-50
pause=1e9
speed=abc
thinking=maybe
random_opening=1, 2
option\\size=abc
option\\k=99999999999999999999
option\\first=nosuch
option\\opening=1, 2
seat0=1, 2
seat1=nosuch
seat1\\mistakes=-50
pace=1e9
"""


@pytest.fixture
def damaged(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text(DAMAGED, encoding="utf-8")
    return QSettings(str(path), QSettings.IniFormat)


def test_readers_fall_back_on_wrong_types_and_ranges(damaged):
    assert stored.read_float(damaged, "window/zoom", 1.0, 0.6, 3.0) == 1.0
    assert stored.read_float(damaged, "lessons/challenge_time_limit", 10.0, 0.5, 120.0) == 10.0
    assert stored.read_int(damaged, "fifteen/rows", 4, 2, 8) == 4
    assert stored.read_int(damaged, "tictactoe/k", 3, 3, 7) == 3
    assert stored.read_int(damaged, "tictactoe/error", 20, 0, 100) == 20
    assert stored.read_bool(damaged, "tictactoe/thinking", False) is False
    assert stored.read_choice(damaged, "fifteen/algorithm", "auto", ["auto", "ida"]) == "auto"
    assert stored.read_choice(damaged, "app/language", "", ["", "en", "ru"]) == ""
    assert stored.read_str(damaged, "lessons/last", "") == ""
    assert stored.read_str_list(damaged, "app/recent_files", 8) == []


def test_readers_accept_good_values(settings):
    for key, value in (("a/int", 5), ("a/float", 2.5), ("a/flag", True), ("a/choice", "ida"),
                       ("a/text", "hello"), ("a/list", ["x", "y"])):
        settings.setValue(key, value)
    settings.sync()
    again = QSettings(settings.fileName(), QSettings.IniFormat)  # read back as text
    assert stored.read_int(again, "a/int", 0, 0, 9) == 5
    assert stored.read_float(again, "a/float", 0.0, 0.0, 9.0) == 2.5
    assert stored.read_bool(again, "a/flag", False) is True
    assert stored.read_choice(again, "a/choice", "auto", ["auto", "ida"]) == "ida"
    assert stored.read_str(again, "a/text") == "hello"
    assert stored.read_str_list(again, "a/list", 8) == ["x", "y"]
    assert stored.read_int(again, "a/int", 0, 6, 9) == 0  # out of range


def test_damaged_settings_open_every_page(qtbot, damaged):
    from boardgames.app.lessons.page import LessonsPage
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow
    from boardgames.lessons.model import Lesson

    create_application()
    win = MainWindow(damaged)
    qtbot.addWidget(win)
    win.show()
    assert win.zoom == 1.0
    assert win.saved_games.recent_files() == []
    for game in ("fifteen", "tictactoe"):
        assert win.open_game(game)
        qtbot.wait(10)
    fifteen = win.views["fifteen"]
    # the damaged sizes are not used: the game starts at level 1's 3x3 board
    assert fifteen.options.values()["rows"] == fifteen.options.values()["cols"] == 3
    assert fifteen.flow.pace.value() == 4  # the default pace
    ttt = win.views["tictactoe"]
    assert ttt.options.values()["size"] == 3 and ttt.options.values()["k"] == 3
    assert ttt.seats.keys() == ["@human", "dummy"]  # level 1's opponent
    assert ttt.flow.pace.value() == 4
    assert not ttt.flow.show_thinking.isChecked()
    assert win.open_lessons()
    page = win.lessons_page
    assert isinstance(page, LessonsPage)
    from boardgames.app.lessons.page_layout import stage_panel

    assert stage_panel(page, "challenge").limit.value() == 10.0
    lesson = next(e for e in page.entries if isinstance(e, Lesson))
    damaged.setValue(f"lessons/{lesson.id}/stage", ["x", "y"])
    assert page.open_lesson(lesson.id)
    win.show_home()
    win.close()


def test_damaged_seats_open_the_shared_session_page(qtbot, damaged, delete_now):
    """The shared session page (Connect Four example): unknown or list-valued seat
    settings give the default seats (a human first)."""
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow
    from boardgames.core.plugins import Discovery
    from tests.kit.page.test_session_page import connect_four_plugin

    create_application()
    damaged.setValue("connect-four/seat0", ["x", "y"])
    damaged.setValue("connect-four/seat1", "nosuch")
    win = MainWindow(damaged, Discovery(plugins=[connect_four_plugin()]))
    win.show()
    assert win.open_game("connect-four")
    page = win.views["connect-four"]
    seats = [combo.currentData() for combo in page.seats.lists]
    assert seats[0] == "@human"
    assert seats[1] != "@human"  # the first searching player, as on a first start
    for view in win.views.values():
        view.shutdown()
    delete_now(win)
