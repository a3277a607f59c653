"""Headless both ways: ``boardgames class serve`` in its own process (Ctrl+C ends it and
loses nothing), ``boardgames check ... --class`` submits, ``boardgames class results``
prints the grid; bad input exits 2 with one line on stderr."""

import json
import os
import re
import signal
import subprocess
import sys

import pytest

from boardgames.cli import main


def start_class(tmp_path, *extra, announce=False):
    env = dict(os.environ, BOARDGAMES_CLASS_DIR=str(tmp_path / "classes"), PYTHONUNBUFFERED="1")
    quiet = [] if announce else ["--no-announce"]
    proc = subprocess.Popen([sys.executable, "-m", "boardgames", "class", "serve", "--host", "127.0.0.1",
                             "--port", "0", *quiet, *extra], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    first = proc.stdout.readline()
    found = re.search(r":(\d+), class code (\w+)", first)
    assert found, first + proc.stderr.read()
    teacher = re.search(r": (\w+)$", proc.stdout.readline().strip()).group(1)
    return proc, f"127.0.0.1:{found.group(1)}", found.group(2), teacher


def end_class(proc):
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    return out


def check(capsys, *args):
    code = main(["check", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_students_check_and_submit_the_teacher_reads_the_grid(tmp_path, capsys):
    proc, address, code, teacher = start_class(tmp_path, "--code", "tst234")
    try:
        assert code == "TST234"
        passed = check(capsys, "tictactoe/block", "--reference", "--class", address, "--code", "tst-234",
                       "--name", "Anna")
        assert passed[0] == 0 and "all checks passed" in passed[1]
        failed = check(capsys, "tictactoe/block", "--start", "--class", address, "--code", code,
                       "--name", "Boris")
        assert failed[0] == 1 and "not yet" in failed[1]
        wrong = check(capsys, "tictactoe/block", "--start", "--class", address, "--code", "NOPE99",
                      "--name", "Chen")
        assert wrong[0] == 2
        assert wrong[2].strip().splitlines() == ["boardgames check: error: the class refused the result: "
                                                 "wrong class code"]
        assert main(["class", "results", "--class", address, "--code", teacher, "--csv"]) == 0
        assert capsys.readouterr().out.splitlines() == ["student,tictactoe/block", "Anna,passed",
                                                        "Boris,failed"]
    finally:
        out = end_class(proc)
    assert "2 submissions from 2 students are stored" in out
    # the class file outlives the server: read it here, then serve it again
    assert main(["class", "results", "--csv"]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == ["Anna,passed", "Boris,failed"]
    proc, address, code, teacher = start_class(tmp_path)
    try:
        assert code == "TST234"  # the class keeps its code from one week to the next
    finally:
        end_class(proc)


def test_a_check_for_an_unreachable_class_is_kept_and_sent_later(tmp_path, capsys):
    proc, address, code, teacher = start_class(tmp_path)
    end_class(proc)
    offline = check(capsys, "tictactoe/block", "--reference", "--class", address, "--code", code,
                    "--name", "Anna")
    assert offline[0] == 0
    assert "cannot be reached" in offline[2]
    port = address.split(":")[1]
    proc, address, code, teacher = start_class(tmp_path, "--port", port)
    try:
        again = check(capsys, "tictactoe/block", "--start", "--class", address, "--code", code,
                      "--name", "Anna")
        assert again[0] == 1 and again[2] == ""
        assert main(["class", "results", "--class", address, "--code", teacher, "--csv"]) == 0
        assert capsys.readouterr().out.splitlines() == ["student,tictactoe/block", "Anna,passed"]
    finally:
        end_class(proc)


def test_a_served_class_is_found_on_the_network(tmp_path, capsys, loopback_multicast):
    # served on 127.0.0.1, so announced on loopback only: found there, and nothing is sent
    # beyond this computer
    proc, address, code, teacher = start_class(tmp_path, "--class-name", "monday", announce=True)
    find = ["class", "find", "--seconds", "1.5", "--interface", "127.0.0.1"]
    try:
        found = []
        for _ in range(5):  # the announcement takes a second or two to be registered
            assert main(find) == 0
            found = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
            if [address] in [[where] for _, where in found]:
                break
        assert any(name.startswith("monday on ") and where == address for name, where in found), found
    finally:
        end_class(proc)
    assert main(find) == 0  # its goodbye was heard
    assert address not in capsys.readouterr().out


ONE_POSITION = "id\toptimal_length\ttiles\nT1\t15\t5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12\n"
SOLVERS = {"Boris": "def solve(board):\n    return []\n",
           "Anna": "def solve(board):\n    return 'DDDLUUULDDDLUUU'\n",  # T1's answer
           "Chen": "def solve(board):\n    return 'DDDLUUULDDDLUUU' + 'DU'\n"}


def test_the_challenge_leaderboard_ranks_the_solvers_sent(tmp_path, capsys):
    proc, address, code, teacher = start_class(tmp_path)
    try:
        for name, body in SOLVERS.items():
            path = tmp_path / f"{name}-solver.py"
            path.write_text(body, encoding="utf-8")
            assert main(["class", "send-player", "fifteen", str(path), "--class", address,
                         "--code", code, "--name", name]) == 0
    finally:
        end_class(proc)
    capsys.readouterr()
    positions = tmp_path / "one.tsv"
    positions.write_text(ONE_POSITION, encoding="utf-8")
    assert main(["class", "leaderboard", "--positions", str(positions), "--csv"]) == 0
    rows = [line.split(",")[:5] for line in capsys.readouterr().out.splitlines()]
    assert rows == [["rank", "student", "valid", "positions", "moves"],
                    ["1", "Anna", "1", "1", "15"], ["2", "Chen", "1", "1", "17"],
                    ["3", "Boris", "0", "1", "0"]]


PLAYER = "def choose_move(board):\n    return board.index('')\n"


def test_players_reach_the_teacher_and_play_their_tournament(tmp_path, capsys):
    proc, address, code, teacher = start_class(tmp_path)
    try:
        for name in ("Anna", "Boris"):
            path = tmp_path / f"{name.lower()}_player.py"
            path.write_text(PLAYER, encoding="utf-8")
            assert main(["class", "send-player", "tictactoe", str(path), "--class", address,
                         "--code", code, "--name", name]) == 0
            assert "sent to the class" in capsys.readouterr().out
        broken = tmp_path / "broken.py"
        broken.write_text("def choose_move(board):\n    return (\n", encoding="utf-8")
        assert main(["class", "send-player", "tictactoe", str(broken), "--class", address,
                     "--code", code, "--name", "Chen"]) == 2
        assert "broken.py, line 2" in capsys.readouterr().err
    finally:
        end_class(proc)
    assert main(["class", "players", "--out", str(tmp_path / "players")]) == 0
    out = capsys.readouterr()
    files = out.out.split()
    assert [os.path.basename(f) for f in files] == ["Anna.py", "Boris.py"]
    assert "boardgames tictactoe tournament" in out.err
    assert main(["tictactoe", "tournament", *files, "--rungs", "dummy", "--games", "1",
                 "--json"]) == 0
    standings = json.loads(capsys.readouterr().out)["standings"]
    assert {s["player"] for s in standings} == {"Anna.py", "Boris.py", "dummy"}


@pytest.mark.parametrize("args, words", [
    (["check", "tictactoe/block", "--reference", "--class", "nohost", "--code", "A", "--name", "x"],
     "HOST:PORT"),
    (["check", "tictactoe/block", "--reference", "--class", "h:1", "--code", "A", "--name", "  "],
     "name"),
    (["check", "tictactoe/block", "--reference", "--class", "h:1", "--code", " ", "--name", "x"],
     "code"),
    (["check", "nosuch/exercise", "--reference", "--class", "h:1", "--code", "A", "--name", "x"],
     "nosuch"),
    (["class", "results", "--class", "127.0.0.1:1"], "--code"),
    (["class", "results", "--class-name", "nosuch"], "nosuch"),
    (["class", "results", "--class-name", "../x"], "class name"),
    (["class", "serve", "--port", "70000"], "port"),
    (["class", "serve", "--code", " "], "empty"),
    (["class", "delete", "nosuch"], "nosuch"),
    (["--join", "nowhere"], "HOST:PORT"),
    (["class", "send-player", "tictactoe", "missing.py", "--class", "h:1", "--code", "A", "--name", "x"],
     "missing.py"),
    (["class", "send-player", "Tic Tac", __file__, "--class", "h:1", "--code", "A", "--name", "x"],
     "game"),
])
def test_bad_input_exits_2_with_one_line(args, words, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert words in err[0]


def test_results_of_an_unreachable_class_exit_2(capsys):
    assert main(["class", "results", "--class", "127.0.0.1:9", "--code", "X"]) == 2
    assert "cannot be reached" in capsys.readouterr().err


def test_a_busy_port_exits_2(tmp_path, capsys):
    proc, address, code, teacher = start_class(tmp_path)
    try:
        assert main(["class", "serve", "--host", "127.0.0.1", "--port", address.split(":")[1]]) == 2
        assert len(capsys.readouterr().err.strip().splitlines()) == 1
    finally:
        end_class(proc)


def test_three_student_processes_submit_at_once(tmp_path, capsys):
    proc, address, code, teacher = start_class(tmp_path)
    try:
        students = []
        for name, which in (("Anna", "--reference"), ("Boris", "--start"), ("Chen", "--reference")):
            env = dict(os.environ, BOARDGAMES_CLASS_CLIENT_FILE=str(tmp_path / f"{name}.json"))
            students.append(subprocess.Popen(
                [sys.executable, "-m", "boardgames", "check", "tictactoe/win_move", which,
                 "--class", address, "--code", code, "--name", name],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env))
        codes = [s.wait(120) for s in students]
        assert codes == [0, 1, 0], [s.stderr.read() for s in students]
        assert main(["class", "results", "--class", address, "--code", teacher, "--csv"]) == 0
        rows = sorted(capsys.readouterr().out.splitlines()[1:])
        assert rows == ["Anna,passed", "Boris,failed", "Chen,passed"]
    finally:
        end_class(proc)
