"""``boardgames challenge FILE.py``: the headless scorer a teacher runs on a folder of files,
and the issue's promise: every hostile program gets a verdict within its limit plus 2 s, and
nothing it started is alive afterwards."""

import json
import textwrap
import time
import uuid

import pytest

from boardgames.cli import main

ONE_POSITION = "id\toptimal_length\ttiles\nT1\t15\t5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12\n"
T1_ANSWER = "DDDLUUULDDDLUUU"  # the T1 solution the challenge lesson prints


@pytest.fixture
def positions(tmp_path):
    path = tmp_path / "one.tsv"
    path.write_text(ONE_POSITION, encoding="utf-8")
    return path


def solver(tmp_path, body, name="solver.py"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


def test_a_valid_solver_exits_0_with_one_json_row_per_position(tmp_path, positions, capsys):
    path = solver(tmp_path, f"def solve(board):\n    return {T1_ANSWER!r}\n")
    assert main(["challenge", str(path), "--json", "--positions", str(positions)]) == 0
    data = json.loads(capsys.readouterr().out)
    (row,) = data["rows"]
    assert row["position"] == "T1" and row["valid"] is True and row["verdict"] == "valid"
    assert row["length"] == 15 and row["optimal"] == 15 and 0 <= row["seconds"] < 10
    assert row["detail"] == "" and data["all_valid"] is True


def test_the_default_positions_and_a_table(tmp_path, capsys):
    path = solver(tmp_path, "def solve(board):\n    return []\n")
    assert main(["challenge", str(path), "--time-limit", "2"]) == 1
    out = capsys.readouterr().out
    assert out.count("not_solved") == 5 and "0 of 5 positions solved" in out


@pytest.mark.parametrize("args, words", [
    (["missing.py"], "does not exist"),
    (["broken.py"], "syntax error"),
    (["good.py", "--time-limit", "0"], "--time-limit"),
    (["good.py", "--time-limit", "inf"], "--time-limit"),
    (["good.py", "--positions", "nope.tsv"], "nope.tsv"),
])
def test_bad_input_exits_2_with_one_line(tmp_path, monkeypatch, capsys, args, words):
    monkeypatch.chdir(tmp_path)
    solver(tmp_path, "def solve(board:\n", "broken.py")
    solver(tmp_path, "def solve(board):\n    return ''\n", "good.py")
    assert main(["challenge", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) <= 2  # the error (and maybe the sandbox note)


HOSTILE = {
    "endless loop": ("def solve(board):\n    while True:\n        pass\n", "timed_out"),
    "sleeps, then fakes the clock": (
        "import time\ndef solve(board):\n    time.sleep(3)\n"
        "    time.perf_counter = lambda: -1690.0\n    return 'DDDLUUULDDDLUUU'\n", "timed_out"),
    "os._exit": ("import os\ndef solve(board):\n    os._exit(0)\n", "crashed"),
    "6 GB": ("def solve(board):\n    return bytearray(6 * 1024 ** 3)\n", "crashed"),
    "ten million moves": ("def solve(board):\n    return 'UD' * 5_000_000\n", "answer_too_long"),
    "deletes ..": ("import os, shutil\ndef solve(board):\n"
                   "    for n in os.listdir('..'):\n"
                   "        shutil.rmtree(os.path.join('..', n), ignore_errors=True)\n"
                   "    return 'DDDLUUULDDDLUUU'\n", "valid"),
    "a setsid child": ("import subprocess, sys\ndef solve(board):\n"
                       "    subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)', "
                       "'TOKEN'], start_new_session=True)\n    return 'DDDLUUULDDDLUUU'\n", "valid"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_every_hostile_program_gets_a_verdict_in_time(tmp_path, positions, capsys, name,
                                                       alive_with):
    token = "bg-" + uuid.uuid4().hex
    body, verdict = HOSTILE[name]
    path = solver(tmp_path, body.replace("TOKEN", token))
    limit = 1
    start = time.monotonic()
    code = main(["challenge", str(path), "--json", "--time-limit", str(limit),
                 "--positions", str(positions)])
    elapsed = time.monotonic() - start
    (row,) = json.loads(capsys.readouterr().out)["rows"]
    assert row["verdict"] == verdict and code == (0 if verdict == "valid" else 1), row
    assert elapsed < limit + 2 + 0.5  # the limit plus 2 s (and the checks before the run)
    assert row["seconds"] is None or row["seconds"] >= 0
    time.sleep(0.2)
    assert alive_with(token) == []
