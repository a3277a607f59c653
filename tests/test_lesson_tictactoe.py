"""Tests of lesson 1, "Tic-tac-toe from scratch" (lessons/tictactoe).

Every stage program is imported under a private module name (never as "__main__", so the
event loop does not start), its window is built and shown, and the key stages are driven
by clicks or through their own functions.
"""

import importlib.util
import itertools
import re
import sys
from pathlib import Path

import pytest

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib
from PySide6.QtWidgets import QPushButton

LESSON = Path(__file__).resolve().parent.parent / "lessons" / "tictactoe"
STAGES_DIR = LESSON / "stages"
MANIFEST = tomllib.loads((LESSON / "lesson.toml").read_text(encoding="utf-8"))
STAGES = [stage["id"] for stage in MANIFEST["stage"]]


def program_path(stage_id):
    for stage in MANIFEST["stage"]:
        if stage["id"] == stage_id:
            return STAGES_DIR / stage.get("program", stage_id + ".py")
    raise KeyError(stage_id)


_counter = itertools.count()


def load(stage_id):
    """Import a stage program as a fresh module (fresh globals every time)."""
    name = f"tictactoe_lesson_{stage_id}_{next(_counter)}"
    spec = importlib.util.spec_from_file_location(name, program_path(stage_id))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


def make(qtbot, stage_id):
    module = load(stage_id)
    window = module.Game()
    qtbot.addWidget(window)
    window.show()
    return module, window


def texts(window):
    return [button.text() for button in window.buttons]


def click(window, n):
    window.buttons[n].click()


# ---------------------------------------------------------------- the manifest and files


def test_manifest():
    assert MANIFEST["format"] == 1
    assert MANIFEST["order"] == 1
    assert MANIFEST["source"] == "003"
    assert MANIFEST["languages"] == ["en", "ru"]
    for lang in ("en", "ru"):
        assert MANIFEST["title"][lang]
        assert MANIFEST["summary"][lang]
    assert len(STAGES) == len(set(STAGES)) == 24
    for stage in MANIFEST["stage"]:
        assert stage["demo"] in ("window", "console", "none")
        assert stage["title"]["en"] and stage["title"]["ru"]
        assert program_path(stage["id"]).is_file()


