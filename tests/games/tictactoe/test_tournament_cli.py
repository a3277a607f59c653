"""``boardgames tictactoe tournament FILE.py ...`` as a teacher runs it: the table, the
JSON and CSV, and one line on stderr with exit code 2 for bad input."""

import csv
import json
import textwrap

import pytest

from boardgames.cli import main

GOOD = """\
    def choose_move(board):
        for cell in range(9):
            if board[cell] == "":
                return cell
"""
CRASHER = """\
    def choose_move(board, me):
        return [][0]
"""


def write(tmp_path, name, body):
    path = tmp_path / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return str(path)


def run(capsys, *args):
    code = main(["tictactoe", "tournament", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_table_lists_every_player_and_game(tmp_path, capsys):
    good, crasher = write(tmp_path, "good.py", GOOD), write(tmp_path, "crash.py", CRASHER)
    csv_path = tmp_path / "out" / "table.csv"
    csv_path.parent.mkdir()
    code, out, err = run(capsys, good, crasher, "--rungs", "dummy", "--games", "2", "--csv", str(csv_path))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["rank", "player", "kind", "games", "wins", "draws", "losses", "forfeits",
                                "points"]
    rows = {line.split()[1]: line.split() for line in lines[1:4]}
    assert rows["good.py"] == ["1", "good.py", "student", "4", "3", "0", "1", "0", "6"]
    assert rows["dummy"] == ["1", "dummy", "computer", "4", "3", "0", "1", "0", "6"]
    assert rows["crash.py"] == ["3", "crash.py", "student", "4", "0", "0", "4", "4", "0"]
    games = [line for line in lines if line.strip()[:1].isdigit() and "(X)" in line]
    assert len(games) == 6
    assert sum("crash.py choose_move crashed: IndexError: list index out of range" in g for g in games) == 4
    assert "Traceback" not in out + err
    with csv_path.open(newline="", encoding="utf-8") as handle:
        table = list(csv.DictReader(handle))
    assert [(r["rank"], r["player"], r["points"], r["forfeits"]) for r in table] == [
        ("1", "good.py", "6", "0"), ("1", "dummy", "6", "0"), ("3", "crash.py", "0", "4")]


def test_json_has_the_games_for_replays(tmp_path, capsys):
    code, out, _ = run(capsys, write(tmp_path, "good.py", GOOD), "--rungs", "winner", "--games", "1",
                       "--json")
    assert code == 0
    data = json.loads(out)
    assert data["complete"] is True
    assert [s["player"] for s in data["standings"]] == ["winner", "good.py"]
    (game,) = data["games"]
    # good.py (X) takes 0, 1, 3; winner (O) the centre, then 2, then completes 2-4-6
    assert game == {"number": 1, "x": "good.py", "o": "winner", "moves": [0, 4, 1, 2, 3, 6],
                    "winner": "o", "ending": "line", "forfeit": None}


@pytest.mark.parametrize("body, words", [
    (None, "missing.py: there is no such file"),
    ("def choose_move(board):\n    return (\n", "missing.py: syntax error on line 2"),
    ("def solve(board):\n    return 0\n", "missing.py: the file has no function choose_move(board)"),
])
def test_a_bad_file_is_one_line_and_exit_2(tmp_path, capsys, body, words):
    path = tmp_path / "missing.py"
    if body is not None:
        path.write_text(body, encoding="utf-8")
    code, out, err = run(capsys, write(tmp_path, "good.py", GOOD), str(path))
    assert code == 2 and out == ""
    assert err.startswith("boardgames tictactoe: error: ") and words in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("options", [["--games", "0"], ["--games", "two"], ["--time-limit", "0"],
                                     ["--time-limit", "nan"], ["--rungs", "dummy,nobody"],
                                     ["--rungs", "none"]])
def test_bad_options_are_one_line_and_exit_2(tmp_path, capsys, options):
    code, out, err = run(capsys, write(tmp_path, "good.py", GOOD), *options)
    assert code == 2 and out == ""
    assert err.startswith("boardgames tictactoe: error: ") and len(err.strip().splitlines()) == 1


def test_no_file_is_a_usage_error(capsys):
    code, out, err = run(capsys)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_help_names_the_function(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "choose_move(board)" in out and "--time-limit" in out


def test_a_csv_in_a_missing_folder_is_refused_before_playing(tmp_path, capsys):
    target = tmp_path / "nowhere" / "t.csv"
    code, out, err = run(capsys, write(tmp_path, "good.py", GOOD), "--csv", str(target))
    assert code == 2 and out == ""
    assert err == f"boardgames tictactoe: error: cannot write {target}: there is no such folder\n"
