"""Accessibility: what a screen reader finds, and play without a mouse.

The accessibility tree (Qt's ``QAccessibleInterface``s, which Linux screen readers read
through AT-SPI) of the start page, every game page, the lessons page and the tools'
windows is walked in English and Russian: every visible control (button, check box, list,
combo box, spin box, slider, text field, tab) has a name, a value field (combo, spin box,
slider, line edit) a name of its own rather than its value, and in Russian no name is
English. The boards of the grid games and the 15-puzzle are tables of named cells ("row 2,
column 2: X (last move)"; Nim's heaps, Hanoi's pegs) whose names follow the game; tic-tac-toe is played to its end
with the arrow keys and Enter alone, the focused cell followed by the accessibility tree.
Moves, results and a search's progress are announced to a screen reader (Qt's
announcement events, caught where the page sends them), in English and Russian.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollBar,
    QWidget,
)

from boardgames.core import events as ev
from boardgames.core.plugins import discover
from boardgames.kit.board import BoardWidget
from boardgames.kit.page import announcer
from tests.app.test_i18n_all_languages import english_words
from tests.examples.example_plugins import with_examples
from tests.pages import click, make_page, set_seat, window_maker

R = QAccessible.Role
#: The roles a user operates (scroll bars are named by Qt after their direction).
CONTROLS = {R.PushButton, R.CheckBox, R.RadioButton, R.ComboBox, R.SpinBox, R.EditableText,
            R.Slider, R.List, R.Table, R.Tree, R.PageTab, R.ButtonMenu, R.ButtonDropDown, R.Dial}
#: Widgets whose Qt fallback name is their value ("10 moves", the chosen item): they need
#: an accessible name or a label that is their buddy.
VALUE_FIELDS = (QComboBox, QAbstractSpinBox, QAbstractSlider, QLineEdit)


@pytest.fixture
def reader():
    """Accessibility switched on, as when a screen reader listens; off again afterwards."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp, language, reader):
    """The interface in English or Russian, the example plug-ins' own words included (also
    when they are not installed but read from ``examples/``)."""
    from boardgames.app.main import install_plugin_translations

    installed = []
    if request.param != "en":
        language(request.param)
        missing = [p for p in with_examples().plugins if discover().get(p.id) is None]
        installed = install_plugin_translations(qapp, QLocale(request.param), missing)
    yield request.param
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture
def make_window(qtbot, tmp_path, lang):
    with window_maker(qtbot, tmp_path, with_examples()) as make:
        yield make


def walk(interface, found: list) -> None:
    """Every interface under ``interface`` (itself included), depth first."""
    if interface is None or not interface.isValid():
        return
    found.append(interface)
    for index in range(interface.childCount()):
        walk(interface.child(index), found)


def problems(root: QWidget, lang: str) -> list[str]:
    """The unnamed, value-named or (in Russian) English-named controls under ``root``."""
    found: list = []
    walk(QAccessible.queryAccessibleInterface(root), found)
    buddies = {id(label.buddy()) for label in root.findChildren(QLabel) if label.buddy() is not None}
    wrong = []
    for interface in found:
        widget = interface.object() if isinstance(interface.object(), QWidget) else None
        if interface.role() not in CONTROLS or interface.state().invisible or isinstance(widget, QScrollBar):
            continue
        name = interface.text(QAccessible.Text.Name).strip()
        where = f"{interface.role().name} {type(widget).__name__ if widget else 'cell'} {name!r}"
        if not name:
            wrong.append(f"{where}: no name")
        elif (isinstance(widget, VALUE_FIELDS) and not isinstance(widget.parentWidget(), VALUE_FIELDS)
              and not widget.accessibleName() and id(widget) not in buddies):
            wrong.append(f"{where}: named only by its value")
        elif lang != "en" and set(english_words(name, lang, [])) - {"CSV"}:  # a format's name
            wrong.append(f"{where}: English")
    return wrong


def assert_named(root: QWidget, lang: str, where: str) -> int:
    """No problem under ``root``; returns how many controls were looked at."""
    found = problems(root, lang)
    assert not found, f"{where} [{lang}]:\n  " + "\n  ".join(found)
    controls: list = []
    walk(QAccessible.queryAccessibleInterface(root), controls)
    return sum(1 for i in controls if i.role() in CONTROLS)