@pytest.mark.parametrize("stage_id", STAGES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_stage_text(stage_id, lang):
    text = (STAGES_DIR / (f"{stage_id}.{lang}.md")).read_text(encoding="utf-8")
    intro = re.split(r"^## ", text, flags=re.M)[0]
    assert intro.strip(), "the explanation before the first section is empty"
    sections = re.split(r"^(## Question|### Answer|## Teacher notes)[ \t]*$", text, flags=re.M)
    headings = sections[1::2]
    bodies = sections[2::2]
    assert headings.count("## Question") >= 1
    assert headings.count("## Question") == headings.count("### Answer")
    for k, heading in enumerate(headings):
        assert bodies[k].strip(), "empty section " + heading
        if heading == "## Question":
            assert headings[k + 1] == "### Answer"
    assert headings[-1] == "## Teacher notes"
    assert headings.count("## Teacher notes") == 1
    if lang == "ru":
        assert re.search("[а-яё]", intro, flags=re.I), "the Russian text is not in Russian"


def test_consecutive_programs_differ():
    sources = [program_path(s).read_text(encoding="utf-8") for s in STAGES]
    for k in range(1, len(sources)):
        assert sources[k] != sources[k - 1], STAGES[k]


@pytest.mark.parametrize("stage_id", STAGES)
def test_program_is_standalone(stage_id):
    source = program_path(stage_id).read_text(encoding="utf-8")
    assert "boardgames" not in source
    assert 'if __name__ == "__main__":' in source
    # the event loop only starts under the __main__ guard
    head, tail = source.split('if __name__ == "__main__":')
    assert "exec()" not in head and "QApplication(" not in head
    assert "app.exec()" in tail


# ---------------------------------------------------------------- every window builds


@pytest.mark.parametrize("stage_id", STAGES)
def test_window_builds(qtbot, stage_id):
    module, window = make(qtbot, stage_id)
    assert window.isVisible()
    buttons = window.findChildren(QPushButton)
    expected = 3 if stage_id < "05" else 9
    assert len(buttons) == expected
    if hasattr(window, "buttons"):
        assert len(window.buttons) == 9
        assert set(window.buttons) == set(buttons)


@pytest.mark.parametrize("stage_id", ["02_row", "03_frame", "04_loop"])
def test_row_is_side_by_side(qtbot, stage_id):
    module, window = make(qtbot, stage_id)
    qtbot.waitExposed(window)
    buttons = window.findChildren(QPushButton)
    ys = {button.geometry().top() for button in buttons}
    xs = [button.mapTo(window, button.rect().topLeft()).x() for button in buttons]
    assert len(ys) == 1 and len(set(xs)) == 3


def test_grid_has_three_rows(qtbot):
    module, window = make(qtbot, "05_grid")
    qtbot.waitExposed(window)
    points = {(b.mapTo(window, b.rect().topLeft()).x(), b.mapTo(window, b.rect().topLeft()).y())
              for b in window.findChildren(QPushButton)}
    assert len({x for x, y in points}) == 3
    assert len({y for x, y in points}) == 3


# ---------------------------------------------------------------- clicks


@pytest.mark.parametrize("stage_id", ["06_click", "07_font"])
def test_click_writes_x(qtbot, stage_id):
    module, window = make(qtbot, stage_id)
    buttons = window.findChildren(QPushButton)
    buttons[4].click()
    assert buttons[4].text() == "X"
    assert [b.text() for b in buttons].count("X") == 1


def test_font_is_big(qtbot):
    module, window = make(qtbot, "07_font")
    for button in window.findChildren(QPushButton):
        assert button.font().pointSize() >= 20
        assert button.font().bold()
        assert button.text() == " "


def test_two_players_overwrite_bug(qtbot):
    module, window = make(qtbot, "08_two_players")
    buttons = window.findChildren(QPushButton)
    buttons[0].click()
    buttons[1].click()
    assert buttons[0].text() == "X" and buttons[1].text() == "O"
    buttons[1].click()          # the bug: X overwrites O
    assert buttons[1].text() == "X"
    buttons[1].click()          # and O takes it back
    assert buttons[1].text() == "O"


@pytest.mark.parametrize("stage_id", STAGES[8:14])
def test_taken_cell_is_ignored(qtbot, stage_id):
    module, window = make(qtbot, stage_id)
    click(window, 0)
    assert texts(window)[:2] == ["X", " "]
    click(window, 0)            # ignored, and it is still O's turn
    assert texts(window)[:2] == ["X", " "]
    click(window, 1)
    assert texts(window)[:2] == ["X", "O"]
    click(window, 1)            # ignored too
    click(window, 0)
    assert texts(window)[:3] == ["X", "O", " "]


def test_print_index(qtbot, capsys):
    module, window = make(qtbot, "10_print_index")
    for n in (4, 0, 8):
        click(window, n)
    assert capsys.readouterr().out.split() == ["4", "0", "8"]


def test_virtual_board(qtbot, capsys):
    module, window = make(qtbot, "11_board")
    click(window, 7)
    click(window, 4)
    assert window.board == [0, 0, 0, 0, -1, 0, 0, 1, 0]
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1] == "[0, 0, 0, 0, -1, 0, 0, 1, 0]"


# ---------------------------------------------------------------- winning


WINS = [
    ([0, 3, 1, 4, 2], "row"),
    ([0, 1, 3, 2, 6], "column"),
    ([2, 0, 4, 1, 6], "diagonal"),
]


@pytest.mark.parametrize("stage_id", STAGES[11:])
def test_won_finds_every_line(stage_id):
    module = load(stage_id)
    for line in module.LINES:
        for player in (1, -1):
            board = [0] * 9
            for cell in line:
                board[cell] = player
            if stage_id == "24_minimax":
                board.append(1)
            assert module.won(board)
    assert not module.won([1, -1, 1, 1, -1, -1, -1, 1, 1] + [1])
    assert sorted(map(sorted, module.LINES)) == sorted(
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]])


