"""Every shipped interface language, every page: no English left on screen.

For each language other than English (ru, es, de) the test installs the app's translators in
the test's QApplication (and removes them afterwards, so other tests see English), opens
the real main window, visits the pages, panels and dialogs it can reach, collects every
visible text (labels, buttons, group boxes, combo items, table cells and headers, list
items, placeholders, spin box suffixes, menu and toolbar actions, window titles; tooltips
are skipped) and fails listing every text that is still English.

"Still English" means: after removing what is not interface text (code such as
``solve(board)``, quoted words, file names and paths, the lessons' own titles and
texts), the text contains an ASCII word of three or more letters that the app's English
uses (a word of a string literal under ``boardgames/`` or of a ``.ts`` source text) and
that is not in :data:`ALLOWED` (for German, :data:`ALLOWED_DE`); for Spanish and German
also a text that is exactly an English source text. Pages are visited generically (every
visible child widget), so game pages that change keep being covered.

The game pages are visited in the states a class sees: tic-tac-toe with "Show thinking"
and a finished game, the 15-puzzle with a solve result, a hint, a refused unsolvable
position, a mistyped position and the Compare window, and the app's shared session page
with the Connect Four example (whose own title, seat and player names are a third party's
and are allowed to stay English; every word of the page around them must be translated).
"""

from __future__ import annotations

import ast
import importlib
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTableWidget,
    QTextEdit,
    QToolBar,
    QWidget,
)

from boardgames.lessons.messages import VERBATIM
from tests.pages import click, set_option, wait_idle
from tests.pages import labels as labels_of

ROOT = Path(__file__).resolve().parent.parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
DATA = Path(__file__).parent.parent / "data" / "lessons"
LANGUAGES = ["ru", "es", "de"]

#: Words that may stay as they are: names of algorithms and keys, Python and file-format
#: names, the move words of the solver interface, and words that are Spanish as well.
ALLOWED = {
    "minimax", "ida", "alpha", "beta", "manhattan", "hamming", "python", "toml", "utf",
    "ctrl", "shift", "esc", "enter", "pgup", "pgdn", "up", "down", "left", "right",
    "int", "str", "nonetype", "def", "bubblewrap", "landlock",
    # Spanish words spelt like English ones
    "total", "error", "normal", "panel", "zoom", "divide", "mover", "final", "general", "par",
    "horizontal", "vertical", "has",
    "con",  # Spanish "with"; the app's code names Windows' device file CON
}

#: Words that may stay in German: German words spelt like English ones ("die", "also",
#: "von", "was", "mit" (the licence's "MIT"), "links", "Kind", "fast"), loanwords German uses (Computer, Sandbox, App,
#: Puzzle, Format), names (Tic-Tac-Toe, Nim, Hanoi, Hansson, Mayer, Yung) and code the user
#: types (the parameter board, None, the manifest's keys languages and tiles).
ALLOWED_DE = {
    "die", "also", "von", "was", "dir", "links", "kind", "fast", "falls", "lang", "name",
    "start", "optimal", "pause", "plus", "system", "systems", "text", "version", "format",
    "iteration", "expansion", "orange", "additive", "demo", "codes", "ids", "manifest",
    "computer", "computers", "sandbox", "app", "puzzle", "bytes", "csv", "json",
    "mit", "tic", "tac", "toe", "nim", "hanoi", "hansson", "mayer", "yung",
    "board", "none", "languages", "tiles",
}

#: Widgets whose content is the lesson's or the program's own text, not the interface.
CONTENT = {"codeView", "demoOutput", "teacherNotes", "stageText"}



# -- the English vocabulary ---------------------------------------------------------------

def _english_vocabulary() -> tuple[set[str], set[str]]:
    """(words, sources): the lower-case ASCII words of 3+ letters of the app's English
    (string literals under boardgames/ and the .ts sources), and the .ts source texts."""
    word = re.compile(r"[^\W\d_]{3,}")
    texts: list[str] = []
    for path in (ROOT / "boardgames").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                texts.append(node.value)
    sources = set()
    for ts in TRANSLATIONS.glob("boardgames_*.ts"):
        for message in ET.parse(ts).getroot().iter("message"):
            sources.add(message.findtext("source", ""))
    texts += sources
    words = {w.lower() for t in texts for w in word.findall(t) if w.isascii()}
    return words, {s.replace("&", "") for s in sources}


