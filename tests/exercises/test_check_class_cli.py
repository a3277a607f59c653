"""``boardgames check --help`` lists the options that send a result to a class, and a
successful send says so in one line on stdout; exit codes stay as they were (issue 44)."""

import json
import os
import re
import signal
import subprocess
import sys

import pytest

from boardgames.cli import main


def test_check_help_lists_the_class_options(capsys):
    assert main(["check", "--help"]) == 0
    out = capsys.readouterr().out
    for flag in ("--class HOST:PORT", "--code CODE", "--name NAME"):
        assert flag in out, out


@pytest.fixture
def class_address(tmp_path, monkeypatch):
    """A class served by ``boardgames class serve`` on loopback; yields (address, code)."""
    monkeypatch.setenv("BOARDGAMES_CLASS_CLIENT_FILE", str(tmp_path / "client.json"))
    env = dict(os.environ, BOARDGAMES_CLASS_DIR=str(tmp_path / "classes"), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "boardgames", "class", "serve", "--host",
                             "127.0.0.1", "--port", "0", "--no-announce"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    try:
        found = re.search(r":(\d+), class code (\w+)", proc.stdout.readline())
        assert found
        yield f"127.0.0.1:{found.group(1)}", found.group(2)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=20)


def test_a_successful_send_prints_one_line_and_keeps_the_exit_code(class_address, capsys):
    address, code = class_address
    assert main(["check", "tictactoe/block", "--start", "--class", address, "--code", code,
                 "--name", "Anna"]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == f"sent to the class at {address} as Anna"
    assert main(["check", "tictactoe/block", "--reference", "--json", "--class", address,
                 "--code", code, "--name", "Anna"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["passed"] is True  # stdout stays one JSON object
    assert f"sent to the class at {address} as Anna" in captured.err


def test_a_missing_class_option_is_one_error_exit_2(capsys):
    assert main(["check", "tictactoe/block", "--reference", "--class", "127.0.0.1:1",
                 "--code", "X"]) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1].endswith(
        "the following arguments are required: --name")