@pytest.mark.parametrize("moves,kind", WINS)
def test_win_detection_prints(qtbot, capsys, moves, kind):
    module, window = make(qtbot, "12_win_lines")
    for n in moves:
        click(window, n)
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 5
    assert all(line.startswith("False") for line in lines[:4])
    assert lines[-1].startswith("True") and "3" in lines[-1]
    assert module.won(window.board)


def test_line_sums():
    module = load("12_win_lines")
    board = [1, 0, 0, 0, -1, 0, 0, 1, 1]
    assert module.line_sums(board) == [1, -1, 2, 1, 0, 1, 1, -1]


@pytest.mark.parametrize("stage_id", ["12_win_lines", "13_stop"])
def test_game_stops_after_win(qtbot, stage_id):
    module, window = make(qtbot, stage_id)
    for n in [0, 3, 1, 4, 2]:   # X wins the top row
        click(window, n)
    click(window, 8)
    if stage_id == "12_win_lines":
        assert texts(window)[8] == "O"      # not stopped yet
    else:
        assert texts(window)[8] == " "      # stopped


@pytest.mark.parametrize("moves,kind", WINS)
def test_winner_in_title(qtbot, moves, kind):
    module, window = make(qtbot, "14_title")
    for n in moves:
        assert window.windowTitle() == "Tic-tac-toe"
        click(window, n)
    assert window.windowTitle() == "X wins"


def test_o_winner_in_title(qtbot):
    module, window = make(qtbot, "14_title")
    for n in [0, 3, 1, 4, 8, 5]:
        click(window, n)
    assert window.windowTitle() == "O wins"


# ---------------------------------------------------------------- the computer plays O


def test_dummy_takes_first_free_cell(qtbot):
    module, window = make(qtbot, "15_dummy")
    click(window, 4)
    assert texts(window) == ["O", " ", " ", " ", "X", " ", " ", " ", " "]
    click(window, 1)
    assert texts(window)[2] == "O"
    click(window, 3)
    assert texts(window)[5] == "O"
    click(window, 7)            # X: 4, 1, 7 - the middle column
    assert window.windowTitle() == "X wins"
    before = texts(window)
    click(window, 8)            # the game is over
    assert texts(window) == before


def test_dummy_can_win_and_draw(qtbot):
    module, window = make(qtbot, "15_dummy")
    for n in [6, 7, 4]:         # O takes 0, 1, 2
        click(window, n)
    assert window.windowTitle() == "O wins"
    module, window = make(qtbot, "15_dummy")
    for n in [1, 3, 4, 6, 8]:   # O takes 0, 2, 5, 7
        click(window, n)
    assert 0 not in window.board
    assert window.windowTitle() == "Draw"


@pytest.mark.parametrize("stage_id", ["15_dummy", "16_best_move"])
def test_best_move_function(qtbot, stage_id):
    module = load(stage_id)
    if stage_id == "16_best_move":
        assert module.best_move([1, 0, 0, 0, 0, 0, 0, 0, 0]) == 1
        assert module.best_move([1, -1, 1, 1, 0, 0, 0, 0, 0]) == 4
    else:
        assert not hasattr(module, "best_move")


@pytest.mark.parametrize("stage_id", STAGES[16:23])
def test_centre_first(qtbot, stage_id):
    module = load(stage_id)
    for n in range(9):
        if n != 4:
            board = [0] * 9
            board[n] = 1
            assert module.best_move(board) == 4
    module, window = make(qtbot, stage_id)
    click(window, 0)
    assert texts(window)[4] == "O"


def test_centre_stage_is_still_easy_to_beat(qtbot):
    module, window = make(qtbot, "17_centre")
    for n in [0, 1, 3, 6]:      # O: 4, 2, 5; X wins the left column
        click(window, n)
    assert window.windowTitle() == "X wins"


def test_before_centre_stage_no_centre():
    module = load("16_best_move")
    assert module.best_move([1, 0, 0, 0, 0, 0, 0, 0, 0]) != 4


# O can win at 7 (column 1-4-7); X threatens 5 (column 2-5-8)
WIN_OR_BLOCK = [1, -1, 1, 0, -1, 0, 0, 0, 1]