def board_cells(board: BoardWidget) -> list[str]:
    interface = QAccessible.queryAccessibleInterface(board)
    assert interface.text(QAccessible.Text.Name)
    return [interface.child(i).text(QAccessible.Text.Name) for i in range(interface.childCount())]


def test_every_page_names_its_controls(make_window, lang, qtbot):
    window = make_window()
    assert assert_named(window, lang, "start page") > 5
    for plugin in window.discovery.plugins:
        assert window.open_game(plugin.id), plugin.id
        qtbot.wait(50)
        assert assert_named(window, lang, plugin.id) > 10
        cells = board_cells(window.current_view().board)
        assert cells and all(cells), f"{plugin.id}: a board without named cells"
    assert window.open_lessons()
    assert assert_named(window, lang, "lessons") > 10


TOOLS = {"Step through a search…": "fifteen", "Compare searches…": "fifteen",
         "Show the game tree…": "tictactoe", "Students' tournament…": "tictactoe"}


@pytest.mark.parametrize("tool", list(TOOLS))
def test_the_tools_windows_name_their_controls(make_window, lang, qtbot, tool):
    window = make_window()
    game = TOOLS[tool]
    assert window.open_game(game)
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    window.current_view().tools.buttons[tool].click()
    qtbot.waitUntil(lambda: any(w.isVisible() and w.isWindow() and w not in before
                                for w in QApplication.topLevelWidgets()), timeout=10000)
    opened = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow() and w not in before)
    try:
        assert assert_named(opened, lang, tool) > 5
    finally:
        opened.close()


def test_cells_say_what_is_on_them(make_window, lang, qtbot):
    window = make_window(tictactoe__seat0="@human", tictactoe__seat1="@human")
    assert window.open_game("tictactoe")
    page = window.current_view()
    cells = board_cells(page.board)
    assert len(cells) == 9 and len(set(cells)) == 9
    click(qtbot, page, 4)
    expected = {"en": "row 2, column 2: X (last move)", "ru": "строка 2, столбец 2: X (последний ход)"}
    assert board_cells(page.board)[4] == expected[lang]
    assert board_cells(page.board)[0] == {"en": "row 1, column 1: empty", "ru": "строка 1, столбец 1: пусто"}[lang]
    assert window.open_game("fifteen")
    fifteen = board_cells(window.current_view().board)
    blank = {"en": "blank", "ru": "пустая клетка"}[lang]
    assert sum(name.endswith(blank) for name in fifteen) == 1
    assert len(fifteen) == len(window.current_view().board.state)
    assert window.open_game("nim")  # the example plug-ins (installed or from examples/)
    heaps = {"en": "Heap A, matches: ", "ru": "Кучка A, спичек: "}[lang]
    assert board_cells(window.current_view().board)[0].startswith(heaps)
    assert window.open_game("hanoi")
    pegs = board_cells(window.current_view().board)
    assert pegs[1] == {"en": "Peg B: no disks", "ru": "Стержень B: нет дисков"}[lang]
    assert pegs[0].startswith({"en": "Peg A: disks ", "ru": "Стержень A: диски "}[lang])


def test_tic_tac_toe_is_played_to_its_end_with_keys_alone(qtbot, tmp_path, reader):
    page = make_page(qtbot, tmp_path / "s.ini", "tictactoe", seats=["@human", "@human"])
    board = page.board
    board.set_animation_ms(0)
    board.setFocus()
    interface = QAccessible.queryAccessibleInterface(board)

    def keys(*pressed):
        for key in pressed:
            qtbot.keyClick(board, key)

    keys(Qt.Key_Return)                          # the cursor starts in the centre: X there
    keys(Qt.Key_Up, Qt.Key_Left)                 # to the top left corner...
    assert board.keyboard_used and board.painter.cursor_cell() == 0  # (the focus ring shows)
    if board.hasFocus():
        assert interface.focusChild().text(QAccessible.Text.Name) == "row 1, column 1: empty"
    keys(Qt.Key_Return)                          # ...O there
    keys(Qt.Key_Right, Qt.Key_Return)            # X top middle
    keys(Qt.Key_Right, Qt.Key_Return)            # O top right
    keys(Qt.Key_Down, Qt.Key_Down, Qt.Key_Left, Qt.Key_Return)  # X bottom middle: a column
    outcome = page.session.outcome()
    assert outcome is not None and outcome.winner == 0
    assert page.status.text() == "X wins!"
    assert len(page.session.line.played) == 5
    names = board_cells(board)
    assert names[7] == "row 3, column 2: X (last move) (winning line)"
    assert names[1].endswith("(winning line)") and not names[0].endswith("(winning line)")


