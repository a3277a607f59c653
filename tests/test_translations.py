"""The Russian translation: the shipped .qm loads, the real window shows Russian menus,
start page cards and 15-puzzle buttons, every string that Qt-free modules hand to
QCoreApplication.translate is listed, and ``tools/update_translations.py --check`` finds
nothing missing or unfinished."""

import ast
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

ROOT = Path(__file__).resolve().parent.parent
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
    assert translator.translate("fifteen", "15-puzzle") == "Пятнашки"


def test_install_translations_finds_russian(russian):
    names = {Path(t.filePath()).name for t in russian}
    assert "boardgames_ru.qm" in names


def test_window_menus_and_start_page_in_russian(ru_window):
    titles = [a.text() for a in ru_window.menuBar().actions() if a.menu() is not None]
    assert titles == ["&Игра", "&Правка", "&Вид", "&Справка"]
    assert ru_window.windowTitle() == "Настольные игры"
    assert ru_window.new_action.text() == "&Новая игра"
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


def test_fifteen_panel_in_russian(ru_window):
    assert ru_window.open_game("fifteen")
    assert ru_window.windowTitle() == "Пятнашки — Настольные игры"
    panel = ru_window.current_view().panel_widget
    assert panel.shuffle_button.text() == "Перемешать"
    assert panel.solve_button.text() == "Решить"
    assert panel.hint_button.text() == "Подсказка"
    assert panel.compare_button.text() == "Сравнить алгоритмы…"
    assert panel.moves_label.text().startswith("Ходов:")


def test_tictactoe_players_translated(ru_window):
    from boardgames.games.tictactoe import view as ttt_view

    assert ru_window.open_game("tictactoe")
    assert ttt_view.player_title("minimax") == "Минимакс"
    assert "альфа-бета отсечением" in ttt_view.player_description("alphabeta")


def test_screenshots(ru_window, qtbot):
    """Pictures of the Russian window for a person to look at (not compared)."""
    out = Path(tempfile.gettempdir())  # /tmp/ru_start.png, /tmp/ru_fifteen.png, ...
    assert ru_window.grab().save(str(out / "ru_start.png"))
    ru_window.open_game("fifteen")
    qtbot.wait(300)
    assert ru_window.grab().save(str(out / "ru_fifteen.png"))
    ru_window.open_game("tictactoe")
    qtbot.wait(300)
    assert ru_window.grab().save(str(out / "ru_tictactoe.png"))


# -- strings that lupdate cannot see -------------------------------------------------------

def test_every_display_time_string_is_translated(russian):
    """Plug-in, player and search titles live in Qt-free modules: each must be listed in
    boardgames/app/i18n_strings.py (so the .ts has it) and translated."""
    from boardgames.core.plugins import discover
    from boardgames.games.fifteen.search import ALGORITHMS, HEURISTICS
    from boardgames.games.tictactoe.players import PLAYERS

    pairs = []
    for plugin in discover().plugins:
        if plugin.view.startswith("boardgames."):  # the project's own games
            pairs += [(plugin.id, plugin.title), (plugin.id, plugin.description)]
    assert {"fifteen", "tictactoe"} <= {context for context, _ in pairs}
    for cls in PLAYERS.values():
        pairs += [("TicTacToePlayers", cls.title), ("TicTacToePlayers", cls.description)]
    for record in list(ALGORITHMS.values()) + list(HEURISTICS.values()):
        if record.title not in ("A*",):
            pairs.append(("FifteenSearch", record.title))
    untranslated = [p for p in pairs if QCoreApplication.translate(*p) == p[1]]
    assert not untranslated


def _reason_literals() -> set[str]:
    """Every string literal given as a tic-tac-toe Decision's ``reason``."""
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
    reasons = _reason_literals()
    assert {"win at once", "block", "centre"} <= reasons
    missing = [r for r in reasons if QCoreApplication.translate("TicTacToeReasons", r) == r]
    assert not missing


def test_update_script_check_passes():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "update_translations.py"),
                             "--check"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all translated" in result.stdout


def _listed_strings() -> dict[str, set[str]]:
    """(context -> texts) of every QT_TRANSLATE_NOOP in boardgames/app/i18n_strings.py."""
    path = ROOT / "boardgames" / "app" / "i18n_strings.py"
    listed: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "QT_TRANSLATE_NOOP"):
            context, text = (arg.value for arg in node.args)
            listed.setdefault(context, set()).add(text)
    return listed


def test_i18n_strings_has_no_stale_entries():
    """A renamed player, plug-in or heuristic must not leave its old title behind."""
    from boardgames.core.plugins import discover
    from boardgames.games.fifteen.search import ALGORITHMS, HEURISTICS
    from boardgames.games.tictactoe.players import PLAYERS

    listed = _listed_strings()
    current = {
        "TicTacToePlayers": {t for c in PLAYERS.values() for t in (c.title, c.description)},
        "FifteenSearch": {r.title for r in list(ALGORITHMS.values()) + list(HEURISTICS.values())},
        "TicTacToeReasons": _reason_literals() | {"-"},
    }
    for plugin in discover().plugins:
        if plugin.view.startswith("boardgames."):
            current.setdefault(plugin.id, set()).update((plugin.title, plugin.description))
    for context, texts in current.items():
        assert listed.get(context, set()) == texts, context
