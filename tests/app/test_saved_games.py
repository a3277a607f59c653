"""Saved games in the window: each game saved from its page opens in a fresh window on the
same board, with the same move count and the same Undo/Redo steps; bad files get a message
and change nothing; recent files; ``boardgames --open`` with a bad file exits 2."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from boardgames.core import record as R
from boardgames.core.plugins import Discovery, discover
from tests import pages
from tests.pages import window_maker

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "connect-four"


def plugins() -> Discovery:
    found = discover()
    if found.get("connect-four") is None:
        if str(EXAMPLE) not in sys.path:
            sys.path.append(str(EXAMPLE))
        found = Discovery(plugins=[*found.plugins, importlib.import_module("boardgames_connect_four.plugin").PLUGIN])
    return found


@pytest.fixture
def make_window(qtbot, tmp_path):
    with window_maker(qtbot, tmp_path, plugins()) as make:
        yield make


def undo_walk(window) -> list[int]:
    return pages.undo_walk(window.current_view())


def reopen(make_window, window, path, qtbot):
    assert window.saved_games.save_file(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == R.FORMAT and data["game"] == window.current_id
    fresh = make_window()
    assert fresh.saved_games.open_file(str(path)) == (True, "")
    assert fresh.current_id == window.current_id
    return fresh


def test_tictactoe_against_the_computer_opens_with_its_moves_and_undo_steps(make_window, qtbot, tmp_path):
    window = make_window(tictactoe__pace=0, levels__tictactoe=6)  # level 6: the forker against the human
    window.open_game("tictactoe")
    view = window.current_view()
    for cell in (0, 8, 6):
        if view.session.is_human_turn() and view.session.state.board[cell] == 0:
            view.play_moves([cell])
        qtbot.waitUntil(lambda: not view.session.thinking.is_thinking(), timeout=15000)
    fresh = reopen(make_window, window, tmp_path / "ttt.bgame", qtbot)
    opened = fresh.current_view()
    moves = view.session.line.played
    assert opened.session.state == view.session.state and opened.session.line.played == moves
    assert opened.seats.keys() == ["@human", "forker"]
    assert undo_walk(fresh) == undo_walk(window)
    assert opened.undo_stack.count() == view.undo_stack.count() == len(moves) // 2 + len(moves) % 2


def test_the_fifteen_puzzle_after_a_solution_playback_opens_solved(make_window, qtbot, tmp_path):
    from boardgames.games.fifteen.shuffle import random_walk

    window = make_window()
    window.open_game("fifteen")
    view = window.current_view()
    view.new_position(random_walk(3, 3, 10, __import__("random").Random(7)), {"rows": 3, "cols": 3}, "Set")
    view.play_moves([view.game.legal_moves(view.session.state)[0]])
    view.puzzle.solve()
    qtbot.waitUntil(lambda: bool(view.session.thinking.plan), timeout=15000)
    view.puzzle.stop_playback()
    while view.session.thinking.plan:
        view.puzzle.step()
    assert view.session.is_over()
    fresh = reopen(make_window, window, tmp_path / "puzzle.bgame", qtbot)
    opened = fresh.current_view()
    assert (opened.game.rows, opened.game.cols) == (3, 3) and opened.session.state == view.session.state
    assert opened.session.ply == view.session.ply and opened.session.is_over()
    # (a saved game keeps the moves, not who played them: the opened one counts them all)
    assert opened.puzzle.figures.text().startswith(f"Moves: {view.session.ply}\n")
    assert undo_walk(fresh) == undo_walk(window)


def test_connect_four_saved_after_undo_opens_with_redo(make_window, qtbot, tmp_path):
    window = make_window(**{"connect-four__seat0": "@human", "connect-four__seat1": "@human"})
    window.open_game("connect-four")
    view = window.current_view()
    for column in (3, 3, 2, 4):
        view.session.play(column)
    view.undo_stack.undo()
    view.undo_stack.undo()
    fresh = reopen(make_window, window, tmp_path / "c4.bgame", qtbot)
    opened = fresh.current_view()
    assert opened.session.state == view.session.state and opened.session.ply == 2
    assert opened.undo_stack.canRedo()
    opened.undo_stack.redo()
    opened.undo_stack.redo()
    assert opened.session.line.played == (3, 3, 2, 4)
    assert undo_walk(fresh) == [4, 3, 2, 1, 0, 1, 2, 3, 4]


@pytest.mark.parametrize("text, words", [
    ("{ not json", "damaged"),
    ('{"format": "boardgames-game", "version": 99}', "newer version"),
    ('{"format": "chess"}', "not a saved game"),
    ('{"format": "boardgames-game", "version": 1, "game": "go", "options": {}, "start": "", "moves": [],'
     ' "ply": 0}', "not installed"),
    ('{"format": "boardgames-game", "version": 1, "game": "tictactoe", "options": {"size": 3, "k": 3,'
     ' "mode": "hvh", "start": "x", "x_player": "minimax", "o_player": "minimax"}, "start": "... x",'
     ' "moves": [], "ply": 0}', "starting position"),
    ('{"format": "boardgames-game", "version": 1, "game": "fifteen", "options": {"rows": 3, "cols": 3},'
     ' "start": "1 2 3 / 4 5 6 / 7 8 0", "moves": ["Down", "Right", "Sideways"], "ply": 3}', "move 3"),
])
def test_a_bad_file_gets_a_message_and_the_game_shown_stays(make_window, qtbot, tmp_path, text, words):
    window = make_window(tictactoe__seat0="@human", tictactoe__seat1="@human")
    window.open_game("tictactoe")
    view = window.current_view()
    view.play_moves([4])
    path = tmp_path / "bad.bgame"
    path.write_text(text, encoding="utf-8")
    window.saved_games.open_path(str(path))
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and words in boxes[-1].text() and "bad.bgame" in boxes[-1].text()
    assert window.current_id == "tictactoe" and view.session.line.played == (4,) and view.undo_stack.count() == 1
    assert window.saved_games.recent_files() == []


def test_recent_files_are_listed_and_a_missing_one_is_dropped(make_window, tmp_path):
    window = make_window()
    window.open_game("fifteen")
    paths = [tmp_path / f"game{i}.bgame" for i in range(10)]
    for path in paths:
        assert window.saved_games.save_file(str(path))
    assert window.saved_games.recent_files() == [str(p) for p in reversed(paths)][:8]
    titles = [a.text() for a in window.saved_games.recent_menu.actions() if a.text()]
    assert titles[0] == "&1 game9.bgame" and len(titles) == 9  # 8 files and "Clear the list"
    paths[9].unlink()
    assert not window.saved_games.open_recent(str(paths[9]))
    assert str(paths[9]) not in window.saved_games.recent_files()
    assert "no longer exists" in window.status_label.text()
    assert window.saved_games.open_recent(str(paths[8]))


def test_the_file_menu_offers_open_save_and_recent(make_window):
    window = make_window()
    file_menu = window.menuBar().actions()[0].menu()
    texts = [action.text() for action in file_menu.actions()]
    assert texts[:3] == ["&Open game…", "Open &recent", "&Save game…"]
    assert not window.saved_games.save_action.isEnabled()
    window.open_game("tictactoe")
    assert window.saved_games.save_action.isEnabled()
    assert "*.bgame" in window.saved_games.file_filter()


def quiet_env(tmp_path) -> dict[str, str]:
    """The environment of a ``boardgames`` child: offscreen, settings and temporary
    files under ``tmp_path``, this source tree first."""
    return {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path), "HOME": str(tmp_path),
            "TMPDIR": str(tmp_path), "PYTHONPATH": str(Path(__file__).resolve().parents[2])}


@pytest.mark.parametrize("content", [None, "{ broken", '{"format": "boardgames-game", "version": 2}'])
def test_open_on_the_command_line_with_a_bad_file_exits_2(tmp_path, content):
    path = tmp_path / "game.bgame"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    env = quiet_env(tmp_path)
    result = subprocess.run([sys.executable, "-m", "boardgames", "--open", str(path)], capture_output=True,
                            text=True, timeout=120, env={**__import__("os").environ, **env})
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("boardgames: error:") and "game.bgame" in lines[0]
    assert "Traceback" not in result.stderr


def test_open_on_the_command_line_shows_the_saved_game(tmp_path):
    path = tmp_path / "game.bgame"
    path.write_text(json.dumps({"format": R.FORMAT, "version": 1, "game": "fifteen", "options": {"rows": 3, "cols": 3},
                                "start": "1 2 3 / 4 5 6 / 7 8 0", "moves": ["Down", "Right"], "ply": 2}),
                    encoding="utf-8")
    shot = tmp_path / "shot.png"
    env = quiet_env(tmp_path)
    result = subprocess.run([sys.executable, "-m", "boardgames", "--open", str(path), "--screenshot", str(shot)],
                            capture_output=True, text=True, timeout=120, env={**__import__("os").environ, **env})
    assert result.returncode == 0, result.stderr
    assert shot.is_file() and "Traceback" not in result.stderr


def test_a_bad_file_opened_from_the_start_page_leaves_the_start_page(make_window, tmp_path):
    window = make_window()
    path = tmp_path / "bad options.bgame"
    path.write_text(json.dumps({"format": R.FORMAT, "version": 1, "game": "tictactoe", "options": {"size": 12},
                                "start": "... x", "moves": [], "ply": 0}), encoding="utf-8")
    assert window.saved_games.open_file(str(path)) == (
        False, "bad options.bgame cannot be opened: the game's option 'size' cannot be used.")
    assert window.stack.currentWidget() is window.start_page and window.windowTitle() == "Board games"
