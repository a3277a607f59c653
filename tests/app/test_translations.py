"""The translations: the shipped .qm files load, the real window shows Russian menus,
start page cards and 15-puzzle buttons, every string that Qt-free modules mark with
QT_TRANSLATE_NOOP is translated, and ``tools/update_translations.py --check`` finds
nothing missing or unfinished. (Every page in every language: test_i18n_all_languages.py.)"""

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator

ROOT = Path(__file__).resolve().parent.parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
QM = TRANSLATIONS / "boardgames_ru.qm"



@pytest.fixture
def russian(qapp):
    """The app's and Qt's Russian translations installed in the QApplication, and removed
    again afterwards so the other tests see English."""
    from boardgames.app.main import install_translations

    installed = install_translations(qapp, QLocale(QLocale.Russian, QLocale.Russia))
    try:
        yield installed
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        # Widgets created later must not see Russian; check the removal worked.
        assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.fixture
def ru_window(qtbot, settings, russian):
    from boardgames.app.main_window import MainWindow

    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    for view in win.views.values():
        view.shutdown()
    win.close()


def test_qm_exists_and_loads():
    assert QM.is_file() and QM.stat().st_size > 1000
    translator = QTranslator()
    assert translator.load(QLocale(QLocale.Russian), "boardgames", "_", str(TRANSLATIONS))
    assert not translator.isEmpty()
    assert translator.translate("MainWindow", "&Game") == "&Игра"


def test_qm_has_the_game_titles():
    translator = QTranslator()
    assert translator.load(str(QM))
    assert translator.translate("fifteen", "15-puzzle") == "Пятнашки"


def test_install_translations_finds_russian(russian):
    names = {Path(t.filePath()).name for t in russian}
    assert "boardgames_ru.qm" in names


def test_window_menus_and_start_page_in_russian(ru_window):
    titles = [a.text() for a in ru_window.menuBar().actions() if a.menu() is not None]
    assert titles == ["&Файл", "&Игра", "&Правка", "&Вид", "Пара&метры", "&Справка"]
    assert ru_window.windowTitle() == "Настольные игры"
    assert ru_window.new_action.text() == "&Новая игра"
    assert ru_window.start_page.cards["lessons"].title_label.text() == "Уроки"


def test_start_page_game_cards_in_russian(ru_window):
    cards = ru_window.start_page.cards
    assert cards["fifteen"].title_label.text() == "Пятнашки"
    assert cards["tictactoe"].title_label.text() == "Крестики-нолики"
    assert cards["lessons"].title_label.text() == "Уроки"
    assert "A* и IDA*" in cards["fifteen"].text_label.text()


def test_menu_accelerators_do_not_collide(ru_window):
    def letter(text):
        index = text.replace("&&", "").find("&")
        return text.replace("&&", "")[index + 1].lower() if index >= 0 else None

    menus = [a.menu() for a in ru_window.menuBar().actions() if a.menu() is not None]
    groups = [[a.text() for a in ru_window.menuBar().actions() if a.menu() is not None]]
    groups += [[a.text() for a in m.actions() if not a.isSeparator()] for m in menus]
    for texts in groups:
        letters = [letter(t) for t in texts if letter(t)]
        assert len(letters) == len(set(letters)), texts


def test_game_window_title_in_russian(ru_window):
    assert ru_window.open_game("fifteen")
    assert ru_window.windowTitle() == "Пятнашки — Настольные игры"


def test_fifteen_panel_in_russian(ru_window):
    assert ru_window.open_game("fifteen")
    assert ru_window.windowTitle().endswith(" — Настольные игры")
    page = ru_window.current_view()
    position = next(part for part in page.extra if hasattr(part, "shuffle_button"))
    assert position.shuffle_button.text() == "Перемешать"
    assert page.puzzle.solve_button.text() == "Решить"
    assert page.puzzle.hint_button.text() == "Подсказка"
    assert page.tools.buttons["Compare searches…"].text() == "Сравнить алгоритмы…"
    assert page.puzzle.figures.text().startswith("Ходов:")


def test_tictactoe_players_translated(ru_window):
    assert ru_window.open_game("tictactoe")
    seats = ru_window.current_view().seats.lists[1]
    titles = {seats.itemData(i): seats.itemText(i) for i in range(seats.count())}
    assert titles["minimax"] == "Минимакс"
    descriptions = {seats.itemData(i): seats.itemData(i, Qt.ToolTipRole) for i in range(seats.count())}
    assert "альфа-бета-отсечением" in descriptions["alphabeta"]


def test_screenshots(ru_window, qtbot, tmp_path):
    """Pictures of the Russian window for a person to look at (not compared): in
    ``$TRANSLATION_SHOTS`` when set, else in pytest's temporary folder."""
    out = Path(os.environ.get("TRANSLATION_SHOTS", tmp_path))  # ru_start.png, ru_fifteen.png, ...
    assert ru_window.grab().save(str(out / "ru_start.png"))
    ru_window.open_game("fifteen")
    qtbot.wait(300)
    assert ru_window.grab().save(str(out / "ru_fifteen.png"))
    ru_window.open_game("tictactoe")
    qtbot.wait(300)
    assert ru_window.grab().save(str(out / "ru_tictactoe.png"))