VOCABULARY, SOURCES = _english_vocabulary()

_CODE = [
    re.compile(r"\w+\([^()]*\)"),                # solve(board), solve()
    re.compile(r"'[^']*'|\"[^\"]*\"|«[^»]*»"),   # quoted words: what the user typed
    re.compile(r"\[\[?[^\]]*\]\]?"),             # [[stage]], ['Down', 'Left']
    re.compile(r"\S*[/\\._]\S*"),                # paths, file names, field names
    re.compile(r"<[^>]+>"),                      # rich-text tags
]


def _language_names() -> list[str]:
    """Each language's name in that language ("English", "Русский"): names, not text."""
    from boardgames.app.lessons.page_layout import LANGUAGE_NAMES
    from boardgames.app.main import LANGUAGES

    return sorted({name for _, name in LANGUAGES} | set(LANGUAGE_NAMES.values()))


def english_words(text: str, lang: str, data: list[str]) -> list[str]:
    """The English words of ``text`` (empty when it is fine), see the module doc."""
    for item in [*data, *_language_names()]:  # the lessons' own texts, language names
        if item:
            text = text.replace(item, " ")
    for pattern in _CODE:
        text = pattern.sub(" ", text)
    words = [w for w in re.findall(r"[^\W\d_]{3,}", text) if w.isascii()]
    allowed = ALLOWED | (ALLOWED_DE if lang == "de" else set())
    found = [w for w in words if w.lower() in VOCABULARY and w.lower() not in allowed]
    if lang in ("es", "de") and not found and text.replace("&", "").strip() in SOURCES:
        found = [w for w in words if w.lower() not in allowed]
    return found


# -- collecting what is on screen ---------------------------------------------------------

def _is_content(widget: QWidget) -> bool:
    while widget is not None:
        if widget.objectName() in CONTENT:
            return True
        widget = widget.parentWidget()
    return False


def _widget_texts(w: QWidget) -> list[str]:
    """The interface texts one widget shows (not its children's)."""
    if isinstance(w, QLabel):
        return [w.text()]
    if isinstance(w, QAbstractButton):
        return [w.text()]
    if isinstance(w, QGroupBox):
        return [w.title()]
    if isinstance(w, QComboBox):
        return [w.itemText(i) for i in range(w.count())]
    if isinstance(w, QTabBar):
        return [w.tabText(i) for i in range(w.count())]
    if isinstance(w, QTableWidget):
        texts = [w.horizontalHeaderItem(c).text() for c in range(w.columnCount())
                 if w.horizontalHeaderItem(c) is not None]
        return texts + [w.item(r, c).text() for r in range(w.rowCount())
                        for c in range(w.columnCount()) if w.item(r, c) is not None]
    if isinstance(w, QListWidget):
        return [w.item(i).text() for i in range(w.count())]
    if isinstance(w, (QLineEdit, QPlainTextEdit, QTextEdit)):
        return [w.placeholderText()]
    if isinstance(w, (QSpinBox, QDoubleSpinBox)):
        return [w.prefix(), w.suffix()]
    if isinstance(w, QAbstractSpinBox):
        return [w.specialValueText()]
    if isinstance(w, (QMenu, QToolBar)):
        return [a.text() for a in w.actions()]
    return []


