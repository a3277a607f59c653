"""The students' tournament page (pytest-qt, offscreen): a tiny tournament runs in the
background and shows its table, a replay steps through a game, the table exports as CSV,
and the page opens from the tic-tac-toe panel."""

import textwrap

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt

from boardgames.games.tictactoe.board import EMPTY, X
from boardgames.games.tictactoe.ui.tournament_page import TournamentDialog

GOOD = """\
    def choose_move(board):
        for cell in range(9):
            if board[cell] == "":
                return cell
"""
TAKEN = """\
    def choose_move(board):
        for cell in range(9):
            if board[cell] != "":
                return cell
        return 4
"""


@pytest.fixture(autouse=True)
def english(tmp_path, monkeypatch):
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.English, QLocale.UnitedStates))
    base = tmp_path / "tmp"
    base.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(base))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def dialog(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    page = TournamentDialog(settings)
    qtbot.addWidget(page)
    page.show()
    yield page
    page.cancel()
    qtbot.waitUntil(lambda: not page.is_running(), timeout=10_000)


def write(tmp_path, name, body):
    path = tmp_path / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


def cells(table, row):
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_a_tiny_tournament_fills_the_table_and_replays(qtbot, tmp_path, dialog):
    dialog.add_files([write(tmp_path, "good.py", GOOD), write(tmp_path, "taken.py", TAKEN)])
    dialog.set_rungs(["dummy"])
    dialog.games_spin.setValue(1)
    with qtbot.waitSignal(dialog.tournament_finished, timeout=60_000):
        assert dialog.run()
        assert dialog.cancel_button.isEnabled() and not dialog.run_button.isEnabled()
    standings = dialog.results.standings
    assert standings.rowCount() == 3
    # good.py beats dummy and taken.py as X; taken.py, X against dummy, opens at 4, then
    # plays dummy's cell 0
    assert cells(standings, 0) == ["1", "good.py", "2", "2", "0", "0", "0", "4"]
    assert cells(standings, 1)[1:] == ["Dummy", "2", "1", "0", "1", "0", "2"]
    assert cells(standings, 2) == ["3", "taken.py", "2", "0", "0", "2", "2", "0"]
    games = dialog.results.games
    assert games.rowCount() == 3
    assert cells(games, 1)[1:3] == ["taken.py", "Dummy"]
    assert cells(games, 1)[3] == "O wins — taken.py chose cell 0, which is taken"
    assert dialog.status.text() == "3 games played."
    assert dialog.export_button.isEnabled()

    results = dialog.results
    results.select_game(1)
    shown = results.board
    assert results.ply == 7 and shown.painter.grid(shown.state, shown.look).highlight == (2, 4, 6)
    results.step("first")
    assert shown.state.board == (EMPTY,) * 9
    assert not results.step_buttons["back"].isEnabled()
    results.step("forward")
    assert shown.state.board[0] == X and shown.look.last_move == 0
    assert results.replay_label.text() == "Game 1, move 1 of 7."


def test_the_table_exports_as_csv(qtbot, tmp_path, dialog):
    dialog.add_files([write(tmp_path, "good.py", GOOD)])
    dialog.set_rungs(["dummy", "winner"])
    dialog.games_spin.setValue(1)
    with qtbot.waitSignal(dialog.tournament_finished, timeout=60_000):
        dialog.run()
    target = tmp_path / "out" / "table.csv"
    target.parent.mkdir()
    assert dialog.export_csv(target)
    assert target.read_text(encoding="utf-8").splitlines() == [
        "rank,player,kind,games,wins,draws,losses,forfeits,points",
        "1,good.py,student,2,1,0,1,0,2", "1,winner,computer,1,1,0,0,0,2", "3,dummy,computer,1,0,0,1,0,0"]
    assert not dialog.export_csv(tmp_path / "missing-folder" / "t.csv")
    assert "cannot be written" in dialog.status.text()


def test_a_broken_file_is_refused_with_a_message(tmp_path, dialog):
    broken = tmp_path / "broken.py"
    broken.write_text("def choose_move(board)\n    return 0\n", encoding="utf-8")
    dialog.add_files([write(tmp_path, "good.py", GOOD), broken])
    assert not dialog.run()
    assert dialog.status.text().startswith("broken.py has a syntax error on line 1")
    assert not dialog.is_running() and dialog.results.standings.rowCount() == 0


def test_cancel_stops_a_long_tournament(qtbot, tmp_path, dialog):
    slow = write(tmp_path, "slow.py", "import time\ndef choose_move(board):\n    time.sleep(30)\n")
    dialog.add_files([slow])
    dialog.set_rungs(["dummy", "winner"])
    dialog.limit_spin.setValue(20)
    assert dialog.run()
    qtbot.wait(300)  # the first student's move has started
    dialog.cancel()
    qtbot.waitUntil(lambda: not dialog.is_running(), timeout=10_000)
    assert dialog.status.text().startswith("Cancelled after 0 games")
    assert dialog.run_button.isEnabled()


def test_the_choices_are_remembered(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    first = TournamentDialog(settings)
    qtbot.addWidget(first)
    first.add_files([write(tmp_path, "good.py", GOOD)])
    first.set_rungs(["perfect"])
    first.games_spin.setValue(4)
    first._save()
    second = TournamentDialog(settings)
    qtbot.addWidget(second)
    assert [p.name for p in second.file_paths()] == ["good.py"]
    assert second.chosen_rungs() == ["perfect"] and second.games_spin.value() == 4


def test_the_page_opens_from_the_tictactoe_page(qtbot, tmp_path):
    from tests.pages import make_page

    view = make_page(qtbot, tmp_path / "settings.ini", "tictactoe")
    button = view.tools.buttons["Students' tournament…"]
    qtbot.mouseClick(button, Qt.LeftButton)
    page = view.panel.findChild(TournamentDialog)
    assert page is not None and page.isVisible()
    qtbot.mouseClick(button, Qt.LeftButton)
    assert len(view.panel.findChildren(TournamentDialog)) == 1
    page.close()
    view.shutdown()