# -- strings defined away from a widget -------------------------------------------------

def _marked_strings() -> set[tuple[str, str]]:
    """(context, text) of every QT_TRANSLATE_NOOP(...) call with literal arguments under
    boardgames/ (Qt-free modules mark the English they define this way)."""
    found = set()
    for path in (ROOT / "boardgames").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP"
                    and len(node.args) == 2
                    and all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                            for a in node.args)):
                found.add((node.args[0].value, node.args[1].value))
    return found


@pytest.mark.parametrize("lang", ["ru", "es", "de"])
def test_every_marked_string_is_translated(lang):
    """Every string marked with QT_TRANSLATE_NOOP is in the shipped .qm of each language
    (the check without a hand-kept list of strings)."""
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / f"boardgames_{lang}.qm"))
    marked = _marked_strings()
    assert ("LessonMessages", "the program finished") in marked
    untranslated = sorted(p for p in marked if not translator.translate(*p)
                          and p[1].strip("%12: ") != "")
    assert not untranslated


def test_translation_calls_are_visible_to_lupdate():
    """lupdate reads literals only: a QT_TRANSLATE_NOOP with a variable context, or a
    QCoreApplication.translate with a count (a plural), is silently left out of the .ts
    (plurals go through a QObject's ``self.tr(text, "", n)``)."""
    hidden = []
    for path in (ROOT / "boardgames").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            literal = all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                          for a in node.args)
            if name == "QT_TRANSLATE_NOOP" and node.args and not literal:
                hidden.append(f"{path.name}:{node.lineno}")
            if name == "translate" and len(node.args) > 3:
                hidden.append(f"{path.name}:{node.lineno} (plural)")
    assert not hidden


def test_lesson_messages_are_all_marked():
    """Each code of boardgames.lessons.messages has a marked (translatable) template."""
    from boardgames.lessons.messages import CONTEXT, TEMPLATES

    marked = _marked_strings()
    assert all((CONTEXT, text) in marked for text in TEMPLATES.values())


def test_every_display_time_string_is_translated(russian):
    """Plug-in, player and search titles live in Qt-free modules: each must be marked for
    lupdate where it is defined (so the .ts has it) and translated."""
    from boardgames.core.plugins import discover
    from boardgames.games.fifteen.search import ALGORITHMS, HEURISTICS
    from boardgames.games.tictactoe.players import PLAYER_CHOICES

    pairs = []
    for plugin in discover().plugins:
        if (plugin.rules or plugin.view or "").startswith("boardgames."):  # the project's own games
            pairs += [(plugin.id, plugin.title), (plugin.id, plugin.description)]
    assert {"fifteen", "tictactoe"} <= {context for context, _ in pairs}
    for choice in PLAYER_CHOICES:
        pairs += [("tictactoe", choice.title), ("tictactoe", choice.description)]
    for record in list(ALGORITHMS.values()) + list(HEURISTICS.values()):
        if record.title not in ("A*",):
            pairs.append(("FifteenSearch", record.title))
    untranslated = [p for p in pairs if QCoreApplication.translate(*p) == p[1]]
    assert not untranslated


def _reason_literals() -> set[str]:
    """Every reason code given as a tic-tac-toe move report's or Decision's ``reason``."""
    found = set()
    for path in (ROOT / "boardgames" / "games" / "tictactoe").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg == "reason":
                value = node.value
            elif (isinstance(node, ast.Assign) and len(node.targets) == 1
                  and isinstance(node.targets[0], ast.Attribute)
                  and node.targets[0].attr == "reason"):
                value = node.value
            else:
                continue
            if isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value:
                found.add(value.value)
    return found


def test_every_move_reason_is_translated(russian):
    """The players give reason codes; the view shows each one in words, translated."""
    from boardgames.games.tictactoe.players import REASONS

    def reason_text(code):
        return QCoreApplication.translate("tictactoe", REASONS[code])

    reasons = _reason_literals()
    assert {"win", "block", "centre"} <= reasons
    missing = [r for r in reasons if r not in REASONS or reason_text(r) == REASONS[r]]
    assert not missing
    assert reason_text("win") == "выиграть сразу"


def test_update_script_check_passes():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "update_translations.py"),
                             "--check"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("all translated") == 4  # en (plurals), es, ru, de


def test_english_plurals(qapp):
    """The English .qm gives the singular forms the source texts (written for "many")
    lack."""
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / "boardgames_en.qm"))
    assert translator.translate("LessonsPage", "%n lines new or changed", None, 1) == \
        "%n line new or changed"
    assert translator.translate("LessonsPage", "%n lines new or changed", None, 3) == \
        "%n lines new or changed"


def test_spanish_qm_loads():
    translator = QTranslator()
    assert translator.load(QLocale(QLocale.Spanish), "boardgames", "_", str(TRANSLATIONS))
    assert translator.translate("MainWindow", "&Game") == "&Juego"
    assert translator.translate("LessonsPage", "%n lines new or changed", None, 1) == \
        "%n línea nueva o cambiada"
