"""View > Theme: Automatic (the system's light or dark), Light, Dark and High contrast,
applied at once to the widgets and the boards, remembered, and Automatic following the
system when it switches (the colours themselves are checked in tests/kit/test_colours.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication

from boardgames.kit import theme
from tests.pages import window_maker


@pytest.fixture
def make_window(qtbot, tmp_path):
    with window_maker(qtbot, tmp_path, None) as make:
        yield make
    theme.apply(theme.LIGHT)  # the next tests draw in the light theme again
    QApplication.instance().setStyleSheet("")


def theme_actions(window) -> dict[str, object]:
    menu = window.theme_menu.menu
    return {action.data(): action for action in menu.actions()}


def corner(page) -> QColor:
    """The colour of the board's paper (its top left pixel)."""
    return page.board.grab().toImage().pixelColor(QPoint(1, 1))


def test_the_theme_menu_switches_the_colours_at_once_and_remembers(make_window, qtbot):
    window = make_window()
    actions = theme_actions(window)
    assert list(actions) == list(theme.THEMES) and actions[theme.AUTO].isChecked()
    assert [a.text() for a in actions.values()][1:] == ["Light", "Dark", "High contrast"]
    assert window.open_game("fifteen")
    page = window.current_view()
    assert corner(page) == QColor(theme.LIGHT_PALETTE.paper)
    actions[theme.DARK].trigger()
    assert actions[theme.DARK].isChecked() and not actions[theme.AUTO].isChecked()
    assert corner(page) == QColor(theme.DARK_PALETTE.paper)  # the board, redrawn
    assert theme.DARK_PALETTE.ink in QApplication.instance().styleSheet()
    assert QApplication.palette().color(QGuiApplication.palette().ColorRole.Window) == QColor(theme.DARK_PALETTE.paper)
    actions[theme.CONTRAST].trigger()
    assert corner(page) == QColor("#000000")
    assert window.settings.value("app/theme") == theme.CONTRAST
    window.settings.sync()
    again = make_window(app__theme=theme.CONTRAST)  # the next start
    assert theme_actions(again)[theme.CONTRAST].isChecked() and theme.current() is theme.CONTRAST_PALETTE


def test_automatic_follows_the_systems_dark_mode(make_window, qtbot, monkeypatch):
    dark = []
    monkeypatch.setattr(theme, "system_is_dark", lambda: bool(dark))
    window = make_window()
    assert theme.current() is theme.LIGHT_PALETTE
    dark.append(True)  # the desktop switches to dark
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.current() is theme.DARK_PALETTE
    theme_actions(window)[theme.LIGHT].trigger()  # chosen: light whatever the desktop says
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.current() is theme.LIGHT_PALETTE


@pytest.mark.parametrize("name", [theme.LIGHT, theme.DARK, theme.CONTRAST])
def test_whose_turn_is_written_in_a_colour_that_reads_on_the_paper(make_window, qtbot, name):
    window = make_window(**{"app__theme": name})
    assert window.open_game("tictactoe")  # X: a human, by default
    page = window.current_view()
    turns = []
    page.turn_changed.connect(turns.append)
    page.refresh()
    ink = QColor(turns[-1].split("<b style='color: ")[1][:7])
    assert theme.contrast(ink, QColor(theme.current().paper)) >= 4.5, (name, ink.name())


def test_a_switch_of_theme_recolours_whose_turn_at_once(make_window, qtbot):
    window = make_window()
    assert window.open_game("tictactoe")  # X: a human, by default
    page = window.current_view()
    turns = []
    page.turn_changed.connect(turns.append)
    theme_actions(window)[theme.DARK].trigger()
    ink = QColor(turns[-1].split("<b style='color: ")[1][:7])
    assert theme.contrast(ink, QColor(theme.DARK_PALETTE.paper)) >= 4.5


def drawn(brush) -> QColor:
    """The colour a text format's foreground draws in (none set: the palette's text)."""
    return QApplication.palette().text().color() if brush.style() == Qt.NoBrush else brush.color()


def keyword_colour(view) -> QColor:
    """The colour the program view draws ``def`` (its first word) in."""
    cursor = view.textCursor()
    cursor.setPosition(1)
    return drawn(cursor.charFormat().foreground())


def test_programs_take_the_themes_colours_and_stay_readable(make_window, qtbot):
    from boardgames.app.code_view import CodeView, code_colour
    from boardgames.app.exercises.editor import CodeEditor

    make_window()  # the theme menu applies the stored theme (light)
    view, editor = CodeView(), CodeEditor()
    qtbot.addWidget(view)
    qtbot.addWidget(editor)
    program = "def f(x):\n    return x  # done\n"
    view.set_program(program, "", {1})
    editor.set_source(program)
    light = keyword_colour(view)
    for name in (theme.DARK, theme.CONTRAST):
        palette = theme.apply(name)  # (what View > Theme does first)
        QApplication.processEvents()  # the palette's change reaches the widgets
        panel = QColor(palette.panel)
        assert keyword_colour(view) != light and code_colour("changed") == QColor(palette.code["changed"])
        assert theme.contrast(keyword_colour(view), panel) >= 4.5
        assert theme.contrast(keyword_colour(view), code_colour("changed")) >= 4.5
        editor_colours = {drawn(sel.format.foreground()).name() for sel in editor.extraSelections()}
        assert editor_colours and all(theme.contrast(QColor(c), panel) >= 4.5 for c in editor_colours)