@pytest.fixture
def said(monkeypatch, reader):
    """What the app announces to a screen reader: (words, assertive) of each announcement
    event Qt is given (caught before Qt hands it to AT-SPI)."""
    heard: list[tuple[str, bool]] = []

    def spy(event):
        assert event.type() == QAccessible.Event.Announcement
        assert event.object() is not None
        assertive = event.politeness() == QAccessible.AnnouncementPoliteness.Assertive
        heard.append((event.message(), assertive))

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    return heard


WORDS = {"en": {"move": "X at row 2, column 2", "turn": "O to move", "won": "X wins!",
                "slide": "Slide ", "searching": "Searching…", "solved": "Solved!"},
         "ru": {"move": "X: ряд 2, столбец 2", "turn": "Ходит O", "won": "Победа: X!",
                "slide": "сдвиг ", "searching": "Поиск…", "solved": "Собрано!"}}


def open_page(make_window, game_id):
    """``game_id``'s page in a new window, its moves not animated."""
    window = make_window()
    assert window.open_game(game_id)
    page = window.current_view()
    page.board.set_animation_ms(0)
    return page


def test_moves_and_the_result_are_announced(make_window, lang, qtbot, said):
    words = WORDS[lang]
    page = open_page(make_window, "tictactoe")
    set_seat(page, 0, "@human")
    set_seat(page, 1, "@human")
    said.clear()
    click(qtbot, page, 4)
    assert said == [(words["move"], False), (words["turn"], False)]
    for cell in (0, 1, 3, 7):  # X wins down the middle column
        click(qtbot, page, cell)
    assert said[-1] == (words["won"], True)  # a result is said at once
    assert sum(text == words["won"] for text, _ in said) == 1


def test_a_solve_is_announced_when_it_starts_and_ends(make_window, lang, qtbot, said):
    words = WORDS[lang]
    page = open_page(make_window, "fifteen")
    page.puzzle.speed.setValue(20)
    said.clear()
    page.puzzle.solve()
    qtbot.waitUntil(lambda: page.session.is_over(), timeout=15000)
    texts = [text for text, _ in said]
    assert texts[0] == words["searching"]
    found = page.puzzle.result.text()  # what the search found, said before its moves
    slides = [text for text in texts if text.startswith(words["slide"])]
    assert found and texts.index(found) < texts.index(slides[0])
    assert slides and len(slides) == page.session.ply  # every move of the solution
    assert texts[-1] == words["solved"] and said[-1][1]


def test_a_searchs_progress_is_announced_now_and_then_not_every_report(qtbot, said, monkeypatch):
    board = QWidget()
    qtbot.addWidget(board)
    voice = announcer.Announcer(board)
    voice.search_progress(ev.SearchProgress(nodes=1, seconds=0.1, bound=20), "before")
    assert said == []  # no search started
    voice.search_started()
    monkeypatch.setattr(announcer, "PROGRESS_MS", 0)
    for bound in (20, 20, 22, 22, 24):
        voice.search_progress(ev.SearchProgress(nodes=bound, seconds=0.1, bound=bound), f"bound {bound}")
    voice.search_progress(ev.SearchProgress(nodes=1, seconds=0.1, phase="build", fraction=0.5), "build")
    assert [text for text, _ in said] == ["Searching…", "bound 20", "bound 22", "bound 24"]
    monkeypatch.setattr(announcer, "PROGRESS_MS", 60_000)  # a better report, but too soon
    voice.search_progress(ev.SearchProgress(nodes=1, seconds=0.2, bound=26), "bound 26")
    voice.search_finished("")
    voice.search_finished("again")  # said once
    assert [text for text, _ in said][-2:] == ["bound 24", "The search is done."]