def test_win_stage_takes_winning_move(qtbot):
    assert load("17_centre").best_move(WIN_OR_BLOCK) == 3   # the dummy misses it
    for stage_id in STAGES[17:23]:
        assert load(stage_id).best_move(WIN_OR_BLOCK) == 7, stage_id
    module, window = make(qtbot, "18_win_move")
    for n in [0, 2, 8]:         # O: 4, 1, then the win at 7
        click(window, n)
    assert texts(window)[1] == texts(window)[4] == texts(window)[7] == "O"
    assert window.windowTitle() == "O wins"


# X has 6 and 7 and wins at 8 unless O blocks
BLOCK = [0, 0, 0, 0, -1, 0, 1, 1, 0]


def test_block_stage_blocks(qtbot):
    assert load("18_win_move").best_move(BLOCK) == 0        # does not see the threat
    for stage_id in STAGES[18:23]:
        assert load(stage_id).best_move(BLOCK) == 8, stage_id
    module, window = make(qtbot, "19_no_lose")
    click(window, 6)
    click(window, 7)
    assert texts(window)[8] == "O"
    assert module.x_can_win([0, 0, 0, 0, -1, 0, 1, 1, 0])
    assert not module.x_can_win([0, 0, 0, 0, -1, 0, 1, 1, -1])


# X: 1, 3, 5; O: 4, 7. O at 6 makes two lines of two O: 2-4-6 and 6-7-8
FORK = [0, 1, 0, 1, -1, 1, 0, -1, 0]


def test_fork_stage_plays_fork():
    assert load("19_no_lose").best_move(FORK) == 0
    module = load("20_fork")
    move = module.best_move(FORK)
    assert move == 6
    trial = FORK.copy()
    trial[move] = -1
    assert module.line_sums(trial).count(-2) == 2


# X: 0 and 7, O: 4. O at 1 lets X fork at 6 (lines 0-3-6 and 6-7-8)
FORK_DANGER = [1, 0, 0, 0, -1, 0, 0, 1, 0]


def test_no_fork_stage_prevents_fork():
    assert load("20_fork").best_move(FORK_DANGER) == 1
    module = load("21_no_fork")
    after_bad = FORK_DANGER.copy()
    after_bad[1] = -1
    assert module.x_can_fork(after_bad)
    move = module.best_move(FORK_DANGER)
    assert move != 1
    trial = FORK_DANGER.copy()
    trial[move] = -1
    assert not module.x_can_win(trial) and not module.x_can_fork(trial)


def test_no_fork_stage_avoids_the_corner_trap():
    # X in two opposite corners, O in the centre: O must take an edge cell
    for stage_id in STAGES[20:23]:
        assert load(stage_id).best_move([1, 0, 0, 0, -1, 0, 0, 0, 1]) == 1
    assert load("20_fork").best_move([1, 0, 0, 0, -1, 0, 0, 0, 1]) == 1    # by luck


def losing_games(module, board, moves=()):
    """Every game, X (any moves) against the stage's best_move, that O loses; X starts."""
    lost = []
    for n in range(9):
        if board[n] != 0:
            continue
        trial = board.copy()
        trial[n] = 1
        if module.won(trial):
            lost.append(moves + (n,))
            continue
        if 0 not in trial:
            continue
        i = module.best_move(trial)
        assert trial[i] == 0
        trial[i] = -1
        if not module.won(trial) and 0 in trial:
            lost += losing_games(module, trial, moves + (n, i))
    return lost


def test_fork_prevention_pays_off():
    """From the win stage on, each step loses fewer games; with fork prevention, none."""
    counts = [len(losing_games(load(s), [0] * 9)) for s in STAGES[15:22]]
    assert counts[-1] == 0 and counts[-2] == 0          # 21_no_fork and 22_game_over
    assert counts[3] > 0 and counts[4] > 0              # 19_no_lose and 20_fork still lose
    wise = counts[2:]                                   # 18_win_move and later
    assert wise == sorted(wise, reverse=True) and wise[0] > wise[1]


def test_rules_never_lose_after_a_random_opening():
    module = load("23_restart")
    for opening in range(9):
        board = [0] * 9
        board[opening] = -1
        assert losing_games(module, board) == []