def _menu_texts(window) -> list[str]:
    texts = []
    for action in window.menuBar().actions():
        texts.append(action.text())
        if action.menu() is not None:
            texts += [a.text() for a in action.menu().actions() if not a.isSeparator()]
            for sub in action.menu().actions():
                if sub.menu() is not None:
                    texts += [a.text() for a in sub.menu().actions()]
    return texts


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(widget name, text) of every visible interface text under ``root`` and its title."""
    found = [("windowTitle", root.windowTitle())]
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root) and not isinstance(w, QMenu):
            continue
        if _is_content(w):
            continue
        name = w.objectName() or type(w).__name__
        found += [(name, t) for t in _widget_texts(w) if t and t.strip()]
    return found


def lesson_data(page) -> list[str]:
    """The lessons' own texts on the page (titles, summaries, stage titles, stage text),
    longest first: they are shown in the lesson's language, not the interface's."""
    data: set[str] = {entry.id for entry in page.entries}  # folder names
    for lesson in page.lessons():
        data |= set(lesson.title.values()) | set(lesson.summary.values())
        for stage in lesson.stages:
            data |= set(stage.title.values())
    text = page.stage_text
    data |= {text.explanation, text.teacher_notes}
    for q in text.questions:
        data |= {q.question, q.answer}
    return sorted((d for d in data if d), key=len, reverse=True)


def assert_translated(texts: list[tuple[str, str]], lang: str, where: str,
                      data: list[str] = ()) -> None:
    english = [(name, text, english_words(text, lang, list(data))) for name, text in texts]
    offending = [f"{name}: {text!r} (English: {', '.join(words)})"
                 for name, text, words in english if words]
    assert not offending, f"{where} [{lang}] still shows English:\n  " + "\n  ".join(offending)


# -- fixtures ----------------------------------------------------------------------------

@pytest.fixture(params=LANGUAGES)
def lang(request, qapp):
    """The interface in one language: the app's (and Qt's) translators installed and the
    default locale set; both undone afterwards so that the other tests see English."""
    from boardgames.app.main import install_translations

    code = request.param
    before = QLocale()
    locale = QLocale(code)
    installed = install_translations(qapp, locale)
    assert any(Path(t.filePath()).name == f"boardgames_{code}.qm" for t in installed)
    QLocale.setDefault(locale)
    try:
        yield code
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(before)
        assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.fixture
def lessons_dir(tmp_path, monkeypatch):
    """The test lessons plus a broken one (its error is shown in the lesson list)."""
    folder = tmp_path / "lessons"
    shutil.copytree(DATA, folder)
    broken = folder / "broken"
    broken.mkdir()
    (broken / "lesson.toml").write_text('format = 1\nlanguages = ["en"]\n[title]\nen = "B"\n'
                                        '[[stage]]\nid = "s"\ndemo = "video"\n'
                                        '[stage.title]\nen = "S"\n', encoding="utf-8")
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(folder))
    return folder


@pytest.fixture
def window(qtbot, settings, lang, lessons_dir):
    from boardgames.app.main_window import MainWindow

    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    if win.lessons_page is not None:
        win.lessons_page.shutdown()
    for view in win.views.values():
        view.shutdown()
    win.close()


def _window_texts(window) -> list[tuple[str, str]]:
    return visible_texts(window) + [("menu", t) for t in _menu_texts(window)]


# -- the start page, the About box --------------------------------------------------------

def test_start_page_and_menus(window, lang):
    """The start page (without the games' own cards), the menus, the toolbar, the title."""
    cards = [c for key, c in window.start_page.cards.items() if key != "lessons"]
    card_texts = {t for c in cards for t in (c.title_label.text(), c.text_label.text())}
    texts = [(n, t) for n, t in _window_texts(window) if t not in card_texts]
    assert cards and len(texts) > 10
    assert_translated(texts, lang, "start page")


def _own_games(window) -> list[str]:
    """The ids of the project's own games (a third-party plug-in brings its own title and
    description, which this project cannot translate)."""
    return [p.id for p in window.discovery.plugins
            if (p.rules or p.view or "").startswith("boardgames.")]


def test_start_page_game_cards(window, lang):
    cards = window.start_page.cards
    texts = [("card", t) for game in _own_games(window)
             for t in (cards[game].title_label.text(), cards[game].text_label.text())]
    assert_translated(texts, lang, "start page cards")


def _about_texts(window, qtbot) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []

    def grab() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.extend(visible_texts(box))
            box.accept()
        else:
            QTimer.singleShot(50, grab)

    QTimer.singleShot(50, grab)
    window.show_about()
    assert seen, "the About box did not open"
    return seen


def test_about_box(window, lang, qtbot):
    texts = _about_texts(window, qtbot)
    games = [QCoreApplication.translate(p, t) for p, t in (("fifteen", "15-puzzle"),
                                                             ("tictactoe", "Tic-tac-toe"))]
    own = [(n, "\n".join(line for line in t.splitlines() if not line.startswith("•")))
           for n, t in texts]
    assert_translated(own, lang, "About box", data=games)


def test_about_box_game_titles(window, lang, qtbot):
    foreign = [p.title for p in window.discovery.plugins if p.id not in _own_games(window)]
    assert_translated(_about_texts(window, qtbot), lang, "About box", data=foreign)


# -- the lessons --------------------------------------------------------------------------

def _lessons_page(window, lesson: str):
    assert window.open_lessons(lesson)
    return window.lessons_page


def test_lesson_page_with_a_console_stage(window, lang, qtbot):
    page = _lessons_page(window, "basics")
    page.show_stage(1)  # a console program
    page.text_view.reveal(0)
    panel = page.demo_panel
    panel.run()
    qtbot.waitUntil(lambda: panel.state == "finished", timeout=15000)
    texts = _window_texts(window)
    texts.append(("stageText", _interface_part(page)))
    assert_translated(texts, lang, "lesson page", lesson_data(page))
    page.set_presenter_mode(True)
    assert_translated(_window_texts(window), lang, "presenter mode", lesson_data(page))
    page.set_presenter_mode(False)


def _interface_part(page) -> str:
    """The stage text's Markdown without the lesson's own text: the interface's words
    ("Questions for the class", "Answer", "Show the answer")."""
    markdown = page.text_view.markdown()
    for item in lesson_data(page):
        markdown = markdown.replace(item, " ")
    return markdown


def test_lesson_page_stage_kinds_and_messages(window, lang, qtbot, lessons_dir):
    page = _lessons_page(window, "basics")
    for index in range(len(page.lesson.stages)):
        page.show_stage(index)
        assert_translated(_window_texts(window), lang, f"stage {index + 1}", lesson_data(page))
    page.show_stage(3)  # a program with a bug: the error status
    page.demo_panel.run()
    qtbot.waitUntil(lambda: page.demo_panel.state in ("crashed", "finished"), timeout=15000)
    assert_translated(_window_texts(window), lang, "stage with an error", lesson_data(page))
    (lessons_dir / "basics" / "stages" / "01_hello.en.md").unlink()  # a message in the page
    page.show_stage(0)
    assert page.message.isVisible()
    assert_translated(_window_texts(window), lang, "missing stage file", lesson_data(page))


def test_challenge_panel_after_a_run(window, lang, qtbot, tmp_path):
    page = _lessons_page(window, "mini-challenge")
    page.show_stage(1)
    panel = page.stage_panels["challenge"]
    assert_translated(_window_texts(window), lang, "challenge before a run", lesson_data(page))
    mixed = tmp_path / "mixed.py"
    mixed.write_text("calls = []\n"
                     "def solve(board):\n"
                     "    first = board[0][0]\n"
                     "    if first == 0:\n        return ['Sideways']\n"
                     "    if first % 2:\n        return 42\n"
                     "    return ['Up']\n", encoding="utf-8")
    crash = tmp_path / "crash.py"
    crash.write_text("def solve(board):\n    raise RuntimeError('x')\n", encoding="utf-8")
    template = DATA / "mini-challenge" / "stages" / "02_challenge.py"
    for solver in (mixed, crash, template):
        with qtbot.waitSignal(panel.scoring_finished, timeout=60000):
            assert panel.score(solver)
        panel.table.selectRow(0)
        texts = _window_texts(window)
        assert any(n == "challengeTotal" for n, _ in texts)
        # the last line of the solver's own traceback is shown as it is
        verbatim = [str(r.problem.args[0]) for r in panel.result.rows
                    if r.problem is not None and r.problem.code == VERBATIM]
        assert_translated(texts, lang, f"challenge after {solver.name}",
                          lesson_data(page) + verbatim)
    bad = tmp_path / "bad.py"
    bad.write_text("def solve(:\n", encoding="utf-8")
    assert not panel.score(bad)  # the "cannot be run" message with a syntax error
    try:
        compile(bad.read_text(encoding="utf-8"), str(bad), "exec")
    except SyntaxError as exc:  # Python's own words ("invalid syntax") are shown as they are
        python_says = [str(exc.msg)]
    assert_translated(_window_texts(window), lang, "challenge, bad solver",
                      lesson_data(page) + python_says)


# -- the games ----------------------------------------------------------------------------

def test_every_game_page(window, lang, qtbot):
    problems = []
    for game in _own_games(window):
        assert window.open_game(game)
        qtbot.wait(100)
        try:
            assert_translated(_window_texts(window), lang, f"game {game}")
        except AssertionError as exc:
            problems.append(str(exc))
    assert not problems, "\n".join(problems)


def test_fifteen_solve_result_and_compare(window, lang, qtbot):
    assert window.open_game("fifteen")
    view = window.current_view()
    next(part for part in view.extra if hasattr(part, "easy_shuffle")).easy_shuffle(6)
    view.puzzle.solve()
    qtbot.waitUntil(lambda: not view.session.thinking.is_thinking(), timeout=30000)
    assert_translated(_window_texts(window), lang, "15-puzzle solve result")
    view.tools.buttons["Compare searches…"].click()
    dialog = view.compare_window
    try:
        qtbot.wait(100)
        assert_translated(visible_texts(dialog), lang, "compare window")
    finally:
        dialog.close()


def test_tictactoe_finished_game(window, lang, qtbot):
    assert window.open_game("tictactoe")
    view = window.current_view()
    view.flow.pace.setValue(0)
    for _ in range(9):
        if view.session.is_over():
            break
        free = [i for i, mark in enumerate(view.session.state.board) if not mark]
        click(qtbot, view, free[0])
        wait_idle(qtbot, view, timeout=10000)
    assert view.session.is_over()
    assert_translated(_window_texts(window), lang, "finished tic-tac-toe game")


# -- keyboard accelerators ------------------------------------------------------------------

def _accelerator(text: str) -> str | None:
    plain = text.replace("&&", "")
    index = plain.find("&")
    return plain[index + 1].lower() if 0 <= index < len(plain) - 1 else None


def _visible_accelerators(window) -> list[tuple[str, str]]:
    """(letter, text) of the menu bar's titles and of every visible button, check box and
    label with a buddy: Alt+letter must pick one of them."""
    texts = [a.text() for a in window.menuBar().actions()]
    for w in window.findChildren(QWidget):
        if not w.isVisibleTo(window):
            continue
        if isinstance(w, QAbstractButton) or (isinstance(w, QLabel) and w.buddy() is not None):
            texts.append(w.text())
    return [(letter, t) for t in texts if (letter := _accelerator(t))]


@pytest.mark.parametrize("stage", [0, 1])
def test_accelerators_on_the_lesson_page_are_unique(window, lang, stage):
    """Alt+letter reaches one control: the menu titles and the lesson page's buttons (a
    console demo, then the challenge panel) use different letters."""
    page = _lessons_page(window, "basics" if stage == 0 else "mini-challenge")
    page.show_stage(1)
    found = _visible_accelerators(window)
    letters = [letter for letter, _ in found]
    clashes = sorted({t for letter, t in found if letters.count(letter) > 1})
    assert not clashes, f"[{lang}] the same Alt+letter: {clashes}"


def test_menu_accelerators_are_unique(window, lang):
    for action in window.menuBar().actions():
        menu = action.menu()
        if menu is None:
            continue
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        letters = [_accelerator(t) for t in texts if _accelerator(t)]
        assert len(letters) == len(set(letters)), f"[{lang}] {action.text()}: {texts}"


def test_tictactoe_show_thinking(window, lang, qtbot):
    """The values written on the cells, the caption under "Show thinking", the last
    computer move's box: on the solved 3x3 board and on a 5x5 board (a heuristic search)."""
    assert window.open_game("tictactoe")
    view = window.current_view()
    view.flow.pace.setValue(0)
    view.flow.show_thinking.setChecked(True)
    click(qtbot, view, 0)
    wait_idle(qtbot, view, timeout=10000)
    qtbot.waitUntil(lambda: bool(labels_of(view)), timeout=10000)
    labels = [("cell", text) for text, _ in labels_of(view).values()]
    assert_translated(_window_texts(window) + labels, lang, "tic-tac-toe show thinking")
    set_option(view, "size", 5)
    click(qtbot, view, 12)
    qtbot.waitUntil(lambda: not view.session.thinking.is_thinking() and "…" not in view.progress.text(),
                    timeout=15000)
    labels = [("cell", text) for text, _ in labels_of(view).values()]
    assert_translated(_window_texts(window) + labels, lang, "tic-tac-toe 5x5 thinking")


def test_fifteen_hint_refusal_and_mistyped_position(window, lang, qtbot):
    assert window.open_game("fifteen")
    view = window.current_view()
    box = view.puzzle
    position = next(part for part in view.extra if hasattr(part, "position_edit"))
    position.position_edit.setText("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")
    assert position.set_typed_position()
    qtbot.mouseClick(box.hint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.board.look.hint is not None, timeout=30000)
    assert_translated(_window_texts(window), lang, "15-puzzle hint")
    position.position_edit.setText("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")
    assert position.set_typed_position()
    qtbot.mouseClick(box.solve_button, Qt.LeftButton)
    assert not view.session.thinking.is_thinking() and box.result.text()
    assert_translated(_window_texts(window), lang, "15-puzzle unsolvable position")
    position.position_edit.setText("1 2 3")
    qtbot.keyClick(position.position_edit, Qt.Key_Return)
    assert_translated(_window_texts(window), lang, "15-puzzle mistyped position")


# -- the shared session page (a plug-in without a view) -----------------------------------

EXAMPLE = ROOT / "examples" / "connect-four"


@pytest.fixture
def connect_four(qtbot, settings, lang):
    """The main window with only the Connect Four example (from the source tree, its own
    translations loaded as the app loads an installed plug-in's), open on the game page;
    yields (window, page, [])."""
    from boardgames.app.main import install_plugin_translations
    from boardgames.app.main_window import MainWindow
    from boardgames.core.plugins import Discovery

    if str(EXAMPLE) not in sys.path:
        sys.path.append(str(EXAMPLE))
    plugin = importlib.import_module("boardgames_connect_four.plugin").PLUGIN
    translators = install_plugin_translations(qtbot_app(), QLocale(lang), [plugin])
    assert translators and QCoreApplication.translate("connect-four", "Red") != "Red"
    settings.setValue("connect-four/seat0", "@human")
    settings.setValue("connect-four/seat1", "@human")
    win = MainWindow(settings, Discovery(plugins=[plugin]))
    win.resize(1280, 800)
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    assert win.open_game("connect-four")
    yield win, win.views["connect-four"], []  # the example's words are translated too
    for view in win.views.values():
        view.shutdown()
    win.close()
    for translator in translators:
        qtbot_app().removeTranslator(translator)


def qtbot_app():
    return QCoreApplication.instance()


def _drop(qtbot, page, col):
    click(qtbot, page, col)  # the top cell of the column


def test_session_page_with_connect_four(connect_four, lang, qtbot):
    """Start, a computer seat with "Show thinking" (values and the search summary), a
    computer waiting after Cancel, the move list, and a finished game."""
    window, page, own = connect_four
    assert_translated(_window_texts(window), lang, "session page", data=own)
    _drop(qtbot, page, 3)
    page.flow.show_thinking.setChecked(True)
    qtbot.waitUntil(lambda: len(labels_of(page)) == 7, timeout=15000)
    labels = [("cell", text) for text, _ in labels_of(page).values()]
    assert_translated(_window_texts(window) + labels, lang, "session page thinking", data=own)
    page.flow.show_thinking.setChecked(False)
    combo = page.seats.lists[1]
    combo.setCurrentIndex(combo.findData("alphabeta-7"))
    page.flow.cancel_button.click()
    assert not page.session.thinking.is_thinking()
    assert_translated(_window_texts(window), lang, "session page, computer waits", data=own)
    combo.setCurrentIndex(0)
    for col in (0, 1, 0, 1, 0, 1, 0):               # Yellow: four in column 0
        _drop(qtbot, page, col)
    assert page.session.is_over()
    assert_translated(_window_texts(window), lang, "session page, finished game", data=own)