def test_one_end_of_game_function(qtbot):
    module, window = make(qtbot, "22_game_over")
    assert not window.game_over()
    window.board = [1, -1, 1, 1, -1, -1, -1, 1, 1]
    assert window.game_over() and window.windowTitle() == "Draw"
    window.board = [1, 1, 1, 0, -1, -1, 0, 0, 0]
    assert window.game_over() and window.windowTitle() == "X wins"
    window.board = [-1, 1, 1, 1, -1, 0, 0, 0, -1]
    assert window.game_over() and window.windowTitle() == "O wins"
    before = texts(window)
    click(window, 5)            # the game is over: nothing happens
    assert texts(window) == before


# ---------------------------------------------------------------- restart


def finish_game(window):
    """Click empty cells in order until the game is over."""
    for _k in range(9):
        if window.game_over():
            return
        n = window.board.index(0)
        click(window, n)
    assert window.game_over()


@pytest.mark.parametrize("stage_id", ["23_restart", "24_minimax"])
def test_restart_alternates_first_player(qtbot, stage_id):
    module, window = make(qtbot, stage_id)
    assert texts(window) == [" "] * 9       # game 1: you start
    for game in range(2, 7):
        finish_game(window)
        assert window.windowTitle() != "Tic-tac-toe"
        click(window, 0)                    # a click after the end starts a new game
        assert window.windowTitle() == "Tic-tac-toe"
        if game % 2 == 0:                   # the computer opens on one cell
            assert texts(window).count("O") == 1 and texts(window).count("X") == 0
            assert window.board[:9].count(-1) == 1 and window.board[:9].count(0) == 8
        else:
            assert texts(window) == [" "] * 9
            assert window.board[:9] == [0] * 9


@pytest.mark.parametrize("stage_id", ["23_restart", "24_minimax"])
def test_computer_opens_on_random_cell(qtbot, stage_id):
    module, window = make(qtbot, stage_id)
    seen = set()
    for _k in range(24):
        finish_game(window)
        click(window, 0)                    # new game
        if "O" in texts(window):
            seen.add(texts(window).index("O"))
    assert len(seen) >= 3


# ---------------------------------------------------------------- minimax


def test_minimax_move():
    module = load("24_minimax")
    board = [0] * 9 + [1]
    module.move(board, 4)
    assert board == [0, 0, 0, 0, 1, 0, 0, 0, 0, -1]
    module.move(board, 0)
    assert board == [-1, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    # scores: X wins = 1, O wins = -1
    assert module.minimax([1, 1, 1, -1, -1, 0, 0, 0, 0, -1]) == (1, None)
    assert module.minimax([1, -1, 1, 1, -1, -1, -1, 1, 1, -1]) == (0, None)
    # O wins here, at 7 at once or later after blocking at 5: minimax does not hurry
    # (a question of the stage text is about this)
    assert module.minimax(WIN_OR_BLOCK + [-1]) == (-1, 5)
    assert module.minimax(BLOCK + [1])[0] == 1              # X to move wins
    assert module.minimax([0] * 9 + [1])[0] == 0            # perfect play: a draw


def test_minimax_never_loses():
    """Every sequence of X moves against minimax's O, with X or O (any opening) first."""
    module = load("24_minimax")
    games = []

    def explore(board, moves):
        # X is to move on board
        for n in range(9):
            if board[n] != 0:
                continue
            trial = board.copy()
            module.move(trial, n)
            assert not module.won(trial), f"X won: {moves + (n,)}"
            if 0 not in trial:
                games.append(moves + (n,))
                continue
            i = module.best_move(trial)
            assert trial[i] == 0 and trial[9] == -1
            module.move(trial, i)
            if module.won(trial) or 0 not in trial:
                games.append(moves + (n, i))
                continue
            explore(trial, moves + (n, i))

    explore([0] * 9 + [1], ())
    x_first = len(games)
    for opening in range(9):
        board = [0] * 9 + [-1]
        module.move(board, opening)
        explore(board, (opening,))
    assert x_first > 100 and len(games) > x_first


def test_minimax_window_plays_the_best_move(qtbot):
    module, window = make(qtbot, "24_minimax")
    click(window, 0)
    assert texts(window)[4] == "O"          # the only reply to a corner that does not lose
    click(window, 8)
    assert texts(window)[2] == texts(window)[6] == " "  # not a corner: X would fork
    assert window.board[9] == 1
